//! `source-parsed-at-run-time` through `iri-check`: a constant of Rust
//! source parsed at run time and unwrapped is advised its compile-time
//! form, quietly unless advice is shown, at the literal as written.

use std::fs;
use std::path::Path;
use std::process::Command;

fn iri_check(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_iri-check"))
        .args(args)
        .output()
        .expect("iri-check runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn a_constant_unwrapped_is_advised_its_macro_when_advice_is_shown() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("rust-advice");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("main.rs");
    fs::write(
        &file,
        "use iri_kit::Iri;\n\
         fn main() {\n    \
             let a = Iri::parse(\"http://example.org/a\").unwrap();\n    \
             let b = url::Url::parse(\"http://example.org/b\").unwrap();\n    \
             let c = oxrdf::NamedNodeRef::new_unchecked(\"http://example.org/c\");\n\
         }\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let (out, err, code) = iri_check(&[path]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.contains("source-parsed-at-run-time"), "{out}");
    assert!(out.contains("2 advice (shown with --show-advice)"), "{out}");
    let (out, err, code) = iri_check(&["--show-advice", path]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(
            "advice[source-parsed-at-run-time]: constant IRI not checked when the crate is \
             built; `iri!(\"…\")` makes the same value and checks it then"
        ),
        "{out}"
    );
    assert!(out.contains("main.rs:3:25"), "{out}");
    assert!(
        out.contains("`iri!(\"…\").as_named_node_ref()` makes the same value"),
        "{out}"
    );
    assert!(out.contains("main.rs:5:49"), "{out}");
    assert_eq!(out.matches("advice[").count(), 2, "{out}");
    // No fix: the call around the literal is the author's to rewrite.
    let before = fs::read_to_string(&file).unwrap();
    let (out, err, _) = iri_check(&["--show-advice", "--fix", path]);
    assert_eq!(fs::read_to_string(&file).unwrap(), before, "{out}{err}");
}
