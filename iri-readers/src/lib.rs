//! Finds the IRIs in files the way each format's own parser reads them,
//! with their exact positions.
//!
//! A reader per [`Format`] knows the format's strings, escapes, comments
//! and references: the Turtle family's `<…>` with `\u` escapes (literals
//! and comments skipped), the attributes of XML and HTML with their
//! character and entity references, `CommonMark`'s link destinations,
//! autolinks and reference definitions (code left alone), the strings of
//! JSON, TOML and YAML that are meant as IRIs, the literals of Rust
//! source passed to the calls that parse IRIs, and bare links in prose.
//! Each IRI comes as a [`Found`]: the value the format's parser sees, the
//! bytes of the source that hold it as written (and how the two map, so
//! that a fix can be written back with the format's escapes), and the
//! grammar it must match. Checking it is `iri-core`'s job; the readers
//! have no rule of their own about IRIs.
//!
//! ```
//! use iri_readers::{Format, read_str};
//!
//! let doc = read_str(
//!     Format::Markdown,
//!     "[![b](https://img.shields.io/x)](https://example.org/a\\_b)\n`<http://code/>`",
//! );
//! let values: Vec<&str> = doc.found.iter().map(|f| f.value.as_str()).collect();
//! assert_eq!(values, ["https://img.shields.io/x", "https://example.org/a_b"]);
//! ```
//!
//! # In a build script
//!
//! A `build.rs` that fails the build on a bad IRI in a configuration
//! file, naming the file, line and column (with `iri-readers` and
//! `iri-core` as build dependencies):
//!
//! ```no_run
//! use iri_readers::{LineIndex, read_file};
//!
//! fn main() {
//!     let path = std::path::Path::new("config/links.toml");
//!     println!("cargo::rerun-if-changed={}", path.display());
//!     let (text, doc) = read_file(path, &Default::default()).unwrap_or_else(|err| {
//!         panic!("{}: {err}", path.display());
//!     });
//!     let lines = LineIndex::new(&text);
//!     let mut bad = 0;
//!     for problem in &doc.problems {
//!         let at = lines.position(&text, problem.span.start);
//!         println!("cargo::error={}:{}:{}: {}", path.display(), at.line, at.column, problem.message);
//!         bad += 1;
//!     }
//!     for found in &doc.found {
//!         if let Err(err) = iri_core::parse(&found.value, found.grammar) {
//!             let at = lines.position(&text, found.source_span(err.span()).start);
//!             println!("cargo::error={}:{}:{}: {err}", path.display(), at.line, at.column);
//!             bad += 1;
//!         }
//!     }
//!     if bad > 0 {
//!         std::process::exit(1);
//!     }
//! }
//! ```
//!
//! # Memory
//!
//! A reader holds one document, the IRIs found in it and their maps.
//! [`read_file`] and [`read_bytes`] refuse a document larger than
//! [`Options::max_size`] (64 MiB unless set) with a [`ProblemKind::TooLarge`]
//! problem; the formats that [`Format::by_line`] can be read one line at
//! a time by the caller, in constant memory, whatever their size.

mod decode;
mod entities;
mod format;
mod found;
mod intradoc;
mod json;
mod markdown;
mod markup;
mod offsets;
mod position;
mod problem;
mod records;
mod rust;
mod select;
mod strings;
mod text;
mod toml;
mod turtle;
mod unescape;
mod yaml;

use std::path::Path;

pub use decode::{Decoded, decode};
pub use format::Format;
pub use found::{Comparison, Escaping, Found, Leniency, Role};
pub use intradoc::is_intra_doc_link;
pub use offsets::OffsetMap;
pub use position::{LineColumn, LineIndex, count_line_breaks, line_break};
pub use problem::{Problem, ProblemCode, ProblemKind};
pub use records::{Iter as RecordsIter, IterMut as RecordsIterMut, Records};
pub use rust::{RUST_CALLS, RustCall, RustSite};
pub use select::{
    IRI_KEYS, Selection, is_iri_key, is_scp_like, is_template_or_pattern, looks_like_link,
};
pub use text::bare_links;

/// The largest document read whole unless [`Options::max_size`] says
/// otherwise: 64 MiB.
pub const DEFAULT_MAX_SIZE: usize = 64 << 20;

/// How to read documents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Which values of JSON, TOML and YAML are checked.
    pub selection: Selection,
    /// The largest document read whole, in bytes.
    pub max_size: usize,
    /// Whether Markdown link destinations that are rustdoc intra-doc links
    /// (`crate::x`, `Self::f`, `fn@g`, `a::b()`, `m!`: Rust items, not
    /// IRIs) are left out; `true` unless set, for Markdown that rustdoc
    /// does not read.
    pub intra_doc_links: bool,
    /// Whether Rust source is a file of tests (under `tests/` or
    /// `benches/`: [`is_rust_test_path`]), whose link-like literals and
    /// format strings are test data, as in a `#[cfg(test)]` module;
    /// `false` unless set.
    pub rust_tests: bool,
    /// A crate's own functions that take an IRI ([`RustCall::own`], from
    /// its policy's `calls`), read in Rust source as the entries of
    /// [`RUST_CALLS`] are; none unless set.
    pub rust_calls: Vec<RustCall<String>>,
}

