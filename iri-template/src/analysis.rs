//! What a template guarantees about its expansions, decided once when it
//! is parsed, with the one parser on its skeletons (`super::skeleton`):
//!
//! - whether its literal text is valid IRI text where it stands, under
//!   every combination of its structural expressions (`{?…}`, `{/…}`,
//!   `{#…}`) being defined or not;
//! - where each expression stands (scheme, authority, path, query,
//!   fragment), and so whether its values can only ever give a valid IRI
//!   with the template's structure — then the table of an expansion is
//!   computed while it is written, from marks (`super::program`), and
//!   checked here against the parser on every combination — or whether
//!   expansions must be parsed (the `+` and `#` operators, an expression in
//!   the scheme or the port, a path that could start with `//`);
//! - which expressions can make a dot segment, and whether only values
//!   that can be `.`, `..` or empty (strings, not numbers) can.

use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use crate::diagnostic::detail::grammar::GrammarDetail;
use crate::diagnostic::finding::FindingInternals;
use crate::normalize::path::dots;
use crate::operator::Operator;
use crate::program::{
    ABSOLUTE, DotCheck, ExpressionOp, NEEDS_PARSE, NO_AUTHORITY_TO_KEEP, SpecOp, Writer,
};
use crate::rfc6570::{self, Part, Syntax};
use crate::skeleton::{self, DIGIT, LETTER, Location, Refusal, Skeleton};
use iri_core::Component;
use iri_core::Grammar;
use iri_core::diagnostic::Finding;
use iri_core::{MAX_LEN, Table};

/// The most structural expressions whose combinations are all looked at
/// (2^10 skeletons); a template with more is parsed at each expansion.
const MAX_STRUCTURAL: usize = 10;

/// The number of boundaries of a component table.
const BOUNDARIES: usize = 6;

/// Reads and analyzes `template` for `grammar`, giving its program, or
/// every finding of its syntax, or the first of its text (a template
/// whose syntax is wrong is not looked at further).
pub(crate) fn compile(template: &str, grammar: Grammar) -> Result<Vec<u8>, Vec<Finding>> {
    if template.len() > MAX_LEN {
        let start = (0..=MAX_LEN)
            .rev()
            .find(|&at| template.is_char_boundary(at))
            .unwrap_or(0);
        return Err(vec![Finding::new(
            GrammarDetail::TooLong,
            Component::Template,
            start..template.len(),
        )]);
    }
    let mut findings = Vec::new();
    let syntax = rfc6570::parse(template, &mut findings);
    if !findings.is_empty() {
        return Err(findings);
    }
    let combinations = Combinations::check(template, &syntax, grammar).map_err(|f| vec![f])?;
    Ok(combinations.program(template, &syntax))
}

/// One combination of the structural expressions: its skeleton, and the
/// parser's table of it.
struct Combination {
    skeleton: Skeleton,
    table: Table,
}

/// Every combination looked at, the all-defined one first and the
/// none-defined one last.
struct Combinations {
    list: Vec<Combination>,
    /// More structural expressions than [`MAX_STRUCTURAL`]: only the two
    /// extreme combinations were looked at.
    too_many: bool,
}

