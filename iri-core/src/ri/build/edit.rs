//! Changing owned values: the setters of `Ri<K, String>`, in place, and
//! [`Ri::edit`] for any change a [`Builder`] makes.
//!
//! The setters that take text encode it for the component, as the builder
//! does. A setter that cannot fail (the query, the fragment) panics only
//! where every operation that makes a value does: when the value would
//! exceed [`MAX_LEN`](crate::MAX_LEN).

use alloc::string::String;
use core::fmt::Write as _;
use core::ops::Range;

use crate::diagnostic::component::Component;
use crate::percent::EncodeSet;
use crate::percent::encode::push_encoded;
use crate::ri::Ri;
use crate::ri::build::error::BuildError;
use crate::ri::build::path::{pop_start, separator};
use crate::ri::build::write::path_shape;
use crate::ri::build::{Builder, pair};
use crate::ri::kind::Kind;
use crate::syntax::parse::Charset;
use crate::syntax::table::Table;

/// The offsets of a table, in the order of [`Table::raw_offsets`]: the one
/// that ends the region an edit replaces.
#[derive(Clone, Copy)]
enum Boundary {
    PathStart = 3,
    PathEnd = 4,
    QueryEnd = 5,
    Len = 6,
}

impl<K: Kind> Ri<K, String> {
    /// Changes this value through a [`Builder`] holding its components:
    /// any change the builder makes, checked as [`Builder::build`] checks
    /// it. On error the value is unchanged.
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// use iri_kit::Iri;
    ///
    /// let mut iri = Iri::parse(String::from("http://example.org/a")).unwrap();
    /// iri.edit(|b| {
    ///     b.scheme("https").ip(Ipv6Addr::LOCALHOST).path_encoded("/b%20c");
    /// })
    /// .unwrap();
    /// assert_eq!(iri, "https://[::1]/b%20c");
    /// assert!(iri.edit(|b| { b.path("no/slash"); }).is_err());
    /// assert_eq!(iri, "https://[::1]/b%20c");
    /// ```
    pub fn edit(&mut self, change: impl FnOnce(&mut Builder<K>)) -> Result<(), BuildError> {
        let mut builder = self.to_builder();
        change(&mut builder);
        *self = builder.build()?;
        Ok(())
    }

    /// Whether text for this kind must be ASCII (the URI kinds).
    fn ascii_only() -> bool {
        K::GRAMMAR.charset == Charset::Uri
    }

    /// Replaces `range` of the text by `new`, where `range` ends at the
    /// offset `first_moved` of the table (see [`Boundary`]): that offset and
    /// those after it move by the change of length, the others stay.
    fn splice(&mut self, range: Range<usize>, new: &str, first_moved: Boundary) {
        let (mut offsets, host_kind) = self.table().raw_offsets();
        for offset in &mut offsets[first_moved as usize..] {
            *offset = *offset - range.len() + new.len();
        }
        self.text.replace_range(range, new);
        self.offsets = Table::from_offsets(offsets, host_kind).offsets();
        debug_assert_eq!(
            crate::syntax::parse::parse(&self.text, K::GRAMMAR).ok(),
            Some(self.table()),
            "the table recorded while editing matches a parse of the result"
        );
    }

    /// The error for a path that does not fit: the whole text with `new`
    /// in place of `range`, and the problem `path_shape` found at `span`.
    fn path_error(
        &self,
        range: Range<usize>,
        new: &str,
        (kind, span): (crate::diagnostic::error_kind::ErrorKind, Range<usize>),
    ) -> BuildError {
        let mut text = String::with_capacity(self.text.len() + new.len());
        text.push_str(&self.text[..range.start]);
        text.push_str(new);
        text.push_str(&self.text[range.end..]);
        BuildError::whole_at(kind, Component::Path, span, text)
    }

