//! Prints the IRIs that the reader of its extension finds in one file, with
//! their line and column, and its problems: `cargo run --example one FILE`.

fn main() {
    let path = std::env::args().nth(1).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let format = iri_readers::Format::from_path(std::path::Path::new(&path)).unwrap();
    let (text, doc) = iri_readers::read_bytes(format, &bytes, &Default::default()).unwrap();
    let lines = iri_readers::LineIndex::new(&text);
    for f in &doc.found { let p = lines.position(&text, f.span.start); println!("{}:{} {:?}", p.line, p.column, f.value); }
    for p in &doc.problems { println!("PROBLEM {p}"); }
}
