//! Properties of template expansion on generated templates and values
//! (any Unicode, empty strings, `.` and `..`, `/ ? # & = ; , + % [ ]`):
//!
//! - the checked expansion is the RFC 6570 expansion, or an error;
//! - where the analysis promises the structure (`Plan::structure_guaranteed`,
//!   what makes `iri_format!` return the IRI itself), no expansion fails but
//!   for a dot segment, and every expansion has the structure of the same
//!   values with their characters replaced by `x`;
//! - `{/x}` adds exactly one segment, also after normalization, and `{?x}`
//!   exactly one parameter, each decoding back to the value; a value `.` or
//!   `..` in a segment is always an error.

use iri_checker::Code;
use iri_core::percent::decode_utf8;
use iri_core::{Iri, IriRef};
use iri_template::{Mode, Plan, Template};
use iri_tests::pairs::Rng;
use iri_tests::template_gen::{self, GenValue};

/// What the structure of an IRI reference is: scheme, authority, the
/// number of path segments, the query's parameters, the fragment.
fn structure(iri: &IriRef<String>) -> (Option<String>, bool, usize, Option<usize>, bool) {
    (
        iri.scheme().map(str::to_owned),
        iri.authority().is_some(),
        iri.path().split('/').count(),
        iri.query().map(|q| q.split('&').count()),
        iri.fragment().is_some(),
    )
}

#[test]
fn checked_expansions_keep_the_promised_structure() {
    let mut rng = Rng::new(6570);
    let (mut parsed, mut promised, mut expanded) = (0, 0, 0);
    for _ in 0..4000 {
        let text = template_gen::template(&mut rng, false);
        let Ok(template) = Template::parse(&text) else {
            continue;
        };
        parsed += 1;
        let plan = Plan::of(&text).unwrap();
        promised += usize::from(plan.structure_guaranteed);
        for _ in 0..20 {
            let values = template_gen::values(&mut rng);
            let rfc = template.expand_to_string(&values, Mode::Uri);
            let checked = template.expand(&values);
            match &checked {
                Ok(iri) => {
                    expanded += 1;
                    assert_eq!(
                        Ok(iri.as_str()),
                        rfc.as_deref().map_err(|_| ()),
                        "{text} {values:?}"
                    );
                    assert!(IriRef::parse(iri.as_str()).is_ok());
                }
                Err(e) if plan.structure_guaranteed => {
                    assert_eq!(e.code(), Code::TemplateDotSegment, "{text} {values:?}: {e}");
                }
                Err(_) => {}
            }
            if !plan.structure_guaranteed {
                continue;
            }
            let xs: Vec<(String, GenValue)> =
                values.iter().map(|(k, v)| (k.clone(), v.plain())).collect();
            let Ok(reference) = template.expand(&xs) else {
                continue;
            };
            if let Ok(iri) = checked {
                assert_eq!(
                    structure(&iri),
                    structure(&reference),
                    "{text} {values:?}: {iri:?} {reference:?}"
                );
            }
        }
    }
    assert!(parsed > 2500, "{parsed} templates parsed");
    assert!(
        promised > 500,
        "{promised} templates with the structure promised"
    );
    assert!(expanded > 20_000, "{expanded} expansions");
}

#[test]
fn a_path_expression_adds_one_segment_and_a_query_one_parameter() {
    let segment = Template::parse("http://example.org/a{/x}/b").unwrap();
    let parameter = Template::parse("http://example.org/p?a=1{&x}").unwrap();
    let mut rng = Rng::new(3986);
    let mut dots = 0;
    for _ in 0..20_000 {
        let x = template_gen::text(&mut rng);
        for mode in [Mode::Uri, Mode::Iri] {
            match segment.expand_with(&[("x", x.as_str())], mode) {
                Ok(iri) => {
                    let segments: Vec<&str> = iri.path().split('/').collect();
                    assert_eq!(segments.len(), 4, "{x:?} {iri}");
                    assert_eq!(decode_utf8(segments[2]).unwrap(), x);
                    let normal = Iri::parse(iri.as_str()).unwrap().normalize();
                    assert_eq!(normal.path().split('/').count(), 4, "{x:?} {normal}");
                }
                Err(e) => {
                    assert!(x == "." || x == "..", "{x:?}: {e}");
                    assert_eq!(e.code(), Code::TemplateDotSegment);
                    dots += 1;
                }
            }
            let iri = parameter.expand_with(&[("x", x.as_str())], mode).unwrap();
            let query = iri.query().unwrap();
            let pairs: Vec<&str> = query.split('&').collect();
            assert_eq!(pairs.len(), 2, "{x:?} {iri}");
            // `x=` also when empty: the query's `ifemp` is `=`.
            let value = pairs[1].strip_prefix("x=").unwrap();
            assert_eq!(decode_utf8(value).unwrap(), x);
            assert!(iri.fragment().is_none());
        }
    }
    assert!(dots > 100);
}
