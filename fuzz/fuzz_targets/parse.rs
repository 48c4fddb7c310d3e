//! Parsing with every grammar: tables reassemble the input, errors point at
//! what they name, the grammars nest, and the typed values agree with the
//! plain parser.
#![no_main]

use iri_checker::{CheckExt, Code, Policy};
use iri_core::{ErrorKind, Iri, IriRef, LeiriRef, Uri, UriRef, parse};
use iri_fuzz::{GRAMMARS, INCLUSIONS, assert_error, assert_reassembles, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let results = GRAMMARS.map(|(grammar, _)| parse(text, grammar));
    for (result, (_, name)) in results.iter().zip(GRAMMARS) {
        match result {
            Ok(table) => assert_reassembles(text, table),
            Err(err) => {
                assert_error(text, err);
                let _ = name;
            }
        }
    }
    for (narrow, wide) in INCLUSIONS {
        if let Ok(table) = &results[narrow] {
            assert_eq!(
                results[wide].as_ref(),
                Ok(table),
                "{text:?}: {} but not {}",
                GRAMMARS[narrow].1,
                GRAMMARS[wide].1
            );
        }
    }
    // The typed constructors: the grammar, then the rules the default
    // policy makes errors (only `bidi-formatting` for IRI kinds).
    let typed = [
        IriRef::parse(text).map(|v| v.table()),
        Iri::parse(text).map(|v| v.table()),
        UriRef::parse(text).map(|v| v.table()),
        Uri::parse(text).map(|v| v.table()),
    ];
    for (typed, plain) in typed
        .iter()
        .zip([&results[0], &results[1], &results[4], &results[5]])
    {
        match (typed, plain) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(e), Ok(_)) => assert_eq!(e.kind(), ErrorKind::Rule(Code::BidiFormatting)),
            (Err(a), Err(b)) => assert_eq!(a, b),
            (Ok(_), Err(_)) => panic!("{text:?}: a typed value the grammar refuses"),
        }
    }
    if let Ok(value) = LeiriRef::parse(text) {
        assert_eq!(Ok(value.table()), results[8]);
    }
    if let Ok(value) = IriRef::parse_with(text, &Policy::GRAMMAR) {
        assert_eq!(Ok(value.table()), results[0]);
        let parts = value.as_borrowed().components();
        assert_eq!(parts.scheme, value.scheme());
        assert_eq!(parts.authority, value.authority());
        assert_eq!(parts.userinfo, value.userinfo());
        assert_eq!(parts.host, value.host());
        assert_eq!(parts.host_kind, value.host_kind());
        assert_eq!(parts.port, value.port());
        assert_eq!(parts.port_number(), value.port_number());
        assert_eq!(parts.path, value.path());
        assert_eq!(parts.query, value.query());
        assert_eq!(parts.fragment, value.fragment());
        assert_eq!(parts.host_value(), value.host_value());
        let segments: Vec<&str> = value.path_segments().collect();
        let mut back: Vec<&str> = value.path_segments().rev().collect();
        back.reverse();
        assert_eq!(segments, back);
    }
});
