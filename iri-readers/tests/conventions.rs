//! The formats' conventions that are not IRIs (issue 38): JSON-LD in every
//! form and its blank node identifiers, templates of the common template
//! languages and routing patterns in every reader; and how each format's
//! processors compare what is found ([`Comparison`]), which decides what
//! `--fix` may write.

use iri_readers::{Comparison, Format, Options, read_file, read_str};

/// `pointer value` of each value found.
fn values(format: Format, text: &str) -> Vec<String> {
    read_str(format, text)
        .found
        .into_iter()
        .map(|f| format!("{} {}", f.pointer.unwrap_or_default(), f.value))
        .collect()
}

/// How each value found is compared.
fn comparisons(format: Format, text: &str) -> Vec<(String, Comparison)> {
    read_str(format, text)
        .found
        .into_iter()
        .map(|f| (f.value, f.comparison))
        .collect()
}

const EXPANDED: &str = r#"[{"@id": "_:b0", "@type": ["_:t", "http://e.org/T"],
    "http://e.org/p": [{"@id": "_:b1"}, {"@id": "http://e.org/x"}]}]"#;

#[test]
fn expanded_and_flattened_json_ld_has_blank_nodes_not_iris() {
    let expected = [
        "/0/@type/1 http://e.org/T",
        "/0/http:~1~1e.org~1p http://e.org/p",
        "/0/http:~1~1e.org~1p/1/@id http://e.org/x",
    ];
    assert_eq!(values(Format::Json, EXPANDED), expected);
    assert_eq!(values(Format::JsonLd, EXPANDED), expected);
    let flattened = r#"{"@graph": [{"@id": "_:b0", "@type": "_:t"},
        {"@id": "http://e.org/y", "http://e.org/q": {"@id": "_:b0"}}]}"#;
    assert_eq!(
        values(Format::Json, flattened),
        [
            "/@graph/1/@id http://e.org/y",
            "/@graph/1/http:~1~1e.org~1q http://e.org/q"
        ]
    );
    // A graph name, and a value that a context coerces to a node
    // reference.
    let compacted = r#"{"@context": {"knows": {"@id": "http://e.org/knows", "@type": "@id"},
        "url": {"@id": "http://e.org/url", "@type": "@id"}},
        "@id": "_:g", "@graph": [{"@id": "_:a", "knows": "_:b", "url": "_:c"}]}"#;
    assert_eq!(
        values(Format::Json, compacted),
        [
            "/@context/knows/@id http://e.org/knows",
            "/@context/url/@id http://e.org/url"
        ]
    );
}

#[test]
fn a_node_identifier_in_plain_json_is_no_iri_either() {
    // Nested, so the document does not show itself JSON-LD.
    let text = r#"{"tests": [{"input": {"@id": "_:b0"}, "url": "http://e.org/t"}]}"#;
    assert_eq!(values(Format::Json, text), ["/tests/0/url http://e.org/t"]);
}

#[test]
fn a_node_identifier_in_yaml_and_toml_is_no_iri_either() {
    // JSON-LD written in YAML (YAML-LD), as the JSON-LD API's examples do.
    let yaml = "\"@graph\":\n  - \"@id\": _:b0\n    knows: {\"@id\": \"_:b1\"}\n  - \"@id\": http://e.org/a\n";
    assert_eq!(values(Format::Yaml, yaml), ["/@graph/1/@id http://e.org/a"]);
    let toml = "[node]\n\"@id\" = \"_:b0\"\nhomepage = \"https://e.org/h\"\n";
    assert_eq!(
        values(Format::Toml, toml),
        ["/node/homepage https://e.org/h"]
    );
}

