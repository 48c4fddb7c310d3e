//! A bare link ended where the author's IRI may go on (`http://exa
//! mple.org/`) has a guessed end in every reader that finds bare links,
//! so that `--fix` writes nothing for it.

use iri_readers::{Format, read_str};

/// Each value found and whether its end was guessed.
fn ends(format: Format, text: &str) -> Vec<(String, bool)> {
    read_str(format, text)
        .found
        .into_iter()
        .map(|f| (f.value, f.end_guessed))
        .collect()
}

#[test]
fn a_link_cut_inside_a_run_has_a_guessed_end_in_every_reader() {
    let cases = [
        (Format::Markdown, "see {} now\n"),
        (Format::Markdown, "* item: see {} now\n"),
        (Format::Html, "<p>see {} now</p>"),
        (Format::Html, "<p>see <![CDATA[{} now]]></p>"),
        (Format::Markdown, "text\n\n<p>see {} now</p>\n"),
        (Format::Xml, "<r>see {} now</r>"),
        (Format::Json, "{\"note\": \"see {} now\"}"),
        (Format::Yaml, "note: see {} now\n"),
        (Format::Toml, "note = \"see {} now\"\n"),
    ];
    for (format, template) in cases {
        let cut = template.replace("{}", "http://exa mple.org/");
        assert_eq!(
            ends(format, &cut),
            [("http://exa".to_owned(), true)],
            "{format:?}: {cut}"
        );
        let whole = template.replace("{}", "http://example.org/");
        assert_eq!(
            ends(format, &whole),
            [("http://example.org/".to_owned(), false)],
            "{format:?}: {whole}"
        );
    }
}
