use iri_kit::{Iri, iri_format};

fn main() {
    // A string can be `..` in a path segment: the macro returns a `Result`.
    let user = "alice";
    let _: Iri<String> = iri_format!("https://example.org/users/{user}/repos");
}