impl Combinations {
    /// Writes and checks the skeleton of every combination.
    fn check(template: &str, syntax: &Syntax, grammar: Grammar) -> Result<Combinations, Finding> {
        let parts = &syntax.parts;
        let structural: Vec<usize> = (0..parts.len())
            .filter(|&i| {
                matches!(&parts[i], Part::Expression(e)
                    if matches!(e.op, Operator::Query | Operator::Path | Operator::Fragment))
            })
            .collect();
        let too_many = structural.len() > MAX_STRUCTURAL;
        let all = if too_many {
            1
        } else {
            (1u32 << structural.len()) - 1
        };
        let mut placeholders = vec![LETTER; parts.len()];
        'again: loop {
            let mut list = Vec::new();
            for mask in (0..=all).rev() {
                let present = |part: usize| match structural.iter().position(|&s| s == part) {
                    Some(_) if too_many => mask == all,
                    Some(bit) => mask & (1 << bit) != 0,
                    None => true,
                };
                let skeleton = Skeleton::new(template, parts, present, &placeholders);
                match skeleton::check_skeleton(&skeleton, template, parts, grammar) {
                    Ok(table) => list.push(Combination { skeleton, table }),
                    Err(Refusal::Port(part)) if placeholders[part] == LETTER => {
                        placeholders[part] = DIGIT;
                        continue 'again;
                    }
                    Err(Refusal::Port(part)) => {
                        let Part::Expression(e) = &parts[part] else {
                            unreachable!("a port refusal is about an expression")
                        };
                        return Err(Finding::new(
                            GrammarDetail::InvalidPort,
                            Component::Port,
                            e.span.clone(),
                        ));
                    }
                    Err(Refusal::Literal(finding) | Refusal::Expression(finding)) => {
                        return Err(finding);
                    }
                }
            }
            return Ok(Combinations { list, too_many });
        }
    }

    /// The combination where no structural expression writes anything.
    fn none_defined(&self) -> &Combination {
        self.list.last().expect("at least one combination")
    }

    /// The program of the template, from what the combinations say.
    fn program(&self, template: &str, syntax: &Syntax) -> Vec<u8> {
        let parts = &syntax.parts;
        let mut needs_parse = self.too_many;
        let mut hazard = false;
        let mut absolute = true;
        let mut dot = vec![DotCheck::Never; parts.len()];
        let mut unicode = vec![true; parts.len()];
        for combination in &self.list {
            let Combination { skeleton, table } = combination;
            absolute &= table.has_scheme()
                && (0..parts.len()).all(|i| {
                    !matches!(parts[i], Part::Expression(_))
                        || !skeleton.wrote(i)
                        || skeleton.layout[i].start > table.scheme().map_or(0, |s| s.end)
                });
            hazard |= path_may_start_with_two_slashes(template, parts, skeleton, table);
            for (i, part) in parts.iter().enumerate() {
                let (Part::Expression(e), Some(value)) = (part, skeleton.value_at[i]) else {
                    continue;
                };
                match crate::syntax::table::offsets(table).component_at(value) {
                    Component::Scheme | Component::Port => {
                        needs_parse = true;
                        unicode[i] = false;
                    }
                    Component::Path => {
                        dot[i] =
                            dot[i].max(dot_check(e.op, template, parts, skeleton, table, value));
                    }
                    _ => {}
                }
                if e.op.allows_reserved() {
                    needs_parse = true;
                }
            }
        }
        needs_parse |= hazard;
        let marks = Marks::from(self, parts);
        needs_parse |= !marks.verified;
        let flags = if needs_parse { NEEDS_PARSE } else { 0 }
            | if hazard { NO_AUTHORITY_TO_KEEP } else { 0 }
            | if absolute { ABSOLUTE } else { 0 };
        let mut writer = Writer::new(flags, &syntax.names);
        for (i, part) in parts.iter().enumerate() {
            match part {
                Part::Literal(range) => writer.literal(range, &marks.literal[i]),
                Part::Expression(e) => {
                    let specs: Vec<SpecOp> = syntax.specs[e.specs.clone()]
                        .iter()
                        .map(|s| SpecOp {
                            var: s.var,
                            name: s.name.clone(),
                            modifier: s.modifier,
                        })
                        .collect();
                    let op = ExpressionOp {
                        span: e.span.clone(),
                        op: e.op,
                        dot: dot[i],
                        unicode: unicode[i],
                        candidates: marks.candidates[i],
                        unconditional: marks.unconditional[i],
                    };
                    writer.expression(&op, &specs);
                }
            }
        }
        writer.finish()
    }
}

/// The six offsets of `table`, in the order of the program's boundaries.
fn boundaries(table: &Table) -> [usize; BOUNDARIES] {
    let (offsets, _) = crate::syntax::table::raw_offsets(table);
    [
        offsets[0], offsets[1], offsets[2], offsets[3], offsets[4], offsets[5],
    ]
}

/// Where each boundary of an expansion lies, as marks on the parts, and
/// whether the marks give the parser's table on every combination.
struct Marks {
    literal: Vec<Vec<(u8, usize)>>,
    candidates: Vec<u8>,
    unconditional: Vec<u8>,
    verified: bool,
}

impl Marks {
    /// The marks: each boundary where the none-defined combination has it
    /// (at a literal byte, or at an expression's start), and, before that,
    /// at each structural expression that some combination has it at.
    fn from(combinations: &Combinations, parts: &[Part]) -> Marks {
        let mut marks = Marks {
            literal: vec![Vec::new(); parts.len()],
            candidates: vec![0; parts.len()],
            unconditional: vec![0; parts.len()],
            verified: true,
        };
        let base = combinations.none_defined();
        for (b, at) in boundaries(&base.table).into_iter().enumerate() {
            let bit = 1u8 << b;
            match base.skeleton.locate(at) {
                Location::End => {}
                Location::Literal { part, offset } => marks.literal[part].push((b as u8, offset)),
                Location::Expression { part, offset: 0 } => marks.unconditional[part] |= bit,
                Location::Expression { .. } => marks.verified = false,
            }
        }
        for combination in &combinations.list {
            let skeleton = &combination.skeleton;
            for (b, at) in boundaries(&combination.table).into_iter().enumerate() {
                for (i, part) in parts.iter().enumerate() {
                    let structural = matches!(part, Part::Expression(e)
                        if matches!(e.op, Operator::Query | Operator::Path | Operator::Fragment));
                    if structural && skeleton.wrote(i) && skeleton.layout[i].start == at {
                        marks.candidates[i] |= 1 << b;
                    }
                }
            }
        }
        for combination in &combinations.list {
            if marks.simulate(parts, &combination.skeleton) != boundaries(&combination.table) {
                marks.verified = false;
            }
        }
        marks
    }

