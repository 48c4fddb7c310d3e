//! How a rule group's detail travels inside `iri-core`'s findings: packed
//! into the few bytes of a [`RuleDetail`](crate::diagnostic::detail::rule::RuleDetail)
//! and read back by the group's voice. Each value a detail holds is a
//! [`Field`] of a fixed size; a detail enum is declared with [`packed!`],
//! which writes the enum and its packing side by side, so that the two
//! cannot disagree: a variant's position, then its fields in order, the
//! unused bytes zero (one way to pack each detail, so that equal bytes are
//! equal details).

use crate::diagnostic::detail::rule::RULE_BYTES;
use crate::schemes::table::Entry;

/// The bytes being packed, and where the next one goes.
pub(crate) struct Writer {
    bytes: [u8; RULE_BYTES],
    at: usize,
}

impl Writer {
    /// Appends `byte` (a detail's size is checked against the bytes it
    /// has when it is declared, so none is dropped).
    pub(crate) fn byte(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(self.at) {
            *slot = byte;
        }
        self.at += 1;
    }
}

/// The bytes being read back.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
}

impl Reader<'_> {
    /// The next byte, if there is one.
    pub(crate) fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.bytes.split_first()?;
        self.bytes = rest;
        Some(first)
    }

    /// The next `N` bytes, if there are as many.
    fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        let (first, rest) = self.bytes.split_first_chunk::<N>()?;
        self.bytes = rest;
        Some(*first)
    }
}

