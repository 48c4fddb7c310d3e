//! The one TOML reader of policies: a policy text is a TOML document whose
//! root table is the policy, and a `Cargo.toml` file one whose
//! `package.metadata.iri` and `workspace.metadata.iri` tables are.
//!
//! It reads TOML 1.1, as cargo does, whole: every form of a table (a
//! `[header]`, dotted keys, an inline table, quoted keys, each spread over
//! the document as TOML allows), every value (strings of the four kinds
//! with their escapes, arrays, inline tables, numbers, booleans, dates and
//! times), comments and line ends; and it refuses what TOML refuses where
//! that decides which table is which (a table or a key given twice, a
//! table extended in a form TOML does not allow). So a policy table is
//! found in whatever form it is written, and text that only looks like one
//! (in a multi-line string, in a comment) is none: the `toml` crate is the
//! reference of the tests (`tests.rs`, on generated manifests).
//!
//! Scalars other than strings are checked and kept as their kind only:
//! policies hold strings. Positions are byte offsets into the text.
//!
//! Why not `toml_parser`, which `iri-readers` reads TOML documents with
//! (and which builds without `std`, with `alloc`): this reader is compiled
//! into every build of the macros (the checker reads the manifest's policy
//! while a user's crate compiles), and that parser would weigh far more
//! there than the 3 % that the build-weight guard
//! (`scripts/build-weight-guard.sh`) was asked to allow for one reader.
//! Measured with `cargo llvm-lines` (dev profile, rustc 1.95): the
//! `toml_parser` 1.1 unit is 29,656 LLVM IR lines and its `winnow` 1.0
//! 1,971, against 5,737 for this module in the checker's unit (whose
//! baseline is 103,606; the macros' 66,999): about 26,000 lines more before
//! the code that would turn its events into tables, a quarter of the
//! checker's unit.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::calendar::days_in_month;

/// Why a text is not TOML: where (a byte offset) and what.
#[derive(Debug)]
pub(crate) struct Error {
    pub(crate) at: usize,
    pub(crate) message: String,
}

type Result<T> = core::result::Result<T, Error>;

fn error(at: usize, message: impl Into<String>) -> Error {
    Error {
        at,
        message: message.into(),
    }
}

/// A key, decoded, and where it starts.
#[derive(Clone, Debug)]
pub(crate) struct Key {
    pub(crate) name: String,
    pub(crate) at: usize,
}

/// A value other than a string, kept as its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    Integer,
    Float,
    Boolean,
    DateTime,
}

/// A value.
#[derive(Debug)]
pub(crate) enum Value {
    String(String),
    /// An array written as a value (`[…]`).
    Array(Vec<Item>),
    /// A table, in any of its forms.
    Table(Table),
    /// An array of tables (`[[…]]` headers).
    Tables(Vec<Table>),
    Scalar(Scalar),
}

impl Value {
    /// Its kind, for messages: `a string`, `an array`, ….
    pub(crate) const fn kind(&self) -> &'static str {
        match self {
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Table(_) => "a table",
            Value::Tables(_) => "an array of tables",
            Value::Scalar(Scalar::Integer) => "an integer",
            Value::Scalar(Scalar::Float) => "a float",
            Value::Scalar(Scalar::Boolean) => "a boolean",
            Value::Scalar(Scalar::DateTime) => "a date-time",
        }
    }
}

/// A value and where it starts (a table: the key that made it).
#[derive(Debug)]
pub(crate) struct Item {
    pub(crate) at: usize,
    pub(crate) value: Value,
}

/// How a table came to be, which decides how it may be extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Made {
    /// As a parent of a header's table (`a` of `[a.b]`): a header may still
    /// define it, and dotted keys extend it.
    Implicit,
    /// By dotted keys (`a` of `a.b = 1`): dotted keys extend it; no header
    /// may define it (one may define tables under it).
    Dotted,
    /// By a header, as an inline table, or the root: defined once.
    Defined,
}

/// A table: its entries in the order written.
#[derive(Debug)]
pub(crate) struct Table {
    pub(crate) entries: Vec<(Key, Item)>,
    made: Made,
    /// Written inline (`{ … }`), or made by dotted keys inside one: closed.
    inline: bool,
}

impl Table {
    const fn new(made: Made, inline: bool) -> Table {
        Table {
            entries: Vec::new(),
            made,
            inline,
        }
    }

