//! The one generator of valid values behind the `arbitrary` and `proptest`
//! integrations. It reads its choices from a source where 0 is always the
//! simplest choice (a component absent, a string empty, the letter `a`),
//! so that a source that runs out gives short values, and one that shrinks
//! towards zeros (proptest's) shrinks the values towards short ones.
//!
//! It writes the grammar of RFC 3987 (and 3986, and the LEIRI one) from the
//! top: a scheme or none; an authority or none, with a userinfo or none,
//! a host that is empty, a registered name, an IPv4 address, an IPv6
//! address (compressed or not, with an IPv4 tail or not) or an IPvFuture
//! literal, and a port or none (empty, short, long, with leading zeros);
//! a path of each form (empty, absolute, rootless, with empty, `.` and
//! `..` segments); a query and a fragment or none. Characters are letters,
//! the class's delimiters, percent-encodings (of single bytes and of whole
//! UTF-8 sequences), `ucschar`, `iprivate` in queries, and for LEIRIs the
//! characters only they allow. It keeps a static type's constraints
//! by construction.

use alloc::string::String;
use core::fmt::Write;

use crate::constraints::fields::Fields;
use crate::constraints::{Constraints, Presence};
use crate::ri::kind::Kind;
use crate::syntax::parse::{Charset, Form};

/// The parts of a value, each of which may read its choices from a stream
/// of its own, so that shrinking one part's choices leaves the others'
/// alone (proptest's source does; arbitrary's reads one stream).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    Scheme,
    Authority,
    Userinfo,
    Host,
    Port,
    Path,
    Query,
    Fragment,
}

#[cfg(feature = "proptest")]
impl Part {
    /// How many parts there are (proptest's source draws a stream each).
    pub(crate) const COUNT: usize = 8;
}

/// A source of choices.
pub(crate) trait Choices {
    /// The next choices are for `part`.
    fn part(&mut self, part: Part) {
        let _ = part;
    }

    /// A number below `n` (`n` is at least 1); 0 when the source runs out.
    fn below(&mut self, n: usize) -> usize;

    /// Whether to take the less simple branch (false when the source runs
    /// out).
    fn chance(&mut self) -> bool {
        self.below(2) == 1
    }

    /// One of `items`, the first the simplest.
    fn pick<'t>(&mut self, items: &[&'t str]) -> &'t str {
        items[self.below(items.len())]
    }
}

/// What to generate: a kind's grammar and a type's constraints.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Spec {
    /// The constraints, with the kind's say on the fragment (a kind without
    /// one forbids it) and an empty path prefix as none.
    fields: Fields,
    /// The kind's characters, or URI ones where the constraints say ASCII.
    charset: Charset,
    /// The scheme's presence, from the kind's form and the constraints'.
    scheme: Presence,
    /// Ports of any digits, past 65535 too: the grammar's, which no
    /// static type takes (its port range is at most 65535).
    any_port: bool,
}

impl Spec {
    /// The values of kind `K`: its grammar, whole.
    pub(crate) fn of_kind<K: Kind>() -> Spec {
        Spec {
            any_port: true,
            ..Spec::of::<K>(&Constraints::NONE)
        }
    }

    /// The values of kind `K` that keep `constraints`.
    pub(crate) fn of<K: Kind>(constraints: &Constraints<'static>) -> Spec {
        let mut fields = constraints.fields();
        let grammar = K::GRAMMAR;
        let scheme = match grammar.form {
            Form::Absolute => Presence::Required,
            Form::AbsoluteWithoutFragment => {
                fields.fragment = Presence::Forbidden;
                Presence::Required
            }
            Form::Relative => Presence::Forbidden,
            Form::Reference => fields.form,
        };
        fields.path_prefix = fields.path_prefix.filter(|p| !p.is_empty());
        Spec {
            fields,
            charset: if fields.ascii {
                Charset::Uri
            } else {
                grammar.charset
            },
            scheme,
            any_port: false,
        }
    }
}

