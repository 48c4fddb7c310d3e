//! Benchmark of parse against the peer crates (filled by its issue).

fn main() {}
