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
    /// Elements of an array one after the other, each a number or a
    /// literal: as many (read at once, as nothing tells them apart).
    Scalars(usize),
}

/// How a reader of the events reads a string opening at the current
/// byte.
pub(super) type Read<'a, S> = fn(&mut Tokenizer<'a>) -> Result<S, Box<Failure>>;

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
    /// Where an element after a run of [`Event::Scalars`] failed, given
    /// after them.
    pending: Option<Box<Failure>>,
}

impl<'a> Events<'a> {
    /// The document of `text` that starts at byte `at`.
    pub(super) fn new(text: &'a str, at: usize) -> Events<'a> {
        Events {
            tokens: Tokenizer { text, at },
            open: Vec::new(),
            expect: Expect::Value,
            pending: None,
        }
    }

    /// Where the document ended (once read).
    pub(super) fn end(&self) -> usize {
        self.tokens.at
    }

    /// The next event, its strings read by `read`; `None` once the
    /// document is read; on an error, where and why the document stops
    /// being JSON (and then `None`).
    #[inline]
    pub(super) fn next<S>(&mut self, read: Read<'a, S>) -> Result<Option<Event<S>>, Box<Failure>> {
        let event = self.step(read);
        if !matches!(event, Ok(Some(_))) {
            self.expect = Expect::Done;
        }
        event
    }

    #[inline]
    fn step<S>(&mut self, read: Read<'a, S>) -> Result<Option<Event<S>>, Box<Failure>> {
        if let Some(failure) = self.pending.take() {
            return Err(failure);
        }
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
    #[inline]
    fn key<S>(&mut self, read: Read<'a, S>) -> Result<Event<S>, Box<Failure>> {
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
    #[inline]
    fn value<S>(&mut self, read: Read<'a, S>) -> Result<Event<S>, Box<Failure>> {
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
            Some(_) => {
                let is_true = self.tokens.scalar()?;
                if self.open.last() == Some(&false) {
                    Event::Scalars(1 + self.scalar_run())
                } else if is_true {
                    Event::True
                } else {
                    Event::Other
                }
            }
            None => return Err(Failure::new(at..at + 1, "expected a value")),
        };
        Ok(event)
    }

    /// After an array's element that is a number or a literal: the
    /// elements that follow and are such too, read; how many (one that
    /// fails is pending).
    fn scalar_run(&mut self) -> usize {
        let mut count = 0;
        loop {
            self.tokens.skip_space();
            let comma = self.tokens.at;
            if self.tokens.peek() != Some(b',') {
                return count;
            }
            self.tokens.at += 1;
            self.tokens.skip_space();
            if !matches!(
                self.tokens.peek(),
                Some(b'0'..=b'9' | b'-' | b't' | b'f' | b'n')
            ) {
                // Read as any element is, from its `,`.
                self.tokens.at = comma;
                return count;
            }
            if let Err(failure) = self.tokens.scalar() {
                self.pending = Some(failure.of_value());
                return count;
            }
            count += 1;
        }
    }
}
