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
use crate::percent::decode::decode_utf8_with as decode_utf8;
use crate::percent::decode::{decodes_to_utf8, triplet_at};
use crate::syntax::parse::Charset;

/// Reports the name at `host` when it percent-encodes non-ASCII UTF-8. An
/// IRI (or LEIRI) can hold the characters: the fix writes those it may hold
/// as themselves. A URI cannot: the help gives the Punycode form, which is a
/// different URI, so no fix. Names whose encodings are all ASCII, or not
/// UTF-8, are the form rules' business.
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
/// `host` with its fix: the name then belongs to that fix, and the form
/// rules give no fix inside it (fixes must not overlap).
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
/// the encoded characters as themselves, when that changes the name and
/// the grammar holds them.
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
    let fixed = with_characters(text);
    if fixed == text {
        Rewrite::NoFix
    } else {
        Rewrite::Fix(fixed)
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

/// `host`, whose percent-encodings decode to UTF-8, with each encoded
/// non-ASCII character that an IRI may hold written as itself; the other
/// percent-encodings are kept as written.
fn with_characters(host: &str) -> String {
    let bytes = host.as_bytes();
    let mut out = String::with_capacity(host.len());
    let mut copied = 0;
    let mut at = 0;
    while let Some(offset) = bytes[at..].iter().position(|&b| b == b'%') {
        at += offset;
        // A run of encoded non-ASCII octets: whole characters, since the
        // host decodes to UTF-8 and ASCII or a literal character ends it.
        let mut end = at;
        while triplet_at(bytes, end).is_some_and(|octet| !octet.is_ascii()) {
            end += 3;
        }
        if end == at {
            at += 1;
            continue;
        }
        out.push_str(&host[copied..at]);
        let run = &host[at..end];
        match decode_utf8(run, false).ok() {
            Some(chars) => {
                for (offset, ch) in chars.char_indices() {
                    if is_inappropriate_in_iri(ch, false) {
                        out.push_str(&run[3 * offset..3 * (offset + ch.len_utf8())]);
                    } else {
                        out.push(ch);
                    }
                }
            }
            None => out.push_str(run),
        }
        copied = end;
        at = end;
    }
    out.push_str(&host[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fix_decodes_what_an_iri_holds_and_keeps_the_rest() {
        assert_eq!(with_characters("a%C3%A9b"), "a\u{E9}b");
        assert_eq!(with_characters("%41%c3%a9%41"), "%41\u{E9}%41");
        assert_eq!(
            with_characters("%E2%80%AE%C3%A9\u{E8}"),
            "%E2%80%AE\u{E9}\u{E8}"
        );
        assert_eq!(with_characters("abc"), "abc");
    }
}
