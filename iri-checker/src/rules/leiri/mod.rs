//! The characters a LEIRI may hold and an IRI may not (W3C LEIRI note
//! section 5, 3987bis section 6.3): `leiri-character`, with the group of
//! each (space, delimiters, unwise, controls, bidi formatting, specials,
//! private use, tags, non-characters). Adjacent characters of one group
//! make one finding; its fix is the percent-encoding that LEIRI-to-IRI
//! conversion writes, unless another fix owns the stretch
//! ([`Checker::may_fix`]).

pub(crate) mod detail;
mod sentences;

use alloc::string::String;
use core::fmt::Write as _;

use crate::Checker;
use crate::chars::groups::LeiriGroup;
use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::rules::leiri::detail::LeiriDetail;
use crate::rules::stretch::{Stretch, Stretches};
use crate::rules::voice::{GroupDetail, voice};
use iri_core::Charset;
use iri_core::PercentEncoded;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Whether the group has something to find: in LEIRIs only (an IRI holds
/// none of these characters).
#[inline]
pub(crate) fn may_find(c: &Checker<'_>) -> bool {
    c.grammar.charset == Charset::Leiri
}

/// Runs the rule of the `leiri` group.
pub(crate) fn check(c: &mut Checker<'_>) {
    if !c.wants(Code::LeiriCharacter) {
        return;
    }
    let query = c.query();
    let mut stretches = Stretches::new();
    for (at, ch) in c.text.char_indices() {
        let in_query = query.as_ref().is_some_and(|q| q.contains(&at));
        if !is_inappropriate_in_iri(ch, in_query) {
            continue;
        }
        let Some(group) = LeiriGroup::of(ch) else {
            continue;
        };
        if let Some(ended) = stretches.push(group, at, ch) {
            report(c, ended);
        }
    }
    if let Some(ended) = stretches.finish() {
        report(c, ended);
    }
}

fn report(c: &mut Checker<'_>, stretch: Stretch<LeiriGroup>) {
    let detail = LeiriDetail::Characters {
        first: stretch.first,
        count: u32::try_from(stretch.count).unwrap_or(u32::MAX),
    };
    let finding = Finding::new(detail, c.component_at(stretch.start), stretch.span())
        .with_char_opt(stretch.single());
    c.report_with_fix(finding, stretch.span());
}

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`) and the text of
/// their edits.
pub(crate) static VOICE: Voice = voice::<LeiriDetail>();

impl GroupDetail for LeiriDetail {
    fn code(self) -> Code {
        LeiriDetail::code(self)
    }

    /// The percent-encoding of its characters, what LEIRI-to-IRI
    /// conversion writes (`None` if they are not of one LEIRI group).
    fn replacement(self, finding: &Finding, input: &str) -> Option<String> {
        match self {
            LeiriDetail::Characters { .. } => percent_encoded(input.get(finding.edit_span()?)?),
        }
    }
}

/// `text` percent-encoded, when its characters are of one LEIRI group.
fn percent_encoded(text: &str) -> Option<String> {
    let group = LeiriGroup::of(text.chars().next()?)?;
    let mut encoded = String::with_capacity(text.len() * 3);
    for ch in text.chars() {
        if LeiriGroup::of(ch) != Some(group) {
            return None;
        }
        let _ = write!(encoded, "{}", PercentEncoded(ch));
    }
    Some(encoded)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::{Policy, check};
    use iri_core::{Grammar, parse};

    /// The `leiri-character` findings of `text`, a LEIRI: message, help and
    /// fix.
    fn found(text: &str) -> Vec<(String, String, Option<String>)> {
        let table = parse(text, Grammar::LEIRI_REFERENCE).unwrap();
        check(text, &table, Grammar::LEIRI_REFERENCE, &Policy::DEFAULT)
            .iter()
            .filter(|f| f.code() == Code::LeiriCharacter)
            .map(|f| {
                (
                    f.message().to_string(),
                    f.help().unwrap().to_string(),
                    f.fix(text).map(|fix| fix.replacement().to_string()),
                )
            })
            .collect()
    }

    #[test]
    fn messages_name_the_group_and_fixes_encode() {
        assert_eq!(
            found("http://example.org/a b"),
            [(
                "' ' (U+0020) of the LEIRI group `space`, which IRIs do not allow".into(),
                "percent-encode it to make an IRI".into(),
                Some("%20".into())
            )]
        );
        assert_eq!(
            found("http://example.org/{a}|\\^`"),
            [
                (
                    "'{' of the LEIRI group `unwise`, which IRIs do not allow".into(),
                    "percent-encode it to make an IRI".into(),
                    Some("%7B".into())
                ),
                (
                    "5 characters of the LEIRI group `unwise`, which IRIs do not allow".into(),
                    "percent-encode them to make an IRI".into(),
                    Some("%7D%7C%5C%5E%60".into())
                ),
            ]
        );
    }

    #[test]
    fn the_fix_is_written_only_for_the_text_checked() {
        let text = "a<b";
        let table = parse(text, Grammar::LEIRI_REFERENCE).unwrap();
        let report = check(text, &table, Grammar::LEIRI_REFERENCE, &Policy::DEFAULT);
        let finding = report.findings()[0];
        assert_eq!(finding.fix(text).unwrap().replacement(), "%3C");
        assert_eq!((VOICE.edit)(&finding, "a<b"), Some("%3C".into()));
        for other in ["", "a", "abc", "a\u{E9}", "aé<"] {
            assert_eq!(finding.fix(other), None, "{other:?}");
        }
    }
}
