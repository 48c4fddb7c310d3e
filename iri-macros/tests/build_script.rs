//! The build script's choice of whether to narrow error spans
//! (`Literal::subspan`, nightly only), tested without a nightly compiler: the
//! compiler's version and the probe are given.

#[allow(dead_code, reason = "the build script's `main` is not called here")]
#[path = "../build.rs"]
mod build_script;

use build_script::{NO_SUBSPAN, narrows_spans};

const NIGHTLY: &str = "rustc 1.97.0-nightly (0123456789 2026-06-01)";
const STABLE: &str = "rustc 1.95.0 (59807616e 2026-04-14)";

#[test]
fn the_variable_turns_narrowing_off_whatever_the_compiler() {
    for bootstrap in [false, true] {
        let narrow = narrows_spans(
            true,
            bootstrap,
            || panic!("the version is not needed when {NO_SUBSPAN} is set"),
            || panic!("the probe is not needed when {NO_SUBSPAN} is set"),
        );
        assert!(!narrow);
    }
}

#[test]
fn nightly_narrows_when_the_probe_compiles() {
    assert!(narrows_spans(false, false, || NIGHTLY.into(), || true));
    assert!(!narrows_spans(false, false, || NIGHTLY.into(), || false));
    assert!(narrows_spans(
        false,
        false,
        || "rustc 1.97.0-dev".into(),
        || true
    ));
}

#[test]
fn stable_never_probes_unless_bootstrapped() {
    let narrow = narrows_spans(
        false,
        false,
        || STABLE.into(),
        || panic!("no probe on stable"),
    );
    assert!(!narrow);
    assert!(narrows_spans(false, true, || STABLE.into(), || true));
    // A `RUSTC_BOOTSTRAP` that does not cover the probe (`-1`, another crate).
    assert!(!narrows_spans(false, true, || STABLE.into(), || false));
}