    /// The entry named `name` (manifests are read with `std` alone).
    #[cfg(any(test, feature = "std"))]
    pub(crate) fn get(&self, name: &str) -> Option<&Item> {
        let i = self.position(name)?;
        Some(&self.entries[i].1)
    }

    fn position(&self, name: &str) -> Option<usize> {
        // Loops rather than iterator adapters here and below: the reader is
        // compiled into every build of the macros, and each adapter with
        // its closure weighs (scripts/build-weight-guard.sh).
        let mut i = 0;
        while i < self.entries.len() {
            if self.entries[i].0.name == name {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    /// The position of the entry `key`, added as a new table `made` so
    /// (`inline`: inside an inline table) when it is not there.
    fn position_or_new(&mut self, key: &Key, made: Made, inline: bool) -> usize {
        self.position(&key.name).unwrap_or_else(|| {
            let value = Value::Table(Table::new(made, inline));
            self.entries.push((key.clone(), Item { at: key.at, value }));
            self.entries.len() - 1
        })
    }
}

/// The deepest nesting of arrays and inline tables read: deeper is an
/// error, not an exhausted stack.
const MAX_DEPTH: usize = 128;

/// Reads the TOML document `text`: its root table.
pub(crate) fn parse(text: &str) -> Result<Table> {
    let mut reader = Reader { text, pos: 0 };
    reader.document()
}

/// `name` as a TOML key: bare when it can be, else quoted.
pub(crate) fn write_key(out: &mut String, name: &str) {
    let mut bare = !name.is_empty();
    for b in name.bytes() {
        bare &= is_bare(b);
    }
    if bare {
        out.push_str(name);
    } else {
        // Writing to a `String` cannot fail.
        let _ = write!(out, "{name:?}");
    }
}

/// The dotted path of `keys`, for messages.
fn dotted(path: &[String], keys: &[Key]) -> String {
    let mut out = String::new();
    for name in path {
        write_key(&mut out, name);
        out.push('.');
    }
    for key in keys {
        write_key(&mut out, &key.name);
        out.push('.');
    }
    out.truncate(out.len().saturating_sub(1));
    out
}

/// A character of a bare key.
fn is_bare(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.text.as_bytes().get(self.pos + ahead).copied()
    }

    fn starts_with(&self, prefix: &str) -> bool {
        self.text.as_bytes()[self.pos..].starts_with(prefix.as_bytes())
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    /// The character at the position (the text is UTF-8).
    fn char(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    /// Spaces and tabs.
    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// A line end (`\n` or `\r\n`), if there is one.
    fn newline(&mut self) -> Result<bool> {
        match self.peek() {
            Some(b'\n') => {
                self.pos += 1;
                Ok(true)
            }
            Some(b'\r') if self.peek_at(1) == Some(b'\n') => {
                self.pos += 2;
                Ok(true)
            }
            Some(b'\r') => Err(error(self.pos, "a carriage return must start a line end")),
            _ => Ok(false),
        }
    }

    /// A comment, if there is one, up to the line end.
    fn comment(&mut self) -> Result<()> {
        if self.peek() != Some(b'#') {
            return Ok(());
        }
        self.pos += 1;
        while let Some(c) = self.char() {
            if c == '\n' || (c == '\r' && self.peek_at(1) == Some(b'\n')) {
                break;
            }
            if is_control(c) {
                return Err(error(self.pos, "control character in a comment"));
            }
            self.pos += c.len_utf8();
        }
        Ok(())
    }

    /// Spaces, comments and line ends, as arrays and inline tables allow
    /// them between their items.
    fn skip_blank(&mut self) -> Result<()> {
        loop {
            self.skip_ws();
            self.comment()?;
            if !self.newline()? {
                return Ok(());
            }
        }
    }

    /// The end of an expression: spaces, a comment, then a line end or the
    /// end of the text.
    fn line_end(&mut self, what: &str) -> Result<()> {
        self.skip_ws();
        self.comment()?;
        if self.peek().is_none() || self.newline()? {
            Ok(())
        } else {
            Err(error(
                self.pos,
                format!("expected the end of the line after {what}"),
            ))
        }
    }

    fn document(&mut self) -> Result<Table> {
        let mut root = Table::new(Made::Defined, false);
        // The path of the table that key/value pairs go to.
        let mut current: Vec<String> = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                None => return Ok(root),
                Some(b'#' | b'\n' | b'\r') => self.line_end("a comment")?,
                Some(b'[') => {
                    current = self.header(&mut root)?;
                    self.line_end("a table header")?;
                }
                Some(_) => {
                    let keys = self.key_path()?;
                    self.skip_ws();
                    self.equals(&keys)?;
                    self.skip_ws();
                    let item = self.value(0)?;
                    let Some(table) = resolve(&mut root, &current) else {
                        return Err(error(self.pos, "the table of the header above is lost"));
                    };
                    insert(table, &current, &keys, item)?;
                    self.line_end("the value")?;
                }
            }
        }
    }

    fn equals(&mut self, keys: &[Key]) -> Result<()> {
        if self.eat(b'=') {
            return Ok(());
        }
        let (key, at) = match keys.last() {
            Some(key) => (key.name.as_str(), key.at),
            None => ("", self.pos),
        };
        Err(error(at, format!("expected `=` after `{key}`")))
    }

    /// A table header, `[a.b]` or `[[a.b]]`, which defines its table: the
    /// path of the table.
    fn header(&mut self, root: &mut Table) -> Result<Vec<String>> {
        self.pos += 1;
        let array = self.eat(b'[');
        self.skip_ws();
        let keys = self.key_path()?;
        self.skip_ws();
        let close = if array { "]]" } else { "]" };
        if !self.starts_with(close) {
            return Err(error(
                self.pos,
                format!("expected `{close}` after the table's name"),
            ));
        }
        self.pos += close.len();
        define(root, &keys, array)?;
        let mut path = Vec::with_capacity(keys.len());
        for key in keys {
            path.push(key.name);
        }
        Ok(path)
    }

    /// A key, dotted or not (`a`, `"a b".c`, `'a'.b`): TOML allows spaces
    /// around the dots, nothing else.
    fn key_path(&mut self) -> Result<Vec<Key>> {
        let mut keys = Vec::with_capacity(1);
        keys.push(self.key()?);
        loop {
            let save = self.pos;
            self.skip_ws();
            if !self.eat(b'.') {
                self.pos = save;
                return Ok(keys);
            }
            self.skip_ws();
            keys.push(self.key()?);
        }
    }

    /// One simple key: bare (letters, digits, `-`, `_`) or quoted.
    fn key(&mut self) -> Result<Key> {
        let at = self.pos;
        let name = match self.peek() {
            Some(b'"') if !self.starts_with("\"\"\"") => self.basic_string()?,
            Some(b'\'') if !self.starts_with("'''") => self.literal_string()?,
            _ => {
                while let Some(b) = self.peek()
                    && is_bare(b)
                {
                    self.pos += 1;
                }
                if self.pos == at {
                    return Err(error(at, "expected a key such as `deny`, followed by `=`"));
                }
                String::from(&self.text[at..self.pos])
            }
        };
        Ok(Key { name, at })
    }

    /// A value.
    fn value(&mut self, depth: usize) -> Result<Item> {
        let at = self.pos;
        if depth > MAX_DEPTH {
            return Err(error(at, "arrays and inline tables nest too deep"));
        }
        let value = match self.peek() {
            Some(b'"') if self.starts_with("\"\"\"") => Value::String(self.ml_basic_string()?),
            Some(b'"') => Value::String(self.basic_string()?),
            Some(b'\'') if self.starts_with("'''") => Value::String(self.ml_literal_string()?),
            Some(b'\'') => Value::String(self.literal_string()?),
            Some(b'[') => Value::Array(self.array(depth)?),
            Some(b'{') => Value::Table(self.inline_table(depth)?),
            _ => Value::Scalar(self.scalar()?),
        };
        Ok(Item { at, value })
    }

    /// `[a, b, …]`, which may span lines and end with a comma.
    fn array(&mut self, depth: usize) -> Result<Vec<Item>> {
        let open = self.pos;
        self.pos += 1;
        let mut items = Vec::new();
        loop {
            self.skip_blank()?;
            if self.eat(b']') {
                return Ok(items);
            }
            if self.peek().is_none() {
                return Err(error(open, "unterminated array: expected `]`"));
            }
            items.push(self.value(depth + 1)?);
            if self.item_end(open, b']', "array", "item")? {
                return Ok(items);
            }
        }
    }

    /// After an item of an array or an inline table (`what`, opened at
    /// `open`, closed by `close`): whether it is closed there; if not, the
    /// comma after the item is read.
    fn item_end(&mut self, open: usize, close: u8, what: &str, item: &str) -> Result<bool> {
        self.skip_blank()?;
        if self.eat(close) {
            return Ok(true);
        }
        let close = char::from(close);
        if self.peek().is_none() {
            let message = format!("unterminated {what}: expected `{close}`");
            return Err(error(open, message));
        }
        if !self.eat(b',') {
            let message = format!("expected `,` or `{close}` after the {what}'s {item}");
            return Err(error(self.pos, message));
        }
        Ok(false)
    }

    /// `{ a = 1, b.c = 2 }`: as TOML 1.1, it may span lines, hold comments
    /// and end with a comma.
    fn inline_table(&mut self, depth: usize) -> Result<Table> {
        let open = self.pos;
        self.pos += 1;
        let mut table = Table::new(Made::Defined, true);
        self.skip_blank()?;
        if self.eat(b'}') {
            return Ok(table);
        }
        loop {
            if self.peek().is_none() {
                return Err(error(open, "unterminated inline table: expected `}`"));
            }
            let keys = self.key_path()?;
            self.skip_blank()?;
            self.equals(&keys)?;
            self.skip_blank()?;
            let item = self.value(depth + 1)?;
            insert(&mut table, &[], &keys, item)?;
            if self.item_end(open, b'}', "inline table", "value")? {
                return Ok(table);
            }
            self.skip_blank()?;
            if self.eat(b'}') {
                return Ok(table);
            }
        }
    }

    /// `"…"`, with its escapes.
    fn basic_string(&mut self) -> Result<String> {
        let open = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            match self.char() {
                Some('"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some('\\') => out.push(self.escape()?),
                Some('\n' | '\r') | None => return Err(error(open, "unterminated string")),
                Some(c) => self.string_char(&mut out, c)?,
            }
        }
    }

    /// `c`, at the position, added to the string `out`: any character but
    /// a control one.
    fn string_char(&mut self, out: &mut String, c: char) -> Result<()> {
        if is_control(c) {
            return Err(error(self.pos, "control character in a string"));
        }
        out.push(c);
        self.pos += c.len_utf8();
        Ok(())
    }

    /// Past the opening quotes of a multi-line string, and the line end
    /// right after them, which is left out: where the string opened.
    fn open_multi_line(&mut self) -> Result<usize> {
        let open = self.pos;
        self.pos += 3;
        self.newline()?;
        Ok(open)
    }

    /// `"""…"""`: a line end right after the opening quotes is left out,
    /// and a `\` at the end of a line removes the blanks after it.
    fn ml_basic_string(&mut self) -> Result<String> {
        let open = self.open_multi_line()?;
        let mut out = String::new();
        loop {
            match self.char() {
                Some('"') if self.starts_with("\"\"\"") => {
                    return self.close_quotes(b'"', out);
                }
                Some('\\') => {
                    // A line-ending backslash: spaces, then a line end.
                    let mut ahead = self.pos + 1;
                    while matches!(self.text.as_bytes().get(ahead), Some(b' ' | b'\t')) {
                        ahead += 1;
                    }
                    if matches!(self.text.as_bytes().get(ahead), Some(b'\n' | b'\r')) {
                        self.pos = ahead;
                        loop {
                            self.skip_ws();
                            if !self.newline()? {
                                break;
                            }
                        }
                    } else {
                        out.push(self.escape()?);
                    }
                }
                c => self.multi_line_char(open, &mut out, c)?,
            }
        }
    }

    /// `c`, at the position of a multi-line string opened at `open` (not
    /// its end, nor an escape), added to `out`: a line end as written.
    fn multi_line_char(&mut self, open: usize, out: &mut String, c: Option<char>) -> Result<()> {
        match c {
            Some('\r' | '\n') => {
                let start = self.pos;
                self.newline()?;
                out.push_str(&self.text[start..self.pos]);
                Ok(())
            }
            Some(c) => self.string_char(out, c),
            None => Err(error(open, "unterminated string")),
        }
    }

    /// The closing quotes of a multi-line string, at the position: up to
    /// two more quotes before them belong to the string.
    fn close_quotes(&mut self, quote: u8, mut out: String) -> Result<String> {
        let start = self.pos;
        while self.peek() == Some(quote) {
            self.pos += 1;
        }
        let run = self.pos - start;
        if run > 5 {
            return Err(error(start + 5, "too many quotes at the end of a string"));
        }
        for _ in 3..run {
            out.push(char::from(quote));
        }
        Ok(out)
    }

    /// An escape, at its `\`: the character it stands for.
    fn escape(&mut self) -> Result<char> {
        let at = self.pos;
        self.pos += 1;
        let c = match self.peek() {
            Some(b'b') => '\u{8}',
            Some(b't') => '\t',
            Some(b'n') => '\n',
            Some(b'f') => '\u{c}',
            Some(b'r') => '\r',
            Some(b'e') => '\u{1b}',
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b @ (b'x' | b'u' | b'U')) => {
                let digits = match b {
                    b'x' => 2,
                    b'u' => 4,
                    _ => 8,
                };
                let mut value: u32 = 0;
                for n in 1..=digits {
                    let Some(digit) = self.peek_at(n).and_then(|b| char::from(b).to_digit(16))
                    else {
                        return Err(error(at, "invalid escape: expected hexadecimal digits"));
                    };
                    value = value.saturating_mul(16).saturating_add(digit);
                }
                let Some(c) = char::from_u32(value) else {
                    return Err(error(at, "invalid escape: not a Unicode scalar value"));
                };
                self.pos += 1 + digits;
                return Ok(c);
            }
            _ => return Err(error(at, "invalid escape")),
        };
        self.pos += 1;
        Ok(c)
    }

    /// `'…'`, without escapes.
    fn literal_string(&mut self) -> Result<String> {
        let open = self.pos;
        self.pos += 1;
        let start = self.pos;
        loop {
            match self.char() {
                Some('\'') => {
                    let text = String::from(&self.text[start..self.pos]);
                    self.pos += 1;
                    return Ok(text);
                }
                Some('\n' | '\r') | None => return Err(error(open, "unterminated string")),
                Some(c) if is_control(c) => {
                    return Err(error(self.pos, "control character in a string"));
                }
                Some(c) => self.pos += c.len_utf8(),
            }
        }
    }

    /// `'''…'''`: a line end right after the opening quotes is left out.
    fn ml_literal_string(&mut self) -> Result<String> {
        let open = self.open_multi_line()?;
        let mut out = String::new();
        loop {
            match self.char() {
                Some('\'') if self.starts_with("'''") => return self.close_quotes(b'\'', out),
                c => self.multi_line_char(open, &mut out, c)?,
            }
        }
    }

    /// A number, a boolean, a date or a time.
    fn scalar(&mut self) -> Result<Scalar> {
        let at = self.pos;
        self.scalar_token();
        // A date, a space, and a time: one date-time.
        let date = &self.text.as_bytes()[at..self.pos];
        if date.len() == 10
            && date[4] == b'-'
            && self.peek() == Some(b' ')
            && number(&self.text.as_bytes()[self.pos + 1..], 2).is_some()
            && self.peek_at(3) == Some(b':')
        {
            self.pos += 1;
            self.scalar_token();
        }
        let token = &self.text[at..self.pos];
        if token.is_empty() {
            return Err(error(at, "expected a value"));
        }
        match classify(token) {
            Some(kind) => Ok(kind),
            None => Err(error(at, format!("`{token}` is not a TOML value"))),
        }
    }

    fn scalar_token(&mut self) {
        while let Some(b) = self.peek()
            && (b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'-' | b'.' | b':'))
        {
            self.pos += 1;
        }
    }
}

