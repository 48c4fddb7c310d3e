//! `host-percent-encoded`: a registered name that percent-encodes non-ASCII
//! UTF-8 (RFC 3986 section 3.2.2, 3987bis sections 3.3 and 3.4).

use alloc::string::String;
use core::ops::Range;

use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::check::Checker;
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::fix::Fix;
#[cfg(feature = "idna")]
use crate::host::idna::host_to_ascii;
#[cfg(feature = "nfc")]
use crate::normalize::nfc::{ends_run, nfc_in_place};
#[cfg(feature = "nfc")]
use crate::normalize::rules::Rules;
use crate::percent::decode::{decodes_to_utf8, encoded_char_at, triplet_at};
use crate::syntax::parse::Charset;

/// Reports the name at `host` when it percent-encodes non-ASCII UTF-8. An
/// IRI (or LEIRI) can hold the characters: the fix writes them as
/// themselves, the name in NFC. A URI cannot: the help gives the Punycode
/// form, which is a different URI, so no fix; nor is there one when some
/// encoded character must stay encoded (the name would still be
/// percent-encoded). Names whose encodings are all ASCII, or not UTF-8, are
/// the form rules' business.
///
/// The fix rewrites the whole name, which then belongs to it
/// ([`Checker::may_fix`]): the other rules give no fix inside it, since the
/// decoded characters change what their fixes would have to be.
pub(super) fn check(c: &mut Checker<'_>, host: Range<usize>) {
    let text = &c.text[host.clone()];
    let finding = Finding::new(Code::HostPercentEncoded, Component::Host, host.clone());
    let finding = match rewrite(c, host.clone()) {
        Rewrite::Nothing => return,
        Rewrite::Fix(fixed) => finding
            .with_help("write the encoded characters as themselves")
            .with_fix_text(Fix::new(host, fixed)),
        Rewrite::NoFix => finding.with_help(punycode_help(text)),
    };
    c.report(finding);
}

/// Whether `host-percent-encoded` is wanted and rewrites the name at
/// `host` with its fix: the name then belongs to that fix, and no other
/// rule gives a fix inside it (fixes must not overlap).
pub(in crate::check) fn owns_host(c: &Checker<'_>, host: Range<usize>) -> bool {
    c.wants(Code::HostPercentEncoded) && matches!(rewrite(c, host), Rewrite::Fix(_))
}

/// What `host-percent-encoded` says of a name.
enum Rewrite {
    /// Nothing: the name encodes no non-ASCII UTF-8.
    Nothing,
    /// A finding without fix.
    NoFix,
    /// A finding whose fix is this name.
    Fix(String),
}

/// What `host-percent-encoded` says of the name at `host`: the fix writes
/// the encoded characters as themselves, when the grammar holds them all.
fn rewrite(c: &Checker<'_>, host: Range<usize>) -> Rewrite {
    let text = &c.text[host];
    let bytes = text.as_bytes();
    // Only the `%` bytes can start a triplet: most names have none.
    let encodes_non_ascii = bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'%')
        .any(|(at, _)| triplet_at(bytes, at).is_some_and(|octet| !octet.is_ascii()));
    if !encodes_non_ascii || !decodes_to_utf8(text) {
        return Rewrite::Nothing;
    }
    if c.grammar.charset == Charset::Uri {
        return Rewrite::NoFix;
    }
    match with_characters(text) {
        Some(fixed) => Rewrite::Fix(fixed),
        None => Rewrite::NoFix,
    }
}

/// How to write the percent-encoded name `host` in Punycode.
fn punycode_help(host: &str) -> String {
    #[cfg(feature = "idna")]
    if let Ok(ascii) = host_to_ascii(host, 0) {
        return alloc::format!("write the name in punycode: `{ascii}`");
    }
    let _ = host;
    String::from("write the name in punycode (idna `ToASCII`)")
}

/// The rules an IRI's host is normalized with (NFC reads which characters
/// end a run from them).
#[cfg(feature = "nfc")]
const HOST: Rules = Rules {
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
    let bytes = host.as_bytes();
    let mut out = String::with_capacity(host.len());
    let mut copied = 0;
    let mut at = 0;
    while let Some(offset) = bytes[at..].iter().position(|&b| b == b'%') {
        at += offset;
        let Some(lead) = triplet_at(bytes, at).filter(|octet| !octet.is_ascii()) else {
            at += 1;
            continue;
        };
        // The host decodes to UTF-8: a non-ASCII octet leads a character.
        let (ch, len) = encoded_char_at(bytes, at, lead)?;
        if !may_write(ch) {
            return None;
        }
        out.push_str(&host[copied..at]);
        out.push(ch);
        at += len;
        copied = at;
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
    use super::*;

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
