//! Benchmark of normalize against the peer crates (filled by its issue).

fn main() {}
