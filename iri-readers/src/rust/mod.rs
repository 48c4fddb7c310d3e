//! Rust source, read by rustc's own lexer (`ra_ap_rustc_lexer`): the
//! string literals passed to the calls that take an IRI ([`RUST_CALLS`])
//! checked whole by their callee's grammar; other literals whose whole
//! value looks like a link; the links of format strings' literal parts
//! (their placeholders are no part of any link); doc comments as
//! Markdown, `//` and `/* */` comments as prose (in tests, test data, as
//! their literals are). The literals of the
//! `iri!` family are left to the compiler, those whose parse is expected
//! to fail (`.is_err()`, `.unwrap_err()`, `.expect_err(…)`, `, Err(…)`) are
//! test data, and a comment `iri-check: ignore` silences its line (or,
//! alone on its line, the next one).

mod calls;
mod docs;
pub(crate) mod form;
mod literal;

use std::ops::Range;

use iri_core::Grammar;
use iri_core::diagnostic::CompileTimeForm;
use ra_ap_rustc_lexer::{Cursor, FrontmatterAllowed, TokenKind};

use crate::Document;
use crate::found::{Comparison, Found, Leniency, Role};
use crate::select::{looks_like_link, starts_like_link};
use crate::text::{end_guessed, links};

pub(crate) use form::Form;

pub use calls::{RUST_CALLS, RustCall, RustSite};

/// The comment that silences the findings of its line, or of the next
/// line when it stands alone on its own.
pub(crate) const IGNORE: &str = "iri-check: ignore";

/// A token other than whitespace and comments.
#[derive(Clone, Copy, Debug)]
struct Tok {
    kind: TokenKind,
    /// Byte offsets, in 32 bits: a quarter less to write per token.
    start: u32,
    end: u32,
}

