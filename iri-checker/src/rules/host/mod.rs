//! Host names as DNS and IDNA see them: label and name lengths (RFC 1034
//! section 3.1), hyphens and empty labels (RFC 1123 section 2.1, RFC 5891
//! section 4.2.3.1), Punycode labels and IDNA (RFC 5891, UTS #46, in
//! [`idna`], feature `idna`), and percent-encoded names (RFC 3986 section
//! 3.2.2, 3987bis section 3.4, in [`percent`]), and the characters of the
//! host names of DNS-bound schemes (RFC 1123 section 2.1, in
//! [`dns_character`]).
//!
//! Every registered name is checked, whatever its scheme: RFC 3986 section
//! 3.2.2 asks for names that conform to the DNS syntax "even when use of DNS
//! is not immediately apparent". IP literals and IPv4 addresses are no
//! names, and an empty host (`file:///`) has no label. The labels are the
//! pieces between the `.`s as written; an empty last label after a `.` is
//! the root of a fully qualified name (`example.org.`), not an empty label.
//!
//! A label is measured as DNS sees it: in octets once percent-decoded, and a
//! label with non-ASCII characters in its Punycode form (UTS 46 `ToASCII`,
//! feature `idna`). Without the feature such a label is not measured, and
//! the name's length counts the other labels and the dots only: a lower
//! bound, reported only when it alone is too long.
//!
//! An all-ASCII name without `%` and without `xn--` labels costs one pass
//! over its bytes and no allocation; one with `xn--` labels, one IDNA
//! conversion more, which allocates nothing when they are valid.

pub(crate) mod detail;
mod dns_character;
#[cfg(feature = "idna")]
mod idna;
mod percent;
mod repeated_scheme;
mod sentences;

pub(crate) use percent::owns_host;

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::{FindingInternals, Voice};
#[cfg(feature = "idna")]
use crate::host::idna::has_ace_prefix;
#[cfg(feature = "idna")]
use crate::percent::decode::decode_utf8_with as decode_utf8;
use crate::percent::decode::{decodes_to_utf8, triplet_at};
use crate::rules::host::detail::{Edges, HostDetail, Measure};
use crate::rules::voice::{GroupDetail, voice};
use crate::syntax::facts::Fact;
use iri_core::Charset;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The most octets in a DNS label (RFC 1034 section 3.1).
const MAX_LABEL: usize = 63;

/// The most octets in a name written without its final dot: 255 octets on
/// the wire (RFC 1034 section 3.1) hold a length octet before each label and
/// the empty root label, two more than the text with its dots.
const MAX_NAME: usize = 253;

/// Which rules of the group the policy wants.
#[derive(Clone, Copy)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per code of the group, asked once"
)]
struct Wanted {
    label_length: bool,
    name_length: bool,
    hyphen: bool,
    empty_label: bool,
    punycode: bool,
    idna: bool,
    percent_encoded: bool,
}

impl Wanted {
    fn of(c: &Checker<'_>) -> Wanted {
        Wanted {
            label_length: c.wants(Code::HostLabelLength),
            name_length: c.wants(Code::HostNameLength),
            hyphen: c.wants(Code::HostHyphen),
            empty_label: c.wants(Code::HostEmptyLabel),
            punycode: c.wants(Code::HostPunycode),
            idna: c.wants(Code::HostIdna),
            percent_encoded: c.wants(Code::HostPercentEncoded),
        }
    }

    fn any(self) -> bool {
        self.label_length
            || self.name_length
            || self.hyphen
            || self.empty_label
            || self.punycode
            || self.idna
            || self.percent_encoded
    }
}

