//! The text of a database's cell as a value: the decoding that every
//! database integration shares, and its error.

use alloc::string::String;
use core::fmt;

use crate::constraints::TypeError;
use crate::ri::Ri;
use crate::ri::kind::Kind;

/// A text read from a database that is not a value of the type asked
/// for: the text, the type's name and why (the grammar's error, or a
/// static type's constraint or policy), as a [`TypeError`] whose
/// [`finding`](TypeError::finding) the one renderer draws.
///
/// ```
/// use iri_kit::integrations::DecodeError;
/// use iri_kit::Iri;
///
/// // What the decoders return for a column holding `/relative`:
/// let text = "/relative";
/// let err = DecodeError::new(text.into(), "Iri", Iri::parse(text).unwrap_err().into());
/// assert_eq!(err.value(), "/relative");
/// assert_eq!(err.finding().code().name(), "grammar-missing-scheme");
/// assert!(err.to_string().starts_with("`/relative` is not a valid `Iri`: missing scheme at byte 0"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    value: String,
    type_name: &'static str,
    error: TypeError,
}

impl DecodeError {
    /// The error of `value`, which the type named `type_name` refuses
    /// with `error`: for the decoders of static types.
    #[must_use]
    pub fn new(value: String, type_name: &'static str, error: TypeError) -> DecodeError {
        DecodeError {
            value,
            type_name,
            error,
        }
    }

    /// The text read.
    #[must_use]
    pub fn value(&self) -> &str {
        &self.value
    }

    /// The name of the type asked for (`Iri`, or a static type's).
    #[must_use]
    pub fn type_name(&self) -> &'static str {
        self.type_name
    }

    /// Why the text is not a value of the type.
    #[must_use]
    pub fn error(&self) -> &TypeError {
        &self.error
    }

    /// The finding at fault, to draw with
    /// [`annotate`](crate::diagnostic::Finding::annotate) on
    /// [`value`](Self::value).
    #[must_use]
    pub fn finding(&self) -> crate::diagnostic::Finding {
        self.error.finding()
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a valid `{}`: {}",
            self.value.escape_debug(),
            self.type_name,
            self.error
        )
    }
}

impl core::error::Error for DecodeError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// `text`, read from a database, parsed as a value of kind `K` in
/// storage `S`.
pub(super) fn parse<'r, K: Kind, S: From<&'r str>>(
    text: &'r str,
) -> Result<Ri<K, S>, DecodeError> {
    match Ri::<K, &str>::parse(text) {
        Ok(value) => Ok(Ri::from_offsets(S::from(text), value.offsets)),
        Err(error) => Err(DecodeError::new(
            String::from(text),
            K::NAME,
            TypeError::Parse(error),
        )),
    }
}

/// `text`, read from a database, as a value of the static type named
/// `name`, through its `parse`: what the impls of `iri_type!`'s `sql;`
/// call. Not public API.
///
/// # Errors
///
/// The [`DecodeError`] of a text that the type refuses.
#[doc(hidden)]
pub fn decode_static<'r, T, S: From<&'r str>>(
    text: &'r str,
    name: &'static str,
    parse: fn(S) -> Result<T, TypeError>,
) -> Result<T, DecodeError> {
    parse(S::from(text)).map_err(|error| DecodeError::new(String::from(text), name, error))
}
