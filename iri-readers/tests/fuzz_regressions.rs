//! What the `readers` fuzz target found, each fixed and kept here: an
//! edit of part of an IRI that the bytes written before it could read
//! differently (a character reference completed, a Markdown backslash
//! escape made) writes it again from where the join would begin, escaped,
//! so that the text reads as the new value; a link inside what the tokenizer hands over as
//! a reference that names nothing is where its own bytes are.

use iri_readers::{Escaping, Format, read_str};

/// The fuzz target's own invariants, run here on what it found.
use iri_readers_invariants as harness;

/// Applies the edit of `span` of the first IRI of `text` to `replacement`,
/// and reads the result again: the new value, and the fixed text.
fn edited(
    format: Format,
    text: &str,
    span: std::ops::Range<usize>,
    replacement: &str,
) -> (String, String) {
    let doc = read_str(format, text);
    let found = &doc.found[0];
    let (range, written) = found.edit(span, replacement).expect("an edit");
    let mut fixed = text.to_owned();
    fixed.replace_range(range, &written);
    let again = read_str(format, &fixed);
    (again.found[0].value.clone(), fixed)
}

#[test]
fn a_markdown_destination_never_completes_a_reference() {
    let text = "[a](http://x/&DC;y)\n";
    let value = "http://x/&DC;y";
    assert_eq!(read_str(Format::Markdown, text).found[0].value, value);
    let at = value.find('C').unwrap();
    let (value, fixed) = edited(Format::Markdown, text, at..at + 1, "D");
    assert_eq!(value, "http://x/&DD;y", "{fixed}");
    assert_eq!(fixed, "[a](http://x/\\&DD;y)\n");
}

#[test]
fn html_text_and_attributes_never_complete_a_reference() {
    for (text, value) in [
        ("<p>see http://x/&DC;y here</p>\n", "http://x/&DC;y"),
        ("<a href=\"http://x/&DC;y\">a</a>\n", "http://x/&DC;y"),
    ] {
        let doc = read_str(Format::Html, text);
        let found = doc.found.iter().find(|f| f.value == value);
        let found = found.unwrap_or_else(|| panic!("{value} in {text}: {doc:?}"));
        let at = found.value.find('C').unwrap();
        let (range, written) = found.edit(at..at + 1, "D").expect("an edit");
        let mut fixed = text.to_owned();
        fixed.replace_range(range, &written);
        let again = read_str(Format::Html, &fixed);
        assert!(
            again.found.iter().any(|f| f.value == "http://x/&DD;y"),
            "{fixed}"
        );
    }
}

#[test]
fn an_edit_after_other_text_stays_small() {
    // Nothing before the edit can join it: only its bytes are written.
    let text = "[a](http://x/a&b=1/%2f)\n";
    let doc = read_str(Format::Markdown, text);
    let found = &doc.found[0];
    let at = found.value.find("%2f").unwrap() + 2;
    let (range, written) = found.edit(at..at + 1, "F").unwrap();
    assert_eq!((range.len(), written.as_str()), (1, "F"));
}

#[test]
fn a_markdown_backslash_before_an_edit_is_not_made_an_escape() {
    let text = "[a](http://x/\\a)\n";
    let value = "http://x/\\a";
    assert_eq!(read_str(Format::Markdown, text).found[0].value, value);
    let at = value.len() - 1;
    let (value, fixed) = edited(Format::Markdown, text, at..at + 1, "(");
    assert_eq!(value, "http://x/\\(", "{fixed}");
}

#[test]
fn a_link_inside_what_reads_as_no_reference_is_where_it_is_written() {
    // The tokenizer hands `&Q.http://a/b;` over as one reference, which
    // names nothing and stays as written: the link is its own bytes (the
    // fuzz target found its span widened to the `&`).
    for format in [Format::Xml, Format::Html] {
        let text = "<r>&Q.http://a/b;</r>";
        let doc = read_str(format, text);
        for found in &doc.found {
            assert_eq!(
                &text[found.span.clone()],
                found.value,
                "{format:?}: {doc:?}"
            );
        }
    }
}