impl Tok {
    const fn span(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// An open delimiter: what it is the argument list of, and which argument
/// is being read.
#[derive(Clone, Copy, Debug)]
struct Open {
    kind: TokenKind,
    /// Where it is written.
    start: u32,
    /// The token of the callee's name (its last segment), if any.
    name: Option<usize>,
    callee: Callee,
    /// The argument being read, from 0 (top-level commas before).
    arg: usize,
    /// Whether it is the body of a test (`#[test]`, `#[cfg(test)]`).
    test: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Callee {
    None,
    Path,
    Method,
    Macro,
}

/// Appends the IRIs of `text`, Rust source, to `doc`; `tests`: it is a
/// file of tests, whose link-like literals are test data.
/// `own`: the crate's own IRI-taking functions.
pub(crate) fn read(text: &str, tests: bool, own: &[RustCall<String>], doc: &mut Document) {
    // Offsets are kept in 32 bits: a larger source is not read (rustc
    // refuses a source of 4 GiB too).
    if u32::try_from(text.len()).is_err() {
        return;
    }
    let mut reader = Reader {
        text,
        // About a token for each 8 bytes of source, whitespace and
        // comments aside: room at once rather than doubling copies.
        toks: Vec::with_capacity(text.len() / 8),
        silenced: Vec::new(),
        commented: Vec::new(),
        test_bodies: Vec::new(),
        iri_kit: None,
        test: false,
        own,
        doc,
    };
    reader.lex();
    let test_file = reader.walk(tests);
    reader.drop_test_comments(test_file);
    reader.silence();
}

struct Reader<'t, 'd> {
    text: &'t str,
    toks: Vec<Tok>,
    /// The byte spans of the lines silenced.
    silenced: Vec<Range<usize>>,
    /// The byte spans of the `//` and `/* */` comments that links were
    /// found in.
    commented: Vec<Range<usize>>,
    /// The byte spans of the test bodies (`#[test]`, `#[cfg(test)]`).
    test_bodies: Vec<Range<usize>>,
    /// Whether the file names iri-kit, once asked.
    iri_kit: Option<bool>,
    /// Whether the literal being read is in a test.
    test: bool,
    /// The crate's own IRI-taking functions.
    own: &'t [RustCall<String>],
    doc: &'d mut Document,
}

impl<'t> Reader<'t, '_> {
    /// Lexes the text: the tokens kept, and the comments read on the way.
    fn lex(&mut self) {
        let text = self.text;
        let mut at = ra_ap_rustc_lexer::strip_shebang(text).unwrap_or(0);
        let mut docs = docs::Block::default();
        // The cursor itself: `tokenize` compares each kind with `Eof`
        // through a call.
        let mut cursor = Cursor::new(&text[at..], FrontmatterAllowed::No);
        loop {
            let token = cursor.advance_token();
            if matches!(token.kind, TokenKind::Eof) {
                break;
            }
            let span = at..at + token.len as usize;
            at = span.end;
            match token.kind {
                TokenKind::Whitespace => {}
                TokenKind::LineComment { doc_style }
                | TokenKind::BlockComment { doc_style, .. } => {
                    let line = matches!(token.kind, TokenKind::LineComment { .. });
                    if doc_style.is_some() && docs.takes(text, &span, line, doc_style) {
                        continue;
                    }
                    docs.flush(text, self.doc);
                    if doc_style.is_some() {
                        let _ = docs.takes(text, &span, line, doc_style);
                    } else {
                        self.comment(span);
                    }
                }
                kind => {
                    if !docs.is_empty() {
                        docs.flush(text, self.doc);
                    }
                    self.toks.push(Tok {
                        kind,
                        start: span.start as u32,
                        end: span.end as u32,
                    });
                }
            }
        }
        docs.flush(text, self.doc);
    }

    /// A comment that is no doc comment: prose, or a silencing.
    fn comment(&mut self, span: Range<usize>) {
        let text = self.text;
        let body = &text[span.clone()];
        if body.contains(IGNORE) {
            let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
            let alone = text[line_start..span.start].trim().is_empty();
            let line_end = |from: usize| text[from..].find('\n').map_or(text.len(), |i| from + i);
            let end = line_end(span.start);
            self.silenced.push(if alone {
                let next = (end + 1).min(text.len());
                // The comment's own line and the next one.
                line_start..line_end(next)
            } else {
                line_start..end
            });
            return;
        }
        if memchr::memchr(b':', body.as_bytes()).is_none() {
            return;
        }
        let from = self.doc.found.len();
        self.prose(body, span.start);
        if self.doc.found.len() > from {
            self.commented.push(span.clone());
        }
        // A regular expression's alternation of schemes quoted in a
        // comment (`"^(http://|https://)"`) is no link, nor a format
        // string of code commented out (`format!("http://{}/", a)`).
        self.doc.found.retain_from(from, |found| {
            let value = &found.value;
            let alternation = value
                .match_indices('|')
                .any(|(at, _)| starts_like_link(&value[at + 1..]));
            !(alternation || value.contains('{'))
        });
    }

    /// The links of comment `body`, written from `start`: prose, code in
    /// backquotes left out.
    fn prose(&mut self, body: &str, start: usize) {
        if body.contains('`') {
            // Code in backquotes is no prose: blanked, each byte a space,
            // and a link that the blanks took part in is none (its value
            // would hold them, not what is written: `<a://b `c` d>`).
            let mut prose = String::with_capacity(body.len());
            let mut blanked = Vec::new();
            for (k, part) in body.split('`').enumerate() {
                if k > 0 {
                    prose.push(' ');
                }
                if k % 2 == 0 {
                    prose.push_str(part);
                } else {
                    let from = start + prose.len() - 1;
                    prose.extend(std::iter::repeat_n(' ', part.len()));
                    blanked.push(from..start + prose.len() + 1);
                }
            }
            let before = self.doc.found.len();
            crate::text::read_text(&prose, start, self.doc);
            self.doc.found.retain_from(before, |found| {
                let span = &found.span;
                !blanked
                    .iter()
                    .any(|b| b.start < span.end && span.start < b.end)
            });
        } else {
            crate::text::read_text(body, start, self.doc);
        }
    }

    /// Drops the links of the comments of tests: beside test data, a
    /// comment speaks of it (`// "foo://@@" by the original algorithm`).
    /// `test_file`: the whole file is one of tests.
    fn drop_test_comments(&mut self, test_file: bool) {
        let in_tests = |span: &Range<usize>| {
            test_file
                || self
                    .test_bodies
                    .iter()
                    .any(|b| b.start <= span.start && span.end <= b.end)
        };
        let commented: Vec<&Range<usize>> = self.commented.iter().filter(|c| in_tests(c)).collect();
        if commented.is_empty() {
            return;
        }
        self.doc
            .found
            .retain(|f| !commented.iter().any(|c| c.contains(&f.span.start)));
    }

    /// Drops the IRIs found on silenced lines.
    fn silence(&mut self) {
        if self.silenced.is_empty() {
            return;
        }
        let silenced = &self.silenced;
        self.doc
            .found
            .retain(|f| !silenced.iter().any(|s| s.contains(&f.span.start)));
    }

    fn tok_text(&self, i: usize) -> &'t str {
        let t = self.toks[i];
        &self.text[t.span()]
    }

    fn is_ident(&self, i: usize, name: &str) -> bool {
        self.toks
            .get(i)
            .is_some_and(|t| t.kind == TokenKind::Ident && self.tok_text(i) == name)
    }

    fn kind(&self, i: usize) -> Option<TokenKind> {
        self.toks.get(i).map(|t| t.kind)
    }

    /// The callee of an open delimiter at token `i`: a macro (`name!(`),
    /// a method (`.name(`) or a path (`a::b(`).
    fn callee(&self, i: usize) -> (Callee, Option<usize>) {
        let Some(before) = i.checked_sub(1) else {
            return (Callee::None, None);
        };
        match self.kind(before) {
            Some(TokenKind::Bang)
                if before > 0 && self.kind(before - 1) == Some(TokenKind::Ident) =>
            {
                (Callee::Macro, Some(before - 1))
            }
            Some(TokenKind::Ident) if self.toks[i].kind == TokenKind::OpenParen => {
                let method = before > 0 && self.kind(before - 1) == Some(TokenKind::Dot);
                (
                    if method { Callee::Method } else { Callee::Path },
                    Some(before),
                )
            }
            _ => (Callee::None, None),
        }
    }

    /// The last two segments of the path ending at token `name`
    /// (`Url::parse`), or the name alone.
    fn path(&self, name: usize) -> &'t str {
        let end = self.toks[name].span().end;
        let start = if name >= 3
            && self.kind(name - 1) == Some(TokenKind::Colon)
            && self.kind(name - 2) == Some(TokenKind::Colon)
            && self.kind(name - 3) == Some(TokenKind::Ident)
            && self.toks[name - 2].end == self.toks[name - 1].start
        {
            self.toks[name - 3].span().start
        } else {
            self.toks[name].span().start
        };
        &self.text[start..end]
    }

