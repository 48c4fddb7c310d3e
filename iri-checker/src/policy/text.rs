//! Reading a policy's text form (see [`Policy`](super::Policy)), alone or
//! as a table of a `Cargo.toml` file, into [`Settings`]: the settings by
//! name that the text, the macros' call options and `iri-check`'s flags
//! all make, checked and applied in one place.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::diagnostic::codes::{Code, Group};
use crate::diagnostic::level::Level;
use crate::policy::Policy;
use crate::policy::preset::Preset;

/// The keys that set levels, with their level, in the order written: the
/// text's keys, the macros' call options, `iri-check`'s flags.
#[cfg_attr(not(feature = "std"), allow(unreachable_pub))]
pub const LEVEL_KEYS: [(&str, Level); 4] = [
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Target {
    Code(Code),
    Group(Group),
}

impl Target {
    /// The code or group named `name`; the error names the closest known
    /// name.
    fn from_name(name: &str) -> Result<Target, String> {
        let target = if let Some(code) = Code::from_name(name) {
            Target::Code(code)
        } else if let Some(group) = Group::from_name(name) {
            Target::Group(group)
        } else {
            let names: Vec<&str> = Code::ALL
                .iter()
                .filter(|c| !c.group().is_fixed())
                .map(|c| c.name())
                .chain(
                    Group::ALL
                        .iter()
                        .filter(|g| !g.is_fixed())
                        .map(|g| g.name()),
                )
                .collect();
            return Err(unknown("code or group", name, &names));
        };
        let group = match target {
            Target::Code(code) => code.group(),
            Target::Group(group) => group,
        };
        if group.is_fixed() {
            return Err(format!(
                "`{name}` is in the `{group}` group, whose findings are always errors: \
                 no policy changes their level"
            ));
        }
        Ok(target)
    }
}

/// Policy settings made by name, as a policy text, the call options of
/// the `iri-macros` crate and the flags of `iri-check` make them: a preset,
/// levels for codes and groups, a scheme list. Each name is resolved when
/// it is added, and every error is a sentence for the user (an unknown
/// name, with the closest known one; a code or group listed twice);
/// [`Settings::apply`] then applies them through [`Policy`]'s typed API.
///
/// The order is that of the text form, whatever the order of the calls:
/// the preset replaces every level, then the groups' levels apply, then
/// the codes' (so a code's setting beats its group's), then the scheme
/// list.
#[cfg_attr(not(feature = "std"), allow(unreachable_pub))]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    preset: Option<Preset>,
    /// The level of each code or group, in the order given.
    levels: Vec<(Target, Level)>,
    /// The schemes (lowercase), when restricted.
    schemes: Option<Vec<String>>,
}

#[cfg_attr(not(feature = "std"), allow(unreachable_pub))]
impl Settings {
    /// No settings: applied, they change nothing.
    #[must_use]
    pub const fn new() -> Settings {
        Settings {
            preset: None,
            levels: Vec::new(),
            schemes: None,
        }
    }

    /// Starts from `preset` (replacing a preset set before).
    pub fn set_preset(&mut self, preset: Preset) {
        self.preset = Some(preset);
    }

    /// Starts from the preset named `name` (replacing a preset set before);
    /// the error names the closest preset.
    pub fn set_preset_named(&mut self, name: &str) -> Result<(), String> {
        let preset = Preset::from_name(name).ok_or_else(|| {
            let names = Preset::ALL.map(Preset::name);
            unknown("preset", name, &names)
        })?;
        self.set_preset(preset);
        Ok(())
    }

    /// Gives `level` to the code or the group named `name`. The error
    /// names the closest code or group to an unknown name, and refuses a
    /// name listed before (at any level).
    pub fn set_level(&mut self, name: &str, level: Level) -> Result<(), String> {
        let target = Target::from_name(name)?;
        if self.levels.iter().any(|&(t, _)| t == target) {
            return Err(format!("`{name}` is listed twice"));
        }
        self.levels.push((target, level));
        Ok(())
    }

