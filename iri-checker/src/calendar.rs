//! The Gregorian calendar, as far as the rules need it: the days of a
//! month. A tag's date (RFC 4151) and a TOML date-time in the policy text
//! are both checked with it.

/// The number of days of `month` (1 to 12) in `year`, leap years counted
/// as the Gregorian calendar counts them; `None` for a month outside 1 to 12.
pub(crate) const fn days_in_month(year: u32, month: u32) -> Option<u8> {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    Some(match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::days_in_month;

    #[test]
    fn february_has_29_days_in_leap_years_only() {
        assert_eq!(days_in_month(2024, 2), Some(29));
        assert_eq!(days_in_month(2000, 2), Some(29));
        assert_eq!(days_in_month(1900, 2), Some(28));
        assert_eq!(days_in_month(2023, 2), Some(28));
    }

    #[test]
    fn the_other_months_and_months_that_are_none() {
        let days: [u8; 12] =
            core::array::from_fn(|m| days_in_month(2023, u32::try_from(m).unwrap() + 1).unwrap());
        assert_eq!(days, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
        assert_eq!(days_in_month(2023, 0), None);
        assert_eq!(days_in_month(2023, 13), None);
    }
}