/// What the labels of a name add up to.
#[derive(Default)]
#[cfg_attr(
    feature = "idna",
    expect(
        clippy::struct_excessive_bools,
        reason = "independent facts about the labels, gathered in one pass"
    )
)]
struct Name {
    /// Labels (the empty ones included, the root not).
    labels: usize,
    /// The octets of the labels measured.
    octets: usize,
    /// How many labels are not measured (yet).
    unmeasured: usize,
    /// Whether some label was measured in another form than its text.
    converted: bool,
    /// Whether some label holds a percent-encoding.
    percent: bool,
    /// Whether some label has non-ASCII characters once decoded.
    #[cfg(feature = "idna")]
    unicode: bool,
    /// Whether some label starts with `xn--` once decoded.
    #[cfg(feature = "idna")]
    ace: bool,
}

/// Whether the group has something to look at: a registered name, not
/// empty.
#[inline]
pub(crate) fn may_find(c: &Checker<'_>) -> bool {
    c.reg_name().is_some_and(|name| !name.is_empty())
}

/// Runs the rules of the `host` group on a registered name.
#[inline]
pub(crate) fn check(c: &mut Checker<'_>) {
    let Some(host) = c.reg_name().filter(|name| !name.is_empty()) else {
        return;
    };
    if c.wants(Code::HostRepeatedScheme) {
        repeated_scheme::check(c, host.clone());
    }
    // Whether the parser's facts say the name holds only letters, digits,
    // `-`, `.` and `_`: no `%`, no character beyond ASCII, no sub-delim or
    // `~` (a LEIRI's host may hold other ASCII characters, which are no
    // fact).
    let dns_bytes = !(c.may(Fact::Percent, Component::Host)
        || c.may(Fact::NonAscii, Component::Host)
        || c.facts.may_hold_host_other()
        || c.grammar.charset == Charset::Leiri);
    let survey = survey(c.text.as_bytes(), host.clone(), dns_bytes);
    if survey.other && c.wants(Code::HostDnsCharacter) {
        dns_character::check_labels(c, host.clone());
    }
    // At most 63 bytes of letters, digits and `_`, with a `.` or `-` only
    // between two of them: no label or name too long, no empty label, no
    // label starting or ending with `-`, no `--` (so no `xn--` label),
    // nothing to decode or map. No rule of the group has anything to say.
    if host.len() <= MAX_LABEL && !survey.other && !survey.joints {
        return;
    }
    if unremarkable(c, &c.text.as_bytes()[host.clone()]) {
        return;
    }
    labels(c, host);
}

/// What one pass over the words of a registered name tells the group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Survey {
    /// Whether the name may hold a byte other than letters, digits, `-`,
    /// `.` and `_` (`false` is exact, see
    /// [`dns_character::word_holds_other`]).
    other: bool,
    /// Whether it may hold a `.` or a `-` next to another, or one first, or
    /// a `-` last (`false` is exact).
    joints: bool,
}

