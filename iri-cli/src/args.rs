//! The command line: every option, with the text `iri-check --help` shows.

use std::path::PathBuf;

use clap::{Parser, ValueEnum};

/// Checks the IRIs in files against RFC 3987 and the checker's rules.
///
/// Reads the files and directories given (standard input for `-` or when
/// none is given), finds the IRIs in them (see `--mode`), and reports what
/// is wrong with each: grammar errors, and the findings of the checker
/// under a policy (see `--policy`), in rustc's style, as JSON lines or as
/// SARIF.
///
/// Exit status: 0 when nothing is at the error level (warnings allowed,
/// unless `--deny warnings`), 1 when something is, 2 on a usage error or
/// when a file could not be read or written (which wins over 1).
#[derive(Debug, Parser)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "each flag of the command line is a field"
)]
#[command(name = "iri-check", version, max_term_width = 100)]
#[command(after_long_help = AFTER_HELP)]
pub(crate) struct Args {
    /// Files and directories to check; `-` is standard input. Without a
    /// path: the current directory when standard input is a terminal, else
    /// what is piped in.
    ///
    /// A directory is walked recursively, in name order, the way `git`
    /// sees it: skipping hidden entries, what `.gitignore`, `.ignore` and
    /// the global git excludes ignore (so `target/` in a crate), symbolic
    /// links to directories, binary files and files whose extension names
    /// no format `--mode auto` knows. A file named here is always checked.
    #[arg(value_name = "PATH")]
    pub(crate) paths: Vec<PathBuf>,

    /// Skips the files and directories that match this glob, in
    /// gitignore's syntax, relative to each directory walked (as ripgrep's
    /// `--glob '!GLOB'`): `--exclude '*.min.js' --exclude 'vendor/'`. May be
    /// repeated. Files named on the command line are always checked.
    #[arg(long, value_name = "GLOB")]
    pub(crate) exclude: Vec<String>,

    /// How to find the IRIs in a file: the format's reader.
    ///
    /// `auto` picks by extension: `json` for .json, .jsonl, .ndjson,
    /// .geojson and .webmanifest; `json-ld` for .jsonld; `markdown` for .md, .markdown;
    /// `html` for .html, .htm, .xhtml; `xml` for .xml, .svg, .rdf, .owl,
    /// .atom, .rss, .xsd, .xsl; `ntriples` for .nt; `nquads` for .nq;
    /// `turtle` for .ttl, .n3; `trig` for .trig; `toml`; `yaml` for .yaml,
    /// .yml; `lines` for .urls; `text` for .txt, .list, .rst, .adoc, .csv,
    /// .tsv, .ini, .cfg, .conf and anything else named (prose: a licence
    /// or a data table is no list of IRIs); standard input is `lines`.
    /// One IRI per line is read only when asked for: `--mode lines` with
    /// the list files named. `extract` is `auto` with `text` for unknown
    /// extensions, in directories too. Each reader knows its format's
    /// strings, escapes, comments and references: only what the format's
    /// own parser reads as an IRI is checked, where it is written.
    #[arg(long, value_enum, default_value_t = ModeArg::Auto)]
    pub(crate) mode: ModeArg,

    /// The grammar IRIs are checked against.
    ///
    /// Without it: what the format asks for. Absolute IRIs in lines, text,
    /// N-Triples, N-Quads and the values of JSON, TOML and YAML; IRI
    /// references in Turtle, `TriG`, the attributes of XML and HTML,
    /// Markdown destinations and JSON-LD `@id`; LEIRI references in
    /// Markdown `<…>` destinations that hold spaces (renderers
    /// percent-encode them: advice at most).
    #[arg(long, value_enum, value_name = "KIND")]
    pub(crate) kind: Option<KindArg>,

    /// Resolves relative references against this absolute IRI before
    /// checking them (RFC 3986 section 5.2).
    ///
    /// Grammar errors are still found in the reference as written; the
    /// other findings are about the resolved IRI, which the output shows,
    /// and have no fix. Not with `--kind leiri` or `leiri-reference`.
    #[arg(long, value_name = "IRI")]
    pub(crate) base: Option<String>,

