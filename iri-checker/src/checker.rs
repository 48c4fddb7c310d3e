//! The state of one check, which every rule receives: [`Checker`].

use alloc::vec::Vec;
use core::cell::Cell;
use core::ops::Range;

use crate::code_set::CodeSet;
use crate::diagnostic::finding::{EditKind, FindingInternals, Voice, spans_overlap};
use crate::parts::Components;
use crate::policy::Policy;
use crate::rules;
use crate::schemes::table::{self, Entry};
use crate::syntax::facts::{Fact, Facts};
use crate::syntax::table::Offsets;
use iri_core::Component;
use iri_core::Grammar;
use iri_core::diagnostic::Finding;
use iri_core::diagnostic::{Code, Group};
use iri_core::{HostKind, Table};

/// The state of one check: the input, the policy, and what was found.
pub(crate) struct Checker<'a> {
    /// The text checked.
    pub(crate) text: &'a str,
    /// Its component table.
    pub(crate) table: &'a Table,
    /// The table's offsets, narrowed once: the component accessors of the
    /// checker read these.
    layout: Offsets,
    /// Whether the text has an authority: most component accessors ask,
    /// so it is worked out once, here.
    authority: bool,
    /// Whether the authority has a userinfo: three groups ask.
    has_userinfo: bool,
    /// The grammar it was parsed with.
    pub(crate) grammar: Grammar,
    /// The policy.
    pub(crate) policy: &'a Policy,
    /// What the parser saw in each component (every fact possible when
    /// the table is not the parser's): a rule asks before it reads the
    /// text, and has nothing to do where its facts are absent.
    pub(crate) facts: Facts,
    /// Whether the text is ASCII: the rules on non-ASCII characters have
    /// nothing to do then.
    pub(crate) ascii: bool,
    /// The codes reported: those the policy puts at the least level
    /// reported or above (`Advice` for a full check, `Error` when only
    /// errors matter).
    wanted: CodeSet,
    /// The group whose rules are running: they report its codes only (a
    /// debug assertion checks it; release builds keep no such field).
    #[cfg(debug_assertions)]
    pub(super) running: Group,
    /// The voice of the group whose rules are running, which speaks for
    /// the findings they report.
    pub(super) voice: Option<&'static Voice>,
    pub(super) findings: Vec<Finding>,
    /// Whether `host-percent-encoded` rewrites the registered name, asked
    /// once, when a fix first touches the host (see [`Checker::may_fix`]).
    name_rewritten: Cell<Option<bool>>,
    /// The scheme table's entry of the scheme, once asked (by the scheme
    /// rules, then the whatwg rules).
    scheme_entry: Cell<Lookup>,
}

/// A look-up done at most once per check.
#[derive(Clone, Copy)]
enum Lookup {
    /// Not asked yet.
    Pending,
    /// Its answer: no entry for a scheme the table does not hold, and for
    /// no scheme.
    Done(Option<Entry>),
}

impl<'a> Checker<'a> {
    /// A checker of `text` (parsed with `grammar` into `table`) that reports
    /// the `wanted` codes at the levels `policy` gives them.
    // `#[inline]` here and on `run`: where the compiler chose to keep them
    // out of line, the checked parse cost ~30 instructions more per IRI.
    #[inline]
    pub(crate) fn new(
        text: &'a str,
        table: &'a Table,
        grammar: Grammar,
        policy: &'a Policy,
        wanted: CodeSet,
    ) -> Checker<'a> {
        let facts = crate::syntax::table::facts(table);
        let layout = crate::syntax::table::offsets(table);
        // The offsets' tests of an authority and a userinfo, from one
        // reading of where the part after the scheme starts.
        let after_scheme = layout.after_scheme();
        let authority = layout.path_start as usize != after_scheme;
        Checker {
            text,
            table,
            layout,
            authority,
            has_userinfo: authority && layout.host_start as usize > after_scheme + 2,
            grammar,
            policy,
            facts,
            // Asked of the text only when the parser's facts are unknown.
            ascii: !facts.may_anywhere(Fact::NonAscii) || text.is_ascii(),
            wanted,
            #[cfg(debug_assertions)]
            running: Group::Bidi,
            voice: None,
            findings: Vec::new(),
            name_rewritten: Cell::new(None),
            scheme_entry: Cell::new(Lookup::Pending),
        }
    }
}

/// The components that [`parts`](crate::parts::parts) cuts.
const PART_COMPONENTS: [Component; 5] = [
    Component::Userinfo,
    Component::Host,
    Component::Path,
    Component::Query,
    Component::Fragment,
];

