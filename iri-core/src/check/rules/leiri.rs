//! The characters a LEIRI may hold and an IRI may not (W3C LEIRI note
//! section 5, 3987bis section 6.3): `leiri-character`, with the group of
//! each (space, delimiters, unwise, controls, bidi formatting, specials,
//! private use, tags, non-characters). Adjacent characters of one group
//! make one finding; its fix is the percent-encoding that LEIRI-to-IRI
//! conversion writes, unless another fix owns the stretch
//! ([`Checker::may_fix`]).

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use crate::chars::groups::LeiriGroup;
use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::check::Checker;
use crate::check::rules::stretch::{Stretch, Stretches};
use crate::diagnostic::codes::Code;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::fix::Fix;
use crate::diagnostic::render::CharName;
use crate::percent::encode::PercentEncoded;
use crate::syntax::parse::Charset;

/// Runs the rule of the `leiri` group (LEIRIs only: an IRI holds none of
/// these characters).
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    if c.grammar.charset != Charset::Leiri || !c.wants(Code::LeiriCharacter) {
        return;
    }
    let query = c.table.query();
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
    let text = &c.text[stretch.span()];
    let mut encoded = String::with_capacity(text.len() * 3);
    for ch in text.chars() {
        let _ = write!(encoded, "{}", PercentEncoded(ch));
    }
    let group = stretch.kind.name();
    let message = match stretch.single() {
        Some(ch) => format!(
            "{} is allowed in LEIRIs but not in IRIs (group: {group})",
            CharName(ch)
        ),
        None => format!(
            "{} characters allowed in LEIRIs but not in IRIs (group: {group})",
            stretch.count
        ),
    };
    let mut finding = Finding::new(
        Code::LeiriCharacter,
        c.table.component_at(stretch.start),
        stretch.span(),
    )
    .with_message(message)
    .with_help(format!("write `{encoded}` to make an IRI"));
    if c.may_fix(&stretch.span()) {
        finding = finding.with_fix_text(Fix::new(stretch.span(), encoded));
    }
    if let Some(ch) = stretch.single() {
        finding = finding.with_char(ch);
    }
    c.report(finding);
}

/// The replacement text of the edit of `finding` in `input`.
pub(crate) fn replacement(
    finding: &crate::diagnostic::finding::Finding,
    input: &str,
) -> Option<alloc::string::String> {
    let _ = (finding, input);
    None
}
