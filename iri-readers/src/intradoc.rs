//! Rustdoc's intra-doc links: Markdown link destinations that name a Rust
//! item (`crate::x`, `Self::f`, `fn@g`, `a::b()`, `m!`), which rustdoc
//! resolves to its own pages and which are no IRIs.
//!
//! A destination is an intra-doc link when the whole of it is
//!
//! - an optional disambiguator, one of rustdoc's (`struct`, `enum`,
//!   `trait`, `union`, `mod`, `module`, `const`, `constant`, `static`, `fn`,
//!   `function`, `method`, `derive`, `type`, `value`, `macro`, `prim`,
//!   `primitive`, `field`, `variant`, `tyalias`), and `@`;
//! - a path: identifiers (a letter or `_`, then letters, digits and `_`)
//!   joined by `::`, maybe after a leading `::`, the last maybe with
//!   generic arguments in `<…>` (identifiers, `::`, `,`, `&`, `'`, spaces,
//!   nested `<…>`);
//! - an optional suffix: `()`, `!`, `!()`, `![]` or `!{}`;
//! - an optional fragment: `#` and letters, digits, `.`, `-`, `_`;
//!
//! and it has a `::`, a disambiguator, generic arguments or a suffix,
//! once every backquote is taken out (as rustdoc takes them out). A lone identifier
//! (`Vec`) is left alone: it is also a valid relative reference, and is
//! checked as one. Anything with `/`, `.` in the path, a single `:` or a
//! `@` after another word (`urn:x:y`, `mailto:a@b`, `a.b::c`) is no
//! intra-doc link, and is checked as an IRI.

/// The disambiguators rustdoc accepts before `@`.
const DISAMBIGUATORS: [&str; 21] = [
    "struct",
    "enum",
    "trait",
    "union",
    "mod",
    "module",
    "const",
    "constant",
    "static",
    "fn",
    "function",
    "method",
    "derive",
    "type",
    "value",
    "macro",
    "prim",
    "primitive",
    "field",
    "variant",
    "tyalias",
];

/// Whether Markdown link destination `dest` is a rustdoc intra-doc link,
/// a Rust item rather than an IRI: the whole of it a Rust path (with `::`,
/// a disambiguator such as `fn@`, generic arguments or a `()` or `!`
/// suffix), maybe with a `#fragment`. A lone word is not one, nor is
/// anything with a single `:`, a `/` or a `.` in the path.
///
/// ```
/// use iri_readers::is_intra_doc_link;
///
/// assert!(is_intra_doc_link("hello_world::HelloWorldProvider"));
/// assert!(is_intra_doc_link("fn@start"));
/// // Rustdoc takes the backquotes out first.
/// assert!(is_intra_doc_link("method@Self::poll_read_ready`"));
/// assert!(!is_intra_doc_link("urn:x:y"));
/// assert!(!is_intra_doc_link("mailto:a@b"));
/// assert!(!is_intra_doc_link("Vec"));
/// ```
#[must_use]
pub fn is_intra_doc_link(dest: &str) -> bool {
    // Rustdoc takes every backquote out of a link before it resolves it
    // (``[`a`]: method@Self::a` `` is `method@Self::a`).
    let unquoted;
    let dest = if dest.contains('`') {
        unquoted = dest.replace('`', "");
        unquoted.as_str()
    } else {
        dest
    };
    let (dest, fragment) = dest.split_once('#').unwrap_or((dest, ""));
    if !fragment
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '_'))
    {
        return false;
    }
    let (disambiguated, path) = match dest.split_once('@') {
        Some((word, rest)) if DISAMBIGUATORS.contains(&word) => (true, rest),
        Some(_) => return false,
        None => (false, dest),
    };
    let (path, suffixed) = ["()", "!()", "![]", "!{}", "!"]
        .iter()
        .find_map(|s| path.strip_suffix(s))
        .map_or((path, false), |p| (p, true));
    let generic = path.contains('<');
    let Some(path) = without_generics(path) else {
        return false;
    };
    let joined = path.strip_prefix("::").unwrap_or(&path);
    let segments: Vec<&str> = joined.split("::").collect();
    segments.iter().all(|s| is_identifier(s))
        && (segments.len() > 1 || path.starts_with("::") || disambiguated || suffixed || generic)
}

/// `path` without its generic arguments (each a balanced `<…>` of what
/// generic arguments hold), `None` if one is not.
fn without_generics(path: &str) -> Option<String> {
    let mut out = String::with_capacity(path.len());
    let mut group = String::new();
    let mut depth = 0usize;
    for c in path.chars() {
        match c {
            '<' => {
                depth += 1;
                group.push(c);
            }
            _ if depth == 0 => {
                if c == '>' {
                    return None;
                }
                out.push(c);
            }
            '>' => {
                depth -= 1;
                group.push(c);
                if depth == 0 {
                    if !generics_ok(&group) {
                        return None;
                    }
                    group.clear();
                }
            }
            _ => group.push(c),
        }
    }
    (depth == 0).then_some(out)
}

/// Whether `word` is a Rust identifier.
fn is_identifier(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
        && word != "_"
}

/// Whether `text` is empty or generic arguments in balanced `<…>`.
fn generics_ok(text: &str) -> bool {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '<' => depth += 1,
            '>' => {
                depth = match depth.checked_sub(1) {
                    Some(d) => d,
                    None => return false,
                }
            }
            c if c.is_alphanumeric() || matches!(c, '_' | ':' | ',' | '&' | '\'' | ' ') => {}
            _ => return false,
        }
    }
    depth == 0
}

#[cfg(test)]
mod tests {
    use super::is_intra_doc_link;

    #[test]
    fn rust_paths_are_intra_doc_links() {
        for dest in [
            "hello_world::HelloWorldProvider",
            "crate::x",
            "Self::f",
            "super::a::B",
            "::core::mem::swap",
            "fn@g",
            "macro@vec",
            "a::b()",
            "std::vec!",
            "vec![]",
            "f()",
            "Vec<T>::new",
            "std::vec::Vec<u8>",
            "HashMap<K, V>",
            "std::vec::Vec#method.push",
            "prim@u8",
            // tokio's docs: a backquote left over, which rustdoc drops.
            "method@Self::poll_read_ready`",
            "`crate::x`",
        ] {
            assert!(is_intra_doc_link(dest), "{dest}");
        }
    }

    #[test]
    fn iris_are_not_intra_doc_links() {
        for dest in [
            "urn:x:y",
            "mailto:a@b",
            "https://example.org/a::b",
            "a::b/c",
            "x::y.html",
            "a.b::c",
            "a:::b",
            "a::",
            "::",
            "Vec",
            "foo@bar",
            "fn@",
            "a::b#x y",
            "a::b<c",
            "file:///a::b",
            "",
        ] {
            assert!(!is_intra_doc_link(dest), "{dest}");
        }
    }
}
