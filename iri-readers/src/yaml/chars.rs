//! Where YAML's markers are: byte offsets of character indices.

/// Byte offsets of character indices: the same in ASCII text; otherwise
/// found from the byte offset of every [`CharOffsets::STEP`]th character
/// (an eighth of a byte per character held, not eight).
pub(super) struct CharOffsets<'a> {
    text: &'a str,
    /// The byte offset of characters `0`, `STEP`, `2 * STEP`…; empty for
    /// ASCII text.
    marks: Vec<usize>,
}

impl<'a> CharOffsets<'a> {
    const STEP: usize = 64;

    pub(super) fn new(text: &'a str) -> CharOffsets<'a> {
        let marks = if text.is_ascii() {
            Vec::new()
        } else {
            text.char_indices()
                .step_by(Self::STEP)
                .map(|(i, _)| i)
                .collect()
        };
        CharOffsets { text, marks }
    }

    /// The byte offset of character `chars` (the end for one past it).
    pub(super) fn byte(&self, chars: usize) -> usize {
        if self.marks.is_empty() {
            return chars.min(self.text.len());
        }
        let Some(&mark) = self.marks.get(chars / Self::STEP) else {
            return self.text.len();
        };
        self.text[mark..]
            .char_indices()
            .nth(chars % Self::STEP)
            .map_or(self.text.len(), |(i, _)| mark + i)
    }
}
