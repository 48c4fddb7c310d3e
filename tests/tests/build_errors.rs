//! The sentences, helps and carets of the errors that only building
//! reports (`PathStartsWithDoubleSlash`, `RelativePathAfterAuthority`), and
//! of the errors of text given to a builder.

use iri_core::{ErrorKind, Iri, IriRef, Uri};

#[test]
fn errors_only_building_reports() {
    let cases = [
        (
            IriRef::builder().path("//a").build().unwrap_err(),
            ErrorKind::PathStartsWithDoubleSlash,
            "cannot build \"//a\": path starting with '//' at byte 0: \
             without an authority, a path cannot start with '//'",
            "write `/.` before the path, as in `/.//a`",
            "  | //a\n  | ^^",
        ),
        (
            Iri::builder()
                .scheme("http")
                .host("h")
                .path("a")
                .build()
                .unwrap_err(),
            ErrorKind::RelativePathAfterAuthority,
            "cannot build \"http://ha\": path not starting with '/' at byte 8: \
             after an authority, a path is empty or starts with '/'",
            "write `/` before the path, or remove the authority",
            "  | http://ha\n  |         ^",
        ),
        (
            IriRef::builder().push_segment("a:b").build().unwrap_err(),
            ErrorKind::ColonInFirstSegment,
            "cannot build \"a:b\": colon ':' in path at byte 1: the first segment of a \
             relative path cannot hold ':', which would end a scheme",
            "write `./` before the segment, or percent-encode the colon as `%3A`",
            "  | a:b\n  |  ^",
        ),
        (
            Uri::builder()
                .scheme("http")
                .host("a")
                .path_encoded("/é")
                .build()
                .unwrap_err(),
            ErrorKind::NonAscii,
            "cannot use \"/é\" as a path: non-ASCII character 'é' (U+00E9) in path at byte 1: \
             URIs are ASCII only",
            "percent-encode it as `%C3%A9`",
            "  | /é\n  |  ^",
        ),
    ];
    for (err, kind, sentence, help, snippet) in cases {
        assert_eq!(err.kind(), kind);
        assert_eq!(err.to_string(), sentence);
        assert_eq!(err.help().map(|h| h.to_string()).as_deref(), Some(help));
        // The drawing: the snippet with the byte after its carets, the
        // rule, then the help.
        let drawn = err.annotate().to_string();
        assert!(drawn.contains(&format!("{snippet} byte ")), "{drawn}");
        assert!(drawn.ends_with(&format!("\n  = help: {help}")), "{drawn}");
    }
}

#[test]
fn the_first_error_of_a_setter_is_kept() {
    let err = IriRef::builder()
        .path_encoded("a b")
        .query_encoded("c d")
        .path("fine")
        .build()
        .unwrap_err();
    assert_eq!(err.text(), "a b");
    assert!(!err.is_whole());
}
