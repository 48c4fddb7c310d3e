//! Reading from a `Read`, retrying when a read is interrupted.

use std::io::{self, Read};

/// Reads into `buf` once (again if interrupted); the number of bytes read,
/// 0 at the end of the input.
pub(crate) fn read_some(reader: &mut (impl Read + ?Sized), buf: &mut [u8]) -> io::Result<usize> {
    loop {
        match reader.read(buf) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            result => return result,
        }
    }
}

/// Reads until `buf` is full or the input ends; the number of bytes read.
pub(crate) fn read_full(reader: &mut (impl Read + ?Sized), buf: &mut [u8]) -> io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match read_some(reader, &mut buf[filled..])? {
            0 => break,
            n => filled += n,
        }
    }
    Ok(filled)
}
