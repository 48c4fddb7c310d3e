//! The units that the character rules look at one by one: each host label,
//! each path segment, each query name and value, the userinfo and the
//! fragment (RFC 3987 section 4.2 names these as the "components" of its
//! bidi rules; the script and combining-mark rules use the same units).

use core::ops::Range;

use crate::diagnostic::error::Component;
use crate::syntax::split::split as pieces;
use crate::syntax::table::{HostKind, Table};

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
pub(crate) fn parts(text: &str, table: &Table) -> impl Iterator<Item = Part> {
    let userinfo = table
        .userinfo()
        .map(|span| Part {
            component: Component::Userinfo,
            span,
        })
        .into_iter();
    let labels = table
        .host()
        .filter(|_| table.host_kind() == Some(HostKind::RegName))
        .map(|host| split(text, host, b".", Component::Host))
        .into_iter()
        .flatten();
    let path = table.path();
    let path = if text[path.clone()].starts_with('/') {
        path.start + 1..path.end
    } else {
        path
    };
    let segments = (!table.path().is_empty())
        .then(|| split(text, path, b"/", Component::Path))
        .into_iter()
        .flatten();
    let query = table
        .query()
        .map(|query| {
            split(text, query, b"&;", Component::Query)
                .flat_map(|pair| name_and_value(text, pair.span))
        })
        .into_iter()
        .flatten();
    let fragment = table
        .fragment()
        .map(|span| Part {
            component: Component::Fragment,
            span,
        })
        .into_iter();
    userinfo
        .chain(labels)
        .chain(segments)
        .chain(query)
        .chain(fragment)
}

/// A query pair cut at its first `=` into name and value; the whole pair
/// when it has no `=`.
fn name_and_value(text: &str, pair: Range<usize>) -> impl Iterator<Item = Part> {
    let Range { start, end } = pair;
    let equals = text.as_bytes()[start..end].iter().position(|&b| b == b'=');
    let (name, value) = match equals {
        Some(at) => (start..start + at, Some(start + at + 1..end)),
        None => (start..end, None),
    };
    let part = |span| Part {
        component: Component::Query,
        span,
    };
    core::iter::once(part(name)).chain(value.map(part))
}

/// The pieces of `range` of `text` between the bytes of `separators`
/// (ASCII), including empty ones, as parts of `component`.
fn split<'t>(
    text: &'t str,
    range: Range<usize>,
    separators: &'static [u8],
    component: Component,
) -> impl Iterator<Item = Part> + 't {
    pieces(text, range, separators).map(move |span| Part { component, span })
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::syntax::parse::{Grammar, parse};

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
