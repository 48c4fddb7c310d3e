//! The reader against the `toml` crate (what cargo reads manifests with),
//! on generated manifests: the policy tables written in every form TOML
//! allows (a header, quoted keys, an inline table, dotted keys under
//! `[package]`, under `[package.metadata]` and at the root, an inline
//! `package`), for `package` and `workspace`, amid the rest of a real
//! manifest (other tables, arrays of tables, inline tables, every kind of
//! string and scalar, comments, multi-line strings holding text that looks
//! like a policy table, CRLF line ends, blanks); some with a table defined
//! twice, which TOML refuses. For each, the reader must read the same
//! document as `toml` (every table, key and string; the kind of every other
//! scalar), or refuse it as `toml` does; and the policy tables must give
//! the settings that `toml`'s tables give through the same `Settings`, or
//! the same refusal. Then the same manifests, mutated a byte at a time.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::{Scalar, Table, Value, parse};
use crate::policy::Policy;
use crate::policy::text::{Document, LEVEL_KEYS, Settings};
use iri_core::diagnostic::Level;

/// A deterministic generator (xorshift64*): the same cases on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (x >> 33) as usize % n
    }

    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// A document as both readers can say it: strings and tables in full,
/// other scalars by kind.
#[derive(Debug, PartialEq)]
enum Canon {
    String(String),
    Array(Vec<Canon>),
    Table(BTreeMap<String, Canon>),
    Scalar(Scalar),
}

fn ours(table: &Table) -> Canon {
    Canon::Table(
        table
            .entries
            .iter()
            .map(|(key, item)| (key.name.clone(), our_value(&item.value)))
            .collect(),
    )
}

fn our_value(value: &Value) -> Canon {
    match value {
        Value::String(s) => Canon::String(s.clone()),
        Value::Array(items) => Canon::Array(items.iter().map(|i| our_value(&i.value)).collect()),
        Value::Table(table) => ours(table),
        Value::Tables(tables) => Canon::Array(tables.iter().map(ours).collect()),
        Value::Scalar(kind) => Canon::Scalar(*kind),
    }
}

fn theirs(value: &toml::Value) -> Canon {
    match value {
        toml::Value::String(s) => Canon::String(s.clone()),
        toml::Value::Integer(_) => Canon::Scalar(Scalar::Integer),
        toml::Value::Float(_) => Canon::Scalar(Scalar::Float),
        toml::Value::Boolean(_) => Canon::Scalar(Scalar::Boolean),
        toml::Value::Datetime(_) => Canon::Scalar(Scalar::DateTime),
        toml::Value::Array(items) => Canon::Array(items.iter().map(theirs).collect()),
        toml::Value::Table(table) => their_table(table),
    }
}

fn their_table(table: &toml::Table) -> Canon {
    Canon::Table(table.iter().map(|(k, v)| (k.clone(), theirs(v))).collect())
}

/// The settings `toml`'s reading of the table at `path` gives, through the
/// same `Settings` calls: `None` without the table, `Err` for a table the
/// policy cannot take.
fn their_settings(root: &toml::Table, path: &str) -> Result<Option<Settings>, ()> {
    let mut table = root;
    let mut names = path.split('.').peekable();
    while let Some(name) = names.next() {
        let Some(value) = table.get(name) else {
            return Ok(None);
        };
        match value {
            toml::Value::Table(next) => table = next,
            _ if names.peek().is_none() => return Err(()),
            _ => return Ok(None),
        }
    }
    let strings = |value: &toml::Value| -> Result<Vec<String>, ()> {
        match value {
            toml::Value::String(s) => Ok(vec![s.clone()]),
            toml::Value::Array(items) => items
                .iter()
                .map(|i| i.as_str().map(ToString::to_string).ok_or(()))
                .collect(),
            _ => Err(()),
        }
    };
    let mut settings = Settings::new();
    for (key, value) in table {
        match key.as_str() {
            "preset" => {
                let list = strings(value)?;
                let [name] = list.as_slice() else {
                    return Err(());
                };
                settings.set_preset_named(name).map_err(drop)?;
            }
            "schemes" => {
                settings.restrict_schemes();
                for name in strings(value)? {
                    settings.allow_scheme(&name).map_err(drop)?;
                }
            }
            other => {
                let &(_, level): &(&str, Level) =
                    LEVEL_KEYS.iter().find(|(k, _)| *k == other).ok_or(())?;
                for name in strings(value)? {
                    settings.set_level(&name, level).map_err(drop)?;
                }
            }
        }
    }
    Ok(Some(settings))
}

