//! Paths to file IRIs: where the path is (the local machine or a UNC
//! server) and its names, each percent-encoded as a path segment by the
//! builder (`push_segment`, RFC 8089 section 4 and RFC 3986 section 2.1).

use alloc::string::String;
use alloc::vec::Vec;

use crate::convert::file_path::{FilePathError, PathStyle};
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::schemes::file::starts_with_drive;

/// A path taken apart: the server of a UNC path (empty for the local
/// machine), and the names after the root, the first of a Windows drive
/// path being the drive (`C:`).
#[derive(Debug, PartialEq, Eq)]
struct Located<'a> {
    server: &'a str,
    names: Vec<&'a str>,
}

impl<K: Kind> Ri<K, String> {
    /// The file IRI of the absolute path `path`, written in `style`:
    /// `file:///` and the path's names, each percent-encoded as a path
    /// segment (`file://server/share/…` for a Windows UNC path). The names
    /// are written as they are, `.` and `..` included.
    ///
    /// POSIX paths start with `/` (not `//`, whose meaning POSIX leaves to
    /// each system); Windows paths with a drive and a root (`C:\` or `C:/`)
    /// or a UNC server and share (`\\server\share`), after an optional
    /// verbatim prefix (`\\?\`, `\\?\UNC\`, as `std::fs::canonicalize`
    /// gives them). Relative paths, device paths and names holding NUL are
    /// refused; see [`FilePathError`].
    ///
    /// ```
    /// use iri_kit::{Iri, Uri};
    /// use iri_kit::convert::file_path::PathStyle;
    ///
    /// let iri = Iri::from_file_path_in(PathStyle::Posix, "/tmp/a b/100%.txt").unwrap();
    /// assert_eq!(iri, "file:///tmp/a%20b/100%25.txt");
    /// let unc = Iri::from_file_path_in(PathStyle::Windows, r"\\server\share\é.txt").unwrap();
    /// assert_eq!(unc, "file://server/share/é.txt");
    /// // A URI kind encodes every non-ASCII character.
    /// let uri = Uri::from_file_path_in(PathStyle::Windows, r"C:\é.txt").unwrap();
    /// assert_eq!(uri, "file:///C:/%C3%A9.txt");
    /// ```
    pub fn from_file_path_in(style: PathStyle, path: &str) -> Result<Self, FilePathError> {
        Ok(write(&locate(style, path)?))
    }

    /// The file IRI of the absolute directory path `path`, written in
    /// `style`: as [`from_file_path_in`](Ri::from_file_path_in), ending with
    /// `/` (so that references resolve inside the directory).
    ///
    /// ```
    /// use iri_kit::{Iri, IriRef};
    /// use iri_kit::convert::file_path::PathStyle;
    ///
    /// let dir = Iri::from_directory_path_in(PathStyle::Windows, r"C:\work").unwrap();
    /// assert_eq!(dir, "file:///C:/work/");
    /// let file = dir.resolve(&IriRef::parse("notes.txt").unwrap());
    /// assert_eq!(file, "file:///C:/work/notes.txt");
    /// ```
    pub fn from_directory_path_in(style: PathStyle, path: &str) -> Result<Self, FilePathError> {
        let mut located = locate(style, path)?;
        if located.names.last().is_some_and(|last| !last.is_empty()) {
            located.names.push("");
        }
        Ok(write(&located))
    }
}

/// The file IRI of a located path.
fn write<K: Kind>(located: &Located<'_>) -> Ri<K, String> {
    let mut builder = Ri::<K, String>::builder();
    builder
        .scheme("file")
        .host(located.server)
        .path_encoded("/");
    for name in &located.names {
        builder.push_segment(name);
    }
    builder
        .build()
        .expect("a scheme, a host and encoded segments make a file IRI")
}

