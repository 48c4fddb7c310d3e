//! Finding a scheme name, in any case, in a list of lowercase names: what
//! the table and the registry list share. Each list gets a hash index built
//! at compile time, so that a look-up hashes the name once and compares it
//! with one entry, most of the time.

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
