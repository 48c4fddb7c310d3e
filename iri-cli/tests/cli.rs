//! End-to-end tests: the built `iri-check` binary on the files of
//! `tests/data` and on files made here, for every mode, format, policy
//! source, `--fix`, exit status and kind of bad input.
//!
//! The checker gains rules over time: each test names its policy (mostly
//! `--policy grammar` and the codes it is about) or uses inputs that only
//! the grammar and the rules it names can fault, so that a new rule does
//! not change its output.

use std::fmt::Write as _;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

/// The directory of the fixtures.
fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}-{n}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// What a run gave.
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    fn json(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect()
    }

    /// `code line:column` of each JSON record.
    fn codes(&self) -> Vec<String> {
        self.json()
            .iter()
            .map(|r| {
                format!(
                    "{} {}:{}",
                    r["code"].as_str().unwrap(),
                    r["line"],
                    r["column"]
                )
            })
            .collect()
    }
}

/// The command in `dir`, reading no `Cargo.toml` (the fixtures and the
/// scratch directories lie inside the workspace, whose manifest may get a
/// policy table one day).
fn command(dir: &Path, args: &[&str]) -> Command {
    let mut command = command_with_manifests(dir, args);
    command.arg("--no-manifest");
    command
}

/// The command in `dir`, with the policy tables of `Cargo.toml` files.
fn command_with_manifests(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_iri-check"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(Stdio::null());
    command
}

fn finish(output: &Output) -> Run {
    Run {
        status: output.status.code().expect("an exit status"),
        stdout: String::from_utf8(output.stdout.clone()).expect("UTF-8 output"),
        stderr: String::from_utf8(output.stderr.clone()).expect("UTF-8 errors"),
    }
}

/// Runs the command in `dir`.
fn run_in(dir: &Path, args: &[&str]) -> Run {
    finish(&command(dir, args).output().unwrap())
}

/// Runs the command on the fixtures.
fn run(args: &[&str]) -> Run {
    run_in(&data(), args)
}

