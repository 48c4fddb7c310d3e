//! Reading a policy's text form (see [`Policy`](super::Policy)), alone or
//! as a table of a `Cargo.toml` file, into [`Settings`]: the settings by
//! name that the text, the macros' call options and `iri-check`'s flags
//! all make, checked and applied in one place. Both are TOML documents,
//! read by the one reader (`reader.rs`): a policy text is the root table,
//! a manifest's policy the table at `package.metadata.iri` or
//! `workspace.metadata.iri`, in whatever form TOML allows it.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::policy::Policy;
use crate::policy::calls::{CALL_KEYS, PolicyCall};
use crate::policy::names::unknown;
use crate::policy::preset::Preset;
use crate::policy::reader::{self, Item, Key, Table, Value};
use iri_core::diagnostic::Level;
use iri_core::diagnostic::{Code, Group};

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
const KEYS: [&str; 7] = [
    "preset", "deny", "warn", "advise", "allow", "schemes", "calls",
];

/// Why a policy text could not be read: where (line and column, from 1, of
/// the text given — of the whole manifest for a `Cargo.toml` table), the
/// key concerned when there is one, and what.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PolicyError {
    line: usize,
    column: usize,
    key: Option<String>,
    message: String,
}

impl PolicyError {
    /// The error `message` at the byte offset `at` of `text`, about `key`.
    fn at(text: &str, at: usize, key: Option<String>, message: String) -> PolicyError {
        let before = text.get(..at).unwrap_or(text);
        let (mut line, mut line_start) = (1, 0);
        for (i, b) in before.bytes().enumerate() {
            if b == b'\n' {
                line += 1;
                line_start = i + 1;
            }
        }
        PolicyError {
            line,
            column: before[line_start..].chars().count() + 1,
            key,
            message,
        }
    }

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