#[test]
fn an_email_autolink_inside_a_link_is_read_only_and_still_mapped() {
    // `[<K@c>]()`: the autolink inside the link's text is the link
    // `mailto:K@c`, whose `mailto:` is written nowhere (the empty piece
    // at its start). Read-only there, it is still written as an autolink:
    // the fuzz target refused the empty piece once the escaping was
    // read-only.
    let text = "[<K@c>]()";
    let doc = read_str(Format::Markdown, text);
    let found = doc
        .found
        .iter()
        .find(|f| f.value == "mailto:K@c")
        .expect("the autolink");
    assert_eq!(found.span, 2..5);
    assert_eq!(found.escaping, Escaping::ReadOnly);
    assert_eq!(found.edit(7..8, "L"), None);
    for found in &doc.found {
        harness::assert_written(text, found);
    }
}

#[test]
fn a_rust_unicode_escape_starting_with_an_underscore_is_no_escape() {
    // rustc refuses `\u{_41}` (an underscore may follow a digit only): the
    // literal holds no value, and no IRI is read from it.
    let text = "let n = NamedNodeRef::new_unchecked(\"http://example.org/\\u{_41}\");\n";
    assert!(read_str(Format::Rust, text).found.is_empty());
    let text =
        "let n = NamedNodeRef::new_unchecked(\"http://example.org/\\u{4_1}\\u{0_0_4_1}\");\n";
    assert_eq!(
        read_str(Format::Rust, text).found[0].value,
        "http://example.org/AA"
    );
}

#[test]
fn a_rust_byte_string_holds_ascii_alone() {
    // rustc refuses a character beyond ASCII in a byte string: no value is
    // read from one, and none is written into one as `\x` escapes, whose
    // bytes above `\x7F` would be no text that reads again.
    let text = "let b = b\"http://a/\\x7f\u{FFFD}\"; let r = br\"http://a/\u{e9}\";";
    assert!(read_str(Format::Rust, text).found.is_empty());
    let text = "let b = b\"http://a/x\";";
    let doc = read_str(Format::Rust, text);
    assert_eq!(doc.found[0].value, "http://a/x");
    assert_eq!(doc.found[0].edit(9..10, "\u{e9}"), None);
    let (value, fixed) = edited(Format::Rust, text, 9..10, "y");
    assert_eq!(
        (value.as_str(), fixed.as_str()),
        ("http://a/y", "let b = b\"http://a/y\";")
    );
}

#[test]
fn a_carriage_return_alone_in_a_rust_literal_is_refused_as_rustc_refuses_it() {
    // After a backslash it is no line continuation (only a line feed, or a
    // CR LF, is); elsewhere in a literal, raw or not, rustc refuses it too.
    for text in [
        "\"http://a/b\\\rc\"",
        "\"http://a/b\rc\"",
        "r\"http://a/b\rc\"",
    ] {
        assert!(read_str(Format::Rust, text).found.is_empty(), "{text:?}");
    }
    let doc = read_str(Format::Rust, "\"http://a/b\\\r\n   c\"");
    assert_eq!(doc.found[0].value, "http://a/bc");
    harness::assert_written("\"http://a/b\\\r\n   c\"", &doc.found[0]);
}

#[test]
fn a_markdown_destination_under_its_label_opens_no_block_when_written_again() {
    // `\~~~` at the start of a line is the destination `~~~…`; written
    // back without the escape, it would open a code fence.
    let text = "[a]:\n\\~~~x:6\n\n[a]\n";
    let doc = read_str(Format::Markdown, text);
    assert_eq!(doc.found[0].value, "~~~x:6");
    let (value, fixed) = edited(Format::Markdown, text, 0..6, "~~~x:7");
    assert_eq!(
        (value.as_str(), fixed.as_str()),
        ("~~~x:7", "[a]:\n\\~~~x:7\n\n[a]\n")
    );
}

