//! File paths to `file:` IRIs and back (RFC 8089), in POSIX and Windows
//! style on every system (with the `std` feature).
//!
//! - [`Ri::from_file_path`](crate::Ri::from_file_path),
//!   [`Ri::from_directory_path`](crate::Ri::from_directory_path) and
//!   [`Ri::to_file_path`](crate::Ri::to_file_path) take and give the
//!   system's `Path` and `PathBuf`, in its style ([`PathStyle::NATIVE`]);
//! - [`Ri::from_file_path_in`](crate::Ri::from_file_path_in),
//!   [`Ri::from_directory_path_in`](crate::Ri::from_directory_path_in) and
//!   [`Ri::to_file_path_in`](crate::Ri::to_file_path_in) take the
//!   [`PathStyle`] as a parameter and the path as text, so that a server
//!   can read a Windows client's IRIs, and the tests run both styles on
//!   one system.
//!
//! What is written: `file:///` and the absolute path's names, each
//! percent-encoded as a path segment (the builder's `push_segment`): in an
//! `Iri` non-ASCII characters stay as they are, in a `Uri` they are encoded
//! as UTF-8. A Windows drive path is `file:///C:/…`; a UNC path
//! `\\server\share\…` is `file://server/share/…`. Names are written as
//! they are: `.` and `..` are not removed (the system, not the IRI,
//! decides what they mean).
//!
//! What is read: the forms written, `file:/…` (no authority) and
//! `file://localhost/…` (the local machine, RFC 8089 section 2) as
//! `file:///…`, and in Windows style the variant forms of RFC 8089's
//! appendix E, which are never written: `file:c:/…`, `file:///c|/…` (a
//! LEIRI), `file:////server/share/…` and `file://///server/share/…`.
//!
//! Decisions where the RFC leaves a choice:
//!
//! - A path that is not UTF-8 (a Unix path of other bytes) is refused, and
//!   so is an IRI whose path does not decode to UTF-8
//!   ([`FilePathError::NotUtf8`]): RFC 8089 section 4 writes a path's
//!   characters in UTF-8, and octets of another encoding would name
//!   different characters on another system.
//! - A file IRI's query is refused; its fragment is left out of the path.
//! - NUL, and a separator decoded from a segment (`%2F`; `%5C` in Windows
//!   style), are refused: no file name holds them.
//! - A POSIX path starting with `//` is refused (POSIX leaves its meaning
//!   to each system, and a file IRI's path cannot start with an empty
//!   segment), and so is a UNC path on the server `localhost` (which a
//!   file IRI reads as the local machine).
//!
//! ```
//! use iri_kit::Iri;
//! use iri_kit::convert::file_path::PathStyle;
//!
//! for (style, path) in [
//!     (PathStyle::Posix, "/home/me/été/notes #1.txt"),
//!     (PathStyle::Windows, r"C:\Users\me\notes #1.txt"),
//!     (PathStyle::Windows, r"\\fileserver\public\100%.txt"),
//! ] {
//!     let iri = Iri::from_file_path_in(style, path).unwrap();
//!     assert_eq!(iri.to_file_path_in(style).unwrap(), path);
//! }
//! ```

mod error;
mod native;
mod read;
mod style;
mod write;

pub use error::FilePathError;
pub use style::PathStyle;
