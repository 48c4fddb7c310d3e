//! RFC-valid input that a WHATWG URL parser (browsers, the `url` crate)
//! reads differently, each finding saying what it reads instead: the
//! `whatwg` group, one module per part of the URL Standard's parser.
//!
//! Two readings differ when they are not equivalent after RFC 3987's
//! mapping to a URI (IDNA for the hosts of special schemes) and RFC 3986
//! section 6 (with the special schemes' default port and empty path as
//! `/`): `https://example.org` gaining a `/` or `HTTP://EXAMPLE.ORG:80`
//! losing its port is no finding. The group's tests compare its findings
//! with the `url` crate's reading of generated and real URLs; the rules
//! here depend on no such crate.
//!
//! The group runs where a rule may find something: a LEIRI (characters
//! browsers remove or read as `/`), a userinfo (characters they encode or
//! drop), a special scheme (`http`, `https`, `ws`, `wss`, `ftp`, `file`),
//! whose authority, host and query they read their own way.

mod authority;
mod file;
mod host;
mod ipv4;
mod leiri;

use alloc::string::String;

use crate::check::Checker;
use crate::diagnostic::codes::Code;
use crate::diagnostic::finding::Finding;
use crate::syntax::parse::Charset;
use crate::syntax::table::HostKind;

/// A scheme the URL Standard calls special.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Special {
    /// `file`: its own states (no userinfo, no port, drive letters).
    File,
    /// `http`, `https`, `ws`, `wss`, `ftp`.
    Network,
}

/// Whether the scheme of the text is special, and which kind: its
/// lowercase bytes packed in a word, compared with the six names (a
/// scheme's characters are lowercased by setting bit 5: letters, digits,
/// `+`, `-` and `.` alike).
#[inline]
fn special(c: &Checker<'_>) -> Option<Special> {
    const fn word(name: &[u8]) -> u64 {
        let mut word = 0;
        let mut i = 0;
        while i < name.len() {
            word = word << 8 | name[i] as u64;
            i += 1;
        }
        word
    }
    const NETWORK: [u64; 5] = [
        word(b"http"),
        word(b"https"),
        word(b"ws"),
        word(b"wss"),
        word(b"ftp"),
    ];
    let scheme = c.scheme()?;
    if !(2..=5).contains(&scheme.len()) {
        return None;
    }
    let lowered = c.text.as_bytes()[scheme]
        .iter()
        .fold(0_u64, |word, &b| word << 8 | u64::from(b | 0x20));
    if lowered == word(b"file") {
        Some(Special::File)
    } else if NETWORK.contains(&lowered) {
        Some(Special::Network)
    } else {
        None
    }
}

/// Whether the group has something to find: in a LEIRI, and in an IRI
/// with a scheme (the rules ask which one once, in [`check`]: a special
/// one, a userinfo, an `IPvFuture`, an empty host with a port).
#[inline]
pub(in crate::check) fn may_find(c: &Checker<'_>) -> bool {
    c.grammar.charset == Charset::Leiri || c.has_scheme()
}

/// Runs the rules of the `whatwg` group.
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    let special = special(c);
    if c.grammar.charset == Charset::Leiri {
        leiri::check(c, special.is_some());
    }
    match special {
        Some(Special::File) => file::check(c),
        Some(Special::Network) => {
            if authority::check(c) {
                host::check(c);
            }
        }
        None => {
            let refused_anywhere = c.host_kind() == Some(HostKind::IpvFuture)
                || c.host().is_some_and(|host| host.is_empty())
                || c.grammar.charset == Charset::Leiri;
            if refused_anywhere {
                host::opaque(c);
            }
        }
    }
    if special.is_some() {
        authority::query_quote(c);
    }
    if special != Some(Special::File) && c.userinfo().is_some() {
        authority::userinfo(c);
    }
}

/// The text of the edit of `finding` in `input`: what a browser reads, as
/// a suggestion (another URL).
pub(crate) fn replacement(finding: &Finding, input: &str) -> Option<String> {
    input.get(finding.edit_span()?)?;
    match finding.code() {
        Code::WhatwgAuthority => Some(String::from("//")),
        Code::WhatwgIpv4 => host::address_text(finding),
        Code::WhatwgBackslash => Some(String::from("/")),
        _ => None,
    }
}
