//! How much memory a value takes: the storage and six 32-bit offsets.

use std::mem::size_of;

use iri_core::{Iri, IriRef, Uri, UriRef};

#[test]
#[cfg(target_pointer_width = "64")]
fn a_borrowed_value_is_40_bytes_and_an_owned_one_48() {
    assert_eq!(size_of::<Iri<&str>>(), 40);
    assert_eq!(size_of::<IriRef<&str>>(), 40);
    assert_eq!(size_of::<Uri<&str>>(), 40);
    assert_eq!(size_of::<UriRef<&str>>(), 40);
    assert_eq!(size_of::<Iri<Box<str>>>(), 40);
    assert_eq!(size_of::<Iri<std::sync::Arc<str>>>(), 40);
    assert_eq!(size_of::<Iri<String>>(), 48);
}

#[test]
fn an_optional_value_costs_no_more_than_the_value() {
    assert_eq!(size_of::<Option<Iri<&str>>>(), size_of::<Iri<&str>>());
    assert_eq!(size_of::<Option<Iri<String>>>(), size_of::<Iri<String>>());
}
