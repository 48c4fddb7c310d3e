//! Every function of the word module against its byte-by-byte meaning:
//! each byte value in each of the eight lanes, beside neighbours chosen to
//! provoke a carry or a borrow across bytes.

use super::*;

/// Words with `value` in lane `lane` and each of a few fillings elsewhere:
/// zeros, 0xFF, the bytes around `value` and around `other`, and a mixed
/// pattern.
fn words(lane: usize, value: u8, other: u8) -> impl Iterator<Item = [u8; 8]> {
    let fills: [[u8; 8]; 7] = [
        [0x00; 8],
        [0xFF; 8],
        [value.wrapping_sub(1); 8],
        [value.wrapping_add(1); 8],
        [other; 8],
        [other.wrapping_sub(1); 8],
        [0x00, 0xFF, other, 0x7F, 0x80, value, 0x01, 0xFE],
    ];
    fills.into_iter().map(move |mut bytes| {
        bytes[lane] = value;
        bytes
    })
}

/// The flags a byte-by-byte predicate gives.
fn flags_of(bytes: [u8; 8], holds: impl Fn(u8) -> bool) -> u64 {
    let mut flags = [0; 8];
    for (flag, byte) in flags.iter_mut().zip(bytes) {
        *flag = if holds(byte) { 0x80 } else { 0 };
    }
    u64::from_le_bytes(flags)
}

#[test]
fn the_constants_are_what_they_say() {
    assert_eq!(ONES, 0x0101_0101_0101_0101);
    assert_eq!(HIGH, 0x8080_8080_8080_8080);
    assert_eq!(LOW7, 0x7F7F_7F7F_7F7F_7F7F);
    for byte in 0..=u8::MAX {
        assert_eq!(splat(byte).to_le_bytes(), [byte; 8]);
    }
}

#[test]
fn equal_flags_exactly_the_equal_bytes() {
    for lane in 0..8 {
        for value in 0..=u8::MAX {
            for byte in 0..=u8::MAX {
                for bytes in words(lane, value, byte) {
                    let word = u64::from_le_bytes(bytes);
                    assert_eq!(
                        equal(word, byte),
                        flags_of(bytes, |b| b == byte),
                        "{bytes:02x?} == {byte:#04x}"
                    );
                }
            }
        }
    }
}

#[test]
fn at_least_high_flags_exactly_the_bytes_at_the_bound_or_above() {
    for lane in 0..8 {
        for value in 0..=u8::MAX {
            for bound in 0x80..=u8::MAX {
                for bytes in words(lane, value, bound) {
                    let word = u64::from_le_bytes(bytes);
                    assert_eq!(
                        at_least_high(word, bound),
                        flags_of(bytes, |b| b >= bound),
                        "{bytes:02x?} >= {bound:#04x}"
                    );
                }
            }
        }
    }
}

#[test]
fn some_zero_finds_the_first_zero_byte() {
    for lane in 0..8 {
        for value in 0..=u8::MAX {
            for bytes in words(lane, value, 0) {
                let word = u64::from_le_bytes(bytes);
                let first = bytes.iter().position(|&b| b == 0);
                let found = some_zero(word);
                assert_eq!(found != 0, first.is_some(), "{bytes:02x?}");
                if let Some(first) = first {
                    assert_eq!(first_flagged(found), first, "{bytes:02x?}");
                }
            }
        }
    }
}

#[test]
fn some_below_finds_the_first_byte_below_the_bound_in_ascii_words() {
    for lane in 0..8 {
        for value in 0..0x80 {
            for bound in 0..=0x80 {
                for bytes in words(lane, value, bound) {
                    if bytes.iter().any(|&b| b >= 0x80) {
                        continue;
                    }
                    let word = u64::from_le_bytes(bytes);
                    let first = bytes.iter().position(|&b| b < bound);
                    let found = some_below(word, bound);
                    assert_eq!(found != 0, first.is_some(), "{bytes:02x?} < {bound:#04x}");
                    if let Some(first) = first {
                        assert_eq!(first_flagged(found), first, "{bytes:02x?} < {bound:#04x}");
                    }
                }
            }
        }
    }
}

#[test]
fn flag_bits_gathers_one_bit_per_byte() {
    for bits in 0..=u8::MAX {
        let flags = flags_of(
            core::array::from_fn(|i| u8::from(bits & (1 << i) != 0)),
            |b| b == 1,
        );
        assert_eq!(flag_bits(flags), u64::from(bits));
        if bits != 0 {
            assert_eq!(first_flagged(flags), bits.trailing_zeros() as usize);
        }
    }
}

#[test]
fn ascii_lowercase_lowers_exactly_the_capital_letters() {
    for lane in 0..8 {
        for value in 0..=u8::MAX {
            for bytes in words(lane, value, b'Z') {
                let word = u64::from_le_bytes(bytes);
                assert_eq!(
                    ascii_lowercase(word).to_le_bytes(),
                    bytes.map(|b| b.to_ascii_lowercase()),
                    "{bytes:02x?}"
                );
            }
        }
    }
}

#[test]
fn the_loads_read_the_bytes_in_text_order_and_zero_past_them() {
    let text: [u8; 24] = core::array::from_fn(|i| 0xA0 + i as u8);
    for len in 0..=text.len() {
        let bytes = &text[..len];
        if len >= 8 {
            for at in 0..=len - 8 {
                assert_eq!(load_at(bytes, at).to_le_bytes(), text[at..at + 8]);
            }
        } else {
            let mut want = [0; 8];
            want[..len].copy_from_slice(bytes);
            assert_eq!(load_short(bytes).to_le_bytes(), want, "{len}");
        }
        let tail = len % 8;
        let mut want = [0; 8];
        want[..tail].copy_from_slice(&bytes[len - tail..]);
        assert_eq!(load_tail(bytes, tail).to_le_bytes(), want, "{len}");
    }
}
