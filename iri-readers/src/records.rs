//! A list that grows without ever holding its old and new room at once.
//!
//! A `Vec` that doubles holds, at the moment it grows, its old buffer and
//! one twice as large: three times what it keeps, for a moment. A reader
//! of a document dense with short IRIs keeps a record of 80 bytes per IRI
//! found, so that moment was the peak of the whole read (240 bytes an
//! IRI). [`Records`] keeps its items in chunks of a fixed number: a full
//! chunk is never moved, and growing takes one new chunk, so that its
//! peak is what it holds plus one chunk.

use std::fmt;
use std::ops::{Index, IndexMut};

/// How many items a chunk holds. The waste is at most one chunk that is
/// not full (20 KiB of 80-byte records), whatever the count.
const CHUNK: usize = 256;

/// A list of items in the order they were pushed, held in chunks, so that
/// growing never copies what it holds.
///
/// It does what a reader's caller does with a `Vec`: push, index,
/// iterate (forward and back), remove, sort by a key. All chunks but the
/// last are full, so item `i` is at chunk `i / 256`.
///
/// ```
/// use iri_readers::Records;
///
/// let mut list: Records<u32> = (0..1000).collect();
/// list.push(1000);
/// assert_eq!(list.len(), 1001);
/// assert_eq!(list[600], 600);
/// assert_eq!(list.iter().rev().next(), Some(&1000));
/// list.retain_from(10, |n| n % 2 == 0);
/// assert_eq!(list.len(), 10 + 496);
/// ```
#[derive(Clone)]
pub struct Records<T> {
    chunks: Vec<Vec<T>>,
    len: usize,
}

