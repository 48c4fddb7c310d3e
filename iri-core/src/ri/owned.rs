//! The accessors of values with owned storage: the borrowed accessors, on a
//! borrowed view.

use super::kind::{IriKind, IriRefKind, LeiriKind, LeiriRefKind, UriKind, UriRefKind};
use super::{Ri, Storage};
use crate::host::Host;
use crate::segments::PathSegments;
use crate::table::HostKind;

/// Defines, for owned storage, each listed accessor as the borrowed one on
/// [`Ri::as_borrowed`].
macro_rules! forward {
    (impl<$($generic:ident),*> $ty:ty { $($name:ident -> $ret:ty;)* }) => {
        impl<$($generic),*, S: Storage> $ty {
            $(
                #[doc = concat!("See the `&str` storage [`", stringify!($name), "`](Ri::",
                    stringify!($name), "); the same, borrowing from `self`.")]
                #[must_use]
                pub fn $name(&self) -> $ret {
                    Ri::<K, &str>::from_parts(&*self.text, self.table).$name()
                }
            )*
        }
    };
}

forward! {
    impl<K> Ri<K, S> {
        as_str -> &str;
        authority -> Option<&str>;
        userinfo -> Option<&str>;
        host -> Option<&str>;
        host_kind -> Option<HostKind>;
        host_value -> Option<Host<'_>>;
        port -> Option<&str>;
        port_number -> Option<u16>;
        path -> &str;
        path_segments -> PathSegments<'_>;
        query -> Option<&str>;
        fragment -> Option<&str>;
        without_fragment -> &str;
    }
}

/// `scheme()` for owned storage, for each kind (its return type differs by kind).
macro_rules! forward_scheme {
    ($($kind:ident -> $ret:ty;)*) => {$(
        impl<S: Storage> Ri<$kind, S> {
            /// See the `&str` storage `scheme`; the same, borrowing from `self`.
            #[must_use]
            pub fn scheme(&self) -> $ret {
                Ri::<$kind, &str>::from_parts(&*self.text, self.table).scheme()
            }
        }
    )*};
}

forward_scheme! {
    IriRefKind -> Option<&str>;
    UriRefKind -> Option<&str>;
    IriKind -> &str;
    UriKind -> &str;
    LeiriRefKind -> Option<&str>;
    LeiriKind -> &str;
}