/// The components of the text, as the table's accessors give them.
impl Checker<'_> {
    /// Whether the text has a scheme.
    #[inline]
    pub(crate) fn has_scheme(&self) -> bool {
        self.layout.scheme_end() != 0
    }

    /// Whether the text has an authority.
    #[inline]
    pub(crate) fn has_authority(&self) -> bool {
        self.authority
    }

    /// Where the part after `scheme:` starts (0 without a scheme).
    #[inline]
    pub(crate) fn after_scheme(&self) -> usize {
        self.layout.after_scheme()
    }

    /// The scheme.
    #[inline]
    pub(crate) fn scheme(&self) -> Option<Range<usize>> {
        self.layout.scheme()
    }

    /// The scheme table's entry of the scheme, if it has one: looked up
    /// once per check.
    #[inline]
    pub(crate) fn scheme_entry(&self) -> Option<Entry> {
        if let Lookup::Done(entry) = self.scheme_entry.get() {
            return entry;
        }
        let entry = self.scheme().and_then(|scheme| {
            let uppercase = self.may(Fact::Uppercase, Component::Scheme);
            table::entry_of_scheme(self.text, scheme.end, uppercase)
        });
        self.scheme_entry.set(Lookup::Done(entry));
        entry
    }

    /// The userinfo.
    #[inline]
    pub(crate) fn userinfo(&self) -> Option<Range<usize>> {
        // The offsets' own test, with the authority known.
        let start = self.layout.after_scheme() + 2;
        let host_start = self.layout.host_start as usize;
        (self.authority && host_start > start).then(|| start..host_start - 1)
    }

    /// Whether there is a userinfo.
    #[inline]
    pub(crate) fn has_userinfo(&self) -> bool {
        self.has_userinfo
    }

    /// The host.
    #[inline]
    pub(crate) fn host(&self) -> Option<Range<usize>> {
        self.authority
            .then_some(self.layout.host_start as usize..self.layout.host_end as usize)
    }

    /// The kind of host, when there is an authority.
    #[inline]
    pub(crate) fn host_kind(&self) -> Option<HostKind> {
        self.authority
            .then_some(crate::syntax::table::recorded_host_kind(self.table))
    }

    /// The host, when it is a registered name (possibly empty).
    #[inline]
    pub(crate) fn reg_name(&self) -> Option<Range<usize>> {
        self.host()
            .filter(|_| crate::syntax::table::recorded_host_kind(self.table) == HostKind::RegName)
    }

    /// The port.
    #[inline]
    pub(crate) fn port(&self) -> Option<Range<usize>> {
        let (host_end, path_start) = (self.layout.host_end, self.layout.path_start);
        (self.authority && host_end < path_start)
            .then_some(host_end as usize + 1..path_start as usize)
    }

    /// The path.
    #[inline]
    pub(crate) fn path(&self) -> Range<usize> {
        self.layout.path()
    }

    /// The query.
    #[inline]
    pub(crate) fn query(&self) -> Option<Range<usize>> {
        self.layout.query()
    }

    /// The fragment.
    #[inline]
    pub(crate) fn fragment(&self) -> Option<Range<usize>> {
        self.layout.fragment(self.text.len())
    }

    /// The text of `component`, one of those cut into parts (the userinfo,
    /// a registered name, the path, the query, the fragment), if present.
    pub(crate) fn part_component(&self, component: Component) -> Option<&str> {
        let span = match component {
            Component::Userinfo => self.userinfo(),
            Component::Host => self.reg_name(),
            Component::Path => Some(self.path()),
            Component::Query => self.query(),
            Component::Fragment => self.fragment(),
            _ => None,
        };
        span.map(|span| &self.text[span])
    }

    /// The components cut into parts that hold characters beyond ASCII
    /// and whose text passes `test`: those a rule on such characters looks
    /// into (for [`parts_in`](crate::parts::parts_in)).
    pub(crate) fn non_ascii_components(&self, test: impl Fn(&str) -> bool) -> Components {
        let mut kept = Components::NONE;
        for component in PART_COMPONENTS {
            let keep = self.may(Fact::NonAscii, component)
                && self
                    .part_component(component)
                    .is_some_and(|text| !text.is_ascii() && test(text));
            if keep {
                kept = kept.with(component);
            }
        }
        kept
    }

    /// The component holding byte `at`.
    #[inline]
    pub(crate) fn component_at(&self, at: usize) -> Component {
        self.layout.component_at(at)
    }
}

