//! Cutting a range of a text at separator bytes, keeping the offsets: the
//! pieces between delimiters that the checker's parts and the scheme
//! validators look at one by one.

use core::ops::Range;

/// The pieces of `range` of `text` between the bytes of `separators`
/// (ASCII), in order, empty ones included: `a,,b` gives `a`, an empty
/// piece and `b`.
pub fn split<'t>(
    text: &'t str,
    range: Range<usize>,
    separators: &'static [u8],
) -> impl Iterator<Item = Range<usize>> + 't {
    let bytes = &text.as_bytes()[range.clone()];
    let mut start = range.start;
    let mut done = false;
    let mut cut = bytes
        .iter()
        .enumerate()
        .filter(move |(_, b)| separators.contains(b))
        .map(move |(i, _)| range.start + i);
    core::iter::from_fn(move || {
        if done {
            return None;
        }
        let end = cut.next().unwrap_or_else(|| {
            done = true;
            range.end
        });
        let piece = start..end;
        start = end + 1;
        Some(piece)
    })
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    #[test]
    fn pieces_keep_their_offsets() {
        let text = "x:a,,b;c";
        let pieces: Vec<_> = split(text, 2..text.len(), b",;").collect();
        assert_eq!(pieces, [2..3, 4..4, 5..6, 7..8]);
        let empty: Vec<_> = split(text, 2..2, b",").collect();
        assert_eq!(empty.len(), 1);
        assert!(empty[0].is_empty() && empty[0].start == 2);
    }
}