/// Runs the command with `input` on standard input.
fn run_stdin(args: &[&str], input: &[u8]) -> Run {
    let mut child = command(&data(), args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // The command may stop reading early (a usage error): ignore that.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    finish(&output)
}

/// Command-line words, written as one string.
fn split(words: &str) -> Vec<&str> {
    words.split(' ').collect()
}

/// What a text should hold.
#[derive(Clone, Copy)]
enum Text<'a> {
    Contains(&'a str),
    StartsWith(&'a str),
    EndsWith(&'a str),
}

/// Asserts that `text` holds what `expected` says, showing it otherwise.
fn assert_text(text: &str, expected: Text<'_>) {
    let holds = match expected {
        Text::Contains(part) => text.contains(part),
        Text::StartsWith(part) => text.starts_with(part),
        Text::EndsWith(part) => text.ends_with(part),
    };
    assert!(holds, "unexpected output:\n{text}");
}

const GRAMMAR_AND_SCHEME_CASE: [&str; 5] = [
    "--policy",
    "grammar",
    "--advise",
    "form-scheme-case",
    "--show-advice",
];

#[test]
fn lines_mode_draws_rustc_style_diagnostics_and_a_summary() {
    let mut args = GRAMMAR_AND_SCHEME_CASE.to_vec();
    args.extend(["--deny", "bidi-formatting", "links.urls"]);
    let out = run(&args);
    assert_eq!(out.status, 1, "{}", out.stderr);
    let expected = "\
error[grammar-invalid-character]: invalid character ' ' (U+0020) in path
 --> links.urls:1:21
  |
1 | http://example.org/a b
  |                     ^
  |
  = help: percent-encode it as `%20`

advice[form-scheme-case]: uppercase letters in the scheme
 --> links.urls:2:1
  |
2 | HTTP://example.org/
  | ^^^^
  |
  = note: schemes are case-insensitive and lowercase is the canonical form (form-scheme-case, RFC 3986 sections 3.1 and 6.2.2.1)
  = help: write the scheme in lowercase
  = fix: replace `HTTP` with `http`

error[bidi-formatting]: bidi formatting character U+202E (RLO)
 --> links.urls:5:20
  |
5 | http://example.org/<U+202E>b
  |                    ^^^^^^^^
  |
  = note: IRIs must not contain bidi formatting characters, the isolates added to Unicode since included (bidi-formatting, RFC 3987 section 4.1)
  = help: remove it; to display an IRI right-to-left, put the formatting characters around it where it is shown, not inside it

error[grammar-unclosed-ip-literal]: unclosed bracket '[' in IP literal
 --> links.urls:6:8
  |
6 | http://[::1
  |        ^^^^
  |
  = note: the IP literal has no closing ']'
  = help: add the `]` after the address

checked 5 IRIs in 1 file: 3 errors, 0 warnings, 1 advice
";
    assert_eq!(out.stdout, expected);
    assert_eq!(out.stderr, "");
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let args = ["--policy", "grammar", "links.urls"];
    assert!(!run(&args).stdout.contains('\u{1b}'), "not a terminal");
    let mut always = args.to_vec();
    always.extend(["--color", "always"]);
    assert!(run(&always).stdout.contains("\u{1b}["));
    let out = finish(
        &command(&data(), &args)
            .env("NO_COLOR", "1")
            .output()
            .unwrap(),
    );
    assert!(!out.stdout.contains('\u{1b}'));
}

/// The JSON schema, version 1: these members, in this order, with these
/// types. A change here is a change of the documented schema.
#[test]
fn the_json_schema_is_stable() {
    let out = run(&split(
        "--policy grammar --advise form-scheme-case --show-advice --format json doc.json",
    ));
    assert_eq!(out.status, 1);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            r#"{"file":"doc.json","line":1,"column":11,"offset":10,"span":{"start":0,"end":4},"input":"HTTP://example.org/","reference":null,"pointer":"/home","code":"form-scheme-case","level":"advice","component":"scheme","message":"uppercase letters in the scheme","help":"write the scheme in lowercase","fix":{"span":{"start":0,"end":4},"replacement":"http"},"rule":"schemes are case-insensitive and lowercase is the canonical form (form-scheme-case, RFC 3986 sections 3.1 and 6.2.2.1)"}"#,
            r#"{"file":"doc.json","line":1,"column":77,"offset":76,"span":{"start":21,"end":22},"input":"http://example.org/é x","reference":null,"pointer":"/items/0/url","code":"grammar-invalid-character","level":"error","component":"path","message":"invalid character ' ' (U+0020) in path","help":"percent-encode it as `%20`","fix":null,"rule":null}"#,
        ]
    );
    // The summary goes to standard error, so that standard output is JSON.
    assert_eq!(
        out.stderr,
        // `../rel` under `url` is an IRI reference by its key.
        "checked 3 IRIs in 1 file: 1 error, 0 warnings, 1 advice\n"
    );
    // A problem with the input: no span, input, component or fix.
    let out = run_stdin(&["--format", "json", "-"], b"\xff\n");
    assert_eq!(
        out.stdout,
        "{\"file\":\"<stdin>\",\"line\":1,\"column\":1,\"offset\":0,\"span\":null,\"input\":null,\"reference\":null,\"pointer\":null,\"code\":\"input-invalid-utf8\",\"level\":\"error\",\"component\":null,\"message\":\"invalid UTF-8 at byte 0; the line is not checked\",\"help\":null,\"fix\":null,\"rule\":null}\n"
    );
    // With --base: the input is the resolved IRI, the reference as written.
    let out = run_stdin(
        &split(
            "--format json --policy grammar --advise form-scheme-case --show-advice --base HTTP://example.org/a/",
        ),
        b"b/c\n",
    );
    let record = &out.json()[0];
    assert_eq!(record["input"], "HTTP://example.org/a/b/c");
    assert_eq!(record["reference"], "b/c");
    assert_eq!(record["fix"], Value::Null);
}

#[test]
fn sarif_is_one_log_with_rules_results_and_fixes() {
    let out = run(&split(
        "--policy grammar --warn form-scheme-case --format sarif links.urls doc.json",
    ));
    assert_eq!(out.status, 1);
    let log: Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["columnKind"], "unicodeCodePoints");
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let results = run["results"].as_array().unwrap();
    let summary: Vec<String> = results
        .iter()
        .map(|r| {
            let region = &r["locations"][0]["physicalLocation"]["region"];
            let index = r["ruleIndex"].as_u64().unwrap() as usize;
            assert_eq!(rules[index]["id"], r["ruleId"]);
            format!(
                "{} {} {}:{}:{}-{}",
                r["ruleId"].as_str().unwrap(),
                r["level"].as_str().unwrap(),
                r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                    .as_str()
                    .unwrap(),
                region["startLine"],
                region["startColumn"],
                region["endColumn"]
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            "grammar-invalid-character error links.urls:1:21-22",
            "form-scheme-case warning links.urls:2:1-5",
            "grammar-unclosed-ip-literal error links.urls:6:8-12",
            "form-scheme-case warning doc.json:1:11-15",
            "grammar-invalid-character error doc.json:1:77-78",
        ]
    );
    let fix = &results[1]["fixes"][0]["artifactChanges"][0]["replacements"][0];
    assert_eq!(fix["deletedRegion"]["byteOffset"], 23);
    assert_eq!(fix["deletedRegion"]["byteLength"], 4);
    assert_eq!(fix["insertedContent"]["text"], "http");
    // No finding: still a whole log.
    let out = run_stdin(&["--format", "sarif"], b"https://example.org/\n");
    let log: Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(log["runs"][0]["results"], Value::Array(vec![]));
}

#[test]
fn extract_mode_finds_iris_in_turtle_n_triples_html_and_markdown() {
    let out = run(&split(
        "--policy grammar --advise form-scheme-case --show-advice --format json data.ttl data.nt page.html notes.md",
    ));
    assert_eq!(
        out.codes(),
        [
            "form-scheme-case 2:6",
            // The `{` at 3:54 is inside a string literal: not an IRI.
            // N-Triples IRIs are absolute.
            "grammar-missing-scheme 1:48",
            // A relative href is a reference, the `{`/`|` end nothing.
            "grammar-invalid-character 3:16",
            "form-scheme-case 3:36",
            "grammar-invalid-character 4:31",
            "form-scheme-case 3:48",
        ]
    );
    let records = out.json();
    assert_eq!(records[5]["input"], "HTTP://example.org/draft");
    assert_eq!(
        out.stderr,
        "checked 14 IRIs in 4 files: 3 errors, 0 warnings, 3 advice\n"
    );
    // Turtle's relative references pass as references; --kind iri faults them.
    let out = run(&split("--policy grammar --format json --kind iri data.ttl"));
    assert_eq!(
        out.codes(),
        [
            "grammar-missing-scheme 2:2",
            "grammar-missing-scheme 2:29",
            "grammar-missing-scheme 3:2",
        ]
    );
    // --mode extract on standard input reads text.
    let out = run_stdin(
        &split("--policy grammar --format json --mode extract"),
        b"a <http://example.org/ok> and http://example.org/a^b.\n",
    );
    assert_eq!(out.codes(), ["grammar-invalid-character 1:51"]);
}

/// `--mode json-ld` reads JSON-LD: the IRIs where JSON-LD puts them, blank
/// nodes skipped, every IRI compared by characters (no fix written); JSON
/// that does not parse, in a `.jsonld` file too, is `input-invalid-json`.
#[test]
fn json_ld_mode_reads_json_ld_and_its_syntax_errors_are_json_errors() {
    let doc =
        b"[{\"@id\": \"_:b0\", \"HTTP://example.org/p\": [{\"@id\": \"http://example.org/ b\"}]}]";
    let out = run_stdin(&split("--policy strict --format json --mode json-ld"), doc);
    let codes = out.codes();
    assert!(
        codes.contains(&"form-scheme-case 1:19".to_owned()),
        "{codes:?}"
    );
    assert!(
        codes.contains(&"grammar-invalid-character 1:71".to_owned()),
        "{codes:?}"
    );
    assert!(
        out.json().iter().all(|f| f["fix"].is_null()),
        "{}",
        out.stdout
    );
    let broken = b"{\"@id\": \"http://example.org/a\", tru}";
    let out = run_stdin(
        &split("--policy grammar --format json --mode json-ld"),
        broken,
    );
    assert_eq!(out.codes(), ["input-invalid-json 1:33"]);
    let dir = scratch("jsonld-syntax");
    fs::write(dir.join("a.jsonld"), broken).unwrap();
    let out = run_in(&dir, &split("--policy grammar --format json a.jsonld"));
    assert_eq!(out.codes(), ["input-invalid-json 1:33"]);
    assert_eq!(out.status, 1);
}

#[test]
fn json_mode_checks_strings_that_look_like_iris_or_those_at_pointers() {
    let out = run(&split(
        "--policy grammar --format json --pointer /items/*/url doc.json",
    ));
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 1:77",
            "grammar-missing-scheme 1:92"
        ]
    );
    let out = run(&split(
        "--policy grammar --format json --pointer /items/*/url --kind reference doc.json",
    ));
    assert_eq!(out.codes(), ["grammar-invalid-character 1:77"]);
    // JSON Lines, with --mode json on standard input.
    let out = run_stdin(
        &split("--policy grammar --format json --mode json"),
        b"{\"a\": \"http://example.org/ok\"}\n{\"a\": \"http://example.org/ b\"}\n",
    );
    assert_eq!(out.codes(), ["grammar-invalid-character 2:27"]);
    assert_eq!(out.json()[0]["pointer"], "/a");
    // Invalid JSON stops the file, after what came before.
    let out = run_stdin(
        &split("--policy grammar --format json --mode json"),
        b"[\"http://example.org/ a\", tru, \"http://example.org/ b\"]",
    );
    assert_eq!(
        out.codes(),
        ["grammar-invalid-character 1:22", "input-invalid-json 1:30"]
    );
    assert_eq!(out.status, 1);
    assert!(
        run(&["--pointer", "items", "doc.json"])
            .stderr
            .contains("invalid JSON pointer")
    );
    // Drawn with the line as written (cut to 100 columns around the
    // span), at the file's column.
    let out = run(&["--policy", "grammar", "doc.json"]);
    assert_text(
        &out.stdout,
        Text::Contains(
            " --> doc.json:1:77\n  |\n1 | … \"items\": [{\"url\": \"http://example.org/\\u00e9 x\"}, {\"url\": \"../rel\", \"n\": 3}], \"note\": \"key: value\"}\n",
        ),
    );
}

