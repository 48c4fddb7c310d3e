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
pub(crate) mod detail;
mod file;
mod host;
mod ipv4;
mod leiri;
mod sentences;

use alloc::string::String;

use crate::Checker;
use crate::diagnostic::finding::Voice;
use crate::rules::voice::{GroupDetail, voice};
use crate::rules::whatwg::detail::WhatwgDetail;
use crate::schemes::table::{SCHEMES, by_entry};
use iri_core::Charset;
use iri_core::HostKind;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// A scheme the URL Standard calls special.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Special {
    /// `file`: its own states (no userinfo, no port, drive letters).
    File,
    /// `http`, `https`, `ws`, `wss`, `ftp`.
    Network,
}

/// The names of the special schemes, and their kinds: each has an entry
/// in the scheme table (a test checks it).
const SPECIAL_NAMES: [(&str, Special); 6] = [
    ("http", Special::Network),
    ("https", Special::Network),
    ("ws", Special::Network),
    ("wss", Special::Network),
    ("ftp", Special::Network),
    ("file", Special::File),
];

/// Per entry of the scheme table, whether its scheme is special, and which
/// kind.
const SPECIAL: [Option<Special>; SCHEMES.len()] = by_entry(&SPECIAL_NAMES);

/// Whether the scheme of the text is special, and which kind: told by its
/// entry in the scheme table (in any case), which the scheme rules looked
/// up already.
#[inline]
fn special(c: &Checker<'_>) -> Option<Special> {
    SPECIAL[c.scheme_entry()?.index()]
}

/// Whether the group has something to find: in a LEIRI, and in an IRI
/// with a scheme (the rules ask which one once, in [`check`]: a special
/// one, a userinfo, an `IPvFuture`, an empty host with a port).
#[inline]
pub(crate) fn may_find(c: &Checker<'_>) -> bool {
    c.grammar.charset == Charset::Leiri || c.has_scheme()
}

/// Runs the rules of the `whatwg` group.
pub(crate) fn check(c: &mut Checker<'_>) {
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
    if special != Some(Special::File) && c.has_userinfo() {
        authority::userinfo(c);
    }
}

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`) and the text of
/// their edits.
pub(crate) static VOICE: Voice = voice::<WhatwgDetail>();

impl GroupDetail for WhatwgDetail {
    fn code(self) -> Code {
        WhatwgDetail::code(self)
    }

    /// What a browser reads, as a suggestion (another URL).
    fn replacement(self, finding: &Finding, input: &str) -> Option<String> {
        input.get(finding.edit_span()?)?;
        match self {
            WhatwgDetail::Authority { .. } => Some(String::from("//")),
            WhatwgDetail::Ipv4(octets) => host::address_text(octets?),
            WhatwgDetail::Backslash => Some(String::from("/")),
            WhatwgDetail::Refused(_)
            | WhatwgDetail::Encoded
            | WhatwgDetail::Userinfo { .. }
            | WhatwgDetail::File(_)
            | WhatwgDetail::Stripped { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{SPECIAL, SPECIAL_NAMES};
    use crate::schemes::table;

    #[test]
    fn every_special_scheme_has_an_entry_of_its_kind() {
        for (name, kind) in SPECIAL_NAMES {
            let entry = table::entry(&name.to_ascii_uppercase());
            assert_eq!(entry.and_then(|e| SPECIAL[e.index()]), Some(kind), "{name}");
        }
        let special = SPECIAL.iter().filter(|s| s.is_some()).count();
        assert_eq!(special, SPECIAL_NAMES.len());
    }
}
