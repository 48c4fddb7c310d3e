//! The expression operators of RFC 6570 and how each expands its values:
//! the table of appendix A, written once.

/// The operator of an expression (RFC 6570 section 2.2): what comes
/// before its first value, between its values, whether values are named,
/// and which characters of a value stay as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Operator {
    /// `{var}`: simple string expansion (level 1).
    Simple,
    /// `{+var}`: reserved expansion (level 2).
    Reserved,
    /// `{#var}`: fragment expansion (level 2).
    Fragment,
    /// `{.var}`: label expansion, dot-prefixed (level 3).
    Label,
    /// `{/var}`: path segments, slash-prefixed (level 3).
    Path,
    /// `{;var}`: path-style parameters, semicolon-prefixed (level 3).
    Parameter,
    /// `{?var}`: form-style query, ampersand-separated (level 3).
    Query,
    /// `{&var}`: form-style query continuation (level 3).
    Continuation,
}

/// The operators in the order of their code in a compiled template.
const ALL: [Operator; 8] = [
    Operator::Simple,
    Operator::Reserved,
    Operator::Fragment,
    Operator::Label,
    Operator::Path,
    Operator::Parameter,
    Operator::Query,
    Operator::Continuation,
];

impl Operator {
    /// The operator written as `c` at the start of an expression, if any.
    pub(crate) const fn from_char(c: char) -> Option<Operator> {
        Some(match c {
            '+' => Operator::Reserved,
            '#' => Operator::Fragment,
            '.' => Operator::Label,
            '/' => Operator::Path,
            ';' => Operator::Parameter,
            '?' => Operator::Query,
            '&' => Operator::Continuation,
            _ => return None,
        })
    }

    /// Whether `c` is an operator RFC 6570 reserves for future extensions
    /// (`op-reserve`).
    pub(crate) const fn is_reserved(c: char) -> bool {
        matches!(c, '=' | ',' | '!' | '@' | '|')
    }

    /// The operator's code in a compiled template.
    pub(crate) const fn code(self) -> u8 {
        self as u8
    }

    /// The operator of a code, if it is one.
    pub(crate) fn from_code(code: u8) -> Option<Operator> {
        ALL.get(usize::from(code)).copied()
    }

    /// What comes before the first defined value (`first`).
    pub(crate) const fn first(self) -> Option<u8> {
        match self {
            Operator::Simple | Operator::Reserved => None,
            Operator::Fragment => Some(b'#'),
            Operator::Label => Some(b'.'),
            Operator::Path => Some(b'/'),
            Operator::Parameter => Some(b';'),
            Operator::Query => Some(b'?'),
            Operator::Continuation => Some(b'&'),
        }
    }

    /// What comes between values (`sep`).
    pub(crate) const fn separator(self) -> u8 {
        match self {
            Operator::Simple | Operator::Reserved | Operator::Fragment => b',',
            Operator::Label => b'.',
            Operator::Path => b'/',
            Operator::Parameter => b';',
            Operator::Query | Operator::Continuation => b'&',
        }
    }

    /// Whether each value is written after its name (`named`).
    pub(crate) const fn named(self) -> bool {
        matches!(
            self,
            Operator::Parameter | Operator::Query | Operator::Continuation
        )
    }

    /// What follows the name of an empty value (`ifemp`).
    pub(crate) const fn if_empty(self) -> &'static str {
        match self {
            Operator::Query | Operator::Continuation => "=",
            _ => "",
        }
    }

    /// Whether reserved characters and percent-encoded triplets of a
    /// value stay as they are (`allow` is `U+R`), rather than only the
    /// unreserved characters (`U`).
    pub(crate) const fn allows_reserved(self) -> bool {
        matches!(self, Operator::Reserved | Operator::Fragment)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An operator, and its `first`, `sep`, `named`, `ifemp` and `allow`.
    type Row = (Operator, Option<u8>, u8, bool, &'static str, bool);

    #[test]
    fn codes_round_trip_and_the_table_is_appendix_a() {
        for op in ALL {
            assert_eq!(Operator::from_code(op.code()), Some(op));
        }
        assert_eq!(Operator::from_code(8), None);
        // RFC 6570 appendix A, column by column.
        let rows: [Row; 8] = [
            (Operator::Simple, None, b',', false, "", false),
            (Operator::Reserved, None, b',', false, "", true),
            (Operator::Label, Some(b'.'), b'.', false, "", false),
            (Operator::Path, Some(b'/'), b'/', false, "", false),
            (Operator::Parameter, Some(b';'), b';', true, "", false),
            (Operator::Query, Some(b'?'), b'&', true, "=", false),
            (Operator::Continuation, Some(b'&'), b'&', true, "=", false),
            (Operator::Fragment, Some(b'#'), b',', false, "", true),
        ];
        for (op, first, sep, named, ifemp, reserved) in rows {
            assert_eq!(op.first(), first, "{op:?}");
            assert_eq!(op.separator(), sep, "{op:?}");
            assert_eq!(op.named(), named, "{op:?}");
            assert_eq!(op.if_empty(), ifemp, "{op:?}");
            assert_eq!(op.allows_reserved(), reserved, "{op:?}");
            if let Some(first) = first {
                assert_eq!(Operator::from_char(char::from(first)), Some(op));
            }
        }
        assert_eq!(Operator::from_char('+'), Some(Operator::Reserved));
        for c in ['=', ',', '!', '@', '|'] {
            assert!(Operator::is_reserved(c) && Operator::from_char(c).is_none());
        }
    }
}
