//! A macro's input as a flat list of tokens, and a cursor over it that can
//! be copied to look ahead.
//!
//! A group is three things in the list: its opening (the group itself, and
//! where its contents end), its contents, and its end. A cursor walks one
//! group's contents (or the whole input) up to that end. Invisible groups
//! (`Delimiter::None`, which `macro_rules!` puts around a fragment such as
//! `$x:expr`) are looked through: reading an identifier, a punctuation
//! mark, a literal or a visible group enters them, and leaving one
//! happens by itself at its end. This is how `syn` treats them, which the
//! crate used before: the same calls read the same tokens.

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// One place in the list.
enum Entry {
    /// An identifier, a punctuation mark or a literal.
    Token(TokenTree),
    /// A group, and the index of its end.
    Open(Group, usize),
    /// The end of a group, with the index of its opening; or of the input.
    End(Option<usize>),
}

/// A macro's input, flattened.
pub(crate) struct Buffer {
    entries: Vec<Entry>,
}

impl Buffer {
    /// The tokens of `stream`.
    pub(crate) fn new(stream: TokenStream) -> Buffer {
        let mut entries = Vec::new();
        flatten(stream, &mut entries);
        entries.push(Entry::End(None));
        Buffer { entries }
    }

    /// A cursor at the first token, for the whole input.
    pub(crate) fn begin(&self) -> Cursor<'_> {
        Cursor::at(&self.entries, 0, self.entries.len() - 1)
    }
}

fn flatten(stream: TokenStream, entries: &mut Vec<Entry>) {
    for tree in stream {
        match tree {
            TokenTree::Group(group) => {
                let open = entries.len();
                let contents = group.stream();
                entries.push(Entry::Open(group, 0));
                flatten(contents, entries);
                let end = entries.len();
                entries.push(Entry::End(Some(open)));
                if let Entry::Open(_, at) = &mut entries[open] {
                    *at = end;
                }
            }
            token => entries.push(Entry::Token(token)),
        }
    }
}

/// A place in a [`Buffer`], and the end of the group (or input) it is in.
#[derive(Clone, Copy)]
pub(crate) struct Cursor<'a> {
    entries: &'a [Entry],
    at: usize,
    end: usize,
}

impl<'a> Cursor<'a> {
    /// The cursor at `at`, past the ends of the invisible groups it leaves
    /// there (the only end it stops at is its own, `end`).
    fn at(entries: &'a [Entry], mut at: usize, end: usize) -> Self {
        while at != end && matches!(entries[at], Entry::End(_)) {
            at += 1;
        }
        Cursor { entries, at, end }
    }

