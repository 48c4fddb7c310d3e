//! UUIDs: `urn:uuid:` (RFC 4122 section 3, RFC 9562 section 4) and the
//! unregistered `uuid:` scheme: 8-4-4-4-12 hexadecimal digits, nothing
//! after, lowercase preferred.

use alloc::format;
use core::ops::Range;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::syntax::table::Table;

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

/// Checks that `text[span]` is a UUID in its preferred form.
pub(crate) fn check(text: &str, span: Range<usize>, component: Component, sink: &mut dyn Sink) {
    let uuid = &text[span.clone()];
    let syntax = |at: Range<usize>, message| {
        Issue::syntax(component, at, message)
            .with_help("write the UUID as 8-4-4-4-12 hexadecimal digits (RFC 9562 section 4)")
    };
    let issue = match parse(uuid) {
        Ok(false) => return,
        Ok(true) => {
            if sink.wants(Code::SchemePreferredForm) {
                sink.report(
                    Issue::new(
                        Code::SchemePreferredForm,
                        component,
                        span,
                        format!("UUID `{uuid}` has uppercase hexadecimal digits"),
                    )
                    .with_help("write UUIDs in lowercase (RFC 9562 section 4)")
                    .with_fix(uuid.to_ascii_lowercase()),
                );
            }
            return;
        }
        Err(UuidError::Char(i)) => {
            let c = uuid[i..].chars().next().unwrap_or('?');
            let at = span.start + i..span.start + i + c.len_utf8();
            let message = if matches!(i, 8 | 13 | 18 | 23) {
                format!("`-` expected at byte {i} of the UUID, found `{c}`")
            } else {
                format!("`{c}` at byte {i} of the UUID is not a hexadecimal digit")
            };
            syntax(at, message)
        }
        Err(UuidError::Short(n)) => syntax(
            span,
            format!("UUID `{uuid}` is {n} characters long; a UUID has {LEN}"),
        ),
        Err(UuidError::Long) => syntax(
            span.start + LEN..span.end,
            format!("`{}` follows the UUID", &uuid[LEN..]),
        ),
    };
    if sink.wants(Code::SchemeSyntax) {
        sink.report(issue);
    }
}

/// The `uuid:` scheme: the path is a UUID.
pub(crate) fn validate_scheme(text: &str, table: &Table, sink: &mut dyn Sink) {
    check(text, table.path(), Component::Path, sink);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::rules::scheme::testing::Collect;

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
        let mut sink = Collect::default();
        check(text, 9..text.len(), Component::Path, &mut sink);
        assert_eq!(sink.0.len(), 1);
        assert_eq!(sink.0[0].code, Code::SchemePreferredForm);
        assert_eq!(
            sink.0[0].fix.as_deref(),
            Some("f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
        );
    }

    #[test]
    fn a_non_ascii_character_is_spanned_whole() {
        let text = "uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bé";
        let mut sink = Collect::default();
        check(text, 5..text.len(), Component::Path, &mut sink);
        assert_eq!(sink.0[0].span, 39..41);
        assert_eq!(sink.0[0].code, Code::SchemeSyntax);
    }
}
