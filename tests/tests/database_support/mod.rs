//! What the database tests share: a static type with the database traits,
//! the values they write and read back, and the cells they refuse.

use iri_core::Grammar;

iri_kit::iri_type! {
    /// An endpoint of an API: `https`, a host, under `/v1/`.
    pub struct Endpoint: Uri;
    macro endpoint;
    sql;
    schemes = ["https"],
    host = required,
    path_prefix = "/v1/",
}

/// Values of each kind (its name, its text) over the grammar: every
/// component present and absent, IP literals, non-ASCII characters,
/// percent-encodings, empty segments, and for the LEIRI what only it takes.
pub(crate) fn good_values() -> Vec<(&'static str, String)> {
    let iris = [
        "https://example.org/été?lang=fr#haut",
        "http://user:pw@[2001:db8::1]:8080/a//b/?q=%C3%A9",
        "urn:isbn:0451450523",
        "a:",
        "file:///",
        "http://192.0.2.1/",
        "x://[v1.fe]/%20?\u{E000}",
        "mailto:例@example.jp",
    ];
    let references = ["", "../a/./b", "//h", "?q", "#f", "/é/%41", "a//b"];
    let uris = ["https://example.org/%C3%A9t%C3%A9", "tag:x,2020:y"];
    let uri_refs = ["/a%20b", "//[::1]:", "."];
    let leiris = ["http://example.org/a b<c>{d}", "x:\u{7F}"];
    let mut values = Vec::new();
    for (kind, texts) in [
        ("Iri", &iris[..]),
        ("IriRef", &references[..]),
        ("IriRef", &iris[..]),
        ("Uri", &uris[..]),
        ("UriRef", &uri_refs[..]),
        ("UriRef", &uris[..]),
        ("Leiri", &leiris[..]),
        ("Leiri", &iris[..]),
    ] {
        values.extend(texts.iter().map(|text| (kind, (*text).to_owned())));
    }
    values
}

/// The grammar of a kind named by `good_values`.
pub(crate) fn grammar(kind: &str) -> Grammar {
    match kind {
        "Iri" => Grammar::IRI,
        "IriRef" => Grammar::IRI_REFERENCE,
        "Uri" => Grammar::URI,
        "UriRef" => Grammar::URI_REFERENCE,
        _ => Grammar::LEIRI,
    }
}

/// Cells that the kinds refuse: the kind asked for (`Iri`, `Uri` or the
/// static `Endpoint`), the text, and the code of the finding.
pub(crate) fn bad_cells() -> [(&'static str, &'static str, &'static str); 6] {
    [
        ("Iri", "/relative", "grammar-missing-scheme"),
        ("Iri", "http://a b/", "grammar-invalid-character"),
        ("Iri", "http://example.org/a\u{202E}b", "bidi-formatting"),
        ("Uri", "https://example.org/été", "grammar-non-ascii"),
        (
            "Endpoint",
            "https://example.org/v2/",
            "constraint-path-prefix",
        ),
        ("Endpoint", "http://example.org/v1/", "constraint-schemes"),
    ]
}