impl<T> Default for Records<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Records<T> {
    /// An empty list, which holds no room until an item is pushed.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            chunks: Vec::new(),
            len: 0,
        }
    }

    /// How many items it holds.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds none.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds `item` at the end. The last chunk grows as a `Vec` does up to
    /// its full size; a full chunk is followed by a new one of that size.
    pub fn push(&mut self, item: T) {
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => {
                if last.len() == last.capacity() {
                    // Never past the chunk's size, which a doubling from
                    // an odd capacity could overshoot.
                    let more = last.len().max(4).min(CHUNK - last.len());
                    last.reserve_exact(more);
                }
                last.push(item);
            }
            _ => {
                let mut chunk = Vec::with_capacity(if self.chunks.is_empty() { 4 } else { CHUNK });
                chunk.push(item);
                self.chunks.push(chunk);
            }
        }
        self.len += 1;
    }

    /// The item at `index`, if there is one.
    #[must_use]
    pub fn get(&self, index: usize) -> Option<&T> {
        self.chunks.get(index / CHUNK)?.get(index % CHUNK)
    }

    /// The item at `index`, to change, if there is one.
    pub fn get_mut(&mut self, index: usize) -> Option<&mut T> {
        self.chunks.get_mut(index / CHUNK)?.get_mut(index % CHUNK)
    }

    /// The first item.
    #[must_use]
    pub fn first(&self) -> Option<&T> {
        self.get(0)
    }

    /// The last item.
    #[must_use]
    pub fn last(&self) -> Option<&T> {
        self.chunks.last()?.last()
    }

    /// The last item, to change.
    pub fn last_mut(&mut self) -> Option<&mut T> {
        self.chunks.last_mut()?.last_mut()
    }

    /// The items, in order.
    #[must_use]
    pub fn iter(&self) -> Iter<'_, T> {
        Iter {
            inner: self.chunks.iter().flatten(),
            left: self.len,
        }
    }

    /// The items, in order, to change.
    pub fn iter_mut(&mut self) -> IterMut<'_, T> {
        IterMut {
            inner: self.chunks.iter_mut().flatten(),
            left: self.len,
        }
    }

    /// The items from `from` on, in order, to change: those a reader
    /// added since it noted the length.
    pub fn iter_mut_from(&mut self, from: usize) -> impl Iterator<Item = &mut T> {
        let (chunk, offset) = (from / CHUNK, from % CHUNK);
        self.chunks
            .iter_mut()
            .skip(chunk)
            .enumerate()
            .flat_map(move |(k, items)| {
                let skip = if k == 0 { offset } else { 0 };
                items.iter_mut().skip(skip)
            })
    }

    /// Swaps the items at `a` and `b`.
    ///
    /// # Panics
    ///
    /// If either is out of bounds.
    pub fn swap(&mut self, a: usize, b: usize) {
        let (ca, oa) = (a / CHUNK, a % CHUNK);
        let (cb, ob) = (b / CHUNK, b % CHUNK);
        assert!(a < self.len && b < self.len, "swap out of bounds");
        if ca == cb {
            self.chunks[ca].swap(oa, ob);
        } else {
            let (low, high) = (ca.min(cb), ca.max(cb));
            let (head, tail) = self.chunks.split_at_mut(high);
            let (lo, hi) = if ca < cb { (oa, ob) } else { (ob, oa) };
            std::mem::swap(&mut head[low][lo], &mut tail[0][hi]);
        }
    }

    /// Keeps the first `len` items and drops the rest.
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        let chunks = len.div_ceil(CHUNK);
        self.chunks.truncate(chunks);
        if let Some(last) = self.chunks.last_mut() {
            last.truncate(len - (chunks - 1) * CHUNK);
        }
        self.len = len;
    }

    /// Removes and returns the item at `index`, moving those after it
    /// back by one.
    ///
    /// # Panics
    ///
    /// If `index` is out of bounds.
    pub fn remove(&mut self, index: usize) -> T {
        assert!(index < self.len, "remove out of bounds");
        let chunk = index / CHUNK;
        let item = self.chunks[chunk].remove(index % CHUNK);
        // Each later chunk gives its first item to the one before it.
        for k in chunk + 1..self.chunks.len() {
            let moved = self.chunks[k].remove(0);
            self.chunks[k - 1].push(moved);
        }
        if self.chunks.last().is_some_and(Vec::is_empty) {
            self.chunks.pop();
        }
        self.len -= 1;
        item
    }

    /// Keeps, of the items from `from` on, those that `keep` accepts, in
    /// their order; the items before `from` stay. One pass, whatever is
    /// dropped.
    pub fn retain_from(&mut self, from: usize, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = from;
        for k in from..self.len {
            if keep(&self[k]) {
                if kept != k {
                    self.swap(kept, k);
                }
                kept += 1;
            }
        }
        self.truncate(kept);
    }

    /// Keeps the items that `keep` accepts, in their order.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        self.retain_from(0, keep);
    }

    /// Whether the items are in order of `key`.
    pub fn is_sorted_by_key<K: PartialOrd>(&self, mut key: impl FnMut(&T) -> K) -> bool {
        self.iter().map(&mut key).is_sorted()
    }

    /// Sorts the items by `key`, keeping the order of equal ones. It takes
    /// room for the order (a `usize` an item), never for the items.
    pub fn sort_by_key<K: Ord>(&mut self, mut key: impl FnMut(&T) -> K) {
        let mut order: Vec<usize> = (0..self.len).collect();
        order.sort_by_key(|&k| key(&self[k]));
        // Position `k` takes the item now at `order[k]`: each cycle of
        // the permutation is walked once, marking the places filled.
        for start in 0..order.len() {
            let mut at = start;
            while order[at] != at {
                let from = order[at];
                order[at] = at;
                if from == start {
                    break;
                }
                self.swap(at, from);
                at = from;
            }
        }
    }
}

impl<T> Index<usize> for Records<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        &self.chunks[index / CHUNK][index % CHUNK]
    }
}

impl<T> IndexMut<usize> for Records<T> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        &mut self.chunks[index / CHUNK][index % CHUNK]
    }
}

impl<T: fmt::Debug> fmt::Debug for Records<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: PartialEq> PartialEq for Records<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<T: Eq> Eq for Records<T> {}

impl<T: PartialEq> PartialEq<[T]> for Records<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.len == other.len() && self.iter().eq(other.iter())
    }
}

impl<T: PartialEq> PartialEq<Vec<T>> for Records<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        *self == other[..]
    }
}

impl<T> FromIterator<T> for Records<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut list = Self::new();
        list.extend(items);
        list
    }
}

impl<T> Extend<T> for Records<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

impl<T> From<Vec<T>> for Records<T> {
    fn from(items: Vec<T>) -> Self {
        items.into_iter().collect()
    }
}

/// The items of a [`Records`], in order.
#[derive(Clone)]
pub struct Iter<'a, T> {
    inner: std::iter::Flatten<std::slice::Iter<'a, Vec<T>>>,
    left: usize,
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        let item = self.inner.next()?;
        self.left -= 1;
        Some(item)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl<T> DoubleEndedIterator for Iter<'_, T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let item = self.inner.next_back()?;
        self.left -= 1;
        Some(item)
    }
}

impl<T> ExactSizeIterator for Iter<'_, T> {}

/// The items of a [`Records`], in order, to change.
pub struct IterMut<'a, T> {
    inner: std::iter::Flatten<std::slice::IterMut<'a, Vec<T>>>,
    left: usize,
}

