//! The policy of one call: the crate's, then the call's `strict`, `deny(…)`,
//! `warn(…)`, `advise(…)` and `allow(…)`, set by name through
//! `iri_checker::__tooling::Settings`, which reads a manifest's table too: a
//! call says what a manifest says with the same words, in the same order
//! and with the same errors.

use iri_checker::__tooling::Settings;
use iri_checker::{Policy, Preset};

use crate::args::Levels;
use crate::error::{Error, Result};

/// `crate_policy` with the call's `levels` applied; an error points at the
/// name it is about.
pub(crate) fn apply(mut crate_policy: Policy, levels: &Levels) -> Result<Policy> {
    let mut settings = Settings::new();
    if levels.strict.is_some() {
        settings.set_preset(Preset::Strict);
    }
    for (level, names) in &levels.lists {
        for name in names {
            settings
                .set_level(&name.text, *level)
                .map_err(|message| Error::spanning(name.first, name.last, message))?;
        }
    }
    settings.apply(&mut crate_policy);
    Ok(crate_policy)
}
