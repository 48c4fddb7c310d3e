//! Enables the narrowing of error spans to the offending character on
//! compilers where `proc_macro::Literal::subspan` exists (nightly, or a
//! stable compiler allowed unstable features with `RUSTC_BOOTSTRAP`): on
//! stable this only asks `rustc -V`.
//!
//! `IRI_MACROS_NO_SUBSPAN`, set to any value, keeps the whole literal as the
//! span on every compiler. The ui tests set it, so that their expected
//! compiler output is the same on stable and nightly.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The variable that turns the narrowing off.
pub(crate) const NO_SUBSPAN: &str = "IRI_MACROS_NO_SUBSPAN";

fn main() {
    println!("cargo:rustc-check-cfg=cfg(iri_macros_subspan)");
    println!("cargo:rerun-if-changed=build.rs");
    for variable in ["RUSTC", "RUSTC_BOOTSTRAP", NO_SUBSPAN] {
        println!("cargo:rerun-if-env-changed={variable}");
    }
    let rustc = PathBuf::from(env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()));
    let narrow = narrows_spans(
        env::var_os(NO_SUBSPAN).is_some(),
        env::var_os("RUSTC_BOOTSTRAP").is_some(),
        || rustc_version(&rustc),
        || subspan_compiles(&rustc),
    );
    if narrow {
        println!("cargo:rustc-cfg=iri_macros_subspan");
    }
}

/// Whether to narrow error spans. Never when `no_subspan` (the variable is
/// set); otherwise when the compiler may allow unstable features (its
/// `version` names a nightly or dev build, or `bootstrap`: `RUSTC_BOOTSTRAP`
/// is set) and the `probe` calling `Literal::subspan` compiles. The version
/// and the probe are asked for only when the answer depends on them.
pub(crate) fn narrows_spans(
    no_subspan: bool,
    bootstrap: bool,
    version: impl FnOnce() -> String,
    probe: impl FnOnce() -> bool,
) -> bool {
    if no_subspan {
        return false;
    }
    let may_use_unstable = bootstrap || {
        let version = version();
        version.contains("nightly") || version.contains("-dev")
    };
    may_use_unstable && probe()
}

/// The output of `rustc -V`, or nothing when it cannot be run.
fn rustc_version(rustc: &Path) -> String {
    Command::new(rustc)
        .arg("-V")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
        .unwrap_or_default()
}

/// Whether a crate calling `Literal::subspan` under its feature gate compiles.
/// The probe has this crate's name, so that a `RUSTC_BOOTSTRAP` that names
/// crates treats it as it treats this one.
fn subspan_compiles(rustc: &Path) -> bool {
    let Some(out_dir) = env::var_os("OUT_DIR").map(PathBuf::from) else {
        return false;
    };
    let probe = out_dir.join("subspan_probe.rs");
    let source = "#![feature(proc_macro_span)]\nextern crate proc_macro;\n\
                  pub fn f(l: &proc_macro::Literal) -> Option<proc_macro::Span> { l.subspan(1..2) }\n";
    if std::fs::write(&probe, source).is_err() {
        return false;
    }
    Command::new(rustc)
        .args([
            "--edition=2021",
            "--crate-type=lib",
            "--emit=metadata",
            "--crate-name=iri_macros",
        ])
        .arg("--out-dir")
        .arg(&out_dir)
        .arg(&probe)
        .output()
        .is_ok_and(|out| out.status.success())
}
