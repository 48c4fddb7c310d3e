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

/// Whether the scheme of the text is special, and which kind: told by
/// its length and bytes, lowercased by setting bit 5 (letters, digits,
/// `+`, `-` and `.` alike), without a loop.
#[inline]
fn special(c: &Checker<'_>) -> Option<Special> {
    let scheme = c.scheme()?;
    let lower = |at: usize| c.text.as_bytes()[scheme.start + at] | 0x20;
    let http = || lower(0) == b'h' && lower(1) == b't' && lower(2) == b't' && lower(3) == b'p';
    let network = match scheme.len() {
        2 => lower(0) == b'w' && lower(1) == b's',
        3 => {
            (lower(0) == b'w' && lower(1) == b's' && lower(2) == b's')
                || (lower(0) == b'f' && lower(1) == b't' && lower(2) == b'p')
        }
        4 if lower(0) == b'f' => {
            let file = lower(1) == b'i' && lower(2) == b'l' && lower(3) == b'e';
            return file.then_some(Special::File);
        }
        4 => http(),
        5 => http() && lower(4) == b's',
        _ => false,
    };
    network.then_some(Special::Network)
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
    if special.is_some() && c.query().is_some() {
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