/// Whether `c` is a control character that TOML allows nowhere but as an
/// escape (tabs excepted; line ends are dealt with apart).
fn is_control(c: char) -> bool {
    (c < ' ' && c != '\t') || c == '\u{7f}'
}

/// The table at `path` from `root`, as [`header_child`] goes. The path is
/// that of a header read before, so it is there.
fn resolve<'t>(root: &'t mut Table, path: &[String]) -> Option<&'t mut Table> {
    let mut table = root;
    for name in path {
        let i = table.position(name)?;
        table = header_child(&mut table.entries[i].1.value).ok()?;
    }
    Some(table)
}

/// Adds `keys = item` to `table` (at `path`, for messages), making the
/// tables of a dotted key as TOML does: a dotted key extends tables made by
/// dotted keys or by a header's path, never one a header or an inline table
/// defined.
fn insert(table: &mut Table, path: &[String], keys: &[Key], item: Item) -> Result<()> {
    let inline = table.inline;
    let Some((last, parents)) = keys.split_last() else {
        return Ok(());
    };
    let mut table = table;
    for n in 0..parents.len() {
        let i = table.position_or_new(&keys[n], Made::Dotted, inline);
        table = match dotted_child(&mut table.entries[i].1.value, inline) {
            Ok(sub) => sub,
            Err(kind) => {
                let name = dotted(path, &keys[..=n]);
                return Err(error(
                    keys[n].at,
                    format!("`{name}` is {kind} defined before: a dotted key cannot extend it"),
                ));
            }
        };
    }
    if table.position(&last.name).is_some() {
        return Err(error(
            last.at,
            format!("`{}` is given twice", dotted(path, keys)),
        ));
    }
    table.entries.push((last.clone(), item));
    Ok(())
}

