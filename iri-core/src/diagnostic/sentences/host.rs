//! The sentences of the `host` group that say more than their code's
//! summary and help: how long a label or a name is and how it was
//! measured, which end of a label has a hyphen, where an empty label is,
//! and what IDNA rejected.

use core::fmt;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::render::CharName;

/// What a `host` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HostDetail {
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
    #[cfg(feature = "idna")]
    Punycode(PunycodeFault),
    /// `host-idna`: what IDNA rejected in a label.
    #[cfg(feature = "idna")]
    Idna {
        /// The character (the finding's) or the label as a whole.
        rejected: Rejected,
        /// Whether the label holds it percent-encoded (the finding is then
        /// at the label).
        encoded: bool,
    },
    /// `host-idna` or `host-punycode` on the whole name: each label
    /// converts alone, but together they break the bidi rule (RFC 5893).
    #[cfg(feature = "idna")]
    BidiAcrossLabels,
    /// `host-dns-character`: the finding's character, in the form it was
    /// read in (written, percent-decoded, or mapped by IDNA).
    DnsCharacter(Measure),
    /// `host-percent-encoded` without a fix: the characters cannot be
    /// written as themselves (in a URI, or one must stay encoded), so the
    /// name is best written in Punycode (with the `idna` feature, the
    /// suggestion gives that form).
    PunycodeForm,
}

/// How the octets of a label were counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Measure {
    /// As written.
    Written,
    /// Percent-decoded.
    Decoded,
    /// In Punycode (UTS 46 `ToASCII`).
    #[cfg(feature = "idna")]
    Punycode,
}

/// Which ends of a label are a hyphen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Edges {
    /// The first character.
    Start,
    /// The last character.
    End,
    /// Both.
    Both,
}

impl Edges {
    /// The ends that are a hyphen, if any.
    pub(crate) const fn of(starts: bool, ends: bool) -> Option<Edges> {
        match (starts, ends) {
            (false, false) => None,
            (true, true) => Some(Edges::Both),
            (true, false) => Some(Edges::Start),
            (false, true) => Some(Edges::End),
        }
    }

    /// The verb phrase, after a subject.
    const fn verb(self) -> &'static str {
        match self {
            Edges::Start => "starts",
            Edges::End => "ends",
            Edges::Both => "starts and ends",
        }
    }

    /// The participle phrase, after a noun.
    const fn participle(self) -> &'static str {
        match self {
            Edges::Start => "starting",
            Edges::End => "ending",
            Edges::Both => "starting and ending",
        }
    }
}

/// What is wrong with an `xn--` label (`host-punycode`).
#[cfg(feature = "idna")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum PunycodeFault {
    /// What follows `xn--` is not Punycode (RFC 3492).
    Malformed,
    /// It decodes to plain ASCII, which needs no Punycode.
    Ascii,
    /// It decodes to a label that IDNA rejects.
    Rejected(Rejected),
}

/// What IDNA rejected in a label.
#[cfg(feature = "idna")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Rejected {
    /// A character it disallows wherever it stands: the finding's.
    Character,
    /// The label as a whole: the bidi rule, the context of a joiner, or a
    /// leading combining mark.
    Label,
}

/// The rules a label may break as a whole, for messages.
#[cfg(feature = "idna")]
const LABEL_RULES: &str = "(bidi, joiner context or a leading combining mark)";

impl From<HostDetail> for Detail {
    fn from(detail: HostDetail) -> Detail {
        Detail::Host(detail)
    }
}

impl HostDetail {
    /// Writes the message.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            HostDetail::LabelLength { octets, measure } => {
                write!(f, "label of {octets} octets")?;
                match measure {
                    Measure::Written => Ok(()),
                    Measure::Decoded => f.write_str(" once percent-decoded"),
                    #[cfg(feature = "idna")]
                    Measure::Punycode => f.write_str(" in Punycode"),
                }
            }
            HostDetail::NameLength {
                octets,
                at_least,
                converted,
            } => {
                let at_least = if at_least { "at least " } else { "" };
                let how = if converted { " as DNS sees it" } else { "" };
                write!(f, "name of {at_least}{octets} octets{how}")
            }
            HostDetail::Hyphen {
                edges,
                unicode: false,
            } => write!(f, "label {} with a hyphen", edges.participle()),
            HostDetail::Hyphen {
                edges,
                unicode: true,
            } => write!(
                f,
                "`xn--` label whose Unicode form {} with a hyphen",
                edges.verb()
            ),
            HostDetail::EmptyLabel { first: true } => {
                f.write_str("empty label before the first `.`")
            }
            HostDetail::EmptyLabel { first: false } => f.write_str("empty label between two `.`"),
            #[cfg(feature = "idna")]
            HostDetail::Punycode(fault) => match fault {
                PunycodeFault::Malformed => f.write_str("`xn--` label that is not valid Punycode"),
                PunycodeFault::Ascii => {
                    f.write_str("`xn--` label decoding to plain ASCII, which needs no Punycode")
                }
                PunycodeFault::Rejected(Rejected::Character) => {
                    f.write_str("`xn--` label whose Unicode form holds ")?;
                    write_char(f, finding)?;
                    f.write_str(", which IDNA disallows")
                }
                PunycodeFault::Rejected(Rejected::Label) => write!(
                    f,
                    "`xn--` label whose Unicode form breaks an IDNA rule {LABEL_RULES}"
                ),
            },
            #[cfg(feature = "idna")]
            HostDetail::Idna {
                rejected: Rejected::Character,
                encoded,
            } => {
                if encoded {
                    f.write_str("percent-encoded ")?;
                }
                write_char(f, finding)?;
                f.write_str(" disallowed in domain names")
            }
            #[cfg(feature = "idna")]
            HostDetail::Idna {
                rejected: Rejected::Label,
                ..
            } => write!(f, "label breaking an IDNA rule {LABEL_RULES}"),
            #[cfg(feature = "idna")]
            HostDetail::BidiAcrossLabels => {
                f.write_str("labels breaking the IDNA bidi rule together")
            }
            HostDetail::PunycodeForm => f.write_str(finding.code().summary()),
            HostDetail::DnsCharacter(measure) => {
                write_char(f, finding)?;
                f.write_str(", which host names of this scheme do not hold")?;
                match measure {
                    Measure::Written => Ok(()),
                    Measure::Decoded => f.write_str(" (percent-encoded)"),
                    #[cfg(feature = "idna")]
                    Measure::Punycode => f.write_str(" (once IDNA maps the label)"),
                }
            }
        }
    }

    /// Whether there is a help: every detail has one, its own or the
    /// code's.
    pub(crate) const fn has_help(self, _: &Finding) -> bool {
        let _ = self;
        true
    }

    /// Writes the help.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            #[cfg(feature = "idna")]
            HostDetail::Idna {
                rejected: Rejected::Character,
                ..
            } => f.write_str("remove it, or write the character that was meant"),
            #[cfg(feature = "idna")]
            HostDetail::BidiAcrossLabels => f.write_str(
                "in a name with right-to-left labels, make every label follow \
                 the bidi rule of RFC 5893",
            ),
            HostDetail::PunycodeForm => {
                f.write_str("write the name in Punycode (its IDNA `ToASCII` form)")
            }
            _ => f.write_str(finding.code().help().unwrap_or_default()),
        }
    }
}

/// Writes the finding's character, which its detail says it has.
fn write_char(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    match finding.char() {
        Some(c) => write!(f, "{}", CharName(c)),
        None => f.write_str("a character"),
    }
}