    /// The dotted key of the entry at fault, as in the document read
    /// (`deny` in a policy text, `package.metadata.iri.deny` in a
    /// manifest), when the problem is an entry's (an unknown key, a value of
    /// the wrong type, a name that is not a code's) rather than the TOML's.
    ///
    /// ```
    /// use iri_kit::check::Policy;
    ///
    /// let err = "deny = [\"hots\"]".parse::<Policy>().unwrap_err();
    /// assert_eq!(err.key(), Some("deny"));
    /// let err = "deny = [\"bidi\"".parse::<Policy>().unwrap_err();
    /// assert_eq!(err.key(), None);
    /// ```
    #[must_use]
    pub fn key(&self) -> Option<&str> {
        self.key.as_deref()
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
    /// The crate's own IRI-taking functions (`calls`).
    calls: Vec<PolicyCall>,
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
            calls: Vec::new(),
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
    /// levels and schemes, not its calls), then the groups, then the codes,
    /// then the scheme list; the calls are added to the policy's.
    pub fn apply(&self, policy: &mut Policy) {
        if let Some(preset) = self.preset {
            let calls = core::mem::take(&mut policy.calls);
            *policy = Policy::preset(preset);
            policy.calls = calls;
        }
        policy.calls.extend(self.calls.iter().cloned());
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

/// A TOML document read for its policy tables: a policy text, or a
/// `Cargo.toml` file.
pub(crate) struct Document<'a> {
    text: &'a str,
    root: Table,
}

impl<'a> Document<'a> {
    /// Reads `text`; the error is for text that is not TOML.
    pub(crate) fn parse(text: &'a str) -> Result<Document<'a>, PolicyError> {
        match reader::parse(text) {
            Ok(root) => Ok(Document { text, root }),
            Err(e) => Err(PolicyError::at(text, e.at, None, e.message)),
        }
    }

    /// Whether the document declares a Cargo workspace: it has a
    /// `workspace` table, in any form, as cargo looks for the workspace
    /// root.
    #[cfg(feature = "std")]
    pub(crate) fn declares_workspace(&self) -> bool {
        matches!(
            self.root.get("workspace"),
            Some(Item {
                value: Value::Table(_),
                ..
            })
        )
    }

    /// The settings of the document's root table, a policy text.
    pub(crate) fn root_settings(&self) -> Result<Settings, PolicyError> {
        self.settings_of(&self.root, "")
    }

    /// The settings of the table `table` (a dotted name such as
    /// `package.metadata.iri`), when the document has it. What is not a
    /// table where one is looked for holds none (`package.metadata` may be
    /// any value), except the policy's own key: that is an error.
    #[cfg(any(test, feature = "std"))]
    pub(crate) fn table_settings(&self, table: &str) -> Result<Option<Settings>, PolicyError> {
        let mut current = &self.root;
        let mut rest = Some(table);
        while let Some(names) = rest {
            let (name, more) = match names.split_once('.') {
                Some((name, more)) => (name, Some(more)),
                None => (names, None),
            };
            rest = more;
            let Some(item) = current.get(name) else {
                return Ok(None);
            };
            match &item.value {
                Value::Table(next) => current = next,
                other if rest.is_none() => {
                    let kind = other.kind();
                    return Err(self.error(
                        item.at,
                        table,
                        format!("the policy `{table}` must be a table, not {kind}"),
                    ));
                }
                _ => return Ok(None),
            }
        }
        Ok(Some(self.settings_of(current, table)?))
    }

    /// The error `message` at `at`, about the entry `key`.
    fn error(&self, at: usize, key: &str, message: String) -> PolicyError {
        let key = if key.is_empty() {
            None
        } else {
            Some(key.to_string())
        };
        PolicyError::at(self.text, at, key, message)
    }

    /// The settings of the policy `table`, whose dotted name is `prefix`
    /// (empty for a policy text): each value applied by name, its error
    /// placed at the value.
    fn settings_of(&self, table: &Table, prefix: &str) -> Result<Settings, PolicyError> {
        let mut settings = Settings::new();
        for (key, item) in &table.entries {
            let path = full_key(prefix, key);
            let name = key.name.as_str();
            if name == "preset" {
                let Some((preset, at)) = one_string(item) else {
                    let kind = item.value.kind();
                    let message =
                        format!("`preset` takes one string, such as `\"rdf\"`, not {kind}");
                    return Err(self.error(item.at, &path, message));
                };
                if let Err(message) = settings.set_preset_named(preset) {
                    return Err(self.error(at, &path, message));
                }
                continue;
            }
            let mut level = None;
            for (k, l) in LEVEL_KEYS {
                if k == name {
                    level = Some(l);
                }
            }
            if name == "calls" {
                self.calls_of(item, &path, &mut settings)?;
                continue;
            }
            if level.is_none() && name != "schemes" {
                return Err(self.error(key.at, &path, unknown("key", name, &KEYS)));
            }
            if level.is_none() {
                settings.restrict_schemes();
            }
            for (value, at) in self.strings(item, &path)? {
                let done = match level {
                    Some(level) => settings.set_level(value, level),
                    None => settings.allow_scheme(value),
                };
                if let Err(message) = done {
                    return Err(self.error(at, &path, message));
                }
            }
        }
        Ok(settings)
    }

    /// The entries of `calls`: an array of inline tables, or an array of
    /// tables (`[[….calls]]`), each with a `path` and a `grammar`.
    fn calls_of(
        &self,
        item: &Item,
        path: &str,
        settings: &mut Settings,
    ) -> Result<(), PolicyError> {
        let mut tables: Vec<(&Table, usize)> = Vec::new();
        match &item.value {
            Value::Array(items) => {
                for entry in items {
                    let Value::Table(table) = &entry.value else {
                        let kind = entry.value.kind();
                        let message = format!(
                            "`{path}` takes an array of tables such as \
                             `{{ path = \"my_crate::Link::parse\", grammar = \"iri\" }}`, \
                             not an array holding {kind}"
                        );
                        return Err(self.error(entry.at, path, message));
                    };
                    tables.push((table, entry.at));
                }
            }
            Value::Tables(list) => tables.extend(list.iter().map(|t| (t, item.at))),
            other => {
                let kind = other.kind();
                let message = format!("`{path}` takes an array of tables, not {kind}");
                return Err(self.error(item.at, path, message));
            }
        }
        for (table, at) in tables {
            let mut call = PolicyCall::new(String::new(), iri_core::Grammar::IRI);
            let mut given = (false, false);
            for (key, entry) in &table.entries {
                let key_path = full_key(path, key);
                let name = key.name.as_str();
                if !CALL_KEYS.contains(&name) {
                    let message = unknown("key", name, &CALL_KEYS);
                    return Err(self.error(key.at, &key_path, message));
                }
                let Value::String(value) = &entry.value else {
                    let kind = entry.value.kind();
                    let message = format!("`{key_path}` takes a string, not {kind}");
                    return Err(self.error(entry.at, &key_path, message));
                };
                if let Err(message) = call.set(name, value) {
                    return Err(self.error(entry.at, &key_path, message));
                }
                given.0 |= name == "path";
                given.1 |= name == "grammar";
            }
            if !(given.0 && given.1) {
                let missing = if given.0 { "grammar" } else { "path" };
                let message = format!("an entry of `{path}` needs a `{missing}`");
                return Err(self.error(at, path, message));
            }
            settings.calls.push(call);
        }
        Ok(())
    }

    /// The strings of an entry's value, a string or an array of strings,
    /// with where each starts.
    fn strings<'i>(
        &self,
        item: &'i Item,
        path: &str,
    ) -> Result<Vec<(&'i str, usize)>, PolicyError> {
        let mut strings = Vec::new();
        let (items, holding) = match &item.value {
            Value::Array(items) => (items.as_slice(), "an array holding "),
            _ => (core::slice::from_ref(item), ""),
        };
        for item in items {
            let Value::String(text) = &item.value else {
                let kind = item.value.kind();
                let message =
                    format!("`{path}` takes a string or an array of strings, not {holding}{kind}");
                return Err(self.error(item.at, path, message));
            };
            strings.push((text.as_str(), item.at));
        }
        Ok(strings)
    }
}

/// The one string of `preset`'s value: a string, or an array of one.
fn one_string(item: &Item) -> Option<(&str, usize)> {
    match &item.value {
        Value::String(name) => Some((name.as_str(), item.at)),
        Value::Array(items) => match items.as_slice() {
            [
                Item {
                    at,
                    value: Value::String(name),
                },
            ] => Some((name.as_str(), *at)),
            _ => None,
        },
        _ => None,
    }
}

/// The dotted name of `key` in the table named `prefix`.
fn full_key(prefix: &str, key: &Key) -> String {
    let mut path = String::from(prefix);
    if !path.is_empty() {
        path.push('.');
    }
    reader::write_key(&mut path, &key.name);
    path
}

/// The settings of a policy text.
pub(crate) fn read(text: &str) -> Result<Settings, PolicyError> {
    Document::parse(text)?.root_settings()
}

/// The settings of the table `table` (a dotted name such as
/// `package.metadata.iri`) of the TOML `manifest`, when it is there.
#[cfg(any(test, feature = "std"))]
pub(crate) fn read_manifest_table(
    manifest: &str,
    table: &str,
) -> Result<Option<Settings>, PolicyError> {
    Document::parse(manifest)?.table_settings(table)
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

    /// The level of `form-default-port` under `manifest`'s table `table`,
    /// when it has one.
    fn form_level(manifest: &str, table: &str) -> Result<Option<Level>, PolicyError> {
        let mut policy = Policy::DEFAULT;
        let found = policy.apply_manifest(manifest, table)?;
        Ok(found.then(|| policy.level(Code::FormDefaultPort)))
    }

    #[test]
    fn every_form_of_a_manifest_table_is_read() {
        let forms = [
            "[package.metadata.iri]\ndeny = [\"form\"]\n",
            "[package.metadata.\"iri\"]\ndeny = [\"form\"]\n",
            "[ 'package' . metadata\t. \"iri\" ] # the policy\ndeny = ['form']\n",
            "[package.metadata]\niri = { deny = [\"form\"] }\n",
            "[package.metadata]\niri = {\n  deny = [\n    \"form\", # TOML 1.1\n  ],\n}\n",
            "[package.metadata]\niri.deny = [\"form\"]\niri.warn = []\n",
            "[package]\nname = \"x\"\nmetadata.iri.deny = [\"form\"]\n",
            "[package]\nmetadata = { iri = { deny = [\"form\"] } }\n",
            "[package]\n\"metadata\".'iri'.\"deny\" = \"\"\"\nform\"\"\"\n",
            "package.name = \"x\"\npackage.metadata.iri.deny = [\"fo\\u0072m\"]\n[dependencies]\n",
            "package = { name = \"x\", metadata.iri.deny = [\"form\"] }\n",
            "[package.metadata.docs]\nrs = 1\n[package]\nmetadata.iri.deny = '''form'''\n",
            "[package]\r\nmetadata.iri.deny = [\r\n  \"form\",\r\n]\r\n",
        ];
        for form in forms {
            for owner in ["package", "workspace"] {
                let manifest = form.replace("package", owner);
                let table = format!("{owner}.metadata.iri");
                assert_eq!(
                    form_level(&manifest, &table),
                    Ok(Some(Level::Error)),
                    "{manifest}"
                );
            }
        }
    }

    #[test]
    fn what_only_looks_like_a_manifest_table_is_none() {
        let none = [
            "[package]\nmetadata = \"none\"\n",
            "[package]\nmetadata = [1, 2]\n",
            "\"package.metadata.iri\" = { deny = [\"form\"] }\n",
            "[\"package.metadata\".iri]\ndeny = [\"form\"]\n",
            "x = \"\"\"\n[package.metadata.iri]\ndeny = [\"form\"]\n\"\"\"\n",
            "x = '''\n[package.metadata.iri]\n'''\n",
            "# [package.metadata.iri]\n# deny = [\"form\"]\n",
            "[package.metadata.iri-x]\ndeny = [\"form\"]\n",
            "[[package.metadata.list]]\niri = { deny = [\"form\"] }\n",
            "[package.iri]\ndeny = [\"form\"]\n[metadata.iri]\ndeny = [\"form\"]\n",
        ];
        for manifest in none {
            assert_eq!(
                form_level(manifest, "package.metadata.iri"),
                Ok(None),
                "{manifest}"
            );
        }
    }

    #[test]
    fn a_table_the_policy_cannot_take_is_an_error_naming_its_key() {
        let cases = [
            (
                "[[package.metadata.iri]]\ndeny = [\"form\"]\n",
                (1, 20),
                "package.metadata.iri",
                "the policy `package.metadata.iri` must be a table, not an array of tables",
            ),
            (
                "[package.metadata]\niri = \"strict\"\n",
                (2, 7),
                "package.metadata.iri",
                "the policy `package.metadata.iri` must be a table, not a string",
            ),
            (
                "[package.metadata.iri]\ndeny = 3\n",
                (2, 8),
                "package.metadata.iri.deny",
                "`package.metadata.iri.deny` takes a string or an array of strings, not an integer",
            ),
            (
                "[package]\nmetadata.iri.deny.x = [\"form\"]\n",
                (2, 14),
                "package.metadata.iri.deny",
                "`package.metadata.iri.deny` takes a string or an array of strings, not a table",
            ),
            (
                "[package.metadata.iri]\nallow = [\"bidi\", true]\n",
                (2, 18),
                "package.metadata.iri.allow",
                "`package.metadata.iri.allow` takes a string or an array of strings, not an \
                 array holding a boolean",
            ),
            (
                "package.metadata.iri.preset = [\"rdf\", \"strict\"]\n",
                (1, 31),
                "package.metadata.iri.preset",
                "`preset` takes one string, such as `\"rdf\"`, not an array",
            ),
            (
                "[package.metadata]\niri.prest = \"rdf\"\n",
                (2, 5),
                "package.metadata.iri.prest",
                "unknown key `prest`; did you mean `preset`?",
            ),
            (
                "[package.metadata]\niri = { 'deny' = [\"hots\"] }\n",
                (2, 19),
                "package.metadata.iri.deny",
                "unknown code or group `hots`; did you mean `host`?",
            ),
        ];
        for (manifest, at, key, message) in cases {
            let err = form_level(manifest, "package.metadata.iri").unwrap_err();
            assert_eq!((err.line(), err.column()), at, "{manifest}");
            assert_eq!(err.key(), Some(key), "{manifest}");
            assert_eq!(err.message(), message, "{manifest}");
        }
    }

    #[test]
    fn a_table_given_twice_or_text_that_is_not_toml_is_an_error() {
        let cases = [
            (
                "[package.metadata.iri]\ndeny = []\n[package.metadata]\niri.warn = []\n",
                (4, 1),
                "`package.metadata.iri` is a table defined before: a dotted key cannot extend it",
            ),
            (
                "[package.metadata]\niri = { deny = [] }\n[package.metadata.iri]\n",
                (3, 19),
                "`package.metadata.iri` is given twice: it is an inline table already",
            ),
            (
                "[package.metadata]\niri.deny = []\n[package.metadata.iri]\n",
                (3, 19),
                "`package.metadata.iri` is given twice: it is a table already",
            ),
            (
                "[package.metadata.iri]\ndeny = []\ndeny = [\"form\"]\n",
                (3, 1),
                "`package.metadata.iri.deny` is given twice",
            ),
            (
                "[package.metadata.iri]\ndeny = [\"form\"\n",
                (2, 8),
                "unterminated array: expected `]`",
            ),
            (
                "[package.metadata.iri]\ndeny = \"form\" \"bidi\"\n",
                (2, 15),
                "expected the end of the line after the value",
            ),
        ];
        for (manifest, at, message) in cases {
            let err = form_level(manifest, "package.metadata.iri").unwrap_err();
            assert_eq!((err.line(), err.column()), at, "{manifest}");
            assert_eq!(err.key(), None, "{manifest}");
            assert_eq!(err.message(), message, "{manifest}");
        }
    }

    #[test]
    fn calls_are_read_in_every_form_and_read_back() {
        use iri_core::Grammar;
        let text = "calls = [\n  { path = \"my_crate::Link::parse\", grammar = \"iri-reference\" },\n  \
                    { path = \"term\", grammar = \"iri\", compare = \"characters\" },\n  \
                    { path = \"net::fetch\", grammar = \"leiri\", parser = \"url\" },\n]\n";
        let policy = read(text).unwrap();
        let calls = policy.calls();
        assert_eq!(calls.len(), 3);
        assert_eq!(calls[0].path(), "my_crate::Link::parse");
        assert_eq!(calls[0].grammar(), Grammar::IRI_REFERENCE);
        assert!(calls[1].rdf_term() && !calls[1].url_standard());
        assert!(calls[2].url_standard() && calls[2].grammar() == Grammar::LEIRI);
        assert_eq!(read(&policy.to_string()).unwrap(), policy);
        // In a manifest: inline, as an array of tables; the workspace's and
        // the package's add up, and a preset keeps them.
        let manifest = "[workspace.metadata.iri]\ncalls = [{ path = \"a::b\", grammar = \"uri\" }]\n\
                        [[package.metadata.iri.calls]]\npath = \"C::new\"\ngrammar = \"iri\"\n\
                        [package.metadata.iri]\npreset = \"strict\"\n";
        let mut policy = Policy::DEFAULT;
        assert!(
            policy
                .apply_manifest(manifest, "workspace.metadata.iri")
                .unwrap()
        );
        assert!(
            policy
                .apply_manifest(manifest, "package.metadata.iri")
                .unwrap()
        );
        let paths: Vec<&str> = policy.calls().iter().map(PolicyCall::path).collect();
        assert_eq!(paths, ["a::b", "C::new"]);
        assert_eq!(policy.base(), Preset::Strict);
    }

    #[test]
    fn a_call_entry_s_errors_name_its_key() {
        let cases = [
            (
                "calls = [{ path = \"f\" }]",
                "calls",
                "an entry of `calls` needs a `grammar`",
            ),
            (
                "calls = [{ path = \"f\", grammar = \"iri-ref\" }]",
                "calls.grammar",
                "unknown grammar `iri-ref`; did you mean `iri-reference`?",
            ),
            (
                "calls = [{ path = \"f\", grammer = \"iri\" }]",
                "calls.grammer",
                "unknown key `grammer`; did you mean `grammar`?",
            ),
            (
                "calls = [{ path = \"f(x)\", grammar = \"iri\" }]",
                "calls.path",
                "`f(x)` is not a Rust path, such as `my_crate::Link::parse`",
            ),
            (
                "calls = [\"f\"]",
                "calls",
                "`calls` takes an array of tables such as `{ path = \"my_crate::Link::parse\", \
                 grammar = \"iri\" }`, not an array holding a string",
            ),
        ];
        for (text, key, message) in cases {
            let err = read(text).unwrap_err();
            assert_eq!((err.key(), err.message()), (Some(key), message), "{text}");
        }
    }
}
