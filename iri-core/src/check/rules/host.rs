//! Host names as DNS and IDNA see them: label and name lengths (RFC 1034
//! section 3.1), hyphens and empty labels (RFC 1123 section 2.1, RFC 5891
//! section 4.2.3.1), Punycode labels and IDNA (RFC 5891, UTS #46), and
//! percent-encoded names (RFC 3986 section 3.2.2, 3987bis section 3.4).
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
//! An all-ASCII name without `%` costs one pass over its bytes and no
//! allocation.

use alloc::format;
use alloc::string::String;
use core::ops::Range;

use super::super::Checker;
#[cfg(feature = "idna")]
use super::super::finding::CharName;
use super::super::finding::{Finding, Fix};
use crate::codes::Code;
#[cfg(feature = "idna")]
use crate::convert::idna_host::{ALabel, a_label, host_to_ascii, label_error, to_ascii};
use crate::convert::inappropriate::is_inappropriate_in_iri;
use crate::convert::pct::{percent_decode, triplet_at};
use crate::error::Component;
use crate::parse::Charset;
use crate::table::HostKind;

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

    /// Whether a label's DNS form is worth computing with IDNA.
    #[cfg(feature = "idna")]
    fn idna_work(self) -> bool {
        self.label_length || self.name_length || self.punycode || self.idna
    }
}

/// What the labels seen so far add up to.
#[derive(Default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent facts about the labels, gathered in one pass"
)]
struct Name {
    /// Labels seen (the empty ones included, the root not).
    labels: usize,
    /// The octets of the labels measured.
    octets: usize,
    /// Whether some label could not be measured.
    unmeasured: bool,
    /// Whether some label was measured in another form than its text.
    converted: bool,
    /// Whether some label holds a percent-encoding.
    percent: bool,
    /// Whether some label has non-ASCII characters once decoded.
    non_ascii: bool,
    /// Whether some label is for IDNA to check (non-ASCII, or `xn--`).
    #[cfg(feature = "idna")]
    idna: bool,
    /// Whether IDNA rejected a label on its own.
    #[cfg(feature = "idna")]
    idna_failed: bool,
}

/// The form in which a label was measured, for messages.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// As written.
    Written,
    /// Percent-decoded.
    Decoded,
    /// In Punycode (UTS 46 `ToASCII`).
    #[cfg(feature = "idna")]
    Punycode,
}

/// A label's size as DNS sees it.
struct Measure {
    /// The octets of its longest DNS label: a label of the text may give
    /// several, where a decoded `%2E` or a full stop that UTS 46 maps to `.`
    /// separates them.
    longest: usize,
    /// Its octets, with those separators.
    total: usize,
    form: Form,
}

impl Measure {
    fn of(dns: &str, form: Form) -> Measure {
        Measure {
            longest: dns.split('.').map(str::len).max().unwrap_or(0),
            total: dns.len(),
            form,
        }
    }
}

/// Runs the rules of the `host` group on a registered name.
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    let Some(host) = c.table.host() else {
        return;
    };
    if host.is_empty() || c.table.host_kind() != Some(HostKind::RegName) {
        return;
    }
    let wanted = Wanted::of(c);
    if !wanted.any() {
        return;
    }
    let mut name = Name::default();
    let bytes = c.text.as_bytes();
    let mut start = host.start;
    let mut plain = true;
    for at in host.clone() {
        let b = bytes[at];
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
    whole_name(c, wanted, &name, host);
}

