//! Templates: parsing never panics; a parsed template expands, with values
//! cut from the input, to an RFC 6570 string equal to the checked
//! expansion when that is accepted; a checked expansion is an IRI
//! reference whose table is the parser's; where the analysis promises the
//! structure, an expansion fails only for a dot segment.
#![no_main]

use iri_checker::Code;
use iri_core::IriRef;
use iri_fuzz::{text, two};
use iri_template::{Mode, Plan, Template};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let (template, values) = two(text);
    let Ok(parsed) = Template::parse(template) else {
        return;
    };
    let plan = Plan::of(template).expect("a parsed template has a plan");
    // The values: the second line split at `|`, given to the variables in
    // turn; a value with `,` is a list.
    let pieces: Vec<&str> = values.split('|').collect();
    let names: Vec<&str> = parsed.variables().collect();
    let lists: Vec<(&str, Vec<&str>)> = names
        .iter()
        .zip(pieces.iter())
        .map(|(name, value)| (*name, value.split(',').collect()))
        .collect();
    let strings: Vec<(&str, &str)> = names.iter().copied().zip(pieces.iter().copied()).collect();
    for mode in [Mode::Uri, Mode::Iri] {
        let rfc = parsed
            .expand_to_string(&strings, mode)
            .expect("strings take any modifier");
        match parsed.expand_with(&strings, mode) {
            Ok(iri) => {
                assert_eq!(iri.as_str(), rfc, "{text:?}");
                let again = IriRef::parse(iri.as_str()).expect("an expansion is an IRI reference");
                assert_eq!(again.table(), iri.table(), "{text:?}");
            }
            Err(e) => {
                if plan.structure_guaranteed && mode == Mode::Uri {
                    assert_eq!(e.code(), Code::TemplateDotSegment, "{text:?}: {e}");
                }
            }
        }
        let _ = parsed.expand_with(&lists, mode);
    }
});
