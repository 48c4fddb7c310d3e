//! The `whatwg` group against the `url` crate, as the differential test
//! (`tests/tests/whatwg_differential.rs`) compares them: an RFC-valid
//! input that WHATWG reads differently gets a finding of the group (or,
//! refused for its port, `form-port-range`'s); one it reads the same gets
//! none; the known differences of `iri_tests::whatwg` aside. The codes
//! that cover the group's are allowed (`iri_tests::whatwg::reported`).
#![no_main]

use iri_fuzz::text;
use iri_tests::whatwg::{Reading, known_difference, reading, reported};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let Some((grammar, read)) = reading(text) else {
        return;
    };
    let refused = matches!(read, Reading::Refused(_));
    let reported = !reported(text, grammar, refused).is_empty();
    if read.differs() != reported && known_difference(text).is_none() {
        panic!("{text:?}: {read:?}, whatwg findings: {reported}");
    }
});