/// The checks of one label at `span`; `plain` when it is ASCII without `%`.
fn label(c: &mut Checker<'_>, wanted: Wanted, name: &mut Name, span: Range<usize>, plain: bool) {
    name.labels += 1;
    if span.is_empty() {
        if wanted.empty_label {
            let host_start = c.table.host().map_or(0, |h| h.start);
            let message = if span.start == host_start {
                "host name starts with `.`"
            } else {
                "two `.` in a row make an empty label"
            };
            c.report(
                Finding::new(Code::HostEmptyLabel, Component::Host, span)
                    .with_message(message)
                    .with_help("remove the extra `.`"),
            );
        }
        return;
    }
    let written = &c.text[span.clone()];
    if wanted.hyphen {
        hyphen(c, written, span.clone());
    }
    let measure = if plain {
        #[cfg(feature = "idna")]
        if wanted.idna_work() || wanted.hyphen {
            punycode_label(c, wanted, name, written, span.clone());
        }
        Some(Measure {
            longest: written.len(),
            total: written.len(),
            form: Form::Written,
        })
    } else {
        measure_decoded(c, wanted, name, written, span.clone())
    };
    let Some(measure) = measure else {
        name.unmeasured = true;
        return;
    };
    name.octets += measure.total;
    name.converted |= measure.form != Form::Written;
    if wanted.label_length && measure.longest > MAX_LABEL {
        let how = match measure.form {
            Form::Written => "",
            Form::Decoded => " once percent-decoded",
            #[cfg(feature = "idna")]
            Form::Punycode => " in punycode",
        };
        c.report(
            Finding::new(Code::HostLabelLength, Component::Host, span)
                .with_message(format!("label is {} octets long{how}", measure.longest))
                .with_help("shorten the label to at most 63 octets"),
        );
    }
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
    if let Some(edge) = hyphen_edges(first == b'-', last == b'-') {
        c.report(hyphen_finding(
            span,
            format!("label `{written}` {edge} with a hyphen"),
        ));
    }
}

/// Which ends of a label have a hyphen, in words.
fn hyphen_edges(starts: bool, ends: bool) -> Option<&'static str> {
    match (starts, ends) {
        (false, false) => None,
        (true, true) => Some("starts and ends"),
        (true, false) => Some("starts"),
        (false, true) => Some("ends"),
    }
}

/// A `host-hyphen` finding at `span`.
fn hyphen_finding(span: Range<usize>, message: String) -> Finding {
    Finding::new(Code::HostHyphen, Component::Host, span)
        .with_message(message)
        .with_help("start and end each label with a letter or a digit")
}

/// The measure of a label that holds `%` or non-ASCII characters, after the
/// checks that need its decoded text; `None` when DNS would see a form that
/// cannot be computed here.
fn measure_decoded(
    c: &mut Checker<'_>,
    wanted: Wanted,
    name: &mut Name,
    written: &str,
    span: Range<usize>,
) -> Option<Measure> {
    let percents = written.bytes().filter(|&b| b == b'%').count();
    name.percent |= percents > 0;
    let Some(decoded) = percent_decode(written) else {
        // Octets that are not UTF-8 (`form-encoded-not-utf8`): DNS would
        // get them as they are.
        let octets = written.len() - 2 * percents;
        return Some(Measure {
            longest: octets,
            total: octets,
            form: Form::Decoded,
        });
    };
    if decoded.is_ascii() {
        #[cfg(feature = "idna")]
        if wanted.idna_work() || wanted.hyphen {
            punycode_label(c, wanted, name, &decoded, span);
        }
        return Some(Measure::of(&decoded, Form::Decoded));
    }
    name.non_ascii = true;
    measure_unicode(c, wanted, name, written, &decoded, span)
}

/// The measure of a label with non-ASCII characters (`decoded`, written
/// `written` at `span`): its Punycode form, after `host-idna` and
/// `host-punycode`.
#[cfg(feature = "idna")]
fn measure_unicode(
    c: &mut Checker<'_>,
    wanted: Wanted,
    name: &mut Name,
    written: &str,
    decoded: &str,
    span: Range<usize>,
) -> Option<Measure> {
    name.idna = true;
    if !wanted.idna_work() || punycode_label(c, wanted, name, decoded, span.clone()) {
        // An `xn--` label with non-ASCII characters is not Punycode.
        return None;
    }
    if let Some(ascii) = to_ascii(decoded) {
        return Some(Measure::of(&ascii, Form::Punycode));
    }
    name.idna_failed = true;
    if wanted.idna {
        // The character to blame, where the label holds it as itself; a
        // percent-encoded one is found in the decoded text, and the finding
        // spans the label.
        let (error, encoded) = if written.len() == decoded.len() {
            (label_error(written, span.clone(), 0), "")
        } else {
            (
                label_error(decoded, 0..decoded.len(), 0),
                " (percent-encoded)",
            )
        };
        let at = if encoded.is_empty() {
            error.span()
        } else {
            span
        };
        let finding = Finding::new(Code::HostIdna, Component::Host, at);
        c.report(match error.char() {
            Some(ch) => finding
                .with_char(ch)
                .with_message(format!(
                    "{encoded}{} is not allowed in this domain name",
                    CharName(ch)
                ))
                .with_help("remove it, or write the character that was meant"),
            None => finding
                .with_message(format!(
                    "label `{written}` breaks an idna rule \
                     (bidi, joiner context or a leading combining mark)"
                ))
                .with_help("check that the characters are the ones meant, in that order"),
        });
    }
    None
}