    fn entry(self) -> &'a Entry {
        &self.entries[self.at]
    }

    /// The cursor past the current entry (into a group's contents when it
    /// is a group's opening).
    fn step(self) -> Self {
        Cursor::at(self.entries, self.at + 1, self.end)
    }

    /// The cursor inside the invisible groups that start here.
    fn enter_invisible(mut self) -> Self {
        while let Entry::Open(group, _) = self.entry() {
            if group.delimiter() != Delimiter::None {
                break;
            }
            self = self.step();
        }
        self
    }

    /// Whether the cursor is at its end.
    pub(crate) fn eof(self) -> bool {
        self.at == self.end
    }

    /// The identifier here, looking through invisible groups.
    pub(crate) fn ident(self) -> Option<(&'a Ident, Self)> {
        let cursor = self.enter_invisible();
        match cursor.entry() {
            Entry::Token(TokenTree::Ident(ident)) => Some((ident, cursor.step())),
            _ => None,
        }
    }

    /// The punctuation mark here (not the `'` of a lifetime), looking
    /// through invisible groups.
    pub(crate) fn punct(self) -> Option<(&'a Punct, Self)> {
        let cursor = self.enter_invisible();
        match cursor.entry() {
            Entry::Token(TokenTree::Punct(punct)) if punct.as_char() != '\'' => {
                Some((punct, cursor.step()))
            }
            _ => None,
        }
    }

    /// The literal here, looking through invisible groups.
    pub(crate) fn literal(self) -> Option<(&'a Literal, Self)> {
        let cursor = self.enter_invisible();
        match cursor.entry() {
            Entry::Token(TokenTree::Literal(literal)) => Some((literal, cursor.step())),
            _ => None,
        }
    }

    /// The group delimited by `delimiter` here (looking through invisible
    /// groups unless one is asked for): a cursor over its contents, the
    /// group, and the cursor after it.
    pub(crate) fn group(self, delimiter: Delimiter) -> Option<(Self, &'a Group, Self)> {
        let cursor = if delimiter == Delimiter::None {
            self
        } else {
            self.enter_invisible()
        };
        match cursor.entry() {
            Entry::Open(group, end) if group.delimiter() == delimiter => Some((
                Cursor::at(cursor.entries, cursor.at + 1, *end),
                group,
                Cursor::at(cursor.entries, *end, cursor.end),
            )),
            _ => None,
        }
    }

    /// The token tree here, an invisible group as a whole.
    pub(crate) fn token_tree(self) -> Option<(TokenTree, Self)> {
        let (tree, after) = match self.entry() {
            Entry::Token(token) => (token.clone(), self.at + 1),
            Entry::Open(group, end) => (TokenTree::Group(group.clone()), *end),
            Entry::End(_) => return None,
        };
        Some((tree, Cursor::at(self.entries, after, self.end)))
    }

    /// The cursor past the next token, looking through invisible groups:
    /// a group counts as one token, and so does a lifetime (`'a`).
    pub(crate) fn skip(self) -> Option<Self> {
        let cursor = self.enter_invisible();
        let after = match cursor.entry() {
            Entry::End(_) => return None,
            Entry::Token(TokenTree::Punct(p))
                if p.as_char() == '\'' && p.spacing() == Spacing::Joint =>
            {
                match cursor.entries.get(cursor.at + 1) {
                    Some(Entry::Token(TokenTree::Ident(_))) => cursor.at + 2,
                    _ => cursor.at + 1,
                }
            }
            Entry::Open(_, end) => *end,
            Entry::Token(_) => cursor.at + 1,
        };
        Some(Cursor::at(cursor.entries, after, cursor.end))
    }

    /// The remaining tokens, invisible groups as groups.
    pub(crate) fn rest(self) -> TokenStream {
        let mut tokens = Vec::new();
        let mut cursor = self;
        while let Some((tree, next)) = cursor.token_tree() {
            tokens.push(tree);
            cursor = next;
        }
        tokens.into_iter().collect()
    }

    /// The span of the token here: a group's whole span; at the end of a
    /// group, its closing delimiter's, and at the end of the input the
    /// call site's.
    pub(crate) fn span(self) -> Span {
        match self.entry() {
            Entry::Token(token) => token.span(),
            Entry::Open(group, _) => group.span(),
            Entry::End(Some(open)) => match &self.entries[*open] {
                Entry::Open(group, _) => group.span_close(),
                _ => Span::call_site(),
            },
            Entry::End(None) => Span::call_site(),
        }
    }

    /// Where an error about the token here points: a group's opening
    /// delimiter, or [`Cursor::span`].
    pub(crate) fn error_span(self) -> Span {
        match self.entry() {
            Entry::Open(group, _) => group.span_open(),
            _ => self.span(),
        }
    }

    /// The span of the first token left, looking into invisible groups for
    /// one that is not empty; `None` when nothing is left.
    pub(crate) fn unexpected(self) -> Option<Span> {
        let mut cursor = self;
        while !cursor.eof() {
            match cursor.group(Delimiter::None) {
                Some((inside, _, after)) => {
                    if let Some(span) = inside.unexpected() {
                        return Some(span);
                    }
                    cursor = after;
                }
                None => return Some(cursor.span()),
            }
        }
        None
    }
}
