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
//! use iri_core::{Iri, IriRef};
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
use crate::syntax::facts::Facts;
use crate::syntax::parse::{Grammar, parse};
#[cfg(doc)]
use crate::syntax::table::Offsets;
use crate::syntax::table::Table;

/// Appends the resolution of `reference` (with table `rt`) against `base`
/// (with table `bt`, which has a scheme) to `out`; returns the table of the
/// appended text, whose host kind is that of the table whose authority the
/// result took (callers that keep offsets only may pass tables without
/// their host kinds: see [`Offsets::to_table_without_host_kind`]).
///
/// Every case first checks whether the path it would write holds a dot
/// segment; when it does not, the result is a prefix of the base followed by
/// the whole reference (two copies) and its table is computed from the two
/// tables. Only paths with a dot segment (or, past 63 bytes, a segment
/// starting with `.`) go through `remove_dot_segments`, which reuses the
/// dot segments found by the check.
pub(crate) fn resolve_into(
    base: &str,
    bt: &Table,
    reference: &str,
    rt: &Table,
    out: &mut String,
) -> Table {
    let start = out.len();
    // An upper bound of the result's length: `/.` is the most the `//` rule
    // adds, and removing dot segments only shortens.
    out.reserve(base.len() + reference.len() + 2);
    let table = if rt.has_scheme() || rt.has_authority() {
        with_reference_head(base, bt, reference, rt, out)
    } else if rt.path_end == 0 {
        with_base_path(base, bt, reference, rt, out)
    } else if reference.as_bytes()[0] == b'/' {
        let head = bt.path_start;
        out.push_str(&base[..head]);
        with_base_head(bt, head, out, start, reference, rt, |out, dots| {
            push_path_without_dot_segments(out, &reference[..rt.path_end], dots);
        })
    } else {
        merge(base, bt, reference, rt, out)
    };
    debug_assert_eq!(
        parse(&out[start..], Grammar::IRI).ok().map(|t| t.offsets()),
        Some(table.offsets()),
        "the offsets recorded while resolving match a parse of the result"
    );
    table
}

/// A reference with a scheme or an authority: its own scheme (or the
/// base's) and authority, then its path without dot segments.
fn with_reference_head(
    base: &str,
    bt: &Table,
    reference: &str,
    rt: &Table,
    out: &mut String,
) -> Table {
    let start = out.len();
    // Without a scheme, the base's (with its `:`) comes first.
    let shift = if rt.has_scheme() {
        0
    } else {
        bt.scheme_end + 1
    };
    out.push_str(&base[..shift]);
    let mut table = Table {
        scheme_end: if shift == 0 {
            rt.scheme_end
        } else {
            bt.scheme_end
        },
        host_start: rt.host_start + shift,
        host_end: rt.host_end + shift,
        path_start: rt.path_start + shift,
        path_end: rt.path_end + shift,
        query_end: rt.query_end + shift,
        len: rt.len + shift,
        host_kind: rt.host_kind,
        facts: Facts::UNKNOWN,
    };
    let r_path = &reference[rt.path()];
    if let Some(dots) = find_dot_segments(r_path) {
        out.push_str(&reference[..rt.path_start]);
        push_path_without_dot_segments(out, r_path, dots);
        end_path(out, start, &mut table, reference, rt);
    } else {
        out.push_str(reference);
    }
    table
}

/// A reference with an empty path: the base up to the end of its path, or
/// of its query when the reference has none, then the whole reference.
fn with_base_path(base: &str, bt: &Table, reference: &str, rt: &Table, out: &mut String) -> Table {
    let end = if rt.query_end > rt.path_end {
        bt.path_end
    } else {
        bt.query_end
    };
    out.push_str(&base[..end]);
    out.push_str(reference);
    Table {
        query_end: end + rt.query_end,
        len: end + rt.len,
        facts: Facts::UNKNOWN,
        ..*bt
    }
}

/// Ends a result whose head (the base's scheme and authority) and the clean
/// part of whose path, `head` bytes in all, are already in `out`: when the
/// reference's path has no dot segment the whole reference follows,
/// otherwise `dotted` writes the path without dot segments and the
/// reference's query and fragment follow.
fn with_base_head(
    bt: &Table,
    head: usize,
    out: &mut String,
    start: usize,
    reference: &str,
    rt: &Table,
    dotted: impl FnOnce(&mut String, Dots),
) -> Table {
    let mut table = Table {
        path_end: head + rt.path_end,
        query_end: head + rt.query_end,
        len: head + rt.len,
        facts: Facts::UNKNOWN,
        ..*bt
    };
    if let Some(dots) = find_dot_segments(&reference[..rt.path_end]) {
        dotted(out, dots);
        end_path(out, start, &mut table, reference, rt);
    } else {
        out.push_str(reference);
    }
    table
}

