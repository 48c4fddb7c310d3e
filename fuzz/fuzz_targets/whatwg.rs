//! The `whatwg` group against the `url` crate, as the differential test
//! (`tests/tests/whatwg_differential.rs`) compares them: an RFC-valid
//! input that WHATWG reads differently gets a finding of the group (or,
//! refused for its port, `form-port-range`'s); one it reads the same gets
//! none; the known differences of `iri_tests::whatwg` aside.
#![no_main]

use iri_checker::{Code, Group, Policy, check};
use iri_core::parse;
use iri_fuzz::text;
use iri_tests::whatwg::{Reading, known_difference, reading};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let Some((grammar, read)) = reading(text) else {
        return;
    };
    let refused = matches!(read, Reading::Refused(_));
    let table = parse(text, grammar).expect("valid under its grammar");
    let reported = check(text, &table, grammar, &Policy::STRICT)
        .iter()
        .any(|f| f.code().group() == Group::Whatwg || (refused && f.code() == Code::FormPortRange));
    if read.differs() != reported && known_difference(text).is_none() {
        panic!("{text:?}: {read:?}, whatwg findings: {reported}");
    }
});
