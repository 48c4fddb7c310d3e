//! Benchmark of convert against the peer crates (filled by its issue).

fn main() {}
