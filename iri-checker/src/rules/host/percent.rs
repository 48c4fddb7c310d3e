//! `host-percent-encoded`: a registered name that percent-encodes non-ASCII
//! UTF-8 (RFC 3986 section 3.2.2, 3987bis sections 3.3 and 3.4).

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::diagnostic::finding::{EditKind, FindingInternals};
#[cfg(feature = "idna")]
use crate::host::idna::host_to_ascii;
#[cfg(feature = "nfc")]
use crate::normalize::decoding::Decoding;
#[cfg(feature = "nfc")]
use crate::normalize::nfc::{ends_run, nfc_in_place};
use crate::percent::decode::{decodes_to_utf8, encoded_char_at, triplet_at};
use crate::rules::host::detail::HostDetail;
use iri_core::Component;
use iri_core::HostKind;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;
use iri_core::{Charset, Grammar, parse};

/// Reports the name at `host` when it percent-encodes non-ASCII UTF-8. An
/// IRI (or LEIRI) can hold the characters: the fix writes them as
/// themselves, the name in NFC ([`with_characters`]). A URI cannot: the
/// Punycode form is a different URI, so no fix but a suggestion (with the
/// `idna` feature, when IDNA converts the name: [`punycode_form`]); nor is
/// there a fix when some encoded character must stay encoded (the name
/// would still be percent-encoded). Names whose encodings are all ASCII,
/// or not UTF-8, are the form rules' business.
///
/// The fix rewrites the whole name, which then belongs to it
/// ([`Checker::may_fix`]): the other rules give no fix inside it, since the
/// decoded characters change what their fixes would have to be.
pub(super) fn check(c: &mut Checker<'_>, host: Range<usize>) {
    let finding = match rewrite(c, host.clone()) {
        Rewrite::Nothing => return,
        Rewrite::Fix => {
            Finding::new(HostDetail::PercentEncoded, Component::Host, host.clone()).with_fix(host)
        }
        Rewrite::NoFix => {
            let finding = Finding::new(HostDetail::PunycodeForm, Component::Host, host.clone());
            if punycode_form(&c.text[host.clone()]).is_some() {
                finding.with_suggestion(host)
            } else {
                finding
            }
        }
    };
    c.report(finding);
}

/// Whether `host-percent-encoded` is wanted and rewrites the name at
/// `host` with its fix: the name then belongs to that fix, and no other
/// rule gives a fix inside it (fixes must not overlap).
pub(crate) fn owns_host(c: &Checker<'_>, host: Range<usize>) -> bool {
    c.wants(Code::HostPercentEncoded) && matches!(rewrite(c, host), Rewrite::Fix)
}

/// The text of the edit of a `host-percent-encoded` finding in `input`:
/// the name with its characters (the fix), or its Punycode form (the
/// suggestion). `None` when the span is not the registered name of
/// `input`, or one that percent-encodes no non-ASCII UTF-8.
pub(super) fn replacement(finding: &Finding, input: &str) -> Option<String> {
    let edit = finding.edit()?;
    let table = parse(input, Grammar::LEIRI_REFERENCE).ok()?;
    if table.host() != Some(edit.span()) || table.host_kind() != Some(HostKind::RegName) {
        return None;
    }
    let host = &input[edit.span()];
    if !encodes_non_ascii(host) || !decodes_to_utf8(host) {
        return None;
    }
    match edit.kind() {
        EditKind::Fix => with_characters(host),
        EditKind::Suggestion => punycode_form(host),
    }
}

/// What `host-percent-encoded` says of a name.
enum Rewrite {
    /// Nothing: the name encodes no non-ASCII UTF-8.
    Nothing,
    /// A finding without fix.
    NoFix,
    /// A finding whose fix writes the name with its characters
    /// ([`with_characters`]).
    Fix,
}

/// What `host-percent-encoded` says of the name at `host`: the fix writes
/// the encoded characters as themselves, when the grammar holds them all.
fn rewrite(c: &Checker<'_>, host: Range<usize>) -> Rewrite {
    let text = &c.text[host];
    if !encodes_non_ascii(text) || !decodes_to_utf8(text) {
        return Rewrite::Nothing;
    }
    if c.grammar.charset == Charset::Uri || !may_write_all(text) {
        return Rewrite::NoFix;
    }
    Rewrite::Fix
}

/// Whether `host` percent-encodes a non-ASCII octet.
fn encodes_non_ascii(host: &str) -> bool {
    let bytes = host.as_bytes();
    // Only the `%` bytes can start a triplet: most names have none.
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'%')
        .any(|(at, _)| triplet_at(bytes, at).is_some_and(|octet| !octet.is_ascii()))
}