/// The [`Survey`] of the registered name at `host` (not empty) of `text`,
/// eight bytes at a time (the last word ends with the name, and may overlap
/// the one before). The `.`s and `-`s of each word are marked, and a mark
/// after a mark is a joint, as one after the start of the name is (read as
/// if a `.` stood before it); a name shorter than a word is read with `.`s
/// before it, and only the marks of its own bytes count.
///
/// When `dns_bytes` (the parser's facts say that the name holds nothing
/// but letters, digits, `-`, `.` and `_`), the words are not read for
/// other bytes.
#[inline]
fn survey(text: &[u8], host: Range<usize>, dns_bytes: bool) -> Survey {
    use crate::word::{self, HIGH, LOW7, ONES, splat};
    const DOTS: u64 = splat(b'.');
    /// The high bit of each byte of `word` that is a `-` or a `.`
    /// (0x2D and 0x2E, the bytes that become 0x2E once one is added and
    /// the lowest bit cleared); exact when no byte is 0xFF, whose carry
    /// spoils the byte after it (such a word holds other bytes anyway).
    /// Of a word of DNS bytes (below 0x7B), the bytes compared stay below
    /// 0x80, and adding 0x7F sets the high bit of each but the zeros.
    const fn marks(word: u64, dns_bytes: bool) -> u64 {
        let x = (word.wrapping_add(ONES) & !ONES) ^ DOTS;
        if dns_bytes {
            !(x + LOW7) & HIGH
        } else {
            !(((x & LOW7) + LOW7) | x) & HIGH
        }
    }
    let word_at = |at: usize| word::load_at(text, at);
    let len = host.len();
    let (other, joints) = if len >= 8 {
        let mut other = false;
        let mut joints = 0;
        // The mark of the byte before the word, at the top: a `.` at first.
        let mut before = 1 << 63;
        let mut at = host.start;
        while at + 8 < host.end {
            let word = word_at(at);
            other |= !dns_bytes && dns_character::word_holds_other(word);
            let m = marks(word, dns_bytes);
            joints |= m & (m << 8 | before >> 56);
            before = m;
            at += 8;
        }
        // The last word: its first byte follows the word before only
        // when they do not overlap (else the pair lies in that word).
        if host.end - 8 != at {
            before = 0;
        }
        let word = word_at(host.end - 8);
        other |= !dns_bytes && dns_character::word_holds_other(word);
        let m = marks(word, dns_bytes);
        (other, joints | m & (m << 8 | before >> 56))
    } else {
        // The bytes before the name read as `.`s; only the name's count.
        let name = u64::MAX << (8 * (8 - len));
        let word = if host.end >= 8 {
            word_at(host.end - 8)
        } else {
            let mut bytes = [0; 8];
            bytes[8 - len..].copy_from_slice(&text[host.clone()]);
            u64::from_le_bytes(bytes)
        };
        let word = word & name | DOTS & !name;
        let m = marks(word, dns_bytes);
        (dns_character::word_holds_other(word), m & (m << 8) & name)
    };
    Survey {
        other,
        joints: joints != 0 || text[host.end - 1] == b'-',
    }
}

/// The rules of the group on a name that is not [`unremarkable`]: each
/// label, the name's length, the percent-encodings.
#[inline(never)]
fn labels(c: &mut Checker<'_>, host: Range<usize>) {
    let wanted = Wanted::of(c);
    if !wanted.any() {
        return;
    }
    let mut name = Name::default();
    let text = c.text;
    let mut start = host.start;
    let mut plain = true;
    for (at, &b) in (host.start..).zip(&text.as_bytes()[host.clone()]) {
        if b == b'.' {
            label(c, wanted, &mut name, start..at, plain);
            start = at + 1;
            plain = true;
        } else {
            plain &= b != b'%' && b.is_ascii();
        }
    }
    // An empty last label, after a `.`, is the root.
    if start < host.end {
        label(c, wanted, &mut name, start..host.end, plain);
    }
    #[cfg(feature = "idna")]
    if name.unicode || name.ace {
        idna::check(c, wanted, &mut name, host.clone());
    }
    name_length(c, wanted, &name, host.clone());
    if wanted.percent_encoded && name.percent {
        percent::check(c, host);
    }
}

/// Whether no rule of the group has anything to say of the name `host`:
/// at most 63 octets (no label or name is too long), ASCII without `%`
/// (nothing to decode or convert) and without `-` (no hyphen at an edge of
/// a label, no `xn--` label), and no empty label (no `.` first or after
/// another). Most names are such. The parser's facts say whether the name
/// holds `%`, non-ASCII characters and `-`; only where they are unknown is
/// the name read for them.
#[inline]
fn unremarkable(c: &Checker<'_>, host: &[u8]) -> bool {
    if host.len() > MAX_LABEL {
        return false;
    }
    let maybe = |fact| c.may(fact, Component::Host);
    if !(maybe(Fact::Percent) || maybe(Fact::NonAscii) || maybe(Fact::Hyphen)) {
        return !has_empty_label(host);
    }
    let mut previous = b'.';
    for &b in host {
        if !b.is_ascii() || b == b'%' || b == b'-' || (b == b'.' && previous == b'.') {
            return false;
        }
        previous = b;
    }
    true
}

