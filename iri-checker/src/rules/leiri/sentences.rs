//! The sentences of the `leiri` group: the group of the characters found
//! (W3C LEIRI note section 5), and how many there are.

use core::fmt;

use crate::rules::voice::Sentences;

use crate::chars::groups::LeiriGroup;
use crate::diagnostic::names::CharName;
use crate::rules::leiri::detail::LeiriDetail;
use iri_core::diagnostic::Finding;

impl Sentences for LeiriDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, _: &Finding) -> fmt::Result {
        let LeiriDetail::Characters { first, count } = self;
        let group = LeiriGroup::of(first).map_or("none", LeiriGroup::name);
        if count == 1 {
            write!(
                f,
                "{} of the LEIRI group `{group}`, which IRIs do not allow",
                CharName(first)
            )
        } else {
            write!(
                f,
                "{count} characters of the LEIRI group `{group}`, which IRIs do not allow"
            )
        }
    }

    /// Whether there is a help: always.
    fn has_help(self, _: &Finding) -> bool {
        match self {
            LeiriDetail::Characters { .. } => true,
        }
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let LeiriDetail::Characters { count, .. } = self;
        if count == 1 {
            f.write_str(finding.code().help().unwrap_or_default())
        } else {
            f.write_str("percent-encode them to make an IRI")
        }
    }
}