/// Whether the Rust source at `path`, relative to its crate's directory
/// (where its `Cargo.toml` is), is a file of tests: a component of that
/// path is `tests` or `benches`, where Cargo finds integration tests and
/// benchmarks. (A `tests` folder above the crate says nothing: `iri-check`
/// gives the path from the crate, or from the directory it walks.)
///
/// ```
/// use std::path::Path;
///
/// assert!(iri_readers::is_rust_test_path(Path::new("crate/tests/cli.rs")));
/// assert!(!iri_readers::is_rust_test_path(Path::new("crate/src/tests.rs")));
/// ```
#[must_use]
pub fn is_rust_test_path(path: &Path) -> bool {
    path.components()
        .any(|c| c.as_os_str() == "tests" || c.as_os_str() == "benches")
}

impl Default for Options {
    fn default() -> Options {
        Options {
            selection: Selection::default(),
            max_size: DEFAULT_MAX_SIZE,
            intra_doc_links: true,
            rust_tests: false,
            rust_calls: Vec::new(),
        }
    }
}

/// What a reader found in a document: the IRIs, in the order of their
/// position, and the problems.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Document {
    /// The IRIs, in a list that grows without copying what it holds.
    pub found: Records<Found>,
    /// What the format's parser would refuse, in order.
    pub problems: Vec<Problem>,
}

/// The IRIs of `text`, a document of `format`, with the default options.
#[must_use]
pub fn read_str(format: Format, text: &str) -> Document {
    read_str_with(format, text, &Options::default())
}

/// The IRIs of `text`, a document of `format`.
#[must_use]
pub fn read_str_with(format: Format, text: &str, options: &Options) -> Document {
    let mut doc = Document::default();
    match format {
        Format::Lines => read_lines(text, &mut doc),
        Format::Text => text::read_text(text, 0, &mut doc),
        Format::Csv => text::read_data(text, &mut doc),
        Format::Markdown => markdown::read(text, options.intra_doc_links, &mut doc),
        Format::Html => markup::read(text, markup::Dialect::Html, &mut doc),
        Format::Xml => markup::read(text, markup::Dialect::Xml, &mut doc),
        Format::NTriples | Format::NQuads | Format::Turtle | Format::TriG => {
            turtle::read(text, format, &mut doc);
        }
        Format::Json => json::read(text, &options.selection, false, &mut doc),
        Format::JsonLd => json::read(text, &options.selection, true, &mut doc),
        Format::Toml => toml::read(text, &options.selection, &mut doc),
        Format::Yaml => yaml::read(text, &options.selection, &mut doc),
        Format::Rust => rust::read(text, options.rust_tests, &options.rust_calls, &mut doc),
    }
    // Most readers find in order: a sort, which takes room for half of
    // what it sorts, only when they did not.
    if !doc.found.is_sorted_by_key(|f| f.span.start) {
        doc.found.sort_by_key(|f| f.span.start);
    }
    if !doc.problems.is_sorted_by_key(|p| p.span.start) {
        doc.problems.sort_by_key(|p| p.span.start);
    }
    doc
}

/// One IRI per non-empty line.
fn read_lines(text: &str, doc: &mut Document) {
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let trimmed = body.trim_matches([' ', '\t']);
        if !trimmed.is_empty() {
            let at = start + (body.len() - body.trim_start_matches([' ', '\t']).len());
            doc.found.push(Found::verbatim(
                text,
                at..at + trimmed.len(),
                iri_core::Grammar::IRI,
            ));
        }
        start += line.len();
    }
}

/// The IRIs of `bytes`, a document of `format`: the text (decoded from
/// the encoding its byte order mark or declaration names, UTF-8 without
/// one) and what was found in it. Spans are offsets of the text.
pub fn read_bytes(
    format: Format,
    bytes: &[u8],
    options: &Options,
) -> Result<(String, Document), Problem> {
    if bytes.len() > options.max_size {
        return Err(too_large(bytes.len(), options.max_size));
    }
    let decoded = decode(format, bytes);
    let mut doc = read_str_with(format, &decoded.text, options);
    if let Some(problem) = decoded.problem {
        doc.problems.insert(0, problem);
    }
    Ok((decoded.text, doc))
}

/// The IRIs of the file at `path`, read with the format of its extension
/// (plain text when it has none known): its text and what was found.
pub fn read_file(path: &Path, options: &Options) -> Result<(String, Document), Problem> {
    let format = Format::from_path(path).unwrap_or(Format::Text);
    let size = std::fs::metadata(path)
        .map_err(|err| io_problem(path, &err))?
        .len();
    if size > options.max_size as u64 {
        return Err(too_large(
            usize::try_from(size).unwrap_or(usize::MAX),
            options.max_size,
        ));
    }
    let bytes = std::fs::read(path).map_err(|err| io_problem(path, &err))?;
    read_bytes(format, &bytes, options)
}

fn io_problem(path: &Path, err: &std::io::Error) -> Problem {
    Problem::new(
        ProblemKind::Encoding,
        0..0,
        format!("cannot read `{}`: {err}", path.display()),
    )
}

fn too_large(size: usize, max: usize) -> Problem {
    Problem::new(
        ProblemKind::TooLarge,
        0..0,
        format!("document of {size} bytes, larger than the {max} bytes read whole, not checked"),
    )
}
