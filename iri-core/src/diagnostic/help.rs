//! Fixes for parse errors: [`ParseError::help`] says what to write instead.

use core::fmt;

use crate::diagnostic::error::{Component, ErrorKind, ParseError};
use crate::percent::encode::char_triplets;

/// A character's UTF-8 bytes, percent-encoded: `%20` for a space, `%C3%A9`
/// for `é`.
///
/// ```
/// use iri_core::PercentEncoded;
///
/// assert_eq!(PercentEncoded(' ').to_string(), "%20");
/// assert_eq!(PercentEncoded('é').to_string(), "%C3%A9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PercentEncoded(pub char);

impl fmt::Display for PercentEncoded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(char_triplets(self.0, &mut [0; 12]))
    }
}

/// A suggested fix for a [`ParseError`], made by [`ParseError::help`];
/// `Display` gives one lowercase sentence without a trailing period.
///
/// The help says how to fix the input; the error's own message says what
/// is wrong and the rule, so the two never repeat each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Help {
    kind: ErrorKind,
    component: Component,
    ch: Option<char>,
    /// Whether `Display` ends with another grammar to parse with, where
    /// there is one.
    alternative: bool,
}

impl ParseError {
    /// How to fix the input, when a fix is known.
    ///
    /// ```
    /// use iri_core::{Iri, Uri};
    ///
    /// let help = |text| Iri::parse(text).unwrap_err().help().map(|h| h.to_string());
    /// assert_eq!(help("http://a/b c").as_deref(), Some("percent-encode it as `%20`"));
    /// assert_eq!(help("http://a/100%").as_deref(), Some("write `%25` for a literal percent sign"));
    /// let err = Uri::parse("http://a/é").unwrap_err();
    /// assert_eq!(err.help().unwrap().to_string(), "percent-encode it as `%C3%A9`");
    /// ```
    #[must_use]
    pub fn help(&self) -> Option<Help> {
        let help = Help {
            kind: self.kind(),
            component: self.component(),
            ch: self.char(),
            alternative: true,
        };
        help.has_text().then_some(help)
    }
}

impl Help {
    /// The same help without the suggestion to parse the input with another
    /// grammar (for a missing scheme: as a reference), for callers that
    /// offer their own way out, such as the macros, which name the macro
    /// that accepts the input.
    ///
    /// ```
    /// use iri_core::Iri;
    ///
    /// let help = Iri::<&str>::parse("/a").unwrap_err().help().unwrap();
    /// assert_eq!(
    ///     help.to_string(),
    ///     "add a scheme such as `https:`, or parse it as a reference, which may be relative",
    /// );
    /// assert_eq!(help.without_alternative().to_string(), "add a scheme such as `https:`");
    /// ```
    #[must_use]
    pub const fn without_alternative(self) -> Help {
        Help {
            alternative: false,
            ..self
        }
    }

    /// Whether `Display` writes anything for this error.
    fn has_text(self) -> bool {
        match self.kind {
            ErrorKind::InvalidCharacter => {
                self.ch.is_some() && !matches!(self.component, Component::Scheme)
            }
            ErrorKind::InvalidScheme => false,
            _ => true,
        }
    }
}