#[test]
fn policies_come_from_flags_presets_and_the_nearest_manifest() {
    let dir = scratch("policy");
    fs::write(dir.join("Cargo.toml"), "[workspace]\nmembers = [\"crate\"]\n\n[workspace.metadata.iri]\npreset = \"grammar\"\nwarn = [\"form-scheme-case\"]\n").unwrap();
    fs::create_dir_all(dir.join("crate/data")).unwrap();
    fs::write(dir.join("crate/Cargo.toml"), "[package]\nname = \"c\"\n\n[package.metadata.iri]\ndeny = [\"form\", \"scheme-not-allowed\"]\nschemes = [\"https\"]\n").unwrap();
    fs::write(dir.join("crate/data/links.urls"), "HTTP://example.org/\n").unwrap();
    fs::write(dir.join("links.urls"), "HTTP://example.org/\n").unwrap();
    let run_in =
        |dir: &Path, args: &[&str]| finish(&command_with_manifests(dir, args).output().unwrap());
    let codes = |args: &[&str]| {
        let mut all = vec!["--format", "json"];
        all.extend(args);
        run_in(&dir, &all).codes()
    };
    // The workspace table: a warning, exit 0.
    let out = run_in(&dir, &["links.urls"]);
    assert_eq!(out.status, 0, "{}{}", out.stdout, out.stderr);
    assert_text(&out.stdout, Text::StartsWith("warning[form-scheme-case]"));
    // The crate's table on top: an error, and the scheme list.
    assert_eq!(
        codes(&["crate/data/links.urls"]),
        ["form-scheme-case 1:1", "scheme-not-allowed 1:1"]
    );
    // Flags on top of the tables; --policy replaces their levels.
    assert_eq!(
        codes(&["--allow", "scheme", "crate/data/links.urls"]),
        ["form-scheme-case 1:1"]
    );
    assert!(codes(&["--policy", "grammar", "crate/data/links.urls"]).is_empty());
    assert!(codes(&split("--no-manifest --allow form crate/data/links.urls")).is_empty());
    // A bad table is a usage error naming the file, line and column.
    fs::write(
        dir.join("crate/Cargo.toml"),
        "[package.metadata.iri]\ndeny = [\"hots\"]\n",
    )
    .unwrap();
    let out = run_in(&dir, &["crate/data/links.urls"]);
    assert_eq!(out.status, 2);
    assert!(
        out.stderr
            .contains("Cargo.toml:2:9: unknown code or group `hots`; did you mean `host`?"),
        "{}",
        out.stderr
    );
}

/// The forms of `tests/data/policy-forms.txt`: each name and text.
fn policy_forms() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/policy-forms.txt");
    let text = fs::read_to_string(path).unwrap();
    let mut forms = Vec::new();
    for block in text.split("\n## ").skip(1) {
        let (name, form) = block.split_once('\n').unwrap();
        forms.push((name.to_owned(), form.to_owned()));
    }
    assert!(forms.len() >= 10, "{forms:?}");
    forms
}

