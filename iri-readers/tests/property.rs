//! Property test: documents of each format, generated with known IRIs
//! (valid and invalid) among decoys the format does not read as IRIs
//! (comments, literals, code, prose without links), each IRI written with
//! the format's escapes at random. The reader finds exactly the IRIs
//! embedded, in order, at the bytes they were written in, and the first
//! grammar error of each maps back to the written character.

use iri_core::{Grammar, parse};
use iri_readers::{Format, read_str};
use proptest::prelude::*;

/// A piece of an IRI's path: what it is and whether it is valid.
#[derive(Clone, Copy, Debug)]
enum Piece {
    Letter(char),
    Slash,
    Accent,
    Amp,
    Space,
    Bar,
}

impl Piece {
    fn char(self) -> char {
        match self {
            Piece::Letter(c) => c,
            Piece::Slash => '/',
            Piece::Accent => 'é',
            Piece::Amp => '&',
            Piece::Space => ' ',
            Piece::Bar => '|',
        }
    }
}

fn piece() -> impl Strategy<Value = Piece> {
    prop_oneof![
        6 => proptest::char::range('a', 'z').prop_map(Piece::Letter),
        2 => Just(Piece::Slash),
        1 => Just(Piece::Accent),
        1 => Just(Piece::Amp),
        1 => Just(Piece::Bar),
    ]
}

/// An IRI: its pieces (at most one space, never at an end).
fn iri() -> impl Strategy<Value = Vec<Piece>> {
    (
        prop::collection::vec(piece(), 1..12),
        any::<bool>(),
        0usize..12,
    )
        .prop_map(|(mut pieces, space, at)| {
            if space && pieces.len() > 1 {
                let at = 1 + at % (pieces.len() - 1);
                pieces.insert(at, Piece::Space);
            }
            pieces
        })
}

/// How a format writes a piece: `escape` picks the escaped form when the
/// format has one.
fn write(format: Format, piece: Piece, escape: bool) -> String {
    let c = piece.char();
    match (format, piece) {
        (Format::Json, Piece::Slash) if escape => "\\/".into(),
        (Format::Json | Format::Yaml, Piece::Accent) if escape => "\\u00e9".into(),
        (Format::Toml | Format::Turtle | Format::NTriples, Piece::Accent) if escape => {
            "\\u00E9".into()
        }
        (Format::Xml | Format::Html, Piece::Amp) => "&amp;".into(),
        (Format::Xml | Format::Html, Piece::Accent) if escape => "&#233;".into(),
        (Format::Markdown, Piece::Amp) if escape => "&amp;".into(),
        _ => c.to_string(),
    }
}

/// The document: (text, the IRIs embedded with the offset of each written
/// piece in the text, and the end of each).
type Embedded = (String, Vec<usize>);

