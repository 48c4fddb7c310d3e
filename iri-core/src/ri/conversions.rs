//! Conversions between kinds (an IRI is an IRI reference; a URI is an IRI)
//! and between storages.

use core::ops::Deref;

use super::kind::{IriKind, IriRefKind, Kind, UriKind, UriRefKind};
use super::{Ri, Storage};
use crate::error::{Component, ErrorKind, ParseError};
use crate::table::Table;

/// Widening conversions: every value of the source kind is a value of the target kind.
macro_rules! widen {
    ($($from:ident => $to:ident;)*) => {$(
        impl<S> From<Ri<$from, S>> for Ri<$to, S> {
            fn from(value: Ri<$from, S>) -> Ri<$to, S> {
                Ri::from_parts(value.text, value.table)
            }
        }
    )*};
}

widen! {
    IriKind => IriRefKind;
    UriKind => IriKind;
    UriKind => IriRefKind;
    UriKind => UriRefKind;
    UriRefKind => IriRefKind;
}

/// Narrowing conversions: checked, without re-parsing (the table is kept).
macro_rules! narrow {
    ($($from:ident => $to:ident;)*) => {$(
        impl<S: Deref<Target = str>> TryFrom<Ri<$from, S>> for Ri<$to, S> {
            type Error = ParseError;

            fn try_from(value: Ri<$from, S>) -> Result<Ri<$to, S>, ParseError> {
                check_kind::<$to>(&value.text, &value.table)?;
                Ok(Ri::from_parts(value.text, value.table))
            }
        }
    )*};
}

narrow! {
    IriRefKind => IriKind;
    IriRefKind => UriRefKind;
    IriRefKind => UriKind;
    IriKind => UriKind;
    UriRefKind => UriKind;
    UriRefKind => IriKind;
}

/// Checks that a valid IRI reference with `table` is also of kind `K`: has a
/// scheme if `K` needs one, and is ASCII if `K` is a URI kind.
fn check_kind<K: Kind>(text: &str, table: &Table) -> Result<(), ParseError> {
    use crate::parse::{Charset, Form};
    let grammar = K::GRAMMAR;
    if grammar.form != Form::Reference && !table.has_scheme() {
        return Err(ParseError::new(
            ErrorKind::MissingScheme,
            Component::Scheme,
            0..0,
            None,
        ));
    }
    if grammar.charset == Charset::Uri
        && let Some((at, c)) = text.char_indices().find(|(_, c)| !c.is_ascii())
    {
        let component = component_at(table, at);
        return Err(ParseError::new(
            ErrorKind::NonAscii,
            component,
            at..at + c.len_utf8(),
            Some(c),
        ));
    }
    Ok(())
}

/// The component that holds byte `at` of a valid reference with `table`.
pub(crate) fn component_at(table: &Table, at: usize) -> Component {
    if at < table.path_start {
        if table.host_start <= at && at < table.host_end {
            Component::Host
        } else if at < table.host_start {
            Component::Userinfo
        } else {
            Component::Port
        }
    } else if at < table.path_end {
        Component::Path
    } else if at < table.query_end {
        Component::Query
    } else {
        Component::Fragment
    }
}

impl<'a, K, T: Storage + From<&'a str>> From<Ri<K, &'a str>> for Ri<K, T> {
    fn from(value: Ri<K, &'a str>) -> Ri<K, T> {
        Ri::from_parts(T::from(value.text), value.table)
    }
}
