//! Iterating over the segments of a path.

use core::iter::FusedIterator;

/// The segments of a path, from [`Ri::path_segments`](crate::Ri::path_segments).
///
/// The path is split on `/` after dropping one leading `/`; an empty path
/// has no segments.
#[derive(Clone, Debug)]
pub struct PathSegments<'a> {
    /// What is left to split; `None` once the last segment is out.
    rest: Option<&'a str>,
}

impl<'a> PathSegments<'a> {
    pub(crate) const fn new(path: &'a str) -> PathSegments<'a> {
        let rest = match path.as_bytes() {
            [] => None,
            [b'/', ..] => Some(path.split_at(1).1),
            _ => Some(path),
        };
        PathSegments { rest }
    }
}

impl<'a> Iterator for PathSegments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        if let Some(at) = rest.find('/') {
            self.rest = Some(&rest[at + 1..]);
            Some(&rest[..at])
        } else {
            self.rest = None;
            Some(rest)
        }
    }
}

impl<'a> DoubleEndedIterator for PathSegments<'a> {
    fn next_back(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        if let Some(at) = rest.rfind('/') {
            self.rest = Some(&rest[..at]);
            Some(&rest[at + 1..])
        } else {
            self.rest = None;
            Some(rest)
        }
    }
}

impl FusedIterator for PathSegments<'_> {}