#[test]
fn every_regression_meets_the_fuzz_targets_invariants() {
    for (format, text) in [
        (Format::Markdown, "[a](http://x/&DC;y)\n"),
        (Format::Html, "<p>see http://x/&DC;y here</p>\n"),
        (Format::Html, "<a href=\"http://x/&DC;y\">a</a>\n"),
        (Format::Markdown, "[a](http://x/a&b=1/%2f)\n"),
        (Format::Markdown, "[a](http://x/\\a)\n"),
        (Format::Xml, "<r>&Q.http://a/b;</r>"),
        (Format::Html, "<r>&Q.http://a/b;</r>"),
        (Format::Markdown, "[<K@c>]()"),
        (Format::Markdown, "[x <a@b.c> y](http://d/)"),
        (
            Format::Rust,
            "let n = NamedNodeRef::new_unchecked(\"http://example.org/\\u{_41}\\u{4_1}\");",
        ),
    ] {
        for found in &read_str(format, text).found {
            harness::assert_written(text, found);
        }
    }
}

/// Rewrites each Markdown IRI of `text` that holds a `q` whole, with the
/// `q` that `which` picks made an `r`, as the fuzz target did, and checks
/// the target's invariants on it; at least one is rewritten.
fn assert_q_rewritten(text: &str, which: fn(&str, char) -> Option<usize>) {
    let doc = read_str(Format::Markdown, text);
    let mut rewritten = 0;
    for (i, found) in doc.found.iter().enumerate() {
        let Some(at) = which(&found.value, 'q') else {
            continue;
        };
        let mut new = found.value.clone();
        new.replace_range(at..=at, "r");
        harness::assert_rewrite(Format::Markdown, text, &doc, i, &new, 0..found.value.len());
        rewritten += 1;
    }
    assert!(rewritten > 0, "{doc:?}");
}

#[test]
fn a_backquote_in_a_markdown_destination_is_written_escaped() {
    // A backquote written bare in a destination, rewritten bare beside an
    // escaped one, made a code span of them that took links apart (the
    // fuzz target, after 2.4 million runs): a destination's backquotes are
    // written escaped.
    let text = "][\u{0}\u{0}\u{0}\u{0}\u{FFFD}I]:[Q\u{FFFD}\n\"/@B\u{FFFD}*\u{FFFD}b\u{0}\u{FFFD})<\u{FFFD}\u{0}\u{0}\u{0}\u{2}[\u{2}[``\u{2} ](<e:{][1\u{FFFD}[](aq\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}`\\`\u{FFFD})aq\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}`\\`\u{FFFD})<\u{FFFD}\u{0}\u{0}\u{0}[1\u{FFFD}[](aq\u{FFFD}\u{FFFD}\u{FFFD}*`\\`\u{FFFD})<\u{FFFD}\u{0}\u{0}\u{0}[<\u{FFFD}\u{0}\u{0}\u{0}[\u{3}3333333";
    assert_q_rewritten(text, str::find);
    // A backquote that an edit writes is escaped; the ones it keeps keep
    // their spelling (an edit writes only what changes).
    let text = "[a](http://x/`y)\n";
    let found = &read_str(Format::Markdown, text).found[0];
    let (range, written) = found
        .edit(0..found.value.len(), "http://x/``z")
        .expect("an edit");
    assert_eq!((range, written.as_str()), (14..15, "\\`z"));
    assert_eq!(
        Escaping::Markdown { angle: false }.escape("a`b").as_deref(),
        Some("a\\`b")
    );
}

