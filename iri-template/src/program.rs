//! The compact form of a template: what the analysis decided, as a byte
//! string that expansion reads from the start to the end, and that
//! `iri_template!` writes into a constant as one byte-string literal (so
//! that a constant costs the compiler one token, not a token per number).
//!
//! ```text
//! program  = flags var-count *( name-start name-length ) *op
//! op       = literal / expression
//! literal  = %x00 start length mark-count *( boundary offset )
//! expression = %x01 span-start span-length operator expr-flags
//!              candidates unconditional spec-count *spec
//! spec     = var name-start name-length modifier
//! ```
//!
//! Numbers are unsigned LEB128 (one byte below 128); `flags`,
//! `mark-count`, `boundary`, `operator`, `expr-flags`, `candidates` and
//! `unconditional` are single bytes. A `modifier` is 0 (none), 1 (`*`) or
//! 2 + the prefix length. Byte offsets are into the template's text.
//!
//! The boundaries are the six offsets of a component table, in the order
//! of [`Offsets`](crate::syntax::table::Offsets): where each lies in every
//! expansion, when the template does not need its expansions parsed. A
//! literal's marks set a boundary at an offset in the literal; an
//! expression sets the boundaries of `candidates` at its start when it
//! writes something, and those of `unconditional` at its start; a
//! boundary that none set lies at the end.

use alloc::vec::Vec;
use core::ops::Range;

use crate::operator::Operator;
use crate::rfc6570::Modifier;

/// The expansion must be parsed: the operators and positions do not
/// guarantee a valid IRI with the template's structure.
pub(crate) const NEEDS_PARSE: u8 = 1;
/// The template has no authority, and an expansion could make its path
/// start with `//` (which would read as one): checked after parsing.
pub(crate) const NO_AUTHORITY_TO_KEEP: u8 = 2;
/// Every expansion starts with the template's own scheme.
pub(crate) const ABSOLUTE: u8 = 4;

/// An expression flag: non-ASCII characters of values that an IRI
/// allows may stay as they are (in the IRI mode), where the expression
/// stands.
pub(crate) const UNICODE_HERE: u8 = 1;

/// Whether the values of an expression can make a dot segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum DotCheck {
    /// Never: the expression stands outside the path, or its segment
    /// holds other characters.
    Never,
    /// When a value can be `.`, `..` or empty: a string, not a number.
    ByValue,
    /// Whatever the values' types (the literal dots around it, or the
    /// reserved operators).
    Always,
}

impl DotCheck {
    const fn bits(self) -> u8 {
        (self as u8) << 1
    }

    const fn from_bits(flags: u8) -> DotCheck {
        match (flags >> 1) & 3 {
            0 => DotCheck::Never,
            1 => DotCheck::ByValue,
            _ => DotCheck::Always,
        }
    }
}

/// Writes a program.
#[derive(Default)]
pub(crate) struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// A program with `flags` and the variable names `names`.
    pub(crate) fn new(flags: u8, names: &[Range<usize>]) -> Writer {
        let mut writer = Writer { bytes: Vec::new() };
        writer.bytes.push(flags);
        writer.number(names.len());
        for name in names {
            writer.range(name);
        }
        writer
    }

    fn number(&mut self, mut n: usize) {
        loop {
            let low = (n & 0x7F) as u8;
            n >>= 7;
            if n == 0 {
                self.bytes.push(low);
                return;
            }
            self.bytes.push(low | 0x80);
        }
    }

    fn range(&mut self, range: &Range<usize>) {
        self.number(range.start);
        self.number(range.len());
    }

    /// A literal part with its marks (`(boundary, offset)`).
    pub(crate) fn literal(&mut self, range: &Range<usize>, marks: &[(u8, usize)]) {
        self.bytes.push(0);
        self.range(range);
        self.bytes.push(marks.len() as u8);
        for &(boundary, offset) in marks {
            self.bytes.push(boundary);
            self.number(offset);
        }
    }

    /// An expression and its variable specifications (`(var, name,
    /// modifier)`).
    pub(crate) fn expression(&mut self, expression: &ExpressionOp, specs: &[SpecOp]) {
        self.bytes.push(1);
        self.range(&expression.span);
        self.bytes.push(expression.op.code());
        let flags = expression.dot.bits() | if expression.unicode { UNICODE_HERE } else { 0 };
        self.bytes.push(flags);
        self.bytes.push(expression.candidates);
        self.bytes.push(expression.unconditional);
        self.number(specs.len());
        for spec in specs {
            self.number(spec.var);
            self.range(&spec.name);
            self.number(match spec.modifier {
                Modifier::None => 0,
                Modifier::Explode => 1,
                Modifier::Prefix(n) => 2 + usize::from(n),
            });
        }
    }

    /// The program.
    pub(crate) fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// An expression as the program holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ExpressionOp {
    /// Its braces in the template.
    pub(crate) span: Range<usize>,
    /// Its operator.
    pub(crate) op: Operator,
    /// Whether its values can make dot segments.
    pub(crate) dot: DotCheck,
    /// Whether values may keep their non-ASCII characters here.
    pub(crate) unicode: bool,
    /// The boundaries it sets at its start when it writes something.
    pub(crate) candidates: u8,
    /// The boundaries it sets at its start.
    pub(crate) unconditional: u8,
}

/// A variable specification as the program holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SpecOp {
    /// The variable's index among the distinct names.
    pub(crate) var: usize,
    /// The name in the template.
    pub(crate) name: Range<usize>,
    /// Its modifier.
    pub(crate) modifier: Modifier,
}

