//! Generated text of every sort of character, for the property tests.

use crate::pairs::Rng;

/// Characters of every sort: delimiters, `%`, `+`, controls, letters of
/// several scripts, private use, bidi formatting, non-characters, the last
/// code point.
pub const CHARS: &[char] = &[
    'a',
    'Z',
    '0',
    '-',
    '.',
    '_',
    '~',
    '!',
    '$',
    '&',
    '\'',
    '(',
    ')',
    '*',
    '+',
    ',',
    ';',
    '=',
    ':',
    '@',
    '/',
    '?',
    '#',
    '[',
    ']',
    '%',
    ' ',
    '"',
    '<',
    '>',
    '\\',
    '^',
    '`',
    '{',
    '|',
    '}',
    '\0',
    '\t',
    '\u{7F}',
    '\u{80}',
    '\u{A0}',
    'é',
    'ß',
    'Ω',
    '例',
    'え',
    '\u{200F}',
    '\u{202E}',
    '\u{2066}',
    '\u{E000}',
    '\u{F8FF}',
    '\u{FDD0}',
    '\u{FFFE}',
    '\u{FFFD}',
    '\u{10300}',
    '\u{E0001}',
    '\u{F0000}',
    '\u{10FFFF}',
];

/// A string of up to `max` characters, from [`CHARS`] or any code point.
pub fn text(rng: &mut Rng, max: usize) -> String {
    let len = rng.below(max + 1);
    (0..len)
        .map(|_| {
            if rng.chance(80) {
                CHARS[rng.below(CHARS.len())]
            } else {
                char::from_u32(rng.next_u64() as u32 % 0x11_0000).unwrap_or('x')
            }
        })
        .collect()
}
