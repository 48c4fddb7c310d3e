//! The syntax of RFC 6570 templates (section 2): literal runs and
//! expressions, each expression an operator and variable specifications
//! (a name and an optional modifier), with a finding for everything
//! malformed. What the literal runs mean as IRI text is the analysis's
//! business (`super::analysis`), with the IRI grammar.

use alloc::vec::Vec;
use core::ops::Range;

use crate::diagnostic::detail::grammar::GrammarDetail;
use crate::diagnostic::detail::template::{NameProblem, PrefixProblem, TemplateDetail};
use crate::diagnostic::finding::FindingInternals;
use crate::operator::Operator;
use crate::percent::hex::hex_octet;
use iri_core::Component;
use iri_core::diagnostic::Finding;
use iri_core::grammar::{ALPHA, AsciiSet, DIGIT, RESERVED, UNRESERVED, is_iprivate, is_ucschar};

/// The ASCII characters of RFC 6570's `literals` (section 2.1, with
/// verified erratum 6937, which adds `'`), `%` aside: exactly the
/// characters a URI may hold, reserved or unreserved.
const LITERAL_ASCII: AsciiSet = RESERVED.union(UNRESERVED);

/// `varchar` without `pct-encoded`: `ALPHA / DIGIT / "_"`.
const VARCHAR: AsciiSet = ALPHA.union(DIGIT).union(AsciiSet::from_chars("_"));

/// Whether `c` is one of RFC 6570's `literals` (without `pct-encoded`):
/// a URI character, `ucschar` or `iprivate`.
pub(crate) const fn is_literal(c: char) -> bool {
    let code = c as u32;
    if code < 0x80 {
        LITERAL_ASCII.contains(code as u8)
    } else {
        is_ucschar(code) || is_iprivate(code)
    }
}

/// A variable's modifier (RFC 6570 section 2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Modifier {
    /// None: the whole value.
    None,
    /// `*`: lists and associative arrays exploded.
    Explode,
    /// `:n`: the first `n` characters of a string, 1 to 9999.
    Prefix(u16),
}

/// A variable specification: a name and its modifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct VarSpec {
    /// The name's bytes in the template.
    pub(crate) name: Range<usize>,
    /// The variable's index among the template's distinct names.
    pub(crate) var: usize,
    /// The modifier.
    pub(crate) modifier: Modifier,
}

/// An expression: its braces and what is between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Expression {
    /// The bytes from `{` to `}`, both included.
    pub(crate) span: Range<usize>,
    /// The operator.
    pub(crate) op: Operator,
    /// Its variable specifications, in [`Syntax::specs`].
    pub(crate) specs: Range<usize>,
}

/// A piece of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    /// Literal text, copied to every expansion: its bytes in the template.
    Literal(Range<usize>),
    /// An expression.
    Expression(Expression),
}

/// A template read: its parts in order, the variable specifications of
/// its expressions, and its distinct variable names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Syntax {
    /// The parts, in order; two literal parts never follow each other.
    pub(crate) parts: Vec<Part>,
    /// Every variable specification, expression by expression.
    pub(crate) specs: Vec<VarSpec>,
    /// The distinct variable names, in the order of their first use.
    pub(crate) names: Vec<Range<usize>>,
}

/// Reads `text`, adding a finding to `findings` for each malformed
/// expression and each character of the literal text that RFC 6570 does
/// not allow. The parts of malformed expressions are left out.
pub(crate) fn parse(text: &str, findings: &mut Vec<Finding>) -> Syntax {
    let mut syntax = Syntax::default();
    let mut literal_start = 0;
    let mut at = 0;
    while let Some(c) = text[at..].chars().next() {
        match c {
            '{' => {
                push_literal(&mut syntax, literal_start..at);
                let Some(close) = text[at..].find('}').map(|i| at + i) else {
                    findings.push(finding(TemplateDetail::Unclosed, at..text.len(), None));
                    return syntax;
                };
                if let Err(found) = expression(text, at, close, &mut syntax) {
                    findings.push(found);
                }
                at = close + 1;
                literal_start = at;
                continue;
            }
            '%' => {
                let bytes = text.as_bytes();
                let complete =
                    at + 2 < text.len() && hex_octet(bytes[at + 1], bytes[at + 2]).is_some();
                if !complete {
                    findings.push(
                        Finding::new(
                            GrammarDetail::InvalidPercentEncoding,
                            Component::Template,
                            at..at + 1,
                        )
                        .with_char('%'),
                    );
                }
            }
            _ if is_literal(c) => {}
            _ => findings.push(finding(
                TemplateDetail::Literal,
                at..at + c.len_utf8(),
                Some(c),
            )),
        }
        at += c.len_utf8();
    }
    push_literal(&mut syntax, literal_start..text.len());
    syntax
}

/// A finding of `detail` at `span` of the template.
fn finding(detail: TemplateDetail, span: Range<usize>, ch: Option<char>) -> Finding {
    Finding::new(detail, Component::Template, span).with_char_opt(ch)
}

/// Adds the literal part `range`, unless it is empty.
fn push_literal(syntax: &mut Syntax, range: Range<usize>) {
    if !range.is_empty() {
        syntax.parts.push(Part::Literal(range));
    }
}

