//! One component's text checked on its own, for the operations that build
//! references from parts: the same scans as the parser's, over text that
//! must be the component whole.

use crate::diagnostic::component::Component;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::error_kind::ErrorKind;
use crate::syntax::grammar::{ALPHA, ScanClass, bits, in_class};
use crate::syntax::host::ip::check_ipvfuture;
use crate::syntax::host::ip::reads_as_ipv4;
use crate::syntax::parse::{Charset, Parser, classes};
use crate::syntax::table::HostKind;

/// The component texts that [`check_text`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ComponentText {
    /// `iuserinfo`.
    Userinfo,
    /// A whole path, `*( ipchar / "/" )` (its shape is checked with the
    /// other components: see `build`).
    Path,
    /// One path segment, `*ipchar`.
    Segment,
    /// `iquery`.
    Query,
    /// The name of a query pair: `iquery` without `&`, `=` and `#`.
    PairName,
    /// The value of a query pair: `iquery` without `&` and `#`.
    PairValue,
    /// `ifragment`.
    Fragment,
}

impl ComponentText {
    /// The parser's class and the component errors name.
    const fn scan(self) -> (ScanClass, Component) {
        match self {
            ComponentText::Userinfo => (classes::IUSERINFO, Component::Userinfo),
            ComponentText::Path | ComponentText::Segment => (classes::IPATH, Component::Path),
            ComponentText::Query | ComponentText::PairName | ComponentText::PairValue => {
                (classes::IQUERY, Component::Query)
            }
            ComponentText::Fragment => (classes::IFRAGMENT, Component::Fragment),
        }
    }

    /// The characters of the class that this text may not hold.
    const fn excluded(self) -> &'static [u8] {
        match self {
            ComponentText::Segment => b"/",
            ComponentText::PairName => b"&=",
            ComponentText::PairValue => b"&",
            _ => b"",
        }
    }
}

/// Checks that `text` (already percent-encoded) is a valid `what` in
/// `charset`. Spans are byte ranges of `text`.
pub(crate) fn check_text(
    text: &str,
    what: ComponentText,
    charset: Charset,
) -> Result<(), ParseError> {
    let (class, component) = what.scan();
    let mut parser = Parser::new(text, charset);
    parser.scan(class, component)?;
    let excluded = what.excluded();
    let end = text
        .bytes()
        .position(|b| excluded.contains(&b))
        .map_or(parser.pos, |at| at.min(parser.pos));
    if end < text.len() {
        return Err(parser.invalid_char(component, end));
    }
    Ok(())
}

/// Checks that `text` is a valid host as written in an authority (a
/// registered name, an IPv4 address, or an IP literal in brackets), and
/// returns its kind.
pub(crate) fn check_host(text: &str, charset: Charset) -> Result<HostKind, ParseError> {
    let mut parser = Parser::new(text, charset);
    if text.starts_with('[') {
        parser.ip_literal()?;
        if parser.pos < text.len() {
            return Err(parser.invalid_char(Component::Host, parser.pos));
        }
        return Ok(parser.table.host_kind);
    }
    parser.scan(classes::IREG_NAME, Component::Host)?;
    if parser.pos < text.len() {
        return Err(parser.invalid_char(Component::Host, parser.pos));
    }
    Ok(if reads_as_ipv4(text.as_bytes()) {
        HostKind::Ipv4
    } else {
        HostKind::RegName
    })
}

/// Checks an `IPvFuture` given without its brackets (`v1.x`). Spans are
/// byte ranges of `text`.
pub(crate) fn check_ip_future(text: &str) -> Result<(), ParseError> {
    check_ipvfuture(text.as_bytes()).map_err(|e| {
        let parser = Parser::new(text, Charset::Uri);
        parser.error_at(e.kind, Component::IpLiteral, e.at)
    })
}

/// Checks that `text` is a scheme: a letter, then letters, digits, `+`,
/// `-` and `.`.
pub(crate) fn check_scheme(text: &str) -> Result<(), ParseError> {
    let parser = Parser::new(text, Charset::Uri);
    let bad = match text.bytes().next() {
        Some(first) if ALPHA.contains(first) => {
            text.bytes().position(|b| !in_class(b, bits::SCHEME))
        }
        _ => Some(0),
    };
    match bad {
        None => Ok(()),
        Some(at) => Err(parser.error_at(ErrorKind::InvalidScheme, Component::Scheme, at)),
    }
}

/// Checks that `text` is a port: decimal digits, possibly none.
pub(crate) fn check_port(text: &str) -> Result<(), ParseError> {
    match text.bytes().position(|b| !b.is_ascii_digit()) {
        None => Ok(()),
        Some(at) => {
            let parser = Parser::new(text, Charset::Uri);
            Err(parser.error_at(ErrorKind::InvalidPort, Component::Port, at))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_checked_whole() {
        assert!(check_text("a%20b/c:d", ComponentText::Path, Charset::Iri).is_ok());
        let err = check_text("a b", ComponentText::Path, Charset::Iri).unwrap_err();
        assert_eq!(
            (err.kind(), err.span()),
            (ErrorKind::InvalidCharacter, 1..2)
        );
        let err = check_text("a?b", ComponentText::Path, Charset::Iri).unwrap_err();
        assert_eq!(err.char(), Some('?'));
        let err = check_text("a/b", ComponentText::Segment, Charset::Iri).unwrap_err();
        assert_eq!((err.span(), err.char()), (1..2, Some('/')));
        let err = check_text("a=b&c", ComponentText::PairValue, Charset::Iri).unwrap_err();
        assert_eq!((err.span(), err.component()), (3..4, Component::Query));
        assert_eq!(
            check_text("a=b", ComponentText::PairName, Charset::Iri)
                .unwrap_err()
                .span(),
            1..2
        );
        let err = check_text("é", ComponentText::Fragment, Charset::Uri).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::NonAscii);
        assert!(check_text("\u{E000}", ComponentText::Query, Charset::Iri).is_ok());
        let err = check_text("%4", ComponentText::Userinfo, Charset::Iri).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidPercentEncoding);
    }

    #[test]
    fn hosts_get_their_kind() {
        assert_eq!(check_host("a.b", Charset::Iri), Ok(HostKind::RegName));
        assert_eq!(check_host("1.2.3.4", Charset::Iri), Ok(HostKind::Ipv4));
        assert_eq!(check_host("[::1]", Charset::Iri), Ok(HostKind::Ipv6));
        assert_eq!(check_host("[v1.x]", Charset::Iri), Ok(HostKind::IpvFuture));
        assert_eq!(check_host("", Charset::Iri), Ok(HostKind::RegName));
        assert_eq!(check_host("[::1]x", Charset::Iri).unwrap_err().span(), 5..6);
        assert_eq!(
            check_host("a:b", Charset::Iri).unwrap_err().char(),
            Some(':')
        );
        let err = check_host("[::g]", Charset::Iri).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidIpv6);
        assert_eq!(check_ip_future("v1.x"), Ok(()));
        assert_eq!(check_ip_future("v1x").unwrap_err().span(), 2..3);
    }

    #[test]
    fn schemes_and_ports() {
        assert_eq!(check_scheme("a+b-c.d1"), Ok(()));
        assert_eq!(check_scheme("1a").unwrap_err().span(), 0..1);
        assert_eq!(check_scheme("a_b").unwrap_err().span(), 1..2);
        assert_eq!(check_scheme("").unwrap_err().span(), 0..0);
        assert_eq!(check_port(""), Ok(()));
        assert_eq!(
            check_port("80a").unwrap_err().kind(),
            ErrorKind::InvalidPort
        );
    }
}
