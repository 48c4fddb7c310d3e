//! One JSON document read as a stream of events (a container opened or
//! closed, a key, a string, a literal), with a stack of the containers
//! open and no recursion: what a reader keeps is its own.

use super::tokens::{Failure, Tokenizer};

/// The deepest nesting read.
const MAX_DEPTH: usize = 512;

/// What comes next in a document; `S`, a string as the reader of the
/// events reads it.
pub(super) enum Event<S> {
    /// An array (`[`) or an object (`{`), opening at byte `at`.
    Open {
        object: bool,
        at: usize,
    },
    /// The innermost container open is closed.
    Close,
    /// An object's key, and its `:`: its value comes next.
    Key(S),
    Str(S),
    /// `true` (HAL's `"templated": true`).
    True,
    /// A number, `false` or `null`.
    Other,
}

/// How a reader of the events reads a string opening at the current
/// byte.
pub(super) type Read<'a, S> = fn(&mut Tokenizer<'a>) -> Result<S, Failure>;

/// What is read next.
#[derive(Clone, Copy)]
enum Expect {
    /// A value.
    Value,
    /// What follows a `[` or `{`: a closing bracket or what it holds.
    First,
    /// What follows a value: a `,`, a closing bracket, or the end of the
    /// document.
    Next,
    /// Nothing: the document is read, or stopped being JSON.
    Done,
}

/// The events of the document starting at a byte of a text.
pub(super) struct Events<'a> {
    tokens: Tokenizer<'a>,
    /// The containers open, innermost last: whether each is an object.
    open: Vec<bool>,
    expect: Expect,
}

impl<'a> Events<'a> {
    /// The document of `text` that starts at byte `at`.
    pub(super) fn new(text: &'a str, at: usize) -> Events<'a> {
        Events {
            tokens: Tokenizer { text, at },
            open: Vec::new(),
            expect: Expect::Value,
        }
    }

    /// Where the document ended (once read).
    pub(super) fn end(&self) -> usize {
        self.tokens.at
    }

    /// The next event, its strings read by `read`; `None` once the
    /// document is read; on an error, where and why the document stops
    /// being JSON (and then `None`).
    pub(super) fn next<S>(&mut self, read: Read<'a, S>) -> Result<Option<Event<S>>, Failure> {
        let event = self.step(read);
        if !matches!(event, Ok(Some(_))) {
            self.expect = Expect::Done;
        }
        event
    }

    fn step<S>(&mut self, read: Read<'a, S>) -> Result<Option<Event<S>>, Failure> {
        match self.expect {
            Expect::Done => Ok(None),
            Expect::Value => self.value(read).map_err(Failure::of_value).map(Some),
            Expect::First | Expect::Next => {
                let Some(&object) = self.open.last() else {
                    return Ok(None);
                };
                self.tokens.skip_space();
                let close = if object { b'}' } else { b']' };
                let peek = self.tokens.peek();
                if peek == Some(close) {
                    self.tokens.at += 1;
                    self.open.pop();
                    self.expect = Expect::Next;
                    return Ok(Some(Event::Close));
                }
                if matches!(self.expect, Expect::Next) {
                    if peek != Some(b',') {
                        let message = if object {
                            "expected `,` or `}`"
                        } else {
                            "expected `,` or `]`"
                        };
                        let at = self.tokens.at;
                        return Err(Failure::new(at..at + 1, message));
                    }
                    self.tokens.at += 1;
                }
                if object {
                    self.key(read).map(Some)
                } else {
                    self.value(read).map_err(Failure::of_value).map(Some)
                }
            }
        }
    }

    /// A member's key and its `:`.
    fn key<S>(&mut self, read: Read<'a, S>) -> Result<Event<S>, Failure> {
        self.tokens.skip_space();
        let at = self.tokens.at;
        if self.tokens.peek() != Some(b'"') {
            return Err(Failure::new(at..at + 1, "expected a key string"));
        }
        let key = read(&mut self.tokens)?;
        self.tokens.skip_space();
        let at = self.tokens.at;
        if self.tokens.peek() != Some(b':') {
            return Err(Failure::new(at..at + 1, "expected `:`"));
        }
        self.tokens.at += 1;
        self.expect = Expect::Value;
        Ok(Event::Key(key))
    }

    /// A value: a string or a literal, or the opening of a container.
    fn value<S>(&mut self, read: Read<'a, S>) -> Result<Event<S>, Failure> {
        self.tokens.skip_space();
        let at = self.tokens.at;
        if self.open.len() > MAX_DEPTH {
            return Err(Failure::new(
                at..at + 1,
                format!("nesting deeper than {MAX_DEPTH}"),
            ));
        }
        self.expect = Expect::Next;
        let event = match self.tokens.peek() {
            Some(b'"') => Event::Str(read(&mut self.tokens)?),
            Some(open @ (b'[' | b'{')) => {
                self.tokens.at += 1;
                self.open.push(open == b'{');
                self.expect = Expect::First;
                Event::Open {
                    object: open == b'{',
                    at,
                }
            }
            Some(_) if self.tokens.scalar()? => Event::True,
            Some(_) => Event::Other,
            None => return Err(Failure::new(at..at + 1, "expected a value")),
        };
        Ok(event)
    }
}