/// The table under `value` that a dotted key extends (in an inline table
/// with `inline`): one made by dotted keys or by a header's path; else what
/// `value` is, for the message.
fn dotted_child(value: &mut Value, inline: bool) -> core::result::Result<&mut Table, &'static str> {
    let kind = describe(value);
    match value {
        Value::Table(sub) if (inline || !sub.inline) && sub.made != Made::Defined => {
            sub.made = Made::Dotted;
            Ok(sub)
        }
        _ => Err(kind),
    }
}

/// The table under `value` that a header's path goes through: a table not
/// written inline, or the last of an array of tables; else what `value`
/// is, for the message.
fn header_child(value: &mut Value) -> core::result::Result<&mut Table, &'static str> {
    let kind = describe(value);
    match value {
        Value::Table(sub) if !sub.inline => Ok(sub),
        Value::Tables(tables) => match tables.last_mut() {
            Some(table) => Ok(table),
            None => Err(kind),
        },
        _ => Err(kind),
    }
}

/// What a value is, for the message of a table extended where TOML does
/// not allow it.
fn describe(value: &Value) -> &'static str {
    match value {
        Value::Table(t) if t.inline => "an inline table",
        Value::Table(_) => "a table",
        other => other.kind(),
    }
}

/// Defines the table of a header `[keys]` (`[[keys]]` with `array`): its
/// parents are made as needed; the table itself is new, or was only made
/// as a parent before (an array of tables gets a new table).
fn define(root: &mut Table, keys: &[Key], array: bool) -> Result<()> {
    let Some((last, parents)) = keys.split_last() else {
        return Ok(());
    };
    let mut table = root;
    for n in 0..parents.len() {
        let i = table.position_or_new(&keys[n], Made::Implicit, false);
        table = match header_child(&mut table.entries[i].1.value) {
            Ok(sub) => sub,
            Err(kind) => {
                let name = dotted(&[], &keys[..=n]);
                return Err(error(
                    keys[n].at,
                    format!("`{name}` is {kind}: a header cannot extend it"),
                ));
            }
        };
    }
    let name = dotted(&[], keys);
    match table.position(&last.name) {
        None => {
            let value = if array {
                Value::Tables(alloc::vec![Table::new(Made::Defined, false)])
            } else {
                Value::Table(Table::new(Made::Defined, false))
            };
            table
                .entries
                .push((last.clone(), Item { at: last.at, value }));
            Ok(())
        }
        Some(i) => {
            let item = &mut table.entries[i].1;
            match &mut item.value {
                Value::Table(sub) if !array && !sub.inline && sub.made == Made::Implicit => {
                    sub.made = Made::Defined;
                    item.at = last.at;
                    Ok(())
                }
                Value::Tables(tables) if array => {
                    tables.push(Table::new(Made::Defined, false));
                    Ok(())
                }
                other => Err(error(
                    last.at,
                    format!("`{name}` is given twice: it is {} already", describe(other)),
                )),
            }
        }
    }
}