/// Whether a component of `presence` is there.
fn present(c: &mut impl Choices, presence: Presence) -> bool {
    match presence {
        Presence::Required => true,
        Presence::Forbidden => false,
        Presence::Any => c.chance(),
    }
}

/// A value of `spec`.
pub(crate) fn generate(c: &mut impl Choices, spec: &Spec) -> String {
    let mut out = String::new();
    c.part(Part::Scheme);
    let scheme = present(c, spec.scheme);
    if scheme {
        write_scheme(c, spec, &mut out);
        out.push(':');
    }
    c.part(Part::Authority);
    let authority = match spec.fields.path_prefix {
        // A path after an authority is empty or starts with `/`; a path
        // without one does not start with `//`.
        Some(prefix) if !prefix.starts_with('/') => false,
        Some(prefix) if prefix.starts_with("//") => true,
        _ => {
            [spec.fields.userinfo, spec.fields.host, spec.fields.port].contains(&Presence::Required)
                || c.chance()
        }
    };
    if authority {
        out.push_str("//");
        write_authority(c, spec, &mut out);
    }
    c.part(Part::Path);
    write_path(c, spec, authority, scheme, &mut out);
    c.part(Part::Query);
    if present(c, spec.fields.query) {
        out.push('?');
        write_chars(c, spec.charset, Class::Query, 8, &mut out);
    }
    c.part(Part::Fragment);
    if present(c, spec.fields.fragment) {
        out.push('#');
        write_chars(c, spec.charset, Class::Fragment, 8, &mut out);
    }
    out
}

/// Schemes, the simplest first; the last choice makes one up.
const SCHEMES: &[&str] = &[
    "a", "http", "https", "urn", "file", "mailto", "tag", "HTTP", "x-y+z.1", "",
];

fn write_scheme(c: &mut impl Choices, spec: &Spec, out: &mut String) {
    const FIRST: &[u8] = b"aZq";
    const REST: &[u8] = b"a0Z9+-.";
    if !spec.fields.schemes.is_empty() {
        // The type compares schemes ignoring ASCII case.
        for ch in c.pick(spec.fields.schemes).chars() {
            out.push(if c.chance() {
                ch.to_ascii_uppercase()
            } else {
                ch
            });
        }
        return;
    }
    let scheme = c.pick(SCHEMES);
    if !scheme.is_empty() {
        out.push_str(scheme);
        return;
    }
    out.push(char::from(FIRST[c.below(FIRST.len())]));
    for _ in 0..c.below(7) {
        out.push(char::from(REST[c.below(REST.len())]));
    }
}

fn write_authority(c: &mut impl Choices, spec: &Spec, out: &mut String) {
    c.part(Part::Userinfo);
    if present(c, spec.fields.userinfo) {
        write_chars(c, spec.charset, Class::Userinfo, 6, out);
        out.push('@');
    }
    c.part(Part::Host);
    let form = match spec.fields.host {
        Presence::Forbidden => 0,
        Presence::Required => 1 + c.below(4),
        Presence::Any => c.below(5),
    };
    write_host(c, spec, form, out);
    c.part(Part::Port);
    if present(c, spec.fields.port) {
        out.push(':');
        write_port(c, spec, out);
    }
}

/// A host of form `form`: 0 empty, 1 a registered name, 2 IPv4, 3 IPv6,
/// 4 IPvFuture.
fn write_host(c: &mut impl Choices, spec: &Spec, form: usize, out: &mut String) {
    const FUTURE: &[u8] = b"a1-._~!$&'()*+,;=:Z";
    match form {
        0 => {}
        1 => {
            // Not empty: the simplest is `a`.
            let start = out.len();
            write_chars(c, spec.charset, Class::RegName, 10, out);
            if out.len() == start {
                out.push('a');
            }
        }
        2 => write_ipv4(c, out),
        3 => {
            out.push('[');
            write_ipv6(c, out);
            out.push(']');
        }
        _ => {
            out.push('[');
            out.push(if c.chance() { 'V' } else { 'v' });
            for _ in 0..=c.below(3) {
                write_hex_digit(c, out);
            }
            out.push('.');
            for _ in 0..=c.below(6) {
                out.push(char::from(FUTURE[c.below(FUTURE.len())]));
            }
            out.push(']');
        }
    }
}