#[test]
fn every_form_of_the_manifest_table_is_read_and_a_malformed_one_is_a_usage_error() {
    let package = "[package]\nname = \"c\"\nversion = \"0.0.0\"\n";
    let check = |manifest: &str| {
        let dir = scratch("policy-form");
        fs::write(dir.join("Cargo.toml"), manifest).unwrap();
        fs::write(
            dir.join("links.urls"),
            "HTTP://example.org/\nHTTP://example.org/two\n",
        )
        .unwrap();
        let out = finish(
            &command_with_manifests(&dir, &split("--format json links.urls"))
                .output()
                .unwrap(),
        );
        (dir, out)
    };
    // Without a table, no error.
    let (_, out) = check(&format!("{package}\n[workspace]\n"));
    assert_eq!(out.status, 0, "{}{}", out.stdout, out.stderr);
    let mut failures = Vec::new();
    for owner in ["package", "workspace"] {
        for (form, text) in policy_forms() {
            let text = text.replace("$OWNER", owner);
            let manifest = if owner == "package" {
                format!("[workspace]\n\n{package}{text}")
            } else {
                format!("{package}\n[workspace]\n{text}")
            };
            let (dir, out) = check(&manifest);
            let read = if let Some(key) = form.strip_prefix("malformed: ") {
                let expected = format!(
                    "invalid policy in `{}` of {}:",
                    key.replace("$OWNER", owner),
                    dir.join("Cargo.toml").display()
                );
                out.status == 2 && out.stderr.contains(&expected)
            } else {
                let records = out.json();
                let levels: Vec<&str> = records
                    .iter()
                    .map(|r| r["level"].as_str().unwrap())
                    .collect();
                out.status == 1
                    && out.codes() == ["form-scheme-case 1:1", "form-scheme-case 2:1"]
                    && levels == ["error", "error"]
            };
            if !read {
                failures.push(format!(
                    "[{owner}] {form}:\n{manifest}\n{}{}",
                    out.stdout, out.stderr
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn policy_flags_set_levels_and_schemes() {
    let input = b"HTTP://example.org/\nftp://example.org/\n";
    // The flags, the exit status, and the findings.
    let cases: [(&str, i32, &[&str]); 6] = [
        ("--policy grammar", 0, &[]),
        (
            "--policy grammar --warn form-scheme-case",
            0,
            &["form-scheme-case 1:1"],
        ),
        (
            "--policy grammar -W form-scheme-case --deny warnings",
            1,
            &["form-scheme-case 1:1"],
        ),
        // A code's setting beats its group's, whatever the order.
        (
            "--policy grammar --allow form-scheme-case --deny form",
            0,
            &[],
        ),
        (
            "--policy http-client --allow form",
            1,
            &["scheme-not-allowed 2:1"],
        ),
        (
            "--policy grammar --deny scheme-not-allowed --schemes http,https",
            1,
            &["scheme-not-allowed 2:1"],
        ),
    ];
    for (flags, status, expected) in cases {
        let mut args = vec!["--format", "json"];
        args.extend(flags.split(' '));
        let out = run_stdin(&args, input);
        assert_eq!(
            (out.status, out.codes()),
            (status, expected.iter().map(|e| (*e).to_owned()).collect()),
            "{flags}"
        );
    }
    let out = run_stdin(&["--deny", "form-defualt-port"], input);
    assert_eq!(out.status, 2);
    assert_eq!(
        out.stderr,
        "error: invalid `--deny`: unknown code or group `form-defualt-port`; did you mean `form-default-port`?\n"
    );
    let out = run_stdin(&["--policy", "strikt"], input);
    assert_eq!(out.status, 2);
    assert_text(&out.stderr, Text::Contains("strict"));
}

#[test]
fn fix_rewrites_files_and_dry_run_prints_a_diff() {
    let dir = scratch("fix");
    let lines = "HTTP://example.org/a\nHTTP://example.org/b c\nhttp://example.org/\u{202E}\nHTTP://example.org/\u{202E}\n";
    fs::write(dir.join("links.urls"), lines).unwrap();
    fs::write(
        dir.join("doc.json"),
        "{\"a\": \"HTTP://example.org/\\u00e9\"}\n",
    )
    .unwrap();
    let args = [
        "--policy",
        "grammar",
        "--advise",
        "form-scheme-case",
        "--show-advice",
        "--deny",
        "bidi-formatting",
        "--fix",
    ];
    let mut dry = args.to_vec();
    dry.extend(["--dry-run", "links.urls", "doc.json"]);
    let out = run_in(&dir, &dry);
    assert_eq!(
        out.stdout,
        "--- a/links.urls\n+++ b/links.urls\n@@ -1 +1 @@\n-HTTP://example.org/a\n+http://example.org/a\n\
         --- a/doc.json\n+++ b/doc.json\n@@ -1 +1 @@\n-{\"a\": \"HTTP://example.org/\\u00e9\"}\n+{\"a\": \"http://example.org/\\u00e9\"}\n"
    );
    // Left to fix: the grammar error and the two bidi errors; the case
    // of line 4 is left beside its bidi error, which has no fix.
    assert_eq!(
        out.stderr,
        "checked 5 IRIs in 2 files: 3 errors, 0 warnings, 1 advice; 2 findings to fix; left 1 \
         fix alone: 1 beside a finding without a fix\n"
    );
    assert_eq!(out.status, 1);
    assert_eq!(fs::read_to_string(dir.join("links.urls")).unwrap(), lines);
    // In place: an IRI with an error without a fix is left alone.
    let mut fix = args.to_vec();
    fix.extend(["--format", "json", "links.urls", "doc.json"]);
    let out = run_in(&dir, &fix);
    assert_eq!(
        fs::read_to_string(dir.join("links.urls")).unwrap(),
        "http://example.org/a\nHTTP://example.org/b c\nhttp://example.org/\u{202E}\nHTTP://example.org/\u{202E}\n"
    );
    assert_eq!(
        fs::read_to_string(dir.join("doc.json")).unwrap(),
        "{\"a\": \"http://example.org/\\u00e9\"}\n"
    );
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 2:21",
            "bidi-formatting 3:20",
            "form-scheme-case 4:1",
            "bidi-formatting 4:20",
        ]
    );
    assert_text(
        &out.stderr,
        Text::EndsWith("; fixed 2 findings; left 1 fix alone: 1 beside a finding without a fix\n"),
    );
    // Nothing left that a fix can do.
    let out = run_in(&dir, &fix);
    assert_text(&out.stderr, Text::Contains("; fixed 0 findings;"));
    // Standard input has no file to write.
    let out = run_stdin(&["--fix"], b"HTTP://a/\n");
    assert_eq!(out.status, 2);
}

#[test]
fn exit_statuses() {
    let clean = run_stdin(&["--policy", "grammar"], b"https://example.org/\n");
    assert_eq!(
        (clean.status, clean.stdout.as_str()),
        (
            0,
            "checked 1 IRI in 1 file: 0 errors, 0 warnings, 0 advice\n"
        )
    );
    let warned = run_stdin(
        &split("--policy grammar --warn form"),
        b"HTTP://example.org/\n",
    );
    assert_eq!(warned.status, 0);
    let denied = run_stdin(
        &split("--policy grammar --warn form --deny warnings"),
        b"HTTP://example.org/\n",
    );
    assert_eq!(denied.status, 1);
    let error = run_stdin(&["--policy", "grammar"], b"http://example.org/ \n x\n");
    assert_eq!(error.status, 1);
    let usage = run(&["--frobnicate"]);
    assert_eq!(usage.status, 2);
    let usage = run(&["--dry-run", "links.urls"]);
    assert_eq!(usage.status, 2);
    // A missing file wins over findings, and the others are still checked.
    let missing = run(&split("--policy grammar missing.txt links.urls"));
    assert_eq!(missing.status, 2);
    assert!(
        missing
            .stderr
            .starts_with("error: cannot read `missing.txt`: "),
        "{}",
        missing.stderr
    );
    assert_text(&missing.stdout, Text::Contains("checked 5 IRIs in 1 file"));
}

#[test]
fn bad_input_is_reported_and_the_rest_still_checked() {
    let dir = scratch("bad");
    fs::write(dir.join("empty.txt"), "").unwrap();
    fs::write(dir.join("binary.txt"), b"http://example.org/\0\x01\x02").unwrap();
    let mut latin1 = b"http://example.org/ok\nhttp://example.org/caf".to_vec();
    latin1.extend_from_slice(b"\xe9\nhttp://example.org/a|b\n");
    fs::write(dir.join("latin1.urls"), &latin1).unwrap();
    fs::write(dir.join("latin1.md"), &latin1).unwrap();
    let out = run_in(&dir, &split("--policy grammar --format json empty.txt"));
    assert_eq!((out.status, out.stdout.as_str()), (0, ""));
    assert_eq!(
        out.stderr,
        "checked 0 IRIs in 1 file: 0 errors, 0 warnings, 0 advice\n"
    );
    let out = run_in(&dir, &split("--policy grammar --format json binary.txt"));
    assert_eq!(
        (out.status, out.codes()),
        (0, vec!["input-binary 1:1".to_owned()])
    );
    let out = run_in(
        &dir,
        &split("--policy grammar --format json latin1.urls latin1.md"),
    );
    assert_eq!(
        out.codes(),
        [
            "input-invalid-utf8 2:23",
            "grammar-invalid-character 3:21",
            // Extracting, only the bad byte is skipped.
            "input-invalid-utf8 2:23",
            "grammar-invalid-character 3:21",
        ]
    );
    assert_eq!(out.json()[0]["offset"], 44);
    assert_eq!(
        out.json()[0]["message"],
        "invalid UTF-8 at byte 44; the line is not checked"
    );
    assert_eq!(out.status, 1);
    // Drawn with the bytes replaced, and U+FFFD spelled out.
    let out = run_in(&dir, &["--policy", "grammar", "latin1.urls"]);
    assert_text(
        &out.stdout,
        Text::StartsWith(
            "error[input-invalid-utf8]: invalid UTF-8 at byte 44; the line is not checked\n --> latin1.urls:2:23\n  |\n2 | http://example.org/caf<U+FFFD>\n  |                       ^^^^^^^^\n",
        ),
    );
    // A file that cannot be read: an error naming it, exit status 2.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("nowhere", dir.join("dangling.txt")).unwrap();
        let out = run_in(&dir, &split("--policy grammar dangling.txt empty.txt"));
        assert_eq!(out.status, 2);
        assert!(
            out.stderr
                .starts_with("error: cannot read `dangling.txt`: "),
            "{}",
            out.stderr
        );
        assert_text(&out.stdout, Text::Contains("in 1 file"));
    }
    // In a directory, binary files (and dangling links) are skipped
    // without a word.
    let out = run_in(
        &dir,
        &split("--policy grammar --format json --mode lines ."),
    );
    assert!(!out.stdout.contains("input-binary"), "{}", out.stdout);
    assert_text(&out.stderr, Text::Contains("in 3 files"));
}

#[test]
fn a_line_longer_than_the_limit_is_skipped_while_streaming() {
    // 24 MiB on one line through a pipe: longer than the 16 MiB default.
    let mut input = b"http://example.org/ a\n".to_vec();
    input.resize(input.len() + (24 << 20), b'x');
    input.extend_from_slice(b"\nhttp://example.org/ b\n");
    let out = run_stdin(&split("--policy grammar --format json"), &input);
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 1:20",
            "input-too-long 2:1",
            "grammar-invalid-character 3:20",
        ]
    );
    assert_eq!(out.json()[2]["offset"], (24 << 20) + 22 + 1 + 19);
    // A smaller limit, inside a segment.
    let out = run_stdin(
        &split("--policy grammar --format json --max-line-length 16"),
        b"http://example.org/long\nhttp://a/\n",
    );
    assert_eq!(out.codes(), ["input-too-long 1:1"]);
    assert_eq!(
        out.stderr,
        "checked 1 IRI in 1 file: 1 error, 0 warnings, 0 advice\n"
    );
}

#[test]
fn directories_are_walked_in_order_skipping_hidden_and_unknown_files() {
    let dir = scratch("walk");
    fs::create_dir_all(dir.join("b/.hidden")).unwrap();
    fs::write(dir.join("b/.hidden/x.txt"), "see http://example.org/a|b\n").unwrap();
    fs::write(dir.join("b/z.txt"), "see http://example.org/a|z\n").unwrap();
    fs::write(dir.join("b/a.json"), "[\"http://example.org/ a\"]").unwrap();
    fs::write(
        dir.join("a.txt"),
        "http://example.org/a|b\nprose, not a link\n",
    )
    .unwrap();
    fs::write(dir.join("code.rs"), "// see http://example.org/a|b\n").unwrap();
    let out = run_in(&dir, &split("--policy grammar --format json ."));
    let files: Vec<String> = out
        .json()
        .iter()
        .map(|r| r["file"].as_str().unwrap().to_owned())
        .collect();
    // Rust source is read too (its `//` comments are prose).
    assert_eq!(files, ["./a.txt", "./b/a.json", "./b/z.txt", "./code.rs"]);
    // Found or named, text is prose: its links are checked, not its lines.
    let out = run_in(&dir, &split("--policy grammar --format json a.txt code.rs"));
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 1:21",
            "grammar-invalid-character 1:28"
        ]
    );
    // One IRI per line when asked for.
    let out = run_in(
        &dir,
        &split("--policy grammar --format json --mode lines a.txt"),
    );
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 1:21",
            "grammar-missing-scheme 2:1"
        ]
    );
}

