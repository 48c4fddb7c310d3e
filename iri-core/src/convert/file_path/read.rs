//! File IRIs to paths: the scheme, the authority (the local machine, or a
//! host: a UNC server in Windows style), and the path's segments, each
//! percent-decoded as UTF-8 into a name. Besides the forms the conversion
//! writes, Windows style reads the variant forms of RFC 8089 appendix E: a
//! drive letter without an authority (`file:c:/x`), with `|` for `:`
//! (`file:///c|/x`, a LEIRI), and a UNC path in the path (`file:////host/share`,
//! `file://///host/share`).

use alloc::borrow::Cow;
use alloc::string::String;
use core::ops::Deref;

use crate::convert::file_path::{FilePathError, PathStyle};
use crate::percent::decode_utf8;
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::schemes::file::starts_with_drive_segment;

// `S, K`, not `K, S`: the order of the alias pages (see `ri/mod.rs`).
impl<S: Deref<Target = str>, K: Kind> Ri<K, S> {
    /// The path this file IRI names, written in `style` (RFC 8089): the
    /// path's segments percent-decoded (as UTF-8) into names, after `/`
    /// (POSIX), after the drive (`C:\`, Windows) or after the UNC server and
    /// share (`\\host\share\`, Windows, from `file://host/share/…`).
    /// The host `localhost` is the local machine, as an empty host is. The
    /// fragment is left out: it names a part of the file, not the file.
    ///
    /// Refused (see [`FilePathError`]): another scheme, a query, a userinfo
    /// or a port, another host in POSIX style, a path without a drive
    /// letter on the local machine in Windows style, segments that do not
    /// decode to UTF-8 or decode to NUL or a separator (`%2F`, and `%5C` in
    /// Windows style).
    ///
    /// ```
    /// use iri_kit::{Iri, Leiri};
    /// use iri_kit::convert::file_path::{FilePathError, PathStyle};
    ///
    /// let iri = Iri::parse("file://localhost/tmp/a%20b.txt#L10").unwrap();
    /// assert_eq!(iri.to_file_path_in(PathStyle::Posix).unwrap(), "/tmp/a b.txt");
    ///
    /// let unc = Iri::parse("file://server/share/f.txt").unwrap();
    /// assert_eq!(unc.to_file_path_in(PathStyle::Windows).unwrap(), r"\\server\share\f.txt");
    /// assert!(matches!(unc.to_file_path_in(PathStyle::Posix), Err(FilePathError::RemoteHost(_))));
    ///
    /// // RFC 8089 appendix E: read, never written.
    /// let bar = Leiri::parse("file:///c|/path/to/file").unwrap();
    /// assert_eq!(bar.to_file_path_in(PathStyle::Windows).unwrap(), r"c:\path\to\file");
    /// ```
    pub fn to_file_path_in(&self, style: PathStyle) -> Result<String, FilePathError> {
        let parts = self.as_borrowed().components();
        if !parts.scheme.is_some_and(|s| s.eq_ignore_ascii_case("file")) {
            return Err(FilePathError::NotFileScheme);
        }
        if parts.query.is_some() {
            return Err(FilePathError::Query);
        }
        if parts.userinfo.is_some() || parts.port.is_some() {
            return Err(FilePathError::Authority);
        }
        let server = match parts.host {
            Some(host) => name(host, style)?,
            None => Cow::Borrowed(""),
        };
        let remote = !server.is_empty() && !server.eq_ignore_ascii_case("localhost");
        match style {
            PathStyle::Posix if remote => Err(FilePathError::RemoteHost(server.into_owned())),
            PathStyle::Posix => posix(parts.path),
            PathStyle::Windows if remote => unc(&server, parts.path),
            PathStyle::Windows => windows(parts.path),
        }
    }
}

/// `/` and the names of `path`, which must be absolute.
fn posix(path: &str) -> Result<String, FilePathError> {
    let Some(segments) = path.strip_prefix('/') else {
        return Err(FilePathError::NotAbsolute);
    };
    let mut out = String::with_capacity(path.len());
    out.push('/');
    push_names(&mut out, segments, PathStyle::Posix)?;
    Ok(out)
}