/// The line end of the manifest being written.
struct Writer {
    out: String,
    crlf: bool,
}

impl Writer {
    fn line(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push_str(if self.crlf { "\r\n" } else { "\n" });
    }
}

/// The names a level list may hold, none twice in a table.
const NAMES: &[&str] = &[
    "bidi",
    "form",
    "host",
    "leiri",
    "form-default-port",
    "form-hex-case",
    "unicode-not-nfc",
    "host-hyphen",
    "scheme-unregistered",
    "scheme-urn",
];

/// A string value in one of TOML's forms.
fn string(rng: &mut Rng, text: &str) -> String {
    match rng.below(9) {
        2 => format!("'{text}'"),
        3 => format!("\"\"\"{text}\"\"\""),
        4 => format!("'''\n{text}'''"),
        5 => format!("\"\"\"\n{text}\"\"\""),
        6 if !text.is_empty() => {
            // One character as an escape.
            let at = rng.below(text.len());
            let (head, tail) = text.split_at(at);
            let mut chars = tail.chars();
            let c = chars.next().unwrap_or('a');
            let escape = match rng.below(3) {
                0 => format!("\\u{:04X}", u32::from(c)),
                1 => format!("\\x{:02x}", u32::from(c)),
                _ => format!("\\U{:08X}", u32::from(c)),
            };
            format!("\"{head}{escape}{}\"", chars.as_str())
        }
        7 if text.len() > 1 => {
            // A line-ending backslash inside the name.
            let (head, tail) = text.split_at(text.len() / 2);
            format!("\"\"\"{head}\\   \n   \n\t{tail}\"\"\"")
        }
        _ => format!("\"{text}\""),
    }
}

/// Blanks: spaces or tabs, maybe none.
fn blank(rng: &mut Rng) -> &'static str {
    ["", "", " ", " ", "  ", "\t", " \t "][rng.below(7)]
}

/// A comment after a value, or nothing.
fn trailing(rng: &mut Rng) -> String {
    if rng.one_in(4) {
        format!("{}# a comment [package.metadata.iri] = {{ }}", blank(rng))
    } else {
        String::new()
    }
}

/// A key in one of its forms.
fn key(rng: &mut Rng, name: &str) -> String {
    match rng.below(6) {
        0 => format!("\"{name}\""),
        1 => format!("'{name}'"),
        _ => name.to_string(),
    }
}

/// A dotted key of `names`, in various forms.
fn dotted_key(rng: &mut Rng, names: &[&str]) -> String {
    let mut out = String::new();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            out.push_str(blank(rng));
            out.push('.');
            out.push_str(blank(rng));
        }
        out.push_str(&key(rng, name));
    }
    out
}

/// A policy: entries of a table, each `(key, value)` written as TOML.
fn policy(rng: &mut Rng, crlf: bool) -> Vec<(String, String)> {
    let mut pool: Vec<&str> = NAMES.to_vec();
    let mut entries = Vec::new();
    let mut keys: Vec<&str> = vec!["preset", "deny", "warn", "advise", "allow", "schemes"];
    let count = 1 + rng.below(4);
    for _ in 0..count {
        let k = keys.remove(rng.below(keys.len()));
        let value = match k {
            "preset" => {
                let name = rng.pick(&[
                    "rdf",
                    "strict",
                    "grammar",
                    "default",
                    "leiri",
                    "http-client",
                ]);
                // A typo now and then: the policy must refuse it.
                let name = if rng.one_in(40) { "strikt" } else { name };
                string(rng, name)
            }
            "schemes" => {
                let names: Vec<&str> = (0..rng.below(3))
                    .map(|_| rng.pick(&["https", "http", "ftp", "urn"]))
                    .collect();
                array(rng, &names, crlf)
            }
            _ => {
                let n = rng.below(3).min(pool.len());
                let mut names = Vec::new();
                for _ in 0..n {
                    names.push(pool.remove(rng.below(pool.len())));
                }
                if rng.one_in(40) {
                    names.push("hots");
                }
                if names.len() == 1 && rng.one_in(3) {
                    string(rng, names[0])
                } else {
                    array(rng, &names, crlf)
                }
            }
        };
        entries.push((k.to_string(), value));
    }
    if rng.one_in(40) {
        // An unknown key, or a value of the wrong type.
        let (k, v) = if rng.one_in(2) {
            ("denny", "[\"bidi\"]")
        } else {
            ("warn", "3")
        };
        if entries.iter().all(|(e, _)| e != k) {
            entries.push((k.to_string(), v.to_string()));
        }
    }
    entries
}

