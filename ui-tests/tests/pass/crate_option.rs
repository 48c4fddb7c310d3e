//! `crate = path` names the facade through a re-export, also from a
//! `macro_rules!` macro using `$crate`.

mod my_lib {
    pub use ::iri_kit as reexported;

    #[macro_export]
    macro_rules! my_iri {
        ($lit:literal) => {
            ::iri_kit::iri!(crate = $crate::my_lib::reexported, $lit)
        };
    }
}

const HOME: iri_kit::Iri<&str> = iri_kit::iri!(crate = my_lib::reexported, "https://example.org/");
const ROOT: iri_kit::IriRef<&str> = iri_kit::iri_ref!(crate = crate::my_lib::reexported, "/");
const VIA_MACRO: iri_kit::Iri<&str> = my_iri!("urn:x");
const ABSOLUTE: iri_kit::Uri<&str> = iri_kit::uri!(crate = ::iri_kit, "a:b",);

fn main() {
    assert_eq!(HOME.host(), Some("example.org"));
    assert_eq!(ROOT.path(), "/");
    assert_eq!(VIA_MACRO.path(), "x");
    assert_eq!(ABSOLUTE.path(), "b");
}
