//! File paths to `file:` IRIs and back (RFC 8089), in both styles on this
//! system: every path the conversion writes reads back as itself, from an
//! `Iri` and from a `Uri`; what it writes is a valid IRI in the normal form
//! (never one of appendix E's variants), and a `Uri` is the `Iri`'s
//! `to_uri`. The paths are generated (seeded, so every run tries the same):
//! POSIX paths, Windows drive paths and UNC paths, with names of letters,
//! delimiters, `%`, spaces, controls, non-ASCII and bidi characters, `.` and
//! `..`, and empty names.
#![cfg(feature = "std")]

use iri_core::convert::file_path::{FilePathError, PathStyle};
use iri_core::{Iri, Uri};
use iri_tests::convert_data::Rng;

/// The pieces names are made of: every class of character the encoder
/// treats apart.
const PIECES: &[&str] = &[
    "a",
    "Z",
    "0",
    "-",
    ".",
    "_",
    "~",
    " ",
    "%",
    "%2F",
    "%5C",
    "#",
    "?",
    "[",
    "]",
    "@",
    ":",
    ";",
    "=",
    "+",
    "&",
    "!",
    "$",
    "'",
    "(",
    ")",
    ",",
    "*",
    "\"",
    "<",
    ">",
    "|",
    "^",
    "`",
    "{",
    "}",
    "\t",
    "\u{1}",
    "\u{7F}",
    "é",
    "例え",
    "\u{10300}",
    "\u{200F}",
    "\u{E000}",
    "\u{FFFD}",
    "\u{FEFF}",
];

/// A name: up to five pieces (possibly none), or `.` or `..`.
fn name(rng: &mut Rng, separator: char) -> String {
    match rng.below(10) {
        0 => ".".to_owned(),
        1 => "..".to_owned(),
        _ => {
            let mut name = String::new();
            for _ in 0..rng.below(6) {
                let piece: &&str = rng.pick(PIECES);
                name.push_str(piece);
            }
            // A POSIX name may hold `\`; no name holds its separator.
            if separator == '/' && rng.below(8) == 0 {
                name.push('\\');
            }
            name
        }
    }
}

/// Up to six names after `start`, separated by `separator`, the first
/// one not empty when `first_not_empty` (POSIX paths do not start `//`).
fn names(rng: &mut Rng, start: &str, separator: char, first_not_empty: bool) -> String {
    let mut path = start.to_owned();
    for i in 0..rng.below(7) {
        if i > 0 {
            path.push(separator);
        }
        let mut next = name(rng, separator);
        while i == 0 && first_not_empty && next.is_empty() {
            next = name(rng, separator);
        }
        path.push_str(&next);
    }
    path
}

fn posix_path(rng: &mut Rng) -> String {
    names(rng, "/", '/', true)
}

fn drive_path(rng: &mut Rng) -> String {
    let letter = char::from(*rng.pick(b"ACZacz"));
    names(rng, &format!("{letter}:\\"), '\\', false)
}

fn unc_path(rng: &mut Rng) -> String {
    let server = loop {
        let server = name(rng, '\\');
        // Not the device prefixes `\\.\` and `\\?\`, nor `localhost`.
        if !server.is_empty()
            && server != "."
            && server != "?"
            && !server.eq_ignore_ascii_case("localhost")
        {
            break server;
        }
    };
    let share = loop {
        let share = name(rng, '\\');
        if !share.is_empty() {
            break share;
        }
    };
    let rest = names(rng, "", '\\', false);
    if rest.is_empty() && rng.below(2) == 0 {
        format!(r"\\{server}\{share}")
    } else {
        format!(r"\\{server}\{share}\{rest}")
    }
}

/// Writes `path` in `style` as an `Iri` and a `Uri`, checks what was
/// written, and reads both back.
fn round_trip(style: PathStyle, path: &str) {
    let iri = Iri::from_file_path_in(style, path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let reparsed = Iri::parse(iri.as_str()).unwrap_or_else(|e| panic!("{iri}: {e}"));
    assert_eq!(reparsed.table(), iri.table(), "{path:?}");
    assert_eq!(iri.scheme(), "file", "{path:?}");
    // The normal form: an authority, a path of `/` and names, no variant.
    assert!(iri.as_str().starts_with("file://"), "{iri}");
    assert!(
        iri.path().starts_with('/') && !iri.path().starts_with("//"),
        "{iri}"
    );
    assert!(!iri.path().contains('|'), "{iri}");
    assert_eq!(iri.to_file_path_in(style).as_deref(), Ok(path), "{iri}");

    let uri = Uri::from_file_path_in(style, path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    assert_eq!(uri, iri.to_uri(), "{path:?}");
    assert_eq!(uri.to_file_path_in(style).as_deref(), Ok(path), "{uri}");

    let directory = Iri::from_directory_path_in(style, path).expect("written as a file");
    let mut expected = path.to_owned();
    if !path.ends_with(style.separator()) {
        expected.push(style.separator());
    }
    assert_eq!(
        directory.to_file_path_in(style).as_deref(),
        Ok(&*expected),
        "{directory}"
    );
}

#[test]
fn posix_paths_round_trip() {
    let mut rng = Rng::new(8089);
    for _ in 0..20_000 {
        round_trip(PathStyle::Posix, &posix_path(&mut rng));
    }
}

#[test]
fn windows_drive_paths_round_trip() {
    let mut rng = Rng::new(8090);
    for _ in 0..20_000 {
        round_trip(PathStyle::Windows, &drive_path(&mut rng));
    }
}

#[test]
fn windows_unc_paths_round_trip() {
    let mut rng = Rng::new(8091);
    for _ in 0..20_000 {
        round_trip(PathStyle::Windows, &unc_path(&mut rng));
    }
}

#[test]
fn the_other_style_does_not_read_a_windows_iri_as_a_posix_path() {
    let unc = Iri::from_file_path_in(PathStyle::Windows, r"\\server\share\a").unwrap();
    assert_eq!(
        unc.to_file_path_in(PathStyle::Posix),
        Err(FilePathError::RemoteHost("server".to_owned()))
    );
    let posix = Iri::from_file_path_in(PathStyle::Posix, "/etc/hosts").unwrap();
    assert_eq!(
        posix.to_file_path_in(PathStyle::Windows),
        Err(FilePathError::NotAbsolute)
    );
    // A drive path is a POSIX path too, of a name `C:`.
    let drive = Iri::from_file_path_in(PathStyle::Windows, r"C:\a").unwrap();
    assert_eq!(
        drive.to_file_path_in(PathStyle::Posix).as_deref(),
        Ok("/C:/a")
    );
}