impl fmt::Display for Help {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let encode = |f: &mut fmt::Formatter<'_>| match self.ch {
            Some(c) => write!(f, "percent-encode it as `{}`", PercentEncoded(c)),
            None => f.write_str("percent-encode it"),
        };
        match self.kind {
            ErrorKind::InvalidCharacter if self.component == Component::IpLiteral => {
                f.write_str("write an IPv6 address or an IPvFuture (`v1.…`) between the brackets")
            }
            ErrorKind::InvalidCharacter if self.ch == Some('\\') => {
                f.write_str("use `/` to separate path segments, or ")?;
                encode(f)
            }
            ErrorKind::InvalidPercentEncoding => {
                f.write_str("write `%25` for a literal percent sign")
            }
            ErrorKind::NonAscii if self.component == Component::Host => {
                f.write_str("convert the name to ASCII with IDNA (`xn--…`), or ")?;
                encode(f)
            }
            ErrorKind::InvalidCharacter | ErrorKind::InvalidScheme | ErrorKind::NonAscii => {
                encode(f)
            }
            ErrorKind::PrivateUseOutsideQuery => {
                f.write_str("move it into the query, or ")?;
                encode(f)
            }
            ErrorKind::MissingScheme => {
                f.write_str("add a scheme such as `https:`")?;
                if self.alternative {
                    f.write_str(", or parse it as a reference, which may be relative")?;
                }
                Ok(())
            }
            ErrorKind::UnclosedIpLiteral => f.write_str("add the `]` after the address"),
            ErrorKind::InvalidIpv6 if self.ch == Some('%') => {
                f.write_str("remove the zone identifier, from the `%` up to the `]`")
            }
            ErrorKind::InvalidIpv6 => f.write_str(
                "write up to eight groups of 1 to 4 hex digits separated by `:`, \
                 with at most one `::` standing for a run of zero groups",
            ),
            ErrorKind::InvalidIpv4InIpv6 => f.write_str(
                "write the IPv4 part as four numbers from 0 to 255 without leading zeros, \
                 such as `192.0.2.1`",
            ),
            ErrorKind::InvalidIpvFuture => f.write_str(
                "write `v`, a hex version number, `.`, then the address, as in `[v1.fe80::a]`",
            ),
            ErrorKind::InvalidPort => {
                f.write_str("write the port as decimal digits, such as `:8080`, or remove it")
            }
            ErrorKind::PathStartsWithDoubleSlash => {
                f.write_str("write `/.` before the path, as in `/.//a`")
            }
            ErrorKind::RelativePathAfterAuthority => {
                f.write_str("write `/` before the path, or remove the authority")
            }
            ErrorKind::ColonInFirstSegment => {
                f.write_str("write `./` before the segment, or percent-encode the colon as `%3A`")
            }
            ErrorKind::UnexpectedFragment => f.write_str("remove the `#` and the fragment"),
            ErrorKind::Rule(code) => match code.help() {
                Some(help) => f.write_str(help),
                None => write!(
                    f,
                    "fix it, or allow `{code}` in the policy where this context accepts it"
                ),
            },
            ErrorKind::TooLong => f.write_str(
                "keep large data outside the IRI, and refer to it by a shorter identifier",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};

    use crate::syntax::parse::{Grammar, parse};

    fn help(input: &str, grammar: Grammar) -> Option<String> {
        let err = parse(input, grammar).expect_err("invalid");
        err.help().map(|h| h.to_string())
    }

    #[test]
    fn invalid_characters_are_percent_encoded() {
        let cases = [
            ("/a b", "%20"),
            ("/a<", "%3C"),
            ("/\u{FFFE}", "%EF%BF%BE"),
            ("//u s@h", "%20"),
        ];
        for (input, encoded) in cases {
            let expected = format!("percent-encode it as `{encoded}`");
            assert_eq!(help(input, Grammar::IRI_REFERENCE), Some(expected));
        }
    }

    #[test]
    fn backslashes_suggest_slashes() {
        let text = help("/a\\b", Grammar::IRI_REFERENCE).unwrap();
        assert_eq!(
            text,
            "use `/` to separate path segments, or percent-encode it as `%5C`"
        );
    }

    #[test]
    fn each_kind_has_its_fix() {
        let cases = [
            (
                "http://a/%zz",
                Grammar::IRI,
                "write `%25` for a literal percent sign",
            ),
            (
                "http://a/\u{E000}",
                Grammar::IRI,
                "move it into the query, or percent-encode it as `%EE%80%80`",
            ),
            (
                "http://é/",
                Grammar::URI,
                "convert the name to ASCII with IDNA (`xn--…`), or percent-encode it as `%C3%A9`",
            ),
            (
                "//a",
                Grammar::IRI,
                "add a scheme such as `https:`, or parse it as a reference, which may be relative",
            ),
            (
                "http://[::1/",
                Grammar::IRI,
                "add the `]` after the address",
            ),
            (
                "http://a:8x/",
                Grammar::IRI,
                "write the port as decimal digits, such as `:8080`, or remove it",
            ),
            (
                "a:b",
                Grammar::IRELATIVE_REF,
                "write `./` before the segment, or percent-encode the colon as `%3A`",
            ),
            (
                "http://a#f",
                Grammar::ABSOLUTE_IRI,
                "remove the `#` and the fragment",
            ),
        ];
        for (input, grammar, expected) in cases {
            assert_eq!(help(input, grammar).as_deref(), Some(expected), "{input}");
        }
    }

    #[test]
    fn ip_literal_errors_explain_the_forms() {
        let cases = [
            ("http://[1:2:3]/", "eight groups"),
            ("http://[::1.2.3.04]/", "IPv4 part"),
            ("http://[fe80::1%25en0]/", "zone identifier"),
            ("http://[v1x]/", "`v`, a hex version"),
        ];
        for (input, words) in cases {
            let text = help(input, Grammar::IRI).expect("a fix");
            assert!(text.contains(words), "{input}: {text}");
        }
    }

    #[test]
    fn scheme_errors_have_no_generic_fix() {
        assert_eq!(help("1http://a", Grammar::IRI), None);
    }
}