/// An array of strings, on one line or over several.
fn array(rng: &mut Rng, names: &[&str], crlf: bool) -> String {
    let nl = if crlf { "\r\n" } else { "\n" };
    let multi = rng.one_in(3);
    let mut out = String::from("[");
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if multi {
            out.push_str(nl);
            out.push_str("    ");
        } else if i > 0 || rng.one_in(3) {
            out.push(' ');
        }
        out.push_str(&string(rng, name));
        if multi && rng.one_in(3) {
            out.push_str(" # why");
            out.push_str(nl);
            out.push_str("  ");
        }
    }
    if multi || rng.one_in(4) {
        if !names.is_empty() && rng.one_in(2) {
            out.push(',');
        }
        out.push_str(nl);
    }
    out.push(']');
    out
}

/// The entries as an inline table, on one line or, as TOML 1.1 allows,
/// over several with comments and a trailing comma.
fn inline(rng: &mut Rng, entries: &[(String, String)], crlf: bool) -> String {
    let nl = if crlf { "\r\n" } else { "\n" };
    let multi = rng.one_in(3);
    let mut out = String::from("{");
    for (i, (k, v)) in entries.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if multi {
            out.push_str(nl);
            out.push_str("  ");
        } else {
            out.push(' ');
        }
        out.push_str(&key(rng, k));
        out.push_str(" = ");
        out.push_str(v);
        if multi && rng.one_in(3) {
            out.push_str(" # c");
            out.push_str(nl);
        }
    }
    if multi {
        if !entries.is_empty() && rng.one_in(2) {
            out.push(',');
        }
        out.push_str(nl);
    } else if !entries.is_empty() {
        out.push(' ');
    }
    out.push('}');
    out
}

/// Where a table's policy goes, and what else the table's owner holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// No policy.
    None,
    /// `[owner.metadata.iri]`.
    Header,
    /// `[ owner . "metadata" . 'iri' ]`.
    QuotedHeader,
    /// `[owner.metadata]` with `iri = { … }`.
    InlineUnderMetadata,
    /// `[owner.metadata]` with `iri.deny = …`.
    DottedUnderMetadata,
    /// `[owner]` with `metadata.iri.deny = …`.
    DottedUnderOwner,
    /// `[owner]` with `metadata = { iri = { … } }` or `metadata.iri = { … }`.
    InlineUnderOwner,
    /// `owner.metadata.iri.deny = …` at the root, with no `[owner]`.
    DottedAtRoot,
    /// `owner = { …, metadata = { iri = { … } } }` at the root.
    InlineOwner,
}

const FORMS: [Form; 9] = [
    Form::None,
    Form::Header,
    Form::QuotedHeader,
    Form::InlineUnderMetadata,
    Form::DottedUnderMetadata,
    Form::DottedUnderOwner,
    Form::InlineUnderOwner,
    Form::DottedAtRoot,
    Form::InlineOwner,
];

/// Entries as lines `key = value` under the dotted `prefix`.
fn entry_lines(rng: &mut Rng, entries: &[(String, String)], prefix: &[&str]) -> Vec<String> {
    entries
        .iter()
        .map(|(k, v)| {
            let mut path: Vec<&str> = prefix.to_vec();
            path.push(k);
            format!(
                "{}{}{}={}{v}{}",
                blank(rng),
                dotted_key(rng, &path),
                blank(rng),
                blank(rng),
                trailing(rng)
            )
        })
        .collect()
}

