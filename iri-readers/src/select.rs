//! Which strings of JSON, TOML and YAML are IRIs: [`Selection`].

use std::fmt::Write as _;

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

/// Whether `value` is a JSON-LD blank node identifier (`_:` and a name,
/// JSON-LD 1.1 section 3.3): where JSON-LD allows a node reference (`@id`,
/// `@type`, a graph name, a value coerced with `"@type": "@id"`), a blank
/// node, never an IRI; in JSON-LD, and under `@id` in any structured
/// document (JSON-LD written in YAML, or inside plain JSON).
pub(crate) fn is_blank_node_identifier(value: &str) -> bool {
    value.starts_with("_:")
}

/// The JSON pointer of `path`.
pub(crate) fn pointer(path: &[Step]) -> Box<str> {
    let mut out = String::new();
    for step in path {
        out.push('/');
        match step {
            Step::Key(key) => {
                for c in key.chars() {
                    match c {
                        '~' => out.push_str("~0"),
                        '/' => out.push_str("~1"),
                        c => out.push(c),
                    }
                }
            }
            Step::Index(i) => {
                let _ = write!(out, "{i}");
            }
        }
    }
    // Held by each IRI found: no room beyond its bytes.
    out.into_boxed_str()
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

/// Whether `text` is a template or a regular expression rather than an
/// IRI: such values are not checked as IRIs (a template is never an error
/// at its delimiters, and what it expands to is not known, so nothing of
/// it is checked).
///
/// Templates are those of the common template languages: `{name}` and
/// RFC 6570's `{?q,x}`, `{{ … }}` (Mustache, Handlebars, Jinja, Liquid,
/// Go, Helm, GitHub Actions' `${{ … }}`), `{% … %}` (Jinja, Liquid,
/// Django), `${…}` (shells, JavaScript, Maven), `<% … %>` and `<%= … %>`
/// (ERB, EJS, JSP, ASP) and `%NAME%` (Windows commands, Create React
/// App's `%PUBLIC_URL%`, Symfony parameters). A delimiter that opens one
/// (`{{`, `{%`, `${`, `<%`) makes a template even where the link around
/// it ends before the close.
///
/// Regular expressions are recognized by what no IRI holds: an escape
/// (`\.`, `\d`), a group with a flag (`(?:`, `(?=`), a character class
/// with a range, a negation or a quantifier (`[a-z]`, `[^/]`, `[0-9]+`),
/// an anchor (`^` first, `$` last after a group, a class or a
/// quantifier), or a group matching anything (`(.*)`, `(.+)`), as in a
/// routing table. `(`, `)`, `*` and `$` alone are sub-delimiters that
/// IRIs hold (`Mercury_(planet)`, `/$metadata`).
///
/// (Where a format marks a value as an RFC 6570 template — an `OpenAPI`
/// server's `url`, a JSON Hyper-Schema link's `href`, a HAL link with
/// `"templated": true` — it is found with
/// [`Role::Template`](crate::Role::Template) and checked as one.)
///
/// Time is linear in the length of `text`.
///
/// ```
/// use iri_readers::is_template_or_pattern;
///
/// assert!(is_template_or_pattern("https://github.com/a/b/compare/{{tag_name}}...HEAD"));
/// assert!(is_template_or_pattern("https://api.example.org/users{/id}{?fields}"));
/// assert!(is_template_or_pattern("{% static 'css/site.css' %}"));
/// assert!(is_template_or_pattern("<%= base_url %>/x"));
/// assert!(is_template_or_pattern("%PUBLIC_URL%/favicon.ico"));
/// assert!(is_template_or_pattern("${base}/api"));
/// assert!(is_template_or_pattern("https://[a-zA-Z0-9.-]+(?::[0-9]+)?$"));
/// assert!(is_template_or_pattern("https://github\\.com/a"));
/// assert!(is_template_or_pattern("/([a-z])(.*)$"));
/// assert!(is_template_or_pattern("http://repo.msys2.org/mingw/%RUST_PLATFORM%/x"));
/// assert!(is_template_or_pattern("sqlite:///%kernel.project_dir%/data/db.sqlite"));
/// assert!(is_template_or_pattern("https://${{"));
/// assert!(!is_template_or_pattern("http://example.org/%41%42%"));
/// assert!(!is_template_or_pattern("https://example.org/a{b"));
/// assert!(!is_template_or_pattern("https://[::1]:8080/x?a=(1)"));
/// assert!(!is_template_or_pattern("https://en.wikipedia.org/wiki/Mercury_(planet)"));
/// assert!(!is_template_or_pattern("https://services.odata.org/Northwind/Northwind.svc/$metadata"));
/// assert!(!is_template_or_pattern("https://example.org/(a b)"));
/// ```
#[must_use]
pub fn is_template_or_pattern(text: &str) -> bool {
    template_or_pattern(text, true, &mut 0)
}

/// Whether `text` is a template ([`is_template_or_pattern`] without its
/// regular expressions): for a value that its place says is a link (an
/// HTML or XML attribute, a Markdown destination), where a backslash or
/// a bracket is the author's mistake, not a pattern (browsers read
/// `\` as `/`; `CommonMark` links `<https://e.org/\[>`).
pub(crate) fn is_template(text: &str) -> bool {
    template_or_pattern(text, false, &mut 0)
}

/// [`is_template_or_pattern`] (without the patterns unless `patterns`),
/// adding to `work` the number of bytes it
/// reads (each step reads a bounded number around its byte), so that a
/// test can tell linear time from worse without a clock.
fn template_or_pattern(text: &str, patterns: bool, work: &mut usize) -> bool {
    let mut scan = Scan::default();
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(at, &b)| {
        *work += 1;
        scan.step(bytes, at, b, patterns)
    }) || has_cmd_variable(text, work)
}

