//! Adjacent characters of one kind, reported as one finding: a run of tag
//! characters, of fullwidth letters or of spaces is one thing to fix.

use core::ops::Range;

/// Adjacent characters with the same `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Stretch<K> {
    /// What the characters are.
    pub(super) kind: K,
    /// The byte offset of the first one.
    pub(super) start: usize,
    /// The byte offset after the last one.
    pub(super) end: usize,
    /// The first character.
    pub(super) first: char,
    /// How many characters.
    pub(super) count: usize,
}

impl<K> Stretch<K> {
    /// Its byte range.
    pub(super) const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The character, when there is one only.
    pub(super) const fn single(&self) -> Option<char> {
        if self.count == 1 {
            Some(self.first)
        } else {
            None
        }
    }
}

/// Builds stretches from the characters given in order (not necessarily
/// all of the text: a character not adjacent to the last one given starts
/// a new stretch).
#[derive(Debug)]
pub(super) struct Stretches<K> {
    current: Option<Stretch<K>>,
}

impl<K: Copy + PartialEq> Stretches<K> {
    pub(super) const fn new() -> Stretches<K> {
        Stretches { current: None }
    }

    /// Adds `ch` of `kind` at byte `at`; returns the stretch it ends, if any.
    pub(super) fn push(&mut self, kind: K, at: usize, ch: char) -> Option<Stretch<K>> {
        if let Some(current) = &mut self.current
            && current.kind == kind
            && current.end == at
        {
            current.end += ch.len_utf8();
            current.count += 1;
            return None;
        }
        self.current.replace(Stretch {
            kind,
            start: at,
            end: at + ch.len_utf8(),
            first: ch,
            count: 1,
        })
    }

    /// The last stretch, if any.
    pub(super) const fn finish(&mut self) -> Option<Stretch<K>> {
        self.current.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjacent_characters_of_one_kind_make_one_stretch() {
        let mut s = Stretches::new();
        assert_eq!(s.push(1, 0, 'é'), None);
        assert_eq!(s.push(1, 2, 'é'), None);
        let ended = s.push(2, 4, 'a').unwrap();
        assert_eq!((ended.span(), ended.count, ended.single()), (0..4, 2, None));
        let ended = s.push(2, 6, 'b').unwrap();
        assert_eq!((ended.span(), ended.single()), (4..5, Some('a')));
        assert_eq!(s.finish().unwrap().span(), 6..7);
        assert_eq!(s.finish(), None);
    }
}
