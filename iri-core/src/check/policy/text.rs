//! Reading a policy's text form (see [`Policy`](super::Policy)), alone or
//! as a table of a `Cargo.toml` file, into [`Settings`].

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::check::policy::preset::Preset;
use crate::diagnostic::codes::{Code, Group};
use crate::diagnostic::level::Level;

/// The keys that set levels, with their level, in the order written.
pub(crate) const LEVEL_KEYS: [(&str, Level); 4] = [
    ("deny", Level::Error),
    ("warn", Level::Warning),
    ("advise", Level::Advice),
    ("allow", Level::Allow),
];

/// Every key of the text form.
const KEYS: [&str; 6] = ["preset", "deny", "warn", "advise", "allow", "schemes"];

/// Why a policy text could not be read: where (line and column, from 1, of
/// the text given — of the whole manifest for a `Cargo.toml` table) and what.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PolicyError {
    line: usize,
    column: usize,
    message: String,
}

impl PolicyError {
    /// The line of the problem, from 1.
    #[must_use]
    pub const fn line(&self) -> usize {
        self.line
    }

    /// The column of the problem (in characters), from 1.
    #[must_use]
    pub const fn column(&self) -> usize {
        self.column
    }

    /// What is wrong, without the position.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for PolicyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl core::error::Error for PolicyError {}

/// A string value and where it starts.
struct Spanned {
    text: String,
    line: usize,
    column: usize,
}

impl Spanned {
    fn error(&self, message: String) -> PolicyError {
        PolicyError {
            line: self.line,
            column: self.column,
            message,
        }
    }
}

/// A cursor over the text, counting lines and columns.
struct Cursor<'a> {
    rest: &'a str,
    line: usize,
    column: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, first_line: usize) -> Cursor<'a> {
        Cursor {
            rest: text,
            line: first_line,
            column: 1,
        }
    }

    fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.rest = &self.rest[c.len_utf8()..];
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, message: impl Into<String>) -> PolicyError {
        PolicyError {
            line: self.line,
            column: self.column,
            message: message.into(),
        }
    }

    /// Skips spaces and tabs, and a comment up to the end of the line;
    /// with `newlines`, line ends too.
    fn skip_blank(&mut self, newlines: bool) {
        while let Some(c) = self.peek() {
            match c {
                ' ' | '\t' | '\r' => {
                    self.bump();
                }
                '\n' if newlines => {
                    self.bump();
                }
                '#' => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                }
                _ => break,
            }
        }
    }

    /// A bare key: letters, digits, `-`, `_`.
    fn key(&mut self) -> Spanned {
        let (line, column) = (self.line, self.column);
        let mut text = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        {
            text.push(c);
            self.bump();
        }
        Spanned { text, line, column }
    }

    /// A quoted string, `"…"` or `'…'`, without escapes.
    fn string(&mut self) -> Result<Spanned, PolicyError> {
        let (line, column) = (self.line, self.column);
        let Some(quote @ ('"' | '\'')) = self.peek() else {
            return Err(self.error("expected a string in double quotes"));
        };
        self.bump();
        let mut text = String::new();
        loop {
            match self.bump() {
                Some(c) if c == quote => break,
                Some('\\') if quote == '"' => {
                    return Err(self.error(
                        "escapes are not supported: codes, groups, presets and schemes need none",
                    ));
                }
                Some('\n') | None => {
                    return Err(PolicyError {
                        line,
                        column,
                        message: "unterminated string".to_string(),
                    });
                }
                Some(c) => text.push(c),
            }
        }
        Ok(Spanned { text, line, column })
    }

    /// A string or an array of strings (which may span lines).
    fn value(&mut self) -> Result<Vec<Spanned>, PolicyError> {
        if self.peek() != Some('[') {
            return Ok(alloc::vec![self.string()?]);
        }
        self.bump();
        let mut items = Vec::new();
        loop {
            self.skip_blank(true);
            match self.peek() {
                Some(']') => {
                    self.bump();
                    return Ok(items);
                }
                None => return Err(self.error("unterminated array: expected `]`")),
                _ => {}
            }
            items.push(self.string()?);
            self.skip_blank(true);
            match self.peek() {
                Some(',') => {
                    self.bump();
                }
                Some(']') => {}
                _ => return Err(self.error("expected `,` or `]` after the string")),
            }
        }
    }
}