    /// Sets or removes the scheme (see [`Builder::scheme`]).
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri, IriRef};
    ///
    /// let mut r = IriRef::parse(String::from("//example.org/")).unwrap();
    /// r.set_scheme(Some("https")).unwrap();
    /// assert_eq!(r, "https://example.org/");
    /// let mut iri = Iri::parse(String::from("http://a/")).unwrap();
    /// assert_eq!(iri.set_scheme(None).unwrap_err().kind(), ErrorKind::MissingScheme);
    /// ```
    pub fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), BuildError> {
        self.edit(|b| {
            match scheme {
                Some(scheme) => b.scheme(scheme),
                None => b.clear_scheme(),
            };
        })
    }

    /// Sets or removes the userinfo, percent-encoding it (see
    /// [`Builder::userinfo`]).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let mut iri = Iri::parse(String::from("ftp://host/")).unwrap();
    /// iri.set_userinfo(Some("anne")).unwrap();
    /// assert_eq!(iri, "ftp://anne@host/");
    /// ```
    pub fn set_userinfo(&mut self, userinfo: Option<&str>) -> Result<(), BuildError> {
        self.edit(|b| {
            match userinfo {
                Some(userinfo) => b.userinfo(userinfo),
                None => b.clear_userinfo(),
            };
        })
    }

    /// Sets the host to a registered name, percent-encoding it (see
    /// [`Builder::host`]), or removes the authority.
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri};
    ///
    /// let mut iri = Iri::parse(String::from("http://a/b")).unwrap();
    /// iri.set_host(Some("例え.jp")).unwrap();
    /// assert_eq!(iri, "http://例え.jp/b");
    /// iri.set_host(None).unwrap();
    /// assert_eq!(iri, "http:/b");
    /// ```
    pub fn set_host(&mut self, host: Option<&str>) -> Result<(), BuildError> {
        self.edit(|b| {
            match host {
                Some(host) => b.host(host),
                None => b.clear_host(),
            };
        })
    }

    /// Sets or removes the port, in place when there is an authority;
    /// without one, the authority gets an empty host.
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri};
    ///
    /// let mut iri = Iri::parse(String::from("http://a/b")).unwrap();
    /// iri.set_port(Some(8080)).unwrap();
    /// assert_eq!(iri, "http://a:8080/b");
    /// iri.set_port(None).unwrap();
    /// assert_eq!(iri, "http://a/b");
    /// let mut urn = Iri::parse(String::from("urn:x")).unwrap();
    /// let err = urn.set_port(Some(1)).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::RelativePathAfterAuthority);
    /// ```
    pub fn set_port(&mut self, port: Option<u16>) -> Result<(), BuildError> {
        let table = self.table();
        if !table.has_authority() {
            return match port {
                Some(port) => self.edit(|b| {
                    b.port(port);
                }),
                None => Ok(()),
            };
        }
        let mut new = String::new();
        if let Some(port) = port {
            let _ = write!(new, ":{port}");
        }
        self.splice(table.host_end..table.path_start, &new, Boundary::PathStart);
        Ok(())
    }

    /// Sets the path, percent-encoding it (see [`Builder::path`]), in place.
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri};
    ///
    /// let mut iri = Iri::parse(String::from("http://a/b?q")).unwrap();
    /// iri.set_path("/c d").unwrap();
    /// assert_eq!(iri, "http://a/c%20d?q");
    /// let err = iri.set_path("e").unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::RelativePathAfterAuthority);
    /// assert_eq!(err.text(), "http://ae?q");
    /// ```
    pub fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
        let mut new = String::with_capacity(path.len());
        push_encoded(&mut new, path, EncodeSet::Path, Self::ascii_only());
        let table = self.table();
        let range = table.path();
        let shape = path_shape(&new, range.start, table.has_scheme(), table.has_authority());
        if let Some(problem) = shape {
            return Err(self.path_error(range, &new, problem));
        }
        self.splice(range, &new, Boundary::PathEnd);
        Ok(())
    }

    /// Appends a segment to the path, percent-encoding it, in place (see
    /// [`Builder::push_segment`]; an empty path under an authority gets
    /// its leading `/`).
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri, IriRef};
    ///
    /// let mut iri = Iri::parse(String::from("https://example.org?q")).unwrap();
    /// iri.push_segment("a b").unwrap();
    /// iri.push_segment("c/d").unwrap();
    /// assert_eq!(iri, "https://example.org/a%20b/c%2Fd?q");
    ///
    /// let mut relative = IriRef::parse(String::new()).unwrap();
    /// let err = relative.push_segment("a:b").unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::ColonInFirstSegment);
    /// ```
    pub fn push_segment(&mut self, segment: &str) -> Result<(), BuildError> {
        let table = self.table();
        let range = table.path();
        let path = &self.text[range.clone()];
        let mut new = String::from(separator(path, table.has_authority()));
        push_encoded(
            &mut new,
            segment,
            EncodeSet::PathSegment,
            Self::ascii_only(),
        );
        if path.is_empty()
            && let Some(problem) =
                path_shape(&new, range.start, table.has_scheme(), table.has_authority())
        {
            return Err(self.path_error(range, &new, problem));
        }
        let end = range.end;
        self.splice(end..end, &new, Boundary::PathEnd);
        Ok(())
    }

    /// Removes the last segment of the path and the `/` before it, except
    /// a leading `/`, in place (see [`Builder::pop_segment`]); returns
    /// whether there was one to remove.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let mut iri = Iri::parse(String::from("http://a/b/c?q")).unwrap();
    /// assert!(iri.pop_segment());
    /// assert_eq!(iri, "http://a/b?q");
    /// assert!(iri.pop_segment());
    /// assert_eq!(iri, "http://a/?q");
    /// assert!(!iri.pop_segment());
    /// ```
    pub fn pop_segment(&mut self) -> bool {
        let table = self.table();
        let range = table.path();
        let Some(at) = pop_start(&self.text[range.clone()]) else {
            return false;
        };
        let start = range.start + at;
        self.splice(start..range.end, "", Boundary::PathEnd);
        true
    }

    /// Sets or removes the query, percent-encoding it (see
    /// [`Builder::query`]), in place.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let mut iri = Iri::parse(String::from("http://a/?old#f")).unwrap();
    /// iri.set_query(Some("new value"));
    /// assert_eq!(iri, "http://a/?new%20value#f");
    /// iri.set_query(None);
    /// assert_eq!(iri, "http://a/#f");
    /// ```
    pub fn set_query(&mut self, query: Option<&str>) {
        let table = self.table();
        let range = table.path_end..table.query_end;
        self.set_delimited(range, '?', query, EncodeSet::Query, Boundary::QueryEnd);
    }

    /// Appends `name=value` to the query, percent-encoding both, in place
    /// (see [`Builder::append_pair`]).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let mut iri = Iri::parse(String::from("http://a/?x=1#f")).unwrap();
    /// iri.append_pair("y", "2&3");
    /// assert_eq!(iri, "http://a/?x=1&y=2%263#f");
    /// ```
    pub fn append_pair(&mut self, name: &str, value: &str) {
        let table = self.table();
        let mut new = String::from(pair::separator(self.query()));
        pair::push_pair(&mut new, name, value, Self::ascii_only());
        let end = table.query_end;
        self.splice(end..end, &new, Boundary::QueryEnd);
    }

    /// Sets or removes the fragment, percent-encoding it (see
    /// [`Builder::fragment`]), in place.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let mut iri = Iri::parse(String::from("http://a/#old")).unwrap();
    /// iri.set_fragment(Some("new part"));
    /// assert_eq!(iri, "http://a/#new%20part");
    /// iri.set_fragment(None);
    /// assert_eq!(iri, "http://a/");
    /// ```
    pub fn set_fragment(&mut self, fragment: Option<&str>) {
        let table = self.table();
        let range = table.query_end..table.len;
        self.set_delimited(range, '#', fragment, EncodeSet::Fragment, Boundary::Len);
    }

    /// Replaces `range` by `delimiter` and `text` encoded for `set`, or by
    /// nothing without `text`.
    fn set_delimited(
        &mut self,
        range: Range<usize>,
        delimiter: char,
        text: Option<&str>,
        set: EncodeSet,
        first_moved: Boundary,
    ) {
        let mut new = String::new();
        if let Some(text) = text {
            new.push(delimiter);
            push_encoded(&mut new, text, set, Self::ascii_only());
        }
        self.splice(range, &new, first_moved);
    }
}
