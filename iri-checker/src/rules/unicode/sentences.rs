//! The sentences of the `unicode` group that say more than their code's
//! summary and help: how many adjacent characters a finding is about, what
//! a look-alike looks like, the Unicode version that leaves a code point
//! unassigned, where a combining mark starts a component, the scripts that
//! a component mixes, and why some text not in NFC has no fix.

use core::fmt;

use crate::rules::voice::Sentences;

use crate::diagnostic::names::CharName;
use crate::diagnostic::sentences::write_summary;
use crate::rules::bidi::sentences::unit;
use crate::rules::unicode::detail::UnicodeDetail;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The plural noun of a code's characters, for findings about several.
const fn plural(code: Code) -> &'static str {
    match code {
        Code::UnicodeNoncharacter => "non-characters",
        Code::UnicodeSpecial => "special characters",
        Code::UnicodeTag => "tag characters",
        Code::UnicodeUnassigned => "code points",
        Code::UnicodeLookalike => "characters",
        _ => "compatibility characters",
    }
}

/// The Unicode version of the tables that say which code points are
/// assigned (those of `unicode-normalization`).
const fn unicode_version() -> (u8, u8, u8) {
    #[cfg(feature = "nfc")]
    return unicode_normalization::UNICODE_VERSION;
    #[cfg(not(feature = "nfc"))]
    (0, 0, 0)
}

impl Sentences for UnicodeDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let code = finding.code();
        match self {
            UnicodeDetail::NotNfkc { count }
            | UnicodeDetail::Noncharacter { count }
            | UnicodeDetail::Special { count }
            | UnicodeDetail::Tag { count }
                if count > 1 =>
            {
                write!(f, "{count} {}", plural(code))
            }
            UnicodeDetail::NotNfc
            | UnicodeDetail::NfcInLowercase
            | UnicodeDetail::NotNfkc { .. }
            | UnicodeDetail::Noncharacter { .. }
            | UnicodeDetail::Special { .. }
            | UnicodeDetail::Tag { .. }
            | UnicodeDetail::Confusable => write_summary(f, finding),
            UnicodeDetail::NfcDelimiter { .. } => match finding.char() {
                Some(ch) => write!(f, "character {} not in Unicode NFC", CharName(ch)),
                None => write_summary(f, finding),
            },
            UnicodeDetail::Lookalike { like, count } => {
                match finding.char() {
                    Some(ch) if count == 1 => {
                        write!(f, "character {} that looks like ", CharName(ch))?;
                    }
                    _ => write!(f, "{count} {} that look like ", plural(code))?,
                }
                match like {
                    Some(' ') if count == 1 => f.write_str("a space"),
                    Some(' ') => f.write_str("spaces"),
                    Some(like) => write!(f, "{}", CharName(like)),
                    None => f.write_str("ASCII delimiters or spaces"),
                }
            }
            UnicodeDetail::Unassigned { count } => {
                let (major, minor, update) = unicode_version();
                match finding.char() {
                    Some(ch) if count == 1 => write!(f, "code point {} unassigned", CharName(ch))?,
                    _ => write!(f, "{count} {} unassigned", plural(code))?,
                }
                write!(f, " in Unicode {major}.{minor}.{update}")
            }
            UnicodeDetail::CombiningStart { mark, after } => match after {
                None => write!(
                    f,
                    "combining mark {} at the start of a {}",
                    CharName(mark),
                    unit(finding.component())
                ),
                Some(after) => write!(
                    f,
                    "combining mark {} after {}",
                    CharName(mark),
                    CharName(after)
                ),
            },
            #[cfg(feature = "security")]
            UnicodeDetail::MixedScript { earlier, later } => {
                use unicode_script::UnicodeScript as _;
                write!(
                    f,
                    "{} mixes {} and {}",
                    unit(finding.component()),
                    earlier.script().full_name(),
                    later.script().full_name()
                )?;
                if let Some(ch) = finding.char() {
                    write!(f, " at {}", CharName(ch))?;
                }
                Ok(())
            }
            // Found with the `security` feature only.
            #[cfg(not(feature = "security"))]
            UnicodeDetail::MixedScript { .. } => write_summary(f, finding),
        }
    }

    /// Whether there is a help: always.
    fn has_help(self, _: &Finding) -> bool {
        match self {
            UnicodeDetail::NotNfc
            | UnicodeDetail::NfcInLowercase
            | UnicodeDetail::NfcDelimiter { .. }
            | UnicodeDetail::NotNfkc { .. }
            | UnicodeDetail::Noncharacter { .. }
            | UnicodeDetail::Special { .. }
            | UnicodeDetail::Tag { .. }
            | UnicodeDetail::Lookalike { .. }
            | UnicodeDetail::Unassigned { .. }
            | UnicodeDetail::CombiningStart { .. }
            | UnicodeDetail::MixedScript { .. }
            | UnicodeDetail::Confusable => true,
        }
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let code = finding.code();
        let several = matches!(
            self,
            UnicodeDetail::NotNfkc { count: 2.. }
                | UnicodeDetail::Noncharacter { count: 2.. }
                | UnicodeDetail::Special { count: 2.. }
                | UnicodeDetail::Tag { count: 2.. }
                | UnicodeDetail::Lookalike { count: 2.., .. }
                | UnicodeDetail::Unassigned { count: 2.. }
        ) || matches!(self, UnicodeDetail::CombiningStart { .. } if finding.char().is_none());
        f.write_str(match self {
            UnicodeDetail::NfcInLowercase => "write the text in NFC, and its letters in lowercase",
            UnicodeDetail::NfcDelimiter { delimiter } => {
                return write!(
                    f,
                    "its NFC form holds {}, which would change the structure of the IRI: \
                     percent-encode it instead",
                    CharName(delimiter)
                );
            }
            _ if !several => code.help().unwrap_or_default(),
            _ => match code {
                Code::UnicodeNotNfkc => "write their NFKC form if the IRI is new",
                Code::UnicodeLookalike => {
                    "write what they look like if that is meant, otherwise percent-encode them"
                }
                Code::UnicodeUnassigned => "use assigned characters, or percent-encode them",
                Code::UnicodeNoncharacter | Code::UnicodeSpecial => {
                    "remove them, or percent-encode them"
                }
                Code::UnicodeCombiningStart => {
                    "put the marks after the character they belong to, or percent-encode them"
                }
                _ => code.help().unwrap_or_default(),
            },
        })
    }
}
