//! Reference resolution (RFC 3986 section 5.2, which applies to IRIs
//! unchanged): [`Iri::resolve`], [`Iri::resolve_into`] and
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
pub(crate) mod writer;

use alloc::string::String;
use core::ops::Deref;

pub use dot_segments::remove_dot_segments;
pub(crate) use dot_segments::{
    may_have_dot_segment, push_after_clean_dir, push_without_dot_segments,
};
use writer::Writer;

use crate::error::ParseError;
use crate::parse::{Grammar, parse};
use crate::ri::kind::{IriKind, Kind, UriKind, UriRefKind};
use crate::ri::{Iri, Ri, Uri};
use crate::table::Table;

/// The kinds whose values are ASCII only: [`UriRefKind`] and [`UriKind`].
/// A URI resolved against a URI is a URI.
pub trait AsciiKind: Kind + sealed::Sealed {}

mod sealed {
    pub trait Sealed {}
}

impl sealed::Sealed for UriRefKind {}
impl sealed::Sealed for UriKind {}
impl AsciiKind for UriRefKind {}
impl AsciiKind for UriKind {}

/// Appends the resolution of `reference` (with table `rt`) against `base`
/// (with table `bt`, which has a scheme) to `out`; returns the table of the
/// appended text.
pub(crate) fn resolve_into(
    base: &str,
    bt: &Table,
    reference: &str,
    rt: &Table,
    out: &mut String,
) -> Table {
    out.reserve(base.len() + reference.len() + 2);
    let mut w = Writer::new(out);
    let r_path = &reference[rt.path()];
    if rt.has_scheme() || rt.has_authority() {
        if rt.has_scheme() {
            w.copy_head(reference, rt);
        } else {
            w.scheme(&base[..bt.scheme_end]);
            w.copy_authority(reference, rt);
        }
        push_without_dot_segments(w.out(), "", r_path);
        w.path_end();
        w.copy_tail(reference, rt, rt.path_end);
    } else if r_path.is_empty() {
        // The base up to its path, or its query when the reference has none,
        // then the rest of the reference.
        if rt.query().is_some() {
            w.copy_prefix(base, bt, bt.path_end);
            w.copy_tail(reference, rt, rt.path_end);
        } else {
            w.copy_prefix(base, bt, bt.query_end);
            w.copy_tail(reference, rt, rt.query_end);
        }
    } else {
        if r_path.starts_with('/') {
            w.copy_head(base, bt);
            push_without_dot_segments(w.out(), "", r_path);
        } else {
            merge(&mut w, base, bt, r_path);
        }
        w.path_end();
        w.copy_tail(reference, rt, rt.path_end);
    }
    let table = w.finish();
    debug_assert_eq!(
        parse(&out[out.len() - table.len()..], Grammar::IRI).ok(),
        Some(table),
        "the table recorded while resolving matches a parse of the result"
    );
    table
}

/// Writes the base's scheme and authority and `remove_dot_segments` of the
/// merge (RFC 3986 section 5.2.3) of the base's path with `r_path`.
fn merge(w: &mut Writer<'_>, base: &str, bt: &Table, r_path: &str) {
    let b_path = &base[bt.path()];
    let dir = if bt.has_authority() && b_path.is_empty() {
        "/"
    } else {
        b_path
            .as_bytes()
            .iter()
            .rposition(|&b| b == b'/')
            .map_or("", |slash| &b_path[..=slash])
    };
    if dir.is_empty() || may_have_dot_segment(dir) {
        w.copy_head(base, bt);
        push_without_dot_segments(w.out(), dir, r_path);
    } else {
        // The directory has no dot segments: copy it with the head, without
        // its last `/`, which the reference's first segment brings back.
        let end = bt.path_start + dir.len() - 1;
        w.copy_prefix(base, bt, end.min(bt.path_end));
        push_after_clean_dir(w.out(), bt.path_start, r_path);
    }
}

/// Resolves `reference` against `base` into a new `String`.
fn resolve_owned(base: &str, bt: &Table, reference: &str, rt: &Table) -> (String, Table) {
    let mut out = String::with_capacity(base.len() + reference.len() + 2);
    let table = resolve_into(base, bt, reference, rt, &mut out);
    (out, table)
}

/// Resolution for the absolute kinds; `$out` is the kind of the result and
/// `$bound` the kinds of reference accepted.
macro_rules! resolve_methods {
    ($base:ident, $out:ident, $alias:ident, $grammar:ident, [$($bound:tt)*]) => {
        impl<S: Deref<Target = str>> Ri<$base, S> {
            /// Resolves `reference` against this IRI, the base (RFC 3986
            /// section 5.2, strict). The base's fragment is ignored. The
            /// result is always a valid absolute IRI whose components are
            /// known without parsing it again; see the [module
            /// docs](crate::resolve) for the one case where `/.` is added to
            /// keep its path from reading as an authority.
            ///
            /// Runs in time linear in the lengths of the base and the reference.
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
            pub fn resolve<K: $($bound)*, T: Deref<Target = str>>(
                &self,
                reference: &Ri<K, T>,
            ) -> $alias<String> {
                let (text, table) =
                    resolve_owned(&self.text, &self.table, &reference.text, &reference.table);
                Ri::from_parts(text, table)
            }

            /// Parses `reference` as a reference of this kind's character set
            /// and resolves it against this IRI: see [`resolve`](Self::resolve).
            ///
            /// ```
            /// use iri_core::Iri;
            ///
            /// let base = Iri::parse("http://example.org/dir/page").unwrap();
            /// assert_eq!(base.resolve_str("other#top").unwrap(), "http://example.org/dir/other#top");
            /// assert!(base.resolve_str("a b").is_err());
            /// ```
            pub fn resolve_str(&self, reference: &str) -> Result<$alias<String>, ParseError> {
                let rt = parse(reference, Grammar::$grammar)?;
                let (text, table) = resolve_owned(&self.text, &self.table, reference, &rt);
                Ok(Ri::from_parts(text, table))
            }

            /// Resolves `reference` against this IRI like
            /// [`resolve`](Self::resolve), appending the result to `buf`
            /// (which keeps what it held before) and returning a view of the
            /// appended text. Reusing one buffer avoids an allocation per
            /// resolution.
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
            pub fn resolve_into<'b, K: $($bound)*, T: Deref<Target = str>>(
                &self,
                reference: &Ri<K, T>,
                buf: &'b mut String,
            ) -> $alias<&'b str> {
                let start = buf.len();
                let table =
                    resolve_into(&self.text, &self.table, &reference.text, &reference.table, buf);
                Ri::from_parts(&buf[start..], table)
            }
        }
    };
}

resolve_methods!(IriKind, IriKind, Iri, IRI_REFERENCE, [Kind]);
resolve_methods!(UriKind, UriKind, Uri, URI_REFERENCE, [AsciiKind]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ri::kind::IriRefKind;

    #[test]
    fn iri_ref_kind_is_accepted() {
        let base = Iri::parse("http://a/b").unwrap();
        let r: Ri<IriRefKind, &str> = Ri::parse("c").unwrap();
        assert_eq!(base.resolve(&r), "http://a/c");
    }
}