/// Without IDNA, the DNS form of a non-ASCII label is unknown.
#[cfg(not(feature = "idna"))]
fn measure_unicode(
    _: &mut Checker<'_>,
    _: Wanted,
    _: &mut Name,
    _: &str,
    _: &str,
    _: Range<usize>,
) -> Option<Measure> {
    None
}

/// `host-punycode`, and `host-hyphen` of the Unicode form: the checks of a
/// label `label` (decoded, at `span`) that starts with `xn--`; whether it does.
#[cfg(feature = "idna")]
fn punycode_label(
    c: &mut Checker<'_>,
    wanted: Wanted,
    name: &mut Name,
    label: &str,
    span: Range<usize>,
) -> bool {
    let Some(meaning) = a_label(label) else {
        return false;
    };
    name.idna = true;
    let message = match meaning {
        ALabel::Valid(unicode) => {
            let edge = hyphen_edges(unicode.starts_with('-'), unicode.ends_with('-'));
            if let (Some(edge), true) = (edge, wanted.hyphen) {
                c.report(hyphen_finding(
                    span,
                    format!("label `{label}` stands for `{unicode}`, which {edge} with a hyphen"),
                ));
            }
            return true;
        }
        ALabel::Rejected(decoded) if decoded.is_ascii() => {
            format!("label `{label}` decodes to `{decoded}`, which is ascii and needs no punycode")
        }
        ALabel::Rejected(decoded) => format!(
            "label `{label}` decodes to `{}`, which idna rejects",
            decoded.escape_debug()
        ),
        ALabel::Malformed => format!("label `{label}` is not valid punycode"),
    };
    name.idna_failed = true;
    if wanted.punycode {
        c.report(
            Finding::new(Code::HostPunycode, Component::Host, span)
                .with_message(message)
                .with_help(
                    "write the name meant, or its `ToASCII` form: an `xn--` label holds \
                     the punycode of a name idna accepts",
                ),
        );
    }
    true
}

/// The rules on the whole name: its length, IDNA across labels, percent-encoding.
fn whole_name(c: &mut Checker<'_>, wanted: Wanted, name: &Name, host: Range<usize>) {
    let octets = name.octets + name.labels.saturating_sub(1);
    if wanted.name_length && octets > MAX_NAME {
        let at_least = if name.unmeasured { "at least " } else { "" };
        let how = if name.converted {
            " as dns sees it"
        } else {
            ""
        };
        c.report(
            Finding::new(Code::HostNameLength, Component::Host, host.clone())
                .with_message(format!("host name is {at_least}{octets} octets long{how}"))
                .with_help("shorten the name to at most 253 octets"),
        );
    }
    #[cfg(feature = "idna")]
    if name.idna && !name.idna_failed && (wanted.idna || wanted.punycode) {
        // Each label passes alone: what fails is the bidi rule, which UTS 46
        // applies to all the labels of a name that has right-to-left ones.
        let rejected =
            percent_decode(&c.text[host.clone()]).is_some_and(|d| to_ascii(&d).is_none());
        let code = if name.non_ascii {
            Code::HostIdna
        } else {
            Code::HostPunycode
        };
        if rejected && c.wants(code) {
            c.report(
                Finding::new(code, Component::Host, host.clone())
                    .with_message("labels break the idna bidi rule together")
                    .with_help(
                        "in a name with right-to-left labels, every label must follow \
                         the bidi rule of RFC 5893",
                    ),
            );
        }
    }
    if wanted.percent_encoded && name.percent {
        percent_encoded(c, host);
    }
}

