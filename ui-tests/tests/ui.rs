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
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/fail/*/*.rs");
    cases.pass("tests/pass/*.rs");
}