#[test]
fn base_and_kind_choose_the_grammar() {
    let out = run_stdin(
        &split("--policy grammar --format json --kind uri"),
        "http://example.org/é\nhttp://example.org/e\n".as_bytes(),
    );
    assert_eq!(out.codes(), ["grammar-non-ascii 1:20"]);
    let out = run_stdin(
        &split("--policy grammar --format json --base http://example.org/a/"),
        b"b/c\n../d e\nhttp://x/\n",
    );
    assert_eq!(out.codes(), ["grammar-invalid-character 2:5"]);
    assert_eq!(
        out.stderr,
        "checked 3 IRIs in 1 file: 1 error, 0 warnings, 0 advice\n"
    );
    let out = run_stdin(&["--base", "not absolute"], b"a\n");
    assert_eq!(out.status, 2);
    assert!(
        out.stderr
            .starts_with("error: invalid `--base` `not absolute`: "),
        "{}",
        out.stderr
    );
    let out = run_stdin(&split("--base http://a/ --kind leiri"), b"a\n");
    assert_eq!(out.status, 2);
}

/// A file of many segments, checked over several threads: the findings
/// come out in order, at the right lines.
#[test]
fn a_large_generated_file_is_checked_in_order() {
    let dir = scratch("large");
    let mut text = String::new();
    let mut expected = Vec::new();
    for i in 1..=60_000 {
        if i % 997 == 0 {
            let _ = writeln!(text, "http://example.org/{i}/a b");
            let column = format!("http://example.org/{i}/a").len() + 1;
            expected.push(format!("grammar-invalid-character {i}:{column}"));
        } else {
            let _ = writeln!(text, "http://example.org/items/{i}?q=x#frag-{i}");
        }
    }
    assert!(text.len() > 2 << 20, "more than a few segments");
    fs::write(dir.join("large.urls"), &text).unwrap();
    for jobs in ["1", "2", "4"] {
        let out = run_in(
            &dir,
            &[
                "--policy",
                "grammar",
                "--format",
                "json",
                "-j",
                jobs,
                "large.urls",
            ],
        );
        assert_eq!(out.codes(), expected, "with {jobs} threads");
        assert_eq!(
            out.stderr,
            format!(
                "checked 60000 IRIs in 1 file: {} errors, 0 warnings, 0 advice\n",
                expected.len()
            )
        );
    }
}

#[test]
fn help_documents_every_option_and_the_codes_are_listed() {
    let out = run(&["--help"]);
    assert_eq!(out.status, 0);
    for option in [
        "--mode",
        "--kind",
        "--base",
        "--pointer",
        "--format",
        "--color",
        "--policy",
        "--deny",
        "--warn",
        "--advise",
        "--show-advice",
        "--allow",
        "--schemes",
        "--no-manifest",
        "--fix",
        "--dry-run",
        "--max-line-length",
        "--jobs",
        "--no-progress",
        "--quiet",
        "--list-codes",
        "--explain",
        "--help",
        "--version",
        "NO_COLOR",
        "Exit status",
        "JSON OUTPUT",
        "grammar-invalid-character",
        "input-invalid-utf8",
    ] {
        assert!(out.stdout.contains(option), "{option} is not in --help");
    }
    let out = run(&["--list-codes"]);
    assert!(out.stdout.contains("form-scheme-case") && out.stdout.contains("input-too-long"));
    let out = run(&["--explain", "bidi-formatting"]);
    assert_text(&out.stdout, Text::Contains("RFC 3987 section 4.1"));
    assert_eq!(run(&["--explain", "nope"]).status, 2);
}

