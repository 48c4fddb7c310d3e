//! The checks of a parsed value against [`Constraints`], in the order of
//! the components: the first constraint broken is the [`Violation`].

use core::ops::Range;

use super::builder::Given;
use super::{Constraints, Presence, Violation};
use crate::diagnostic::component::Component;
use crate::diagnostic::detail::constraint::{ConstraintDetail, Held, Part, Prefix, Schemes};
use crate::syntax::table::{Table, slice};

impl Constraints<'_> {
    /// The first constraint `text`, parsed into `table`, breaks, in the
    /// order of the components.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.schemes(&["https"]).fragment(Presence::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("https://a/").is_ok());
    /// assert_eq!(check("http://a/#f").unwrap_err().constraint(), Constraint::Schemes);
    /// ```
    pub fn check(&self, text: &str, table: &Table) -> Result<(), Violation> {
        self.check_scheme(text, table)?;
        self.check_authority(text, table)?;
        self.check_path(text, table)?;
        let query = table.query().map(|r| r.start - 1..r.end);
        presence(self.query, query, Part::Query, table.path().end)?;
        let fragment = table.fragment().map(|r| r.start - 1..r.end);
        presence(self.fragment, fragment, Part::Fragment, text.len())?;
        if self.ascii
            && let Some((at, c)) = text.char_indices().find(|(_, c)| !c.is_ascii())
        {
            let violation = Violation::new(
                ConstraintDetail::Ascii,
                table.component_at(at),
                at..at + c.len_utf8(),
            );
            return Err(violation.with_char(c));
        }
        Ok(())
    }

    fn check_scheme(&self, text: &str, table: &Table) -> Result<(), Violation> {
        match (table.scheme(), self.form) {
            (None, Presence::Required) => {
                return Err(Violation::new(
                    ConstraintDetail::Absolute,
                    Component::Scheme,
                    0..0,
                ));
            }
            (Some(range), Presence::Forbidden) => {
                return Err(Violation::new(
                    ConstraintDetail::Relative,
                    Component::Scheme,
                    range.start..range.end + 1,
                ));
            }
            _ => {}
        }
        let schemes = self.scheme_list();
        if let Some(range) = table.scheme()
            && !schemes.is_empty()
        {
            let scheme = slice(text, range.clone());
            if !schemes.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
                let held = match self.schemes {
                    Given::Static(list) => Schemes::Static(list),
                    Given::Borrowed(list) => Schemes::Held(Held::list(list)),
                };
                let violation = Violation::new(
                    ConstraintDetail::Schemes(held),
                    Component::Scheme,
                    range.clone(),
                );
                // With one scheme allowed, it is the one the author may mean.
                return Err(if schemes.len() == 1 {
                    violation.with_suggestion()
                } else {
                    violation
                });
            }
        }
        Ok(())
    }

    fn check_authority(&self, text: &str, table: &Table) -> Result<(), Violation> {
        let after_scheme = table.scheme().map_or(0, |r| r.end + 1);
        if let Some(range) = table.userinfo()
            && self.userinfo == Presence::Forbidden
        {
            return Err(forbidden(
                Part::Userinfo,
                Component::Userinfo,
                range.start..range.end + 1,
            ));
        }
        if self.userinfo == Presence::Required && table.userinfo().is_none() {
            return Err(missing(Part::Userinfo, Component::Userinfo, after_scheme));
        }
        let host = table.host().filter(|r| !r.is_empty());
        match (host, self.host) {
            (None, Presence::Required) => {
                let at = table.host().map_or(after_scheme, |r| r.start);
                return Err(missing(Part::Host, Component::Host, at));
            }
            (Some(range), Presence::Forbidden) => {
                // Removing the host alone would leave a userinfo or a port
                // without one: the help says to remove the authority.
                return Err(Violation::new(
                    ConstraintDetail::Forbidden(Part::Host),
                    Component::Host,
                    range,
                ));
            }
            _ => {}
        }
        match (table.port(), self.port) {
            (None, Presence::Required) => {
                let at = table.host().map_or(after_scheme, |r| r.end);
                return Err(missing(Part::Port, Component::Port, at));
            }
            (Some(range), Presence::Forbidden) => {
                return Err(forbidden(
                    Part::Port,
                    Component::Port,
                    range.start - 1..range.end,
                ));
            }
            (Some(range), _) if !range.is_empty() => {
                let (min, max) = self.port_range;
                let inside = slice(text, range.clone())
                    .parse::<u32>()
                    .is_ok_and(|p| p >= u32::from(min) && p <= u32::from(max));
                if !inside {
                    return Err(Violation::new(
                        ConstraintDetail::PortRange { min, max },
                        Component::Port,
                        range,
                    ));
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn check_path(&self, text: &str, table: &Table) -> Result<(), Violation> {
        let Some(given) = self.path_prefix else {
            return Ok(());
        };
        let range = table.path();
        let (Given::Static(prefix) | Given::Borrowed(prefix)) = given;
        if slice(text, range.clone()).starts_with(prefix) {
            return Ok(());
        }
        let held = match given {
            Given::Static(prefix) => Prefix::Static(prefix),
            Given::Borrowed(prefix) => Prefix::Held(Held::text(prefix)),
        };
        Err(Violation::new(
            ConstraintDetail::PathPrefix(held),
            Component::Path,
            range,
        ))
    }
}

/// A part (the query or the fragment), which must be present or absent
/// (`delimited` includes its delimiter); `at` is where a missing one would
/// go.
fn presence(
    presence: Presence,
    delimited: Option<Range<usize>>,
    part: Part,
    at: usize,
) -> Result<(), Violation> {
    let component = match part {
        Part::Query => Component::Query,
        Part::Fragment => Component::Fragment,
        Part::Userinfo => Component::Userinfo,
        Part::Host => Component::Host,
        Part::Port => Component::Port,
    };
    match (delimited, presence) {
        (None, Presence::Required) => Err(missing(part, component, at)),
        (Some(range), Presence::Forbidden) => Err(forbidden(part, component, range)),
        _ => Ok(()),
    }
}

/// A component missing at `at`.
fn missing(part: Part, component: Component, at: usize) -> Violation {
    Violation::new(ConstraintDetail::Missing(part), component, at..at)
}

/// A component present at `span` (with its delimiter), whose removal is
/// suggested.
fn forbidden(part: Part, component: Component, span: Range<usize>) -> Violation {
    Violation::new(ConstraintDetail::Forbidden(part), component, span.clone()).with_suggestion()
}