fn document(format: Format, iris: &[(Vec<Piece>, Vec<bool>)]) -> (String, Vec<Embedded>) {
    let mut text = String::new();
    let mut out = Vec::new();
    let decoy = match format {
        Format::Json => "{\"note\": \"earl:passed and no link\", \"n\": [1, true]},\n",
        Format::Toml => "# url = \"http://decoy/ x\"\nname = \"x:y\"\n",
        Format::Yaml => "# url: http://decoy/ x\nname: earl:passed\n",
        Format::Turtle => "# <http://decoy/ x>\n<http://s/> <http://p/> \"<http://decoy/ y>\" .\n",
        Format::NTriples => "# <decoy x>\n<http://s/> <http://p/> \"<decoy y>\" .\n",
        Format::Xml => "<!-- <a href=\"http://decoy/ x\"/> --><p>no link here</p>\n",
        Format::Html => "<!-- <a href=\"decoy x\"> --><script>a = \"<a href='x y'>\"</script>\n",
        Format::Markdown => "`http://decoy/ x` and code:\n\n    http://decoy/ y\n\n",
        _ => "no link here: earl:passed\n",
    };
    match format {
        Format::Json => text.push_str("[\n"),
        Format::Xml => text.push_str("<r>\n"),
        _ => {}
    }
    for (i, (pieces, escapes)) in iris.iter().enumerate() {
        text.push_str(decoy);
        let value: String = pieces.iter().map(|p| p.char()).collect();
        let (before, after) = match format {
            Format::Json => (format!("{{\"k{i}\": \""), "\"},\n".to_owned()),
            Format::Toml => (format!("k{i} = \""), "\"\n".to_owned()),
            Format::Yaml => (format!("k{i}: \""), "\"\n".to_owned()),
            Format::Turtle | Format::NTriples => {
                ("<http://s/> <http://p/> <".into(), "> .\n".into())
            }
            Format::Xml | Format::Html => ("<a href=\"".into(), "\">x</a>\n".into()),
            Format::Markdown => ("[link](<".into(), ">) text\n\n".into()),
            _ => ("see ".into(), " here\n".into()),
        };
        let _ = value;
        text.push_str(&before);
        let mut offsets = Vec::new();
        text.push_str("http://example.org/");
        for (piece, &escape) in pieces.iter().zip(escapes.iter().cycle()) {
            offsets.push(text.len());
            text.push_str(&write(format, *piece, escape));
        }
        offsets.push(text.len());
        out.push((String::new(), offsets));
        text.push_str(&after);
    }
    match format {
        Format::Json => text.push_str("{}]\n"),
        Format::Xml => text.push_str("</r>\n"),
        _ => {}
    }
    (text, out)
}

/// The formats, each with the IRIs it can hold (prose ends a link at a
/// space and a bar; Markdown's `<…>` holds no `&` written raw that would
/// be a reference).
const FORMATS: [Format; 8] = [
    Format::Json,
    Format::Toml,
    Format::Yaml,
    Format::Turtle,
    Format::NTriples,
    Format::Xml,
    Format::Html,
    Format::Markdown,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn readers_find_the_iris_embedded_where_they_are_written(
        iris in prop::collection::vec((iri(), prop::collection::vec(any::<bool>(), 1..4)), 1..5),
    ) {
        for format in FORMATS {
            let (text, embedded) = document(format, &iris);
            let doc = read_str(format, &text);
            prop_assert!(doc.problems.is_empty(), "{format:?}: {:?}\n{text}", doc.problems);
            // The subjects and predicates around the Turtle family's IRIs
            // are IRIs too; the decoys are not.
            let found: Vec<_> = doc
                .found
                .iter()
                .filter(|f| f.value != "http://s/" && f.value != "http://p/")
                .collect();
            prop_assert_eq!(found.len(), iris.len(), "{:?}: {:?}\n{}", format, found, text);
            for ((found, (pieces, _)), (_, offsets)) in found.iter().zip(&iris).zip(&embedded) {
                let value: String = std::iter::once("http://example.org/".to_owned())
                    .chain(pieces.iter().map(|p| p.char().to_string()))
                    .collect();
                prop_assert_eq!(&found.value, &value, "{:?}\n{}", format, text);
                prop_assert_eq!(found.span.end, *offsets.last().unwrap(), "{:?}", format);
                let grammar = if found.grammar == Grammar::LEIRI_REFERENCE {
                    Grammar::IRI_REFERENCE
                } else {
                    found.grammar
                };
                if let Err(err) = parse(&value, grammar) {
                    // The error is at a piece of the path: its written place.
                    let in_path = err.span().start - "http://example.org/".len();
                    let index = value["http://example.org/".len()..]
                        .char_indices()
                        .position(|(i, _)| i == in_path)
                        .unwrap();
                    prop_assert_eq!(found.source_span(err.span()).start, offsets[index], "{:?}\n{}", format, text);
                }
            }
        }
    }
}

