//! Writing components into a value: the checks that the components go
//! together, the text and its table (recorded while writing, by the
//! resolver's [`Writer`]), and the checks of a whole value.

use alloc::string::String;
use core::ops::Range;

use crate::chars::must::refuse_bidi_formatting;
use crate::diagnostic::component::Component;
use crate::diagnostic::error_kind::ErrorKind;
use crate::resolve::writer::Writer;
use crate::ri::Ri;
use crate::ri::build::draft::Draft;
use crate::ri::build::error::BuildError;
use crate::ri::kind::Kind;
use crate::syntax::parse::{Form, check_length};
use crate::syntax::table::{MAX_LEN, Table};

/// Why `path` (starting at byte `at` of the text) cannot follow the
/// components before it: an error kind and its span.
pub(crate) fn path_shape(
    path: &str,
    at: usize,
    has_scheme: bool,
    has_authority: bool,
) -> Option<(ErrorKind, Range<usize>)> {
    if has_authority {
        let first = path.chars().next().filter(|&c| c != '/')?;
        return Some((
            ErrorKind::RelativePathAfterAuthority,
            at..at + first.len_utf8(),
        ));
    }
    if path.starts_with("//") {
        return Some((ErrorKind::PathStartsWithDoubleSlash, at..at + 2));
    }
    if !has_scheme {
        let first_segment = path.split('/').next().unwrap_or_default();
        let colon = first_segment.find(':')?;
        return Some((ErrorKind::ColonInFirstSegment, at + colon..at + colon + 1));
    }
    None
}

/// What [`write_text`] wrote: the text, its table, and why the path does
/// not fit the components before it, if it does not (then the table is
/// not complete).
type Written = (String, Table, Option<(ErrorKind, Range<usize>)>);

/// Writes `parts` into a new `String` and records its table.
fn write_text(parts: &Draft<'_>) -> Written {
    let mut out = String::with_capacity(capacity(parts));
    let mut w = Writer::new(&mut out);
    if let Some(scheme) = parts.scheme {
        w.scheme(scheme);
    }
    match parts.authority {
        Some(authority) => {
            w.authority_start();
            if let Some(userinfo) = authority.userinfo {
                w.out().push_str(userinfo);
                w.out().push('@');
            }
            w.host_start();
            w.out().push_str(authority.host);
            w.host_end(authority.host_kind);
            if let Some(port) = authority.port {
                w.out().push(':');
                w.out().push_str(port);
            }
        }
        None => w.no_authority(),
    }
    w.path_start();
    let path_at = w.pos();
    if parts.implicit_root && parts.authority.is_some() && !parts.path.is_empty() {
        w.out().push('/');
    }
    w.out().push_str(parts.path);
    let shape = path_shape(
        &w.out()[path_at..],
        path_at,
        parts.scheme.is_some(),
        parts.authority.is_some(),
    );
    if shape.is_none() {
        // The `//` rule of `path_end` never applies to a path of the right shape.
        w.path_end();
    }
    if let Some(query) = parts.query {
        w.out().push('?');
        w.out().push_str(query);
    }
    w.query_end();
    if let Some(fragment) = parts.fragment {
        w.out().push('#');
        w.out().push_str(fragment);
    }
    let table = w.finish();
    (out, table, shape)
}

/// An upper bound of the length of what `parts` write.
fn capacity(parts: &Draft<'_>) -> usize {
    let len = |part: Option<&str>| part.map_or(0, |p| p.len() + 1);
    let authority = parts
        .authority
        .map_or(0, |a| 2 + len(a.userinfo) + a.host.len() + len(a.port));
    len(parts.scheme) + authority + 1 + parts.path.len() + len(parts.query) + len(parts.fragment)
}

/// The value of kind `K` that `parts` make, or why they make none: the
/// path does not fit the components before it, a scheme is missing, the
/// value would be too long, or it holds what the typed constructors refuse
/// (bidi formatting characters).
pub(crate) fn write<K: Kind>(parts: &Draft<'_>) -> Result<Ri<K, String>, BuildError> {
    let (text, table, shape) = write_text(parts);
    if let Some((kind, span)) = shape {
        return Err(BuildError::whole_at(kind, Component::Path, span, text));
    }
    if K::GRAMMAR.form != Form::Reference && !table.has_scheme() {
        return Err(BuildError::whole_at(
            ErrorKind::MissingScheme,
            Component::Scheme,
            0..0,
            text,
        ));
    }
    if K::GRAMMAR.form == Form::AbsoluteWithoutFragment
        && let Some(fragment) = table.fragment()
    {
        let span = fragment.start - 1..fragment.start;
        return Err(BuildError::whole_at(
            ErrorKind::UnexpectedFragment,
            Component::Fragment,
            span,
            text,
        ));
    }
    if let Err(error) = check_length(&text, &table, MAX_LEN)
        .and_then(|()| refuse_bidi_formatting(&text, table.offsets(), table.facts, K::GRAMMAR))
    {
        return Err(BuildError::whole(error, text));
    }
    debug_assert_eq!(
        crate::syntax::parse::parse(&text, K::GRAMMAR).ok(),
        Some(table),
        "the table recorded while building matches a parse of the result"
    );
    Ok(Ri::from_parts(text, table))
}