impl Checker<'_> {
    /// Whether `fact` may hold in `component` (see [`Facts`]).
    #[inline]
    pub(crate) fn may(&self, fact: Fact, component: Component) -> bool {
        self.facts.may(fact, component)
    }

    /// Whether findings of `code` are reported: a rule asks before it works.
    #[inline]
    pub(crate) fn wants(&self, code: Code) -> bool {
        self.wanted.contains(code)
    }

    /// Whether findings of some code of `codes` are reported.
    #[inline]
    pub(crate) fn wants_any(&self, codes: CodeSet) -> bool {
        self.wanted.intersects(codes)
    }

    /// Whether a rule may give a fix of `span`: each stretch of text that a
    /// fix rewrites has one owner, so that fixes never overlap.
    ///
    /// A registered name that `host-percent-encoded` rewrites belongs to
    /// that fix as a whole, whatever the order of the groups: the fix
    /// writes the whole name, decoded and in NFC (what the decoded
    /// characters make of their neighbours is known only there), so no
    /// other rule fixes anything inside it. Elsewhere the first fix given
    /// owns its stretch: the groups run in order (unicode, leiri, form,
    /// host, scheme, whatwg, which gives suggestions only), and so do the
    /// rules of a group. A finding whose fix
    /// is not free keeps its help, without the fix.
    pub(crate) fn may_fix(&self, span: &Range<usize>) -> bool {
        self.fix_is_free(span) && !self.in_rewritten_name(span)
    }

    /// Records `finding` with a fix of `span` when the stretch is free
    /// ([`Checker::may_fix`]); without one otherwise (its help stays).
    pub(crate) fn report_with_fix(&mut self, finding: Finding, span: Range<usize>) {
        let finding = if self.may_fix(&span) {
            finding.with_fix(span)
        } else {
            finding
        };
        self.report(finding);
    }

    /// Whether no fix reported so far overlaps `span`. Two empty spans at
    /// one place overlap (two insertions there would be ambiguous); an empty
    /// span at the edge of another does not.
    pub(crate) fn fix_is_free(&self, span: &Range<usize>) -> bool {
        !self
            .findings
            .iter()
            .filter_map(Finding::edit)
            .any(|edit| edit.kind() == EditKind::Fix && spans_overlap(span, &edit.span()))
    }

    /// Whether `span` overlaps a registered name that `host-percent-encoded`
    /// rewrites with its fix (asked of the host rules once, and only when a
    /// fix touches the name: most names have none).
    fn in_rewritten_name(&self, span: &Range<usize>) -> bool {
        let Some(host) = self.reg_name() else {
            return false;
        };
        if !spans_overlap(span, &host) {
            return false;
        }
        if let Some(rewritten) = self.name_rewritten.get() {
            return rewritten;
        }
        let rewritten = rules::host::owns_host(self, host);
        self.name_rewritten.set(Some(rewritten));
        rewritten
    }

    /// Records `finding` at the level the policy gives its code, if wanted.
    pub(crate) fn report(&mut self, mut finding: Finding) {
        #[cfg(debug_assertions)]
        assert_eq!(
            finding.code().group(),
            self.running,
            "a rule group reports its own codes"
        );
        debug_assert!(
            finding
                .edit()
                .is_none_or(|edit| edit.kind() != EditKind::Fix || self.fix_is_free(&edit.span())),
            "the fix of {finding:?} overlaps one given before: a rule asks `may_fix` first"
        );
        if self.wants(finding.code()) {
            finding.set_level(self.policy.level(finding.code()));
            if let Some(voice) = self.voice {
                finding = finding.spoken_by(voice);
            }
            self.findings.push(finding);
        }
    }

    /// Runs every rule group that may report a wanted code, where the
    /// facts let it find something.
    #[inline]
    pub(super) fn run(mut self) -> Vec<Finding> {
        use rules::{bidi, form, host, leiri, scheme, unicode, whatwg};
        self.group(Group::Bidi, &bidi::VOICE, bidi::may_find, bidi::check);
        self.group(
            Group::Unicode,
            &unicode::VOICE,
            unicode::may_find,
            unicode::check,
        );
        self.group(Group::Leiri, &leiri::VOICE, leiri::may_find, leiri::check);
        self.group(Group::Form, &form::VOICE, |_| true, form::check);
        self.group(Group::Host, &host::VOICE, host::may_find, host::check);
        self.group(
            Group::Scheme,
            &scheme::VOICE,
            scheme::may_find,
            scheme::check,
        );
        self.group(
            Group::Whatwg,
            &whatwg::VOICE,
            whatwg::may_find,
            whatwg::check,
        );
        crate::covering::drop_covered(&mut self.findings);
        self.findings
    }

    /// Runs `rules`, the rules of `group` (whose `voice` speaks for their
    /// findings), unless none of the group's codes
    /// is wanted (they report codes of their group only) or `may_find`,
    /// the group's test of the facts and the table, says that they have
    /// nothing to look at. The facts are asked first: for most texts they
    /// rule out the groups on characters beyond ASCII.
    #[inline]
    fn group(
        &mut self,
        group: Group,
        voice: &'static Voice,
        may_find: fn(&Self) -> bool,
        rules: fn(&mut Self),
    ) {
        if may_find(self) && self.wanted.intersects(CodeSet::group(group)) {
            #[cfg(debug_assertions)]
            {
                self.running = group;
            }
            self.voice = Some(voice);
            rules(self);
        }
    }
}