    /// The boundaries the marks give for `skeleton`, as expansion computes
    /// them: each set by the first mark that reaches it, in the order of
    /// the parts; those none sets at the end.
    fn simulate(&self, parts: &[Part], skeleton: &Skeleton) -> [usize; BOUNDARIES] {
        let mut set = [None; BOUNDARIES];
        for (i, part) in parts.iter().enumerate() {
            let at = skeleton.layout[i].start;
            match part {
                Part::Literal(_) => {
                    for &(b, offset) in &self.literal[i] {
                        set[usize::from(b)].get_or_insert(at + offset);
                    }
                }
                Part::Expression(_) => {
                    let wrote = if skeleton.wrote(i) {
                        self.candidates[i]
                    } else {
                        0
                    };
                    for (b, slot) in set.iter_mut().enumerate() {
                        if (wrote | self.unconditional[i]) & (1 << b) != 0 {
                            slot.get_or_insert(at);
                        }
                    }
                }
            }
        }
        set.map(|s| s.unwrap_or(skeleton.text.len()))
    }
}

/// Whether the values of the expression `op`, whose placeholder is at
/// `value` in the path of `skeleton`, can make a dot segment.
fn dot_check(
    op: Operator,
    template: &str,
    parts: &[Part],
    skeleton: &Skeleton,
    table: &Table,
    value: usize,
) -> DotCheck {
    match op {
        Operator::Reserved | Operator::Fragment => DotCheck::Always,
        Operator::Parameter | Operator::Query | Operator::Continuation => DotCheck::Never,
        // Every value but the last is a whole segment.
        Operator::Path => DotCheck::ByValue,
        Operator::Simple | Operator::Label => {
            let segment = segment_around(&skeleton.text, table.path(), value);
            let mut literal = alloc::string::String::new();
            for at in segment {
                if let Location::Literal { part, offset } = skeleton.locate(at)
                    && let Part::Literal(range) = &parts[part]
                {
                    literal.push(char::from(template.as_bytes()[range.start + offset]));
                }
            }
            if literal.is_empty() {
                DotCheck::ByValue
            } else if dots(literal.as_bytes()).is_some() {
                // One or two dots around the values: an empty value makes
                // a dot segment, whatever its type.
                DotCheck::Always
            } else {
                // Another character, or three dots or more: never `.` or `..`.
                DotCheck::Never
            }
        }
    }
}

/// The bytes of the segment of `path` in `text` that holds byte `at`.
fn segment_around(text: &str, path: Range<usize>, at: usize) -> Range<usize> {
    let bytes = text.as_bytes();
    let start = bytes[path.start..at]
        .iter()
        .rposition(|&b| b == b'/')
        .map_or(path.start, |i| path.start + i + 1);
    let end = bytes[at..path.end]
        .iter()
        .position(|&b| b == b'/')
        .map_or(path.end, |i| at + i);
    start..end
}

/// Whether, in `skeleton` (whose `table` has no authority), an expansion
/// could make the path start with `//`, which a parser reads as an
/// authority: a `{/…}` expression at the start of the path (an empty first
/// value), or an expression that may be empty between a leading `/` and
/// another.
fn path_may_start_with_two_slashes(
    template: &str,
    parts: &[Part],
    skeleton: &Skeleton,
    table: &Table,
) -> bool {
    if table.has_authority() {
        return false;
    }
    let path = table.path();
    let (first, mut offset) = match skeleton.locate(path.start) {
        Location::End => return false,
        Location::Literal { part, offset } | Location::Expression { part, offset } => {
            (part, offset)
        }
    };
    // Whether a `/` starts the path so far (else nothing does yet).
    let mut slash = false;
    for (i, part) in parts.iter().enumerate().skip(first) {
        match part {
            Part::Literal(range) => {
                for &b in &template.as_bytes()[range.start + offset..range.end] {
                    if b != b'/' {
                        return false;
                    }
                    if slash {
                        return true;
                    }
                    slash = true;
                }
            }
            Part::Expression(e) if skeleton.wrote(i) || !is_structural(e.op) => match e.op {
                // `/` and an empty first value, then a second value or the
                // next `/`: taken as possible whatever follows.
                Operator::Path => return true,
                // Empty, or starting with a character that is no `/`.
                Operator::Simple
                | Operator::Label
                | Operator::Parameter
                | Operator::Continuation => {}
                Operator::Reserved | Operator::Fragment | Operator::Query => return false,
            },
            Part::Expression(_) => {}
        }
        offset = 0;
    }
    false
}

/// Whether the operator's expressions are among those whose combinations
/// are looked at.
const fn is_structural(op: Operator) -> bool {
    matches!(op, Operator::Query | Operator::Path | Operator::Fragment)
}
