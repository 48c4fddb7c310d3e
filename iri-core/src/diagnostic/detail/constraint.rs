//! What the `constraint` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::constraint`).

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;

/// A component whose presence a static type's constraints decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The userinfo (`constraint-userinfo`).
    Userinfo,
    /// The host (`constraint-host`).
    Host,
    /// The port (`constraint-port`).
    Port,
    /// The query (`constraint-query`).
    Query,
    /// The fragment (`constraint-fragment`).
    Fragment,
}

impl Part {
    /// The code of the constraint on the part's presence.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            Part::Userinfo => Code::ConstraintUserinfo,
            Part::Host => Code::ConstraintHost,
            Part::Port => Code::ConstraintPort,
            Part::Query => Code::ConstraintQuery,
            Part::Fragment => Code::ConstraintFragment,
        }
    }
}

/// What a `constraint` finding's sentence needs: the type's values, as
/// the constraints held them (see [`Schemes`] and [`Prefix`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintDetail {
    /// The part is missing where the type requires it.
    Missing(Part),
    /// The part is there where the type allows none.
    Forbidden(Part),
    /// `constraint-schemes`: the scheme is none of these.
    Schemes(Schemes),
    /// `constraint-absolute`: a relative reference.
    Absolute,
    /// `constraint-relative`: a scheme.
    Relative,
    /// `constraint-port`: the port lies outside `min..=max`.
    PortRange {
        /// The lowest port allowed.
        min: u16,
        /// The highest port allowed.
        max: u16,
    },
    /// `constraint-path-prefix`: the path does not start with this.
    PathPrefix(Prefix),
    /// `constraint-ascii`: the finding's character is not ASCII.
    Ascii,
}

impl ConstraintDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            ConstraintDetail::Missing(part) | ConstraintDetail::Forbidden(part) => part.code(),
            ConstraintDetail::Schemes(_) => Code::ConstraintSchemes,
            ConstraintDetail::Absolute => Code::ConstraintAbsolute,
            ConstraintDetail::Relative => Code::ConstraintRelative,
            ConstraintDetail::PortRange { .. } => Code::ConstraintPort,
            ConstraintDetail::PathPrefix(_) => Code::ConstraintPathPrefix,
            ConstraintDetail::Ascii => Code::ConstraintAscii,
        }
    }
}

impl From<ConstraintDetail> for Detail {
    fn from(detail: ConstraintDetail) -> Detail {
        Detail::Constraint(detail)
    }
}

/// The most bytes of a type's value that a finding holds itself, when the
/// constraints borrowed the value for less than `'static`.
pub const HELD: usize = 20;

/// Some text held by value, so that a finding stays `Copy` and `'static`
/// without keeping the text it was made from: its first [`HELD`] bytes
/// at most, cut at a character boundary (or, for a list, between items),
/// and whether something was cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Held {
    bytes: [u8; HELD],
    len: u8,
    cut: bool,
}

impl Held {
    /// `items` separated by spaces (scheme names hold none), as many whole
    /// items as fit; the first one cut if even it does not.
    #[must_use]
    pub fn list(items: &[&str]) -> Held {
        let mut held = Held {
            bytes: [0; HELD],
            len: 0,
            cut: false,
        };
        for (i, item) in items.iter().enumerate() {
            let needed = usize::from(i > 0) + item.len();
            if usize::from(held.len) + needed > HELD {
                if i == 0 {
                    return Held::text(item);
                }
                held.cut = true;
                break;
            }
            if i > 0 {
                held.push(" ");
            }
            held.push(item);
        }
        held
    }

    /// `text`, cut at the last character boundary that fits.
    #[must_use]
    pub fn text(text: &str) -> Held {
        let mut end = text.len().min(HELD);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let mut held = Held {
            bytes: [0; HELD],
            len: 0,
            cut: end < text.len(),
        };
        held.push(&text[..end]);
        held
    }

    /// Appends `text`, which fits.
    fn push(&mut self, text: &str) {
        let start = usize::from(self.len);
        self.bytes[start..start + text.len()].copy_from_slice(text.as_bytes());
        self.len += u8::try_from(text.len()).unwrap_or(0);
    }

