//! What the `host` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::Code;

packed! {
    /// What a `host` finding's sentence needs.
    pub enum HostDetail {
        /// `host-label-length`: the label makes a DNS label of `octets` octets,
        /// measured in this form.
        LabelLength {
            /// The octets of the longest DNS label the label makes.
            octets: u32,
            /// How they were counted.
            measure: Measure,
        },
        /// `host-name-length`: the name is `octets` octets long with the dots
        /// between its labels.
        NameLength {
            /// The octets counted.
            octets: u32,
            /// Whether some labels were not measured (non-ASCII labels without
            /// the `idna` feature): the count is a lower bound.
            at_least: bool,
            /// Whether some label was measured in another form than its text
            /// (percent-decoded, or in Punycode).
            converted: bool,
        },
        /// `host-hyphen`: which ends of the label are a hyphen.
        Hyphen {
            /// The ends.
            edges: Edges,
            /// Whether the ends are those of the Unicode form of an `xn--`
            /// label, not of the text.
            unicode: bool,
        },
        /// `host-empty-label`: where the empty label is.
        EmptyLabel {
            /// Before the first `.` (the name starts with one), not between
            /// two.
            first: bool,
        },
        /// `host-punycode`: what is wrong with an `xn--` label.
        Punycode(PunycodeFault),
        /// `host-idna`: what IDNA rejected in a label.
        Idna {
            /// The character (the finding's) or the label as a whole.
            rejected: Rejected,
            /// Whether the label holds it percent-encoded (the finding is then
            /// at the label).
            encoded: bool,
        },
        /// On the whole name: each label converts alone, but together they
        /// break the bidi rule (RFC 5893). `host-idna` when the name is written
        /// with non-ASCII characters, `host-punycode` when in `xn--` labels.
        BidiAcrossLabels {
            /// Whether the name holds non-ASCII characters (written as
            /// themselves or percent-encoded), not `xn--` labels only.
            unicode: bool,
        },
        /// `host-dns-character`: the finding's character, in the form it was
        /// read in (written, percent-decoded, or mapped by IDNA).
        DnsCharacter(Measure),
        /// `host-repeated-scheme`.
        RepeatedScheme,
        /// `host-percent-encoded`, with a fix that writes the encoded
        /// characters as themselves.
        PercentEncoded,
        /// `host-percent-encoded` without a fix: the characters cannot be
        /// written as themselves (in a URI, or one must stay encoded), so the
        /// name is best written in Punycode (with the `idna` feature, the
        /// suggestion gives that form).
        PunycodeForm,
    }
}

packed! {
    /// How the octets of a label were counted.
    pub enum Measure {
        /// As written.
        Written,
        /// Percent-decoded.
        Decoded,
        /// In Punycode (UTS 46 `ToASCII`).
        Punycode,
    }
}

packed! {
    /// Which ends of a label are a hyphen.
    pub enum Edges {
        /// The first character.
        Start,
        /// The last character.
        End,
        /// Both.
        Both,
    }
}

packed! {
    /// What is wrong with an `xn--` label (`host-punycode`).
    pub enum PunycodeFault {
        /// What follows `xn--` is not Punycode (RFC 3492).
        Malformed,
        /// It decodes to plain ASCII, which needs no Punycode.
        Ascii,
        /// It decodes to a label that IDNA rejects.
        Rejected(Rejected),
    }
}

packed! {
    /// What IDNA rejected in a label.
    pub enum Rejected {
        /// A character it disallows wherever it stands: the finding's.
        Character,
        /// The label as a whole: the bidi rule, the context of a joiner, or a
        /// leading combining mark.
        Label,
    }
}

impl HostDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            HostDetail::LabelLength { .. } => Code::HostLabelLength,
            HostDetail::NameLength { .. } => Code::HostNameLength,
            HostDetail::Hyphen { .. } => Code::HostHyphen,
            HostDetail::EmptyLabel { .. } => Code::HostEmptyLabel,
            HostDetail::Punycode(_) | HostDetail::BidiAcrossLabels { unicode: false } => {
                Code::HostPunycode
            }
            HostDetail::Idna { .. } | HostDetail::BidiAcrossLabels { unicode: true } => {
                Code::HostIdna
            }
            HostDetail::DnsCharacter(_) => Code::HostDnsCharacter,
            HostDetail::RepeatedScheme => Code::HostRepeatedScheme,
            HostDetail::PercentEncoded | HostDetail::PunycodeForm => Code::HostPercentEncoded,
        }
    }
}

impl From<HostDetail> for Detail {
    fn from(detail: HostDetail) -> Detail {
        rule_detail(detail)
    }
}

impl Edges {
    /// The ends that are a hyphen, if any.
    #[must_use]
    pub const fn of(starts: bool, ends: bool) -> Option<Edges> {
        match (starts, ends) {
            (false, false) => None,
            (true, true) => Some(Edges::Both),
            (true, false) => Some(Edges::Start),
            (false, true) => Some(Edges::End),
        }
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = HostDetail> {
    [
        HostDetail::LabelLength {
            octets: 64,
            measure: Measure::Written,
        },
        HostDetail::NameLength {
            octets: 254,
            at_least: false,
            converted: false,
        },
        HostDetail::Hyphen {
            edges: Edges::Start,
            unicode: false,
        },
        HostDetail::EmptyLabel { first: true },
        HostDetail::Punycode(PunycodeFault::Malformed),
        HostDetail::Idna {
            rejected: Rejected::Character,
            encoded: false,
        },
        HostDetail::BidiAcrossLabels { unicode: false },
        HostDetail::BidiAcrossLabels { unicode: true },
        HostDetail::DnsCharacter(Measure::Decoded),
        HostDetail::RepeatedScheme,
        HostDetail::PercentEncoded,
        HostDetail::PunycodeForm,
    ]
    .into_iter()
}
