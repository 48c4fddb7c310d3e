//! The sentences of the `host` group that say more than their code's
//! summary and help: how long a label or a name is and how it was
//! measured, which end of a label has a hyphen, where an empty label is,
//! and what IDNA rejected.

use core::fmt;

use crate::rules::voice::Sentences;

use crate::diagnostic::names::CharName;
use crate::diagnostic::sentences::write_summary;
use crate::rules::host::detail::{Edges, HostDetail, Measure};
use crate::rules::host::detail::{PunycodeFault, Rejected};
use iri_core::diagnostic::Finding;

/// The words for a label's edges.
trait EdgeWords {
    /// The verb phrase, after a subject.
    fn verb(self) -> &'static str;
    /// The participle phrase, after a noun.
    fn participle(self) -> &'static str;
}

impl EdgeWords for Edges {
    fn verb(self) -> &'static str {
        match self {
            Edges::Start => "starts",
            Edges::End => "ends",
            Edges::Both => "starts and ends",
        }
    }

    fn participle(self) -> &'static str {
        match self {
            Edges::Start => "starting",
            Edges::End => "ending",
            Edges::Both => "starting and ending",
        }
    }
}

/// The rules a label may break as a whole, for messages.
const LABEL_RULES: &str = "(bidi, joiner context or a leading combining mark)";

impl Sentences for HostDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            HostDetail::LabelLength { octets, measure } => {
                write!(f, "label of {octets} octets")?;
                match measure {
                    Measure::Written => Ok(()),
                    Measure::Decoded => f.write_str(" once percent-decoded"),
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
            HostDetail::Idna {
                rejected: Rejected::Label,
                ..
            } => write!(f, "label breaking an IDNA rule {LABEL_RULES}"),
            HostDetail::BidiAcrossLabels { .. } => {
                f.write_str("labels breaking the IDNA bidi rule together")
            }
            HostDetail::PunycodeForm => f.write_str(finding.code().summary()),
            HostDetail::RepeatedScheme | HostDetail::PercentEncoded => write_summary(f, finding),
            HostDetail::DnsCharacter(measure) => {
                write_char(f, finding)?;
                f.write_str(", which host names of this scheme do not hold")?;
                match measure {
                    Measure::Written => Ok(()),
                    Measure::Decoded => f.write_str(" (percent-encoded)"),
                    Measure::Punycode => f.write_str(" (once IDNA maps the label)"),
                }
            }
        }
    }

    /// Whether there is a help: every detail has one, its own or the
    /// code's.
    fn has_help(self, _: &Finding) -> bool {
        let _ = self;
        true
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            HostDetail::Idna {
                rejected: Rejected::Character,
                ..
            } => f.write_str("remove it, or write the character that was meant"),
            HostDetail::BidiAcrossLabels { .. } => f.write_str(
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
