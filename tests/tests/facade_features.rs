//! What a crate on `iri-kit` with its default features meets when it uses
//! what an opt-in feature holds: `iri_template!` and `iri_format!` need
//! `template`, a static type that sets a policy needs `check`. Each says so
//! in one error naming the feature, and nothing else; with the features on,
//! the same crate builds.
//!
//! The probe is written under the test's temporary directory and checked
//! with cargo (with this workspace's lock file, in a target directory of
//! its own; see `iri_tests::probe`).

use std::path::Path;

use iri_tests::probe::{Probe, path_of};

/// A crate using the three macros, in a fresh directory.
fn probe() -> Probe {
    Probe::new(
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        "facade-features-probe",
        &format!("iri-kit = {{ {} }}", path_of("iri-kit")),
        "all = [\"iri-kit/template\", \"iri-kit/check\"]",
        r#"use iri_kit::{iri_format, iri_template, iri_type};

iri_type! {
    /// An HTTPS IRI under a strict policy.
    pub struct Strict: Iri;
    macro strict;
    schemes = ["https"],
    policy = "preset = \"strict\"",
}

pub fn values() -> usize {
    let template = iri_template!("https://example.org/{id}");
    let id = 7_u32;
    let iri: iri_kit::Iri<String> = iri_format!("https://example.org/{id}");
    let strict = Strict::parse("https://example.org/");
    let _ = template;
    iri.as_str().len() + usize::from(strict.is_ok())
}
"#,
    )
}

#[test]
fn each_missing_feature_is_one_error_naming_it() {
    let probe = probe();
    let (ok, stderr) = probe.check(&[]);
    assert!(!ok, "without the features the probe must not build");
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|line| line.starts_with("error"))
        .filter(|line| !line.starts_with("error: could not compile"))
        .collect();
    assert_eq!(
        errors,
        [
            "error: the static IRI type `Strict` sets a policy, which its values' `parse` applies at run time: turn on the `check` feature of `iri-kit`",
            "error: `iri_template!` makes a URI Template, whose types are in the `template` feature of `iri-kit`: turn it on",
            "error: `iri_format!` makes a URI Template, whose types are in the `template` feature of `iri-kit`: turn it on",
        ],
        "{stderr}"
    );
    let (ok, stderr) = probe.check(&["--features", "all"]);
    assert!(ok, "{stderr}");
}