/// Records the end of the path written into `out` (the result starting at
/// `start`, with `table`'s head), applying the `//` rule, and copies the
/// reference's query and fragment.
fn end_path(out: &mut String, start: usize, table: &mut Table, reference: &str, rt: &Table) {
    guard_path(out, start + table.path_start, table.has_authority());
    table.path_end = out.len() - start;
    table.query_end = table.path_end + (rt.query_end - rt.path_end);
    table.len = table.path_end + (rt.len - rt.path_end);
    out.push_str(&reference[rt.path_end..]);
}

/// A reference with a relative path: the base's scheme and authority, then
/// `remove_dot_segments` of the merge (RFC 3986 section 5.2.3) of the base's
/// path with the reference's.
fn merge(base: &str, bt: &Table, reference: &str, rt: &Table, out: &mut String) -> Table {
    let start = out.len();
    let r_path = &reference[..rt.path_end];
    let b_path = &base.as_bytes()[bt.path_start..bt.path_end];
    // The base's directory ends at `dir_end` (after its last `/`). Without
    // a `/`, it is empty, or `/` when there is an authority (the base's path
    // then being empty).
    let Some(slash) = b_path.iter().rposition(|&b| b == b'/') else {
        out.push_str(&base[..bt.path_start]);
        return if bt.has_authority() {
            out.push('/');
            with_base_head(
                bt,
                bt.path_start + 1,
                out,
                start,
                reference,
                rt,
                |out, dots| {
                    out.truncate(out.len() - 1);
                    push_after_clean_dir(out, start + bt.path_start, r_path, dots);
                },
            )
        } else {
            with_base_head(bt, bt.path_start, out, start, reference, rt, |out, dots| {
                push_path_without_dot_segments(out, r_path, dots);
            })
        };
    };
    let dir_end = bt.path_start + slash + 1;
    let dir = &base[bt.path_start..dir_end];
    if may_have_dot_segment(dir) {
        out.push_str(&base[..bt.path_start]);
        let mut table = *bt;
        push_without_dot_segments(out, dir, r_path);
        end_path(out, start, &mut table, reference, rt);
        return table;
    }
    out.push_str(&base[..dir_end]);
    with_base_head(bt, dir_end, out, start, reference, rt, |out, dots| {
        // The directory has no dot segments: it stays, without its last
        // `/`, which the reference's first segment brings back.
        out.truncate(out.len() - 1);
        push_after_clean_dir(out, start + bt.path_start, r_path, dots);
    })
}

/// Resolves `reference` against `base` into a new `String`.
fn resolve_owned(base: &str, bt: &Table, reference: &str, rt: &Table) -> (String, Table) {
    let mut out = String::with_capacity(base.len() + reference.len() + 2);
    let table = resolve_into(base, bt, reference, rt, &mut out);
    (out, table)
}

impl<K, S: Deref<Target = str>> Ri<K, S> {
    /// The table resolution reads: the positions without the host's kind,
    /// which the result, kept as offsets, does not store.
    fn positions(&self) -> Table {
        self.offsets.to_table_without_host_kind(&self.text)
    }
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
    /// use iri_core::{Iri, IriRef};
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
        let (text, table) = resolve_owned(
            &self.text,
            &self.positions(),
            &reference.text,
            &reference.positions(),
        );
        Ri::from_parts(text, table)
    }

    /// Parses `reference` as a reference of this kind's character set
    /// (`IRI-reference` for an IRI base, `URI-reference` for a URI base) and
    /// resolves it against this base: see [`resolve`](Self::resolve).
    ///
    /// ```
    /// use iri_core::Iri;
    ///
    /// let base = Iri::parse("http://example.org/dir/page").unwrap();
    /// assert_eq!(base.resolve_str("other#top").unwrap(), "http://example.org/dir/other#top");
    /// assert!(base.resolve_str("a b").is_err());
    /// ```
    pub fn resolve_str(&self, reference: &str) -> Result<Ri<K, String>, ParseError> {
        let rt = parse(reference, <K::Reference as Kind>::GRAMMAR)?;
        let (text, table) = resolve_owned(&self.text, &self.positions(), reference, &rt);
        Ok(Ri::from_parts(text, table))
    }

    /// Resolves `reference` against this base like
    /// [`resolve`](Self::resolve), appending the result to `buf` (which
    /// keeps what it held before) and returning a view of the appended text.
    /// Reusing one buffer avoids an allocation per resolution.
    ///
    /// ```
    /// use iri_core::{Iri, IriRef};
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
        let table = resolve_into(
            &self.text,
            &self.positions(),
            &reference.text,
            &reference.positions(),
            buf,
        );
        Ri::from_parts(&buf[start..], table)
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
