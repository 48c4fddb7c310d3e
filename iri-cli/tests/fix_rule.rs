//! `--fix` writes the IRI the author meant, or nothing (issue 38): the
//! built `iri-check` on files made here, with the default policy and
//! `--policy rdf`, with and without `--show-advice`.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("fix-rule-{name}-{n}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the command in `dir`; its summary line (on standard output, in
/// the human format), after the findings.
fn run_in(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_iri-check"))
        .args(args)
        .arg("--no-manifest")
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.code().is_some_and(|c| c < 2), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The four ways to ask for fixes.
const RUNS: [&[&str]; 4] = [
    &["--fix"],
    &["--fix", "--show-advice"],
    &["--fix", "--policy", "rdf"],
    &["--fix", "--show-advice", "--policy", "rdf"],
];

/// Writes `files` in a fresh directory and runs each of [`RUNS`] over
/// it; the text of each file after each run.
fn fixed_by_each_run(name: &str, files: &[(&str, &str)]) -> Vec<Vec<String>> {
    RUNS.iter()
        .map(|run| {
            let dir = scratch(name);
            for (file, text) in files {
                fs::write(dir.join(file), text).unwrap();
            }
            let mut args = run.to_vec();
            args.push(".");
            run_in(&dir, &args);
            files
                .iter()
                .map(|(file, _)| fs::read_to_string(dir.join(file)).unwrap())
                .collect()
        })
        .collect()
}

/// Asserts that no run of [`RUNS`] changes a byte of `files`.
fn assert_left_by_every_run(name: &str, files: &[(&str, &str)]) {
    for (fixed, run) in fixed_by_each_run(name, files).iter().zip(RUNS) {
        for ((file, text), after) in files.iter().zip(fixed) {
            assert_eq!(after, text, "{file} after {run:?}");
        }
    }
}

#[test]
fn prose_iris_whose_meaning_is_unknown_are_left_as_written() {
    // A scheme written twice: the empty port's fix would make
    // `http://http//www…`, no more the IRI meant. A link cut at a space:
    // the empty path's fix would write `http://exa/ mple.org/`.
    let prose = "Log in at http://http://www.examplebank.com/login today.\n\
                 Or http://exa mple.org/ for more.\n";
    assert_left_by_every_run("prose", &[("notes.txt", prose)]);
    // Beside them, a fix that keeps what the IRI names is written.
    let dir = scratch("prose-fixed");
    fs::write(
        dir.join("notes.txt"),
        format!("{prose}See HTTP://example.org/a.\n"),
    )
    .unwrap();
    let stderr = run_in(&dir, &["--fix", "--show-advice", "notes.txt"]);
    assert_eq!(
        fs::read_to_string(dir.join("notes.txt")).unwrap(),
        format!("{prose}See http://example.org/a.\n")
    );
    assert!(
        stderr.ends_with(
            "; fixed 1 finding; left 2 fixes alone: 1 beside a finding without a fix, 1 in \
             links whose end is a guess\n"
        ),
        "{stderr}"
    );
}

#[test]
fn text_outside_a_host_keeps_its_normalization_form() {
    // rdf-tests' reports link a file by a name in NFD (`o` with its marks
    // apart); on a server that compares names by bytes the NFC form is
    // another file. The NFC form is suggested, never written; in a host,
    // which IDNA looks up in NFC, it is fixed.
    let page = "<a href='Chelo\u{331}\u{301}na-earl.ttl'>report</a>\n";
    let notes = "[report](Chelo\u{331}\u{301}na-earl.ttl)\n";
    assert_left_by_every_run("nfd", &[("a.html", page), ("b.md", notes)]);
    let dir = scratch("nfd-host");
    let host = "See http://cafe\u{301}.example/ today.\n";
    fs::write(dir.join("notes.txt"), host).unwrap();
    run_in(&dir, &["--fix", "notes.txt"]);
    assert_eq!(
        fs::read_to_string(dir.join("notes.txt")).unwrap(),
        "See http://caf\u{e9}.example/ today.\n"
    );
}

/// IRIs that a normalization would rewrite: a dot segment, an uppercase
/// host, a percent-encoded `~`, an uppercase scheme, an empty path.
const TERMS: [&str; 5] = [
    "http://a/bb/ccc/./d;p?y",
    "http://EXAMPLE.org/p",
    "http://example.org/%7e",
    "HTTP://example.org/q",
    "https://pending.schema.org",
];

#[test]
fn rdf_terms_keep_every_character() {
    let (mut nt, mut nq) = (String::new(), String::new());
    for t in TERMS {
        writeln!(nt, "<{t}> <http://example.org/p> <{t}> .").unwrap();
        writeln!(nq, "<{t}> <http://example.org/p> \"o\" <{t}> .").unwrap();
    }
    let ttl = format!(
        "@base <{}> .\n@prefix ex: <{}> .\n<{}> ex:p <{}> .\n",
        TERMS[0], TERMS[1], TERMS[2], TERMS[3]
    );
    let trig = format!(
        "<{}> {{ <{}> <{}> <{}> . }}\n",
        TERMS[4], TERMS[0], TERMS[1], TERMS[2]
    );
    let files = [
        ("a.nt", nt.as_str()),
        ("a.nq", nq.as_str()),
        ("a.ttl", ttl.as_str()),
        ("a.trig", trig.as_str()),
    ];
    for (after, run) in fixed_by_each_run("rdf", &files).iter().zip(RUNS) {
        for ((name, before), after) in files.iter().zip(after) {
            assert_eq!(after, before, "{name} {run:?}");
        }
    }
    // Said once, counted by reason.
    let dir = scratch("rdf-summary");
    for (file, text) in &files {
        fs::write(dir.join(file), text).unwrap();
    }
    let stderr = run_in(&dir, &["--fix", "--policy", "rdf", "."]);
    assert_eq!(stderr.matches("left").count(), 1, "{stderr}");
    assert!(
        stderr.contains("in IRIs their format compares character by character"),
        "{stderr}"
    );
}

#[test]
fn jsonld_and_xml_namespace_names_keep_every_character() {
    let jsonld = format!(
        "{{\"@context\": {{\"@base\": \"{}\", \"ex\": \"{}\"}}, \"@id\": \"{}\", \"ex:p\": {{\"@id\": \"{}\"}}}}\n",
        TERMS[0], TERMS[1], TERMS[2], TERMS[3]
    );
    let rdf_xml = format!(
        "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:ex=\"{}\">\n\
         <rdf:Description rdf:about=\"{}\"><ex:p rdf:resource=\"{}\"/></rdf:Description>\n</rdf:RDF>\n",
        TERMS[1], TERMS[0], TERMS[2]
    );
    let xml = format!("<doc xmlns=\"{}\" xmlns:b=\"{}\"/>\n", TERMS[3], TERMS[4]);
    let files = [
        ("a.jsonld", jsonld.as_str()),
        ("a.rdf", rdf_xml.as_str()),
        ("b.xml", xml.as_str()),
    ];
    for (after, run) in fixed_by_each_run("jsonld", &files).iter().zip(RUNS) {
        for ((name, before), after) in files.iter().zip(after) {
            assert_eq!(after, before, "{name} {run:?}");
        }
    }
}

#[test]
fn fix_terms_rewrites_the_codes_named() {
    let dir = scratch("fix-terms");
    let nt = format!("<{}> <{}> <{}> .\n", TERMS[0], TERMS[1], TERMS[2]);
    fs::write(dir.join("a.nt"), &nt).unwrap();
    let stderr = run_in(
        &dir,
        &[
            "--fix",
            "--policy",
            "rdf",
            "--fix-terms",
            "form-host-case,form-dot-segments",
            "a.nt",
        ],
    );
    assert_eq!(
        fs::read_to_string(dir.join("a.nt")).unwrap(),
        "<http://a/bb/ccc/d;p?y> <http://example.org/p> <http://example.org/%7e> .\n"
    );
    assert!(
        stderr.contains("; fixed 2 findings; left 1 fix alone"),
        "{stderr}"
    );
    // A group names all its codes.
    let stderr = run_in(
        &dir,
        &["--fix", "--policy", "rdf", "--fix-terms", "form", "a.nt"],
    );
    assert_eq!(
        fs::read_to_string(dir.join("a.nt")).unwrap(),
        "<http://a/bb/ccc/d;p?y> <http://example.org/p> <http://example.org/~> .\n"
    );
    assert!(stderr.ends_with("; fixed 1 finding\n"), "{stderr}");
    // In prose, RFC 3986's equivalences are fixes as before.
    fs::write(dir.join("a.md"), format!("See {} now.\n", TERMS[1])).unwrap();
    run_in(&dir, &["--fix", "--show-advice", "a.md"]);
    assert_eq!(
        fs::read_to_string(dir.join("a.md")).unwrap(),
        "See http://example.org/p now.\n"
    );
}

/// The peak resident memory of `iri-check` over `files` generated files,
/// in kibibytes, as the kernel reports it to the parent that waits for
/// the process (`ru_maxrss` of `wait4`, which GNU time prints as `%M`).
fn peak_rss(files: usize) -> u64 {
    let dir = scratch(&format!("memory-{files}"));
    for i in 0..files {
        let sub = dir.join(format!("d{}", i % 50));
        fs::create_dir_all(&sub).unwrap();
        fs::write(
            sub.join(format!("f{i}.md")),
            format!("# {i}\n\nSee HTTP://Example.org/{i}/./a and http://example.org/%7e{i}.\n"),
        )
        .unwrap();
    }
    let out = Command::new("/usr/bin/time")
        .args(["-f", "%M", env!("CARGO_BIN_EXE_iri-check")])
        .args([
            "--no-manifest",
            "--show-advice",
            "-j",
            "2",
            "--format",
            "json",
            ".",
        ])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    let _ = fs::remove_dir_all(&dir);
    stderr
        .lines()
        .last()
        .and_then(|l| l.trim().parse().ok())
        .unwrap_or_else(|| panic!("no peak in {stderr}"))
}

#[test]
fn peak_memory_does_not_grow_with_the_number_of_files() {
    assert!(
        Path::new("/usr/bin/time").exists(),
        "the memory test needs GNU time at /usr/bin/time"
    );
    let small = peak_rss(500);
    let large = peak_rss(5_000);
    #[allow(clippy::cast_precision_loss, reason = "a ratio to print")]
    let ratio = large as f64 / small as f64;
    println!("peak RSS: {small} KiB for 500 files, {large} KiB for 5,000 ({ratio:.2} times)");
    assert!(
        large * 4 <= small * 5,
        "peak RSS {large} KiB for 5,000 files, {small} KiB for 500"
    );
}

#[test]
fn rdfa_terms_and_cut_links_of_every_reader_are_left_as_written() {
    // An RDFa element's `href` is an RDF term (w3c/json-ld-api: the fix
    // wrote `http://www.milowski.com/#alex`); a bare link cut at a space
    // in Markdown, HTML or a JSON string has a guessed end.
    let html = "<p>see http://exa mple.org/ now</p>\n\
                <a href=\"http://www.milowski.com#alex\" property=\"schema:author\">Alex</a>\n";
    let markdown = "See http://exa mple.org/ now.\n";
    let json = "{\"note\": \"see http://exa mple.org/ now\"}\n";
    let files = [("a.html", html), ("a.md", markdown), ("a.json", json)];
    for (after, run) in fixed_by_each_run("rdfa", &files).iter().zip(RUNS) {
        for ((name, before), after) in files.iter().zip(after) {
            assert_eq!(after, before, "{name} {run:?}");
        }
    }
    // The same link without RDFa is fixed (the empty path is advice).
    let dir = scratch("rdfa-plain");
    fs::write(
        dir.join("a.html"),
        "<a href=\"http://www.milowski.com#alex\">Alex</a>\n",
    )
    .unwrap();
    run_in(&dir, &["--fix", "--show-advice", "a.html"]);
    assert_eq!(
        fs::read_to_string(dir.join("a.html")).unwrap(),
        "<a href=\"http://www.milowski.com/#alex\">Alex</a>\n"
    );
}

#[test]
fn the_values_of_a_data_table_keep_every_character() {
    // schema.org's release tables name the terms of its RDF files: a `/`
    // added to `http://pending.schema.org` made the table and the RDF
    // disagree.
    let csv = "\"id\",\"isPartOf\"\n\"http://schema.org/A\",\"http://pending.schema.org\"\n\
               \"http://schema.org/B\",\"HTTP://Example.org/a\"\n";
    let tsv = "id\tisPartOf\nhttp://schema.org/A\thttp://pending.schema.org\n";
    assert_left_by_every_run("table", &[("t.csv", csv), ("t.tsv", tsv)]);
    // Asked for, a normalization is written there too.
    let dir = scratch("table-asked");
    fs::write(dir.join("t.csv"), csv).unwrap();
    run_in(
        &dir,
        &["--fix", "--show-advice", "--fix-terms", "form", "t.csv"],
    );
    assert!(
        fs::read_to_string(dir.join("t.csv"))
            .unwrap()
            .contains("\"http://example.org/a\""),
        "{}",
        fs::read_to_string(dir.join("t.csv")).unwrap()
    );
}