/// `path` taken apart in `style`.
fn locate(style: PathStyle, path: &str) -> Result<Located<'_>, FilePathError> {
    if path.as_bytes().contains(&0) {
        return Err(FilePathError::Character('\0'));
    }
    match style {
        PathStyle::Posix => posix(path),
        PathStyle::Windows => windows(path),
    }
}

/// An absolute POSIX path: `/` and names separated by `/`.
fn posix(path: &str) -> Result<Located<'_>, FilePathError> {
    let Some(names) = path.strip_prefix('/') else {
        return Err(FilePathError::RelativePath);
    };
    if names.starts_with('/') {
        return Err(FilePathError::DoubleSlash);
    }
    Ok(Located {
        server: "",
        names: names.split('/').collect(),
    })
}

/// An absolute Windows path: a drive path or a UNC path, possibly verbatim.
fn windows(path: &str) -> Result<Located<'_>, FilePathError> {
    let separator = |c: char| PathStyle::Windows.is_separator(c);
    if let Some(rest) = strip_prefix_ignoring_case(path, r"\\?\UNC\") {
        return unc(rest);
    }
    if let Some(rest) = path.strip_prefix(r"\\?\") {
        return drive(rest).map_err(|_| FilePathError::DevicePath);
    }
    let mut chars = path.chars();
    match (chars.next(), chars.next(), chars.next(), chars.next()) {
        (Some(a), Some(b), Some('.' | '?'), next)
            if separator(a) && separator(b) && next.is_none_or(separator) =>
        {
            Err(FilePathError::DevicePath)
        }
        (Some(a), Some(b), ..) if separator(a) && separator(b) => unc(&path[2..]),
        _ => drive(path),
    }
}

/// `C:\` and the names after it (the drive is the first name).
fn drive(path: &str) -> Result<Located<'_>, FilePathError> {
    let bytes = path.as_bytes();
    // A Windows path writes its drive with `:` (`|` is RFC 8089's and the
    // URL Standard's spelling inside a URL, which no Windows name holds).
    let rooted = starts_with_drive(path)
        && bytes[1] == b':'
        && bytes
            .get(2)
            .is_some_and(|&b| PathStyle::Windows.is_separator(char::from(b)));
    if !rooted {
        return Err(FilePathError::RelativePath);
    }
    let mut names = Vec::from([&path[..2]]);
    names.extend(path[3..].split(|c| PathStyle::Windows.is_separator(c)));
    Ok(Located { server: "", names })
}

/// `server\share\…` (after the leading `\\`).
fn unc(path: &str) -> Result<Located<'_>, FilePathError> {
    let mut parts = path.split(|c| PathStyle::Windows.is_separator(c));
    let server = parts.next().unwrap_or_default();
    let names: Vec<&str> = parts.collect();
    if server.is_empty() || names.first().is_none_or(|share| share.is_empty()) {
        return Err(FilePathError::IncompleteUnc);
    }
    if server.eq_ignore_ascii_case("localhost") {
        return Err(FilePathError::LocalhostUnc);
    }
    Ok(Located { server, names })
}

/// `text` after `prefix`, compared without regard to ASCII case.
fn strip_prefix_ignoring_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

#[cfg(test)]
mod tests {
    use alloc::vec;

    use super::*;
    use crate::Iri;

    fn names(style: PathStyle, path: &str) -> Result<(&str, Vec<&str>), FilePathError> {
        locate(style, path).map(|l| (l.server, l.names))
    }

    fn iri(style: PathStyle, path: &str) -> Result<String, FilePathError> {
        Iri::from_file_path_in(style, path).map(Ri::into_inner)
    }

