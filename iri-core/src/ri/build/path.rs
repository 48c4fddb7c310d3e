//! Pushing and popping path segments, for the builder and the setters.
//!
//! A pushed segment follows a `/`, except on an empty path without a root
//! (`a`); the lone empty segment of the path `/` is replaced (`/a`, not
//! `//a`), as the `url` crate does. Popping removes the last segment and
//! the `/` before it, except the leading `/`. Pushing then popping gives
//! the path back, except that the empty path under an authority, where a
//! pushed segment needs a root, comes back as `/`.

/// What to write before a segment pushed onto `path`; `rooted` when an
/// empty path must get a leading `/` (under an authority).
pub(crate) fn separator(path: &str, rooted: bool) -> &'static str {
    match path {
        "" if rooted => "/",
        "" | "/" => "",
        _ => "/",
    }
}

/// Where the part of `path` that popping its last segment removes starts,
/// or `None` when there is nothing to pop (an empty path, or `/`).
pub(crate) fn pop_start(path: &str) -> Option<usize> {
    match path.rfind('/') {
        _ if path.is_empty() || path == "/" => None,
        None => Some(0),
        Some(0) => Some(1),
        Some(at) => Some(at),
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;

    use super::*;

    fn push(path: &str, segment: &str, rooted: bool) -> String {
        let mut out = String::from(path);
        out.push_str(separator(path, rooted));
        out.push_str(segment);
        out
    }

    fn pop(path: &str) -> &str {
        pop_start(path).map_or(path, |at| &path[..at])
    }

    #[test]
    fn push_then_pop_gives_the_path_back() {
        for path in ["", "/", "a", "/a", "a/", "/a/", "a/b", "//a", "/./", "."] {
            for segment in ["", "s", "é"] {
                for rooted in [false, true] {
                    let pushed = push(path, segment, rooted);
                    let expected = if rooted && path.is_empty() { "/" } else { path };
                    assert_eq!(pop(&pushed), expected, "{path:?} + {segment:?}");
                }
            }
        }
    }

    #[test]
    fn segments_follow_a_slash() {
        assert_eq!(push("", "a", false), "a");
        assert_eq!(push("", "a", true), "/a");
        assert_eq!(push("/", "a", false), "/a");
        assert_eq!(push("/x/", "a", false), "/x//a");
        assert_eq!(pop("/a"), "/");
        assert_eq!(pop("a"), "");
        assert_eq!(pop("/"), "/");
        assert_eq!(pop(""), "");
    }
}
