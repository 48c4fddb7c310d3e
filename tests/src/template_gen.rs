//! Generated templates and values for the template tests (properties and
//! the differential test against iri-string).

use crate::pairs::Rng;

/// A value's text: often empty, `.` or `..`, else up to 6 characters of
/// every sort ([`crate::text::text`]).
#[must_use]
pub fn text(rng: &mut Rng) -> String {
    match rng.below(10) {
        0 => String::new(),
        1 => ".".to_owned(),
        2 => "..".to_owned(),
        3 => "%2E".to_owned(),
        _ => crate::text::text(rng, 6),
    }
}

/// A generated value.
#[derive(Clone, Debug)]
pub enum GenValue {
    /// Undefined.
    Undefined,
    /// A string.
    Text(String),
    /// A list.
    List(Vec<String>),
    /// An associative array.
    Map(Vec<(String, String)>),
}

impl iri_template::Value for GenValue {
    type DotSegment = iri_template::Possible;
    fn shape(&self) -> iri_template::Shape<'_> {
        use iri_template::Shape;
        match self {
            GenValue::Undefined => Shape::Undefined,
            GenValue::Text(s) => Shape::Str(s),
            GenValue::List(l) => iri_template::Value::shape(l),
            GenValue::Map(m) => iri_template::Value::shape(m),
        }
    }
}

impl GenValue {
    /// The same value with each non-empty string replaced by `x`: the same
    /// structure, with no character that could change it.
    #[must_use]
    pub fn plain(&self) -> GenValue {
        let x = |s: &String| {
            if s.is_empty() {
                String::new()
            } else {
                "x".to_owned()
            }
        };
        match self {
            GenValue::Undefined => GenValue::Undefined,
            GenValue::Text(s) => GenValue::Text(x(s)),
            GenValue::List(l) => GenValue::List(l.iter().map(x).collect()),
            GenValue::Map(m) => GenValue::Map(m.iter().map(|(k, v)| (x(k), x(v))).collect()),
        }
    }
}

/// The variables of the generated templates: `s0`..`s2` strings, `l` a
/// list, `m` an associative array, `u` undefined.
pub const NAMES: [&str; 6] = ["s0", "s1", "s2", "l", "m", "u"];

/// Values for [`NAMES`].
#[must_use]
pub fn values(rng: &mut Rng) -> Vec<(String, GenValue)> {
    let mut out: Vec<(String, GenValue)> = (0..3)
        .map(|i| (format!("s{i}"), GenValue::Text(text(rng))))
        .collect();
    let list = (0..rng.below(4)).map(|_| text(rng)).collect();
    out.push(("l".to_owned(), GenValue::List(list)));
    let map = (0..rng.below(3)).map(|_| (text(rng), text(rng))).collect();
    out.push(("m".to_owned(), GenValue::Map(map)));
    out.push(("u".to_owned(), GenValue::Undefined));
    out
}

const STARTS: &[&str] = &[
    "",
    "",
    "http://example.org",
    "http://example.org/",
    "https://h:8080/a",
    "urn:x:",
    "//h/",
    "/",
    "a/",
    "mailto:",
];

const LITERALS: &[&str] = &[
    "", "", "/", "/a/", "a", ".", "..", "/.", "-", "?", "?a=1", "&", "#", "#f", ";", ",", "=",
    "%20", ":", "é", "@", "'",
];

const OPERATORS: &[&str] = &["", "+", "#", ".", "/", ";", "?", "&"];

/// A template of literal runs and expressions over [`NAMES`]; `ascii`
/// keeps its literal text ASCII.
#[must_use]
pub fn template(rng: &mut Rng, ascii: bool) -> String {
    let mut out = String::from(STARTS[rng.below(STARTS.len())]);
    for _ in 0..=rng.below(4) {
        let literal = LITERALS[rng.below(LITERALS.len())];
        if !ascii || literal.is_ascii() {
            out.push_str(literal);
        }
        out.push('{');
        out.push_str(OPERATORS[rng.below(OPERATORS.len())]);
        for i in 0..=rng.below(3) {
            if i > 0 {
                out.push(',');
            }
            let name = NAMES[rng.below(NAMES.len())];
            out.push_str(name);
            match rng.below(6) {
                0 => out.push('*'),
                1 if name.starts_with('s') => {
                    out.push(':');
                    out.push_str(&(1 + rng.below(4)).to_string());
                }
                _ => {}
            }
        }
        out.push('}');
    }
    let literal = LITERALS[rng.below(LITERALS.len())];
    if rng.chance(30) && (!ascii || literal.is_ascii()) {
        out.push_str(literal);
    }
    out
}