fn write_ipv4(c: &mut impl Choices, out: &mut String) {
    for i in 0..4 {
        if i > 0 {
            out.push('.');
        }
        let octet = match c.below(3) {
            0 => c.below(10),
            1 => c.below(100),
            _ => c.below(256),
        };
        let _ = write!(out, "{octet}");
    }
}

fn write_ipv6(c: &mut impl Choices, out: &mut String) {
    let ipv4_tail = c.below(4) == 3;
    // The 16-bit groups written as `h16` (the IPv4 tail takes two).
    let groups = if ipv4_tail { 6 } else { 8 };
    let (before, after) = if c.below(3) == 2 {
        // Uncompressed.
        (groups, None)
    } else {
        // `::` for at least one group: the simplest is `::` alone.
        let before = c.below(groups + 1).min(groups - 1);
        let compressed = (groups - before) - c.below(groups - before);
        (before, Some(groups - before - compressed))
    };
    for i in 0..before {
        if i > 0 {
            out.push(':');
        }
        write_h16(c, out);
    }
    if let Some(after) = after {
        out.push_str("::");
        for i in 0..after {
            if i > 0 {
                out.push(':');
            }
            write_h16(c, out);
        }
        if ipv4_tail && after > 0 {
            out.push(':');
        }
    } else if ipv4_tail {
        out.push(':');
    }
    if ipv4_tail {
        write_ipv4(c, out);
    }
}

/// One to four hex digits.
fn write_h16(c: &mut impl Choices, out: &mut String) {
    for _ in 0..=c.below(4) {
        write_hex_digit(c, out);
    }
}

fn write_port(c: &mut impl Choices, spec: &Spec, out: &mut String) {
    let (min, max) = spec.fields.port_range;
    if (min, max) != (0, u16::MAX) {
        // Empty, or a number in the range.
        if spec.fields.port == Presence::Required || c.chance() {
            let span = usize::from(max - min) + 1;
            let port = usize::from(min) + c.below(span);
            if c.below(8) == 7 {
                out.push('0');
            }
            let _ = write!(out, "{port}");
        }
        return;
    }
    match c.below(4) {
        0 => {}
        1 => {
            let _ = write!(out, "{}", c.below(100));
        }
        2 => {
            let _ = write!(out, "{}", c.below(65_536));
        }
        _ if spec.any_port => {
            // Any digits: leading zeros, numbers past 65535.
            for _ in 0..=c.below(7) {
                out.push(char::from(b'0' + c.below(10) as u8));
            }
        }
        _ => {
            let _ = write!(out, "{:07}", c.below(65_536));
        }
    }
}

fn write_path(c: &mut impl Choices, spec: &Spec, authority: bool, scheme: bool, out: &mut String) {
    // The first segment of a relative path holds no `:` (it would read as
    // a scheme).
    let first_class = if scheme || authority {
        Class::Segment
    } else {
        Class::SegmentNoColon
    };
    if let Some(prefix) = spec.fields.path_prefix {
        // The prefix, then more of its last segment (not empty after a
        // lone `/` without an authority: `//` would start one).
        out.push_str(prefix);
        if prefix == "/" && !authority {
            write_nonempty_segment(c, spec, Class::Segment, out);
        } else {
            write_segment(c, spec, Class::Segment, out);
        }
    } else if authority {
        // `path-abempty`: segments after `/`, from none.
    } else {
        match c.below(3) {
            0 => return,
            1 => {
                // `path-rootless` (or `path-noscheme`).
                write_nonempty_segment(c, spec, first_class, out);
            }
            _ => {
                // `path-absolute`: `/`, then a first segment, which is
                // not empty when more follow (`//` would start an
                // authority).
                out.push('/');
                let start = out.len();
                write_segment(c, spec, Class::Segment, out);
                if out.len() == start {
                    if !c.chance() {
                        return;
                    }
                    out.push('a');
                }
            }
        }
    }
    more_segments(c, spec, out);
}

