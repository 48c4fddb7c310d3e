//! Compile-fail and compile-pass cases of the macros, run with trybuild.
//! See `ui-tests/README.md` for how to regenerate the `.stderr` files.

use std::env;
use std::process::{Command, Stdio};

/// Read by `iri-macros/build.rs`: set, it leaves out the nightly-only
/// narrowing of error spans, so the `.stderr` files hold on every toolchain.
const NO_SUBSPAN: &str = "IRI_MACROS_NO_SUBSPAN";

#[test]
fn ui() {
    if env::var_os(NO_SUBSPAN).is_none() {
        // trybuild's cargo inherits this process's environment, but setting a
        // variable in a running process is `unsafe` (forbidden here): run this
        // test again in a child process that has it.
        let exe = env::current_exe().expect("the test binary's path");
        let child = Command::new(exe)
            .args(["ui", "--exact", "--nocapture", "--test-threads=1"])
            .env(NO_SUBSPAN, "1")
            // trybuild reports on stderr, as it does when run directly; the
            // child's test summary on stdout is shown only on failure.
            .stderr(Stdio::inherit())
            .output()
            .expect("the test binary runs again");
        assert!(
            child.status.success(),
            "the ui cases failed with {NO_SUBSPAN}=1 (see above)\n{}",
            String::from_utf8_lossy(&child.stdout)
        );
        return;
    }
    copy_vocabularies();
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/fail/*/*.rs");
    cases.pass("tests/pass/*.rs");
}

/// Copies the vocabularies of `tests/data/vocab` into trybuild's project
/// directory (`target/tests/trybuild/iri-ui-tests`), whose manifest the
/// cases' `vocabulary!(… from "vocab/…")` paths are relative to, as a
/// user's are to their crate's.
fn copy_vocabularies() {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/vocab");
    let to = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("../tests/trybuild/iri-ui-tests/vocab");
    copy_dir(&from, &to);
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).expect("trybuild's project directory is writable");
    for entry in std::fs::read_dir(from).expect("tests/data/vocab") {
        let entry = entry.expect("a directory entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("a file type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("a vocabulary copied");
        }
    }
}