    /// In JSON, TOML and YAML: check the values at this JSON pointer
    /// (RFC 6901; TOML tables and YAML mappings are walked the same way)
    /// instead of the strings that look like links; `*` stands for any
    /// member or element (`/items/*/url`). May be repeated.
    ///
    /// Without `--pointer` or `--key`, a string whose whole value looks
    /// like a link (`scheme://…`, `mailto:`, `urn:`, with at most one run
    /// of spaces) is one IRI; any other string is prose, read for bare
    /// links; a bare `word:word` is not an IRI. JSON-LD documents (with
    /// `@context`) also check `@id`, `@type`, `@vocab` and the context's
    /// IRIs, compact IRIs expanded, blank nodes and terms skipped.
    #[arg(long, value_name = "POINTER")]
    pub(crate) pointer: Vec<String>,

    /// In JSON, TOML and YAML: check the values of members with this key,
    /// at any depth (`--key homepage`). May be repeated.
    ///
    /// Without `--pointer` or `--key`, the values of `@id`, `href`, `url`
    /// and `homepage` are IRI references by their key: each is checked
    /// whole (a space or a line break in it is an error in it), unless it
    /// is empty, a template or a regular expression.
    #[arg(long, value_name = "KEY")]
    pub(crate) key: Vec<String>,

    /// In Markdown: checks link destinations that are rustdoc intra-doc
    /// links as IRIs too.
    ///
    /// Without it, a destination that names a Rust item (`crate::x`,
    /// `Self::f`, `a::b`, `fn@g`, `m!`, `f()`, `Vec<T>`) is rustdoc's link
    /// to its page, not an IRI, and is not checked; `urn:x:y` or
    /// `mailto:a@b` (one colon, no Rust path) always are IRIs. For
    /// Markdown that rustdoc does not read.
    #[arg(long)]
    pub(crate) no_intra_doc_links: bool,

    /// Documents of the formats read whole (all but lines, text,
    /// N-Triples, N-Quads and JSON Lines, which are read a line at a
    /// time) larger than this are reported as `input-too-large` and not
    /// checked. Takes a suffix K, M or G.
    #[arg(long, value_name = "BYTES", default_value = "64M", value_parser = parse_size)]
    pub(crate) max_file_size: usize,

    /// The output format.
    #[arg(long, value_enum, default_value_t = FormatArg::Human)]
    pub(crate) format: FormatArg,

    /// When to colour the human output: `auto` colours it on a terminal
    /// unless the `NO_COLOR` environment variable is set and not empty.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto, value_name = "WHEN")]
    pub(crate) color: ColorArg,

    /// The preset to start from; it replaces the levels that the
    /// `Cargo.toml` tables set.
    #[arg(long, value_name = "PRESET", value_parser = preset_names())]
    pub(crate) policy: Option<String>,

    /// Makes a finding code or a group of codes an error. `warnings` makes
    /// every warning fail the run (exit status 1). May be repeated or take
    /// a comma-separated list.
    #[arg(long, short = 'D', value_name = "CODE-OR-GROUP", value_delimiter = ',')]
    pub(crate) deny: Vec<String>,

    /// Makes a finding code or a group of codes a warning.
    #[arg(long, short = 'W', value_name = "CODE-OR-GROUP", value_delimiter = ',')]
    pub(crate) warn: Vec<String>,

    /// Makes a finding code or a group of codes advice.
    #[arg(long, value_name = "CODE-OR-GROUP", value_delimiter = ',')]
    pub(crate) advise: Vec<String>,

    /// Prints the findings at the advice level (preferred forms such as
    /// `https://example.org` without its final `/`), which are otherwise
    /// only counted in the summary; with `--fix`, applies their fixes too.
    /// `--advise CODE` sets a code's level; this shows what is at it.
    #[arg(long)]
    pub(crate) show_advice: bool,

    /// Turns a finding code or a group of codes off.
    #[arg(long, short = 'A', value_name = "CODE-OR-GROUP", value_delimiter = ',')]
    pub(crate) allow: Vec<String>,

    /// Allows only these schemes: any other is a `scheme-not-allowed`
    /// finding.
    #[arg(long, value_name = "SCHEME", value_delimiter = ',')]
    pub(crate) schemes: Option<Vec<String>>,

    /// Ignores the `[package.metadata.iri]` and `[workspace.metadata.iri]`
    /// tables of `Cargo.toml` files.
    #[arg(long)]
    pub(crate) no_manifest: bool,

