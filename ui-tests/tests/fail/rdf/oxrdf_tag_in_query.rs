// A tag character in the query: RFC 3987bis allows it, so `iri!` takes
// it; oxrdf refuses it, so the `const` conversion into its `NamedNodeRef`
// is a compile error at the constant.
const LANG: &str = iri_kit::iri!("http://example.org/?lang=\u{E0001}en", allow(unicode-tag))
    .as_named_node_ref()
    .as_str();

fn main() {
    let _ = LANG;
}