/// Other metadata of the owner `name`, in a table of its own.
fn docs(rng: &mut Rng, name: &str) -> Vec<String> {
    let docs = if rng.one_in(2) {
        "docs.rs"
    } else {
        "\"docs.rs\""
    };
    vec![
        format!("[{name}.metadata.{docs}]"),
        "all-features = true".to_string(),
    ]
}

/// The root lines and the sections (a header and its lines) of one
/// owner (`package` or `workspace`) and its policy in `form`.
fn owner(
    rng: &mut Rng,
    name: &str,
    form: Form,
    crlf: bool,
    root: &mut Vec<String>,
    sections: &mut Vec<Vec<String>>,
) {
    let own = if name == "package" {
        vec![
            ("name".to_string(), string(rng, "demo")),
            ("version".to_string(), "\"0.1.0\"".to_string()),
            ("edition".to_string(), "'2021'".to_string()),
        ]
    } else {
        vec![
            ("members".to_string(), array(rng, &["a", "crates/b"], crlf)),
            ("resolver".to_string(), "\"2\"".to_string()),
        ]
    };
    let entries = policy(rng, crlf);
    match form {
        Form::DottedAtRoot => {
            root.extend(entry_lines(rng, &own, &[name]));
            root.extend(entry_lines(rng, &entries, &[name, "metadata", "iri"]));
            if rng.one_in(2) {
                sections.push(docs(rng, name));
            }
        }
        Form::InlineOwner => {
            let iri = inline(rng, &entries, crlf);
            let mut fields = own;
            fields.push(("metadata".to_string(), format!("{{ iri = {iri} }}")));
            root.push(format!("{name} = {}", inline(rng, &fields, crlf)));
        }
        _ => {
            let mut head = vec![format!("[{name}]")];
            head.extend(entry_lines(rng, &own, &[]));
            match form {
                Form::DottedUnderOwner => {
                    head.extend(entry_lines(rng, &entries, &["metadata", "iri"]));
                }
                Form::InlineUnderOwner => {
                    let iri = inline(rng, &entries, crlf);
                    if rng.one_in(2) {
                        head.push(format!("metadata = {{ iri = {iri}, other = 1 }}"));
                    } else {
                        head.push(format!("{} = {iri}", dotted_key(rng, &["metadata", "iri"])));
                    }
                }
                _ => {}
            }
            sections.push(head);
            sections.extend(metadata_sections(rng, name, form, crlf, &entries));
            if form != Form::InlineUnderOwner && rng.one_in(2) {
                sections.push(docs(rng, name));
            }
        }
    }
}

/// The sections of the forms that give the policy a header of its own or
/// put it under `[owner.metadata]`.
fn metadata_sections(
    rng: &mut Rng,
    name: &str,
    form: Form,
    crlf: bool,
    entries: &[(String, String)],
) -> Option<Vec<String>> {
    let section = match form {
        Form::Header | Form::QuotedHeader => {
            let header = if form == Form::Header {
                format!("[{name}.metadata.iri]{}", trailing(rng))
            } else {
                format!("[ {} ]", dotted_key(rng, &[name, "metadata", "iri"]))
            };
            let mut section = vec![header];
            section.extend(entry_lines(rng, entries, &[]));
            section
        }
        Form::InlineUnderMetadata => vec![
            format!("[{name}.metadata]"),
            format!("{} = {}", key(rng, "iri"), inline(rng, entries, crlf)),
            "other = { x = 1 }".to_string(),
        ],
        Form::DottedUnderMetadata => {
            let mut section = vec![format!("[{name}.metadata]"), "x.y = 'z'".to_string()];
            section.extend(entry_lines(rng, entries, &["iri"]));
            section
        }
        _ => return None,
    };
    Some(section)
}