/// A path on the local machine in Windows style: a drive letter first
/// (`/C:/…`, and appendix E's `C:/…` and `/C|/…`), or a UNC path in the
/// path (appendix E.3.2: `//host/share/…`, `///host/share/…`).
fn windows(path: &str) -> Result<String, FilePathError> {
    if let Some(unc_path) = path.strip_prefix("//") {
        let unc_path = unc_path.strip_prefix('/').unwrap_or(unc_path);
        let (host, rest) = unc_path.split_at(unc_path.find('/').unwrap_or(unc_path.len()));
        return unc(&name(host, PathStyle::Windows)?, rest);
    }
    let rooted = path.strip_prefix('/').unwrap_or(path);
    if !starts_with_drive_segment(rooted) {
        return Err(FilePathError::NotAbsolute);
    }
    let mut out = String::with_capacity(path.len() + 1);
    out.push_str(&rooted[..1]);
    out.push_str(":\\");
    push_names(
        &mut out,
        rooted.get(3..).unwrap_or_default(),
        PathStyle::Windows,
    )?;
    Ok(out)
}

/// `\\server\share\…` from the server and the path `/share/…`.
fn unc(server: &str, path: &str) -> Result<String, FilePathError> {
    let segments = path.strip_prefix('/').unwrap_or_default();
    if server.is_empty() || segments.split('/').next().is_none_or(str::is_empty) {
        return Err(FilePathError::IncompleteUnc);
    }
    let mut out = String::with_capacity(server.len() + path.len() + 2);
    out.push_str("\\\\");
    out.push_str(server);
    out.push('\\');
    push_names(&mut out, segments, PathStyle::Windows)?;
    Ok(out)
}

/// Appends the names of the `/`-separated `segments` to `out`, separated as
/// `style` writes them.
fn push_names(out: &mut String, segments: &str, style: PathStyle) -> Result<(), FilePathError> {
    for (i, segment) in segments.split('/').enumerate() {
        if i > 0 {
            out.push(style.separator());
        }
        out.push_str(&name(segment, style)?);
    }
    Ok(())
}