/// A multi-line string form: its format, the text before the IRI (with
/// prose and line breaks) and after it; `escape` says whether the form
/// reads `\u00e9` as `é`.
struct Form {
    format: Format,
    before: fn(&str) -> String,
    after: &'static str,
    escape: bool,
}

const MULTI_LINE: [Form; 9] = [
    Form {
        format: Format::Yaml,
        before: |p| format!("k: |\n  {p}\n  {p} "),
        after: " tail\n",
        escape: false,
    },
    Form {
        format: Format::Yaml,
        before: |p| format!("k: >-\n  {p}\n\n   more\n  "),
        after: "\n",
        escape: false,
    },
    Form {
        format: Format::Yaml,
        before: |p| format!("k: {p}\n  {p} "),
        after: " x\n",
        escape: false,
    },
    Form {
        format: Format::Yaml,
        before: |p| format!("k: \"{p}\n\n  {p} \\\n  "),
        after: "\"\n",
        escape: true,
    },
    Form {
        format: Format::Yaml,
        before: |p| format!("- '{p}\n   "),
        after: " it''s'\n",
        escape: false,
    },
    Form {
        format: Format::Toml,
        before: |p| format!("k = \"\"\"\n{p}\n"),
        after: " x\"\"\"\n",
        escape: true,
    },
    Form {
        format: Format::Toml,
        before: |p| format!("k = \"\"\"{p} \\\n\n   "),
        after: "\"\"\"\n",
        escape: true,
    },
    Form {
        format: Format::Toml,
        before: |p| format!("k = '''\n{p}\n  "),
        after: "'''\n",
        escape: false,
    },
    Form {
        format: Format::Json,
        before: |p| format!("{{\"k\": \"{p}\\n"),
        after: "\"}\n",
        escape: true,
    },
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// IRIs behind prose and line breaks inside multi-line strings (the
    /// readers once pointed at the prose): found whole, at the bytes
    /// written, and their errors at the character written.
    #[test]
    fn iris_behind_text_in_multi_line_strings_are_where_they_are_written(
        pieces in prop::collection::vec(piece(), 1..12),
        escapes in prop::collection::vec(any::<bool>(), 1..4),
        words in prop::collection::vec("[a-z]{1,8}", 1..6),
    ) {
        let prose = words.join(" ");
        for form in &MULTI_LINE {
            let mut text = (form.before)(&prose);
            text.push_str("http://example.org/");
            let mut offsets = Vec::new();
            for (piece, &escape) in pieces.iter().zip(escapes.iter().cycle()) {
                offsets.push(text.len());
                match piece {
                    Piece::Accent if escape && form.escape => text.push_str("\\u00e9"),
                    p => text.push(p.char()),
                }
            }
            offsets.push(text.len());
            text.push_str(form.after);
            let doc = read_str(form.format, &text);
            prop_assert!(doc.problems.is_empty(), "{:?}\n{}", doc.problems, text);
            let value: String = std::iter::once("http://example.org/".to_owned())
                .chain(pieces.iter().map(|p| p.char().to_string()))
                .collect();
            let found: Vec<_> = doc.found.iter().filter(|f| f.value.starts_with("http://example.org/")).collect();
            prop_assert_eq!(found.len(), 1, "{:?}\n{}", doc.found, text);
            let found = found[0];
            prop_assert_eq!(&found.value, &value, "{}", text);
            prop_assert_eq!(found.span.end, *offsets.last().unwrap(), "{}", text);
            prop_assert_eq!(found.span.start, offsets[0] - "http://example.org/".len(), "{}", text);
            if let Err(err) = parse(&value, found.grammar) {
                let in_path = err.span().start - "http://example.org/".len();
                let index = value["http://example.org/".len()..]
                    .char_indices()
                    .position(|(i, _)| i == in_path)
                    .unwrap();
                prop_assert_eq!(found.source_span(err.span()).start, offsets[index], "{}", text);
            }
        }
    }
}
