//! Reading a macro's arguments: punctuation, keywords, identifiers, string
//! and integer literals, groups, each with the error `syn` gave when the
//! crate read its input with it (the same words at the same tokens, so
//! that every message a user can meet stays as it was).
//!
//! An [`Input`] is a [`Cursor`] and the span of the end of what it reads
//! (the closing delimiter of a group, the call site for a whole input),
//! where an error about a missing token points. It is `Copy`: a copy looks
//! ahead without moving the original.
//!
//! Two things `syn` did are left out, as the macros never meet them: its
//! error for a group left partly read when the whole read succeeds (every
//! group is read to its end here, or the read fails), and what its failed
//! string or integer read leaves behind (a literal of another kind, read
//! anyway): the macros give up at their first error. Whoever reads a group
//! or reads on after an error in a new way, mind them.

use proc_macro2::{Delimiter, Ident, Literal, Spacing, Span, TokenStream, TokenTree};

use crate::cursor::{Buffer, Cursor};
use crate::error::{Error, Result};
use crate::literal::{self, Lit};

/// What is left to read of a macro's input, or of a group in it.
#[derive(Clone, Copy)]
pub(crate) struct Input<'a> {
    cursor: Cursor<'a>,
    /// Where "unexpected end of input" points.
    scope: Span,
}

/// A string literal: its token and its value.
pub(crate) struct LitStr {
    pub(crate) token: Literal,
    pub(crate) value: String,
}

impl LitStr {
    /// Where the literal is.
    pub(crate) fn span(&self) -> Span {
        self.token.span()
    }
}

/// An integer literal: where it is and its digits in base 10.
pub(crate) struct LitInt {
    span: Span,
    digits: String,
}

impl LitInt {
    /// Its value as a `u16`; an error at the literal (the standard
    /// library's message) when it is out of range.
    pub(crate) fn to_u16(&self) -> Result<u16> {
        self.digits
            .parse()
            .map_err(|err: core::num::ParseIntError| Error::new(self.span, err.to_string()))
    }
}