/// The kind of the scalar `token`, if it is one.
fn classify(token: &str) -> Option<Scalar> {
    match token {
        "true" | "false" => return Some(Scalar::Boolean),
        "inf" | "+inf" | "-inf" | "nan" | "+nan" | "-nan" => return Some(Scalar::Float),
        _ => {}
    }
    let bytes = token.as_bytes();
    if is_date_time(bytes) {
        return Some(Scalar::DateTime);
    }
    if is_integer(bytes) {
        return Some(Scalar::Integer);
    }
    if is_float(bytes) {
        Some(Scalar::Float)
    } else {
        None
    }
}

/// Digits that `digit` accepts, with single `_` between them, at least
/// one.
fn digits(bytes: &[u8], digit: fn(&u8) -> bool) -> bool {
    let mut previous = b'_';
    for b in bytes {
        if !(digit(b) || (*b == b'_' && previous != b'_')) {
            return false;
        }
        previous = *b;
    }
    previous != b'_'
}

/// Where `byte` first is in `bytes`, or `bytes.len()`.
fn find(bytes: &[u8], byte: u8) -> usize {
    let mut i = 0;
    while i < bytes.len() && bytes[i] != byte {
        i += 1;
    }
    i
}

/// A decimal integer without leading zero, with an optional sign.
fn is_decimal(bytes: &[u8]) -> bool {
    let unsigned = match bytes.first() {
        Some(b'+' | b'-') => &bytes[1..],
        _ => bytes,
    };
    digits(unsigned, u8::is_ascii_digit) && (unsigned == b"0" || unsigned[0] != b'0')
}

