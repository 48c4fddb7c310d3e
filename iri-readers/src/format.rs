//! The formats the readers know: [`Format`].

use std::path::Path;

/// A file format, which decides how its IRIs are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// One IRI per non-empty line, spaces and tabs around it removed.
    Lines,
    /// Prose: bare links (`scheme://…`, `mailto:…`) ended the way link
    /// detectors end them, and `<scheme:…>` (RFC 3986 appendix C).
    Text,
    /// `CommonMark` with GitHub's extensions: link destinations, autolinks,
    /// reference definitions, HTML, and bare links in text; code left
    /// alone.
    Markdown,
    /// HTML: the attributes that hold IRIs (`href`, `src`, …), with
    /// character references decoded and ASCII whitespace around them
    /// removed as browsers do; bare links in text; comments, scripts and
    /// styles left alone.
    Html,
    /// XML (RDF/XML, Atom, SVG, …): the attributes that hold IRIs
    /// (`rdf:about`, `xml:base`, `xmlns`, `href`, …) with references and
    /// DTD entities expanded; bare links in text.
    Xml,
    /// N-Triples: every `<…>`, an absolute IRI.
    NTriples,
    /// N-Quads: as N-Triples.
    NQuads,
    /// Turtle (and N3): every `<…>`, an IRI reference.
    Turtle,
    /// `TriG`: as Turtle.
    TriG,
    /// JSON (and JSON Lines): string values meant as IRIs; a document
    /// that shows itself JSON-LD (a top-level `@context`, or node objects
    /// with `@id` or `@type` at the top level or in its `@graph`) is read
    /// as [`Format::JsonLd`].
    Json,
    /// JSON-LD (a `.jsonld` file), in any form: compacted, expanded (a
    /// top-level array, no context), flattened. Its IRIs are found where
    /// JSON-LD puts them (`@id`, `@type`, terms and compact IRIs
    /// expanded), blank node identifiers (`_:b0`) left out, and all are
    /// compared by characters.
    JsonLd,
    /// TOML: string values meant as IRIs.
    Toml,
    /// YAML: scalars meant as IRIs.
    Yaml,
    /// Rust source: the literals passed to calls that take an IRI
    /// (`Url::parse`, `NamedNodeRef::new_unchecked`, …), checked whole;
    /// other literals that look like a link; the links of format strings
    /// (placeholders left out); doc comments as Markdown, other comments
    /// as prose.
    Rust,
    /// CSV and TSV: a data file, its links found as in prose (in its cells,
    /// and in the HTML or text a cell holds), each a value of the data,
    /// which its readers compare as written: `--fix` rewrites none unasked.
    Csv,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 15] = [
        Format::Lines,
        Format::Text,
        Format::Markdown,
        Format::Html,
        Format::Xml,
        Format::NTriples,
        Format::NQuads,
        Format::Turtle,
        Format::TriG,
        Format::Json,
        Format::JsonLd,
        Format::Toml,
        Format::Yaml,
        Format::Rust,
        Format::Csv,
    ];

    /// The format of a file with extension `ext` (any case), if known.
    ///
    /// ```
    /// use iri_readers::Format;
    ///
    /// assert_eq!(Format::from_extension("TTL"), Some(Format::Turtle));
    /// assert_eq!(Format::from_extension("jsonld"), Some(Format::JsonLd));
    /// assert_eq!(Format::from_extension("json"), Some(Format::Json));
    /// assert_eq!(Format::from_extension("rs"), Some(Format::Rust));
    /// assert_eq!(Format::from_extension("py"), None);
    /// // Prose, like any text (licences, notes): one IRI per line only
    /// // when asked for.
    /// assert_eq!(Format::from_extension("txt"), Some(Format::Text));
    /// // A data table: read as prose, its values compared as written.
    /// assert_eq!(Format::from_extension("tsv"), Some(Format::Csv));
    /// ```
    #[must_use]
    pub fn from_extension(ext: &str) -> Option<Format> {
        Some(match ext.to_ascii_lowercase().as_str() {
            "urls" => Format::Lines,
            "txt" | "list" | "rst" | "adoc" | "ini" | "cfg" | "conf" | "text" => Format::Text,
            "md" | "markdown" | "mdown" | "mkd" => Format::Markdown,
            "html" | "htm" | "xhtml" => Format::Html,
            "xml" | "svg" | "rdf" | "owl" | "atom" | "rss" | "xsd" | "xsl" | "xslt" | "opf"
            | "plist" | "pom" => Format::Xml,
            "nt" => Format::NTriples,
            "nq" => Format::NQuads,
            "ttl" | "n3" => Format::Turtle,
            "trig" => Format::TriG,
            "json" | "jsonl" | "ndjson" | "geojson" | "webmanifest" => Format::Json,
            "jsonld" => Format::JsonLd,
            "toml" => Format::Toml,
            "yaml" | "yml" => Format::Yaml,
            "rs" => Format::Rust,
            "csv" | "tsv" => Format::Csv,
            _ => return None,
        })
    }

    /// The format of the file at `path`, by its extension.
    #[must_use]
    pub fn from_path(path: &Path) -> Option<Format> {
        Format::from_extension(path.extension()?.to_str()?)
    }

    /// Whether a document of this format can be read one line at a time
    /// (so in constant memory, whatever its size): each line holds whole
    /// IRIs and nothing that the next lines need.
    #[must_use]
    pub const fn by_line(self) -> bool {
        matches!(
            self,
            Format::Lines | Format::Text | Format::Csv | Format::NTriples | Format::NQuads
        )
    }

    /// Whether documents of this format are JSON (JSON-LD included): what
    /// the format's parser refuses is invalid JSON.
    ///
    /// ```
    /// use iri_readers::Format;
    ///
    /// assert!(Format::JsonLd.is_json());
    /// assert!(!Format::Yaml.is_json());
    /// ```
    #[must_use]
    pub const fn is_json(self) -> bool {
        matches!(self, Format::Json | Format::JsonLd)
    }

    /// The format's name, lowercase.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Lines => "lines",
            Format::Text => "text",
            Format::Markdown => "markdown",
            Format::Html => "html",
            Format::Xml => "xml",
            Format::NTriples => "n-triples",
            Format::NQuads => "n-quads",
            Format::Turtle => "turtle",
            Format::TriG => "trig",
            Format::Json => "json",
            Format::JsonLd => "json-ld",
            Format::Toml => "toml",
            Format::Yaml => "yaml",
            Format::Rust => "rust",
            Format::Csv => "csv",
        }
    }
}
