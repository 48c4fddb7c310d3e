iri_kit::vocabulary! {
    pub mod ex = "example.org/ns#" {
        term,
    }
}

fn main() {}
