//! Where this crate meets other crates: their traits for the IRI types
//! ([`integrations`]: JSON Schemas, databases, generators of values), the
//! conversions to and from their URL types ([`interop`]: `url`, `http`)
//! and into the RDF crates' IRI types ([`rdf`]: oxrdf, Sophia), each
//! behind its own features, and the macros of `iri_type!`'s `sql;`
//! ([`sql_static`], in every build). The crate root re-exports the three
//! public modules under the paths they have always had
//! (`iri_core::integrations`, `iri_core::interop`, `iri_core::rdf`).

#[cfg(any(
    feature = "schemars",
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types",
    feature = "arbitrary",
    feature = "proptest"
))]
pub mod integrations;
#[cfg(any(feature = "url", feature = "http"))]
pub mod interop;
#[cfg(any(feature = "oxrdf", feature = "sophia"))]
pub mod rdf;
// The macros that `iri_type!`'s `sql;` calls, which exist in every build
// (a compile error names the features without a database's).
mod sql_static;
