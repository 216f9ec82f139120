//! Passwords (Argon2id, OWASP's parameters), session tokens, and login throttling.

use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{ARGON2ID_IDENT, Algorithm, Argon2, Block, Params, Version};
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
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| e.to_string())?;
    let argon2 = Argon2::default();
    let mut out = [0u8; 32];
    with_memory(argon2.params(), |blocks| {
        argon2.hash_password_into_with_memory(password.as_bytes(), &salt, &mut out, blocks)
    })
    .map_err(|e| e.to_string())?;
    let phc = PasswordHash {
        algorithm: ARGON2ID_IDENT,
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon2.params()).map_err(|e| e.to_string())?,
        salt: Some(Salt::new(&salt).map_err(|e| e.to_string())?),
        hash: Some(Output::new(&out).map_err(|e| e.to_string())?),
    };
    Ok(phc.to_string())
}

/// Whether `password` matches the stored PHC string.
pub fn verify_password(password: &str, stored: &str) -> bool {
    let Ok(phc) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(salt), Some(expected), Ok(params)) = (phc.salt, phc.hash, Params::try_from(&phc))
    else {
        return false;
    };
    if phc.algorithm != ARGON2ID_IDENT || params.block_count() > MAX_BLOCKS {
        return false;
    }
    let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
    let mut out = vec![0u8; expected.len()];
    let computed = with_memory(argon2.params(), |blocks| {
        argon2.hash_password_into_with_memory(password.as_bytes(), salt.as_ref(), &mut out, blocks)
    });
    // `Output`'s equality takes the same time whatever the bytes.
    computed.is_ok() && Output::new(&out).is_ok_and(|out| out == expected)
}

/// The most memory a stored hash may ask for: 64 MiB.
const MAX_BLOCKS: usize = 64 * 1024;

/// Runs `hash` with this thread's Argon2 memory, allocated once per thread
/// and reused. (argon2 0.6 allocates 19 MiB per hash with an alignment
/// that glibc does not give back, so the server grew by 19 MiB a sign-in.)
fn with_memory<T>(params: &Params, hash: impl FnOnce(&mut [Block]) -> T) -> T {
    thread_local! {
        static MEMORY: std::cell::RefCell<Vec<Block>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    MEMORY.with_borrow_mut(|memory| {
        let needed = params.block_count();
        if memory.len() < needed {
            memory.resize(needed, Block::new());
        }
        hash(&mut memory[..needed])
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

/// The longest name an account may have.
pub const MAX_NAME: usize = 20;

/// Checks a new account's name and password.
///
/// # Errors
/// A sentence saying what is wrong.
pub fn check_registration(
    name: &str,
    password: &str,
    avatar: &str,
) -> Result<(), (&'static str, String)> {
    if !(3..=MAX_NAME).contains(&name.chars().count()) {
        return Err(("name_length", "a name is 3 to 20 characters".into()));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err((
            "name_letters",
            "a name uses letters, digits, '_' and '-' only".into(),
        ));
    }
    if name.to_ascii_lowercase().starts_with("guest") {
        return Err((
            "name_guest",
            "names starting with \"guest\" are kept for guests".into(),
        ));
    }
    if !(8..=128).contains(&password.chars().count()) {
        return Err((
            "password_length",
            "a password is 8 to 128 characters".into(),
        ));
    }
    if !AVATARS.contains(&avatar) {
        return Err((
            "avatar",
            format!("choose an avatar from: {}", AVATARS.join(", ")),
        ));
    }
    Ok(())
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

    /// Hashes made here and by the library's own `hash_password` check
    /// against each other: the PHC string is the standard one.
    #[test]
    fn hashes_agree_with_the_library() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let ours = hash_password("correct horse").unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(
            Argon2::default()
                .verify_password(b"correct horse", &parsed)
                .is_ok()
        );
        let theirs = Argon2::default()
            .hash_password(b"correct horse")
            .unwrap()
            .to_string();
        assert!(verify_password("correct horse", &theirs));
        assert!(!verify_password("correct horsE", &theirs));
    }

    #[test]
    fn tokens_are_long_and_distinct() {
        let (a, b) = (new_token().unwrap(), new_token().unwrap());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_eq!(token_hash(&a).len(), 32);
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
