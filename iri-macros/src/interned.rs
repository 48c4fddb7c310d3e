//! The `'static` texts a type's constraints hold (`iri_core::constraints`
//! keeps its schemes and its path prefix as `&'static`, since a type's
//! constraints are built in `const` context), made from what a declaration
//! or a typed literal names, each once per process.
//!
//! Each distinct text and list is allocated once and kept for the life of
//! the process; naming it again, in any later expansion, finds it. So
//! expanding a typed literal again and again, as rust-analyzer does for
//! hours, allocates nothing that stays: what stays is bounded by the
//! distinct scheme lists and path prefixes the source has held.

use std::sync::{Mutex, PoisonError};

/// The texts and the lists kept: a few, searched in order (a hash set
/// would weigh more in the macros' build than it saves).
struct Kept {
    texts: Vec<&'static str>,
    lists: Vec<&'static [&'static str]>,
}

static KEPT: Mutex<Option<Kept>> = Mutex::new(None);

fn with_kept<T>(f: impl FnOnce(&mut Kept) -> T) -> T {
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    f(kept.get_or_insert_with(|| Kept {
        texts: Vec::new(),
        lists: Vec::new(),
    }))
}

impl Kept {
    fn text(&mut self, text: &str) -> &'static str {
        for kept in &self.texts {
            if *kept == text {
                return kept;
            }
        }
        let kept: &'static str = Box::leak(Box::from(text));
        self.texts.push(kept);
        kept
    }
}

/// `text`, kept.
pub(crate) fn text(text: &str) -> &'static str {
    with_kept(|kept| kept.text(text))
}

/// The list of `texts`, kept, each text kept too.
pub(crate) fn list(texts: &[String]) -> &'static [&'static str] {
    with_kept(|kept| {
        let items: Vec<&'static str> = texts.iter().map(|t| kept.text(t)).collect();
        for list in &kept.lists {
            if *list == items.as_slice() {
                return *list;
            }
        }
        let list: &'static [&'static str] = Box::leak(items.into_boxed_slice());
        kept.lists.push(list);
        list
    })
}

/// How many texts, and lists, are kept that hold `marker` (a test's own
/// texts, whatever the tests running beside it keep).
#[cfg(test)]
pub(crate) fn counts(marker: &str) -> (usize, usize) {
    with_kept(|kept| {
        let texts = kept.texts.iter().filter(|t| t.contains(marker)).count();
        let lists = kept.lists.iter();
        let lists = lists.filter(|l| l.iter().any(|t| t.contains(marker)));
        (texts, lists.count())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_or_list_named_again_is_the_one_kept() {
        let a = text("/v1/");
        assert!(core::ptr::eq(a, text(&String::from("/v1/"))));
        let names = [String::from("https"), String::from("wss")];
        let l = list(&names);
        assert_eq!(l, ["https", "wss"]);
        assert!(core::ptr::eq(l, list(&names.clone())));
        // Another order is another list, of the same texts.
        let reversed = [String::from("wss"), String::from("https")];
        let r = list(&reversed);
        assert_eq!(r, ["wss", "https"]);
        assert!(core::ptr::eq(r[1], l[0]));
    }
}
