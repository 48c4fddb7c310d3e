//! Appending a `name=value` pair to a query, for the builder and the setters.

use alloc::string::String;

use crate::percent::EncodeSet;
use crate::percent::encode::push_encoded;

/// What goes before a pair appended to `query`: `?` to start a query, `&`
/// after a pair, nothing at the start of an empty query or after a `&`.
pub(crate) fn separator(query: Option<&str>) -> &'static str {
    match query {
        None => "?",
        Some(q) if !q.is_empty() && !q.ends_with('&') => "&",
        Some(_) => "",
    }
}

/// Appends `name=value`, both percent-encoded ([`EncodeSet::QueryPair`]).
pub(crate) fn push_pair(out: &mut String, name: &str, value: &str, ascii_only: bool) {
    push_encoded(out, name, EncodeSet::QueryPair, ascii_only);
    out.push('=');
    push_encoded(out, value, EncodeSet::QueryPair, ascii_only);
}