/// One `key = value` entry.
struct Entry {
    key: Spanned,
    values: Vec<Spanned>,
}

/// Reads the entries of a policy text starting at line `first_line`; with
/// `stop_at_header`, stops before a line that starts a TOML table (`[`),
/// as the end of a manifest table.
fn entries(text: &str, first_line: usize, stop_at_header: bool) -> Result<Vec<Entry>, PolicyError> {
    let mut cursor = Cursor::new(text, first_line);
    let mut out = Vec::new();
    loop {
        cursor.skip_blank(true);
        match cursor.peek() {
            None => return Ok(out),
            Some('[') if stop_at_header => return Ok(out),
            _ => {}
        }
        let key = cursor.key();
        if key.text.is_empty() {
            return Err(cursor.error("expected a key such as `deny`, followed by `=`"));
        }
        cursor.skip_blank(false);
        if cursor.bump() != Some('=') {
            return Err(key.error(format!("expected `=` after `{}`", key.text)));
        }
        cursor.skip_blank(false);
        let values = cursor.value()?;
        cursor.skip_blank(false);
        if !matches!(cursor.peek(), None | Some('\n')) {
            return Err(cursor.error("expected the end of the line after the value"));
        }
        out.push(Entry { key, values });
    }
}

/// What a name in a level list stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Code(Code),
    Group(Group),
}

/// What a policy text says, checked: the preset, the level of each code or
/// group listed, and the scheme list.
#[derive(Debug, Default)]
pub(crate) struct Settings {
    pub(crate) preset: Option<Preset>,
    pub(crate) levels: Vec<(Target, Level)>,
    pub(crate) schemes: Option<Vec<String>>,
}

/// The settings of the entries of a policy text.
fn settings_of(entries: Vec<Entry>) -> Result<Settings, PolicyError> {
    let mut preset = None;
    let mut schemes = None;
    let mut settings: Vec<(Target, Level, Spanned)> = Vec::new();
    let mut seen_keys: Vec<String> = Vec::new();
    for Entry { key, values } in entries {
        if seen_keys.contains(&key.text) {
            return Err(key.error(format!("`{}` is given twice", key.text)));
        }
        seen_keys.push(key.text.clone());
        match key.text.as_str() {
            "preset" => {
                let [value] = values.as_slice() else {
                    return Err(key.error("`preset` takes one string".to_string()));
                };
                preset = Some(Preset::from_name(&value.text).ok_or_else(|| {
                    let names = Preset::ALL.map(Preset::name);
                    value.error(unknown("preset", &value.text, &names))
                })?);
            }
            "schemes" => {
                let mut list = Vec::new();
                for value in values {
                    let valid = value
                        .text
                        .as_bytes()
                        .first()
                        .is_some_and(u8::is_ascii_alphabetic)
                        && value
                            .text
                            .bytes()
                            .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
                    if !valid {
                        return Err(value.error(format!("`{}` is not a scheme name", value.text)));
                    }
                    list.push(value.text.to_ascii_lowercase());
                }
                schemes = Some(list);
            }
            name => {
                let Some(&(_, level)) = LEVEL_KEYS.iter().find(|(k, _)| *k == name) else {
                    return Err(key.error(unknown("key", name, &KEYS)));
                };
                for value in values {
                    let target = target(&value)?;
                    if settings.iter().any(|(t, _, _)| *t == target) {
                        return Err(value.error(format!("`{}` is listed twice", value.text)));
                    }
                    settings.push((target, level, value));
                }
            }
        }
    }
    Ok(Settings {
        preset,
        levels: settings.into_iter().map(|(t, l, _)| (t, l)).collect(),
        schemes,
    })
}

