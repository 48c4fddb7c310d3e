//! `crate = path` names `iri_core` through a re-export, also from a
//! `macro_rules!` macro using `$crate`.

mod my_lib {
    pub use ::iri_core as reexported;

    #[macro_export]
    macro_rules! my_iri {
        ($lit:literal) => {
            ::iri_macros::iri!(crate = $crate::my_lib::reexported, $lit)
        };
    }
}

const HOME: iri_core::Iri<&str> = iri_macros::iri!(crate = my_lib::reexported, "https://example.org/");
const ROOT: iri_core::IriRef<&str> = iri_macros::iri_ref!(crate = crate::my_lib::reexported, "/");
const VIA_MACRO: iri_core::Iri<&str> = my_iri!("urn:x");
const ABSOLUTE: iri_core::Uri<&str> = iri_macros::uri!(crate = ::iri_core, "a:b",);

fn main() {
    assert_eq!(HOME.host(), Some("example.org"));
    assert_eq!(ROOT.path(), "/");
    assert_eq!(VIA_MACRO.path(), "x");
    assert_eq!(ABSOLUTE.path(), "b");
}
