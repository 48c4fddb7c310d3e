//! Relativization, the inverse of resolution: `relativize` on [`Iri`](crate::Iri) and [`Uri`](crate::Uri).
//!
//! There is no standard algorithm. This one builds, for each form a relative
//! reference can take, the shortest one of that form that can resolve to the
//! target — the empty or query/fragment only reference, a relative path
//! (`../x`, `./a:b`, `.`), an absolute path (`/x`) and a network path
//! (`//host/x`) — resolves each against the base, and keeps the shortest
//! whose result is the target exactly. The relative path is measured from
//! the base's directory with its dot segments removed, as resolution leaves
//! it (`a:./b/` continues from `b/`). Each candidate costs time linear in the
//! inputs, so the whole is linear.

use alloc::string::String;
use core::fmt;
use core::ops::Deref;

use crate::resolve::writer::{guard_path, unguarded_path};
use crate::resolve::{may_have_dot_segment, remove_dot_segments, resolve_into};
use crate::ri::Ri;
use crate::ri::kind::Base;
use crate::syntax::parse::{Grammar, parse};
use crate::syntax::table::{Table, slice};

/// Why `relativize` (on [`Iri`](crate::Iri) and [`Uri`](crate::Uri)) found no relative reference.
///
/// In both cases the target itself is the reference to use, if it needs no
/// shortening: resolving an absolute IRI gives it back unless its path has
/// dot segments.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelativizeError {
    /// The target's scheme is not the base's (compared as written), and a
    /// relative reference always takes the base's scheme.
    DifferentScheme,
    /// No relative reference resolves to the target exactly: for example the
    /// target has no authority where the base has one, or its path has dot
    /// segments (`/a/../b`) that resolution would remove.
    Unreachable,
}

impl fmt::Display for RelativizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RelativizeError::DifferentScheme => {
                "no relative reference: the target's scheme differs from the base's"
            }
            RelativizeError::Unreachable => "no relative reference resolves to the target",
        })
    }
}

impl core::error::Error for RelativizeError {}

/// A string and its table, borrowed.
#[derive(Clone, Copy)]
struct Parsed<'a> {
    text: &'a str,
    table: Table,
}

impl<'a> Parsed<'a> {
    fn path(self) -> &'a str {
        slice(self.text, self.table.path())
    }

    fn authority(self) -> Option<&'a str> {
        self.table.authority().map(|r| slice(self.text, r))
    }

    fn query(self) -> Option<&'a str> {
        self.table.query().map(|r| slice(self.text, r))
    }

    /// `?query#fragment`, whichever are present.
    fn query_and_fragment(self) -> &'a str {
        slice(self.text, self.table.path_end..self.text.len())
    }

    /// `#fragment`, or empty.
    fn fragment_part(self) -> &'a str {
        slice(self.text, self.table.query_end..self.text.len())
    }
}

/// The relative reference from `base` to `target`, both absolute.
fn relativize(base: Parsed<'_>, target: Parsed<'_>) -> Result<(String, Table), RelativizeError> {
    if base.text[..base.table.scheme_end] != target.text[..target.table.scheme_end] {
        return Err(RelativizeError::DifferentScheme);
    }
    let mut best: Option<(String, Table)> = None;
    let mut buf = String::new();
    let mut consider = |candidate: String| {
        if best
            .as_ref()
            .is_some_and(|(b, _)| b.len() <= candidate.len())
        {
            return;
        }
        let Ok(table) = parse(&candidate, Grammar::IRELATIVE_REF) else {
            return;
        };
        buf.clear();
        resolve_into(
            base.text,
            base.table.offsets(),
            &candidate,
            table.offsets(),
            &mut buf,
        );
        if buf == target.text {
            best = Some((candidate, table));
        }
    };
    let same_authority = base.authority() == target.authority();
    let rest = target.query_and_fragment();
    if same_authority && base.path() == target.path() {
        if base.query() == target.query() {
            consider(String::from(target.fragment_part()));
        } else if target.query().is_some() {
            consider(String::from(rest));
        }
    }
    // The path that resolution must produce, before the `//` rule.
    let path = unguarded_path(target.path(), target.table.has_authority());
    if same_authority {
        consider(relative_path(base, path) + rest);
        if path.starts_with('/') {
            // A reference has no authority: the `//` rule applies to it.
            let mut absolute = String::from(path);
            guard_path(&mut absolute, 0, false);
            absolute.push_str(rest);
            consider(absolute);
        }
    }
    if target.table.has_authority() {
        consider(String::from(&target.text[target.table.after_scheme()..]));
    }
    best.ok_or(RelativizeError::Unreachable)
}

