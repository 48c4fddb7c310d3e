//! Compile-fail and compile-pass cases of the macros, run with trybuild.
//! See `ui-tests/README.md` for how to regenerate the `.stderr` files.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/fail/*/*.rs");
    cases.pass("tests/pass/*.rs");
}