/// What [`is_template_or_pattern`] has seen of a text so far, read once
/// from left to right.
#[derive(Default)]
struct Scan {
    /// The `{` of a would-be `{name}`: whether all of it so far is a
    /// name's characters, and whether it has one that is not a space.
    brace: Option<(bool, bool)>,
    /// The `[` of a would-be character class, when no `]` closed it yet:
    /// whether a range, a negation or an escape was seen in it.
    bracket: Option<bool>,
    /// Whether a `[` was seen before (so a `]` closes a class).
    opened_bracket: bool,
}

/// The characters of a `{name}` template expression besides letters and
/// digits (RFC 6570's operators and separators, and those of simple
/// templates).
const NAME_CHARACTERS: &[u8] = b"_.:,?&#+/*;=|-% ";

impl Scan {
    /// Reads byte `b` at `at` of `bytes`: whether the text is now known
    /// to be a template (or a pattern, when `patterns`). Looks a bounded
    /// number of bytes around `at`.
    fn step(&mut self, bytes: &[u8], at: usize, b: u8, patterns: bool) -> bool {
        self.template_step(bytes, at, b) || (patterns && self.pattern_step(bytes, at, b))
    }

    /// [`Scan::step`] for templates.
    fn template_step(&mut self, bytes: &[u8], at: usize, b: u8) -> bool {
        let next = bytes.get(at + 1).copied();
        // Opening delimiters of template languages.
        let opens = match (b, next) {
            (b'{', Some(b'{' | b'%')) | (b'$', Some(b'{')) => true,
            // `<%`, then what ERB, EJS, JSP and ASP tags start with.
            (b'<', Some(b'%')) => bytes
                .get(at + 2)
                .is_some_and(|c| c.is_ascii_whitespace() || b"=-#@!%".contains(c)),
            _ => false,
        };
        if opens {
            return true;
        }
        // A `{name}`.
        match b {
            b'{' => self.brace = Some((true, false)),
            b'}' => {
                if self.brace.take() == Some((true, true)) {
                    return true;
                }
            }
            _ => {
                if let Some((names, _)) = &mut self.brace {
                    *names &=
                        b.is_ascii_alphanumeric() || !b.is_ascii() || NAME_CHARACTERS.contains(&b);
                }
                if let Some((_, any)) = &mut self.brace {
                    *any |= b != b' ' && !b.is_ascii_whitespace();
                }
            }
        }
        false
    }