    /// The text held.
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Whole characters were copied from a `str`.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }

    /// Whether the text held is less than the whole.
    #[must_use]
    pub const fn is_cut(&self) -> bool {
        self.cut
    }
}

/// The schemes a type allows, in a finding: the `'static` list itself, or
/// a [`Held`] copy of a borrowed one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Schemes {
    /// A `'static` list.
    Static(&'static [&'static str]),
    /// A borrowed list's copy, its items separated by spaces.
    Held(Held),
}

impl Schemes {
    /// The only scheme, when the type allows one (and the list was not cut).
    #[must_use]
    pub fn single(&self) -> Option<&str> {
        match self {
            Schemes::Static([one]) => Some(one),
            Schemes::Static(_) => None,
            Schemes::Held(held) => {
                let text = held.as_str();
                (!held.is_cut() && !text.contains(' ')).then_some(text)
            }
        }
    }

    /// Calls `each` with every scheme held, in order; whether the list was
    /// cut.
    pub fn for_each(&self, mut each: impl FnMut(&str)) -> bool {
        match self {
            Schemes::Static(list) => {
                list.iter().for_each(|s| each(s));
                false
            }
            Schemes::Held(held) => {
                held.as_str().split(' ').for_each(each);
                held.is_cut()
            }
        }
    }
}

/// The path prefix a type requires, in a finding: the `'static` text
/// itself, or a [`Held`] copy of a borrowed one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prefix {
    /// A `'static` prefix.
    Static(&'static str),
    /// A borrowed prefix's copy.
    Held(Held),
}

impl Prefix {
    /// The prefix held, and whether it was cut.
    #[must_use]
    pub fn text(&self) -> (&str, bool) {
        match self {
            Prefix::Static(text) => (text, false),
            Prefix::Held(held) => (held.as_str(), held.is_cut()),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;
    use alloc::{format, vec};

    use super::{HELD, Held, Prefix, Schemes};

    fn items(schemes: Schemes) -> (Vec<String>, bool) {
        let mut seen = Vec::new();
        let cut = schemes.for_each(|s| seen.push(String::from(s)));
        (seen, cut)
    }

    #[test]
    fn a_list_keeps_the_whole_names_that_fit() {
        let held = Held::list(&["https", "wss"]);
        assert_eq!((held.as_str(), held.is_cut()), ("https wss", false));
        let schemes = Schemes::Held(held);
        assert_eq!(schemes.single(), None);
        assert_eq!(items(schemes), (vec!["https".into(), "wss".into()], false));
        // 6 + 1 + 6 + 1 + 6 = 20 bytes fit; the fourth name does not.
        let long = ["aaaaaa", "bbbbbb", "cccccc", "d"];
        let schemes = Schemes::Held(Held::list(&long));
        assert_eq!(
            items(schemes),
            (
                vec!["aaaaaa".into(), "bbbbbb".into(), "cccccc".into()],
                true
            )
        );
        assert_eq!(
            Schemes::Held(Held::list(&["https"])).single(),
            Some("https")
        );
    }

    #[test]
    fn a_name_longer_than_the_room_is_cut_and_never_single() {
        let name = "x".repeat(HELD + 5);
        let held = Held::list(&[name.as_str()]);
        assert_eq!((held.as_str().len(), held.is_cut()), (HELD, true));
        assert_eq!(Schemes::Held(held).single(), None);
    }

    #[test]
    fn a_text_is_cut_at_a_character_boundary() {
        // 19 ASCII bytes, then a character of 3 bytes that does not fit.
        let text = format!("/{}€/", "a".repeat(18));
        let prefix = Prefix::Held(Held::text(&text));
        let (held, cut) = prefix.text();
        assert_eq!((held.len(), cut), (19, true));
        assert!(text.starts_with(held));
        let prefix = Prefix::Held(Held::text("/v1/"));
        let (whole, cut) = prefix.text();
        assert_eq!((whole, cut), ("/v1/", false));
    }

    #[test]
    fn static_values_are_kept_whole() {
        static MANY: [&str; 9] = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"];
        let (seen, cut) = items(Schemes::Static(&MANY));
        assert_eq!((seen.len(), cut), (9, false));
        assert!(!Prefix::Static("/a/very/long/prefix/of/a/type/").text().1);
    }
}
