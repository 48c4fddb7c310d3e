//! `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]`

use crate::diagnostic::component::Component;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::error_kind::ErrorKind;
use crate::syntax::grammar::bits;
use crate::syntax::host::ip::{check_ipvfuture, parse_ipv6, reads_as_ipv4};
use crate::syntax::parse::scan::run_end;
use crate::syntax::parse::{Parser, classes};
use crate::syntax::table::HostKind;

/// Whether `b` ends an authority: `/`, `?` or `#`.
const fn ends_authority(b: u8) -> bool {
    matches!(b, b'/' | b'?' | b'#')
}

impl Parser<'_> {
    /// The authority, from just after `//` to just before the path.
    ///
    /// One scan with the `ireg-name` class covers the common case (no
    /// userinfo, no port). At a `:` the rest of the authority decides, with a
    /// short look ahead, whether the text so far was a userinfo or a host.
    pub(super) fn authority(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        self.table.host_start = start;
        if self.byte_at(start) == Some(b'[') {
            return self
                .ip_literal_host()
                .map_err(|e| self.bracket_in_userinfo(start, e));
        }
        self.scan(classes::IREG_NAME, Component::Host)
            .map_err(|e| self.userinfo_if_at_follows(e))?;
        match self.byte_at(self.pos) {
            Some(b'@') => self.after_userinfo(),
            None | Some(b'/' | b'?' | b'#') => {
                self.finish_reg_name(start);
                Ok(())
            }
            Some(b':') => match self.port_end(self.pos) {
                Some(end) => {
                    self.finish_reg_name(start);
                    self.pos = end;
                    Ok(())
                }
                None if self.at_sign_follows(self.pos) => {
                    self.scan(classes::IUSERINFO, Component::Userinfo)?;
                    match self.byte_at(self.pos) {
                        Some(b'@') => self.after_userinfo(),
                        _ => Err(self.invalid_char(Component::Userinfo, self.pos)),
                    }
                }
                None => self.reg_name_then_port(start),
            },
            Some(_) => self.reg_name_then_port(start),
        }
    }

    /// Ends the `ireg-name` host that started at `start`, then `[ ":" port ]`
    /// and the end of the authority.
    fn reg_name_then_port(&mut self, start: usize) -> Result<(), ParseError> {
        self.finish_reg_name(start);
        self.port_and_end()
            .map_err(|e| self.userinfo_if_at_follows(e))
    }

    /// When the `:` at `colon` starts a port that runs to the end of the
    /// authority (the usual case, decided without looking for an `@`): the
    /// end of the port.
    fn port_end(&self, colon: usize) -> Option<usize> {
        let mut end = colon + 1;
        while self.byte_at(end).is_some_and(|b| b.is_ascii_digit()) {
            end += 1;
        }
        match self.byte_at(end) {
            Some(b) if !ends_authority(b) => None,
            _ => Some(end),
        }
    }

    /// Whether an `@` comes after `from` and before the end of the authority.
    fn at_sign_follows(&self, from: usize) -> bool {
        let rest = &self.bytes[from..];
        rest.iter().find(|&&b| b == b'@' || ends_authority(b)) == Some(&b'@')
    }

    /// Re-labels an error found before any `@` as a userinfo error when an `@`
    /// follows, since the text was then a userinfo, not a host.
    #[cold]
    #[inline(never)]
    fn userinfo_if_at_follows(&self, error: ParseError) -> ParseError {
        if self.at_sign_follows(error.span().start) {
            ParseError::new(
                error.kind(),
                Component::Userinfo,
                error.span(),
                error.char(),
            )
        } else {
            error
        }
    }

    /// When an `@` follows, an authority starting with `[` was a userinfo, in
    /// which `[` is not allowed: that is the error, not the IP literal's.
    #[cold]
    #[inline(never)]
    fn bracket_in_userinfo(&self, open: usize, error: ParseError) -> ParseError {
        if self.at_sign_follows(open) {
            self.invalid_char(Component::Userinfo, open)
        } else {
            error
        }
    }

    /// After `iuserinfo "@"`: the host, then the optional port. What was
    /// recorded for the host so far was the userinfo's.
    fn after_userinfo(&mut self) -> Result<(), ParseError> {
        self.table.facts.host_was_userinfo();
        self.pos += 1;
        let start = self.pos;
        self.table.host_start = start;
        if self.byte_at(start) == Some(b'[') {
            return self.ip_literal_host();
        }
        self.scan(classes::IREG_NAME, Component::Host)?;
        self.finish_reg_name(start);
        self.port_and_end()
    }

    /// Ends an `ireg-name` host at the position, telling an `IPv4address` apart.
    fn finish_reg_name(&mut self, start: usize) {
        self.table.host_end = self.pos;
        self.table.host_kind = if reads_as_ipv4(&self.bytes[start..self.pos]) {
            HostKind::Ipv4
        } else {
            HostKind::RegName
        };
    }

    /// An `IP-literal` host, then the optional port.
    fn ip_literal_host(&mut self) -> Result<(), ParseError> {
        self.ip_literal()?;
        self.table.host_end = self.pos;
        self.port_and_end()
    }

    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`
    pub(super) fn ip_literal(&mut self) -> Result<(), ParseError> {
        let open = self.pos;
        let close = self.ip_literal_end(open)?;
        let content = &self.bytes[open + 1..close];
        let result = if matches!(content.first(), Some(b'v' | b'V')) {
            self.table.host_kind = HostKind::IpvFuture;
            check_ipvfuture(content)
        } else {
            self.table.host_kind = HostKind::Ipv6;
            parse_ipv6(content).map(|_| ())
        };
        if let Err(e) = result {
            return Err(self.error_at(e.kind, Component::IpLiteral, open + 1 + e.at));
        }
        self.pos = close + 1;
        Ok(())
    }

    /// The position of the `]` closing the IP literal opened at `open`.
    ///
    /// The characters of both `IPv6address` and `IPvFuture` are those of
    /// `userinfo` (unreserved, sub-delims and `:`), so a fast scan with that
    /// class usually ends at the `]`; otherwise the content holds a character
    /// that will be reported, or the `]` is missing.
    fn ip_literal_end(&self, open: usize) -> Result<usize, ParseError> {
        let (end, stop) = run_end(self.bytes, open + 1, bits::USERINFO);
        if stop == Some(b']') {
            return Ok(end);
        }
        let rest = &self.bytes[open + 1..];
        let Some(len) = rest.iter().position(|&b| b == b']' || ends_authority(b)) else {
            return Err(Self::unclosed_ip_literal(open, self.bytes.len()));
        };
        let close = open + 1 + len;
        if self.bytes[close] == b']' {
            Ok(close)
        } else {
            Err(Self::unclosed_ip_literal(open, close))
        }
    }

    /// The error for a `[` without a `]` before the end of the authority at `end`.
    #[cold]
    #[inline(never)]
    fn unclosed_ip_literal(open: usize, end: usize) -> ParseError {
        ParseError::new(
            ErrorKind::UnclosedIpLiteral,
            Component::IpLiteral,
            open..end,
            Some('['),
        )
    }

    /// `[ ":" port ]` after the host, then the end of the authority.
    fn port_and_end(&mut self) -> Result<(), ParseError> {
        if self.byte_at(self.pos) == Some(b':') {
            self.pos += 1;
            while self.byte_at(self.pos).is_some_and(|b| b.is_ascii_digit()) {
                self.pos += 1;
            }
            return match self.byte_at(self.pos) {
                Some(b) if !ends_authority(b) => {
                    Err(self.error_at(ErrorKind::InvalidPort, Component::Port, self.pos))
                }
                _ => Ok(()),
            };
        }
        match self.byte_at(self.pos) {
            Some(b) if !ends_authority(b) => Err(self.invalid_char(Component::Host, self.pos)),
            _ => Ok(()),
        }
    }
}
