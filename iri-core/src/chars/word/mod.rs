//! Eight bytes at a time: the word tricks that the parser's neighbours
//! (dot segments, scheme names, URI mapping) and the checker's rules (bidi,
//! hosts) use to look at a text a machine word at a time.
//!
//! A word is eight bytes loaded little-endian, so that byte `i` of the text
//! is byte `i` of the word and the lowest flagged byte is the first one in
//! the text. Most functions give *flags*: the high bit (`0x80`) of each byte
//! that answers the question, every other bit clear. A function says whether
//! its flags are exact (each byte answered on its own, no carry or borrow
//! crossing bytes) or only tell whether some byte answers.

/// `0x01` in each byte.
pub const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
/// The high bit of each byte.
pub const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
/// The low seven bits of each byte.
pub const LOW7: u64 = u64::from_ne_bytes([0x7F; 8]);

/// `byte` in each byte of a word.
#[inline]
#[must_use]
pub const fn splat(byte: u8) -> u64 {
    ONES * byte as u64
}

/// The eight bytes of `bytes` from `at` as a word.
///
/// # Panics
///
/// If `bytes` holds fewer than eight bytes from `at`.
#[inline]
#[must_use]
pub fn load_at(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(word)
}

/// The last `tail` bytes of `bytes` (fewer than eight) as a word, zero past
/// them. When `bytes` holds eight bytes or more, one load of its last eight
/// bytes, shifted so that the tail starts at byte 0; otherwise
/// [`load_short`] of `bytes` (whose length is then `tail`).
#[inline]
#[must_use]
pub(crate) fn load_tail(bytes: &[u8], tail: usize) -> u64 {
    debug_assert!(tail < 8 && tail <= bytes.len());
    match bytes.last_chunk::<8>() {
        // `tail` is below 8, so the shift is below 64 bits.
        Some(last) if tail > 0 => u64::from_le_bytes(*last) >> (8 * (8 - tail)),
        Some(_) => 0,
        None => load_short(bytes),
    }
}

/// The bytes of `bytes` (fewer than eight) as a word, zero past them;
/// overlapping loads are combined with `|`, which changes no byte loaded
/// twice.
#[inline]
#[must_use]
pub(crate) fn load_short(bytes: &[u8]) -> u64 {
    let len = bytes.len();
    debug_assert!(len < 8);
    if len >= 4 {
        let low = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        let high = u32::from_le_bytes([
            bytes[len - 4],
            bytes[len - 3],
            bytes[len - 2],
            bytes[len - 1],
        ]);
        u64::from(low) | (u64::from(high) << (8 * (len - 4)))
    } else if len >= 2 {
        let low = u16::from_le_bytes([bytes[0], bytes[1]]);
        let high = u16::from_le_bytes([bytes[len - 2], bytes[len - 1]]);
        u64::from(low) | (u64::from(high) << (8 * (len - 2)))
    } else {
        bytes.first().map_or(0, |&b| u64::from(b))
    }
}

/// Flags, exact, of the bytes of `word` equal to `byte`.
#[inline]
#[must_use]
pub const fn equal(word: u64, byte: u8) -> u64 {
    let x = word ^ splat(byte);
    // A byte's low seven bits plus 0x7F reach 0x80 unless they are all 0;
    // with the byte's own high bit, only a zero byte keeps its flag clear.
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// Flags, exact, of the bytes of `word` at `bound` or above, for a bound of
/// 0x80 or more: such a byte has its high bit set and its low seven bits at
/// `bound - 0x80` or above, so that adding `0x100 - bound` to them sets the
/// high bit (no sum carries out of its byte).
#[inline]
#[must_use]
pub const fn at_least_high(word: u64, bound: u8) -> u64 {
    debug_assert!(bound >= 0x80);
    // `0x100 - bound` is at most 0x80, so each sum stays below 0x100.
    ((word & LOW7) + splat(0u8.wrapping_sub(bound))) & word & HIGH
}

/// Not zero exactly when some byte of `word` is zero. The lowest flag set is
/// that of the first zero byte; flags above it may be wrong (a borrow
/// crosses into the next byte).
#[inline]
#[must_use]
pub const fn some_zero(word: u64) -> u64 {
    word.wrapping_sub(ONES) & !word & HIGH
}

/// Not zero exactly when some byte of `word` is below `bound`, for a word of
/// bytes below 0x80 and a bound of at most 0x80 (a byte at 0x80 or above
/// may or may not be flagged: callers test those on their own). As with
/// [`some_zero`], only the lowest flag is sure.
#[inline]
#[must_use]
pub const fn some_below(word: u64, bound: u8) -> u64 {
    debug_assert!(bound <= 0x80);
    word.wrapping_sub(splat(bound)) & !word & HIGH
}

/// Bit `i` set for each byte `i` flagged in `flags`: the eight flags,
/// shifted to bit 0 of their bytes, multiplied into the top byte (each
/// product lands on a bit of its own, so nothing carries).
#[inline]
#[must_use]
pub(crate) const fn flag_bits(flags: u64) -> u64 {
    (flags >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The index of the lowest byte flagged in a nonzero flag word.
#[inline]
#[must_use]
pub const fn first_flagged(flags: u64) -> usize {
    (flags.trailing_zeros() / 8) as usize
}

/// The bytes of `word` in ASCII lowercase, all at once: `A` to `Z` get the
/// 0x20 bit, every other byte is left as it is.
#[inline]
#[must_use]
pub(crate) const fn ascii_lowercase(word: u64) -> u64 {
    let low = word & LOW7;
    // The high bit of each byte: at least `A`, and above `Z`, among the
    // bytes below 0x80 (no carry crosses bytes: each sum stays below 0x100).
    let from_a = low + splat(0x80 - b'A');
    let past_z = low + splat(0x80 - b'Z' - 1);
    let upper = from_a & !past_z & !word & HIGH;
    word | upper >> 2
}

#[cfg(test)]
mod tests;