    /// Applies the checker's fixes to the files: only the IRI the author
    /// meant, or nothing. An IRI keeps all its characters where its format
    /// compares IRIs character by character (RDF: N-Triples, N-Quads,
    /// Turtle, `TriG`, RDF/XML; JSON-LD; XML namespace names; the values
    /// of CSV and TSV data), where a
    /// normalization names another thing (see `--fix-terms`); and wherever
    /// a finding at warning level or above has no fix (grammar errors
    /// included), where a bare link's end is a guess (cut before more of
    /// it), or where the fixed IRI would not parse, keep a finding fixed
    /// or gain one. The findings fixed are counted in the summary, not
    /// reported, and do not count for the exit status; the summary says
    /// how many fixes were left alone, and why.
    #[arg(long)]
    pub(crate) fix: bool,

    /// Also fixes, in IRIs compared character by character (RDF, JSON-LD,
    /// XML namespace names, CSV and TSV data), the findings of these codes or groups
    /// (`--fix-terms form-host-case,form-hex-case`): a rewrite that
    /// makes another term, which the data's author asks for knowingly.
    #[arg(long, value_name = "CODE-OR-GROUP", value_delimiter = ',')]
    pub(crate) fix_terms: Vec<String>,

    /// With `--fix`: prints the changes as a unified diff instead of
    /// writing them, and no findings (the summary goes to standard error).
    #[arg(long, requires = "fix")]
    pub(crate) dry_run: bool,

    /// Lines (and JSON strings) longer than this are reported as
    /// `input-too-long` and skipped. Takes a suffix K, M or G (powers of
    /// 1024).
    #[arg(long, value_name = "BYTES", default_value = "16M", value_parser = parse_size)]
    pub(crate) max_line_length: usize,

    /// The number of threads checking IRIs (default: one per core).
    #[arg(long, short = 'j', value_name = "N")]
    pub(crate) jobs: Option<usize>,

    /// Never shows the progress bar (shown on standard error when it is a
    /// terminal and the input is large).
    #[arg(long)]
    pub(crate) no_progress: bool,

    /// Prints no summary line.
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,

    /// Prints every finding code with its group, default level and summary,
    /// and exits.
    #[arg(long)]
    pub(crate) list_codes: bool,

    /// Prints what a finding code means, where the rule comes from and how
    /// to fix it, and exits.
    #[arg(long, value_name = "CODE")]
    pub(crate) explain: Option<String>,
}

/// How to find the IRIs in a file (`--mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ModeArg {
    /// By extension.
    Auto,
    /// Each non-empty line (spaces and tabs around it removed) is one IRI.
    Lines,
    /// By extension, `text` for unknown ones.
    Extract,
    /// Prose: bare links and `<scheme:…>`.
    Text,
    /// `CommonMark`: destinations, autolinks, definitions, HTML, bare links.
    Markdown,
    /// HTML attributes (`href`, `src`, …) and bare links in text.
    Html,
    /// XML and RDF/XML attributes (`rdf:about`, `xml:base`, `xmlns`, …).
    Xml,
    /// N-Triples: every `<…>`.
    Ntriples,
    /// N-Quads: every `<…>`.
    Nquads,
    /// Turtle and N3: every `<…>`, references allowed.
    Turtle,
    /// `TriG`: every `<…>`, references allowed.
    Trig,
    /// JSON and JSON Lines: strings meant as IRIs (a document with a
    /// top-level `@context`, or `@id` or `@type` in its nodes, is read as
    /// JSON-LD).
    Json,
    /// JSON-LD, in any form: the IRIs where JSON-LD puts them (`@id`,
    /// `@type`, terms and compact IRIs expanded), blank nodes (`_:b0`)
    /// skipped, every IRI compared by characters (`--fix` rewrites none
    /// unless `--fix-terms` names its code).
    JsonLd,
    /// TOML: strings meant as IRIs.
    Toml,
    /// YAML: scalars meant as IRIs.
    Yaml,
    /// Rust: the literals passed to calls that take an IRI, literals that
    /// look like a link, format strings' links, doc comments as Markdown.
    Rust,
    /// CSV and TSV: links as in text, each a value of the data, which
    /// `--fix` leaves as written.
    Csv,
}

/// The grammar to check against (`--kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum KindArg {
    /// `IRI`: absolute, with an optional fragment.
    Iri,
    /// `URI`: absolute and ASCII only.
    Uri,
    /// A LEIRI (W3C note): an IRI that may hold spaces and other characters.
    Leiri,
    /// `IRI-reference`: an IRI or a relative reference.
    #[value(alias = "iri-reference")]
    Reference,
    /// `URI-reference`.
    UriReference,
    /// A LEIRI reference.
    LeiriReference,
}