/// The Punycode form of the percent-encoded name `host` (UTS 46 `ToASCII`
/// of the decoded name), with the `idna` feature and when IDNA converts it.
fn punycode_form(host: &str) -> Option<String> {
    #[cfg(feature = "idna")]
    return host_to_ascii(host, 0).ok();
    #[cfg(not(feature = "idna"))]
    {
        let _ = host;
        None
    }
}

/// The non-ASCII characters a name percent-encodes, in order: the span of
/// each one's triplets and the character, or `None` (and no more) for an
/// encoded octet that leads no UTF-8 character.
struct EncodedCharacters<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> EncodedCharacters<'a> {
    fn of(host: &'a str) -> EncodedCharacters<'a> {
        EncodedCharacters {
            bytes: host.as_bytes(),
            at: 0,
        }
    }
}

impl Iterator for EncodedCharacters<'_> {
    type Item = Option<(Range<usize>, char)>;

    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.bytes;
        while let Some(offset) = bytes.get(self.at..)?.iter().position(|&b| b == b'%') {
            let at = self.at + offset;
            let Some(lead) = triplet_at(bytes, at).filter(|octet| !octet.is_ascii()) else {
                self.at = at + 1;
                continue;
            };
            let Some((ch, len)) = encoded_char_at(bytes, at, lead) else {
                self.at = bytes.len();
                return Some(None);
            };
            self.at = at + len;
            return Some(Some((at..at + len, ch)));
        }
        self.at = bytes.len();
        None
    }
}

/// Whether every encoded non-ASCII character of `host` may be written as
/// itself: whether [`with_characters`] rewrites it, found without
/// building the text.
fn may_write_all(host: &str) -> bool {
    EncodedCharacters::of(host).all(|encoded| encoded.is_some_and(|(_, ch)| may_write(ch)))
}

/// The `Decoding` an IRI's host is normalized with (NFC reads which characters
/// end a run from them).
#[cfg(feature = "nfc")]
const HOST: Decoding = Decoding {
    decode: true,
    upper_hex: true,
    ucschar: true,
    iprivate: false,
};

/// `host`, whose percent-encodings decode to UTF-8, with its encoded
/// non-ASCII characters written as themselves and then in NFC, as
/// normalization writes them (`Steps::NFC`: decoding may put a character
/// before a combining mark that composes with it, or that NFC reorders);
/// the ASCII encodings are kept as written. `None` when some encoded
/// character must stay encoded: an IRI may not hold it
/// (`is_inappropriate_in_iri`), or its NFC form would bring in a delimiter
/// (U+037E is `;`), which `unicode-not-nfc` asks to percent-encode.
fn with_characters(host: &str) -> Option<String> {
    let mut out = String::with_capacity(host.len());
    let mut copied = 0;
    for encoded in EncodedCharacters::of(host) {
        let (span, ch) = encoded?;
        if !may_write(ch) {
            return None;
        }
        out.push_str(&host[copied..span.start]);
        out.push(ch);
        copied = span.end;
    }
    out.push_str(&host[copied..]);
    #[cfg(feature = "nfc")]
    nfc_in_place(&mut out, 0, HOST);
    Some(out)
}

