//! Reference resolution (RFC 3986 section 5.2, which applies to IRIs
//! unchanged): [`Iri::resolve`](crate::Ri::resolve), [`Iri::resolve_into`](crate::Ri::resolve_into) and
//! [`remove_dot_segments`].
//!
//! The algorithm is the strict one of section 5.2.2 (a reference with a
//! scheme is used as is, even when the scheme is the base's), with the merge
//! of section 5.2.3, `remove_dot_segments` of section 5.2.4 and the
//! recomposition of section 5.3. The base's fragment is ignored. The result
//! is written into one `String` while its component table is recorded, so it
//! is never parsed again.
//!
//! # The `//` rule
//!
//! Literally applied, the algorithm can produce a path that starts with `//`
//! while there is no authority, for example `foo:/..//g` resolved against
//! anything gives `foo:` and the path `//g`. Written out as `foo://g`, that
//! string would read back with the authority `g` (RFC 3986 section 3.3: "If a
//! URI does not contain an authority component, then the path cannot begin
//! with two slash characters"). In that case, and only then, this crate writes
//! `/.` before the path: `foo:/.//g`. The result re-parses to the same
//! components, and since `remove_dot_segments("/.//g")` is `//g`, it is
//! equivalent to the literal result under the path-segment normalization of
//! RFC 3986 section 6.2.2.3. The same rule applies to normalization and to
//! relativization, so all three agree.
//!
//! ```
//! use iri_kit::{Iri, IriRef};
//!
//! let base = Iri::parse("foo:/a").unwrap();
//! let r = IriRef::parse("/..//g").unwrap();
//! assert_eq!(base.resolve(&r), "foo:/.//g");
//! assert_eq!(base.resolve(&r).path(), "/.//g");
//! assert_eq!(base.resolve(&r).authority(), None);
//! ```

mod dot_segments;
pub(crate) mod relativize;
pub(crate) mod writer;

use alloc::string::String;
use core::ops::Deref;

pub use dot_segments::remove_dot_segments;
pub(crate) use dot_segments::{
    Dots, find_dot_segments, may_have_dot_segment, push_after_clean_dir,
    push_path_without_dot_segments, push_without_dot_segments,
};
use writer::guard_path;

use crate::diagnostic::error::ParseError;
use crate::ri::Ri;
use crate::ri::kind::{Base, Kind, ResolvableAgainst};
use crate::syntax::parse::{Grammar, parse};
use crate::syntax::table::Offsets;

/// The positions of a result being written, relative to where it starts
/// in the output: what [`Offsets`] holds, in `usize` while they are
/// computed, narrowed once at the end.
#[derive(Clone, Copy, Debug)]
struct Written {
    scheme_end: usize,
    host_start: usize,
    host_end: usize,
    path_start: usize,
    path_end: usize,
    query_end: usize,
}

impl Written {
    /// The positions of `offsets`, moved by `shift` but the scheme's end.
    #[inline]
    fn of(offsets: Offsets, shift: usize) -> Written {
        Written {
            scheme_end: offsets.scheme_end as usize,
            host_start: offsets.host_start as usize + shift,
            host_end: offsets.host_end as usize + shift,
            path_start: offsets.path_start as usize + shift,
            path_end: offsets.path_end as usize + shift,
            query_end: offsets.query_end as usize + shift,
        }
    }

    /// The offsets of a result of `len` bytes.
    ///
    /// # Panics
    ///
    /// When the result is longer than [`MAX_LEN`](crate::MAX_LEN).
    #[inline]
    fn narrow(self, len: usize) -> Offsets {
        Offsets::narrowed(
            len,
            [
                self.scheme_end,
                self.host_start,
                self.host_end,
                self.path_start,
                self.path_end,
                self.query_end,
            ],
        )
    }

    /// Whether the result has an authority.
    #[inline]
    fn has_authority(self) -> bool {
        let after_scheme = if self.scheme_end == 0 {
            0
        } else {
            self.scheme_end + 1
        };
        self.path_start != after_scheme
    }
}

