//! Finding a scheme name, in any case, in a list of lowercase names: what
//! the table and the registry list share. Each list gets a hash index built
//! at compile time, so that a look-up hashes the name once and compares it
//! with one entry, most of the time: the registry's, of names up to 40
//! bytes, with open addressing ([`NameIndex`]); the table's, whose short
//! names fit a word, a perfect one ([`ShortNameIndex`]), which every check
//! asks.

use crate::chars::word;

/// The longest scheme name the table and the registry hold may have (a
/// test checks it): longer names are in neither.
pub(crate) const MAX_NAME: usize = 40;

/// An open-addressing hash index of a list of distinct lowercase names:
/// `SLOTS` (a power of two, at least twice the names) slots, each empty
/// (`0`) or the position of a name plus one, at the hash of the name or
/// after it (linear probing).
pub(crate) struct NameIndex<const SLOTS: usize> {
    slots: [u16; SLOTS],
}

impl<const SLOTS: usize> NameIndex<SLOTS> {
    /// The index of `names`, in `const` context (a list too long for
    /// `SLOTS` fails to compile).
    pub(crate) const fn new(names: &[&str]) -> NameIndex<SLOTS> {
        assert!(SLOTS.is_power_of_two() && names.len() * 2 <= SLOTS);
        assert!(names.len() < u16::MAX as usize);
        let mut slots = [0u16; SLOTS];
        let mut i = 0;
        while i < names.len() {
            let mut slot = hash(names[i].as_bytes()) & (SLOTS - 1);
            while slots[slot] != 0 {
                slot = (slot + 1) & (SLOTS - 1);
            }
            #[expect(clippy::cast_possible_truncation, reason = "checked above")]
            {
                slots[slot] = (i + 1) as u16;
            }
            i += 1;
        }
        NameIndex { slots }
    }

    /// The position of `scheme` (any case) among the names the index was
    /// built from, given back by `name`.
    #[inline]
    pub(crate) fn position(
        &self,
        scheme: &str,
        name: impl Fn(usize) -> &'static str,
    ) -> Option<usize> {
        if scheme.len() > MAX_NAME {
            return None;
        }
        let mut slot = hash(scheme.as_bytes()) & (SLOTS - 1);
        loop {
            let at = usize::from(self.slots[slot]).checked_sub(1)?;
            if name(at).as_bytes().eq_ignore_ascii_case(scheme.as_bytes()) {
                return Some(at);
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
    }
}

/// A perfect hash index of a list of distinct lowercase names of at most
/// [`SHORT_NAME`] bytes (the scheme table's): each name's key is its bytes
/// in lowercase and its length, packed in one word, and a multiplier found
/// at compile time sends every key of the list to a slot of its own, so
/// that a look-up packs the name, multiplies, and compares one word.
pub(crate) struct ShortNameIndex<const NAMES: usize> {
    /// The key of each name, at its position.
    keys: [u64; NAMES],
    /// The multiplier.
    multiplier: u64,
    /// Per slot, the position of a name plus one, or 0.
    slots: [u8; SHORT_SLOTS],
}

/// The longest name a [`ShortNameIndex`] holds: its key keeps the length
/// in the last byte.
pub(crate) const SHORT_NAME: usize = 7;

/// The slots of a [`ShortNameIndex`] (a power of two, for the shift).
const SHORT_SLOTS: usize = 128;

impl<const NAMES: usize> ShortNameIndex<NAMES> {
    /// The index of `names` (lowercase, distinct, at most [`SHORT_NAME`]
    /// bytes each, fewer than [`SHORT_SLOTS`] / 2), built at compile time.
    ///
    /// # Panics
    ///
    /// When a name does not fit, or no multiplier is found (at compile
    /// time).
    pub(crate) const fn new(names: &[&str; NAMES]) -> ShortNameIndex<NAMES> {
        assert!(NAMES * 2 <= SHORT_SLOTS, "room for the names");
        let mut keys = [0; NAMES];
        let mut i = 0;
        while i < NAMES {
            keys[i] = match key(names[i].as_bytes()) {
                Some(key) => key,
                None => panic!("a name of the index is at most 7 bytes"),
            };
            i += 1;
        }
        // Odd multipliers from a fixed sequence, until one is perfect.
        let mut multiplier: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut tries = 0;
        while tries < 100_000 {
            if let Some(slots) = place(&keys, multiplier) {
                return ShortNameIndex {
                    keys,
                    multiplier,
                    slots,
                };
            }
            multiplier = multiplier
                .wrapping_mul(0x5851_F42D_4C95_7F2D)
                .wrapping_add(2)
                | 1;
            tries += 1;
        }
        panic!("no perfect multiplier for the names")
    }

    /// The position of `name` (any case) among the names of the index.
    #[inline]
    pub(crate) fn position(&self, name: &str) -> Option<usize> {
        self.position_of_key(key(name.as_bytes())?)
    }

    /// The position of the name that is the first `len` bytes of `text`
    /// (any case): when `text` holds a word, its key is made from that
    /// word at once (a scheme, at the start of its IRI). `uppercase` says
    /// whether the name may hold uppercase letters: one known to hold none
    /// (the parser's fact) is not lowercased.
    #[allow(
        clippy::inline_always,
        reason = "called once per checked IRI; a call cost the default check 6 instructions an IRI (Debian corpus, callgrind)"
    )]
    #[inline(always)]
    pub(crate) fn position_at_start(
        &self,
        text: &str,
        len: usize,
        uppercase: bool,
    ) -> Option<usize> {
        match text.as_bytes().first_chunk::<8>() {
            Some(word) if len <= SHORT_NAME => {
                let mask = (1u64 << (8 * len)) - 1;
                let word = u64::from_le_bytes(*word);
                let word = if uppercase {
                    word::ascii_lowercase(word)
                } else {
                    word
                };
                let bytes = word & mask;
                self.position_of_key(bytes | (len as u64) << 56)
            }
            _ => self.position(text.get(..len)?),
        }
    }