/// The code or group a name in a level list stands for.
fn target(value: &Spanned) -> Result<Target, PolicyError> {
    if let Some(code) = Code::from_name(&value.text) {
        return Ok(Target::Code(code));
    }
    if let Some(group) = Group::from_name(&value.text) {
        return Ok(Target::Group(group));
    }
    let names: Vec<&str> = Code::ALL
        .iter()
        .map(|c| c.name())
        .chain(Group::ALL.iter().map(|g| g.name()))
        .collect();
    Err(value.error(unknown("code or group", &value.text, &names)))
}

/// The message for an unknown name, with the closest known one.
fn unknown(what: &str, name: &str, known: &[&str]) -> String {
    if let Some(close) = closest(name, known) {
        format!("unknown {what} `{name}`; did you mean `{close}`?")
    } else {
        let list = known.join("`, `");
        format!("unknown {what} `{name}`; expected one of `{list}`")
    }
}

/// The known name closest to `name` by edit distance, when close enough
/// to be a likely typo (or when `name` is a prefix or suffix of it).
fn closest<'k>(name: &str, known: &[&'k str]) -> Option<&'k str> {
    let (best, distance) = known
        .iter()
        .map(|k| (*k, edit_distance(name, k)))
        .min_by_key(|&(_, d)| d)?;
    let limit = (name.chars().count() / 3).max(2);
    let affix = known
        .iter()
        .find(|k| k.len() > name.len() && (k.ends_with(name) || k.starts_with(name)));
    if distance <= limit {
        Some(best)
    } else {
        affix.copied()
    }
}

/// The Levenshtein distance between `a` and `b`, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The settings of a policy text.
pub(crate) fn read(text: &str) -> Result<Settings, PolicyError> {
    settings_of(entries(text, 1, false)?)
}

/// The settings of the table `table` (a dotted name such as
/// `package.metadata.iri`) of the TOML `manifest`, when it is there.
pub(crate) fn read_manifest_table(
    manifest: &str,
    table: &str,
) -> Result<Option<Settings>, PolicyError> {
    let mut offset = 0;
    for (number, line) in manifest.split_inclusive('\n').enumerate() {
        offset += line.len();
        if header_name(line).as_deref() == Some(table) {
            let body = &manifest[offset..];
            return settings_of(entries(body, number + 2, true)?).map(Some);
        }
    }
    Ok(None)
}

/// Whether the TOML `manifest` declares a Cargo workspace: a `[workspace]`
/// table or one of its sub-tables (`[workspace.metadata.iri]`), as cargo
/// looks for the workspace root. The macros and `iri-check` both find the
/// workspace policy this way.
///
/// ```
/// use iri_core::check::manifest_declares_workspace;
///
/// assert!(manifest_declares_workspace("[workspace]\nmembers = [\"a\"]\n"));
/// assert!(manifest_declares_workspace("[ workspace . metadata . \"iri\" ]\n"));
/// assert!(!manifest_declares_workspace("[package]\nname = \"workspace\"\n"));
/// assert!(!manifest_declares_workspace("# [workspace]\n[[workspace.x]]\n"));
/// ```
#[must_use]
pub fn manifest_declares_workspace(manifest: &str) -> bool {
    manifest
        .lines()
        .filter_map(header_name)
        .any(|name| name == "workspace" || name.starts_with("workspace."))
}

