//! The units that the character rules look at one by one: each host label,
//! each path segment, each query name and value, the userinfo and the
//! fragment (RFC 3987 section 4.2 names these as the "components" of its
//! bidi rules; the script and combining-mark rules use the same units).

use core::ops::Range;

use iri_core::Component;
use iri_core::{HostKind, Table};

/// One unit of text between delimiters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Part {
    /// The component it belongs to.
    pub(crate) component: Component,
    /// Its byte range in the input (possibly empty).
    pub(crate) span: Range<usize>,
}

/// The parts of `text` (with `table`), in order: the userinfo; the labels
/// of a registered name (split on `.`); the path segments (split on `/`);
/// the names and values of the query (split on `&` and `;`, then at the
/// first `=`); the fragment. IP literals, IPv4 addresses, ports and the
/// scheme have none (they are ASCII by the grammar).
#[cfg(any(test, feature = "nfc"))]
pub(crate) fn parts<'t>(text: &'t str, table: &Table) -> Parts<'t> {
    parts_in(text, table, Components::ALL)
}

/// A set of components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Components(u8);

impl Components {
    /// No component.
    pub(crate) const NONE: Components = Components(0);
    /// Every component.
    #[cfg(any(test, feature = "nfc"))]
    pub(crate) const ALL: Components = Components(u8::MAX);

    /// The set with `component` added.
    pub(crate) const fn with(self, component: Component) -> Components {
        Components(self.0 | 1 << component as u8)
    }

    /// Whether `component` is in the set.
    pub(crate) const fn contains(self, component: Component) -> bool {
        self.0 & 1 << component as u8 != 0
    }
}

/// The parts of the components of `text` (with `table`) in `kept`, in
/// order: [`parts`] of the components a rule has something to look at,
/// without cutting the others.
pub(crate) fn parts_in<'t>(text: &'t str, table: &Table, kept: Components) -> Parts<'t> {
    let keep = |component, span: Option<Range<usize>>| span.filter(|_| kept.contains(component));
    let reg_name = table
        .host()
        .filter(|_| table.host_kind() == Some(HostKind::RegName));
    let path = table.path();
    let segments = if path.is_empty() {
        None
    } else if text.as_bytes()[path.start] == b'/' {
        Some(path.start + 1..path.end)
    } else {
        Some(path)
    };
    Parts {
        bytes: text.as_bytes(),
        spans: [
            keep(Component::Userinfo, table.userinfo()),
            keep(Component::Host, reg_name),
            keep(Component::Path, segments),
            keep(Component::Query, table.query()),
            keep(Component::Fragment, table.fragment()),
        ],
        next: 0,
        cut: None,
    }
}

/// The components in the order of [`Parts::spans`].
const ORDER: [Component; 5] = [
    Component::Userinfo,
    Component::Host,
    Component::Path,
    Component::Query,
    Component::Fragment,
];

/// An iterator over parts (see [`parts`]): small, and without the state of
/// one iterator per component.
pub(crate) struct Parts<'t> {
    bytes: &'t [u8],
    /// The span of each component to cut, in the order of [`ORDER`].
    spans: [Option<Range<usize>>; 5],
    /// The next component to start.
    next: usize,
    /// The component being cut: its position in [`ORDER`], where the next
    /// part starts, where the component ends, and whether the query pair
    /// being cut has had its `=`.
    cut: Option<Cut>,
}

/// The state of the component being cut.
struct Cut {
    index: usize,
    at: usize,
    end: usize,
    after_equals: bool,
}

impl Iterator for Parts<'_> {
    type Item = Part;

    fn next(&mut self) -> Option<Part> {
        loop {
            if let Some(cut) = &mut self.cut {
                let component = ORDER[cut.index];
                let start = cut.at;
                let rest = &self.bytes[start..cut.end];
                let stop = match component {
                    Component::Host => rest.iter().position(|&b| b == b'.'),
                    Component::Path => rest.iter().position(|&b| b == b'/'),
                    Component::Query => rest
                        .iter()
                        .position(|&b| b == b'&' || b == b';' || (b == b'=' && !cut.after_equals)),
                    _ => None,
                };
                let part = if let Some(length) = stop {
                    let sep = start + length;
                    cut.after_equals = self.bytes[sep] == b'=';
                    cut.at = sep + 1;
                    start..sep
                } else {
                    let end = cut.end;
                    self.cut = None;
                    start..end
                };
                return Some(Part {
                    component,
                    span: part,
                });
            }
            let index = self.next;
            let span = self.spans.get_mut(index)?.take();
            self.next += 1;
            if let Some(span) = span {
                self.cut = Some(Cut {
                    index,
                    at: span.start,
                    end: span.end,
                    after_equals: false,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use iri_core::{Grammar, parse};

    fn texts(input: &str) -> Vec<(Component, &str)> {
        let table = parse(input, Grammar::IRI_REFERENCE).unwrap();
        parts(input, &table)
            .map(|p| (p.component, &input[p.span]))
            .collect()
    }

    #[test]
    fn every_unit_in_order() {
        use Component::{Fragment, Host, Path, Query, Userinfo};
        assert_eq!(
            texts("http://u:p@a.b.:8/c//d?e=f=g&h;i#j/k"),
            [
                (Userinfo, "u:p"),
                (Host, "a"),
                (Host, "b"),
                (Host, ""),
                (Path, "c"),
                (Path, ""),
                (Path, "d"),
                (Query, "e"),
                (Query, "f=g"),
                (Query, "h"),
                (Query, "i"),
                (Fragment, "j/k"),
            ]
        );
    }

    #[test]
    fn query_pairs_cut_at_their_first_equals_sign() {
        use Component::Query;
        assert_eq!(
            texts("?a=b=c&=d;e&&f="),
            [
                (Query, "a"),
                (Query, "b=c"),
                (Query, ""),
                (Query, "d"),
                (Query, "e"),
                (Query, ""),
                (Query, "f"),
                (Query, ""),
            ]
        );
    }

    #[test]
    fn only_the_components_kept() {
        let input = "http://u@a.b/c/d?e#f";
        let table = parse(input, Grammar::IRI_REFERENCE).unwrap();
        let kept = Components::NONE
            .with(Component::Host)
            .with(Component::Fragment);
        let texts: Vec<_> = parts_in(input, &table, kept)
            .map(|p| (p.component, &input[p.span]))
            .collect();
        assert_eq!(
            texts,
            [
                (Component::Host, "a"),
                (Component::Host, "b"),
                (Component::Fragment, "f")
            ]
        );
    }

    #[test]
    fn no_parts_where_there_is_nothing() {
        assert!(texts("").is_empty());
        assert!(texts("http://[::1]:80").is_empty());
        assert!(texts("http://192.0.2.1").is_empty());
        assert_eq!(texts("a:b"), [(Component::Path, "b")]);
        assert_eq!(
            texts("http://h/"),
            [(Component::Host, "h"), (Component::Path, "")]
        );
        assert_eq!(texts("?"), [(Component::Query, "")]);
    }
}
