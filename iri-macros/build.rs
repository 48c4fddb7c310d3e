//! Enables the narrowing of error spans to the offending character on
//! compilers where `proc_macro::Literal::subspan` exists (nightly): on stable
//! this only asks `rustc -V`.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rustc-check-cfg=cfg(iri_macros_subspan)");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=RUSTC");
    let rustc = PathBuf::from(env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()));
    let version = Command::new(&rustc)
        .arg("-V")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
        .unwrap_or_default();
    if (version.contains("nightly") || version.contains("-dev")) && subspan_compiles(&rustc) {
        println!("cargo:rustc-cfg=iri_macros_subspan");
    }
}

/// Whether a crate calling `Literal::subspan` under its feature gate compiles.
fn subspan_compiles(rustc: &PathBuf) -> bool {
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
            "--crate-name=subspan_probe",
        ])
        .arg("--out-dir")
        .arg(&out_dir)
        .arg(&probe)
        .output()
        .is_ok_and(|out| out.status.success())
}