/// Sections that are no policy, some looking like one.
fn decoys(rng: &mut Rng, sections: &mut Vec<Vec<String>>) {
    let all: [&[&str]; 14] = [
        &[
            "[dependencies]",
            "serde = { version = \"1\", features = [\"derive\"] }",
            "foo = \"0.1\"",
        ],
        &[
            "[dev-dependencies.bar]",
            "version = \"2\"",
            "'quoted key' = \"x # not a comment\"",
        ],
        &["[[bin]]", "name = \"a\"", "path = \"src/a.rs\""],
        &["[[bin]]", "name = \"b\"", "test = false"],
        &["[features]", "default = [\"std\"]", "std = []"],
        &[
            "[profile.release]",
            "opt-level = 3",
            "lto = true",
            "debug = false",
            "codegen-units = 1_0",
        ],
        &["[target.'cfg(unix)'.dependencies]", "libc = \"0.2\""],
        &[
            "[lints.clippy]",
            "pedantic = { level = \"warn\", priority = -1 }",
        ],
        &[
            "[badges]",
            "maintenance = { status = \"actively-developed\" }",
        ],
        &[
            "[times]",
            "odt = 1979-05-27T07:32:00Z",
            "ldt = 1979-05-27 07:32:00.999",
            "ld = 1979-05-27",
            "lt = 07:32",
            "off = 1979-05-27T00:32:00-07:00",
        ],
        &[
            "[numbers]",
            "hex = 0xDEAD_beef",
            "oct = 0o755",
            "bin = 0b1101",
            "flt = -6.626e-34",
            "inf = +inf",
            "nan = nan",
            "exp = 5e+22",
        ],
        &[
            "[text]",
            "description = \"\"\"",
            "[package.metadata.iri]",
            "deny = [\"hots\"]",
            "[workspace.metadata.iri]\"\"\"",
            "literal = '''",
            "package.metadata.iri.deny = ['x']",
            "'''",
            "escapes = \"\\e\\x41\\u00e9 \\\"[package.metadata.iri]\\\" \\\\\"",
        ],
        &[
            "[iri]",
            "deny = [\"hots\"]",
            "\"package.metadata.iri\" = { deny = [\"x\"] }",
            "package.metadata.iri2 = 1",
        ],
        &[
            "# [package.metadata.iri]",
            "# deny = [\"hots\"]",
            "[metadata.iri]",
            "deny = []",
        ],
    ];
    for section in all {
        if rng.one_in(3) {
            sections.push(section.iter().map(ToString::to_string).collect());
        }
    }
}

/// A manifest, and the forms of its package and workspace policies.
fn manifest(rng: &mut Rng) -> (String, [Form; 2]) {
    let crlf = rng.one_in(5);
    let mut root = Vec::new();
    let mut sections = Vec::new();
    let package = FORMS[rng.below(FORMS.len())];
    let workspace = FORMS[rng.below(FORMS.len())];
    if rng.one_in(3) {
        root.push(format!(
            "cargo-features = {}",
            array(rng, &["edition2024"], crlf)
        ));
    }
    owner(rng, "package", package, crlf, &mut root, &mut sections);
    if rng.one_in(2) || workspace != Form::None {
        // (A workspace without a policy has a `[workspace]` table or none.)
        owner(rng, "workspace", workspace, crlf, &mut root, &mut sections);
    }
    decoys(rng, &mut sections);
    if package != Form::None && rng.one_in(10) {
        // A table given twice, which TOML refuses: a header after another
        // form of the same table, or the reverse.
        let twice = match rng.below(3) {
            0 => vec![
                "[package.metadata.iri]".to_string(),
                "warn = []".to_string(),
            ],
            1 => vec![
                "[package.metadata]".to_string(),
                "iri.warn = []".to_string(),
            ],
            _ => vec!["[package]".to_string(), "metadata.iri = {}".to_string()],
        };
        sections.push(twice);
    }
    // Sections in any order: TOML does not care, but for arrays of tables.
    for i in (1..sections.len()).rev() {
        sections.swap(i, rng.below(i + 1));
    }
    let mut w = Writer {
        out: String::new(),
        crlf,
    };
    if rng.one_in(4) {
        w.line("# A manifest.");
    }
    for line in &root {
        w.line(line);
    }
    for section in &sections {
        if rng.one_in(2) {
            w.line("");
        }
        for line in section {
            w.line(line);
        }
    }
    (w.out, [package, workspace])
}