/// Appends the resolution of `reference` (with offsets `r`) against `base`
/// (with offsets `b`; it has a scheme) to `out`; returns the offsets of the
/// appended text, computed as it is written from those of the two.
///
/// Every case first checks whether the path it would write holds a dot
/// segment; when it does not, the result is a prefix of the base followed by
/// the whole reference (two copies) and its offsets follow from the two.
/// Only paths with a dot segment (or, past 63 bytes, a segment starting
/// with `.`) go through `remove_dot_segments`, which reuses the dot
/// segments found by the check.
pub(crate) fn resolve_into(
    base: &str,
    b: Offsets,
    reference: &str,
    r: Offsets,
    out: &mut String,
) -> Offsets {
    let start = out.len();
    // An upper bound of the result's length: `/.` is the most the `//` rule
    // adds, and removing dot segments only shortens.
    out.reserve(base.len() + reference.len() + 2);
    let written = if r.scheme_end != 0 || r.has_authority() {
        with_reference_head(base, b, reference, r, out)
    } else if r.path_end == 0 {
        with_base_path(base, b, reference, r, out)
    } else if reference.as_bytes()[0] == b'/' {
        let head = b.path_start as usize;
        out.push_str(&base[..head]);
        with_base_head(b, head, out, start, reference, r, |out, dots| {
            push_path_without_dot_segments(out, &reference[..r.path_end as usize], dots);
        })
    } else {
        merge(base, b, reference, r, out)
    };
    let offsets = written.narrow(out.len() - start);
    debug_assert_eq!(
        parse(&out[start..], Grammar::IRI).ok().map(|t| t.offsets()),
        Some(offsets),
        "the offsets recorded while resolving match a parse of the result"
    );
    offsets
}

/// A reference with a scheme or an authority: its own scheme (or the
/// base's) and authority, then its path without dot segments.
fn with_reference_head(
    base: &str,
    b: Offsets,
    reference: &str,
    r: Offsets,
    out: &mut String,
) -> Written {
    let start = out.len();
    // Without a scheme, the base's (with its `:`) comes first.
    let shift = if r.scheme_end != 0 {
        0
    } else {
        b.after_scheme()
    };
    out.push_str(&base[..shift]);
    let mut written = Written::of(r, shift);
    if shift != 0 {
        written.scheme_end = b.scheme_end as usize;
    }
    let r_path = &reference[r.path()];
    if let Some(dots) = find_dot_segments(r_path) {
        out.push_str(&reference[..r.path_start as usize]);
        push_path_without_dot_segments(out, r_path, dots);
        end_path(out, start, &mut written, reference, r);
    } else {
        out.push_str(reference);
    }
    written
}

/// A reference with an empty path: the base up to the end of its path, or
/// of its query when the reference has none, then the whole reference.
fn with_base_path(
    base: &str,
    b: Offsets,
    reference: &str,
    r: Offsets,
    out: &mut String,
) -> Written {
    let end = if r.query_end > r.path_end {
        b.path_end
    } else {
        b.query_end
    } as usize;
    out.push_str(&base[..end]);
    out.push_str(reference);
    Written {
        query_end: end + r.query_end as usize,
        ..Written::of(b, 0)
    }
}

/// Ends a result whose head (the base's scheme and authority) and the clean
/// part of whose path, `head` bytes in all, are already in `out`: when the
/// reference's path has no dot segment the whole reference follows,
/// otherwise `dotted` writes the path without dot segments and the
/// reference's query and fragment follow.
fn with_base_head(
    b: Offsets,
    head: usize,
    out: &mut String,
    start: usize,
    reference: &str,
    r: Offsets,
    dotted: impl FnOnce(&mut String, Dots),
) -> Written {
    let mut written = Written {
        path_end: head + r.path_end as usize,
        query_end: head + r.query_end as usize,
        ..Written::of(b, 0)
    };
    if let Some(dots) = find_dot_segments(&reference[..r.path_end as usize]) {
        dotted(out, dots);
        end_path(out, start, &mut written, reference, r);
    } else {
        out.push_str(reference);
    }
    written
}

/// Records the end of the path written into `out` (the result starting at
/// `start`, with `written`'s head), applying the `//` rule, and copies the
/// reference's query and fragment.
fn end_path(out: &mut String, start: usize, written: &mut Written, reference: &str, r: Offsets) {
    guard_path(out, start + written.path_start, written.has_authority());
    written.path_end = out.len() - start;
    written.query_end = written.path_end + (r.query_end - r.path_end) as usize;
    out.push_str(&reference[r.path_end as usize..]);
}

/// A reference with a relative path: the base's scheme and authority, then
/// `remove_dot_segments` of the merge (RFC 3986 section 5.2.3) of the base's
/// path with the reference's.
fn merge(base: &str, b: Offsets, reference: &str, r: Offsets, out: &mut String) -> Written {
    let start = out.len();
    let r_path = &reference[..r.path_end as usize];
    let path_start = b.path_start as usize;
    let b_path = &base.as_bytes()[b.path()];
    // The base's directory ends at `dir_end` (after its last `/`). Without
    // a `/`, it is empty, or `/` when there is an authority (the base's path
    // then being empty).
    let Some(slash) = b_path.iter().rposition(|&b| b == b'/') else {
        out.push_str(&base[..path_start]);
        return if b.has_authority() {
            out.push('/');
            with_base_head(b, path_start + 1, out, start, reference, r, |out, dots| {
                out.truncate(out.len() - 1);
                push_after_clean_dir(out, start + path_start, r_path, dots);
            })
        } else {
            with_base_head(b, path_start, out, start, reference, r, |out, dots| {
                push_path_without_dot_segments(out, r_path, dots);
            })
        };
    };
    let dir_end = path_start + slash + 1;
    let dir = &base[path_start..dir_end];
    if may_have_dot_segment(dir) {
        out.push_str(&base[..path_start]);
        let mut written = Written::of(b, 0);
        push_without_dot_segments(out, dir, r_path);
        end_path(out, start, &mut written, reference, r);
        return written;
    }
    out.push_str(&base[..dir_end]);
    with_base_head(b, dir_end, out, start, reference, r, |out, dots| {
        // The directory has no dot segments: it stays, without its last
        // `/`, which the reference's first segment brings back.
        out.truncate(out.len() - 1);
        push_after_clean_dir(out, start + path_start, r_path, dots);
    })
}