    /// Reads the tokens; `tests`: the file is one of tests. Whether the
    /// file is one of tests, by its path or its own `#![cfg(test)]`.
    fn walk(&mut self, of_tests: bool) -> bool {
        let mut stack: Vec<Open> = Vec::new();
        // How many of the open delimiters are compile-time macros', and
        // test bodies.
        let mut compile_time = 0usize;
        let mut tests = 0usize;
        // A test attribute read, whose item's body is not open yet; a
        // whole file of tests (`#![cfg(test)]`).
        let mut test_item = false;
        let mut test_file = of_tests;
        let mut i = 0;
        while i < self.toks.len() {
            let tok = self.toks[i];
            match tok.kind {
                TokenKind::Pound => {
                    let inner = self.kind(i + 1) == Some(TokenKind::Bang);
                    let open = i + 1 + usize::from(inner);
                    if self.kind(open) == Some(TokenKind::OpenBracket)
                        && self.is_test_attribute(open)
                    {
                        if inner {
                            test_file = true;
                        } else {
                            test_item = true;
                        }
                    }
                }
                TokenKind::Semi if stack.last().is_none_or(|o| o.kind == TokenKind::OpenBrace) => {
                    test_item = false;
                }
                TokenKind::OpenParen | TokenKind::OpenBracket | TokenKind::OpenBrace => {
                    let (callee, name) = self.callee(i);
                    if callee == Callee::Macro
                        && name.is_some_and(|n| calls::COMPILE_TIME.contains(&self.tok_text(n)))
                    {
                        compile_time += 1;
                    }
                    let test = test_item && tok.kind == TokenKind::OpenBrace;
                    if test {
                        test_item = false;
                        tests += 1;
                    }
                    stack.push(Open {
                        kind: tok.kind,
                        start: tok.start,
                        name,
                        callee,
                        arg: 0,
                        test,
                    });
                }
                TokenKind::CloseParen | TokenKind::CloseBracket | TokenKind::CloseBrace => {
                    let open = stack.pop();
                    if let Some(open) = open.filter(|o| o.test) {
                        tests -= 1;
                        self.test_bodies.push(open.start as usize..tok.span().end);
                    }
                    if let Some(open) = open
                        && open.callee == Callee::Macro
                        && open
                            .name
                            .is_some_and(|n| calls::COMPILE_TIME.contains(&self.tok_text(n)))
                    {
                        compile_time -= 1;
                    }
                }
                TokenKind::Comma => {
                    if let Some(open) = stack.last_mut() {
                        open.arg += 1;
                    }
                }
                TokenKind::Literal { kind, suffix_start } if compile_time == 0 => {
                    if let Some(form) = Form::of(kind) {
                        let start = tok.span().start;
                        let end = start + suffix_start as usize;
                        let test = tests > 0 || test_file;
                        self.literal(i, start..end, form, stack.last().copied(), test);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        test_file
    }

    /// The string literal of token `i`, written at `written`, inside `open`.
    fn literal(
        &mut self,
        i: usize,
        written: Range<usize>,
        form: Form,
        open: Option<Open>,
        test: bool,
    ) {
        self.test = test;
        let source = self.text;
        let token = &source[written.clone()];
        let Some(inside) = form.inside(token) else {
            return;
        };
        let start = written.start + inside.start;
        let inside = &token[inside];
        // Directly an argument: after the delimiter or a comma, before a
        // comma or the close.
        let direct = matches!(
            i.checked_sub(1).and_then(|b| self.kind(b)),
            Some(
                TokenKind::OpenParen
                    | TokenKind::OpenBracket
                    | TokenKind::OpenBrace
                    | TokenKind::Comma
            )
        ) && matches!(
            self.kind(i + 1),
            Some(
                TokenKind::Comma
                    | TokenKind::CloseParen
                    | TokenKind::CloseBracket
                    | TokenKind::CloseBrace
            )
        );
        if i >= 2 && self.kind(i - 1) == Some(TokenKind::Eq) && self.is_ident(i - 2, "doc") {
            docs::attribute(inside, start, form, self.doc);
            return;
        }
        // `"…".parse::<T>()`.
        if let Some(call) = self.parse_target(i).and_then(calls::parse_target) {
            let close = self.parse_close(i);
            if !close.is_some_and(|c| self.expects_failure(c)) {
                self.known(call, inside, start, form);
            }
            return;
        }
        let Some(open) = open else {
            self.plain(inside, start, form);
            return;
        };
        let name = open.name.map(|n| (n, self.tok_text(n)));
        match (open.callee, name) {
            (Callee::Path | Callee::Method, Some((n, name)))
                if direct && open.kind == TokenKind::OpenParen =>
            {
                let path = self.path(n);
                let call = RUST_CALLS.iter().find(|c| {
                    c.arg == open.arg
                        && match c.site {
                            RustSite::Method(m) => open.callee == Callee::Method && m == name,
                            RustSite::Path(p) => open.callee == Callee::Path && p == path,
                            RustSite::Parse(_) => false,
                        }
                });
                if let Some(call) = call {
                    let method = matches!(call.site, RustSite::Method(_));
                    if method && !starts_like_link(inside) {
                        return;
                    }
                    let close = self.close_of(i);
                    // A test that makes a value unchecked makes it as it
                    // is on purpose (oxttl's `NamedNode::new_unchecked("foo")`
                    // beside a lenient parser's output): test data.
                    let unchecked = test && path.ends_with("_unchecked");
                    if self.expects_failure(close) || unchecked {
                        return;
                    }
                    let advised = self.advised(call, path, close);
                    let before = self.doc.found.len();
                    self.known(call, inside, start, form);
                    if let Some(found) = self.doc.found.get_mut(before) {
                        found.compile_time = advised;
                    }
                    return;
                }
                let own = self.own.iter().find(|c| {
                    open.callee == Callee::Path && c.arg == open.arg && c.own_path_is(path)
                });
                if let Some(call) = own {
                    if !self.expects_failure(self.close_of(i)) {
                        self.known(call, inside, start, form);
                    }
                    return;
                }
                self.plain(inside, start, form);
            }
            (Callee::Macro, Some((_, name))) => {
                let format = calls::FORMAT_MACROS
                    .iter()
                    .find(|(m, _)| *m == name)
                    .map(|(_, arg)| *arg);
                // Another macro may format its literals (`info!`,
                // `anyhow!`): one with a brace is read as a template.
                let template = match format {
                    Some(arg) => arg == open.arg && direct,
                    None => inside.contains('{'),
                };
                if template {
                    self.template(inside, start, form);
                } else {
                    self.plain(inside, start, form);
                }
            }
            _ => self.plain(inside, start, form),
        }
    }

    /// Whether the attribute opened at token `open` marks a test: `test`
    /// in it (`#[test]`, `#[tokio::test]`, `#[cfg(test)]`), and no `not`.
    fn is_test_attribute(&self, open: usize) -> bool {
        let close = self.close_of(open);
        let mut test = false;
        for j in open + 1..close {
            if self.is_ident(j, "not") {
                return false;
            }
            test |= self.is_ident(j, "test");
        }
        test
    }

    /// `T` of `.parse::<T>()` right after token `i`.
    fn parse_target(&self, i: usize) -> Option<&'t str> {
        if !(self.kind(i + 1) == Some(TokenKind::Dot)
            && self.is_ident(i + 2, "parse")
            && self.kind(i + 3) == Some(TokenKind::Colon)
            && self.kind(i + 4) == Some(TokenKind::Colon)
            && self.kind(i + 5) == Some(TokenKind::Lt))
        {
            return None;
        }
        let mut j = i + 6;
        let mut last = None;
        while let Some(kind) = self.kind(j) {
            match kind {
                TokenKind::Ident => last = Some(j),
                TokenKind::Colon => {}
                TokenKind::Gt => break,
                _ => return None,
            }
            j += 1;
        }
        last.map(|l| self.tok_text(l))
    }

    /// The `)` of `.parse::<T>()` after the literal at `i`.
    fn parse_close(&self, i: usize) -> Option<usize> {
        let gt = (i + 6..self.toks.len()).find(|&j| self.kind(j) == Some(TokenKind::Gt))?;
        (self.kind(gt + 1) == Some(TokenKind::OpenParen)
            && self.kind(gt + 2) == Some(TokenKind::CloseParen))
        .then_some(gt + 2)
    }

    /// The token that closes the delimiter the token `i` is in.
    fn close_of(&self, i: usize) -> usize {
        let mut depth = 0usize;
        let mut j = i + 1;
        while let Some(kind) = self.kind(j) {
            match kind {
                TokenKind::OpenParen | TokenKind::OpenBracket | TokenKind::OpenBrace => depth += 1,
                TokenKind::CloseParen | TokenKind::CloseBracket | TokenKind::CloseBrace => {
                    if depth == 0 {
                        return j;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            j += 1;
        }
        j
    }

    /// Whether what follows the call closed at token `close` expects it
    /// to fail: `.is_err()`, `.unwrap_err()`, `.expect_err(…)`,
    /// `.is_err_and(…)`, or `, Err` (`matches!(…, Err(_))`,
    /// `assert_eq!(…, Err(…))`).
    fn expects_failure(&self, close: usize) -> bool {
        let dot = self.kind(close + 1) == Some(TokenKind::Dot)
            && ["is_err", "unwrap_err", "expect_err", "is_err_and", "err"]
                .iter()
                .any(|m| self.is_ident(close + 2, m));
        let err = self.kind(close + 1) == Some(TokenKind::Comma) && self.is_ident(close + 2, "Err");
        dot || err
    }

    /// The compile-time form to advise for the literal of `call`, written
    /// as `path` and closed at token `close`: where the call is unwrapped
    /// (`.unwrap()`, `.expect(…)`) or never checks (`_unchecked`), and,
    /// for iri-kit's own types, whose names other crates share (oxiri's
    /// and fluent-uri's `Iri::parse`), where the file names iri-kit; never
    /// in a test.
    fn advised<S>(
        &mut self,
        call: &RustCall<S>,
        path: &str,
        close: usize,
    ) -> Option<CompileTimeForm> {
        // A test parses at run time on purpose: its subject is the parser.
        let form = call.compile_time.filter(|_| !self.test)?;
        let unwrapped = self.kind(close + 1) == Some(TokenKind::Dot)
            && (self.is_ident(close + 2, "unwrap") || self.is_ident(close + 2, "expect"));
        if !unwrapped && !path.ends_with("_unchecked") {
            return None;
        }
        let oxrdf = matches!(
            form,
            CompileTimeForm::NamedNode | CompileTimeForm::NamedNodeRef
        );
        (oxrdf || self.names_iri_kit()).then_some(form)
    }

    /// Whether the file names iri-kit (`iri_kit`, or its core crate).
    fn names_iri_kit(&mut self) -> bool {
        if self.iri_kit.is_none() {
            let named = (0..self.toks.len())
                .any(|i| self.is_ident(i, "iri_kit") || self.is_ident(i, "iri_core"));
            self.iri_kit = Some(named);
        }
        self.iri_kit == Some(true)
    }

    /// A literal passed to a known call: one candidate, whole.
    fn known<S>(&mut self, call: &RustCall<S>, inside: &str, start: usize, form: Form) {
        let Some(d) = literal::decode(inside, form, false) else {
            return;
        };
        self.push(
            &d,
            0..d.value.len(),
            start,
            form,
            false,
            call.grammar,
            call.leniency,
            call.comparison,
            false,
        );
    }

    /// Any other literal: one candidate when its whole value looks like a
    /// link (not in a test, where such literals are test data).
    fn plain(&mut self, inside: &str, start: usize, form: Form) {
        if self.test || memchr::memchr(b':', inside.as_bytes()).is_none() {
            return;
        }
        let Some(d) = literal::decode(inside, form, false) else {
            return;
        };
        if looks_like_link(&d.value) {
            self.push(
                &d,
                0..d.value.len(),
                start,
                form,
                false,
                Grammar::IRI,
                Leniency::Strict,
                Comparison::Equivalence,
                false,
            );
        }
    }

    /// A format string: the links of its literal parts, none that meets a
    /// placeholder.
    fn template(&mut self, inside: &str, start: usize, form: Form) {
        if self.test || memchr::memchr(b':', inside.as_bytes()).is_none() {
            return;
        }
        let Some(d) = literal::decode(inside, form, true) else {
            return;
        };
        let spans: Vec<Range<usize>> = links(&d.value).collect();
        for link in spans {
            let meets = d
                .placeholders
                .iter()
                .any(|p| p.start <= link.end && link.start <= p.end);
            // A brace the link holds is an escaped one, or a placeholder's.
            if meets || d.value[link.clone()].contains(['{', '}']) {
                continue;
            }
            let guessed = end_guessed(&d.value, link.end);
            self.push(
                &d,
                link,
                start,
                form,
                true,
                Grammar::IRI,
                Leniency::Strict,
                Comparison::Equivalence,
                guessed,
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        d: &literal::Decoded,
        part: Range<usize>,
        start: usize,
        form: Form,
        format: bool,
        grammar: Grammar,
        leniency: Leniency,
        comparison: Comparison,
        end_guessed: bool,
    ) {
        let (span, offsets) = d.map.part(part.clone(), start);
        self.doc.found.push(Found {
            value: d.value[part].to_owned(),
            span,
            offsets,
            grammar,
            escaping: form.escaping(format),
            pointer: None,
            leniency,
            role: Role::Iri,
            comparison,
            end_guessed,
            compile_time: None,
        });
    }
}