/// Whether the encoded `ch` may be written as itself in a name.
fn may_write(ch: char) -> bool {
    #[cfg(feature = "nfc")]
    if ends_run(ch, HOST) {
        return false;
    }
    !is_inappropriate_in_iri(ch, false)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::{Policy, check};

    /// The `host-percent-encoded` finding of `input` in `grammar`, with
    /// the form and unicode rules allowed.
    fn percent_encoded(input: &str, grammar: Grammar) -> Option<Finding> {
        let policy: Policy = "allow = [\"form\", \"unicode\"]".parse().unwrap();
        let table = parse(input, grammar).unwrap();
        check(input, &table, grammar, &policy)
            .iter()
            .find(|f| f.code() == Code::HostPercentEncoded)
            .copied()
    }

    #[test]
    fn in_an_iri_the_fix_writes_the_characters() {
        let input = "http://r%C3%A9sum%C3%A9.example.org/";
        let found = percent_encoded(input, Grammar::IRI).unwrap();
        assert_eq!(found.message().to_string(), "percent-encoded host name");
        assert_eq!(
            found.help().unwrap().to_string(),
            "write the encoded characters as themselves"
        );
        let fix = found.fix(input).unwrap();
        assert_eq!(
            (fix.span(), fix.replacement()),
            (7..35, "r\u{E9}sum\u{E9}.example.org")
        );
        assert!(found.suggestion(input).is_none());
    }

    #[test]
    fn in_a_uri_the_punycode_form_is_a_suggestion() {
        let input = "http://r%C3%A9sum%C3%A9.example.org/";
        let found = percent_encoded(input, Grammar::URI).unwrap();
        assert!(found.fix(input).is_none());
        assert_eq!(found.message().to_string(), "percent-encoded host name");
        assert_eq!(
            found.help().unwrap().to_string(),
            "write the name in Punycode (its IDNA `ToASCII` form)"
        );
        let suggestion = found.suggestion(input);
        #[cfg(feature = "idna")]
        {
            let suggestion = suggestion.unwrap();
            assert_eq!(
                (suggestion.span(), suggestion.replacement()),
                (7..35, "xn--rsum-bpad.example.org")
            );
            assert!(found.annotate(input).to_string().ends_with(
                "replace `r%C3%A9sum%C3%A9.example.org` with `xn--rsum-bpad.example.org`"
            ));
        }
        #[cfg(not(feature = "idna"))]
        assert!(suggestion.is_none());
    }

    #[test]
    fn a_character_that_stays_encoded_leaves_no_fix() {
        // The encoded RLO stays encoded; IDNA disallows it: no suggestion.
        let input = "//%C3%A9%E2%80%AE";
        let found = percent_encoded(input, Grammar::IRI_REFERENCE).unwrap();
        assert!(found.fix(input).is_none());
        assert!(found.suggestion(input).is_none());
        assert_eq!(
            found.help().unwrap().to_string(),
            "write the name in Punycode (its IDNA `ToASCII` form)"
        );
        // U+037E stays encoded (it is `;` in NFC), but IDNA converts the
        // name: its `ToASCII` form is the suggestion, as in a URI.
        #[cfg(all(feature = "nfc", feature = "idna"))]
        {
            let input = "//a%CD%BE";
            let found = percent_encoded(input, Grammar::IRI_REFERENCE).unwrap();
            assert!(found.fix(input).is_none());
            let suggestion = found.suggestion(input).unwrap();
            assert_eq!((suggestion.span(), suggestion.replacement()), (2..9, "a;"));
        }
    }

    #[test]
    fn the_replacement_of_another_text_is_none() {
        let input = "http://r%C3%A9sum%C3%A9.example.org/";
        let found = percent_encoded(input, Grammar::IRI).unwrap();
        assert!(found.fix("http://a/").is_none());
        assert!(
            found
                .fix("http://resume.example.org/and more text")
                .is_none()
        );
        // The same span, but not the host.
        assert!(found.fix("http:/a/r%C3%A9sum%C3%A9.example.org/").is_none());
        assert!(found.fix("http://r%C3%A9sum%C3%A9.example.org/").is_some());
    }

    #[test]
    fn may_write_all_agrees_with_the_rewrite() {
        for host in [
            "a%C3%A9b",
            "%41%c3%a9%41",
            "%E2%80%AE%C3%A9\u{E8}",
            "abc",
            "a%CD%BE",
            "%C3",
            "%%C3%A9",
            "%C3%A9%",
        ] {
            assert_eq!(
                may_write_all(host),
                with_characters(host).is_some(),
                "{host}"
            );
        }
    }

    #[test]
    fn the_fix_decodes_every_encoded_character_or_none() {
        assert_eq!(with_characters("a%C3%A9b").as_deref(), Some("a\u{E9}b"));
        assert_eq!(
            with_characters("%41%c3%a9%41").as_deref(),
            Some("%41\u{E9}%41")
        );
        // An encoded RLO stays encoded: the name would stay percent-encoded.
        assert_eq!(with_characters("%E2%80%AE%C3%A9\u{E8}"), None);
        assert_eq!(with_characters("abc").as_deref(), Some("abc"));
    }

    #[cfg(feature = "nfc")]
    #[test]
    fn the_fix_writes_the_name_in_nfc() {
        // U+0374 is U+02B9 in NFC; the decoded U+0455 needs nothing.
        assert_eq!(
            with_characters("\u{374}%d1%95").as_deref(),
            Some("\u{2B9}\u{455}")
        );
        // A decoded combining mark composes with the letter before it.
        assert_eq!(with_characters("a%CC%8A").as_deref(), Some("\u{E5}"));
        // Marks after a decoded letter take their canonical order.
        assert_eq!(
            with_characters("%ca%AC\u{657}\u{65C}").as_deref(),
            Some("\u{2AC}\u{65C}\u{657}")
        );
        // U+037E would be `;` in NFC: it stays encoded, so no rewrite.
        assert_eq!(with_characters("a%CD%BE"), None);
    }
}