/// The output format (`--format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum FormatArg {
    /// rustc-style diagnostics and a summary line.
    Human,
    /// One JSON object per finding, one per line (schema in `--help`).
    Json,
    /// One SARIF 2.1.0 log, for code-scanning services.
    Sarif,
}

/// When to colour (`--color`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorArg {
    /// On a terminal, unless `NO_COLOR` is set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// The names `--policy` accepts.
fn preset_names() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(
        iri_checker::Preset::ALL.map(iri_checker::Preset::name),
    )
}

/// A size in bytes, with an optional K, M or G suffix.
fn parse_size(text: &str) -> Result<usize, String> {
    let (digits, unit) = match text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((at, _)) => text.split_at(at),
        None => (text, ""),
    };
    let shift = match unit {
        "" => 0,
        "K" | "k" | "KiB" => 10,
        "M" | "m" | "MiB" => 20,
        "G" | "g" | "GiB" => 30,
        _ => return Err(format!("unknown unit `{unit}`; use K, M or G")),
    };
    let number: usize = digits
        .parse()
        .map_err(|_| format!("`{text}` is not a size such as `64K` or `16M`"))?;
    number
        .checked_mul(1 << shift)
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("`{text}` is not a size between 1 byte and the address space"))
}

/// The end of `--help`: policies, the JSON schema, and the codes that are
/// not the checker's.
const AFTER_HELP: &str = "\
POLICY:
  The policy starts from the default preset; then the [workspace.metadata.iri]
  table of the workspace's Cargo.toml and the [package.metadata.iri] table of
  the nearest Cargo.toml above each file apply (unless --no-manifest); then
  --policy, --deny, --warn, --advise, --allow and --schemes, applied together
  as the lines of one table (a code's setting beats its group's, whatever the
  order).
  `iri-check --list-codes` lists the codes and groups.

CODES BEYOND THE CHECKER'S:
  grammar-*   the text does not match the grammar of --kind (always an error),
              one code per kind of error, such as grammar-invalid-character
              or grammar-missing-scheme (--list-codes lists them)
  input-*     the file could not be read (not about an IRI):
              input-invalid-utf8 (error; the rest of the line is skipped in
              lines mode, only the bad bytes otherwise), input-too-long
              (error), input-invalid-json and input-invalid-syntax (error;
              a document its format's parser refuses: the rest of it is
              skipped), input-invalid-escape, input-undeclared-entity,
              input-invalid-encoding (errors), input-too-large (error; see
              --max-file-size), input-binary (warning; only for files named
              on the command line)

JSON OUTPUT (--format json), one object per line, schema version 1:
  file        the path as given, `<stdin>` for standard input
  line        the line of the finding, from 1
  column      its column, in characters, from 1
  offset      its byte offset in the file, from 0
  span        {\"start\", \"end\"}: its bytes in `input`, or null
  input       the IRI checked (after --base resolution), or null
  reference   the reference as written when --base resolved it, else null
  pointer     the JSON pointer of the value (JSON, TOML, YAML), else null
  code        the finding code
  level       \"error\", \"warning\" or \"advice\"
  component   scheme, userinfo, host, ip-literal, port, path, query,
              fragment, or null
  message     what is wrong (the position is in the members above)
  help        how to fix it, or null
  fix         {\"span\": {\"start\", \"end\"}, \"replacement\"} in `input`, or null
  rule        the rule broken and its source, or null
  Later versions may add members, never remove or change one.
";

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_is_well_formed() {
        Args::command().debug_assert();
    }

    #[test]
    fn every_option_is_documented() {
        for arg in Args::command().get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            assert!(arg.get_help().is_some(), "`{id}` has no help");
        }
    }

    #[test]
    fn sizes_take_binary_suffixes() {
        assert_eq!(parse_size("100"), Ok(100));
        assert_eq!(parse_size("64K"), Ok(65536));
        assert_eq!(parse_size("16M"), Ok(16 << 20));
        assert_eq!(parse_size("1G"), Ok(1 << 30));
        assert!(parse_size("0").is_err());
        assert!(parse_size("12T").is_err());
        assert!(parse_size("M").is_err());
    }
}
