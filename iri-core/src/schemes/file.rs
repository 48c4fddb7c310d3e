//! What RFC 8089 says of the paths of `file` IRIs that more than one part of
//! the workspace asks: the conversion to file paths and the checker's
//! scheme rules.

/// Whether the path `p` starts with a DOS drive letter: `c:` or `c|`
/// (RFC 8089 appendix E.2).
#[must_use]
pub fn starts_with_drive(p: &str) -> bool {
    let bytes = p.as_bytes();
    bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && matches!(bytes[1], b':' | b'|')
}

/// Whether the path `p` starts with a drive letter that is a whole segment:
/// a drive letter ([`starts_with_drive`]), then the end of `p` or `/`. This
/// is the URL Standard's "starts with a Windows drive letter" for the bytes
/// an IRI's path can hold (the standard also ends it at `\`, `?` and `#`,
/// which never stand in a parsed path).
#[must_use]
pub fn starts_with_drive_segment(p: &str) -> bool {
    starts_with_drive(p) && matches!(p.as_bytes().get(2), None | Some(b'/'))
}

#[cfg(test)]
mod tests {
    use super::{starts_with_drive, starts_with_drive_segment};

    #[test]
    fn a_letter_then_a_colon_or_a_bar() {
        assert!(starts_with_drive("c:/x"));
        assert!(starts_with_drive("Z|"));
        assert!(!starts_with_drive("1:"));
        assert!(!starts_with_drive("c"));
        assert!(!starts_with_drive("/c:"));
    }

    #[test]
    fn a_drive_segment_ends_at_the_end_or_a_slash() {
        for yes in ["c:", "c|", "C:/x", "z|/"] {
            assert!(starts_with_drive_segment(yes), "{yes}");
        }
        for no in ["c:x", "c|x", "1:/", "c", "/c:/", "cd:/"] {
            assert!(!starts_with_drive_segment(no), "{no}");
        }
    }
}
