//! Conversions between kinds, as the kinds table lists them (see
//! [`kind`](crate::kind)), and between storages.

use core::ops::Deref;

use crate::diagnostic::component::Component;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::error_kind::ErrorKind;
use crate::ri::kind::{
    IriKind, IriRefKind, Kind, LeiriKind, LeiriRefKind, UriKind, UriRefKind, for_each_narrowing,
    for_each_widening,
};
use crate::ri::{Ri, Storage};
use crate::syntax::parse::{Charset, Form};
use crate::syntax::table::Offsets;

/// Widening conversions: every value of the source kind is a value of the target kind.
macro_rules! widen {
    ($($from:ident => $to:ident;)*) => {$(
        impl<S> From<Ri<$from, S>> for Ri<$to, S> {
            fn from(value: Ri<$from, S>) -> Ri<$to, S> {
                Ri::from_offsets(value.text, value.offsets)
            }
        }
    )*};
}

for_each_widening!(widen);

/// Narrowing conversions: checked, without re-parsing (the offsets are kept).
macro_rules! narrow {
    ($($from:ident => $to:ident;)*) => {$(
        impl<S: Deref<Target = str>> TryFrom<Ri<$from, S>> for Ri<$to, S> {
            type Error = ParseError;

            fn try_from(value: Ri<$from, S>) -> Result<Ri<$to, S>, ParseError> {
                check_kind::<$to>(&value.text, value.offsets)?;
                Ok(Ri::from_offsets(value.text, value.offsets))
            }
        }
    )*};
}

for_each_narrowing!(narrow);

/// Checks that a valid IRI reference with `offsets` is also of kind `K`: has
/// a scheme if `K` needs one, and is ASCII if `K` is a URI kind.
fn check_kind<K: Kind>(text: &str, offsets: Offsets) -> Result<(), ParseError> {
    let grammar = K::GRAMMAR;
    if grammar.form != Form::Reference && offsets.scheme().is_none() {
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
        return Err(ParseError::new(
            ErrorKind::NonAscii,
            offsets.component_at(at),
            at..at + c.len_utf8(),
            Some(c),
        ));
    }
    Ok(())
}

impl<'a, K, T: Storage + From<&'a str>> From<Ri<K, &'a str>> for Ri<K, T> {
    fn from(value: Ri<K, &'a str>) -> Ri<K, T> {
        Ri::from_offsets(T::from(value.text), value.offsets)
    }
}
