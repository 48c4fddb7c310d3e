//! How a WHATWG URL parser (the `url` crate) reads an RFC-valid input,
//! compared with this crate's reading (feature `url`): the measure of the
//! checker's `whatwg` group.
//!
//! Two readings agree when they are equivalent as the group defines it:
//! the URL's serialization, read as a LEIRI (WHATWG leaves some characters
//! unencoded that an IRI must encode) and mapped to an IRI, is equivalent
//! to the input (a LEIRI mapped to an IRI too) under every normalization
//! step of RFC 3986 section 6 and RFC 3987 section 5.3, with the hosts
//! also compared in their IDNA ASCII form; and a host that the input holds
//! as a registered name is not an IP address to WHATWG (a name is compared
//! by name, an address by number: `https://１２７.０.０.１/` maps to the
//! text `127.0.0.1`, and an allow-list of names does not see it).

use iri_checker::{Code, Finding, Group, Level, Policy, check};
use iri_core::normalize::Steps;
use iri_core::{Grammar, HostKind, Iri, IriRef, Leiri, LeiriRef, Ri, kind::Kind};
use std::fmt::Write as _;
use std::ops::Deref;

/// What a WHATWG parser makes of an input.
#[derive(Debug)]
pub enum Reading {
    /// A URL equivalent to the input.
    Same,
    /// It refuses the input.
    Refused(url::ParseError),
    /// A URL that is not equivalent.
    Changed(url::Url),
}

impl Reading {
    /// Whether the readings differ.
    #[must_use]
    pub fn differs(&self) -> bool {
        !matches!(self, Reading::Same)
    }
}

/// The grammar an input is RFC-valid under, with WHATWG's reading of it:
/// an absolute IRI, or else an absolute LEIRI (`None` when it is neither).
#[must_use]
pub fn reading(text: &str) -> Option<(Grammar, Reading)> {
    if let Ok(iri) = Iri::parse(text) {
        return Some((Grammar::IRI, read(text, &iri)));
    }
    let leiri = Leiri::parse(text).ok()?;
    Some((Grammar::LEIRI, read(text, &leiri)))
}

/// WHATWG's reading of `text`, whose value this crate reads as `ours`.
fn read<K: Kind, S: Deref<Target = str>>(text: &str, ours: &Ri<K, S>) -> Reading {
    match url::Url::parse(text) {
        Err(e) => Reading::Refused(e),
        Ok(url) if means_the_same(&url, ours) => Reading::Same,
        Ok(url) => Reading::Changed(url),
    }
}

/// Whether `url` is equivalent to `ours` (see the module's documentation).
#[must_use]
pub fn means_the_same<K: Kind, S: Deref<Target = str>>(url: &url::Url, ours: &Ri<K, S>) -> bool {
    let ours = ours.as_borrowed();
    let name_became_address = ours.components().host_kind == Some(HostKind::RegName)
        && matches!(url.host(), Some(url::Host::Ipv4(_) | url::Host::Ipv6(_)));
    if name_became_address {
        return false;
    }
    match (canonical(url.as_str()), canonical(ours.as_str())) {
        (Some(theirs), Some(ours)) => theirs == ours,
        _ => false,
    }
}

/// The schemes the URL Standard calls special.
const SPECIAL: [&str; 6] = ["ftp", "file", "http", "https", "ws", "wss"];