/// The shortest relative path that, merged with the base's directory, may
/// turn into `path`.
///
/// Resolution removes the dot segments of the merged path, those of the
/// base's directory included, so the reference is measured from the
/// directory as `remove_dot_segments` leaves it. That directory is empty
/// (the merged path is then read from its start, as a path of its own), or
/// ends with `/` and each `..` of the reference drops one of its segments.
/// The shortest path keeps the longest common directory and climbs out of
/// the rest with one `../` per segment: climbing further only lengthens it.
fn relative_path(base: Parsed<'_>, path: &str) -> String {
    let base_path = base.path();
    let dir = if base.table.has_authority() && base_path.is_empty() {
        "/"
    } else {
        base_path
            .rfind('/')
            .map_or("", |slash| &base_path[..=slash])
    };
    let clean;
    let dir = if may_have_dot_segment(dir) {
        clean = remove_dot_segments(dir);
        clean.as_str()
    } else {
        dir
    };
    let common = dir
        .bytes()
        .zip(path.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    // Bytes, not characters: the common prefix may end inside a character.
    let cut = dir.as_bytes()[..common]
        .iter()
        .rposition(|&b| b == b'/')
        .map_or(0, |slash| slash + 1);
    let ups = dir[cut..].bytes().filter(|&b| b == b'/').count();
    let tail = &path[cut..];
    let mut out = String::with_capacity(3 * ups + tail.len() + 2);
    for _ in 0..ups {
        out.push_str("../");
    }
    if tail.is_empty() {
        if ups == 0 {
            out.push('.');
        } else {
            out.pop();
        }
    } else if ups == 0 {
        let first = tail.split('/').next().unwrap_or("");
        if tail.starts_with('/') || first.as_bytes().contains(&b':') {
            out.push_str("./");
        }
    }
    out.push_str(tail);
    out
}

// `S, K`, not `K, S`: the order of the alias pages (see `ri/mod.rs`).
impl<S: Deref<Target = str>, K: Base> Ri<K, S> {
    /// The shortest relative reference that resolves against this IRI (the
    /// base) to `target` exactly, or why there is none.
    ///
    /// For every `r` returned, `self.resolve(&r) == *target`, and no
    /// relative reference shorter than `r` (in bytes) resolves to `target`.
    /// The base's fragment is ignored; the target's is kept. Dot segments in
    /// the base's path are allowed: resolution removes them, and the
    /// reference is measured from what is left. Runs in time linear in the
    /// lengths of the base and the target.
    ///
    /// ```
    /// use iri_kit::{Iri, RelativizeError};
    ///
    /// let base = Iri::parse("http://example.org/a/b/c").unwrap();
    /// let target = Iri::parse("http://example.org/a/d?x#top").unwrap();
    /// let r = base.relativize(&target).unwrap();
    /// assert_eq!(r, "../d?x#top");
    /// assert_eq!(base.resolve(&r), target);
    ///
    /// let other = Iri::parse("https://example.org/a/d").unwrap();
    /// assert_eq!(base.relativize(&other), Err(RelativizeError::DifferentScheme));
    /// let dots = Iri::parse("http://example.org/a/../d").unwrap();
    /// assert_eq!(base.relativize(&dots), Err(RelativizeError::Unreachable));
    ///
    /// let dotted = Iri::parse("foo:./a/").unwrap();
    /// assert_eq!(dotted.relativize(&Iri::parse("foo:a/b").unwrap()).unwrap(), "b");
    /// ```
    pub fn relativize<T: Deref<Target = str>>(
        &self,
        target: &Ri<K, T>,
    ) -> Result<Ri<K::Reference, String>, RelativizeError> {
        let base = Parsed {
            text: &self.text,
            table: self.table(),
        };
        let target = Parsed {
            text: &target.text,
            table: target.table(),
        };
        relativize(base, target).map(|(text, table)| Ri::from_parts(text, table))
    }
}