/// Lines are counted at every line break an editor counts: LF, CR LF and
/// a lone CR, in documents and in the formats read a line at a time.
#[test]
fn every_line_break_counts() {
    let dir = scratch("breaks");
    fs::write(
        dir.join("a.rst"),
        "x\ry https://e.org/a b\r\nz https://e.org/c|d\n",
    )
    .unwrap();
    fs::write(dir.join("a.md"), "x\ry https://e.org/a|b\r\n").unwrap();
    fs::write(dir.join("a.yaml"), "a: x\rb: https://e.org/a|b\n").unwrap();
    let out = run_in(&dir, &split("--format json a.rst a.md a.yaml"));
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 3:18",
            "grammar-invalid-character 2:18",
            "grammar-invalid-character 2:19",
        ]
    );
}

/// A walk reads text as prose: a licence, a Unicode data table, a README
/// whose Rust paths are rustdoc's intra-doc links and a link list give no
/// error; the list, named with `--mode lines`, gives its own.
#[test]
fn a_walk_reads_licences_tables_and_readmes_as_prose() {
    let walk = data().join("walk");
    let out = run(&["--format", "json", walk.to_str().unwrap()]);
    assert_eq!((out.status, out.stdout.as_str()), (0, ""));
    assert_eq!(
        out.stderr,
        "checked 7 IRIs in 4 files: 0 errors, 0 warnings, 0 advice\n"
    );
    let list = walk.join("links.txt");
    let out = run(&[
        "--format",
        "json",
        "--mode",
        "lines",
        list.to_str().unwrap(),
    ]);
    assert_eq!(
        out.codes(),
        [
            "grammar-invalid-character 2:21",
            "grammar-missing-scheme 3:1"
        ]
    );
    // Read as rustdoc does not: the Rust paths are IRIs, and errors.
    let readme = walk.join("README.md");
    let out = run(&[
        "--format",
        "json",
        "--no-intra-doc-links",
        readme.to_str().unwrap(),
    ]);
    assert_eq!(out.codes(), ["grammar-colon-in-first-segment 10:26"]);
}

/// Every fixture of the readers with fixable findings: the findings at
/// the lines and columns of `FILE.expected`; `--fix` writes `FILE.fixed`;
/// and on every fixture, the fixes change only the bytes of IRIs.
#[test]
fn fixes_land_on_the_iris_of_every_fixture() {
    let root = data().join("../../../tests/data/readers");
    let mut checked = 0;
    for dir in ["fixes", "fixtures"] {
        let mut paths: Vec<PathBuf> = fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                !p.extension()
                    .is_some_and(|e| e == "expected" || e == "fixed")
            })
            .collect();
        paths.sort();
        for path in paths {
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            let work = scratch(&format!("fixes-{dir}-{name}"));
            let copy = work.join(&name);
            fs::copy(&path, &copy).unwrap();
            let original = fs::read(&path).unwrap();
            if dir == "fixes" {
                let out = run_in(&work, &["--show-advice", "--format", "json", &name]);
                let expected =
                    fs::read_to_string(path.with_file_name(format!("{name}.expected"))).unwrap();
                // `line:column code` a line.
                let expected: Vec<String> = expected
                    .lines()
                    .map(|l| {
                        let (at, code) = l.split_once(' ').unwrap();
                        format!("{code} {at}")
                    })
                    .collect();
                assert_eq!(out.codes(), expected, "{name}");
            }
            // An RDF term is compared by characters: plain `--fix` leaves
            // it as it is; the fixes are written when asked for.
            let rdf = ["nt", "nq", "ttl", "trig"]
                .iter()
                .any(|e| path.extension().is_some_and(|x| x == *e));
            let mut args = vec!["--show-advice", "--fix", "--quiet", &name];
            if rdf {
                let out = run_in(&work, &args);
                assert!(out.status < 2, "{name}: {}", out.stderr);
                assert_eq!(fs::read(&copy).unwrap(), original, "{name}");
                args.extend(["--fix-terms", ALL_GROUPS]);
            }
            let out = run_in(&work, &args);
            assert!(out.status < 2, "{name}: {}", out.stderr);
            assert!(
                !out.stderr.contains("not written"),
                "{name}: {}",
                out.stderr
            );
            let fixed = fs::read(&copy).unwrap();
            if dir == "fixes" {
                let expected = fs::read(path.with_file_name(format!("{name}.fixed"))).unwrap();
                assert_eq!(
                    String::from_utf8_lossy(&fixed),
                    String::from_utf8_lossy(&expected),
                    "{name}"
                );
            }
            assert_only_iris_changed(&path, &original, &fixed);
            checked += 1;
        }
    }
    assert!(checked >= 39, "{checked}");
}

/// Every group of codes, for `--fix-terms`.
const ALL_GROUPS: &str = "grammar,bidi,unicode,leiri,form,host,scheme,whatwg,constraint,template";

/// Asserts that `fixed` differs from `original` (the file at `path`) only
/// inside the bytes of the IRIs its reader finds: the text between them
/// is the same, in the same number of pieces.
fn assert_only_iris_changed(path: &Path, original: &[u8], fixed: &[u8]) {
    if original == fixed {
        return;
    }
    let format = if path.extension().is_some_and(|e| e == "urls") {
        iri_readers::Format::Lines
    } else {
        iri_readers::Format::from_path(path).unwrap()
    };
    let outside = |bytes: &[u8]| {
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        let doc = iri_readers::read_str(format, &text);
        let mut pieces = Vec::new();
        let mut at = 0;
        for found in &doc.found {
            pieces.push(text[at..found.span.start].to_owned());
            at = found.span.end;
        }
        pieces.push(text[at..].to_owned());
        pieces
    };
    assert_eq!(outside(original), outside(fixed), "{}", path.display());
}

/// The README's example is this command's real output.
#[test]
fn the_readme_example_is_real() {
    let readme = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
        .expect("the workspace README");
    let command = "$ iri-check --mode lines example.txt\n";
    let start = readme.find(command).expect("the example in the README") + command.len();
    let end = start + readme[start..].find("```").expect("the end of the example");
    let out = run(&["--mode", "lines", "example.txt"]);
    assert_eq!(out.status, 1);
    assert_eq!(out.stdout, readme[start..end]);
}

/// The Unicode rules that need data behind features (`security`, on by
/// default in this command) are applied when a policy names them.
#[cfg(feature = "security")]
#[test]
fn the_security_rules_are_applied() {
    // A Cyrillic `а` (U+0430) in a Latin host.
    let out = run_stdin(
        &split("--policy grammar --deny unicode --format json"),
        "http://ex\u{430}mple.org/\n".as_bytes(),
    );
    assert_eq!(
        out.codes(),
        ["unicode-mixed-script 1:8", "unicode-confusable 1:8"],
        "{}",
        out.stderr
    );
    assert_eq!(out.status, 1);
}

