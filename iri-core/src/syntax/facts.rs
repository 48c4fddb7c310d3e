//! What the parser saw while it scanned each component, for the checker:
//! [`Facts`].
//!
//! The parser classifies every byte anyway; where a fact costs it nothing
//! on text without it (a byte that leaves the scan's fast run, once per
//! component), it records the fact, so that a rule whose facts are absent
//! costs the checker a bit test instead of a pass over the text. A fact is
//! an upper bound: a clear bit means the thing is certainly not there; a
//! set bit means it may be (the rules look then). A table that the parser
//! did not make carries [`Facts::UNKNOWN`], every fact possible, and the
//! rules do all their work.

use crate::diagnostic::component::Component;

/// One kind of fact, recorded per component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// A `%` (a percent-encoding: the grammar admits no other).
    Percent,
    /// A character beyond ASCII.
    NonAscii,
    /// An uppercase ASCII letter (recorded in the scheme and the host).
    Uppercase,
    /// A path segment starting with `.` (recorded in the path).
    DotSegment,
    /// A `-` (recorded in the host).
    Hyphen,
}

impl Fact {
    /// The first bit of the fact's components: [`Fact::DotSegment`] and
    /// [`Fact::Hyphen`], recorded in different components, share their bits.
    const fn shift(self) -> u32 {
        let index = match self {
            Fact::Percent => 0,
            Fact::NonAscii => 1,
            Fact::Uppercase => 2,
            Fact::DotSegment | Fact::Hyphen => 3,
        };
        index * SLOTS
    }
}

/// The components with a bit of their own per fact: the scheme, the
/// userinfo, the host, the path, the query and the fragment; the port and
/// the IP literal (digits, hex digits and delimiters only) share a seventh.
const SLOTS: u32 = 7;

/// The slot of `component` among a fact's bits.
const fn slot(component: Component) -> u32 {
    match component {
        Component::Scheme => 0,
        Component::Userinfo => 1,
        Component::Host => 2,
        Component::Path => 3,
        Component::Query => 4,
        Component::Fragment => 5,
        Component::Port | Component::IpLiteral | Component::Template => 6,
    }
}

/// The bits of every slot of one fact.
const ALL_SLOTS: u32 = (1 << SLOTS) - 1;

/// The bit of a bidi formatting character anywhere in the text.
const BIDI_FORMATTING: u32 = 1 << 31;

/// The bit of a sub-delim or `~` in the host (a registered name): what a
/// DNS host name does not hold besides `%` and characters beyond ASCII.
const HOST_OTHER: u32 = 1 << 30;

// The four facts, the host's bit and the bidi bit fit.
const _: () = assert!(4 * SLOTS < 30, "the facts fit in 32 bits");

/// The facts of one parsed text: per [`Fact`], one bit per component,
/// and one bit for the whole text (a bidi formatting character, RFC 3987
/// section 4.1, known exactly: the parser decodes every character that
/// may be one). Four bytes, so that a [`Table`](crate::Table) holding
/// them keeps its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Facts(u32);

impl Facts {
    /// Nothing seen: what the parser starts from.
    pub(crate) const NONE: Facts = Facts(0);

    /// Nothing known: every fact possible.
    pub(crate) const UNKNOWN: Facts = Facts(u32::MAX);

    /// The bit of `fact` in `component`.
    const fn bit(fact: Fact, component: Component) -> u32 {
        1 << (fact.shift() + slot(component))
    }

    /// Records `fact` in `component`.
    #[inline]
    pub(crate) const fn set(&mut self, fact: Fact, component: Component) {
        self.0 |= Facts::bit(fact, component);
    }

    /// Records a bidi formatting character.
    #[inline]
    pub(crate) const fn set_bidi_formatting(&mut self) {
        self.0 |= BIDI_FORMATTING;
    }

    /// Whether `fact` may hold in `component`.
    #[inline]
    #[must_use]
    pub const fn may(self, fact: Fact, component: Component) -> bool {
        self.0 & Facts::bit(fact, component) != 0
    }

    /// Whether `fact` may hold in some component.
    #[inline]
    #[must_use]
    pub const fn may_anywhere(self, fact: Fact) -> bool {
        self.0 & (ALL_SLOTS << fact.shift()) != 0
    }

    /// Records a sub-delim or `~` in the host.
    #[inline]
    pub(crate) const fn set_host_other(&mut self) {
        self.0 |= HOST_OTHER;
    }

    /// Whether the host may hold a sub-delim or `~`.
    #[inline]
    #[must_use]
    pub const fn may_hold_host_other(self) -> bool {
        self.0 & HOST_OTHER != 0
    }

    /// Whether the text may hold a bidi formatting character.
    #[inline]
    #[must_use]
    pub const fn may_hold_bidi_formatting(self) -> bool {
        self.0 & BIDI_FORMATTING != 0
    }

    /// Makes the facts recorded for the host those of the userinfo: the
    /// text scanned as a host turned out to be a userinfo (which records
    /// percent-encodings and characters beyond ASCII only; its sub-delims
    /// are no fact).
    #[inline]
    pub(crate) const fn host_was_userinfo(&mut self) {
        let mut moved = Facts(self.0 & !Facts::of_component(Component::Host) & !HOST_OTHER);
        if self.may(Fact::Percent, Component::Host) {
            moved.set(Fact::Percent, Component::Userinfo);
        }
        if self.may(Fact::NonAscii, Component::Host) {
            moved.set(Fact::NonAscii, Component::Userinfo);
        }
        *self = moved;
    }

    /// The bits of every fact of `component`.
    const fn of_component(component: Component) -> u32 {
        let mut bits = 0;
        let mut shift = 0;
        while shift < 4 * SLOTS {
            bits |= 1 << (shift + slot(component));
            shift += SLOTS;
        }
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_are_per_component_and_move_to_the_userinfo() {
        let mut facts = Facts::NONE;
        facts.set(Fact::Percent, Component::Host);
        facts.set(Fact::Uppercase, Component::Host);
        facts.set(Fact::NonAscii, Component::Path);
        facts.set_host_other();
        assert!(facts.may(Fact::Percent, Component::Host));
        assert!(!facts.may(Fact::Percent, Component::Path));
        assert!(facts.may_anywhere(Fact::NonAscii));
        assert!(!facts.may_anywhere(Fact::Hyphen));
        assert!(facts.may_hold_host_other());
        facts.host_was_userinfo();
        assert!(!facts.may_hold_host_other());
        assert!(!facts.may(Fact::Percent, Component::Host));
        assert!(!facts.may(Fact::Uppercase, Component::Host));
        assert!(facts.may(Fact::Percent, Component::Userinfo));
        assert!(!facts.may(Fact::Uppercase, Component::Userinfo));
        assert!(facts.may(Fact::NonAscii, Component::Path));
        assert!(!facts.may_hold_bidi_formatting());
        assert!(Facts::UNKNOWN.may(Fact::DotSegment, Component::Fragment));
        assert!(Facts::UNKNOWN.may_hold_bidi_formatting());
        assert!(Facts::UNKNOWN.may_hold_host_other());
    }
}