/// Checks one text: the same document, or both refuse it; the same
/// settings of both policy tables, or both refuse them.
fn compare(text: &str) -> Result<bool, String> {
    let expected = text.parse::<toml::Table>();
    let read = parse(text);
    let (read, expected) = match (read, expected) {
        (Ok(read), Ok(expected)) => (read, expected),
        (Err(_), Err(_)) => return Ok(false),
        (Ok(_), Err(err)) => return Err(format!("read where toml refuses: {err}")),
        (Err(err), Ok(_)) => return Err(format!("refused where toml reads: {err:?}")),
    };
    if ours(&read) != their_table(&expected) {
        return Err(format!(
            "another document:\n{:?}\n{:?}",
            ours(&read),
            their_table(&expected)
        ));
    }
    let document = Document::parse(text).map_err(|e| format!("{e}"))?;
    for table in ["package.metadata.iri", "workspace.metadata.iri"] {
        let got = document.table_settings(table);
        let want = their_settings(&expected, table);
        // The same policy: `toml`'s tables are sorted, so the levels come
        // in another order, which `Settings::apply` does not heed.
        let policy = |settings: &Option<Settings>| {
            settings.as_ref().map(|settings| {
                let mut policy = Policy::DEFAULT;
                settings.apply(&mut policy);
                policy
            })
        };
        let same = match (&got, &want) {
            (Ok(got), Ok(want)) => policy(got) == policy(want),
            (Err(_), Err(())) => true,
            _ => false,
        };
        if !same {
            return Err(format!("{table}: read {got:?}, expected {want:?}"));
        }
    }
    Ok(true)
}

/// How many manifests are generated.
const MANIFESTS: usize = 6_000;

#[test]
fn the_reader_reads_generated_manifests_as_the_toml_crate_does() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut read, mut refused) = (0, 0);
    // For each owner and form, how many policies were found.
    let mut found = [[0; FORMS.len()]; 2];
    for n in 0..MANIFESTS {
        let (text, forms) = manifest(&mut rng);
        match compare(&text) {
            Ok(true) => read += 1,
            Ok(false) => refused += 1,
            Err(why) => panic!("manifest {n}: {why}\n---\n{text}---"),
        }
        let Ok(doc) = Document::parse(&text) else {
            continue;
        };
        for (i, table) in ["package.metadata.iri", "workspace.metadata.iri"]
            .iter()
            .enumerate()
        {
            if doc.table_settings(table).is_ok_and(|s| s.is_some()) {
                let form = FORMS.iter().position(|f| *f == forms[i]).unwrap_or(0);
                found[i][form] += 1;
            }
        }
    }
    // Most are TOML, some are refused; every form of both policies is
    // found, many times, and no policy where there is none.
    assert_eq!(read + refused, MANIFESTS);
    assert!(
        refused > MANIFESTS / 40 && refused < MANIFESTS / 4,
        "{refused} refused"
    );
    for counts in found {
        assert_eq!(counts[0], 0, "{found:?}");
        assert!(counts[1..].iter().all(|&c| c > MANIFESTS / 20), "{found:?}");
    }
}

#[test]
fn mutated_manifests_are_read_or_refused_as_the_toml_crate_does() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let bytes: &[&str] = &[
        "\"", "'", "[", "]", "{", "}", "=", ",", ".", "#", "\n", "\r", " ", "\\", "a", "1", ":",
        "-", "é", "\t",
    ];
    let mut changed = 0;
    for n in 0..MANIFESTS / 2 {
        let (mut mutated, _) = manifest(&mut rng);
        for _ in 0..=rng.below(2) {
            let text = mutated;
            let mut at = rng.below(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            mutated = String::from(&text[..at]);
            match rng.below(3) {
                // Insert a character, replace one, or remove one.
                0 => mutated.push_str(rng.pick(bytes)),
                1 => {
                    mutated.push_str(rng.pick(bytes));
                    at += text[at..].chars().next().map_or(0, char::len_utf8);
                }
                _ => at += text[at..].chars().next().map_or(0, char::len_utf8),
            }
            mutated.push_str(&text[at..]);
        }
        if let Err(why) = compare(&mutated) {
            panic!("mutant {n}: {why}\n---\n{mutated}---");
        }
        changed += 1;
    }
    assert_eq!(changed, MANIFESTS / 2);
}