#[test]
fn a_jsonld_file_is_json_ld_whatever_it_holds() {
    assert_eq!(Format::from_extension("jsonld"), Some(Format::JsonLd));
    // Node objects without `@id` or `@type`: JSON-LD by the extension
    // only; its literal is compared by characters.
    let text = r#"[{"http://e.org/p": [{"@value": "http://e.org/v"}], "url": "_:b"}]"#;
    assert_eq!(
        comparisons(Format::JsonLd, text),
        [
            ("http://e.org/p".to_owned(), Comparison::Characters),
            ("http://e.org/v".to_owned(), Comparison::Characters),
        ]
    );
    let dir = std::env::temp_dir().join(format!("iri-readers-conventions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("doc.jsonld");
    std::fs::write(&path, text).unwrap();
    let (_, doc) = read_file(&path, &Options::default()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(doc.found.len(), 2);
    assert!(
        doc.found
            .iter()
            .all(|f| f.comparison == Comparison::Characters)
    );
}

#[test]
fn every_iri_of_json_ld_is_compared_by_characters_and_plain_json_by_equivalence() {
    let compacted = r#"{"@context": {"ex": "http://e.org/"}, "@id": "ex:a",
        "ex:see": "see https://e.org/b", "homepage": "https://e.org/c"}"#;
    for text in [EXPANDED, compacted] {
        let found = comparisons(Format::Json, text);
        assert!(!found.is_empty());
        assert!(
            found.iter().all(|(_, c)| *c == Comparison::Characters),
            "{found:?}"
        );
    }
    // A plain JSON array keeps its fixes.
    let plain = r#"[{"homepage": "HTTP://e.org/c"}, {"name": "x", "url": "http://e.org/d"}]"#;
    assert_eq!(
        comparisons(Format::Json, plain),
        [
            ("HTTP://e.org/c".to_owned(), Comparison::Equivalence),
            ("http://e.org/d".to_owned(), Comparison::Equivalence),
        ]
    );
}

#[test]
fn templates_are_not_iris_in_strings_of_every_format() {
    let json = r#"{"href": "{% url 'home' %}", "url": "<%= base %>/a", "homepage": "%PUBLIC_URL%/",
        "src": "${base}/x", "note": "see {{site}}/x and https://e.org/ok"}"#;
    assert_eq!(values(Format::Json, json), ["/note https://e.org/ok"]);
    let toml =
        "homepage = \"{{ site.url }}/x\"\nurl = '${base}/api'\nrepository = \"https://e.org/r\"\n";
    assert_eq!(values(Format::Toml, toml), ["/repository https://e.org/r"]);
    let text = "see {{base}}/x, <%= root %>/y and https://e.org/{% x %}/z and https://e.org/ok";
    assert_eq!(values(Format::Text, text), [" https://e.org/ok"]);
}

#[test]
fn a_routing_regex_is_no_iri_and_iris_with_its_characters_still_are() {
    let yaml = "handlers:\n- url: /([a-z])(.*)$\n  script: main.app\n\
                - url: /(.*\\.(gif|png))$\n- url: ^/api/(.+)\n\
                - url: https://en.wikipedia.org/wiki/Mercury_(planet)\n\
                - url: https://services.odata.org/Northwind/Northwind.svc/$metadata\n\
                - url: https://example.org/(a b)\n";
    assert_eq!(
        values(Format::Yaml, yaml),
        [
            "/handlers/3/url https://en.wikipedia.org/wiki/Mercury_(planet)",
            "/handlers/4/url https://services.odata.org/Northwind/Northwind.svc/$metadata",
            "/handlers/5/url https://example.org/(a b)",
        ]
    );
    let bad = read_str(Format::Yaml, yaml);
    let value = &bad.found[2].value;
    assert!(iri_core::parse(value, bad.found[2].grammar).is_err());
}

#[test]
fn templates_in_markdown_destinations_are_not_iris() {
    let md = "[t]({{docsdir}}/terms.html) ![i](%PUBLIC_URL%/x.png) [a](${base}/a)\n\
              [m](https://en.wikipedia.org/wiki/Mercury_(planet)) [e](<%= root %>)\n\n\
              [r]: {{site.baseurl}}/r\n[s]: https://e.org/s\n";
    assert_eq!(
        values(Format::Markdown, md),
        [
            " https://en.wikipedia.org/wiki/Mercury_(planet)",
            " https://e.org/s"
        ]
    );
}

#[test]
fn the_iris_of_an_rdfa_element_are_rdf_terms_compared_by_characters() {
    use Comparison::{Characters, Equivalence};
    // w3c/json-ld-api: `--fix` wrote `http://www.milowski.com/#alex`, a
    // different RDF term.
    let html = "<link rel=\"stylesheet\" href=\"http://s.org/a.css\">\
                <a href=\"http://www.milowski.com#alex\" property=\"schema:author\">Alex</a>\
                <a href=\"http://plain.org\">plain</a>\
                <a rel=\"dc:creator\" href=\"http://c.org\">c</a>\
                <a rel=\"license\" href=\"http://l.org\">l</a>\
                <a rel=\"nofollow\" href=\"http://n.org\">n</a>\
                <img typeof=\"foaf:Image\" src=\"http://i.org/x.png\">\
                <div vocab=\"http://schema.org/\"><link rel=\"stylesheet\" href=\"http://v.org\"></div>";
    assert_eq!(
        comparisons(Format::Html, html),
        [
            ("http://s.org/a.css".to_owned(), Equivalence),
            ("http://www.milowski.com#alex".to_owned(), Characters),
            ("http://plain.org".to_owned(), Equivalence),
            ("http://c.org".to_owned(), Characters),
            ("http://l.org".to_owned(), Characters),
            ("http://n.org".to_owned(), Equivalence),
            ("http://i.org/x.png".to_owned(), Characters),
            ("http://v.org".to_owned(), Characters),
        ]
    );
    // XHTML+RDFa read as XML: the same rule.
    let xhtml = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><a href=\"http://a.org\" \
                 property=\"p\">a</a><a href=\"http://b.org\">b</a></html>";
    assert_eq!(
        comparisons(Format::Xml, xhtml),
        [
            ("http://www.w3.org/1999/xhtml".to_owned(), Characters),
            ("http://a.org".to_owned(), Characters),
            ("http://b.org".to_owned(), Equivalence),
        ]
    );
}

#[test]
fn links_in_the_text_of_an_rdfa_document_may_be_literals_and_keep_every_character() {
    use Comparison::{Characters, Equivalence};
    // w3c/rdf-tests: the content of `<pre property="mf:result">` is the
    // expected result of a test about percent-encoding; `--fix` decoded
    // its `%C3%A9`. (A `<pre>`'s text is code and no longer read at all;
    // the same literal in a `<div>` is read and kept as written.)
    let rdfa = "<p>see http://a.org/%7e</p>\
                <div property=\"mf:result\">http://example.org/#Andr%C3%A9</div>\
                <pre property=\"mf:result\">http://example.org/#Andr%C3%A9x</pre>";
    assert_eq!(
        comparisons(Format::Html, rdfa),
        [
            ("http://a.org/%7e".to_owned(), Characters),
            ("http://example.org/#Andr%C3%A9".to_owned(), Characters),
        ]
    );
    // Without RDFa, prose in HTML keeps its equivalences.
    let plain = "<p>see http://a.org/%7e</p><a href=\"http://b.org\">b</a>";
    assert_eq!(
        comparisons(Format::Html, plain),
        [
            ("http://a.org/%7e".to_owned(), Equivalence),
            ("http://b.org".to_owned(), Equivalence),
        ]
    );
}

#[test]
fn a_placeholder_written_with_a_code_span_in_markdown_is_no_link() {
    // schemaorg/schemaorg's software/SOFTWARE_README.md.
    let md = "Then open:\n\n  http://{`public ip of Google/AWS instance`}:8080/\n";
    assert_eq!(comparisons(Format::Markdown, md), []);
}
