//! Why a path has no file IRI, or a file IRI no path: [`FilePathError`].

use alloc::string::String;
use core::fmt;

/// Why a path cannot be written as a file IRI, or a file IRI read as a
/// path. These are not IRI diagnostics: the IRI is valid, or the path is
/// one the system may hold, but the two do not meet.
///
/// ```
/// use iri_kit::Iri;
/// use iri_kit::convert::file_path::{FilePathError, PathStyle};
///
/// let err = Iri::from_file_path_in(PathStyle::Posix, "docs/a.txt").unwrap_err();
/// assert_eq!(err, FilePathError::RelativePath);
/// assert_eq!(
///     err.to_string(),
///     "the path is relative: a file IRI names an absolute path (`/…` in POSIX style; \
///      `C:\\…` or `\\\\server\\share\\…` in Windows style)"
/// );
/// ```
#[non_exhaustive]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FilePathError {
    /// Writing: the path is relative (POSIX: no leading `/`; Windows: no
    /// drive and root, `C:\`, and no server and share, `\\server\share`).
    RelativePath,
    /// Writing: a POSIX path starting with `//`, whose meaning POSIX leaves
    /// to each system; a file IRI's path cannot start with an empty segment
    /// (RFC 8089's `path-absolute`).
    DoubleSlash,
    /// Writing: a Windows device path (`\\.\…`), which names a device.
    DevicePath,
    /// A UNC path without its server or its share (`\\server\share\…`).
    IncompleteUnc,
    /// Writing: a UNC path on the server `localhost`: `file://localhost/…`
    /// names the local machine's own paths (RFC 8089 section 2).
    LocalhostUnc,
    /// The path is not UTF-8 (a `Path` of the system), or the IRI's path
    /// does not decode to UTF-8: a file IRI writes a path's characters in
    /// UTF-8 (RFC 8089 section 4).
    NotUtf8,
    /// A name holds a character that no file name can hold: NUL, or a
    /// separator decoded from the IRI (`%2F`, and `%5C` in Windows style).
    Character(char),
    /// Reading: the IRI's scheme is not `file`.
    NotFileScheme,
    /// Reading: the IRI has a query, which file IRIs do not have (RFC 8089
    /// section 2).
    Query,
    /// Reading: the IRI's authority has a userinfo or a port; a file IRI's
    /// authority is a host alone (RFC 8089 section 2).
    Authority,
    /// Reading in POSIX style: the IRI names a file on another host (given
    /// decoded), which a POSIX path cannot name.
    RemoteHost(String),
    /// Reading: the IRI's path is no absolute path of the style: empty or
    /// relative, or in Windows style without a drive letter (`/C:/…`) when
    /// the host is the local machine.
    NotAbsolute,
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilePathError::RelativePath => f.write_str(
                "the path is relative: a file IRI names an absolute path (`/…` in POSIX style; \
                 `C:\\…` or `\\\\server\\share\\…` in Windows style)",
            ),
            FilePathError::DoubleSlash => f.write_str(
                "the path starts with `//`, whose meaning POSIX leaves to each system; a file \
                 IRI's path cannot start with an empty name (RFC 8089 section 2)",
            ),
            FilePathError::DevicePath => {
                f.write_str("the path is a Windows device path (`\\\\.\\…`), not a file's")
            }
            FilePathError::IncompleteUnc => f.write_str(
                "the UNC path lacks its server or its share: it reads `\\\\server\\share\\…`",
            ),
            FilePathError::LocalhostUnc => f.write_str(
                "the UNC path is on the server `localhost`, which a file IRI reads as the local \
                 machine's own paths (RFC 8089 section 2)",
            ),
            FilePathError::NotUtf8 => f.write_str(
                "the path is not UTF-8: a file IRI holds a path's characters in UTF-8, \
                 percent-encoded where needed (RFC 8089 section 4)",
            ),
            FilePathError::Character(c) => write!(
                f,
                "a name of the path holds {c:?} (U+{:04X}), which no file name can hold",
                u32::from(*c)
            ),
            FilePathError::NotFileScheme => f.write_str("the IRI's scheme is not `file`"),
            FilePathError::Query => {
                f.write_str("the IRI has a query, which file IRIs do not have (RFC 8089 section 2)")
            }
            FilePathError::Authority => f.write_str(
                "the IRI's authority has a userinfo or a port; a file IRI's authority is a host \
                 alone (RFC 8089 section 2)",
            ),
            FilePathError::RemoteHost(host) => write!(
                f,
                "the IRI names a file on the host `{host}`, which a POSIX path cannot name"
            ),
            FilePathError::NotAbsolute => f.write_str(
                "the IRI's path is no absolute path of this style (in Windows style, a path \
                 on the local machine starts with a drive letter: `file:///C:/…`)",
            ),
        }
    }
}

impl core::error::Error for FilePathError {}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::FilePathError;

    #[test]
    fn characters_are_named_with_their_code_point() {
        assert_eq!(
            FilePathError::Character('\0').to_string(),
            "a name of the path holds '\\0' (U+0000), which no file name can hold"
        );
        assert_eq!(
            FilePathError::RemoteHost("h.example".into()).to_string(),
            "the IRI names a file on the host `h.example`, which a POSIX path cannot name"
        );
    }
}