/// A value that a detail holds, packed into `SIZE` bytes.
pub(crate) trait Field: Copy {
    /// How many bytes it takes.
    const SIZE: usize;
    /// Packs it.
    fn put(self, out: &mut Writer);
    /// Reads it back; `None` for bytes it does not pack into.
    fn get(from: &mut Reader<'_>) -> Option<Self>;
}

/// Packs `detail` into the bytes of a rule detail.
pub(crate) fn pack<D: Field>(detail: D) -> [u8; RULE_BYTES] {
    let mut out = Writer {
        bytes: [0; RULE_BYTES],
        at: 0,
    };
    detail.put(&mut out);
    out.bytes
}

/// Reads back a detail that [`pack`] packed into `bytes`.
pub(crate) fn unpack<D: Field>(bytes: &[u8]) -> Option<D> {
    D::get(&mut Reader { bytes })
}

/// The largest of `sizes`: the size of an enum's largest variant.
pub(crate) const fn largest(sizes: &[usize]) -> usize {
    let mut largest = 0;
    let mut i = 0;
    while i < sizes.len() {
        if sizes[i] > largest {
            largest = sizes[i];
        }
        i += 1;
    }
    largest
}

impl Field for u8 {
    const SIZE: usize = 1;
    fn put(self, out: &mut Writer) {
        out.byte(self);
    }
    fn get(from: &mut Reader<'_>) -> Option<u8> {
        from.byte()
    }
}

impl Field for bool {
    const SIZE: usize = 1;
    fn put(self, out: &mut Writer) {
        out.byte(u8::from(self));
    }
    fn get(from: &mut Reader<'_>) -> Option<bool> {
        match from.byte()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}

/// The unsigned integers wider than a byte: their little-endian bytes.
macro_rules! integer_fields {
    ($($ty:ty),*) => {$(
        impl Field for $ty {
            const SIZE: usize = core::mem::size_of::<$ty>();
            fn put(self, out: &mut Writer) {
                self.to_le_bytes().put(out);
            }
            fn get(from: &mut Reader<'_>) -> Option<$ty> {
                from.array().map(<$ty>::from_le_bytes)
            }
        }
    )*};
}

integer_fields!(u16, u32);

impl Field for char {
    const SIZE: usize = 4;
    fn put(self, out: &mut Writer) {
        u32::from(self).put(out);
    }
    fn get(from: &mut Reader<'_>) -> Option<char> {
        char::from_u32(u32::get(from)?)
    }
}

impl<const N: usize> Field for [u8; N] {
    const SIZE: usize = N;
    fn put(self, out: &mut Writer) {
        for byte in self {
            out.byte(byte);
        }
    }
    fn get(from: &mut Reader<'_>) -> Option<[u8; N]> {
        from.array()
    }
}

impl<T: Field> Field for Option<T> {
    const SIZE: usize = 1 + T::SIZE;
    fn put(self, out: &mut Writer) {
        match self {
            Some(value) => {
                out.byte(1);
                value.put(out);
            }
            None => {
                for _ in 0..Self::SIZE {
                    out.byte(0);
                }
            }
        }
    }
    fn get(from: &mut Reader<'_>) -> Option<Option<T>> {
        match from.byte()? {
            0 => {
                for _ in 0..T::SIZE {
                    from.byte()?;
                }
                Some(None)
            }
            1 => T::get(from).map(Some),
            _ => None,
        }
    }
}

impl Field for Entry {
    const SIZE: usize = 1;
    fn put(self, out: &mut Writer) {
        // An entry's position fits in a byte (`Entry` holds one).
        out.byte(u8::try_from(self.index()).unwrap_or(u8::MAX));
    }
    fn get(from: &mut Reader<'_>) -> Option<Entry> {
        Entry::at(usize::from(from.byte()?))
    }
}

/// The name a tuple variant's one field is bound to, in the patterns that
/// [`packed!`] writes (a pattern may be a macro call).
macro_rules! field_name {
    ($ty:ty, $name:ident) => {
        $name
    };
}

/// Declares a detail enum (`Clone`, `Copy`, `Debug`, `PartialEq`, `Eq`,
/// `Hash`) with its [`Field`] packing: the variant's position in one
/// byte, then its fields in order. A variant is a unit, holds one field,
/// or names its fields; the enum's largest variant must fit in the bytes
/// of a rule detail (checked when it is compiled).
macro_rules! packed {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident
                $( ( $one:ty ) )?
                $( { $( $(#[$field_meta:meta])* $field:ident : $field_ty:ty ),* $(,)? } )?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $(
                $(#[$variant_meta])*
                $variant
                $( ( $one ) )?
                $( { $( $(#[$field_meta])* $field : $field_ty ),* } )?
            ),*
        }

        const _: () = assert!(
            <$name as $crate::rules::packing::Field>::SIZE
                <= $crate::diagnostic::detail::rule::RULE_BYTES
        );

        impl $crate::rules::packing::Field for $name {
            const SIZE: usize = 1 + $crate::rules::packing::largest(&[$(
                0
                $( + <$one as $crate::rules::packing::Field>::SIZE )?
                $( $( + <$field_ty as $crate::rules::packing::Field>::SIZE )* )?
            ),*]);

            fn put(self, out: &mut $crate::rules::packing::Writer) {
                /// The variants' positions.
                #[repr(u8)]
                enum Position {
                    $($variant),*
                }
                match self {
                    $(
                        $name::$variant
                        $( ( $crate::rules::packing::field_name!($one, value) ) )?
                        $( { $( $field ),* } )? => {
                            out.byte(Position::$variant as u8);
                            $( <$one as $crate::rules::packing::Field>::put(value, out); )?
                            $( $( <$field_ty as $crate::rules::packing::Field>::put($field, out); )* )?
                        }
                    )*
                }
            }

            fn get(from: &mut $crate::rules::packing::Reader<'_>) -> Option<$name> {
                /// The variants' positions.
                #[repr(u8)]
                enum Position {
                    $($variant),*
                }
                let position = from.byte()?;
                $(
                    if position == Position::$variant as u8 {
                        return Some($name::$variant
                            $( ( <$one as $crate::rules::packing::Field>::get(from)? ) )?
                            $( { $( $field: <$field_ty as $crate::rules::packing::Field>::get(from)? ),* } )?
                        );
                    }
                )*
                None
            }
        }
    };
}

pub(crate) use {field_name, packed};