/// Thousands of IRIs with findings on one line (minified markup): each
/// is found once, at its column, and the line is read once, not once per
/// finding.
#[test]
fn many_iris_on_one_line_are_each_reported_at_their_column() {
    let dir = scratch("one-line");
    let count = 20_000;
    let mut line = String::from("é ");
    let mut expected = Vec::new();
    for i in 0..count {
        // Each IRI twice: in brackets, and bare (found once more).
        let column = line.chars().count() + 2;
        let _ = write!(line, "<HTTP://example.org/{i}> HTTP://x.example/{i} ");
        expected.push(format!("form-scheme-case 1:{column}"));
        let bare = column + format!("HTTP://example.org/{i}> ").len();
        expected.push(format!("form-scheme-case 1:{bare}"));
    }
    line.push('\n');
    fs::write(dir.join("minified.md"), &line).unwrap();
    let out = run_in(
        &dir,
        &split(
            "--policy grammar --advise form-scheme-case --show-advice --format json minified.md",
        ),
    );
    assert_eq!(out.codes(), expected);
    assert_eq!(
        out.stderr,
        format!(
            "checked {} IRIs in 1 file: 0 errors, 0 warnings, {} advice\n",
            2 * count,
            2 * count
        )
    );
}

/// `--fix` in the text that `--mode extract` reads: HTML attributes and
/// text, Turtle with CRLF line ends, and a file with a byte order mark.
#[test]
fn fix_rewrites_iris_found_inside_text() {
    let dir = scratch("fix-extract");
    let html = "<p>é <a href=\"HTTP://example.org/x\">see</a> HTTP://example.org/y.</p>\n";
    let turtle = "@prefix ex: <HTTP://example.org/> .\r\n<HTTP://a.example/s> ex:p \"x\" .\r\n";
    let listed = "\u{FEFF}HTTP://example.org/\r\nhttp://example.org/ok\r\n";
    fs::write(dir.join("page.html"), html).unwrap();
    fs::write(dir.join("data.ttl"), turtle).unwrap();
    fs::write(dir.join("links.urls"), listed).unwrap();
    let words = "--policy grammar --advise form-scheme-case --show-advice --fix --format json";
    // Turtle's terms are compared by characters: left alone, and said so.
    let out = run_in(&dir, &split(&format!("{words} data.ttl")));
    assert_text(
        &out.stderr,
        Text::EndsWith(
            "; fixed 0 findings; left 2 fixes alone: 2 in IRIs their format compares character by character (RDF, RDFa, JSON-LD, XML namespace names, CSV and TSV data; `--fix-terms` names the codes to fix there)\n",
        ),
    );
    assert_eq!(fs::read_to_string(dir.join("data.ttl")).unwrap(), turtle);
    let out = run_in(
        &dir,
        &split(&format!(
            "{words} --fix-terms form-scheme-case page.html data.ttl links.urls"
        )),
    );
    assert_eq!((out.status, out.stdout.as_str()), (0, ""), "{}", out.stderr);
    assert_text(&out.stderr, Text::EndsWith("; fixed 5 findings\n"));
    assert_eq!(
        fs::read_to_string(dir.join("page.html")).unwrap(),
        html.replace("HTTP", "http")
    );
    assert_eq!(
        fs::read_to_string(dir.join("data.ttl")).unwrap(),
        turtle.replace("HTTP", "http")
    );
    assert_eq!(
        fs::read_to_string(dir.join("links.urls")).unwrap(),
        listed.replace("HTTP", "http")
    );
}

/// The readers' fixtures (`tests/data/readers/fixtures`), through the
/// command: the same errors at the same places as the readers' own test.
#[test]
fn every_format_reports_the_fixtures_errors_where_they_are() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/readers/fixtures");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| !n.ends_with(".expected"))
        .collect();
    names.sort();
    assert!(names.len() >= 20, "{names:?}");
    for name in &names {
        let out = run_in(&dir, &["--format", "json", "--quiet", name]);
        let errors: Vec<String> = out
            .json()
            .iter()
            .filter(|r| r["level"] == "error")
            .map(|r| {
                format!(
                    "{}:{} {}",
                    r["line"],
                    r["column"],
                    r["code"].as_str().unwrap()
                )
            })
            .collect();
        let expected: Vec<String> = if name.contains(".bad.") {
            fs::read_to_string(dir.join(format!("{name}.expected")))
                .unwrap()
                .lines()
                .map(str::to_owned)
                .collect()
        } else {
            Vec::new()
        };
        assert_eq!(errors, expected, "{name}: {}", out.stdout);
        assert_eq!(out.status, i32::from(!expected.is_empty()), "{name}");
    }
}

/// `--fix` in each format: the fixes are written with the format's
/// escapes, and the file still reads (no problem) with nothing left to fix.
#[test]
fn fix_writes_each_format_back_readable() {
    let dir = scratch("fix-formats");
    let files: [(&str, &str, &str); 9] = [
        (
            "a.json",
            "{\"u\": \"HTTP:\\/\\/Example.org\\/%7e\", \"v\": [\"x\"]}\n",
            "\"http:\\/\\/example.org\\/~\"",
        ),
        (
            "a.ttl",
            "<HTTP://Example.org/\\u00E9%7e> <http://x/p> \"HTTP://no/\" .\n",
            "<http://example.org/\\u00E9~>",
        ),
        (
            "a.nt",
            "<HTTP://Example.org/a> <http://x/p> <http://x/o> .\n",
            "<http://example.org/a>",
        ),
        (
            "a.xml",
            "<a href=\"HTTP://Example.org/?a=1&amp;b=%7e\"/>\n",
            "href=\"http://example.org/?a=1&amp;b=~\"",
        ),
        (
            "a.html",
            "<a href=' HTTP://Example.org/%7e '>x</a>\n",
            "href=' http://example.org/~ '",
        ),
        (
            "a.md",
            "[x](HTTP://Example.org/a\\_b%7e) <HTTP://Example.org/>\n",
            "(http://example.org/a\\_b~) <http://example.org/>",
        ),
        (
            "a.toml",
            "u = \"HTTP://Example.org/\\u00E9\"\nv = 'HTTP://Example.org/%7e'\n",
            "v = 'http://example.org/~'",
        ),
        (
            "a.yaml",
            "u: HTTP://Example.org/%7e\nv: 'HTTP://Example.org/it''s'\n",
            "v: 'http://example.org/it''s'",
        ),
        (
            "a.rst",
            "See HTTP://Example.org/%7e/x.\n",
            "See http://example.org/~/x.",
        ),
    ];
    for (name, text, _) in &files {
        fs::write(dir.join(name), text).unwrap();
    }
    let names: Vec<&str> = files.iter().map(|f| f.0).collect();
    // The RDF terms' fixes asked for: written with Turtle's escapes.
    let mut args = vec![
        "--fix",
        "--format",
        "json",
        "--policy",
        "strict",
        "--fix-terms",
        ALL_GROUPS,
    ];
    args.extend(&names);
    let out = run_in(&dir, &args);
    assert!(out.status < 2, "{}", out.stderr);
    for (name, _, expected) in &files {
        let fixed = fs::read_to_string(dir.join(name)).unwrap();
        assert!(fixed.contains(expected), "{name}: {fixed}");
        // The format still reads, and nothing fixable is left.
        let again = run_in(
            &dir,
            &[
                "--format",
                "json",
                "--policy",
                "strict",
                "--fix-terms",
                ALL_GROUPS,
                name,
            ],
        );
        assert!(
            again
                .json()
                .iter()
                .all(|r| !r["code"].as_str().unwrap().starts_with("input-") && r["fix"].is_null()),
            "{name}: {}",
            again.stdout
        );
    }
    let json: Value =
        serde_json::from_str(&fs::read_to_string(dir.join("a.json")).unwrap()).unwrap();
    assert_eq!(json["u"], "http://example.org/~");
}

