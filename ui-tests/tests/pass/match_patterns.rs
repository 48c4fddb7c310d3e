//! Macro values are `const` patterns: `Ri`'s equality is derived
//! (structural), and still string equality.

use iri_kit::{Iri, IriRef, Uri, iri, iri_ref, uri};

const HOME: Iri<&str> = iri!("https://example.org/");
const ABOUT: Iri<&str> = iri!("https://example.org/about");
const UP: IriRef<&str> = iri_ref!("..");
const API: Uri<&str> = uri!("https://api.example.org/");

fn page(iri: Iri<&str>) -> &'static str {
    match iri {
        HOME => "home",
        ABOUT => "about",
        _ => "other",
    }
}

fn main() {
    assert_eq!(page(Iri::parse("https://example.org/about").unwrap()), "about");
    assert_eq!(page(HOME), "home");
    assert_eq!(page(Iri::parse("https://example.org/x").unwrap()), "other");
    assert!(matches!(IriRef::parse("..").unwrap(), UP));
    assert!(matches!(Uri::parse("https://api.example.org/").unwrap(), API));
    // Equality across kinds and storages is still by string.
    let owned: Iri<String> = Iri::parse(String::from("https://example.org/")).unwrap();
    assert_eq!(owned, HOME);
    assert_eq!(HOME, owned);
    let as_ref: IriRef<&str> = HOME.into();
    assert_eq!(as_ref, HOME);
    assert!(HOME < ABOUT);
}