impl<'a, T> Iterator for IterMut<'a, T> {
    type Item = &'a mut T;

    fn next(&mut self) -> Option<&'a mut T> {
        let item = self.inner.next()?;
        self.left -= 1;
        Some(item)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl<T> DoubleEndedIterator for IterMut<'_, T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let item = self.inner.next_back()?;
        self.left -= 1;
        Some(item)
    }
}

impl<T> ExactSizeIterator for IterMut<'_, T> {}

impl<'a, T> IntoIterator for &'a Records<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;

    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut Records<T> {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T>;

    fn into_iter(self) -> IterMut<'a, T> {
        self.iter_mut()
    }
}

impl<T> IntoIterator for Records<T> {
    type Item = T;
    type IntoIter = std::iter::Flatten<std::vec::IntoIter<Vec<T>>>;

    /// The items, in order; each chunk is freed when its last item is
    /// taken.
    fn into_iter(self) -> Self::IntoIter {
        self.chunks.into_iter().flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::{CHUNK, Records};

    /// A list of `0..n` and the same as a `Vec`, to compare.
    fn both(n: usize) -> (Records<usize>, Vec<usize>) {
        ((0..n).collect(), (0..n).collect())
    }

    #[test]
    fn it_holds_what_a_vec_would_in_the_same_order() {
        for n in [0, 1, 5, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 7] {
            let (list, vec) = both(n);
            assert_eq!(list, vec);
            assert_eq!(list.len(), n);
            assert!(list.iter().rev().eq(vec.iter().rev()));
            assert_eq!(list.iter().len(), n);
            assert_eq!(list.last(), vec.last());
            assert_eq!(list.get(n), None);
            assert_eq!(list.clone().into_iter().collect::<Vec<_>>(), vec);
        }
    }

    #[test]
    fn every_chunk_but_the_last_is_full() {
        let (list, _) = both(3 * CHUNK + 7);
        let sizes: Vec<usize> = list.chunks.iter().map(Vec::len).collect();
        assert_eq!(sizes, [CHUNK, CHUNK, CHUNK, 7]);
        assert!(list.chunks.iter().all(|c| c.capacity() <= CHUNK));
    }

    #[test]
    fn removing_keeps_the_order_across_chunks() {
        for at in [0, 3, CHUNK - 1, CHUNK, 2 * CHUNK + 1] {
            let (mut list, mut vec) = both(2 * CHUNK + 2);
            assert_eq!(list.remove(at), vec.remove(at));
            assert_eq!(list, vec);
            assert_eq!(list[CHUNK], vec[CHUNK]);
        }
        let (mut list, _) = both(CHUNK + 1);
        list.remove(CHUNK);
        assert_eq!(list.chunks.len(), 1, "no empty chunk is left");
    }

    #[test]
    fn retaining_and_truncating_match_a_vec() {
        let (mut list, mut vec) = both(3 * CHUNK);
        list.retain_from(100, |n| n % 3 != 0);
        let tail: Vec<usize> = vec
            .split_off(100)
            .into_iter()
            .filter(|n| n % 3 != 0)
            .collect();
        vec.extend(tail);
        assert_eq!(list, vec);
        list.truncate(CHUNK);
        vec.truncate(CHUNK);
        assert_eq!(list, vec);
        list.push(7);
        vec.push(7);
        assert_eq!(list, vec);
    }

    #[test]
    fn sorting_is_stable_and_matches_a_vec() {
        // Keys with many ties, in an order spread over chunks.
        let items: Vec<(usize, usize)> = (0..5 * CHUNK + 3).map(|k| ((k * 7919) % 97, k)).collect();
        let mut list: Records<(usize, usize)> = items.clone().into();
        let mut vec = items;
        assert!(!list.is_sorted_by_key(|p| p.0));
        list.sort_by_key(|p| p.0);
        vec.sort_by_key(|p| p.0);
        assert_eq!(list, vec);
        assert!(list.is_sorted_by_key(|p| p.0));
    }

    #[test]
    fn changing_from_an_index_reaches_exactly_the_rest() {
        let (mut list, _) = both(2 * CHUNK + 5);
        for item in list.iter_mut_from(CHUNK + 3) {
            *item = 0;
        }
        assert_eq!(list.iter().filter(|&&n| n == 0).count(), 1 + CHUNK + 2);
        assert_eq!(list[CHUNK + 2], CHUNK + 2);
        for item in &mut list {
            *item += 1;
        }
        assert_eq!(list[0], 1);
    }
}