#[test]
fn an_edit_keeps_the_spelling_of_what_it_does_not_change() {
    // Rewritten whole in a new spelling (`\^` bare, a bare backquote
    // escaped), the destination's escapes paired otherwise with the text
    // around it and the link was gone (the fuzz target, 2.3 million runs
    // on the final code of issue 38): only the changed `q` is written.
    let text = "#M\0\u{FFFD}#\u{1}`](a[[3\u{FFFD}[](a[\u{FFFD}[2\\\\\\\\\\\\\\^\\\\\\\\\\``#\\\\\\:::::::\\\\\\\\\\\\\u{FFFD}76]q&)B67\u{e}\0\0\0\n2+\n\n\"\n\n.2(";
    assert_q_rewritten(text, str::rfind);
}

#[test]
fn a_link_that_backquoted_code_in_a_rust_comment_took_part_in_is_none() {
    // A `//` comment's code in backquotes is blanked before its prose is
    // read; a link in `<…>` ran over the blanks and held spaces where the
    // text has backquotes (the fuzz target, 2.3 million runs).
    // The input's first byte, 41, picked Rust among the 14 formats of
    // the time (CSV, the fifteenth, came after, at the end).
    assert_eq!(Format::ALL[usize::from(41u8) % 14], Format::Rust);
    let text = "<)<__\u{A0820}__\u{FFFD}\u{FFFD}tttp://w}p<p://w//www:`````_`````````````````````````````````````````````\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{CB}\u{FFFD}\u{458}\u{FFFD}?>{\u{0}\u{0}tp://w}\u{FFFD}p<5Ztth__\t";
    let doc = read_str(Format::Rust, text);
    for found in &doc.found {
        harness::assert_written(text, found);
    }
    let text = "// see <http://a/ `code` b> and http://c/\n";
    let values: Vec<_> = read_str(Format::Rust, text)
        .found
        .into_iter()
        .map(|f| f.value)
        .collect();
    assert_eq!(values, ["http://c/"]);
}

#[test]
fn an_edit_after_a_reference_name_rewrites_from_its_ampersand_alone() {
    // An edit just after `&l` was written as the whole value again in a
    // new spelling (its backquotes escaped), which paired otherwise with
    // the backquotes around it and lost the link (the fuzz target, 1.26
    // million runs): only the `&`, the name and the edit are written.
    let text = "#M\u{0}\u{FFFD}#\u{FFFD}[](a[[2\u{FFFD}[](aomega[[2\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\`[](a[[2\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\`````\\\\\\\\\\\\``````\\//_&l#?>#+\\\\T\\\\\\\\\\\\|q&)#\u{0}";
    assert_q_rewritten(text, |value, _| value.find("&l").map(|at| at + 1));
    let text = "[a](http://x/`y&DC;z)\n";
    let found = &read_str(Format::Markdown, text).found[0];
    let at = found.value.find('C').expect("the name");
    let (range, written) = found.edit(at..at + 1, "D").expect("an edit");
    assert_eq!((&text[range], written.as_str()), ("&DC", "\\&DD"));
}

#[test]
fn a_rewrite_that_makes_a_percent_encoding_a_variable_is_no_rewrite_to_check() {
    // The fuzz target changed the `F` of `%Ffr%` for a `G`: `%Ff` is a
    // percent-encoding, `%Gfr%` a `%NAME%` variable, so the new text holds
    // a template and no IRI, as it should. Such a change is no test of how
    // a value is written back: the target skips it.
    let text = "[a](ti://x/%Ffr%)\n";
    let doc = read_str(Format::Markdown, text);
    assert_eq!(doc.found.len(), 1, "{doc:?}");
    let old = doc.found[0].value.clone();
    let new = old.replace("%Ff", "%Gf");
    assert!(!harness::reads_alike(&old, &new));
    assert!(
        read_str(Format::Markdown, &text.replace("%Ff", "%Gf"))
            .found
            .is_empty()
    );
    // A change that keeps the encoding is still one to check.
    let kept = old.replace("%Ff", "%Fe");
    assert!(harness::reads_alike(&old, &kept));
    harness::assert_rewrite(Format::Markdown, text, &doc, 0, &kept, 0..kept.len());
}