    /// Restricts the schemes: to none until [`allow_scheme`](Self::allow_scheme)
    /// adds some (a list set before is dropped).
    pub fn restrict_schemes(&mut self) {
        self.schemes = Some(Vec::new());
    }

    /// Adds the scheme `name` to the schemes allowed (restricting them, if
    /// they were not); the error is for a name that is not a scheme's.
    pub fn allow_scheme(&mut self, name: &str) -> Result<(), String> {
        let valid = name.as_bytes().first().is_some_and(u8::is_ascii_alphabetic)
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
        if !valid {
            return Err(format!("`{name}` is not a scheme name"));
        }
        self.schemes
            .get_or_insert_with(Vec::new)
            .push(name.to_ascii_lowercase());
        Ok(())
    }

    /// Applies the settings to `policy`: the preset (which replaces its
    /// levels and schemes), then the groups, then the codes, then the
    /// scheme list.
    pub fn apply(&self, policy: &mut Policy) {
        if let Some(preset) = self.preset {
            *policy = Policy::preset(preset);
        }
        for &(target, level) in &self.levels {
            if let Target::Group(group) = target {
                policy.set_group(group, level);
            }
        }
        for &(target, level) in &self.levels {
            if let Target::Code(code) = target {
                policy.set(code, level);
            }
        }
        if let Some(list) = &self.schemes {
            *policy = core::mem::take(policy).with_schemes(list);
        }
    }
}

/// The settings of the entries of a policy text: each value applied by
/// name, its error placed at the value.
fn settings_of(entries: Vec<Entry>) -> Result<Settings, PolicyError> {
    let mut settings = Settings::new();
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
                settings
                    .set_preset_named(&value.text)
                    .map_err(|m| value.error(m))?;
            }
            "schemes" => {
                settings.restrict_schemes();
                for value in &values {
                    settings
                        .allow_scheme(&value.text)
                        .map_err(|m| value.error(m))?;
                }
            }
            name => {
                let Some(&(_, level)) = LEVEL_KEYS.iter().find(|(k, _)| *k == name) else {
                    return Err(key.error(unknown("key", name, &KEYS)));
                };
                for value in &values {
                    settings
                        .set_level(&value.text, level)
                        .map_err(|m| value.error(m))?;
                }
            }
        }
    }
    Ok(settings)
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
#[cfg(any(test, feature = "std"))]
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

