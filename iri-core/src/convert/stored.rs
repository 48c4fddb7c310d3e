//! The conversions of values in any [`Storage`]: those of
//! [`as_borrowed`](Ri::as_borrowed), each result borrowing the value (on
//! `&'a str` storage they borrow the text, for `'a`; see `to_uri` and
//! `to_iri`).

use alloc::borrow::Cow;

use crate::ri::kind::Kind;
use crate::ri::{Ri, Storage};

impl<K: Kind, S: Storage> Ri<K, S> {
    /// The URI this IRI (or LEIRI) maps to, borrowing the value when
    /// nothing changes: see [`Ri::<K, &str>::to_uri`](Ri::to_uri).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse(String::from("http://example.org/ros\u{E9}")).unwrap();
    /// assert_eq!(iri.to_uri(), "http://example.org/ros%C3%A9");
    /// ```
    #[must_use]
    pub fn to_uri(&self) -> Ri<K::Uri, Cow<'_, str>> {
        self.as_borrowed().to_uri()
    }

    /// Like [`to_uri`](Ri::to_uri), with registered names converted by IDNA
    /// (UTS 46 `ToASCII`): see [`Ri::<K, &str>::to_uri_idna`](Ri::to_uri_idna).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse(String::from("http://r\u{E9}sum\u{E9}.example/")).unwrap();
    /// assert_eq!(iri.to_uri_idna().unwrap(), "http://xn--rsum-bpad.example/");
    /// ```
    #[cfg(feature = "idna")]
    pub fn to_uri_idna(&self) -> Result<Ri<K::Uri, Cow<'_, str>>, crate::convert::IdnaError> {
        self.as_borrowed().to_uri_idna()
    }

    /// The IRI form of this value, borrowing the value when nothing
    /// changes: see [`Ri::<K, &str>::to_iri`](Ri::to_iri).
    ///
    /// ```
    /// use iri_kit::Uri;
    ///
    /// let uri = Uri::parse(String::from("http://example.org/D%C3%BCrst")).unwrap();
    /// assert_eq!(uri.to_iri(), "http://example.org/Dürst");
    /// ```
    #[must_use]
    pub fn to_iri(&self) -> Ri<K::Iri, Cow<'_, str>> {
        self.as_borrowed().to_iri()
    }

    /// Like [`to_iri`](Ri::to_iri), with `xn--` host labels converted by
    /// UTS 46 `ToUnicode`: see [`Ri::<K, &str>::to_iri_idna`](Ri::to_iri_idna).
    ///
    /// ```
    /// use iri_kit::Uri;
    ///
    /// let uri = Uri::parse(String::from("http://xn--99zt52a.example/")).unwrap();
    /// assert_eq!(uri.to_iri_idna(), "http://\u{7D0D}\u{8C46}.example/");
    /// ```
    #[cfg(feature = "idna")]
    #[must_use]
    pub fn to_iri_idna(&self) -> Ri<K::Iri, Cow<'_, str>> {
        self.as_borrowed().to_iri_idna()
    }
}
