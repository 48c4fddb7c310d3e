//! Resolution and relativization: results are IRIs whose recorded table is
//! the parser's, and relative references resolve back to their target.
#![no_main]

use iri_core::{Iri, IriRef, Uri, UriRef};
use iri_fuzz::{text, two};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let (base, reference) = two(text);
    let Ok(base) = Iri::parse(base) else { return };
    if let Ok(r) = IriRef::parse(reference) {
        let resolved = base.resolve(&r);
        let reparsed = Iri::parse(resolved.as_str()).expect("a resolved reference is an IRI");
        assert_eq!(reparsed.table(), resolved.table(), "{text:?}");
        let mut buf = String::from("prefix");
        let into = base.resolve_into(&r, &mut buf);
        assert_eq!(into.as_str(), resolved.as_str());
        assert_eq!(into.table(), resolved.table());
        assert_eq!(base.resolve_str(reference).ok().as_ref(), Some(&resolved));
        // The result is absolute: resolving it again changes nothing but dots.
        if let Ok(back) = base.relativize(&resolved) {
            assert_eq!(base.resolve(&back), resolved, "{text:?} via {back:?}");
        }
        // A relative reference is one of the candidates: relativizing finds
        // one at most as long. (It may be longer than the target itself: from
        // `a:b//////c` to `a:b/` takes `../../../../..`.)
        if r.scheme().is_none() {
            let back = base
                .relativize(&resolved)
                .expect("a relative reference reaches the target");
            assert!(
                back.as_str().len() <= reference.len(),
                "{text:?}: {back:?} is longer than {reference:?}"
            );
        }
    }
    if let Ok(target) = Iri::parse(reference)
        && let Ok(r) = base.relativize(&target)
    {
        assert_eq!(base.resolve(&r), target, "{text:?} via {r:?}");
    }
    // URIs resolve URI references to URIs.
    if let (Ok(base), Ok(r)) = (Uri::parse(base.as_str()), UriRef::parse(reference)) {
        let resolved = base.resolve(&r);
        let reparsed = Uri::parse(resolved.as_str()).expect("a resolved URI reference is a URI");
        assert_eq!(reparsed.table(), resolved.table());
    }
});