/// A literal holding U+0000 as it is (which N-Triples and Turtle allow)
/// does not make the file binary; the IRIs around it are checked.
#[test]
fn turtle_literals_may_hold_nul() {
    let dir = scratch("nul");
    fs::write(
        dir.join("a.nt"),
        b"<http://example.org/s> <http://example.org/p> \"a\0b\" .\n<http://example.org/a b> <http://example.org/p> \"x\" .\n",
    )
    .unwrap();
    let out = run_in(&dir, &split("--policy grammar --format json a.nt"));
    assert_eq!(out.codes(), ["grammar-invalid-character 2:22"]);
}

/// A Markdown `<…>` destination with a space: renderers percent-encode it,
/// so the LEIRI character is advice at most (a warning by default
/// elsewhere); `--kind` asks for the strict grammar.
#[test]
fn markdown_angle_destinations_with_spaces_are_advice() {
    let dir = scratch("md-angle");
    fs::write(dir.join("a.md"), "[x](<http://example.org/a b>)\n").unwrap();
    let out = run_in(&dir, &split("--show-advice --format json a.md"));
    let records = out.json();
    assert_eq!(out.codes(), ["leiri-character 1:26"]);
    assert_eq!(records[0]["level"], "advice");
    assert_eq!(out.status, 0);
    let out = run_in(&dir, &split("--format json --kind reference a.md"));
    assert_eq!(out.codes(), ["grammar-invalid-character 1:26"]);
}

/// One thread (no pool) writes what several do, in the same order.
#[test]
fn one_thread_gives_the_same_output() {
    let many = run(&split(
        "--policy grammar --advise form --format json data.ttl data.nt page.html notes.md doc.json",
    ));
    let one = run(&split(
        "--policy grammar --advise form --format json -j 1 data.ttl data.nt page.html notes.md doc.json",
    ));
    assert!(!many.stdout.is_empty());
    assert_eq!(many.stdout, one.stdout);
}

#[test]
fn templates_where_the_format_marks_them_are_checked_as_templates() {
    let dir = scratch("templates");
    // HAL (`templated: true`), JSON Hyper-Schema (`links[].href`), OpenAPI
    // (`servers[].url`): their braces are expressions; a malformed
    // expression or bad literal text is reported, as a template.
    fs::write(
        dir.join("api.json"),
        concat!(
            "{\"_links\": {\"find\": {\"href\": \"/orders{?id}\", \"templated\": true},\n",
            "\"bad\": {\"href\": \"/orders/{id\", \"templated\": true}},\n",
            "\"links\": [{\"href\": \"https://example.org/things/{id}\"}, {\"href\": \"/a b/{x}\"}],\n",
            "\"servers\": [{\"url\": \"https://{env}.example.org/v1\"}, {\"url\": \"https://example.org/{!x}\"}]}\n",
        ),
    )
    .unwrap();
    fs::write(
        dir.join("openapi.yaml"),
        "servers:\n  - url: https://{env}.example.org/{version}\n  - url: https://example.org/{x\n",
    )
    .unwrap();
    let out = run_in(&dir, &split("--format json api.json"));
    assert_eq!(
        out.codes(),
        [
            "template-unclosed-expression 2:26",
            "template-invalid-literal 3:68",
            "template-reserved-operator 4:84",
        ],
        "{}",
        out.stdout
    );
    let out = run_in(&dir, &split("--format json openapi.yaml"));
    assert_eq!(
        out.codes(),
        ["template-unclosed-expression 3:30"],
        "{}",
        out.stdout
    );
    assert_eq!(out.status, 1);
}

/// Advice is for those who ask (issue 21): by default it is counted in the
/// summary, human and JSON, but not printed, and `--fix` leaves it alone;
/// `--show-advice` prints it and fixes it. `https://api.example.org`
/// (`form-empty-path`) is the most common way to write a base URL.
#[test]
fn advice_is_counted_and_shown_when_asked() {
    let input = b"https://api.example.org\nhttp://example.org/a b\n";
    let out = run_stdin(&["-"], input);
    assert_eq!(out.status, 1);
    assert!(!out.stdout.contains("advice["), "{}", out.stdout);
    assert_text(
        &out.stdout,
        Text::EndsWith(
            "checked 2 IRIs in 1 file: 1 error, 0 warnings, 1 advice (shown with --show-advice)\n",
        ),
    );
    let out = run_stdin(&["--format", "json", "-"], input);
    assert_eq!(out.codes(), ["grammar-invalid-character 2:21"]);
    assert_eq!(
        out.stderr,
        "checked 2 IRIs in 1 file: 1 error, 0 warnings, 1 advice (shown with --show-advice)\n"
    );
    let out = run_stdin(&["--show-advice", "--format", "json", "-"], input);
    assert_eq!(
        out.codes(),
        ["form-empty-path 1:24", "grammar-invalid-character 2:21"]
    );
    assert_eq!(out.json()[0]["level"], "advice");
    assert_eq!(
        out.stderr,
        "checked 2 IRIs in 1 file: 1 error, 0 warnings, 1 advice\n"
    );
    // `--warn` raises a code to a warning, printed without the flag.
    let out = run_stdin(
        &["--warn", "form-empty-path", "--format", "json", "-"],
        input,
    );
    assert_eq!(
        out.codes(),
        ["form-empty-path 1:24", "grammar-invalid-character 2:21"]
    );
    // `--fix` fixes what is printed: hidden advice stays as written.
    let dir = scratch("quiet-advice");
    fs::write(dir.join("links.urls"), "https://api.example.org\n").unwrap();
    let out = run_in(&dir, &split("--fix links.urls"));
    assert_eq!(out.status, 0);
    assert_eq!(
        fs::read_to_string(dir.join("links.urls")).unwrap(),
        "https://api.example.org\n"
    );
    let out = run_in(&dir, &split("--fix --show-advice links.urls"));
    assert_eq!(out.status, 0);
    assert_eq!(
        fs::read_to_string(dir.join("links.urls")).unwrap(),
        "https://api.example.org/\n"
    );
}