/// Segments after `/`, each drawn after a choice to go on (0 stops), so
/// that a shrinker ends the path by moving one choice to 0.
fn more_segments(c: &mut impl Choices, spec: &Spec, out: &mut String) {
    for _ in 0..4 {
        if !c.chance() {
            return;
        }
        out.push('/');
        write_segment(c, spec, Class::Segment, out);
    }
}

fn write_segment(c: &mut impl Choices, spec: &Spec, class: Class, out: &mut String) {
    match c.below(8) {
        6 => out.push('.'),
        7 => out.push_str(".."),
        _ => write_chars(c, spec.charset, class, 8, out),
    }
}

fn write_nonempty_segment(c: &mut impl Choices, spec: &Spec, class: Class, out: &mut String) {
    let start = out.len();
    write_segment(c, spec, class, out);
    if out.len() == start {
        out.push('a');
    }
}

/// The character classes of the components.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Userinfo,
    RegName,
    Segment,
    SegmentNoColon,
    Query,
    Fragment,
}

impl Class {
    /// The ASCII characters of the class other than letters and digits.
    fn delimiters(self) -> &'static [u8] {
        match self {
            Class::Userinfo => b"-._~!$&'()*+,;=:",
            Class::RegName => b"-._~!$&'()*+,;=",
            Class::Segment => b"-._~!$&'()*+,;=:@",
            Class::SegmentNoColon => b"-._~!$&'()*+,;=@",
            Class::Query | Class::Fragment => b"-._~!$&'()*+,;=:@/?",
        }
    }
}

/// Up to `max` characters of `class` (none when the source runs out).
///
/// Each character is one choice, decoded into the character's own choices
/// ([`Digits`]), and a choice of 0 ends the string: a shrinker that
/// removes a choice removes one character, and one that moves a choice
/// towards 0 moves its character towards `a`, then ends the string there.
/// (Drawing a count, then the characters' choices, would leave a shrinker
/// stuck: removing one character takes removing several choices at once.)
fn write_chars(c: &mut impl Choices, charset: Charset, class: Class, max: usize, out: &mut String) {
    for _ in 0..max {
        let mut digits = Digits(c.below(CHAR_CHOICES));
        // Three in four choices go on: strings of three characters on average.
        if digits.below(4) == 0 {
            return;
        }
        write_char(&mut digits, charset, class, out);
    }
}

/// How many values the choice of one character takes: enough for every
/// character's own choices (at most 8 × 2 × 2 × 9 × 7 × 65,536 of them,
/// times the 4 of going on).
const CHAR_CHOICES: usize = u32::MAX as usize;

/// The choices of one character, read from one number as digits of
/// mixed radix, the lowest first: a smaller number is a simpler character,
/// and 0 is the simplest everywhere.
struct Digits(usize);

impl Choices for Digits {
    fn below(&mut self, n: usize) -> usize {
        let digit = self.0 % n;
        self.0 /= n;
        digit
    }
}

const ALNUM: &[u8] = b"abcxyzABZ0189";

