//! The text of a mechanical edit: [`Fix`].

use alloc::string::String;
use core::ops::Range;

/// An edit of the input: replace the bytes `span` with `replacement`.
///
/// Made, when asked, from a finding and its input
/// ([`Finding::fix`](crate::diagnostic::Finding::fix),
/// [`Finding::suggestion`](crate::diagnostic::Finding::suggestion)). Applying
/// the fixes of one report, from the last span to the first (they never
/// overlap), gives the input without those findings and with the same
/// meaning (equivalent under the full normalization ladder).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fix {
    start: usize,
    end: usize,
    replacement: String,
}

impl Fix {
    /// A fix replacing `span` with `replacement`.
    #[must_use]
    pub fn new(span: Range<usize>, replacement: impl Into<String>) -> Fix {
        Fix {
            start: span.start,
            end: span.end,
            replacement: replacement.into(),
        }
    }

    /// The byte range of the input to replace.
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The text to write instead.
    #[must_use]
    pub fn replacement(&self) -> &str {
        &self.replacement
    }
}