/// An op of a program, as [`Reader::next_op`] reads it: a literal's or
/// an expression's head; the marks and specifications follow, read one
/// by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum OpHead {
    /// A literal part and how many marks follow.
    Literal {
        /// Its bytes in the template.
        range: Range<usize>,
        /// The number of marks.
        marks: u8,
    },
    /// An expression and how many specifications follow.
    Expression {
        /// The expression.
        expression: ExpressionOp,
        /// The number of specifications.
        specs: usize,
    },
}

/// Reads a program from its start.
#[derive(Clone, Debug)]
pub(crate) struct Reader<'p> {
    bytes: &'p [u8],
    at: usize,
}

impl<'p> Reader<'p> {
    /// A reader at the start of `program`, and the program's flags.
    pub(crate) fn new(program: &'p [u8]) -> (Reader<'p>, u8) {
        let mut reader = Reader {
            bytes: program,
            at: 0,
        };
        let flags = reader.byte();
        (reader, flags)
    }

    /// The next byte (0 past the end: a program that was not written by
    /// [`Writer`] reads as something, never out of bounds).
    #[inline]
    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// The next number.
    #[inline]
    pub(crate) fn number(&mut self) -> usize {
        let mut n = 0usize;
        let mut shift = 0;
        loop {
            let b = self.byte();
            n |= usize::from(b & 0x7F) << shift.min(usize::BITS - 1);
            if b & 0x80 == 0 || shift > 35 {
                return n;
            }
            shift += 7;
        }
    }

    #[inline]
    fn range(&mut self) -> Range<usize> {
        let start = self.number();
        start..start.saturating_add(self.number())
    }

    /// The variable names, read right after [`Reader::new`].
    pub(crate) fn names(&mut self) -> Vec<Range<usize>> {
        let count = self.number();
        (0..count.min(self.bytes.len()))
            .map(|_| self.range())
            .collect()
    }

    /// Skips the variable names, right after [`Reader::new`].
    #[inline]
    pub(crate) fn skip_names(&mut self) {
        let count = self.number();
        for _ in 0..count.min(self.bytes.len()) {
            let _ = self.range();
        }
    }

    /// Whether every op was read.
    #[inline]
    pub(crate) fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// The next op's head, after the names and every mark and
    /// specification of the previous op.
    #[inline]
    pub(crate) fn next_op(&mut self) -> OpHead {
        if self.byte() == 0 {
            let range = self.range();
            let marks = self.byte();
            OpHead::Literal { range, marks }
        } else {
            let span = self.range();
            let op = Operator::from_code(self.byte()).unwrap_or(Operator::Simple);
            let flags = self.byte();
            let candidates = self.byte();
            let unconditional = self.byte();
            let specs = self.number();
            OpHead::Expression {
                expression: ExpressionOp {
                    span,
                    op,
                    dot: DotCheck::from_bits(flags),
                    unicode: flags & UNICODE_HERE != 0,
                    candidates,
                    unconditional,
                },
                specs,
            }
        }
    }

    /// A literal's next mark: `(boundary, offset)`.
    #[inline]
    pub(crate) fn mark(&mut self) -> (usize, usize) {
        let boundary = usize::from(self.byte());
        (boundary, self.number())
    }

    /// An expression's next specification.
    #[inline]
    pub(crate) fn spec(&mut self) -> SpecOp {
        let var = self.number();
        let name = self.range();
        let modifier = match self.number() {
            0 => Modifier::None,
            1 => Modifier::Explode,
            n => Modifier::Prefix(u16::try_from(n - 2).unwrap_or(u16::MAX)),
        };
        SpecOp {
            var,
            name,
            modifier,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_reads_back_as_written() {
        let mut writer = Writer::new(NEEDS_PARSE | ABSOLUTE, &[3..5, 200..300]);
        writer.literal(&(0..3), &[(0, 1), (5, 2)]);
        let expression = ExpressionOp {
            span: 3..10,
            op: Operator::Query,
            dot: DotCheck::ByValue,
            unicode: true,
            candidates: 0b1_0000,
            unconditional: 0b10,
        };
        let specs = [
            SpecOp {
                var: 0,
                name: 4..6,
                modifier: Modifier::Prefix(9999),
            },
            SpecOp {
                var: 1,
                name: 7..9,
                modifier: Modifier::Explode,
            },
        ];
        writer.expression(&expression, &specs);
        let program = writer.finish();
        let (mut reader, flags) = Reader::new(&program);
        assert_eq!(flags, NEEDS_PARSE | ABSOLUTE);
        assert_eq!(reader.names(), [3..5, 200..300]);
        assert_eq!(
            reader.next_op(),
            OpHead::Literal {
                range: 0..3,
                marks: 2
            }
        );
        assert_eq!(reader.mark(), (0, 1));
        assert_eq!(reader.mark(), (5, 2));
        assert_eq!(
            reader.next_op(),
            OpHead::Expression {
                expression,
                specs: 2
            }
        );
        assert_eq!(reader.spec(), specs[0]);
        assert_eq!(reader.spec(), specs[1]);
        assert!(reader.done());
    }

    #[test]
    fn any_bytes_read_as_something() {
        for program in [
            &[][..],
            &[0xFF; 9],
            &[1, 1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80],
        ] {
            let (mut reader, _) = Reader::new(program);
            let _ = reader.names();
            let mut steps = 0;
            while !reader.done() && steps < 100 {
                let _ = reader.next_op();
                let _ = reader.spec();
                steps += 1;
            }
        }
    }
}
