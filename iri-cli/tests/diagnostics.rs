//! Every code of the one code table, as `iri-check` reports it: the
//! records of `tests/data/diagnostics.jsonl` (see
//! `tests/src/diagnostic_records.rs`), checked by the built binary in
//! JSON mode (each input a JSON string, so that any character can be one),
//! must give the message of `iri-core`'s renderer — the same one that
//! `Display` (the tests crate) and the macros (`iri-macros`) give — in the
//! human output's title and in the JSON output's `message`, with the same
//! rule and fix; and `--explain` must explain every code.
//!
//! The records `iri-check` cannot report are left out, and counted: the
//! errors only building reports (`build`), the constraints of static
//! types, grammars without a `--kind` (`absolute-URI`), and the records
//! whose features this build lacks.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use iri_checker::Code;
use iri_tests::diagnostic_records::{DiagnosticRecord, Made, data_file, read};
use serde_json::Value;

/// The `--kind` of a grammar, when there is one.
fn kind(grammar: &str) -> Option<&'static str> {
    Some(match grammar {
        "IRI" => "iri",
        "IRI-reference" => "reference",
        "URI" => "uri",
        "URI-reference" => "uri-reference",
        "LEIRI" => "leiri",
        "LEIRI-reference" => "leiri-reference",
        _ => return None,
    })
}

/// The records `iri-check` reports, grouped by their kind and policy,
/// with what `iri-core` makes of each.
type Groups = BTreeMap<(&'static str, String), Vec<(DiagnosticRecord, Made)>>;

fn groups() -> Groups {
    let mut groups = Groups::new();
    let mut left_out = Vec::new();
    for record in read(&data_file(env!("CARGO_MANIFEST_DIR"))) {
        let kind = kind(record.grammar_name());
        let reported = !record.is_built()
            && !record.is_constraint()
            && record.template().is_none()
            && record.compile_time().is_none()
            && record.unreachable().is_none()
            && record
                .features()
                .into_iter()
                .all(|f| iri_tests::feature_enabled!(f));
        let Some(kind) = kind.filter(|_| reported) else {
            left_out.push(record.code.name());
            continue;
        };
        let made = record
            .make()
            .unwrap_or_else(|e| panic!("{}: {e}", record.label()))
            .expect("a reachable record");
        let policy = record.policy_text().unwrap_or_default().to_owned();
        groups
            .entry((kind, policy))
            .or_default()
            .push((record, made));
    }
    println!("left out: {left_out:?}");
    groups
}

/// A directory with a manifest holding `policy`, and the group's inputs
/// as JSON Lines (`{"v": input}`), one per record.
fn write_group(n: usize, policy: &str, records: &[(DiagnosticRecord, Made)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("diagnostics-{n}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[workspace]\n\n[package]\nname = \"records\"\n\n[package.metadata.iri]\n{policy}\n"
        ),
    )
    .unwrap();
    let mut lines = String::new();
    for (_, made) in records {
        lines.push_str(&serde_json::json!({ "v": made.value() }).to_string());
        lines.push('\n');
    }
    fs::write(dir.join("records.json"), lines).unwrap();
    dir
}

/// `iri-check` in `dir` on its records, with `args`.
fn run(dir: &Path, kind: &str, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_iri-check"))
        .args([
            "--mode",
            "json",
            "--pointer",
            "/v",
            "--kind",
            kind,
            "--color",
            "never",
        ])
        .args(["--no-progress"])
        .args(args)
        .arg("records.json")
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(output.status.code().is_some_and(|s| s < 2), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn iri_check_says_the_message_of_every_code_it_reports() {
    let mut checked = 0;
    for (n, ((kind, policy), records)) in groups().iter().enumerate() {
        let dir = write_group(n, policy, records);
        // Every record, advice too: `--show-advice`.
        let json: Vec<Value> = run(&dir, kind, &["--show-advice", "--format", "json"])
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        let human = run(&dir, kind, &["--show-advice", "--format", "human"]);
        let human: Vec<&str> = human.lines().collect();
        for (line, (record, made)) in records.iter().enumerate() {
            let label = record.label();
            let line = line + 1;
            let finding = made.finding();
            let message = finding.message().to_string();
            // JSON: the record of this finding, with the renderer's words.
            let found = json.iter().find(|r| {
                r["line"] == line
                    && r["code"] == record.code.name()
                    && r["span"]["start"] == finding.span().start
            });
            let found = found.unwrap_or_else(|| panic!("{label}: not in {json:#?}"));
            assert_eq!(found["message"], message.as_str(), "{label}");
            assert_eq!(found["level"], finding.level().name(), "{label}");
            let rule = finding.explanation().map(|e| e.to_string());
            assert_eq!(found["rule"].as_str(), rule.as_deref(), "{label}");
            let fix = finding.fix(made.value());
            assert_eq!(
                found["fix"]["replacement"].as_str(),
                fix.as_ref().map(iri_checker::Fix::replacement),
                "{label}"
            );
            // Human: the title of this finding, at its line.
            let title = format!(
                "{}[{}]: {message}",
                finding.level().name(),
                record.code.name()
            );
            let at = format!("--> records.json:{line}:");
            let drawn = human
                .windows(2)
                .any(|pair| pair[0] == title && pair[1].trim_start().starts_with(&at));
            assert!(drawn, "{label}: no {title:?} at {at}\n{}", human.join("\n"));
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked} records checked");
}

#[test]
fn explain_knows_every_code() {
    for &code in Code::ALL {
        let output = Command::new(env!("CARGO_BIN_EXE_iri-check"))
            .args(["--explain", code.name()])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0), "{code}");
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(text.starts_with(&format!("{code} ({} group, ", code.group())));
        assert!(text.contains(code.summary()), "{code}: {text}");
        assert!(text.contains(code.rule()), "{code}: {text}");
        if let Some(help) = code.help() {
            assert!(text.contains(help), "{code}: {text}");
        }
    }
    let output = Command::new(env!("CARGO_BIN_EXE_iri-check"))
        .arg("--list-codes")
        .output()
        .unwrap();
    let list = String::from_utf8(output.stdout).unwrap();
    for &code in Code::ALL {
        assert!(
            list.lines()
                .any(|l| l.trim_start().starts_with(&format!("{code} "))),
            "{code} is not listed"
        );
    }
}
