//! Conversions: IRI to URI gives URIs with the right table and is
//! idempotent; URI to IRI gives IRIs that map back; LEIRI to IRI gives IRIs;
//! a path read from a file IRI (in either style) is written as a file IRI
//! that reads back as the same path, unless it is one the writer refuses on
//! purpose.
#![no_main]

use iri_core::convert::file_path::{FilePathError, PathStyle};
use iri_core::normalize::Steps;
use iri_core::{Iri, IriRef, LeiriRef, UriRef};
use iri_fuzz::text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    if let Ok(iri) = IriRef::parse(text) {
        let uri = iri.to_uri();
        let reparsed = UriRef::parse(uri.as_str()).expect("to_uri gives a URI reference");
        assert_eq!(reparsed.table(), uri.table(), "{text:?}");
        assert_eq!(uri.to_uri().as_str(), uri.as_str(), "to_uri is idempotent");
        let back = uri.to_iri();
        assert!(IriRef::parse(back.as_str()).is_ok(), "{text:?}: {back:?}");
        assert!(
            back.is_equivalent_with(&iri, Steps::CASE | Steps::PERCENT_ENCODING),
            "{text:?}: to_uri then to_iri gives {back:?}"
        );
    }
    if let Ok(uri) = UriRef::parse(text) {
        let iri = uri.to_iri();
        let reparsed = IriRef::parse(iri.as_str()).expect("to_iri gives an IRI reference");
        assert_eq!(reparsed.table(), iri.table(), "{text:?}");
        let again = iri.to_uri();
        assert!(
            again.is_equivalent_with(&uri, Steps::CASE | Steps::PERCENT_ENCODING),
            "{text:?}: {iri:?} maps back to {again:?}"
        );
    }
    if let Ok(leiri) = LeiriRef::parse(text) {
        let iri = leiri.to_iri();
        let reparsed = IriRef::parse(iri.as_str()).expect("a LEIRI's IRI is an IRI");
        assert_eq!(reparsed.table(), iri.table(), "{text:?}");
        let uri = leiri.to_uri();
        assert!(UriRef::parse(uri.as_str()).is_ok(), "{text:?}: {uri:?}");
        for style in [PathStyle::Posix, PathStyle::Windows] {
            let Ok(path) = leiri.to_file_path_in(style) else {
                continue;
            };
            match Iri::from_file_path_in(style, &path) {
                Ok(written) => {
                    assert_eq!(
                        written.to_file_path_in(style).as_deref(),
                        Ok(&*path),
                        "{text:?}"
                    );
                }
                // Read (appendix E and POSIX's `//`), never written.
                Err(
                    FilePathError::DoubleSlash
                    | FilePathError::LocalhostUnc
                    | FilePathError::DevicePath,
                ) => {}
                Err(err) => panic!("{text:?}: {path:?} read, not written: {err}"),
            }
        }
    }
    if let Ok(iri) = Iri::parse(text) {
        if let Ok(uri) = iri.to_uri_idna() {
            let reparsed = iri_core::Uri::parse(uri.as_str()).expect("to_uri_idna gives a URI");
            assert_eq!(reparsed.table(), uri.table(), "{text:?}");
        }
        if let Ok(uri) = iri_core::Uri::parse(text) {
            let unicode = uri.to_iri_idna();
            assert!(
                Iri::parse(unicode.as_str()).is_ok(),
                "{text:?}: {unicode:?}"
            );
        }
    }
});
