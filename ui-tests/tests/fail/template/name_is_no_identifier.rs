use iri_kit::iri_format;

fn main() {
    let _ = iri_format!("https://example.org/search{?q,per.page}", q = "x");
}