/// The dotted name of a TOML table header line (`[a.b]`, `[ a . "b" ]`),
/// without spaces and quotes; `None` for other lines and for arrays of
/// tables (`[[a]]`).
fn header_name(line: &str) -> Option<String> {
    let line = line.split('#').next().unwrap_or("").trim();
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    if inner.starts_with('[') {
        return None;
    }
    let parts: Vec<&str> = inner
        .split('.')
        .map(|p| p.trim().trim_matches('"'))
        .collect();
    Some(parts.join("."))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::policy::Policy;

    fn read(text: &str) -> Result<Policy, PolicyError> {
        text.parse()
    }

    #[test]
    fn presets_groups_and_codes_apply_in_that_order() {
        let policy = read(
            "warn = [\"form-default-port\"] # the code wins over its group\n\
             deny = [\"form\"]\npreset = \"grammar\"\n",
        )
        .unwrap();
        assert_eq!(policy.base(), Preset::Grammar);
        assert_eq!(policy.level(Code::FormDefaultPort), Level::Warning);
        assert_eq!(policy.level(Code::FormHexCase), Level::Error);
        assert_eq!(policy.level(Code::BidiFormatting), Level::Allow);
    }

    #[test]
    fn arrays_span_lines_and_take_a_trailing_comma() {
        let policy = read("allow = [\n  'bidi',\n  \"unicode-not-nfc\", # why\n]\n").unwrap();
        assert_eq!(policy.level(Code::BidiMixed), Level::Allow);
        assert_eq!(policy.level(Code::UnicodeNotNfc), Level::Allow);
    }

    #[test]
    fn errors_say_where_and_suggest() {
        let err = read("\n  prest = \"strict\"").unwrap_err();
        assert_eq!((err.line(), err.column()), (2, 3));
        assert_eq!(err.message(), "unknown key `prest`; did you mean `preset`?");
        let err = read("preset = \"strikt\"").unwrap_err();
        assert_eq!(
            err.message(),
            "unknown preset `strikt`; did you mean `strict`?"
        );
        let err = read("deny = [\"default-port\"]").unwrap_err();
        assert_eq!(
            err.message(),
            "unknown code or group `default-port`; did you mean `form-default-port`?"
        );
        let err = read("deny = [\"bidi\"]\nallow = [\"bidi\"]").unwrap_err();
        assert_eq!((err.line(), err.message()), (2, "`bidi` is listed twice"));
        assert!(read("deny = [\"bidi\"").is_err());
        assert!(read("deny = \"bidi\" extra").is_err());
        assert!(read("deny [\"bidi\"]").is_err());
        assert!(read("schemes = [\"1http\"]").is_err());
    }

    #[test]
    fn every_preset_reads_back_from_its_text() {
        for preset in Preset::ALL {
            let policy = Policy::preset(preset)
                .with(Code::HostHyphen, Level::Error)
                .with(Code::FormHexCase, Level::Allow);
            assert_eq!(read(&policy.to_string()).unwrap(), policy, "{preset}");
        }
        let with_schemes = Policy::STRICT.with_schemes(["https", "Ftp"]);
        assert_eq!(read(&with_schemes.to_string()).unwrap(), with_schemes);
    }

    #[test]
    fn a_manifest_table_is_found_and_its_errors_have_manifest_lines() {
        let manifest = "[package]\nname = \"x\"\n\n[ package.metadata.\"iri\" ]\nallow = [\n\"hots\"]\n[dependencies]\n";
        let mut policy = Policy::DEFAULT;
        let err = policy
            .apply_manifest(manifest, "package.metadata.iri")
            .unwrap_err();
        assert_eq!((err.line(), err.column()), (6, 1));
        assert!(err.message().contains("did you mean `host`?"), "{err}");
        let fine = "[workspace.metadata.iri]\npreset = \"rdf\"\n[[bin]]\nname = \"y\"\n";
        assert!(
            policy
                .apply_manifest(fine, "workspace.metadata.iri")
                .unwrap()
        );
        assert_eq!(policy.base(), Preset::Rdf);
        assert!(!policy.apply_manifest(fine, "package.metadata.iri").unwrap());
    }
}