/// Reads all of `tokens` with `read`: its value, or its error, or an error
/// at the first token it left.
pub(crate) fn read_all<T>(
    tokens: TokenStream,
    read: impl FnOnce(&mut Input<'_>) -> Result<T>,
) -> Result<T> {
    let buffer = Buffer::new(tokens);
    let mut input = Input::whole(&buffer);
    let value = read(&mut input)?;
    input.end()?;
    Ok(value)
}

impl<'a> Input<'a> {
    /// All of `buffer`.
    fn whole(buffer: &'a Buffer) -> Self {
        Input {
            cursor: buffer.begin(),
            scope: Span::call_site(),
        }
    }

    /// Nothing, or an error at the first token left.
    fn end(&self) -> Result<()> {
        match self.cursor.unexpected() {
            Some(span) => Err(Error::new(span, "unexpected token")),
            None => Ok(()),
        }
    }

    /// Whether nothing is left.
    pub(crate) fn is_empty(&self) -> bool {
        self.cursor.eof()
    }

    /// Where the next token is (a group's opening delimiter), or the end.
    pub(crate) fn span(&self) -> Span {
        if self.cursor.eof() {
            self.scope
        } else {
            self.cursor.error_span()
        }
    }

    /// An error about the next token: at it, or when nothing is left at the
    /// end, saying "unexpected end of input".
    pub(crate) fn error(&self, message: &str) -> Error {
        if self.cursor.eof() {
            Error::new(self.scope, format!("unexpected end of input, {message}"))
        } else {
            Error::new(self.cursor.error_span(), message)
        }
    }

    /// The remaining tokens, without reading them.
    pub(crate) fn rest(&self) -> TokenStream {
        self.cursor.rest()
    }

    /// Whether the next tokens are the punctuation `marks` (`,` or `::`;
    /// each mark but the last joined to the next).
    pub(crate) fn peek_punct(&self, marks: &str) -> bool {
        self.punct_end(marks).is_ok()
    }

    /// [`Input::peek_punct`] after the next token.
    pub(crate) fn peek2_punct(&self, marks: &str) -> bool {
        self.cursor.skip().is_some_and(|cursor| {
            Input {
                cursor,
                scope: self.scope,
            }
            .peek_punct(marks)
        })
    }

    /// Reads the punctuation `marks`; the span of the first.
    pub(crate) fn punct(&mut self, marks: &str) -> Result<Span> {
        match self.punct_end(marks) {
            Ok((span, after)) => {
                self.cursor = after;
                Ok(span)
            }
            Err(span) => Err(Error::new(span, format!("expected `{marks}`"))),
        }
    }

    /// Reads the punctuation `marks` if they come next.
    pub(crate) fn eat_punct(&mut self, marks: &str) -> bool {
        match self.punct_end(marks) {
            Ok((_, after)) => {
                self.cursor = after;
                true
            }
            Err(_) => false,
        }
    }

    /// The span of the first mark of `marks` and the cursor after them, or
    /// where the error points: the first punctuation mark read, or the
    /// next token.
    fn punct_end(&self, marks: &str) -> core::result::Result<(Span, Cursor<'a>), Span> {
        let mut cursor = self.cursor;
        let mut first = None;
        for (i, mark) in marks.chars().enumerate() {
            let Some((punct, after)) = cursor.punct() else {
                break;
            };
            let first = *first.get_or_insert(punct.span());
            if punct.as_char() != mark {
                break;
            }
            if i + 1 == marks.len() {
                return Ok((first, after));
            }
            if punct.spacing() != Spacing::Joint {
                break;
            }
            cursor = after;
        }
        Err(first.unwrap_or_else(|| self.span()))
    }

    /// Whether the next token is the keyword (or identifier) `word`.
    pub(crate) fn peek_keyword(&self, word: &str) -> bool {
        self.cursor.ident().is_some_and(|(ident, _)| ident == word)
    }

    /// Reads the keyword `word`; its span.
    pub(crate) fn keyword(&mut self, word: &str) -> Result<Span> {
        match self.cursor.ident() {
            Some((ident, after)) if ident == word => {
                self.cursor = after;
                Ok(ident.span())
            }
            _ => Err(self.error(&format!("expected `{word}`"))),
        }
    }

    /// The next token when it is an identifier (or keyword).
    pub(crate) fn peek_ident(&self) -> Option<&'a Ident> {
        self.cursor.ident().map(|(ident, _)| ident)
    }

    /// Reads an identifier or a keyword.
    pub(crate) fn any_ident(&mut self) -> Result<Ident> {
        match self.cursor.ident() {
            Some((ident, after)) => {
                self.cursor = after;
                Ok(ident.clone())
            }
            None => Err(self.error("expected ident")),
        }
    }

    /// Reads an identifier that is not a keyword.
    pub(crate) fn ident(&mut self) -> Result<Ident> {
        match self.cursor.ident() {
            Some((ident, after)) if !is_keyword(&ident.to_string()) => {
                self.cursor = after;
                Ok(ident.clone())
            }
            Some((keyword, _)) => {
                Err(self.error(&format!("expected identifier, found keyword `{keyword}`")))
            }
            None => Err(self.error("expected identifier")),
        }
    }

    /// The next token when it is a literal.
    pub(crate) fn peek_literal(&self) -> Option<&'a Literal> {
        self.cursor.literal().map(|(literal, _)| literal)
    }

    /// Reads a literal token.
    pub(crate) fn literal(&mut self) -> Result<Literal> {
        match self.cursor.literal() {
            Some((literal, after)) => {
                self.cursor = after;
                Ok(literal.clone())
            }
            None => Err(self.error("expected literal token")),
        }
    }

    /// Whether the next token is a string literal (with or without suffix).
    pub(crate) fn peek_string(&self) -> bool {
        self.cursor
            .literal()
            .is_some_and(|(token, _)| literal::string(&token.to_string()).is_some())
    }

    /// Reads a string literal (with or without suffix).
    pub(crate) fn string(&mut self) -> Result<LitStr> {
        if let Some((token, after)) = self.cursor.literal()
            && let Some(string) = literal::string(&token.to_string())
        {
            self.cursor = after;
            return Ok(LitStr {
                token: token.clone(),
                value: string.value,
            });
        }
        Err(self.error("expected string literal"))
    }

    /// Reads an integer literal, possibly after a `-`.
    pub(crate) fn integer(&mut self) -> Result<LitInt> {
        if let Some((token, after)) = self.cursor.literal() {
            if let Lit::Int(number) = Lit::new(&token.to_string()) {
                self.cursor = after;
                return Ok(LitInt {
                    span: token.span(),
                    digits: number.digits,
                });
            }
        } else if let Some((minus, after)) = self.cursor.punct()
            && minus.as_char() == '-'
            && let Some((token, after)) = after.literal()
            && let Some(number) = crate::number::integer(&format!("-{token}"))
        {
            self.cursor = after;
            let span = minus.span();
            return Ok(LitInt {
                span: span.join(token.span()).unwrap_or(span),
                digits: number.digits,
            });
        }
        Err(self.error("expected integer literal"))
    }

    /// Reads a token tree (an invisible group as a whole).
    pub(crate) fn token_tree(&mut self) -> Result<TokenTree> {
        match self.cursor.token_tree() {
            Some((tree, after)) => {
                self.cursor = after;
                Ok(tree)
            }
            None => Err(self.error("expected token tree")),
        }
    }

    /// Whether the next token is a group delimited by `delimiter`.
    pub(crate) fn peek_group(&self, delimiter: Delimiter) -> bool {
        self.cursor.group(delimiter).is_some()
    }

    /// Reads a group delimited by `delimiter`: its contents.
    pub(crate) fn group(&mut self, delimiter: Delimiter) -> Result<Input<'a>> {
        match self.cursor.group(delimiter) {
            Some((inside, group, after)) => {
                self.cursor = after;
                Ok(Input {
                    cursor: inside,
                    scope: group.span_close(),
                })
            }
            None => Err(self.error(match delimiter {
                Delimiter::Parenthesis => "expected parentheses",
                Delimiter::Brace => "expected curly braces",
                Delimiter::Bracket => "expected square brackets",
                Delimiter::None => "expected invisible group",
            })),
        }
    }
}

/// Whether `word` is a keyword that `syn` refuses as an identifier (or `_`).
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "_" | "abstract"
            | "as"
            | "async"
            | "await"
            | "become"
            | "box"
            | "break"
            | "const"
            | "continue"
            | "crate"
            | "do"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "false"
            | "final"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "macro"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "override"
            | "priv"
            | "pub"
            | "ref"
            | "return"
            | "Self"
            | "self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "true"
            | "try"
            | "type"
            | "typeof"
            | "unsafe"
            | "unsized"
            | "use"
            | "virtual"
            | "where"
            | "while"
            | "yield"
    )
}

#[cfg(test)]
mod tests;
