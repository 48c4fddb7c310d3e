//! Which strings of JSON, TOML and YAML are IRIs: [`Selection`].

/// One step of the path to a value: a key or an index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    Key(String),
    Index(usize),
}

/// Which values of a structured document are checked.
///
/// With no pointer and no key, a string is one IRI when its whole value
/// looks like a link ([`looks_like_link`]); any other string is prose,
/// read for bare links as plain text. Pointers and keys name values to
/// check whole, whatever they look like (and nothing else is checked).
///
/// ```
/// use iri_readers::{Format, Options, Selection, read_str_with};
///
/// let json = r#"{"home": "example.org:8080", "about": "see https://x.org/ now"}"#;
/// let options = Options {
///     selection: Selection::new(&["/home"], &[]).unwrap(),
///     ..Options::default()
/// };
/// let doc = read_str_with(Format::Json, json, &options);
/// assert_eq!(doc.found.len(), 1);
/// assert_eq!(doc.found[0].value, "example.org:8080");
/// let doc = read_str_with(Format::Json, json, &Options::default());
/// assert_eq!(doc.found[0].value, "https://x.org/");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// JSON pointers split into tokens (`*` matches any one step).
    pointers: Vec<Vec<String>>,
    /// Key names: a value under one of these keys, at any depth.
    keys: Vec<String>,
}

impl Selection {
    /// The selection of `pointers` (RFC 6901, `*` for any member or
    /// element) and `keys`; the error names a pointer that does not start
    /// with `/`.
    pub fn new(pointers: &[&str], keys: &[&str]) -> Result<Selection, String> {
        let mut out = Vec::new();
        for pointer in pointers {
            if pointer.is_empty() {
                out.push(Vec::new());
                continue;
            }
            let Some(rest) = pointer.strip_prefix('/') else {
                return Err(format!(
                    "invalid JSON pointer `{pointer}`: it starts with `/` (RFC 6901)"
                ));
            };
            out.push(
                rest.split('/')
                    .map(|t| t.replace("~1", "/").replace("~0", "~"))
                    .collect(),
            );
        }
        Ok(Selection {
            pointers: out,
            keys: keys.iter().map(|k| (*k).to_owned()).collect(),
        })
    }

    /// Whether values are chosen by pointer or key (not by their look).
    #[must_use]
    pub fn is_explicit(&self) -> bool {
        !self.pointers.is_empty() || !self.keys.is_empty()
    }

    /// Whether the value at `path` is selected.
    pub(crate) fn matches(&self, path: &[Step]) -> bool {
        let by_key = matches!(path.last(), Some(Step::Key(k)) if self.keys.contains(k));
        by_key
            || self.pointers.iter().any(|pattern| {
                pattern.len() == path.len()
                    && pattern.iter().zip(path).all(|(token, step)| {
                        token == "*"
                            || match step {
                                Step::Key(key) => key == token,
                                Step::Index(i) => token.parse::<usize>().ok() == Some(*i),
                            }
                    })
            })
    }
}

/// Whether the value at `path` is a URI Template by the format that puts
/// it there: an `OpenAPI` server's URL (`…/servers/i/url`, whose variables
/// are `{name}`) or a JSON Hyper-Schema link's `href` (`…/links/i/href`).
/// (HAL's `"templated": true` is read by the JSON reader, which sees the
/// link object whole.)
pub(crate) fn is_template_position(path: &[Step]) -> bool {
    let n = path.len();
    if n < 3 {
        return false;
    }
    let key = |i: usize, name: &str| matches!(&path[i], Step::Key(k) if k == name);
    let index = matches!(path[n - 2], Step::Index(_));
    index
        && ((key(n - 3, "servers") && key(n - 1, "url"))
            || (key(n - 3, "links") && key(n - 1, "href")))
}

/// The keys whose string value is an IRI reference whatever it looks like:
/// JSON-LD's `@id`, HTML's and HAL's `href`, and the `url` and `homepage`
/// of manifests (`package.json`, `Cargo.toml`, `OpenAPI` documents, …).
pub const IRI_KEYS: [&str; 4] = ["@id", "href", "url", "homepage"];

/// Whether a string under `key` is an IRI reference by its key
/// ([`IRI_KEYS`]), checked whole: a space or a line break in it is an
/// error in the value, not the end of a link.
///
/// ```
/// assert!(iri_readers::is_iri_key("homepage"));
/// assert!(!iri_readers::is_iri_key("description"));
/// ```
#[must_use]
pub fn is_iri_key(key: &str) -> bool {
    IRI_KEYS.contains(&key)
}

/// The JSON pointer of `path`.
pub(crate) fn pointer(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        out.push('/');
        match step {
            Step::Key(key) => out.push_str(&key.replace('~', "~0").replace('/', "~1")),
            Step::Index(i) => out.push_str(&i.to_string()),
        }
    }
    out
}

/// The schemes that make a value a link without `//`.
const LINK_SCHEMES: [&str; 2] = ["mailto", "urn"];

/// The length of the scheme `text` starts with, when a `:` follows it.
pub(crate) fn scheme_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let len = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
        .unwrap_or(bytes.len());
    (bytes.get(len) == Some(&b':')).then_some(len)
}

/// Whether `text` starts like a link: `scheme://`, `mailto:` or `urn:`.
pub(crate) fn starts_like_link(text: &str) -> bool {
    scheme_len(text).is_some_and(|len| {
        text[len + 1..].starts_with("//")
            || LINK_SCHEMES
                .iter()
                .any(|s| s.eq_ignore_ascii_case(&text[..len]))
    })
}