    /// [`Scan::step`] for regular expressions.
    fn pattern_step(&mut self, bytes: &[u8], at: usize, b: u8) -> bool {
        let next = bytes.get(at + 1).copied();
        let prev = at.checked_sub(1).map(|i| bytes[i]);
        // Escapes and groups of regular expressions.
        if b == b'\\' && next.is_some_and(|n| b".dwsDWS/+*?()[]{}$^|".contains(&n)) {
            return true;
        }
        if b == b'(' {
            let after = &bytes[at + 1..bytes.len().min(at + 3)];
            if matches!(
                after,
                [b'?', b':' | b'=' | b'!' | b'<'] | [b'.', b'*' | b'+']
            ) {
                return true;
            }
        }
        // Character classes.
        match b {
            b'[' => {
                self.opened_bracket = true;
                self.bracket = Some(next == Some(b'^'));
            }
            b']' => {
                let quantified = matches!(next, Some(b'+' | b'*' | b'?' | b'{'));
                if self.bracket.take() == Some(true) || (self.opened_bracket && quantified) {
                    return true;
                }
            }
            b'-' => {
                // A range `a-z`, `0-9`: two letters or two digits in order.
                let range = prev.zip(next).is_some_and(|(p, n)| {
                    p < n
                        && ((p.is_ascii_digit() && n.is_ascii_digit())
                            || (p.is_ascii_lowercase() && n.is_ascii_lowercase())
                            || (p.is_ascii_uppercase() && n.is_ascii_uppercase()))
                });
                if let Some(seen) = &mut self.bracket {
                    *seen |= range;
                }
            }
            b'\\' => {
                if let Some(seen) = &mut self.bracket {
                    *seen = true;
                }
            }
            _ => {}
        }
        // Anchors.
        (at == 0 && b == b'^')
            || (b == b'$'
                && at + 1 == bytes.len()
                && prev.is_some_and(|p| matches!(p, b')' | b']' | b'*' | b'+' | b'?')))
    }
}

/// Whether `text` holds a variable between percent signs, `%NAME%` (a
/// Windows command's, a Symfony parameter: a letter or `_`, then letters,
/// digits, `_` and `.`), whose first two characters are no
/// percent-encoding; each byte read once or twice, counted in `work`.
fn has_cmd_variable(text: &str, work: &mut usize) -> bool {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(i) = bytes[from..].iter().position(|&b| b == b'%') {
        let at = from + i;
        *work += i + 1;
        let name = &bytes[at + 1..];
        let len = name
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(**b, b'_' | b'.'))
            .count();
        *work += len;
        let encoding =
            name.len() >= 2 && name[0].is_ascii_hexdigit() && name[1].is_ascii_hexdigit();
        if len > 0
            && !encoding
            && (name[0].is_ascii_alphabetic() || name[0] == b'_')
            && name.get(len) == Some(&b'%')
        {
            return true;
        }
        // The name read is no variable's: a variable can only start at
        // the `%` that ends it, or later.
        from = at + 1 + len;
    }
    false
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

#[cfg(test)]
mod tests {
    use super::template_or_pattern;

    /// The bytes read for `text`, and the answer.
    fn work(text: &str) -> (usize, bool) {
        let mut work = 0;
        let answer = template_or_pattern(text, true, &mut work);
        (work, answer)
    }

    #[test]
    fn the_test_reads_each_byte_a_bounded_number_of_times() {
        // The inputs that made the old test quadratic: many `]` without
        // a `[`, many `{` never closed; and runs of percent signs.
        for unit in ["]", "{", "%a", "%", "[a]", "(", "{a"] {
            let text = format!("https://example.org/{}", unit.repeat(200_000));
            let (read, _) = work(&text);
            assert!(read <= 3 * text.len(), "{unit}: {read} for {}", text.len());
        }
    }

    #[test]
    fn templates_and_patterns_of_each_language() {
        let yes = [
            "{{docsdir}}/terms.html",
            "{% static 'x.css' %}",
            "{%static%}",
            "${base}/x",
            "<%= url %>",
            "<% url %>",
            "<%- partial %>",
            "%PUBLIC_URL%/x.png",
            "/([a-z])(.*)$",
            "^/api/",
            "/(.+)",
            "/files/[^/]",
            "/x/[0-9]/y",
            "/static/(.*\\.css)",
        ];
        for text in yes {
            assert!(work(text).1, "{text}");
        }
        let no = [
            "https://en.wikipedia.org/wiki/Mercury_(planet)",
            "https://services.odata.org/Northwind/Northwind.svc/$metadata",
            "https://example.org/(a b)",
            "https://example.org/a*b$c",
            "http://[2001:db8::1]/a-b",
            "https://example.org/a{b",
            "https://example.org/%7B%7D",
            "https://example.org/x$",
            "https://example.org/a[b",
            "https://example.org/{}",
            "<%41>",
        ];
        for text in no {
            assert!(!work(text).1, "{text}");
        }
    }
}
