//! The two path styles: [`PathStyle`].

/// How a path is written: POSIX (`/home/a/b.txt`) or Windows (`C:\a\b.txt`,
/// `\\server\share\b.txt`). The `…_in` conversions take it as a parameter,
/// so that both run everywhere; the `Path` conversions use
/// [`NATIVE`](PathStyle::NATIVE).
///
/// ```
/// use iri_kit::Iri;
/// use iri_kit::convert::file_path::PathStyle;
///
/// let posix = Iri::from_file_path_in(PathStyle::Posix, "/srv/a b.txt").unwrap();
/// assert_eq!(posix, "file:///srv/a%20b.txt");
/// let windows = Iri::from_file_path_in(PathStyle::Windows, r"C:\Users\été.txt").unwrap();
/// assert_eq!(windows, "file:///C:/Users/été.txt");
/// assert_eq!(windows.to_file_path_in(PathStyle::Windows).unwrap(), r"C:\Users\été.txt");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathStyle {
    /// POSIX paths: absolute paths start with `/`, names are separated by
    /// `/` and may hold any character but `/` and NUL.
    Posix,
    /// Windows paths: a drive and a root (`C:\`) or a UNC server and share
    /// (`\\server\share\`) first, names separated by `\` (or `/`, when
    /// writing); the verbatim prefixes `\\?\` and `\\?\UNC\` are read too.
    Windows,
}

impl PathStyle {
    /// The style of the system this crate was compiled for: `Windows` on
    /// Windows, `Posix` elsewhere.
    #[cfg(windows)]
    pub const NATIVE: PathStyle = PathStyle::Windows;
    /// The style of the system this crate was compiled for: `Windows` on
    /// Windows, `Posix` elsewhere.
    #[cfg(not(windows))]
    pub const NATIVE: PathStyle = PathStyle::Posix;

    /// The separator this style writes between names: `/` or `\`.
    ///
    /// ```
    /// use iri_kit::convert::file_path::PathStyle;
    ///
    /// assert_eq!(PathStyle::Windows.separator(), '\\');
    /// ```
    #[must_use]
    pub const fn separator(self) -> char {
        match self {
            PathStyle::Posix => '/',
            PathStyle::Windows => '\\',
        }
    }

    /// Whether `c` separates names in this style (`\` and `/` in Windows).
    pub(crate) const fn is_separator(self, c: char) -> bool {
        match self {
            PathStyle::Posix => c == '/',
            PathStyle::Windows => c == '\\' || c == '/',
        }
    }
}