/// A segment (or a host) percent-decoded into a name: UTF-8, without NUL
/// or a separator of `style`.
fn name(segment: &str, style: PathStyle) -> Result<Cow<'_, str>, FilePathError> {
    let decoded = decode_utf8(segment).map_err(|_| FilePathError::NotUtf8)?;
    match decoded
        .chars()
        .find(|&c| c == '\0' || style.is_separator(c))
    {
        Some(c) => Err(FilePathError::Character(c)),
        None => Ok(decoded),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Iri, IriRef, Leiri, Uri};

    fn read(style: PathStyle, iri: &str) -> Result<String, FilePathError> {
        Leiri::parse(iri).expect("a LEIRI").to_file_path_in(style)
    }

    #[test]
    fn posix() {
        use PathStyle::Posix;
        assert_eq!(read(Posix, "file:///").as_deref(), Ok("/"));
        assert_eq!(read(Posix, "file:/a/b").as_deref(), Ok("/a/b"));
        assert_eq!(
            read(Posix, "FILE://LocalHost/a%20b/").as_deref(),
            Ok("/a b/")
        );
        assert_eq!(read(Posix, "file:///a#f").as_deref(), Ok("/a"));
        assert_eq!(read(Posix, "file:///a%5Cb").as_deref(), Ok(r"/a\b"));
        assert_eq!(read(Posix, "file:////h/s").as_deref(), Ok("//h/s"));
        assert_eq!(read(Posix, "file:///c:/x").as_deref(), Ok("/c:/x"));
        assert_eq!(read(Posix, "file:c:/x"), Err(FilePathError::NotAbsolute));
        assert_eq!(read(Posix, "file://"), Err(FilePathError::NotAbsolute));
        assert_eq!(
            read(Posix, "file://h%C3%A9/a"),
            Err(FilePathError::RemoteHost("hé".into()))
        );
    }

    #[test]
    fn refusals_in_both_styles() {
        for style in [PathStyle::Posix, PathStyle::Windows] {
            assert_eq!(
                read(style, "http:///C:/a"),
                Err(FilePathError::NotFileScheme)
            );
            assert_eq!(read(style, "file:///C:/a?q"), Err(FilePathError::Query));
            assert_eq!(read(style, "file://u@/C:/a"), Err(FilePathError::Authority));
            assert_eq!(
                read(style, "file://localhost:1/C:/a"),
                Err(FilePathError::Authority)
            );
            assert_eq!(read(style, "file:///C:/a%FF"), Err(FilePathError::NotUtf8));
            assert_eq!(
                read(style, "file:///C:/a%2Fb"),
                Err(FilePathError::Character('/'))
            );
            assert_eq!(
                read(style, "file:///C:/a%00"),
                Err(FilePathError::Character('\0'))
            );
            let relative = IriRef::parse("/C:/a").unwrap();
            assert_eq!(
                relative.to_file_path_in(style),
                Err(FilePathError::NotFileScheme)
            );
        }
        assert_eq!(
            read(PathStyle::Windows, "file:///C:/a%5Cb"),
            Err(FilePathError::Character('\\'))
        );
    }

    #[test]
    fn windows_drive_paths() {
        use PathStyle::Windows;
        assert_eq!(read(Windows, "file:///C:/a/b").as_deref(), Ok(r"C:\a\b"));
        assert_eq!(read(Windows, "file://localhost/c:/").as_deref(), Ok(r"c:\"));
        assert_eq!(read(Windows, "file:///C:").as_deref(), Ok(r"C:\"));
        assert_eq!(read(Windows, "file:/C:/a/").as_deref(), Ok(r"C:\a\"));
        assert_eq!(
            read(Windows, "file:///C:a"),
            Err(FilePathError::NotAbsolute)
        );
        assert_eq!(
            read(Windows, "file:///a/b"),
            Err(FilePathError::NotAbsolute)
        );
        assert_eq!(read(Windows, "file:///"), Err(FilePathError::NotAbsolute));
        assert_eq!(
            read(Windows, "file:///C%3A/a"),
            Err(FilePathError::NotAbsolute)
        );
    }

    #[test]
    fn windows_unc_paths() {
        use PathStyle::Windows;
        assert_eq!(
            read(Windows, "file://s.example/sh/a%20b").as_deref(),
            Ok(r"\\s.example\sh\a b")
        );
        assert_eq!(
            read(Windows, "file://a%20b/sh/").as_deref(),
            Ok(r"\\a b\sh\")
        );
        assert_eq!(read(Windows, "file://s/sh").as_deref(), Ok(r"\\s\sh"));
        assert_eq!(
            read(Windows, "file://s/"),
            Err(FilePathError::IncompleteUnc)
        );
        assert_eq!(read(Windows, "file://s"), Err(FilePathError::IncompleteUnc));
        assert_eq!(
            read(Windows, "file://a%5Cb/sh"),
            Err(FilePathError::Character('\\'))
        );
    }

    #[test]
    fn appendix_e_forms_are_read() {
        use PathStyle::Windows;
        // E.2: a drive letter without an authority, and `|` for `:`.
        assert_eq!(
            read(Windows, "file:c:/path/to/file").as_deref(),
            Ok(r"c:\path\to\file")
        );
        assert_eq!(
            read(Windows, "file:///c|/path/to/file").as_deref(),
            Ok(r"c:\path\to\file")
        );
        assert_eq!(
            read(Windows, "file:/c|/path/to/file").as_deref(),
            Ok(r"c:\path\to\file")
        );
        assert_eq!(
            read(Windows, "file:c|/path/to/file").as_deref(),
            Ok(r"c:\path\to\file")
        );
        // E.3.2: the UNC path in the path, after four or five slashes.
        assert_eq!(
            read(Windows, "file:////host.example.com/Share/f.txt").as_deref(),
            Ok(r"\\host.example.com\Share\f.txt")
        );
        assert_eq!(
            read(Windows, "file://///host.example.com/Share/f.txt").as_deref(),
            Ok(r"\\host.example.com\Share\f.txt")
        );
        assert_eq!(
            read(Windows, "file:////host"),
            Err(FilePathError::IncompleteUnc)
        );
        assert_eq!(
            read(Windows, "file:////"),
            Err(FilePathError::IncompleteUnc)
        );
        // One way only: writing the path back gives the normal form.
        for (variant, normal) in [
            ("file:c:/path/to/file", "file:///c:/path/to/file"),
            ("file:///c|/path/to/file", "file:///c:/path/to/file"),
            (
                "file://///host.example.com/Share/f.txt",
                "file://host.example.com/Share/f.txt",
            ),
        ] {
            let path = read(Windows, variant).unwrap();
            let written = Iri::from_file_path_in(Windows, &path).unwrap();
            assert_eq!(written, normal, "{variant}");
        }
    }

    #[test]
    fn uris_read_as_iris_do() {
        let uri = Uri::parse("file:///C:/%C3%A9t%C3%A9/a%20b").unwrap();
        assert_eq!(
            uri.to_file_path_in(PathStyle::Windows).as_deref(),
            Ok(r"C:\été\a b")
        );
    }
}
