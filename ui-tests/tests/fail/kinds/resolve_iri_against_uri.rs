use iri_kit::{IriRef, Uri};

fn main() {
    // A URI base resolves URI references only, so that the result is a URI.
    let base = Uri::parse("http://a/").unwrap();
    let reference = IriRef::parse("é").unwrap();
    let _ = base.resolve(&reference);
}