/// The dotted name of a TOML table header line (`[a.b]`, `[ a . "b" ]`),
/// without spaces and quotes; `None` for other lines and for arrays of
/// tables (`[[a]]`).
#[cfg(any(test, feature = "std"))]
pub(crate) fn header_name(line: &str) -> Option<String> {
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
    use crate::policy::Policy;

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
    fn settings_resolve_codes_and_groups_by_name() {
        let mut settings = Settings::new();
        settings.set_level("host", Level::Error).unwrap();
        settings.set_level("host-hyphen", Level::Allow).unwrap();
        settings.set_level("bidi", Level::Allow).unwrap();
        let mut policy = Policy::DEFAULT;
        settings.apply(&mut policy);
        assert_eq!(policy.level(Code::HostHyphen), Level::Allow);
        for &code in Code::ALL {
            let expected = match code.group() {
                _ if code == Code::HostHyphen => Level::Allow,
                Group::Host => Level::Error,
                Group::Bidi => Level::Allow,
                _ => code.default_level(),
            };
            assert_eq!(policy.level(code), expected, "{code}");
        }
        // Nothing set, nothing changed; a preset replaces the levels and
        // the schemes of the policy it is applied to.
        let mut strict = Policy::STRICT.with_schemes(["https"]);
        Settings::new().apply(&mut strict);
        assert_eq!(strict, Policy::STRICT.with_schemes(["https"]));
        let mut settings = Settings::new();
        settings.set_preset(Preset::Rdf);
        settings.apply(&mut strict);
        assert_eq!(strict, Policy::RDF);
    }

    #[test]
    fn settings_apply_in_the_text_order_whatever_the_order_of_the_calls() {
        let mut by_calls = Settings::new();
        by_calls.allow_scheme("HTTPS").unwrap();
        by_calls
            .set_level("form-default-port", Level::Warning)
            .unwrap();
        by_calls.set_level("form", Level::Error).unwrap();
        by_calls.set_preset_named("grammar").unwrap();
        let mut policy = Policy::STRICT;
        by_calls.apply(&mut policy);
        let text = "preset = \"grammar\"\ndeny = [\"form\"]\n\
                    warn = [\"form-default-port\"]\nschemes = [\"https\"]\n";
        assert_eq!(policy, read(text).unwrap());
        assert_eq!(policy.level(Code::FormDefaultPort), Level::Warning);
        assert!(policy.allows_scheme("https") && !policy.allows_scheme("http"));
        // An empty list allows no scheme.
        let mut none = Settings::new();
        none.allow_scheme("http").unwrap();
        none.restrict_schemes();
        let mut policy = Policy::DEFAULT;
        none.apply(&mut policy);
        assert!(!policy.allows_scheme("http"));
        assert_eq!(policy, read("schemes = []").unwrap());
    }

    #[test]
    fn grammar_and_constraint_codes_are_no_policy_s_to_set() {
        let mut settings = Settings::new();
        for name in ["grammar", "grammar-invalid-character", "constraint-schemes"] {
            let err = settings.set_level(name, Level::Allow).unwrap_err();
            assert!(err.contains("always errors"), "{err}");
        }
        let err = read("allow = [\"grammar\"]").unwrap_err();
        assert!(err.message().contains("always errors"), "{}", err.message());
        assert_eq!(
            Policy::DEFAULT
                .with(Code::GrammarInvalidCharacter, Level::Allow)
                .level(Code::GrammarInvalidCharacter),
            Level::Error
        );
    }

    #[test]
    fn settings_errors_are_the_text_readers_sentences() {
        let mut settings = Settings::new();
        assert_eq!(
            settings.set_level("form-defualt-port", Level::Error),
            Err(
                "unknown code or group `form-defualt-port`; did you mean `form-default-port`?"
                    .into()
            )
        );
        assert_eq!(
            settings.set_level("schem", Level::Error),
            Err("unknown code or group `schem`; did you mean `scheme`?".into())
        );
        let far = settings
            .set_level("zzzzzzzzzzzzzzzz", Level::Error)
            .unwrap_err();
        assert!(
            far.starts_with("unknown code or group `zzzzzzzzzzzzzzzz`; expected one of `"),
            "{far}"
        );
        // Every name a policy may set, and none it may not.
        for &code in Code::ALL {
            let listed = far.contains(&format!("`{code}`"));
            assert_eq!(listed, !code.group().is_fixed(), "{code}");
        }
        for group in Group::ALL {
            let listed = far.contains(&format!("`{group}`"));
            assert_eq!(listed, !group.is_fixed(), "{group}");
        }
        assert_eq!(
            settings.set_preset_named("strikt"),
            Err("unknown preset `strikt`; did you mean `strict`?".into())
        );
        assert_eq!(
            settings.allow_scheme("1http"),
            Err("`1http` is not a scheme name".into())
        );
        // A name is listed once, whatever the level; an error leaves the
        // settings as they were.
        settings.set_level("bidi", Level::Error).unwrap();
        assert_eq!(
            settings.set_level("bidi", Level::Allow),
            Err("`bidi` is listed twice".into())
        );
        assert_eq!(settings, {
            let mut only = Settings::new();
            only.set_level("bidi", Level::Error).unwrap();
            only
        });
        // The text reader places the same sentence at the value.
        let err = read("allow = [\"bidi\", \"form-defualt-port\"]").unwrap_err();
        assert_eq!((err.line(), err.column()), (1, 18));
        assert_eq!(
            err.message(),
            Settings::new()
                .set_level("form-defualt-port", Level::Allow)
                .unwrap_err()
        );
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
