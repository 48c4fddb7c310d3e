//! Expansion (RFC 6570 section 3.2): each expression's values encoded as
//! its operator says, written between the literal runs.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::ops::Range;

use crate::diagnostic::detail::template::TemplateDetail;
use crate::diagnostic::finding::FindingInternals;
use crate::operator::Operator;
use crate::percent::hex::hex_octet;
use crate::program::{OpHead, Reader};
use crate::rfc6570::Modifier;
use crate::value::{Items, Pairs, Shape};
use crate::variables::Lookup;
use iri_core::Component;
use iri_core::diagnostic::Finding;
use iri_core::grammar::{RESERVED, UNRESERVED, is_ucschar};
use iri_core::is_bidi_formatting;

/// How the characters of values that URIs do not allow are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// As RFC 6570 says: every character outside the operator's allowed
    /// set, non-ASCII ones included, percent-encoded as UTF-8 octets
    /// (what servers expect).
    #[default]
    Uri,
    /// Non-ASCII characters that IRIs allow (`ucschar`, RFC 3987) kept as
    /// they are, except the bidi formatting characters that RFC 3987
    /// section 4.1 forbids (U+200E LEFT-TO-RIGHT MARK, U+200F
    /// RIGHT-TO-LEFT MARK, U+202A to U+202E), which stay percent-encoded,
    /// as do `iprivate` characters.
    Iri,
}

/// What a value expansion wrote where a path segment could be made of it.
#[derive(Clone, Debug)]
pub(crate) struct Written {
    /// The bytes written, in the expansion.
    pub(crate) range: Range<usize>,
    /// The expression's braces, in the template.
    pub(crate) expression: Range<usize>,
}

/// The expansion's text, and where each expression wrote.
pub(crate) struct Expansion {
    pub(crate) text: String,
    pub(crate) written: Vec<Written>,
}

/// Expands `template` compiled as `program` with the values of `lookup`.
pub(crate) fn expand(
    template: &str,
    program: &[u8],
    lookup: &dyn Lookup,
    mode: Mode,
) -> Result<Expansion, Finding> {
    let (mut reader, _) = Reader::new(program);
    reader.skip_names();
    let mut text = String::with_capacity(template.len() + 32);
    let mut written = Vec::new();
    while !reader.done() {
        match reader.next_op() {
            OpHead::Literal { range, marks } => {
                for _ in 0..marks {
                    let _ = reader.mark();
                }
                text.push_str(template.get(range).unwrap_or_default());
            }
            OpHead::Expression { expression, specs } => {
                let start = text.len();
                let mut first = true;
                let mut failed = None;
                for _ in 0..specs {
                    let spec = reader.spec();
                    let name = template.get(spec.name.clone()).unwrap_or_default();
                    let mut write = |shape: Shape<'_>| {
                        let var = Var {
                            op: expression.op,
                            name,
                            modifier: spec.modifier,
                            mode,
                        };
                        if let Err(map) = var.expand(shape, &mut text, &mut first) {
                            failed = Some(map);
                        }
                    };
                    lookup.lookup(spec.var, name, &mut write);
                    if let Some(map) = failed {
                        return Err(Finding::new(
                            TemplateDetail::PrefixOnComposite { map },
                            Component::Template,
                            spec.name,
                        ));
                    }
                }
                if matches!(
                    expression.op,
                    Operator::Simple | Operator::Reserved | Operator::Label | Operator::Path
                ) {
                    written.push(Written {
                        range: start..text.len(),
                        expression: expression.span,
                    });
                }
            }
        }
    }
    Ok(Expansion { text, written })
}

/// A variable specification being expanded.
struct Var<'n> {
    op: Operator,
    name: &'n str,
    modifier: Modifier,
    mode: Mode,
}

