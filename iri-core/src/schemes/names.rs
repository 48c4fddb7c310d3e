//! Finding a scheme name, in any case, in a list sorted by lowercase name:
//! what the table and the registry list share.

/// The longest scheme name the table and the registry hold may have (a
/// test checks it): longer names are in neither.
pub(crate) const MAX_NAME: usize = 40;

/// Where `scheme` (any case) is in `items`, sorted by their lowercase
/// `name`: a binary search comparing bytes, on the scheme lowercased on the
/// stack when it has uppercase letters.
pub(crate) fn position<T>(items: &[T], scheme: &str, name: impl Fn(&T) -> &str) -> Option<usize> {
    let mut buffer = [0u8; MAX_NAME];
    let key = if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        let lower = buffer.get_mut(..scheme.len())?;
        lower.copy_from_slice(scheme.as_bytes());
        lower.make_ascii_lowercase();
        core::str::from_utf8(lower).ok()?
    } else {
        scheme
    };
    items.binary_search_by(|item| name(item).cmp(key)).ok()
}
