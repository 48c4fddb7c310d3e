//! `iri-core`, `iri-checker` and `iri-template` without their `std`
//! features need no standard library, with every feature that does not turn `std` on
//! (`http`, `oxrdf` and `sophia` do): a
//! `no_std` crate defining its own panic handler checks against it, which
//! the compiler refuses (a duplicate lang item, E0152) as soon as anything
//! in the dependency graph links `std`. The same crate with `std` on is
//! refused, so the probe is known to see it.
//!
//! The probe is written under the test's temporary directory and checked
//! with cargo (with this workspace's lock file, in a target directory of
//! its own; see `iri_tests::probe`).

use std::path::Path;

use iri_tests::probe::{Probe, path_of};

/// The features of `iri-core` that must not need `std`.
const FEATURES: &str = r#""nfc", "serde", "idna", "url""#;
/// The features of `iri-checker` that must not need `std`.
const CHECKER_FEATURES: &str = r#""nfc", "bidi", "security", "idna""#;

/// The probe crate, in a fresh directory.
fn probe() -> Probe {
    let dependencies = format!(
        "iri-core = {{ {core}, default-features = false, features = [{FEATURES}] }}\n\
         iri-checker = {{ {checker}, default-features = false, features = [{CHECKER_FEATURES}] }}\n\
         iri-template = {{ {template}, default-features = false }}",
        core = path_of("iri-core"),
        checker = path_of("iri-checker"),
        template = path_of("iri-template"),
    );
    Probe::new(
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        "no-std-probe",
        &dependencies,
        "std = [\"iri-core/std\"]",
        "#![no_std]\n\n\
         #[panic_handler]\n\
         fn panic(_: &core::panic::PanicInfo<'_>) -> ! {\n    loop {}\n}\n\n\
         pub fn parses() -> bool {\n    \
             iri_core::Iri::parse(\"http://example.org/\").is_ok()\n}\n\n\
         pub fn checks() -> bool {\n    \
             use iri_checker::CheckExt;\n    \
             let iri = iri_core::Iri::parse(\"http://example.org/\").unwrap();\n    \
             iri.check(&iri_checker::Policy::STRICT).is_empty()\n}\n\n\
         pub fn expands() -> bool {\n    \
             let template = iri_template::Template::parse(\"http://example.org/{x}\");\n    \
             template.is_ok_and(|t| t.expand_iri(&[(\"x\", \"y\")]).is_ok())\n}\n",
    )
}

#[test]
fn iri_core_without_std_needs_no_standard_library() {
    let probe = probe();
    let (ok, stderr) = probe.check(&[]);
    assert!(ok, "{stderr}");
    let (ok, stderr) = probe.check(&["--features", "std"]);
    assert!(!ok, "with `std`, the probe must see the standard library");
    assert!(
        stderr.contains("E0152") && stderr.contains("`std`"),
        "{stderr}"
    );
}
