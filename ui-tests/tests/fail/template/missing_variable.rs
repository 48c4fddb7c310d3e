use iri_kit::iri_format;

fn main() {
    // No argument and no `user` in scope.
    let _ = iri_format!("https://example.org/users/{user}");
}