/// Whether a whole string value is meant as one link: it starts with
/// `scheme://`, `mailto:` or `urn:`, holds no line break, and has at most
/// one run of spaces (a link with a mistake in it, not a sentence that
/// starts with a link). A bare `word:word` (`earl:passed`,
/// `example.com:8080`) is not a link, nor is a template or a regular
/// expression ([`is_template_or_pattern`]).
///
/// ```
/// use iri_readers::looks_like_link;
///
/// assert!(looks_like_link("https://example.org/a b"));
/// assert!(looks_like_link("urn:isbn:0451450523"));
/// assert!(!looks_like_link("earl:passed"));
/// assert!(!looks_like_link("https://x.org/ is the home page"));
/// ```
#[must_use]
pub fn looks_like_link(text: &str) -> bool {
    if !starts_like_link(text) || text.contains(['\n', '\r']) || is_template_or_pattern(text) {
        return false;
    }
    let runs = text
        .as_bytes()
        .windows(2)
        .filter(|w| !w[0].is_ascii_whitespace() && w[1].is_ascii_whitespace())
        .count();
    runs <= 1 && !text.ends_with(|c: char| c.is_ascii_whitespace())
}

/// Whether `text` is a template (`{name}`, `{{ name }}`, RFC 6570's
/// `{?q,x}`) or a regular expression (`\.`, `\d`, `(?:`, a character
/// class with a quantifier) rather than an IRI: such values are not
/// checked as IRIs. (Where a format marks a value as an RFC 6570
/// template — an `OpenAPI` server's `url`, a JSON Hyper-Schema link's
/// `href`, a HAL link with `"templated": true` — it is found with
/// [`Role::Template`](crate::Role::Template) and checked as one.)
///
/// ```
/// use iri_readers::is_template_or_pattern;
///
/// assert!(is_template_or_pattern("https://github.com/a/b/compare/{{tag_name}}...HEAD"));
/// assert!(is_template_or_pattern("https://api.example.org/users{/id}{?fields}"));
/// assert!(is_template_or_pattern("https://[a-zA-Z0-9.-]+(?::[0-9]+)?$"));
/// assert!(is_template_or_pattern("https://github\\.com/a"));
/// assert!(is_template_or_pattern("http://repo.msys2.org/mingw/%RUST_PLATFORM%/x"));
/// assert!(is_template_or_pattern("sqlite:///%kernel.project_dir%/data/db.sqlite"));
/// assert!(is_template_or_pattern("https://${{"));
/// assert!(!is_template_or_pattern("http://example.org/%41%42%"));
/// assert!(!is_template_or_pattern("https://example.org/a{b"));
/// assert!(!is_template_or_pattern("https://[::1]:8080/x?a=(1)"));
/// ```
#[must_use]
pub fn is_template_or_pattern(text: &str) -> bool {
    // `{{ … }}` and `${ … }` (GitHub Actions, Helm, shells) open a
    // template even where the link around it ends before the close.
    let opened = text.contains("{{") || text.contains("${");
    let template = opened
        || text.match_indices('{').any(|(at, _)| {
            let rest = &text[at + 1..];
            let rest = rest.strip_prefix('{').unwrap_or(rest);
            rest.find('}').is_some_and(|end| {
                let inner = rest[..end].trim();
                !inner.is_empty()
                    && inner
                        .chars()
                        .all(|c| c.is_alphanumeric() || "_.:,?&#+/*;=|-% ".contains(c))
            })
        });
    let bytes = text.as_bytes();
    let escape = bytes
        .windows(2)
        .any(|w| w[0] == b'\\' && b".dwsDWS/+*?()[]{}$^|".contains(&w[1]));
    let group = ["(?:", "(?=", "(?!", "(?<"]
        .iter()
        .any(|g| text.contains(g));
    let class = text.match_indices(']').any(|(at, _)| {
        text[..at].contains('[') && matches!(bytes.get(at + 1), Some(b'+' | b'*' | b'?' | b'{'))
    });
    template || escape || group || class || has_cmd_variable(text)
}

/// Whether `text` holds a variable between percent signs, `%NAME%` (a
/// Windows command's, a Symfony parameter: a letter or `_`, then letters,
/// digits, `_` and `.`), whose first two characters are no
/// percent-encoding.
fn has_cmd_variable(text: &str) -> bool {
    let bytes = text.as_bytes();
    text.match_indices('%').any(|(at, _)| {
        let name = &bytes[at + 1..];
        let len = name
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(**b, b'_' | b'.'))
            .count();
        let encoding =
            name.len() >= 2 && name[0].is_ascii_hexdigit() && name[1].is_ascii_hexdigit();
        len > 0
            && !encoding
            && (name[0].is_ascii_alphabetic() || name[0] == b'_')
            && name.get(len) == Some(&b'%')
    })
}

/// Whether `text` is git's scp-like address, `user@host:path` (no `//`
/// after the colon, an `@` and no `/` before it): an alternative to a URL
/// that git reads, not an IRI.
///
/// ```
/// use iri_readers::is_scp_like;
///
/// assert!(is_scp_like("git@github.com:rust-lang/rust.git"));
/// assert!(!is_scp_like("ssh://git@github.com/rust-lang/rust.git"));
/// assert!(!is_scp_like("mailto:git@example.org"));
/// ```
#[must_use]
pub fn is_scp_like(text: &str) -> bool {
    text.split_once(':').is_some_and(|(before, after)| {
        before.contains('@')
            && !before.contains('/')
            && !after.starts_with("//")
            && !before.contains(char::is_whitespace)
    })
}
