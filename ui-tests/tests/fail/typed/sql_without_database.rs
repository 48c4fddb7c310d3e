//! `sql;` asks for the database traits: without a database feature of
//! `iri-kit`, one error names the type and the features.

iri_kit::iri_type! {
    /// A page of the site.
    pub struct Page: Iri;
    macro page;
    sql;
    schemes = ["https"],
}

fn main() {}