fn write_char(c: &mut impl Choices, charset: Charset, class: Class, out: &mut String) {
    match c.below(8) {
        3 => {
            let delimiters = class.delimiters();
            out.push(char::from(delimiters[c.below(delimiters.len())]));
        }
        4 => write_percent(c, out),
        5 if charset != Charset::Uri => out.push(ucschar(c)),
        6 if charset == Charset::Iri && class == Class::Query => out.push(iprivate(c)),
        6 if charset == Charset::Leiri => out.push(leiri_only(c)),
        _ => out.push(char::from(ALNUM[c.below(ALNUM.len())])),
    }
}

fn write_hex_digit(c: &mut impl Choices, out: &mut String) {
    const HEX: &[u8] = b"0123456789abcdefABCDEF";
    out.push(char::from(HEX[c.below(HEX.len())]));
}

/// `%` and two hex digits, or a whole character's UTF-8 bytes encoded.
fn write_percent(c: &mut impl Choices, out: &mut String) {
    if c.chance() {
        let mut bytes = [0; 4];
        let ch = if c.chance() { ucschar(c) } else { 'é' };
        for byte in ch.encode_utf8(&mut bytes).bytes() {
            let _ = write!(out, "%{byte:02X}");
        }
    } else {
        out.push('%');
        write_hex_digit(c, out);
        write_hex_digit(c, out);
    }
}

/// A code point of one of `ranges`, the simplest the first's start.
fn from_ranges(c: &mut impl Choices, ranges: &[(u32, u32)]) -> char {
    let (start, end) = ranges[c.below(ranges.len())];
    let span = (end - start) as usize + 1;
    let code = start + c.below(span) as u32;
    char::from_u32(code).unwrap_or('\u{E9}')
}

/// Whether `ch` is a bidi formatting character, which RFC 3987 bans and
/// the typed parsers refuse.
fn is_bidi_formatting(ch: char) -> bool {
    crate::chars::bidi::is_bidi_formatting(ch)
}

/// A `ucschar` (not a bidi formatting character).
fn ucschar(c: &mut impl Choices) -> char {
    const SAMPLES: &[char] = &['é', 'ß', 'Ω', '例', 'え', '😀', '\u{A0}', 'ﬀ', '\u{E1000}'];
    let ch = if c.chance() {
        SAMPLES[c.below(SAMPLES.len())]
    } else {
        from_ranges(
            c,
            &[
                (0xA0, 0xD7FF),
                (0xF900, 0xFDCF),
                (0xFDF0, 0xFFEF),
                (0x1_0000, 0x1_FFFD),
                (0x2_0000, 0x2_FFFD),
                (0xD_0000, 0xD_FFFD),
                (0xE_1000, 0xE_FFFD),
            ],
        )
    };
    if is_bidi_formatting(ch) { 'é' } else { ch }
}

/// An `iprivate` character (allowed in IRI queries only).
fn iprivate(c: &mut impl Choices) -> char {
    from_ranges(
        c,
        &[
            (0xE000, 0xF8FF),
            (0xE_0000, 0xE_0FFF),
            (0xF_0000, 0xF_FFFD),
            (0x10_0000, 0x10_FFFD),
        ],
    )
}

