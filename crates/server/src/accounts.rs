//! Passwords (Argon2id, OWASP's parameters), session tokens, and login throttling.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use sha2::{Digest, Sha256};

/// The avatars a player may choose from at registration.
pub const AVATARS: [&str; 8] = [
    "fox", "owl", "cat", "bear", "frog", "whale", "tiger", "panda",
];

/// Hashes a password with Argon2id (m = 19456 KiB, t = 2, p = 1, the crate's
/// defaults and OWASP's recommendation) into a PHC string.
///
/// # Errors
/// Only if the system random source fails.
pub fn hash_password(password: &str) -> Result<String, String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| e.to_string())
}

/// Whether `password` matches the stored PHC string.
pub fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|hash| {
        Argon2::default()
            .verify_password(password.as_bytes(), &hash)
            .is_ok()
    })
}

/// A fresh session token: 256 random bits, hex.
///
/// # Errors
/// Only if the system random source fails.
pub fn new_token() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)?;
    Ok(to_hex(&bytes))
}

/// Lowercase hex of `bytes`.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(2 * bytes.len()), |mut hex, b| {
            use std::fmt::Write as _;
            let _ = write!(hex, "{b:02x}");
            hex
        })
}

/// What the database keeps of a token: its SHA-256, so a stolen database
/// holds no usable sessions.
pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// Checks a new account's name and password.
///
/// # Errors
/// A sentence saying what is wrong.
pub fn check_registration(name: &str, password: &str, avatar: &str) -> Result<(), String> {
    if !(3..=20).contains(&name.chars().count()) {
        return Err("a name is 3 to 20 characters".into());
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err("a name uses letters, digits, '_' and '-' only".into());
    }
    if name.to_ascii_lowercase().starts_with("guest") {
        return Err("names starting with \"guest\" are kept for guests".into());
    }
    if !(8..=128).contains(&password.chars().count()) {
        return Err("a password is 8 to 128 characters".into());
    }
    if !AVATARS.contains(&avatar) {
        return Err(format!("choose an avatar from: {}", AVATARS.join(", ")));
    }
    Ok(())
}

/// Failed logins per name and per address over a sliding window.
#[derive(Debug, Default)]
pub struct Throttle {
    failures: Mutex<HashMap<String, Vec<Instant>>>,
}

impl Throttle {
    pub const WINDOW: Duration = Duration::from_mins(15);
    pub const PER_NAME: usize = 5;
    pub const PER_ADDRESS: usize = 20;

    fn keys(name: &str, address: IpAddr) -> [(String, usize); 2] {
        [
            (
                format!("name:{}", name.to_ascii_lowercase()),
                Throttle::PER_NAME,
            ),
            (format!("ip:{address}"), Throttle::PER_ADDRESS),
        ]
    }

    /// Whether another attempt is allowed now.
    pub fn allows(&self, name: &str, address: IpAddr) -> bool {
        let Ok(mut failures) = self.failures.lock() else {
            return false;
        };
        let now = Instant::now();
        Throttle::keys(name, address).iter().all(|(key, limit)| {
            let list = failures.entry(key.clone()).or_default();
            list.retain(|t| now.duration_since(*t) < Throttle::WINDOW);
            list.len() < *limit
        })
    }

    pub fn record_failure(&self, name: &str, address: IpAddr) {
        if let Ok(mut failures) = self.failures.lock() {
            for (key, _) in Throttle::keys(name, address) {
                failures.entry(key).or_default().push(Instant::now());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_verifies_and_a_wrong_one_does_not() {
        let hash = hash_password("correct horse").unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("correct horsE", &hash));
        assert!(!verify_password("x", "not a hash"));
    }

    #[test]
    fn tokens_are_long_and_distinct() {
        let (a, b) = (new_token().unwrap(), new_token().unwrap());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_eq!(token_hash(&a).len(), 32);
    }

    #[test]
    fn the_throttle_stops_a_name_after_five_failures() {
        let throttle = Throttle::default();
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        for _ in 0..Throttle::PER_NAME {
            assert!(throttle.allows("ann", ip));
            throttle.record_failure("ann", ip);
        }
        assert!(!throttle.allows("ANN", ip));
        assert!(throttle.allows("bob", ip));
    }

    #[test]
    fn registration_checks_what_it_must() {
        assert!(check_registration("ann", "password1", "fox").is_ok());
        assert!(check_registration("an", "password1", "fox").is_err());
        assert!(check_registration("ann!", "password1", "fox").is_err());
        assert!(check_registration("guest7", "password1", "fox").is_err());
        assert!(check_registration("ann", "short", "fox").is_err());
        assert!(check_registration("ann", "password1", "dragon").is_err());
    }
}
