//! `crate = path;` names the facade through a re-export in the item macros
//! too: a path relative to the caller, from another module, and an
//! absolute one.

mod my_lib {
    pub use ::iri_kit as reexported;
}

iri_kit::vocabulary! {
    crate = my_lib::reexported;
    /// Relative to this module, named from inside the declared module.
    pub mod ex = "https://example.org/ns#" {
        a,
        b,
    }
}

mod nested {
    iri_kit::vocabulary! {
        crate = super::my_lib::reexported;
        pub mod up = "https://example.org/up/" { c }
    }

    iri_kit::iri_type! {
        pub struct Nested: Iri;
        macro nested_iri;
        module = crate::nested;
        crate = super::my_lib::reexported;
        schemes = ["https"],
    }

    pub const N: Nested = nested_iri!("https://example.org/n");
}

iri_kit::iri_type! {
    pub struct Home: Iri;
    macro home;
    crate = my_lib::reexported;
    schemes = ["https"],
}

iri_kit::iri_type! {
    pub struct Absolute: IriRef;
    macro absolute;
    crate = crate::my_lib::reexported;
}

const HOME: Home = home!("https://example.org/");
const ROOT: Absolute = absolute!("/");

fn main() {
    assert_eq!(ex::a.fragment(), Some("a"));
    assert_eq!(ex::lookup("https://example.org/ns#b"), Some(("b", ex::b)));
    assert_eq!(nested::up::c.path(), "/up/c");
    assert_eq!(nested::N.as_str(), "https://example.org/n");
    assert_eq!(HOME.as_str(), "https://example.org/");
    assert_eq!(ROOT.as_str(), "/");
    assert!(Home::parse("http://example.org/").is_err());
}