/// A character that a LEIRI allows and an IRI does not: spaces, `<`, `{`,
/// controls, and the code points outside `ucschar`.
fn leiri_only(c: &mut impl Choices) -> char {
    const ASCII: &[u8] = b" <>\"{}|\\^`\x00\x1F\x7F\t";
    let ch = match c.below(3) {
        0 => char::from(ASCII[c.below(ASCII.len())]),
        1 => from_ranges(c, &[(0x80, 0x9F), (0xE000, 0xF8FF), (0xFFF0, 0xFFFD)]),
        _ => from_ranges(
            c,
            &[
                (0x1_FFFE, 0x1_FFFF),
                (0xE_0000, 0xE_0FFF),
                (0x10_0000, 0x10_FFFF),
            ],
        ),
    };
    if is_bidi_formatting(ch) { ' ' } else { ch }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::HostKind;
    use crate::ri::Ri;
    use crate::ri::kind::{IriKind, IriRefKind, LeiriKind, LeiriRefKind, UriKind, UriRefKind};

    /// `SplitMix64`: choices spread over every option.
    struct Random(u64);

    impl Choices for Random {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    /// No choice left: the simplest everywhere.
    struct Zeros;

    impl Choices for Zeros {
        fn below(&mut self, _: usize) -> usize {
            0
        }
    }

    /// Which parts of the grammar the values showed.
    #[derive(Default, Debug)]
    struct Seen {
        features: Vec<&'static str>,
    }

    impl Seen {
        fn note(&mut self, feature: &'static str, seen: bool) {
            if seen && !self.features.contains(&feature) {
                self.features.push(feature);
            }
        }
    }

    /// `count` values of kind `K` under `constraints`: each parses, keeps
    /// the constraints, and reads back (as text) to the same value and
    /// table; what they showed.
    fn run<K: Kind>(constraints: Option<&Constraints<'static>>, count: u64) -> Seen {
        let spec = constraints.map_or_else(Spec::of_kind::<K>, Spec::of::<K>);
        let mut seen = Seen::default();
        for seed in 0..count {
            let text = generate(&mut Random(seed), &spec);
            let value = match Ri::<K, &str>::parse(&text) {
                Ok(value) => value,
                Err(err) => panic!("{} {text:?}: {err}", K::NAME),
            };
            if let Some(constraints) = constraints
                && let Err(err) = constraints.check(&text, &value.table())
            {
                panic!("{} {text:?} under {constraints:?}: {err}", K::NAME);
            }
            let shown = alloc::format!("{value}");
            let again = Ri::<K, String>::parse(shown).unwrap();
            assert_eq!(again.as_str(), text);
            assert_eq!(again.table(), value.table());
            let table = value.table();
            seen.note("scheme", table.scheme().is_some());
            seen.note("no scheme", table.scheme().is_none());
            seen.note("authority", table.host().is_some());
            seen.note("no authority", table.host().is_none());
            seen.note("userinfo", table.userinfo().is_some());
            seen.note("port", table.port().is_some());
            seen.note("empty port", table.port().is_some_and(|r| r.is_empty()));
            seen.note("long port", table.port().is_some_and(|r| r.len() > 5));
            seen.note(
                "port past 65535",
                value
                    .port()
                    .is_some_and(|p| p.parse::<u32>().is_ok_and(|p| p > 65_535)),
            );
            seen.note("empty host", table.host().is_some_and(|r| r.is_empty()));
            let kind = table.host_kind();
            seen.note(
                "reg-name",
                kind == Some(HostKind::RegName) && table.host().is_some_and(|r| !r.is_empty()),
            );
            seen.note("IPv4", kind == Some(HostKind::Ipv4));
            seen.note("IPv6", kind == Some(HostKind::Ipv6));
            seen.note(
                "IPv6 with IPv4",
                kind == Some(HostKind::Ipv6) && value.host().is_some_and(|h| h.contains('.')),
            );
            seen.note("IPvFuture", kind == Some(HostKind::IpvFuture));
            let path = value.path();
            seen.note("empty path", path.is_empty());
            seen.note("absolute path", path.starts_with('/'));
            seen.note("rootless path", !path.is_empty() && !path.starts_with('/'));
            seen.note("empty segment", path.contains("//") || path.ends_with('/'));
            seen.note(
                "dot segment",
                path.split('/').any(|s| s == "." || s == ".."),
            );
            seen.note("query", value.query().is_some());
            seen.note("fragment", value.fragment().is_some());
            seen.note("percent", text.contains('%'));
            seen.note("non-ASCII", !text.is_ascii());
            seen.note(
                "iprivate in query",
                value.query().is_some_and(|q| {
                    q.chars()
                        .any(|c| crate::syntax::grammar::is_iprivate(c as u32))
                }),
            );
            seen.note("space", text.contains(' '));
            seen.note("control", text.chars().any(char::is_control));
        }
        seen
    }

    fn assert_seen(seen: &Seen, features: &[&str]) {
        for feature in features {
            assert!(
                seen.features.contains(feature),
                "never seen: {feature}; seen: {seen:?}"
            );
        }
    }

    const GRAMMAR: &[&str] = &[
        "authority",
        "no authority",
        "userinfo",
        "port",
        "empty port",
        "long port",
        "port past 65535",
        "empty host",
        "reg-name",
        "IPv4",
        "IPv6",
        "IPv6 with IPv4",
        "IPvFuture",
        "empty path",
        "absolute path",
        "rootless path",
        "empty segment",
        "dot segment",
        "query",
        "fragment",
        "percent",
    ];

    #[test]
    fn every_kind_covers_the_grammar() {
        let none = None;
        let iri = run::<IriKind>(none, 4000);
        assert_seen(&iri, GRAMMAR);
        assert_seen(&iri, &["scheme", "non-ASCII", "iprivate in query"]);
        let reference = run::<IriRefKind>(none, 4000);
        assert_seen(&reference, GRAMMAR);
        assert_seen(
            &reference,
            &["scheme", "no scheme", "non-ASCII", "iprivate in query"],
        );
        for seen in [run::<UriKind>(none, 4000), run::<UriRefKind>(none, 4000)] {
            assert_seen(&seen, GRAMMAR);
            assert!(!seen.features.contains(&"non-ASCII"));
        }
        let leiri = run::<LeiriKind>(none, 4000);
        assert_seen(&leiri, GRAMMAR);
        assert_seen(&leiri, &["non-ASCII", "space", "control"]);
        let leiri_ref = run::<LeiriRefKind>(none, 4000);
        assert_seen(&leiri_ref, &["no scheme", "space", "control"]);
    }

    #[test]
    fn constrained_values_keep_their_constraints() {
        const ALL: &[Constraints] = &[
            Constraints::NONE
                .schemes(&["https", "wss"])
                .host(Presence::Required),
            Constraints::NONE
                .absolute(Presence::Required)
                .userinfo(Presence::Forbidden)
                .port(Presence::Required)
                .port_range(1024, 2048),
            Constraints::NONE.port_range(8000, 8999),
            Constraints::NONE
                .absolute(Presence::Forbidden)
                .path_prefix("/api/"),
            Constraints::NONE
                .path_prefix("v1/")
                .query(Presence::Required),
            Constraints::NONE
                .host(Presence::Forbidden)
                .fragment(Presence::Forbidden)
                .query(Presence::Forbidden),
            Constraints::NONE
                .userinfo(Presence::Required)
                .fragment(Presence::Required),
            Constraints::NONE.ascii(true),
        ];
        for constraints in ALL {
            run::<IriRefKind>(Some(constraints), 2000);
            // An absolute kind has a scheme, which `relative` forbids.
            if constraints.fields().form != Presence::Forbidden {
                run::<IriKind>(Some(constraints), 2000);
                run::<UriKind>(Some(constraints), 2000);
            }
        }
        let ascii = run::<IriKind>(Some(&Constraints::NONE.ascii(true)), 2000);
        assert!(!ascii.features.contains(&"non-ASCII"));
    }

    #[test]
    fn the_simplest_choices_give_the_shortest_values() {
        let simplest = |spec: &Spec| generate(&mut Zeros, spec);
        assert_eq!(simplest(&Spec::of_kind::<IriKind>()), "a:");
        assert_eq!(simplest(&Spec::of_kind::<IriRefKind>()), "");
        assert_eq!(simplest(&Spec::of_kind::<LeiriRefKind>()), "");
        let api = Constraints::NONE
            .schemes(&["https"])
            .host(Presence::Required)
            .path_prefix("/v1/");
        assert_eq!(simplest(&Spec::of::<UriKind>(&api)), "https://a/v1/");
    }
}
