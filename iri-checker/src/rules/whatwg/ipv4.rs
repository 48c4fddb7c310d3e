//! The URL Standard's reading of a host as an IPv4 address: the "ends in
//! a number" test and the IPv4 parser (decimal, octal and hexadecimal
//! parts; fewer than four parts fill the last ones).

/// Whether the last label of `name` (after one final `.`) is a number:
/// decimal digits, or `0x` and hexadecimal digits. Read from the end, so
/// that a name ending in a letter that no number ends with costs one test.
#[inline]
pub(super) fn ends_in_number(name: &str) -> bool {
    let name = name.as_bytes();
    let name = name.strip_suffix(b".").unwrap_or(name);
    match name.last() {
        Some(&b) if b.is_ascii_hexdigit() || b == b'x' || b == b'X' => {}
        _ => return false,
    }
    let last = match name.iter().rposition(|&b| b == b'.') {
        Some(dot) => &name[dot + 1..],
        None => name,
    };
    if let [b'0', b'x' | b'X', hex @ ..] = last {
        return hex.iter().all(u8::is_ascii_hexdigit);
    }
    !last.is_empty() && last.iter().all(u8::is_ascii_digit)
}

/// The IPv4 address that the URL Standard reads in `name`, a host that
/// ends in a number; `None` when it fails (then the URL is refused).
pub(super) fn parse(name: &str) -> Option<[u8; 4]> {
    let name = name.strip_suffix('.').unwrap_or(name);
    let mut numbers = [0_u64; 4];
    let mut count = 0;
    for part in name.split('.') {
        if count == 4 {
            return None;
        }
        numbers[count] = number(part)?;
        count += 1;
    }
    let (last, rest) = (numbers[count - 1], &numbers[..count - 1]);
    if rest.iter().any(|&n| n > 255) || last >= 256_u64.pow(5 - count as u32) {
        return None;
    }
    let mut address = last;
    for (i, &n) in rest.iter().enumerate() {
        address += n << (8 * (3 - i));
    }
    Some((address as u32).to_be_bytes())
}

/// One part: `0x` hexadecimal (possibly no digits: 0), `0` octal, or
/// decimal; `None` when it is none of these, or beyond 2^32.
fn number(part: &str) -> Option<u64> {
    let (digits, radix) = match part.as_bytes() {
        [] => return None,
        [b'0', b'x' | b'X', ..] => (&part[2..], 16),
        [b'0', _, ..] => (&part[1..], 8),
        _ => (part, 10),
    };
    if digits.is_empty() {
        return Some(0);
    }
    let mut value: u64 = 0;
    for b in digits.bytes() {
        let digit = u64::from(char::from(b).to_digit(radix)?);
        value = value * u64::from(radix) + digit;
        if value > u64::from(u32::MAX) {
            return None;
        }
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_ending_in_a_number() {
        for name in [
            "1",
            "1.2.3",
            "256.1.1.1",
            "example.1",
            "a.0x7f",
            "a.0X",
            "0x",
            "1.",
            "a.09.",
            "a.0x.",
        ] {
            assert!(ends_in_number(name), "{name}");
        }
        for name in [
            "",
            ".",
            "a..",
            "example.org",
            "a.de",
            "a.0xg",
            "a.1a",
            "a.x1",
            "1.2.c",
            "1..",
            "a.b.",
        ] {
            assert!(!ends_in_number(name), "{name}");
        }
    }

    #[test]
    fn addresses_in_every_notation() {
        let read = [
            ("0x7f.1", Some([127, 0, 0, 1])),
            ("017700000001", Some([127, 0, 0, 1])),
            ("2130706433", Some([127, 0, 0, 1])),
            ("0", Some([0, 0, 0, 0])),
            ("1.2.3", Some([1, 2, 0, 3])),
            ("1.2.3.4.", Some([1, 2, 3, 4])),
            ("01.2.3.4", Some([1, 2, 3, 4])),
            ("0x.0x.0x.0x", Some([0, 0, 0, 0])),
            ("1.65535", Some([1, 0, 255, 255])),
            ("256.1.1.1", None),
            ("1.2.3.4.5", None),
            ("1..2.3", None),
            ("09", None),
            ("4294967296", None),
            ("1.16777216", None),
            ("example.1", None),
        ];
        for (name, address) in read {
            assert_eq!(parse(name), address, "{name}");
        }
    }
}