/// `host-percent-encoded`: a name with percent-encoded UTF-8 of non-ASCII
/// characters. An IRI (or LEIRI) can hold the characters: the fix writes
/// those it may hold as themselves. A URI cannot: the help gives the
/// Punycode form, which is a different URI, so no fix.
fn percent_encoded(c: &mut Checker<'_>, host: Range<usize>) {
    let text = &c.text[host.clone()];
    let bytes = text.as_bytes();
    let encodes_non_ascii =
        (0..bytes.len()).any(|at| triplet_at(bytes, at).is_some_and(|octet| !octet.is_ascii()));
    if !encodes_non_ascii || percent_decode(text).is_none() {
        return;
    }
    let finding = Finding::new(Code::HostPercentEncoded, Component::Host, host.clone());
    let finding = if c.grammar.charset == Charset::Uri {
        finding.with_help(punycode_help(text))
    } else {
        let fixed = with_characters(text);
        if fixed == text {
            finding.with_help(punycode_help(text))
        } else {
            finding
                .with_help("write the encoded characters as themselves")
                .with_fix(Fix::new(host, fixed))
        }
    };
    c.report(finding);
}

/// How to write the percent-encoded name `host` in Punycode.
fn punycode_help(host: &str) -> String {
    #[cfg(feature = "idna")]
    if let Ok(ascii) = host_to_ascii(host, 0) {
        return format!("write the name in punycode: `{ascii}`");
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
        match percent_decode(run) {
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
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::check::{Policy, check};
    use crate::parse::{Grammar, parse};

    /// The host findings of `input` (an IRI reference): code, span, message.
    fn findings(input: &str) -> Vec<(Code, Range<usize>, String)> {
        let table = parse(input, Grammar::IRI_REFERENCE).unwrap();
        check(input, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT)
            .iter()
            .filter(|f| f.code().group() == crate::codes::Group::Host)
            .map(|f| (f.code(), f.span(), f.message().to_string()))
            .collect()
    }

    #[test]
    fn messages_say_how_the_label_was_measured() {
        let decoded = alloc::format!("//{}%41%42/", "a".repeat(62));
        assert_eq!(
            findings(&decoded),
            [(
                Code::HostLabelLength,
                2..70,
                "label is 64 octets long once percent-decoded".to_string()
            )]
        );
        let name = [&"a".repeat(63)[..]; 4].join(".");
        assert_eq!(
            findings(&alloc::format!("//{name}")),
            [(
                Code::HostNameLength,
                2..257,
                "host name is 255 octets long".to_string()
            )]
        );
    }

    #[test]
    fn hyphens_at_either_end() {
        let messages: Vec<String> = ["//-a", "//a%2d", "//-", "//a.b-c"]
            .iter()
            .flat_map(|input| findings(input))
            .map(|(_, _, message)| message)
            .collect();
        assert_eq!(
            messages,
            [
                "label `-a` starts with a hyphen",
                "label `a%2d` ends with a hyphen",
                "label `-` starts and ends with a hyphen",
            ]
        );
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
                "host name is at least 256 octets long".to_string()
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
                "label is 66 octets long in punycode".to_string()
            )]
        );
        assert_eq!(
            findings("//xn--zz.xn--abc-.xn--ls8h.xn--a/"),
            [
                (
                    Code::HostPunycode,
                    2..8,
                    "label `xn--zz` is not valid punycode".to_string()
                ),
                (
                    Code::HostHyphen,
                    9..17,
                    "label `xn--abc-` ends with a hyphen".to_string()
                ),
                (
                    Code::HostPunycode,
                    9..17,
                    "label `xn--abc-` decodes to `abc`, which is ascii and needs no punycode"
                        .to_string()
                ),
                (
                    Code::HostPunycode,
                    27..32,
                    "label `xn--a` decodes to `\\u{80}`, which idna rejects".to_string()
                ),
            ]
        );
    }

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