    #[test]
    fn posix_paths_are_absolute_and_do_not_start_with_two_slashes() {
        assert_eq!(names(PathStyle::Posix, "/"), Ok(("", vec![""])));
        assert_eq!(
            names(PathStyle::Posix, "/a//b/"),
            Ok(("", vec!["a", "", "b", ""]))
        );
        assert_eq!(
            names(PathStyle::Posix, "a/b"),
            Err(FilePathError::RelativePath)
        );
        assert_eq!(
            names(PathStyle::Posix, ""),
            Err(FilePathError::RelativePath)
        );
        assert_eq!(
            names(PathStyle::Posix, "//a"),
            Err(FilePathError::DoubleSlash)
        );
        assert_eq!(
            names(PathStyle::Posix, "/a\0b"),
            Err(FilePathError::Character('\0'))
        );
        // A backslash is a character of a POSIX name.
        assert_eq!(
            iri(PathStyle::Posix, r"/a\b").as_deref(),
            Ok("file:///a%5Cb")
        );
    }

    #[test]
    fn windows_drive_paths() {
        assert_eq!(names(PathStyle::Windows, r"C:\"), Ok(("", vec!["C:", ""])));
        assert_eq!(
            names(PathStyle::Windows, r"c:/a\b"),
            Ok(("", vec!["c:", "a", "b"]))
        );
        assert_eq!(
            iri(PathStyle::Windows, r"C:\").as_deref(),
            Ok("file:///C:/")
        );
        for relative in ["C:", "C:a", r"\a", "a", "", "1:\\", r"é:\"] {
            assert_eq!(
                names(PathStyle::Windows, relative),
                Err(FilePathError::RelativePath),
                "{relative}"
            );
        }
    }

    #[test]
    fn windows_unc_and_verbatim_paths() {
        assert_eq!(
            names(PathStyle::Windows, r"\\s\sh\a"),
            Ok(("s", vec!["sh", "a"]))
        );
        assert_eq!(names(PathStyle::Windows, "//s/sh"), Ok(("s", vec!["sh"])));
        assert_eq!(
            names(PathStyle::Windows, r"\\?\C:\a"),
            Ok(("", vec!["C:", "a"]))
        );
        assert_eq!(
            names(PathStyle::Windows, r"\\?\unc\s\sh\a"),
            Ok(("s", vec!["sh", "a"]))
        );
        for incomplete in [r"\\", r"\\s", r"\\s\", r"\\\sh", r"\\?\UNC\s"] {
            assert_eq!(
                names(PathStyle::Windows, incomplete),
                Err(FilePathError::IncompleteUnc),
                "{incomplete}"
            );
        }
        for device in [r"\\.\COM1", r"\\?\Volume{x}\a", r"\\.", "//?/x"] {
            assert_eq!(
                names(PathStyle::Windows, device),
                Err(FilePathError::DevicePath),
                "{device}"
            );
        }
        assert_eq!(
            names(PathStyle::Windows, r"\\LocalHost\c$"),
            Err(FilePathError::LocalhostUnc)
        );
        assert_eq!(
            iri(PathStyle::Windows, r"\\s.example\sh\a b").as_deref(),
            Ok("file://s.example/sh/a%20b")
        );
        // A server name is encoded as a host.
        assert_eq!(
            iri(PathStyle::Windows, r"\\a b\sh").as_deref(),
            Ok("file://a%20b/sh")
        );
    }

    #[test]
    fn names_are_encoded_one_by_one() {
        assert_eq!(
            iri(PathStyle::Posix, "/a#b/c?d/e%f/g;h=i@j:k").as_deref(),
            Ok("file:///a%23b/c%3Fd/e%25f/g;h=i@j:k")
        );
        assert_eq!(
            iri(PathStyle::Posix, "/./../x").as_deref(),
            Ok("file:///./../x")
        );
        assert_eq!(
            Iri::from_directory_path_in(PathStyle::Posix, "/")
                .map(Ri::into_inner)
                .as_deref(),
            Ok("file:///")
        );
        assert_eq!(
            Iri::from_directory_path_in(PathStyle::Posix, "/a/")
                .map(Ri::into_inner)
                .as_deref(),
            Ok("file:///a/")
        );
    }
}
