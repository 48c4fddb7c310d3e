//! The conversions with the system's paths (`Path`, `PathBuf`), in its
//! style ([`PathStyle::NATIVE`]).

use alloc::string::String;
use core::ops::Deref;
use std::path::{Path, PathBuf};

use crate::convert::file_path::{FilePathError, PathStyle};
use crate::ri::Ri;
use crate::ri::kind::Kind;

impl<K: Kind> Ri<K, String> {
    /// The file IRI of the absolute path `path` of this system:
    /// [`from_file_path_in`](Ri::from_file_path_in) in the
    /// [native style](PathStyle::NATIVE). A path that is not UTF-8 (possible
    /// on Unix) is refused with [`FilePathError::NotUtf8`]: a file IRI holds
    /// a path's characters in UTF-8 (RFC 8089 section 4).
    ///
    /// ```
    /// use std::path::Path;
    /// use iri_kit::Iri;
    ///
    /// # #[cfg(unix)] {
    /// let iri = Iri::from_file_path(Path::new("/home/me/notes #1.txt")).unwrap();
    /// assert_eq!(iri, "file:///home/me/notes%20%231.txt");
    /// # }
    /// # #[cfg(windows)] {
    /// # let iri = Iri::from_file_path(Path::new(r"C:\notes #1.txt")).unwrap();
    /// # assert_eq!(iri, "file:///C:/notes%20%231.txt");
    /// # }
    /// ```
    pub fn from_file_path(path: impl AsRef<Path>) -> Result<Self, FilePathError> {
        Self::from_file_path_in(PathStyle::NATIVE, text(path.as_ref())?)
    }

    /// The file IRI of the absolute directory path `path` of this system,
    /// ending with `/`: [`from_directory_path_in`](Ri::from_directory_path_in)
    /// in the [native style](PathStyle::NATIVE).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let dir = Iri::from_directory_path(std::env::temp_dir()).unwrap();
    /// assert!(dir.path().ends_with('/'));
    /// ```
    pub fn from_directory_path(path: impl AsRef<Path>) -> Result<Self, FilePathError> {
        Self::from_directory_path_in(PathStyle::NATIVE, text(path.as_ref())?)
    }
}

// `S, K`, not `K, S`: the order of the alias pages (see `ri/mod.rs`).
impl<S: Deref<Target = str>, K: Kind> Ri<K, S> {
    /// The path of this system that this file IRI names:
    /// [`to_file_path_in`](Ri::to_file_path_in) in the
    /// [native style](PathStyle::NATIVE).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let dir = std::env::temp_dir();
    /// let iri = Iri::from_directory_path(&dir).unwrap();
    /// assert_eq!(iri.to_file_path().unwrap(), dir.join(""));
    /// ```
    pub fn to_file_path(&self) -> Result<PathBuf, FilePathError> {
        self.to_file_path_in(PathStyle::NATIVE).map(PathBuf::from)
    }
}

/// The text of `path`, when it is UTF-8.
fn text(path: &Path) -> Result<&str, FilePathError> {
    path.to_str().ok_or(FilePathError::NotUtf8)
}

#[cfg(all(test, unix))]
mod tests {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt as _;

    use super::*;
    use crate::Iri;

    #[test]
    fn non_utf8_paths_are_refused() {
        let path = Path::new(OsStr::from_bytes(b"/tmp/\xFF"));
        assert_eq!(Iri::from_file_path(path), Err(FilePathError::NotUtf8));
        assert_eq!(Iri::from_directory_path(path), Err(FilePathError::NotUtf8));
        let encoded = Iri::parse("file:///tmp/%FF").unwrap();
        assert_eq!(encoded.to_file_path(), Err(FilePathError::NotUtf8));
    }

    #[test]
    fn paths_go_both_ways() {
        let path = Path::new("/srv/été/a b");
        let iri = Iri::from_file_path(path).unwrap();
        assert_eq!(iri, "file:///srv/été/a%20b");
        assert_eq!(iri.to_file_path().unwrap(), path);
    }
}