/// Whether the name `host` has an empty label: a `.` first or after
/// another (a last `.` is the root). Eight bytes at a time: names are
/// short, and most have none.
#[inline]
fn has_empty_label(host: &[u8]) -> bool {
    /// The byte `.` in each byte of a word.
    const DOTS: u64 = u64::from_ne_bytes([b'.'; 8]);
    const LOW: u64 = u64::from_ne_bytes([0x7F; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    if host.first() == Some(&b'.') {
        return true;
    }
    let mut chunks = host.chunks_exact(8);
    // Whether the byte before the chunk is a `.`.
    let mut dot_before = false;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let x = word ^ DOTS;
        // The high bit of each byte of `word` that is a `.` (exactly: no
        // carry crosses bytes).
        let dots = !(((x & LOW) + LOW) | x) & HIGH;
        if dots & (dots >> 8) != 0 || (dot_before && dots & 0x80 != 0) {
            return true;
        }
        dot_before = dots >> 63 != 0;
    }
    let mut previous = if dot_before { b'.' } else { 0 };
    for &b in chunks.remainder() {
        if b == b'.' && previous == b'.' {
            return true;
        }
        previous = b;
    }
    false
}

/// The checks of one label at `span` that need no IDNA; `plain` when it is
/// ASCII without `%`. A label with non-ASCII characters is left unmeasured.
fn label(c: &mut Checker<'_>, wanted: Wanted, name: &mut Name, span: Range<usize>, plain: bool) {
    name.labels += 1;
    if span.is_empty() {
        if wanted.empty_label {
            empty_label(c, span);
        }
        return;
    }
    let written = &c.text[span.clone()];
    if wanted.hyphen {
        hyphen(c, written, span.clone());
    }
    if plain {
        #[cfg(feature = "idna")]
        if has_ace_prefix(written) {
            name.ace = true;
            if wanted.hyphen {
                idna::unicode_hyphen(c, written, span.clone());
            }
        }
        measured(c, wanted, name, span, [written.len(); 2], Measure::Written);
        return;
    }
    name.percent |= written.contains('%');
    let octets = Octets::of(written.as_bytes());
    if octets.ascii {
        // Decoded only for a `%2E`, or to read an `xn--` label (its prefix
        // as written: `%78n--` is not one).
        #[cfg(feature = "idna")]
        if has_ace_prefix(written) {
            name.ace = true;
            if wanted.hyphen {
                let decoded =
                    decode_utf8(written, false).expect("octets that are all ASCII are UTF-8");
                idna::unicode_hyphen(c, &decoded, span.clone());
            }
        }
        measured(
            c,
            wanted,
            name,
            span,
            [octets.longest, octets.count],
            Measure::Decoded,
        );
    } else if !decodes_to_utf8(written) {
        // Octets that are not UTF-8 (`form-encoded-not-utf8`): DNS would
        // get them as they are.
        measured(c, wanted, name, span, [octets.count; 2], Measure::Decoded);
    } else {
        #[cfg(feature = "idna")]
        {
            name.unicode = true;
        }
        name.unmeasured += 1;
    }
}

/// The octets of a label once percent-decoded, counted without decoding
/// into a new string.
struct Octets {
    count: usize,
    /// The longest run of octets between `.` octets (from `%2E`): the
    /// longest DNS label the label makes.
    longest: usize,
    /// Whether they are all ASCII.
    ascii: bool,
}

impl Octets {
    fn of(label: &[u8]) -> Octets {
        let mut octets = Octets {
            count: 0,
            longest: 0,
            ascii: true,
        };
        let mut run = 0;
        let mut at = 0;
        while at < label.len() {
            let octet = if let Some(octet) = triplet_at(label, at) {
                at += 3;
                octet
            } else {
                at += 1;
                label[at - 1]
            };
            octets.count += 1;
            octets.ascii &= octet.is_ascii();
            run = if octet == b'.' { 0 } else { run + 1 };
            octets.longest = octets.longest.max(run);
        }
        octets
    }
}

/// The octets of the longest DNS label in `dns` (a label of the text may
/// give several, where a decoded `%2E` or a full stop that UTS 46 maps to
/// `.` separates them), and of all of `dns`.
#[cfg(feature = "idna")]
fn sizes(dns: &str) -> [usize; 2] {
    let longest = dns.split('.').map(str::len).max().unwrap_or(0);
    [longest, dns.len()]
}

/// Counts a label at `span` of `[longest, total]` octets, measured as
/// `measure` says, and reports it when it is too long (`host-label-length`).
fn measured(
    c: &mut Checker<'_>,
    wanted: Wanted,
    name: &mut Name,
    span: Range<usize>,
    [longest, total]: [usize; 2],
    measure: Measure,
) {
    name.octets += total;
    name.converted |= measure != Measure::Written;
    if wanted.label_length && longest > MAX_LABEL {
        c.report(label_length(span, longest, measure));
    }
}

/// An octet count for a sentence (counts of a parsed input fit).
fn count(octets: usize) -> u32 {
    u32::try_from(octets).unwrap_or(u32::MAX)
}

/// A `host-label-length` finding for the label at `span`, `octets` long as
/// `measure` counted them.
fn label_length(span: Range<usize>, octets: usize, measure: Measure) -> Finding {
    let detail = HostDetail::LabelLength {
        octets: count(octets),
        measure,
    };
    Finding::new(detail, Component::Host, span)
}

/// `host-empty-label` at the empty `span`.
fn empty_label(c: &mut Checker<'_>, span: Range<usize>) {
    let first = c.host().is_some_and(|host| host.start == span.start);
    c.report(Finding::new(
        HostDetail::EmptyLabel { first },
        Component::Host,
        span,
    ));
}

/// `host-hyphen`: a label whose first or last octet (a `%2D` counts) is `-`.
fn hyphen(c: &mut Checker<'_>, written: &str, span: Range<usize>) {
    let bytes = written.as_bytes();
    let first = match triplet_at(bytes, 0) {
        Some(octet) => octet,
        None => bytes[0],
    };
    let last = match bytes.len().checked_sub(3).filter(|&at| bytes[at] == b'%') {
        Some(at) => triplet_at(bytes, at).unwrap_or(b'%'),
        None => bytes[bytes.len() - 1],
    };
    if let Some(edges) = Edges::of(first == b'-', last == b'-') {
        c.report(hyphen_finding(span, edges, false));
    }
}

/// A `host-hyphen` finding at `span`: the label has a hyphen at `edges`,
/// in its Unicode form if `unicode` (an `xn--` label).
fn hyphen_finding(span: Range<usize>, edges: Edges, unicode: bool) -> Finding {
    Finding::new(HostDetail::Hyphen { edges, unicode }, Component::Host, span)
}

/// `host-name-length`: the labels and the dots between them.
fn name_length(c: &mut Checker<'_>, wanted: Wanted, name: &Name, host: Range<usize>) {
    let octets = name.octets + name.labels.saturating_sub(1);
    if !wanted.name_length || octets <= MAX_NAME {
        return;
    }
    let detail = HostDetail::NameLength {
        octets: count(octets),
        at_least: name.unmeasured > 0,
        converted: name.converted,
    };
    c.report(Finding::new(detail, Component::Host, host));
}

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`) and the text of
/// their edits.
pub(crate) static VOICE: Voice = voice::<HostDetail>();

impl GroupDetail for HostDetail {
    fn code(self) -> Code {
        HostDetail::code(self)
    }

    /// The rules of the group that give an edit write it
    /// (`host-percent-encoded`).
    fn replacement(self, finding: &Finding, input: &str) -> Option<String> {
        match self {
            HostDetail::PercentEncoded | HostDetail::PunycodeForm => {
                percent::replacement(finding, input)
            }
            HostDetail::LabelLength { .. }
            | HostDetail::NameLength { .. }
            | HostDetail::Hyphen { .. }
            | HostDetail::EmptyLabel { .. }
            | HostDetail::Punycode(_)
            | HostDetail::Idna { .. }
            | HostDetail::BidiAcrossLabels { .. }
            | HostDetail::DnsCharacter(_)
            | HostDetail::RepeatedScheme => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::{Policy, check};
    use iri_core::diagnostic::Group;
    use iri_core::{Grammar, parse};

    /// The survey of `name`, placed after `before` bytes `/` (which no name
    /// holds: the survey must not read them).
    fn survey_of(name: &[u8], before: usize) -> Survey {
        let mut text = alloc::vec![b'/'; before];
        text.extend_from_slice(name);
        text.extend_from_slice(b"/x");
        let survey = survey(&text, before..before + name.len(), false);
        if !survey.other {
            // Told that the name holds DNS bytes only, it finds the same.
            assert_eq!(
                survey,
                super::survey(&text, before..before + name.len(), true)
            );
        }
        survey
    }

    #[test]
    fn the_survey_agrees_with_the_bytes() {
        let allowed: Vec<u8> = (0x21u8..0x7F)
            .filter(|&b| b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=%".contains(&b))
            .chain([0x80, 0xC3, 0xFF])
            .collect();
        for before in 0..10 {
            for len in 1..=25 {
                for at in 0..len {
                    for &b in &allowed {
                        let mut name = alloc::vec![b'a'; len];
                        name[at] = b;
                        let mark = b == b'.' || b == b'-';
                        let edge = mark && (at == 0 || (b == b'-' && at == len - 1));
                        let expected = Survey {
                            other: !dns_character::is_host_byte(b),
                            joints: edge,
                        };
                        assert_eq!(
                            survey_of(&name, before),
                            expected,
                            "{name:?} after {before}"
                        );
                    }
                    for (x, y) in [(b'.', b'.'), (b'.', b'-'), (b'-', b'.'), (b'-', b'-')] {
                        let mut name = alloc::vec![b'a'; len + 1];
                        name[at] = x;
                        name[at + 1] = y;
                        assert!(survey_of(&name, before).joints, "{name:?} after {before}");
                        // One byte apart: a joint only at an edge.
                        let mut apart = alloc::vec![b'a'; len + 2];
                        apart[at] = x;
                        apart[at + 2] = y;
                        let edge = at == 0 || (y == b'-' && at + 2 == len + 1);
                        assert_eq!(
                            survey_of(&apart, before).joints,
                            edge,
                            "{apart:?} after {before}"
                        );
                    }
                }
            }
        }
        let plain = Survey {
            other: false,
            joints: false,
        };
        assert_eq!(survey_of(b"www.example-1_a.org", 3), plain);
    }

    #[test]
    fn empty_labels_are_found_in_every_place() {
        let naive =
            |host: &[u8]| host.first() == Some(&b'.') || host.windows(2).any(|pair| pair == b"..");
        // Every name of up to 17 bytes of `a` and `.`, by the bits of a number.
        for length in 0..=17 {
            for bits in 0..1u32 << length {
                let host: Vec<u8> = (0..length)
                    .map(|i| if bits >> i & 1 == 1 { b'.' } else { b'a' })
                    .collect();
                assert_eq!(has_empty_label(&host), naive(&host), "{host:?}");
            }
        }
    }

    /// The host findings of `input` (an IRI reference): code, span, message.
    fn findings(input: &str) -> Vec<(Code, Range<usize>, String)> {
        let table = parse(input, Grammar::IRI_REFERENCE).unwrap();
        check(input, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT)
            .iter()
            .filter(|f| f.code().group() == Group::Host)
            .map(|f| (f.code(), f.span(), f.message().to_string()))
            .collect()
    }

    /// The one host finding of `input` (an IRI reference).
    pub(super) fn the_finding(input: &str) -> Finding {
        let table = parse(input, Grammar::IRI_REFERENCE).unwrap();
        let report = check(input, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT);
        let mut host = report.iter().filter(|f| f.code().group() == Group::Host);
        let finding = *host.next().expect("a host finding");
        assert!(host.next().is_none(), "one host finding in {input:?}");
        finding
    }

    /// The help of `finding`, as text.
    pub(super) fn help(finding: &Finding) -> String {
        finding.help().expect("a help").to_string()
    }

    #[test]
    fn messages_say_how_the_label_was_measured() {
        let decoded = alloc::format!("//{}%41%42/", "a".repeat(62));
        assert_eq!(
            findings(&decoded),
            [(
                Code::HostLabelLength,
                2..70,
                "label of 64 octets once percent-decoded".to_string()
            )]
        );
        let written = alloc::format!("//{}/", "a".repeat(64));
        assert_eq!(
            findings(&written),
            [(
                Code::HostLabelLength,
                2..66,
                "label of 64 octets".to_string()
            )]
        );
        assert_eq!(
            help(&the_finding(&written)),
            "shorten the label to at most 63 octets"
        );
        let name = [&"a".repeat(63)[..]; 4].join(".");
        assert_eq!(
            findings(&alloc::format!("//{name}")),
            [(
                Code::HostNameLength,
                2..257,
                "name of 255 octets".to_string()
            )]
        );
        assert_eq!(
            help(&the_finding(&alloc::format!("//{name}"))),
            "shorten the name to at most 253 octets"
        );
        let converted = alloc::format!("//%41{}", &name[1..]);
        assert_eq!(
            findings(&converted),
            [(
                Code::HostNameLength,
                2..259,
                "name of 255 octets as DNS sees it".to_string()
            )]
        );
    }

    #[test]
    fn hyphens_at_either_end() {
        let found: Vec<(Range<usize>, String)> = ["//-a", "//a%2d", "//-", "//a.b-c"]
            .iter()
            .flat_map(|input| findings(input))
            .map(|(_, span, message)| (span, message))
            .collect();
        assert_eq!(
            found,
            [
                (2..4, "label starting with a hyphen".to_string()),
                (2..6, "label ending with a hyphen".to_string()),
                (2..3, "label starting and ending with a hyphen".to_string()),
            ]
        );
        assert_eq!(
            help(&the_finding("//-a")),
            "start and end each label with a letter or a digit"
        );
    }

    #[test]
    fn empty_labels_first_or_between_dots() {
        assert_eq!(
            findings("//.a/"),
            [(
                Code::HostEmptyLabel,
                2..2,
                "empty label before the first `.`".to_string()
            )]
        );
        assert_eq!(
            findings("//a..b/"),
            [(
                Code::HostEmptyLabel,
                4..4,
                "empty label between two `.`".to_string()
            )]
        );
        assert_eq!(help(&the_finding("//a..b/")), "remove the extra `.`");
    }

    #[cfg(not(feature = "idna"))]
    #[test]
    fn without_idna_non_ascii_labels_are_not_measured() {
        let label = alloc::format!("//{}\u{E9}.org/", "a".repeat(62));
        assert_eq!(findings(&label), []);
        let name = alloc::format!("//\u{E9}.{}/", [&"a".repeat(63)[..]; 4].join("."));
        assert_eq!(
            findings(&name),
            [(
                Code::HostNameLength,
                2..260,
                "name of at least 256 octets".to_string()
            )]
        );
        // Nor are IDNA's rules checked.
        assert_eq!(findings("//xn--zz/a\u{2FF0}"), []);
        assert_eq!(findings("//a\u{2FF0}/"), []);
    }

    #[cfg(feature = "idna")]
    #[test]
    fn with_idna_non_ascii_labels_are_measured_as_punycode() {
        let label = alloc::format!("//{}\u{E9}.org/", "a".repeat(58));
        assert_eq!(
            findings(&label),
            [(
                Code::HostLabelLength,
                2..62,
                "label of 66 octets in Punycode".to_string()
            )]
        );
        let name = alloc::format!("//\u{E9}.{}/", [&"a".repeat(63)[..]; 4].join("."));
        assert_eq!(
            findings(&name),
            [(
                Code::HostNameLength,
                2..260,
                "name of 263 octets as DNS sees it".to_string()
            )]
        );
        assert_eq!(
            findings("//xn--zz.xn--abc-.xn--ls8h.xn--a/"),
            [
                (
                    Code::HostPunycode,
                    2..8,
                    "`xn--` label that is not valid Punycode".to_string()
                ),
                (
                    Code::HostHyphen,
                    9..17,
                    "label ending with a hyphen".to_string()
                ),
                (
                    Code::HostPunycode,
                    9..17,
                    "`xn--` label decoding to plain ASCII, which needs no Punycode".to_string()
                ),
                (
                    Code::HostPunycode,
                    27..32,
                    "`xn--` label whose Unicode form holds U+0080, which IDNA disallows"
                        .to_string()
                ),
            ]
        );
        let rejected = the_finding("//xn--a/");
        assert_eq!(rejected.char(), Some('\u{80}'));
        assert_eq!(
            help(&rejected),
            "write the name meant, or its `ToASCII` form"
        );
    }

    #[cfg(feature = "idna")]
    #[test]
    fn with_idna_the_unicode_form_of_an_a_label_has_its_hyphens_checked() {
        // `xn----9fa` stands for `é-`, `xn---abc-5qa` for `-öabc`.
        assert_eq!(
            findings("//xn----9fa.example/"),
            [(
                Code::HostHyphen,
                2..11,
                "`xn--` label whose Unicode form ends with a hyphen".to_string()
            )]
        );
        assert_eq!(
            findings("//xn---abc-5qa.org/"),
            [(
                Code::HostHyphen,
                2..14,
                "`xn--` label whose Unicode form starts with a hyphen".to_string()
            )]
        );
    }

    #[cfg(feature = "idna")]
    #[test]
    fn with_idna_what_idna_rejects_is_named() {
        // A character disallowed, written as itself: the finding is at it.
        let found = the_finding("//a\u{2665}\u{2FF0}.org/");
        assert_eq!(found.span(), 6..9);
        assert_eq!(found.char(), Some('\u{2FF0}'));
        assert_eq!(
            found.message().to_string(),
            "'\u{2FF0}' (U+2FF0) disallowed in domain names"
        );
        assert_eq!(
            help(&found),
            "remove it, or write the character that was meant"
        );
        // Percent-encoded: the finding is at the label.
        let table = parse("//a%E2%BF%B0.org/", Grammar::IRI_REFERENCE).unwrap();
        let report = check(
            "//a%E2%BF%B0.org/",
            &table,
            Grammar::IRI_REFERENCE,
            &Policy::DEFAULT,
        );
        let found = report
            .iter()
            .find(|f| f.code() == Code::HostIdna)
            .expect("host-idna");
        assert_eq!(found.span(), 2..12);
        assert_eq!(
            found.message().to_string(),
            "percent-encoded '\u{2FF0}' (U+2FF0) disallowed in domain names"
        );
        // A rule of the label as a whole: a leading combining mark.
        let found = the_finding("//\u{301}a.org/");
        assert_eq!((found.span(), found.char()), (2..5, None));
        assert_eq!(
            found.message().to_string(),
            "label breaking an IDNA rule (bidi, joiner context or a leading combining mark)"
        );
        assert_eq!(
            help(&found),
            "check that the characters are the ones meant, in that order"
        );
        // The bidi rule across labels, for Unicode and `xn--` labels alike.
        for (input, code) in [
            ("//\u{5D0}.1a/", Code::HostIdna),
            ("//xn--4db.1a/", Code::HostPunycode),
        ] {
            let found = the_finding(input);
            assert_eq!(found.code(), code);
            assert_eq!(
                found.message().to_string(),
                "labels breaking the IDNA bidi rule together"
            );
            assert_eq!(
                help(&found),
                "in a name with right-to-left labels, make every label follow the bidi rule \
                 of RFC 5893"
            );
        }
    }
}
