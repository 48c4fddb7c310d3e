//! Number literals read from their source text: integers (in any base,
//! written in base 10) and floating-point numbers, each with its suffix, as
//! `syn` read them (`base10_digits`, `suffix`) when the crate used it:
//! `concat!` writes these digits, and `port_range` reads them.

/// A number's digits and suffix.
pub(crate) struct Number {
    /// The value in base 10, without underscores: an integer's in its
    /// shortest form (`0x1F` is `31`), a float's as written with its
    /// exponent's `E` as `e` and without its `+`.
    pub(crate) digits: String,
    /// What follows the number, such as `u8`.
    pub(crate) suffix: String,
}

/// An integer literal (possibly negative), when `source` is one; a float's
/// source is none.
pub(crate) fn integer(source: &str) -> Option<Number> {
    let (negative, unsigned) = match source.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, source),
    };
    let bytes = unsigned.as_bytes();
    let (base, mut at) = match (bytes.first(), bytes.get(1)) {
        (Some(b'0'), Some(b'x')) => (16, 2),
        (Some(b'0'), Some(b'o')) => (8, 2),
        (Some(b'0'), Some(b'b')) => (2, 2),
        (Some(b'0'..=b'9'), _) => (10, 0),
        _ => return None,
    };
    let mut value = Decimal::default();
    let end = loop {
        let Some(&b) = bytes.get(at) else { break at };
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' if base > 10 => b - b'a' + 10,
            b'A'..=b'F' if base > 10 => b - b'A' + 10,
            b'_' => {
                at += 1;
                continue;
            }
            b'.' if base == 10 => return None,
            b'e' | b'E' if base == 10 => {
                if is_exponent(&unsigned[at + 1..]) {
                    return None;
                }
                break at;
            }
            _ => break at,
        };
        if digit >= base {
            return None;
        }
        value.push_digit(base, digit);
        at += 1;
    };
    if value.is_empty() {
        return None;
    }
    let suffix = &unsigned[end..];
    if !is_suffix(suffix) {
        return None;
    }
    let mut digits = value.to_string();
    if negative {
        digits.insert(0, '-');
    }
    Some(Number {
        digits,
        suffix: suffix.to_owned(),
    })
}

/// Whether what follows an `e` after decimal digits makes the literal a
/// float: an exponent (digits, possibly after a sign) that the end of the
/// literal or a suffix follows.
fn is_exponent(after: &str) -> bool {
    let mut digits = false;
    for (at, b) in after.bytes().enumerate() {
        match b {
            b'_' => {}
            b'-' | b'+' => return true,
            b'0'..=b'9' => digits = true,
            _ => return digits && xid_ok(&after[at..]),
        }
    }
    digits
}

/// A floating-point literal (possibly negative), when `source` is one.
pub(crate) fn float(source: &str) -> Option<Number> {
    let bytes = source.as_bytes();
    let start = usize::from(*bytes.first()? == b'-');
    if !bytes.get(start)?.is_ascii_digit() {
        return None;
    }
    let mut digits = source[..start].to_owned();
    let (mut dot, mut exponent, mut sign, mut exponent_digits) = (false, false, false, false);
    let mut at = start;
    while let Some(&b) = bytes.get(at) {
        match b {
            b'_' => {}
            b'0'..=b'9' => {
                exponent_digits |= exponent;
                digits.push(char::from(b));
            }
            b'.' => {
                if exponent || dot {
                    return None;
                }
                dot = true;
                digits.push('.');
            }
            b'e' | b'E' => {
                let mut next = at + 1;
                while bytes.get(next) == Some(&b'_') {
                    next += 1;
                }
                if !matches!(bytes.get(next), Some(b'-' | b'+' | b'0'..=b'9')) {
                    break;
                }
                if exponent {
                    if exponent_digits {
                        break;
                    }
                    return None;
                }
                exponent = true;
                digits.push('e');
            }
            b'-' | b'+' => {
                if sign || exponent_digits || !exponent {
                    return None;
                }
                sign = true;
                if b == b'-' {
                    digits.push('-');
                }
            }
            _ => break,
        }
        at += 1;
    }
    if exponent && !exponent_digits {
        return None;
    }
    let suffix = &source[at..];
    is_suffix(suffix).then(|| Number {
        digits,
        suffix: suffix.to_owned(),
    })
}

/// Whether `suffix` can follow a number: nothing, or an identifier.
fn is_suffix(suffix: &str) -> bool {
    suffix.is_empty() || xid_ok(suffix)
}

/// Whether `text` (not empty) is an identifier: `_` or a character that
/// starts one, then characters that continue one.
fn xid_ok(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c == '_' || unicode_ident::is_xid_start(c))
        && chars.all(unicode_ident::is_xid_continue)
}

/// A natural number of any size, as its decimal digits, the least
/// significant first.
#[derive(Default)]
struct Decimal {
    digits: Vec<u8>,
    /// Whether a digit was pushed (the value may still be zero).
    read: bool,
}

impl Decimal {
    /// The number times `base`, plus `digit` (below `base`, at most 16).
    fn push_digit(&mut self, base: u8, digit: u8) {
        self.read = true;
        let mut carry = digit;
        for d in &mut self.digits {
            let product = *d * base + carry;
            *d = product % 10;
            carry = product / 10;
        }
        while carry > 0 {
            self.digits.push(carry % 10);
            carry /= 10;
        }
    }

    /// Whether no digit was read.
    fn is_empty(&self) -> bool {
        !self.read
    }
}

impl core::fmt::Display for Decimal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.digits.is_empty() {
            return f.write_str("0");
        }
        let text: String = self
            .digits
            .iter()
            .rev()
            .map(|&d| char::from(b'0' + d))
            .collect();
        f.write_str(&text)
    }
}