fn is_integer(bytes: &[u8]) -> bool {
    let radix: fn(&u8) -> bool = match bytes.get(..2) {
        Some(b"0x") => u8::is_ascii_hexdigit,
        Some(b"0o") => |b| (b'0'..=b'7').contains(b),
        Some(b"0b") => |b| *b == b'0' || *b == b'1',
        _ => return is_decimal(bytes),
    };
    digits(&bytes[2..], radix)
}

fn is_float(bytes: &[u8]) -> bool {
    let e = find(bytes, b'e').min(find(bytes, b'E'));
    let (mantissa, exponent) = bytes.split_at(e);
    let (int, frac) = mantissa.split_at(find(mantissa, b'.'));
    let exponent_ok = match exponent {
        [] => true,
        [_, b'+' | b'-', e @ ..] | [_, e @ ..] => digits(e, u8::is_ascii_digit),
    };
    (!frac.is_empty() || !exponent.is_empty())
        && is_decimal(int)
        && (frac.is_empty() || digits(&frac[1..], u8::is_ascii_digit))
        && exponent_ok
}

/// `n` decimal digits at the start of `bytes`: their value.
fn number(bytes: &[u8], n: usize) -> Option<u32> {
    let mut value = 0;
    for b in bytes.get(..n)? {
        if !b.is_ascii_digit() {
            return None;
        }
        value = value * 10 + u32::from(b - b'0');
    }
    Some(value)
}

