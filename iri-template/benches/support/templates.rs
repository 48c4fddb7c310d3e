//! Typical API templates (three to five variables) with their values, for
//! the template benchmark and the instruction-count driver: ours and
//! iri-string's expander on the same templates and values.

use iri_string::template::simple_context::{SimpleContext, Value as TheirValue};
use iri_template::{Possible, Shape, Template, Value};

/// A value of a case.
#[derive(Clone, Debug)]
pub(crate) enum CaseValue {
    Text(&'static str),
    List(Vec<&'static str>),
}

impl Value for CaseValue {
    type DotSegment = Possible;
    fn shape(&self) -> Shape<'_> {
        match self {
            CaseValue::Text(s) => Shape::Str(s),
            CaseValue::List(l) => l.shape(),
        }
    }
}

/// The cases: a template and its values, in the order of its variables.
pub(crate) fn cases() -> Vec<(&'static str, Vec<(&'static str, CaseValue)>)> {
    use CaseValue::{List, Text};
    vec![
        (
            "https://api.github.com/repos/{owner}/{repo}/issues{?state,labels,per_page,page}",
            vec![
                ("owner", Text("rust-lang")),
                ("repo", Text("rust")),
                ("state", Text("open")),
                ("labels", Text("C-bug,E-help wanted")),
                ("per_page", Text("50")),
            ],
        ),
        (
            "https://api.example.org/v2/users/{id}/orders/{order}{?fields*}",
            vec![
                ("id", Text("12345")),
                ("order", Text("A-42/7")),
                ("fields", List(vec!["id", "total", "items"])),
            ],
        ),
        (
            "https://example.org/search{?q,lang,page}",
            vec![
                ("q", Text("résumé écrit à la main")),
                ("lang", Text("fr")),
                ("page", Text("3")),
            ],
        ),
        (
            "https://files.example.org/{bucket}{/path*}{?version,download}",
            vec![
                ("bucket", Text("docs")),
                ("path", List(vec!["guide", "2024", "intro.md"])),
                ("version", Text("7")),
                ("download", Text("1")),
            ],
        ),
    ]
}

/// Ours, parsed once: each template with its values by name and by index.
pub(crate) fn ours() -> Vec<(Template<'static>, Vec<(&'static str, CaseValue)>)> {
    cases()
        .into_iter()
        .map(|(text, values)| (Template::parse(text).unwrap(), values))
        .collect()
}

/// iri-string's, parsed once, with its context.
pub(crate) fn theirs() -> Vec<(&'static iri_string::template::UriTemplateStr, SimpleContext)> {
    cases()
        .into_iter()
        .map(|(text, values)| {
            let template = iri_string::template::UriTemplateStr::new(text).unwrap();
            let mut context = SimpleContext::new();
            for (name, value) in values {
                context.insert(
                    name,
                    match value {
                        CaseValue::Text(s) => TheirValue::String(s.to_owned()),
                        CaseValue::List(l) => {
                            TheirValue::List(l.iter().map(|s| (*s).to_owned()).collect())
                        }
                    },
                );
            }
            (template, context)
        })
        .collect()
}