/// The URI that `text`, a LEIRI reference, is equivalent to in the
/// group's sense: mapped to an IRI, normalized with every step, a port
/// without leading zeros (a number), the empty path of a special scheme
/// as `/`, then mapped to a URI, with IDNA for the registered names of
/// special schemes.
fn canonical(text: &str) -> Option<String> {
    let leiri = LeiriRef::parse(text).ok()?;
    let iri = leiri.to_iri();
    // IDNA maps the host as written: it normalizes after its own mapping,
    // and NFC first would reorder combining marks that the mapping turns
    // into base letters (U+0345 before U+0300 becomes ι, which composes).
    let written_host = iri.as_borrowed().components().host.map(str::to_owned);
    let normal = iri.normalize_with(Steps::ALL);
    let parts = normal.as_borrowed().components();
    let special = parts
        .scheme
        .is_some_and(|s| SPECIAL.iter().any(|x| x.eq_ignore_ascii_case(s)));
    let mut out = String::new();
    if let Some(scheme) = parts.scheme {
        out.push_str(scheme);
        out.push(':');
    }
    if let Some(host) = parts.host {
        out.push_str("//");
        if let Some(userinfo) = parts.userinfo {
            out.push_str(userinfo);
            out.push('@');
        }
        match parts.host_kind {
            Some(HostKind::RegName) if special => {
                push_domain(&mut out, written_host.as_deref().unwrap_or(host));
            }
            _ => out.push_str(host),
        }
        if let Some(port) = parts.port {
            let digits = port.trim_start_matches('0');
            out.push(':');
            out.push_str(if digits.is_empty() && !port.is_empty() {
                "0"
            } else {
                digits
            });
        }
    }
    if special && parts.host.is_some() && parts.path.is_empty() {
        out.push('/');
    }
    out.push_str(parts.path);
    if let Some(query) = parts.query {
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = parts.fragment {
        out.push('#');
        out.push_str(fragment);
    }
    let rebuilt = IriRef::parse(out.as_str()).ok()?;
    Some(
        rebuilt
            .to_uri()
            .normalize_with(Steps::ALL)
            .as_str()
            .to_owned(),
    )
}

/// A registered name of a special scheme as the group maps it: decoded,
/// then UTS 46 `ToASCII` with the URL Standard's settings, each octet that
/// a URI registered name cannot hold percent-encoded; as written when IDNA
/// refuses it.
fn push_domain(out: &mut String, host: &str) {
    let decoded = iri_core::percent::decode(host);
    let Ok(ascii) = idna::domain_to_ascii_cow(&decoded, idna::AsciiDenyList::URL) else {
        out.push_str(host);
        return;
    };
    for b in ascii.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
}

/// The differences between the two readings that are no divergence of a
/// browser, by class (named in `tests/data/whatwg-exceptions.jsonl`, which
/// says why): `None` when `text` is of none.
///
/// - `file-empty-segment`: a `file:` URL with an authority whose path
///   starts with `//` once normalized; the `url` crate drops the empty
///   first segment.
/// - `drive-letter-segment`: a path holding a segment of a letter and `:` or `|`
///   (and what follows a `\` in a LEIRI) that a later `..` removes (but the first segment of a `file:` path,
///   a drive letter, which `whatwg-file` reports); the `url` crate keeps
///   it.
/// - `stripped-without-effect`: a LEIRI whose tabs and newlines, which a
///   browser removes, are in a segment that a `..` removes anyway.
#[must_use]
pub fn known_difference(text: &str) -> Option<&'static str> {
    if text.contains(['\t', '\n', '\r']) {
        let removed = text.replace(['\t', '\n', '\r'], "");
        if canonical(&removed).is_some() && canonical(&removed) == canonical(text) {
            return Some("stripped-without-effect");
        }
    }
    let normal = LeiriRef::parse(text)
        .ok()?
        .to_iri()
        .normalize_with(Steps::ALL);
    let parts = normal.as_borrowed().components();
    let file = parts.scheme.is_some_and(|s| s.eq_ignore_ascii_case("file"));
    let leiri = LeiriRef::parse(text).ok()?;
    let segments: Vec<&str> = leiri.as_borrowed().components().path.split('/').collect();
    // As the `url` crate tests it: a letter, `:` or `|`, then nothing or `\`.
    let drive = |s: &str| matches!(s.as_bytes(), [letter, b':' | b'|'] | [letter, b':' | b'|', b'\\', ..] if letter.is_ascii_alphabetic());
    let dot_dot = |s: &str| {
        let lower = s.to_ascii_lowercase();
        matches!(lower.as_str(), ".." | ".%2e" | "%2e." | "%2e%2e")
    };
    let first = |at: usize| at == 0 || (at == 1 && segments[0].is_empty());
    let protected = (0..segments.len()).any(|at| {
        drive(segments[at]) && !(file && first(at)) && segments[at + 1..].iter().any(|s| dot_dot(s))
    });
    if protected {
        return Some("drive-letter-segment");
    }
    if file && parts.host.is_some() && parts.path.starts_with("//") {
        return Some("file-empty-segment");
    }
    None
}

/// The codes by which the checker says that WHATWG reads `text` (valid
/// under `grammar`) differently: the `whatwg` group's, and `form-port-range`
/// when WHATWG refuses it (`refused`), since that sentence says browsers
/// refuse such a port. The codes that cover some of the group's are
/// allowed, so that the group speaks where they would cover it
/// (`host-dns-character` covers `whatwg-refused`). The differential test
/// and the `whatwg` fuzz target both ask this.
///
/// # Panics
///
/// When `text` is not valid under `grammar`.
#[must_use]
pub fn reported(text: &str, grammar: Grammar, refused: bool) -> Vec<Code> {
    let table = iri_core::parse(text, grammar).expect("valid under its grammar");
    let mut policy = Policy::STRICT;
    for &code in Code::ALL {
        if code.covers().iter().any(|c| c.group() == Group::Whatwg) {
            policy = policy.with(code, Level::Allow);
        }
    }
    check(text, &table, grammar, &policy)
        .iter()
        .map(Finding::code)
        .filter(|&code| code.group() == Group::Whatwg || (refused && code == Code::FormPortRange))
        .collect()
}
