//! `cargo iri-check`: checks the current package's workspace (its sources,
//! docs and data files) with `iri-check`, each file under the policy of
//! the `[package.metadata.iri]` (or `[workspace.metadata.iri]`) table of
//! its nearest `Cargo.toml`, as `iri-check` reads them.
//!
//! Cargo runs it as `cargo-iri-check iri-check ARGS…`; the arguments are
//! `iri-check`'s. Without a path, the workspace's root is checked (found
//! with `cargo locate-project --workspace`); `target/` is left out, as
//! `.gitignore` says, or as `cargo` puts it there.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == "iri-check") {
        args.remove(0);
    }
    let Some(iri_check) = sibling("iri-check") else {
        eprintln!("cargo-iri-check: `iri-check` is not installed beside it");
        return ExitCode::from(2);
    };
    let mut command = Command::new(iri_check);
    command.args(&args);
    let paths_given = has_paths(&args);
    let asks = [
        "--help",
        "-h",
        "--version",
        "-V",
        "--list-codes",
        "--explain",
    ];
    if !paths_given && !args.iter().any(|a| asks.iter().any(|q| a == *q)) {
        match workspace_root() {
            Ok(root) => {
                command.arg(&root);
                command.args(["--exclude", "target/"]);
            }
            Err(message) => {
                eprintln!("cargo-iri-check: {message}");
                return ExitCode::from(2);
            }
        }
    }
    match command.status() {
        Ok(status) => ExitCode::from(status.code().map_or(2, |c| u8::try_from(c).unwrap_or(2))),
        Err(err) => {
            eprintln!("cargo-iri-check: cannot run `iri-check`: {err}");
            ExitCode::from(2)
        }
    }
}

/// The options of `iri-check` that take a value in the next argument.
const WITH_VALUE: [&str; 23] = [
    "--exclude",
    "--mode",
    "--kind",
    "--base",
    "--pointer",
    "--key",
    "--max-file-size",
    "--format",
    "--color",
    "--policy",
    "-D",
    "--deny",
    "-W",
    "--warn",
    "--advise",
    "-A",
    "--allow",
    "--schemes",
    "--fix-terms",
    "--max-line-length",
    "-j",
    "--jobs",
    "--explain",
];

/// Whether `args` name a path to check.
fn has_paths(args: &[OsString]) -> bool {
    let mut value = false;
    for arg in args {
        let arg = arg.to_string_lossy();
        if value {
            value = false;
        } else if arg == "-" || !arg.starts_with('-') {
            return true;
        } else {
            value = WITH_VALUE.contains(&arg.as_ref());
        }
    }
    false
}

/// The program `name` in the directory of this one.
fn sibling(name: &str) -> Option<PathBuf> {
    let me = std::env::current_exe().ok()?;
    let path = me.with_file_name(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    path.is_file().then_some(path)
}

/// The root directory of the workspace of the current package.
fn workspace_root() -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["locate-project", "--workspace", "--message-format", "plain"])
        .output()
        .map_err(|err| format!("cannot run `cargo locate-project`: {err}"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
    }
    let manifest = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    manifest
        .parent()
        .map(PathBuf::from)
        .ok_or_else(|| format!("no directory for `{}`", manifest.display()))
}