impl Var<'_> {
    /// Writes the value `shape` to `out` (RFC 6570 section 3.2.1); `first`
    /// says whether the expression wrote nothing yet. A prefix modifier on
    /// a list (`Err(false)`) or an associative array (`Err(true)`) is an
    /// error.
    fn expand(&self, shape: Shape<'_>, out: &mut String, first: &mut bool) -> Result<(), bool> {
        let op = self.op;
        let limit = match self.modifier {
            Modifier::Prefix(n) => usize::from(n),
            _ => usize::MAX,
        };
        match shape {
            Shape::Undefined => {}
            Shape::Str(_) | Shape::Display(_) => {
                self.separator(out, first);
                let encoder = &mut self.encoder(out, limit);
                if op.named() {
                    encoder.out.push_str(self.name);
                    encoder.named_value(op, |e| write_shape(e, shape));
                } else {
                    write_shape(encoder, shape);
                }
            }
            Shape::List(items) => {
                if limit != usize::MAX {
                    return Err(false);
                }
                self.list(items, out, first);
            }
            Shape::Map(pairs) => {
                if limit != usize::MAX {
                    return Err(true);
                }
                self.map(pairs, out, first);
            }
        }
        Ok(())
    }

    /// Writes a list (a list without members is undefined).
    fn list(&self, items: &dyn Items, out: &mut String, first: &mut bool) {
        let op = self.op;
        let mut count = 0;
        items.each(&mut |_| count += 1);
        let Some(encoder) = &mut self.begin(count, out, first) else {
            return;
        };
        let mut i = 0;
        if self.modifier == Modifier::Explode {
            items.each(&mut |item| {
                between(encoder.out, &mut i, op.separator());
                if op.named() {
                    encoder.out.push_str(self.name);
                    encoder.named_value(op, |e| {
                        let _ = write!(e, "{item}");
                    });
                } else {
                    let _ = write!(encoder, "{item}");
                }
            });
        } else {
            self.name_before_composite(encoder.out);
            items.each(&mut |item| {
                between(encoder.out, &mut i, b',');
                let _ = write!(encoder, "{item}");
            });
        }
    }

    /// Writes an associative array (one without members is undefined).
    fn map(&self, pairs: &dyn Pairs, out: &mut String, first: &mut bool) {
        let op = self.op;
        let mut count = 0;
        pairs.each(&mut |_, _| count += 1);
        let Some(encoder) = &mut self.begin(count, out, first) else {
            return;
        };
        let mut i = 0;
        if self.modifier == Modifier::Explode {
            pairs.each(&mut |key, value| {
                between(encoder.out, &mut i, op.separator());
                let _ = write!(encoder, "{key}");
                if op.named() {
                    encoder.named_value(op, |e| {
                        let _ = write!(e, "{value}");
                    });
                } else {
                    encoder.out.push('=');
                    let _ = write!(encoder, "{value}");
                }
            });
        } else {
            self.name_before_composite(encoder.out);
            pairs.each(&mut |key, value| {
                between(encoder.out, &mut i, b',');
                let _ = write!(encoder, "{key}");
                encoder.out.push(',');
                let _ = write!(encoder, "{value}");
            });
        }
    }

    /// Starts a list or an associative array of `count` members: `None`
    /// (undefined) without members, else the encoder after the operator's
    /// first character or separator.
    fn begin<'o>(
        &self,
        count: usize,
        out: &'o mut String,
        first: &mut bool,
    ) -> Option<Encoder<'o>> {
        if count == 0 {
            return None;
        }
        self.separator(out, first);
        Some(self.encoder(out, usize::MAX))
    }

    /// `name=` before an unexploded list or associative array of a named
    /// operator.
    fn name_before_composite(&self, out: &mut String) {
        if self.op.named() {
            out.push_str(self.name);
            out.push('=');
        }
    }

    /// Writes the operator's first character before the expression's
    /// first value, its separator before the others.
    fn separator(&self, out: &mut String, first: &mut bool) {
        if *first {
            if let Some(c) = self.op.first() {
                out.push(char::from(c));
            }
            *first = false;
        } else {
            out.push(char::from(self.op.separator()));
        }
    }

    fn encoder<'o>(&self, out: &'o mut String, limit: usize) -> Encoder<'o> {
        Encoder {
            out,
            reserved: self.op.allows_reserved(),
            iri: self.mode == Mode::Iri,
            left: limit,
        }
    }
}

/// Writes `separator` before every member but the first (`i` counts them).
fn between(out: &mut String, i: &mut usize, separator: u8) {
    if *i > 0 {
        out.push(char::from(separator));
    }
    *i += 1;
}

/// Writes a string value.
fn write_shape(encoder: &mut Encoder<'_>, shape: Shape<'_>) {
    match shape {
        Shape::Str(s) => {
            let _ = encoder.write_str(s);
        }
        Shape::Display(d) => {
            let _ = write!(encoder, "{d}");
        }
        _ => {}
    }
}

/// Percent-encodes what it is given into `out`, keeping what the
/// operator allows, up to `left` characters.
struct Encoder<'o> {
    out: &'o mut String,
    reserved: bool,
    iri: bool,
    left: usize,
}

impl Encoder<'_> {
    /// After a name: `=` and the value `write` writes, or the operator's
    /// `ifemp` when it writes nothing.
    fn named_value(&mut self, op: Operator, write: impl FnOnce(&mut Self)) {
        self.out.push('=');
        let before = self.out.len();
        write(self);
        if self.out.len() == before {
            self.out.pop();
            self.out.push_str(op.if_empty());
        }
    }
}

impl fmt::Write for Encoder<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        let mut at = 0;
        while at < bytes.len() && self.left > 0 {
            let b = bytes[at];
            self.left -= 1;
            if b < 0x80 {
                if UNRESERVED.contains(b) || (self.reserved && RESERVED.contains(b)) {
                    self.out.push(char::from(b));
                } else if self.reserved
                    && b == b'%'
                    && at + 2 < bytes.len()
                    && hex_octet(bytes[at + 1], bytes[at + 2]).is_some()
                {
                    self.out.push_str(&s[at..at + 3]);
                    at += 2;
                } else {
                    push_octet(self.out, b);
                }
                at += 1;
                continue;
            }
            let c = s[at..].chars().next().unwrap_or_default();
            let len = c.len_utf8();
            if self.iri && is_ucschar(c as u32) && !is_bidi_formatting(c) {
                self.out.push(c);
            } else {
                for &octet in &bytes[at..at + len] {
                    push_octet(self.out, octet);
                }
            }
            at += len;
        }
        Ok(())
    }
}

/// Writes `%HH` for `octet`, with uppercase digits (RFC 6570 section 1.6).
fn push_octet(out: &mut String, octet: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(octet >> 4)]));
    out.push(char::from(HEX[usize::from(octet & 0xF)]));
}
