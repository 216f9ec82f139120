//! A private table's key: 128 random bits from the operating system,
//! written as 32 lowercase hex digits in the table's link
//! (docs/protocol.md, "Private tables"). Without it, a private table is,
//! to anyone but its players, a table that does not exist.

use std::fmt;

/// The secret a private table's link carries.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct TableKey([u8; 16]);

impl TableKey {
    /// A fresh key from the operating system's secure random source.
    ///
    /// # Errors
    /// Only if the system random source fails.
    pub fn random() -> Result<TableKey, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(TableKey(bytes))
    }

    /// A key as its link writes it: exactly 32 hex digits (either case).
    pub fn parse(text: &str) -> Option<TableKey> {
        if text.len() != 32 || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0u8; 16];
        for (byte, pair) in bytes.iter_mut().zip(text.as_bytes().chunks(2)) {
            let pair = std::str::from_utf8(pair).ok()?;
            *byte = u8::from_str_radix(pair, 16).ok()?;
        }
        Some(TableKey(bytes))
    }

    /// The key as 32 lowercase hex digits.
    pub fn to_hex(self) -> String {
        crate::accounts::to_hex(&self.0)
    }

    /// Whether `given` (as a client sent it, if at all) is this key. Every
    /// byte is compared whatever the first difference, so the time taken
    /// says nothing of how much of a guess was right.
    pub fn admits(self, given: Option<&str>) -> bool {
        let Some(given) = given.and_then(TableKey::parse) else {
            return false;
        };
        self.0
            .iter()
            .zip(given.0)
            .fold(0u8, |differ, (a, b)| differ | (a ^ b))
            == 0
    }
}

/// Never printed: logs and panics must not carry a table's secret.
impl fmt::Debug for TableKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TableKey(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_32_hex_digits_and_admits_only_itself() {
        let key = TableKey::random().expect("randomness");
        let hex = key.to_hex();
        assert_eq!(hex.len(), 32);
        assert_eq!(TableKey::parse(&hex), Some(key));
        assert!(key.admits(Some(&hex)));
        assert!(key.admits(Some(&hex.to_uppercase())));
        let mut other = hex.clone().into_bytes();
        other[31] = if other[31] == b'0' { b'1' } else { b'0' };
        let other = String::from_utf8(other).expect("ascii");
        assert!(!key.admits(Some(&other)));
        assert!(!key.admits(None));
        for bad in [
            "",
            "12",
            &hex[..31],
            &format!("{hex}0"),
            "zz".repeat(16).as_str(),
            "é".repeat(16).as_str(),
        ] {
            assert!(!key.admits(Some(bad)), "{bad:?}");
        }
        assert_ne!(
            TableKey::random().expect("randomness"),
            key,
            "128 fresh bits"
        );
        assert_eq!(format!("{key:?}"), "TableKey(..)");
    }
}
