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

#[cfg(test)]
mod tests {
    use super::starts_with_drive;

    #[test]
    fn a_letter_then_a_colon_or_a_bar() {
        assert!(starts_with_drive("c:/x"));
        assert!(starts_with_drive("Z|"));
        assert!(!starts_with_drive("1:"));
        assert!(!starts_with_drive("c"));
        assert!(!starts_with_drive("/c:"));
    }
}