/// A date (`1979-05-27`), a time (`07:32`, `07:32:00.5`), or a date and a
/// time (after `T`, `t` or a space) with an optional offset.
fn is_date_time(bytes: &[u8]) -> bool {
    if bytes.get(2) == Some(&b':') {
        return time(bytes) == Some(bytes.len());
    }
    let (Some(year), Some(month), Some(day)) = (
        number(bytes, 4),
        number(bytes.get(5..).unwrap_or_default(), 2),
        number(bytes.get(8..).unwrap_or_default(), 2),
    ) else {
        return false;
    };
    let Some(days) = days_in_month(year, month) else {
        return false;
    };
    if bytes[4] != b'-' || bytes[7] != b'-' || day == 0 || day > u32::from(days) {
        return false;
    }
    let rest = &bytes[10..];
    let Some((&delimiter, rest)) = rest.split_first() else {
        return true;
    };
    if !matches!(delimiter, b'T' | b't' | b' ') {
        return false;
    }
    let Some(end) = time(rest) else {
        return false;
    };
    match &rest[end..] {
        [] | b"Z" | b"z" => true,
        [b'+' | b'-', offset @ ..] => {
            offset.len() == 5
                && offset[2] == b':'
                && matches!(number(offset, 2), Some(0..=23))
                && matches!(number(&offset[3..], 2), Some(0..=59))
        }
        _ => false,
    }
}

/// A time at the start of `bytes` (seconds optional, as TOML 1.1 allows):
/// where it ends.
fn time(bytes: &[u8]) -> Option<usize> {
    let hour = number(bytes, 2)?;
    let minute = number(bytes.get(3..)?, 2)?;
    if bytes[2] != b':' || hour > 23 || minute > 59 {
        return None;
    }
    if bytes.get(5) != Some(&b':') {
        return Some(5);
    }
    let second = number(bytes.get(6..)?, 2)?;
    if second > 60 {
        return None;
    }
    if bytes.get(8) != Some(&b'.') {
        return Some(8);
    }
    let mut end = 9;
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        end += 1;
    }
    if end > 9 { Some(end) } else { None }
}

#[cfg(test)]
mod tests;
