//! Pre-processing typed text: every result is valid, every error points at
//! the character the user typed.
#![no_main]

use iri_core::convert::{Spaces, preprocess};
use iri_core::kind::{IriKind, IriRefKind};
use iri_core::{Iri, IriRef};
use iri_fuzz::{assert_error, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    for spaces in [Spaces::Split, Spaces::PercentEncode] {
        for item in preprocess::<IriRefKind>(text, spaces) {
            match item {
                Ok(value) => {
                    let reparsed = IriRef::parse(value.as_str()).expect("valid");
                    assert_eq!(reparsed.table(), value.table());
                }
                Err(err) => assert_error(text, &err),
            }
        }
        for item in preprocess::<IriKind>(text, spaces) {
            match item {
                Ok(value) => assert!(Iri::parse(value.as_str()).is_ok()),
                Err(err) => assert_error(text, &err),
            }
        }
    }
});