    #[inline]
    fn position_of_key(&self, key: u64) -> Option<usize> {
        let at = usize::from(self.slots[slot(key, self.multiplier)]).checked_sub(1)?;
        (self.keys[at] == key).then_some(at)
    }
}

/// The key of `name`: its bytes in ASCII lowercase, then its length in the
/// last byte; `None` for a name longer than [`SHORT_NAME`].
#[inline]
const fn key(name: &[u8]) -> Option<u64> {
    if name.len() > SHORT_NAME {
        return None;
    }
    let mut key = (name.len() as u64) << 56;
    let mut i = 0;
    while i < name.len() {
        key |= (name[i].to_ascii_lowercase() as u64) << (8 * i);
        i += 1;
    }
    Some(key)
}

/// The slot of `key` with `multiplier`.
#[inline]
const fn slot(key: u64, multiplier: u64) -> usize {
    (key.wrapping_mul(multiplier) >> (64 - SHORT_SLOTS.trailing_zeros())) as usize
}

/// The slots of `keys` with `multiplier`, if each gets its own.
const fn place(keys: &[u64], multiplier: u64) -> Option<[u8; SHORT_SLOTS]> {
    let mut slots = [0u8; SHORT_SLOTS];
    let mut i = 0;
    while i < keys.len() {
        let at = slot(keys[i], multiplier);
        if slots[at] != 0 {
            return None;
        }
        #[expect(clippy::cast_possible_truncation, reason = "fewer than 64 names")]
        {
            slots[at] = (i + 1) as u8;
        }
        i += 1;
    }
    Some(slots)
}

/// FNV-1a of the ASCII-lowercased `bytes`.
const fn hash(bytes: &[u8]) -> usize {
    let mut h: u32 = 0x811C_9DC5;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i].to_ascii_lowercase() as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHORT: [&str; 6] = ["a", "http", "https", "urn", "z39.5", "coap+ws"];
    static SHORT_INDEX: ShortNameIndex<6> = ShortNameIndex::new(&SHORT);

    #[test]
    fn names_at_the_start_of_a_text() {
        for text in [
            "http://a/",
            "HTTPS:x",
            "Urn:isbn:1",
            "z39.5:ab",
            "a:bcdefgh",
        ] {
            let len = text.find(':').unwrap();
            assert_eq!(
                SHORT_INDEX.position_at_start(text, len, true),
                SHORT_INDEX.position(&text[..len]),
                "{text}"
            );
            assert!(
                SHORT_INDEX.position_at_start(text, len, true).is_some(),
                "{text}"
            );
            if !text[..len].bytes().any(|b| b.is_ascii_uppercase()) {
                assert_eq!(
                    SHORT_INDEX.position_at_start(text, len, false),
                    SHORT_INDEX.position(&text[..len]),
                    "{text}"
                );
            }
        }
        for (text, len) in [
            ("httpx://a/", 5),
            ("http", 4),
            ("ht", 2),
            ("b:cdefghij", 1),
            ("coap+wss://a", 8),
        ] {
            assert_eq!(
                SHORT_INDEX.position_at_start(text, len, true),
                SHORT_INDEX.position(&text[..len]),
                "{text}"
            );
        }
    }

    #[test]
    fn short_names_are_found_in_any_case_and_nothing_else() {
        for (i, name) in SHORT.iter().enumerate() {
            assert_eq!(SHORT_INDEX.position(name), Some(i));
            assert_eq!(SHORT_INDEX.position(&name.to_ascii_uppercase()), Some(i));
        }
        for other in [
            "", "b", "htt", "httpss", "urn:", "http\0", "coap+wss", "z39.50",
        ] {
            assert_eq!(SHORT_INDEX.position(other), None, "{other}");
        }
    }

    const NAMES: [&str; 5] = ["a", "http", "https", "urn", "z39.50r"];
    const INDEX: NameIndex<16> = NameIndex::new(&NAMES);

    #[test]
    fn finds_every_name_in_any_case_and_nothing_else() {
        for (i, name) in NAMES.iter().enumerate() {
            assert_eq!(INDEX.position(name, |at| NAMES[at]), Some(i));
            let upper = name.to_ascii_uppercase();
            assert_eq!(INDEX.position(&upper, |at| NAMES[at]), Some(i));
        }
        for other in ["", "b", "htt", "httpss", "urn:", "Z39.50s"] {
            assert_eq!(INDEX.position(other, |at| NAMES[at]), None, "{other}");
        }
    }
}