/// The index of the variable named by the bytes `name` of `text`, added
/// to `names` when new.
fn variable(text: &str, names: &mut Vec<Range<usize>>, name: Range<usize>) -> usize {
    let wanted = &text[name.clone()];
    if let Some(index) = names.iter().position(|r| &text[r.clone()] == wanted) {
        index
    } else {
        names.push(name);
        names.len() - 1
    }
}

/// Reads the expression from the `{` at `open` to the `}` at `close`,
/// adding it to `syntax`.
fn expression(text: &str, open: usize, close: usize, syntax: &mut Syntax) -> Result<(), Finding> {
    let body = open + 1..close;
    if body.is_empty() {
        return Err(finding(TemplateDetail::Empty, open..close + 1, None));
    }
    let first = text[body.clone()].chars().next().unwrap_or_default();
    let (op, mut at) = match Operator::from_char(first) {
        Some(op) => (op, body.start + 1),
        None if Operator::is_reserved(first) => {
            return Err(finding(
                TemplateDetail::ReservedOperator,
                body.start..body.start + 1,
                Some(first),
            ));
        }
        None => (Operator::Simple, body.start),
    };
    let mut specs = Vec::new();
    loop {
        let (spec, end) = var_spec(text, at, close)?;
        specs.push(spec);
        if end == close {
            break;
        }
        // `var_spec` ends at `,` or `}`.
        at = end + 1;
    }
    let start = syntax.specs.len();
    for (name, modifier) in specs {
        let var = variable(text, &mut syntax.names, name.clone());
        syntax.specs.push(VarSpec {
            name,
            var,
            modifier,
        });
    }
    syntax.parts.push(Part::Expression(Expression {
        span: open..close + 1,
        op,
        specs: start..syntax.specs.len(),
    }));
    Ok(())
}

/// Reads a variable specification from `at`, which ends at a `,` or at
/// `close`: its name, its modifier, and where it ends.
fn var_spec(
    text: &str,
    at: usize,
    close: usize,
) -> Result<((Range<usize>, Modifier), usize), Finding> {
    let end = text[at..close].find(',').map_or(close, |i| at + i);
    let name_end = text[at..end].find([':', '*']).map_or(end, |i| at + i);
    check_name(text, at..name_end)?;
    let modifier = modifier(text, name_end..end)?;
    Ok(((at..name_end, modifier), end))
}

/// Checks the variable name at `range`: `varchar *( ["."] varchar )`,
/// `varchar = ALPHA / DIGIT / "_" / pct-encoded`.
fn check_name(text: &str, range: Range<usize>) -> Result<(), Finding> {
    let name_finding = |span: Range<usize>, problem: NameProblem, ch: Option<char>| {
        finding(TemplateDetail::Name(problem), span, ch)
    };
    if range.is_empty() {
        return Err(name_finding(
            range.start..range.start,
            NameProblem::Empty,
            None,
        ));
    }
    let bytes = text.as_bytes();
    let mut previous_dot = true;
    let mut i = range.start;
    while i < range.end {
        let b = bytes[i];
        if VARCHAR.contains(b) {
            previous_dot = false;
            i += 1;
        } else if b == b'%' {
            if i + 3 <= range.end && hex_octet(bytes[i + 1], bytes[i + 2]).is_some() {
                previous_dot = false;
                i += 3;
            } else {
                return Err(name_finding(i..i + 1, NameProblem::Percent, Some('%')));
            }
        } else if b == b'.' {
            if previous_dot {
                return Err(name_finding(i..i + 1, NameProblem::Dot, Some('.')));
            }
            previous_dot = true;
            i += 1;
        } else {
            let c = text[i..].chars().next().unwrap_or_default();
            return Err(name_finding(
                i..i + c.len_utf8(),
                NameProblem::Character,
                Some(c),
            ));
        }
    }
    if previous_dot {
        return Err(name_finding(
            range.end - 1..range.end,
            NameProblem::Dot,
            Some('.'),
        ));
    }
    Ok(())
}

/// Reads the modifier at `range` (empty, `*`, or `:` and a length).
fn modifier(text: &str, range: Range<usize>) -> Result<Modifier, Finding> {
    let written = &text[range.clone()];
    let prefix_finding =
        |problem: PrefixProblem| finding(TemplateDetail::Prefix(problem), range.clone(), None);
    if written.is_empty() {
        return Ok(Modifier::None);
    }
    if written == "*" {
        return Ok(Modifier::Explode);
    }
    let Some(length) = written.strip_prefix(':') else {
        // A `*` followed by more: the name's character.
        let c = written[1..].chars().next().unwrap_or('*');
        let at = range.start + 1;
        return Err(finding(
            TemplateDetail::Name(NameProblem::Character),
            at..at + c.len_utf8(),
            Some(c),
        ));
    };
    if let Some(digits) = length.strip_suffix('*')
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(prefix_finding(PrefixProblem::Exploded));
    }
    if length.is_empty() {
        return Err(prefix_finding(PrefixProblem::Missing));
    }
    if !length.bytes().all(|b| b.is_ascii_digit()) {
        return Err(prefix_finding(PrefixProblem::NotANumber));
    }
    if length.starts_with('0') {
        return Err(prefix_finding(PrefixProblem::LeadingZero));
    }
    match length.parse::<u16>() {
        Ok(n) if n <= 9999 => Ok(Modifier::Prefix(n)),
        _ => Err(prefix_finding(PrefixProblem::TooLong)),
    }
}