/// Resolves `reference` against `base` into a new `String`.
fn resolve_owned(base: &str, b: Offsets, reference: &str, r: Offsets) -> (String, Offsets) {
    let mut out = String::with_capacity(base.len() + reference.len() + 2);
    let offsets = resolve_into(base, b, reference, r, &mut out);
    (out, offsets)
}

impl<K: Base, S: Deref<Target = str>> Ri<K, S> {
    /// Resolves `reference` against this IRI or URI, the base (RFC 3986
    /// section 5.2, strict). The base's fragment is ignored. The result is
    /// always a valid absolute value of the base's kind whose components
    /// are known without parsing it again; see the [module
    /// docs](crate::resolve) for the one case where `/.` is added to keep
    /// its path from reading as an authority.
    ///
    /// An IRI base resolves any IRI or URI reference; a URI base only URI
    /// references, so that the result is a URI (see [`ResolvableAgainst`]).
    /// A LEIRI is converted with `to_iri` first. Runs in time linear in the
    /// lengths of the base and the reference.
    ///
    /// ```
    /// use iri_kit::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://a/b/c/d;p?q").unwrap();
    /// let resolved = base.resolve(&IriRef::parse("../g?y#s").unwrap());
    /// assert_eq!(resolved, "http://a/b/g?y#s");
    /// assert_eq!(resolved.fragment(), Some("s"));
    /// ```
    #[must_use]
    pub fn resolve<R: ResolvableAgainst<K>, T: Deref<Target = str>>(
        &self,
        reference: &Ri<R, T>,
    ) -> Ri<K, String> {
        let (text, offsets) =
            resolve_owned(&self.text, self.offsets, &reference.text, reference.offsets);
        Ri::from_offsets(text, offsets)
    }

    /// Parses `reference` as a reference of this kind's character set
    /// (`IRI-reference` for an IRI base, `URI-reference` for a URI base) and
    /// resolves it against this base: see [`resolve`](Self::resolve).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let base = Iri::parse("http://example.org/dir/page").unwrap();
    /// assert_eq!(base.resolve_str("other#top").unwrap(), "http://example.org/dir/other#top");
    /// assert!(base.resolve_str("a b").is_err());
    /// ```
    pub fn resolve_str(&self, reference: &str) -> Result<Ri<K, String>, ParseError> {
        let rt = parse(reference, <K::Reference as Kind>::GRAMMAR)?;
        let (text, offsets) = resolve_owned(&self.text, self.offsets, reference, rt.offsets());
        Ok(Ri::from_offsets(text, offsets))
    }

    /// Resolves `reference` against this base like
    /// [`resolve`](Self::resolve), appending the result to `buf` (which
    /// keeps what it held before) and returning a view of the appended text.
    /// Reusing one buffer avoids an allocation per resolution.
    ///
    /// ```
    /// use iri_kit::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://a/b/c/d;p?q").unwrap();
    /// let mut buf = String::from("<");
    /// let iri = base.resolve_into(&IriRef::parse("g;x=1/../y").unwrap(), &mut buf);
    /// assert_eq!(iri, "http://a/b/c/y");
    /// assert_eq!(iri.host(), Some("a"));
    /// assert_eq!(buf, "<http://a/b/c/y");
    /// ```
    pub fn resolve_into<'b, R: ResolvableAgainst<K>, T: Deref<Target = str>>(
        &self,
        reference: &Ri<R, T>,
        buf: &'b mut String,
    ) -> Ri<K, &'b str> {
        let start = buf.len();
        let offsets = resolve_into(
            &self.text,
            self.offsets,
            &reference.text,
            reference.offsets,
            buf,
        );
        Ri::from_offsets(&buf[start..], offsets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ri::Iri;
    use crate::ri::kind::IriRefKind;

    #[test]
    fn iri_ref_kind_is_accepted() {
        let base = Iri::parse("http://a/b").unwrap();
        let r: Ri<IriRefKind, &str> = Ri::parse("c").unwrap();
        assert_eq!(base.resolve(&r), "http://a/c");
    }
}
