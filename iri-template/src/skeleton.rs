//! Skeletons: a template written out with a placeholder character for
//! each value, so that the one parser (`iri_core::parse`) says where each
//! literal character and each expression stands, and whether the literal
//! text is valid there. An expression that writes something writes its
//! operator's first character and a placeholder; one that is undefined in
//! the combination being looked at writes nothing.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::diagnostic::detail::template::TemplateDetail;
use crate::diagnostic::finding::FindingInternals;
use crate::must::next_bidi_formatting;
use crate::rfc6570::Part;
use iri_core::Table;
use iri_core::diagnostic::Finding;
use iri_core::{Charset, Grammar, parse};
use iri_core::{Component, ErrorKind, ParseError};

/// The placeholder of a value: a letter, which every component but the
/// port admits, and which is no hexadecimal digit (so that it completes
/// no `%` of the literal text).
pub(crate) const LETTER: u8 = b'x';
/// The placeholder of a value in the port.
pub(crate) const DIGIT: u8 = b'0';

/// A template written out for one combination of defined expressions.
#[derive(Clone, Debug)]
pub(crate) struct Skeleton {
    /// The text.
    pub(crate) text: String,
    /// Each part's bytes in the text (empty for an expression that writes
    /// nothing).
    pub(crate) layout: Vec<Range<usize>>,
    /// Each written expression's placeholder, by part.
    pub(crate) value_at: Vec<Option<usize>>,
}

/// Where a byte of a skeleton comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Location {
    /// Byte `offset` of the literal part `part`.
    Literal {
        /// The part.
        part: usize,
        /// The offset in the literal.
        offset: usize,
    },
    /// Byte `offset` of what the expression part `part` writes (0: its
    /// first character).
    Expression {
        /// The part.
        part: usize,
        /// The offset in the expression's text.
        offset: usize,
    },
    /// The end of the text.
    End,
}

impl Skeleton {
    /// `parts` of `template` written out: each expression `present` says
    /// writes its operator's first character and its placeholder.
    pub(crate) fn new(
        template: &str,
        parts: &[Part],
        present: impl Fn(usize) -> bool,
        placeholders: &[u8],
    ) -> Skeleton {
        let mut text = String::with_capacity(template.len());
        let mut layout = Vec::with_capacity(parts.len());
        let mut value_at = Vec::with_capacity(parts.len());
        for (i, part) in parts.iter().enumerate() {
            let start = text.len();
            let mut value = None;
            match part {
                Part::Literal(range) => text.push_str(&template[range.clone()]),
                Part::Expression(e) if present(i) => {
                    if let Some(first) = e.op.first() {
                        text.push(char::from(first));
                    }
                    value = Some(text.len());
                    text.push(char::from(placeholders[i]));
                }
                Part::Expression(_) => {}
            }
            layout.push(start..text.len());
            value_at.push(value);
        }
        Skeleton {
            text,
            layout,
            value_at,
        }
    }

    /// Where byte `at` comes from.
    pub(crate) fn locate(&self, at: usize) -> Location {
        for (part, range) in self.layout.iter().enumerate() {
            if range.contains(&at) {
                return match self.value_at[part] {
                    Some(_) => Location::Expression {
                        part,
                        offset: at - range.start,
                    },
                    None => Location::Literal {
                        part,
                        offset: at - range.start,
                    },
                };
            }
        }
        Location::End
    }

    /// Whether the part `part` wrote something.
    pub(crate) fn wrote(&self, part: usize) -> bool {
        !self.layout[part].is_empty()
    }
}

/// Why a skeleton is not valid.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Refusal {
    /// The literal text is refused where it stands: the finding, about
    /// the template.
    Literal(Finding),
    /// A value cannot stand where the expression `part` is with the letter
    /// placeholder, but may with a digit: a port.
    Port(usize),
    /// The expression `part` stands where no value can: the finding,
    /// about the template.
    Expression(Finding),
}

/// Checks `skeleton` against `grammar` and RFC 3987's MUST beyond it, no
/// bidi formatting character (what the typed constructors refuse), giving
/// its table; a refusal is said about
/// the template `template` whose `parts` it was written from.
pub(crate) fn check_skeleton(
    skeleton: &Skeleton,
    template: &str,
    parts: &[Part],
    grammar: Grammar,
) -> Result<Table, Refusal> {
    let text = skeleton.text.as_str();
    let table = parse(text, grammar).map_err(|e| refusal(skeleton, template, parts, &e, None))?;
    if grammar.charset != Charset::Leiri
        && let Some(finding) = next_bidi_formatting(text, crate::syntax::table::offsets(&table), 0)
    {
        let error = finding.to_parse_error();
        return Err(refusal(skeleton, template, parts, &error, Some(finding)));
    }
    Ok(table)
}

/// The refusal that the error `error` of `skeleton` (or its `finding`,
/// with its sentence's values) makes.
fn refusal(
    skeleton: &Skeleton,
    template: &str,
    parts: &[Part],
    error: &ParseError,
    finding: Option<Finding>,
) -> Refusal {
    let finding = finding.unwrap_or_else(|| error.finding());
    let span = error.span();
    match skeleton.locate(span.start) {
        Location::Literal { part, offset } => {
            let Part::Literal(range) = &parts[part] else {
                unreachable!("a literal location is in a literal part")
            };
            let start = range.start + offset;
            let end = (start + span.len()).min(range.end);
            Refusal::Literal(finding.moved_to(start..end))
        }
        Location::End => Refusal::Literal(finding.moved_to(template.len()..template.len())),
        Location::Expression { part, offset } => {
            let Part::Expression(expression) = &parts[part] else {
                unreachable!("an expression location is in an expression part")
            };
            let placeholder = skeleton.value_at[part].is_some_and(|at| at == span.start);
            if error.kind() == ErrorKind::InvalidPort && placeholder {
                return Refusal::Port(part);
            }
            let _ = offset;
            let in_ip_literal = error.component() == Component::IpLiteral
                || matches!(
                    error.kind(),
                    ErrorKind::InvalidIpv6
                        | ErrorKind::InvalidIpv4InIpv6
                        | ErrorKind::InvalidIpvFuture
                        | ErrorKind::UnclosedIpLiteral
                );
            let span = expression.span.clone();
            if in_ip_literal {
                return Refusal::Expression(Finding::new(
                    TemplateDetail::InIpLiteral,
                    Component::Template,
                    span,
                ));
            }
            Refusal::Expression(finding.moved_to(span))
        }
    }
}
