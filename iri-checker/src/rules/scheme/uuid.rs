//! UUIDs: `urn:uuid:` (RFC 4122 section 3, RFC 9562 section 4) and the
//! unregistered `uuid:` scheme: 8-4-4-4-12 hexadecimal digits, nothing
//! after, lowercase preferred.

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The length of a UUID's text.
const LEN: usize = 36;

/// Why a text is not a UUID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UuidError {
    /// The character at this offset is not what the pattern wants there.
    Char(usize),
    /// The text ends after this many bytes, before the pattern does.
    Short(usize),
    /// The text goes on after the 36 characters of a UUID.
    Long,
}

/// Whether `s` is a UUID; `Ok(true)` when it has uppercase hex digits.
pub(crate) fn parse(s: &str) -> Result<bool, UuidError> {
    let bytes = s.as_bytes();
    let mut upper = false;
    for (i, &b) in bytes.iter().take(LEN).enumerate() {
        let ok = if matches!(i, 8 | 13 | 18 | 23) {
            b == b'-'
        } else {
            upper |= b.is_ascii_uppercase();
            b.is_ascii_hexdigit()
        };
        if !ok {
            return Err(UuidError::Char(i));
        }
    }
    match bytes.len() {
        n if n < LEN => Err(UuidError::Short(n)),
        LEN => Ok(upper),
        _ => Err(UuidError::Long),
    }
}

/// The preferred form of the UUID `text` when it has uppercase digits:
/// the fix of `scheme-preferred-form`. `None` when `text` is no UUID, or
/// one in lowercase.
pub(crate) fn lowercase(text: &str) -> Option<String> {
    (parse(text) == Ok(true)).then(|| text.to_ascii_lowercase())
}

/// Checks that `text[span]` is a UUID in its preferred form.
pub(crate) fn check(c: &mut Checker<'_>, span: Range<usize>, component: Component) {
    let uuid = &c.text[span.clone()];
    let problem = match parse(uuid) {
        Ok(false) => return,
        Ok(true) => {
            if c.wants(Code::SchemePreferredForm) {
                let uppercase = Finding::new(SchemeDetail::UuidUppercase, component, span.clone());
                c.report_with_fix(uppercase, span);
            }
            return;
        }
        Err(UuidError::Char(i)) => {
            let Some(ch) = uuid.get(i..).and_then(|rest| rest.chars().next()) else {
                return;
            };
            // Within the 36 bytes of the pattern: the offset fits a byte.
            let at = u8::try_from(i).unwrap_or(u8::MAX);
            let detail = if matches!(i, 8 | 13 | 18 | 23) {
                SchemeDetail::UuidHyphen { at }
            } else {
                SchemeDetail::UuidHexDigit { at }
            };
            Finding::new(
                detail,
                component,
                span.start + i..span.start + i + ch.len_utf8(),
            )
            .with_char(ch)
        }
        Err(UuidError::Short(n)) => Finding::new(
            SchemeDetail::UuidShort {
                len: u8::try_from(n).unwrap_or(u8::MAX),
            },
            component,
            span,
        ),
        Err(UuidError::Long) => Finding::new(
            SchemeDetail::UuidTrailing,
            component,
            span.start + LEN..span.end,
        ),
    };
    if c.wants(Code::SchemeUuid) {
        c.report(problem);
    }
}

/// The `uuid:` scheme: the path is a UUID.
pub(crate) fn validate_scheme(c: &mut Checker<'_>) {
    let path = c.path();
    check(c, path, Component::Path);
}

#[cfg(test)]
mod tests {
    use alloc::borrow::ToOwned;
    use alloc::string::ToString;

    use super::*;
    use crate::rules::scheme::testing::collect;

    #[test]
    fn the_pattern() {
        assert_eq!(parse("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"), Ok(false));
        assert_eq!(parse("F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"), Ok(true));
        assert_eq!(parse("00000000-0000-0000-0000-000000000000"), Ok(false));
        assert_eq!(
            parse("f81d4fae7dec-11d0-a765-00a0c91e6bf6"),
            Err(UuidError::Char(8))
        );
        assert_eq!(
            parse("g81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
            Err(UuidError::Char(0))
        );
        assert_eq!(
            parse("f81d4fae-7dec-11d0-a765-00a0c91e6bf"),
            Err(UuidError::Short(35))
        );
        assert_eq!(parse(""), Err(UuidError::Short(0)));
        assert_eq!(
            parse("f81d4fae-7dec-11d0-a765-00a0c91e6bf6a"),
            Err(UuidError::Long)
        );
        assert_eq!(
            parse("f81d4fae-7dec-11d0-a765-00a0c91e6bé"),
            Err(UuidError::Char(34))
        );
        assert_eq!(
            parse("{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}"),
            Err(UuidError::Char(0))
        );
    }

    #[test]
    fn uppercase_gets_a_lowercase_fix() {
        let text = "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6";
        let found = collect(text, |c| check(c, 9..text.len(), Component::Path));
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].code(), Code::SchemePreferredForm);
        assert_eq!(
            found[0].fix(text).map(|fix| fix.replacement().to_owned()),
            Some("f81d4fae-7dec-11d0-a765-00a0c91e6bf6".to_owned())
        );
        assert_eq!(
            found[0].message().to_string(),
            "UUID with uppercase hexadecimal digits"
        );
        assert_eq!(lowercase("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"), None);
        assert_eq!(lowercase("F81D4FAE"), None);
    }

    #[test]
    fn a_non_ascii_character_is_spanned_whole() {
        let text = "uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bé";
        let found = collect(text, |c| check(c, 5..text.len(), Component::Path));
        assert_eq!(found[0].span(), 39..41);
        assert_eq!(found[0].code(), Code::SchemeUuid);
        assert_eq!(
            found[0].message().to_string(),
            "'é' (U+00E9) in the UUID, where a hexadecimal digit goes"
        );
    }

    #[test]
    fn messages_say_the_offset_and_the_length() {
        let message = |text: &str| {
            let found = collect(text, validate_scheme);
            assert_eq!(found.len(), 1, "{text}");
            found[0].message().to_string()
        };
        assert_eq!(
            message("uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6"),
            "'7' where the UUID's `-` goes"
        );
        assert_eq!(
            message("uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf"),
            "UUID of 35 characters instead of 36"
        );
        assert_eq!(
            message("uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6a"),
            "text after the 36 characters of the UUID"
        );
    }
}
