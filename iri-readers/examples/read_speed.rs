//! Reads the files listed in a file (one path a line) with the format of
//! their extension, and prints the reader's speed on one core.
fn main() {
    let list = std::env::args().nth(1).expect("a list of files");
    let texts: Vec<(iri_readers::Format, String)> = std::fs::read_to_string(list)
        .unwrap()
        .lines()
        .filter_map(|p| {
            let format = iri_readers::Format::from_path(std::path::Path::new(p))?;
            Some((format, std::fs::read_to_string(p).ok()?))
        })
        .collect();
    let bytes: usize = texts.iter().map(|t| t.1.len()).sum();
    let mut best = f64::MAX;
    let mut found = 0;
    for _ in 0..5 {
        let start = std::time::Instant::now();
        found = 0;
        for (format, text) in &texts {
            found += iri_readers::read_str(*format, text).found.len();
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    if std::env::var_os("LEX").is_some() {
        let start = std::time::Instant::now();
        let mut n = 0;
        for (_, text) in &texts {
            n += ra_ap_rustc_lexer::tokenize(text, ra_ap_rustc_lexer::FrontmatterAllowed::No)
                .count();
        }
        println!(
            "lex only: {n} tokens, {:.3} s",
            start.elapsed().as_secs_f64()
        );
    }
    #[allow(clippy::cast_precision_loss)]
    let mb = bytes as f64 / 1e6;
    println!(
        "{} files, {mb:.1} MB, {found} found, {:.3} s, {:.0} MB/s",
        texts.len(),
        best,
        mb / best
    );
}
