//! Users, guests made players, and sessions.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::ledger::{REGISTRATION_CHIPS, grant_registration, user_account};
use dominoes_bots::Level;

use super::{Store, StoreError, now};
use crate::ids::UserId;

/// A user as the server knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
    pub avatar: String,
    pub chips: i64,
    pub guest: bool,
    /// A computer player of a tournament (docs/tournaments.md, "Computers
    /// in the field"): the level of the bots that play for it. It has no
    /// password and no session; it is not a guest.
    pub computer: Option<Level>,
}

fn user(row: &AnyRow) -> User {
    let computer = row
        .get::<Option<String>, _>("computer")
        .and_then(|level| level.parse().ok());
    User {
        id: row.get("id"),
        name: row.get("name"),
        avatar: row.get("avatar"),
        chips: row.get("chips"),
        guest: computer.is_none() && row.get::<Option<String>, _>("password_hash").is_none(),
        computer,
    }
}

/// The avatar every computer player shows.
pub const COMPUTER_AVATAR: &str = "owl";

/// A computer player's name: its level and its number among the
/// tournament's computers of that level ("Expert 2"). A person's name
/// has no space, so none is ever a computer's.
pub fn computer_name(level: Level, number: usize) -> String {
    let name = level.name();
    let mut letters = name.chars();
    let first = letters.next().map(|c| c.to_ascii_uppercase());
    format!("{}{} {number}", first.unwrap_or_default(), letters.as_str())
}

impl Store {
    /// A new user with their account; a registered user (one with a
    /// password) is issued [`REGISTRATION_CHIPS`] in the same transaction.
    ///
    /// # Errors
    /// `Ok(None)` if the name is taken.
    pub async fn create_user(
        &self,
        name: &str,
        password_hash: Option<&str>,
        avatar: &str,
    ) -> Result<Option<User>, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let row = sqlx::query(
            "INSERT INTO users (name, password_hash, avatar, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT(name) DO NOTHING RETURNING id",
        )
        .bind(name)
        .bind(password_hash)
        .bind(avatar)
        .bind(now())
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let id: UserId = row.get("id");
        let account: i64 =
            sqlx::query("INSERT INTO accounts (kind, user_id) VALUES ('user', $1) RETURNING id")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?
                .get("id");
        let mut chips = 0;
        if password_hash.is_some() {
            grant_registration(&mut tx, id, account).await?;
            chips = REGISTRATION_CHIPS;
        }
        tx.commit().await?;
        Ok(Some(User {
            id,
            name: name.to_owned(),
            avatar: avatar.to_owned(),
            chips,
            guest: password_hash.is_none(),
            computer: None,
        }))
    }

    /// The computer player `name` of `level`, made the first time it is
    /// needed (with an account that never holds a chip), in `tx`.
    pub(crate) async fn computer_in(
        tx: &mut sqlx::AnyConnection,
        level: Level,
        number: usize,
    ) -> Result<UserId, StoreError> {
        let name = computer_name(level, number);
        let made = sqlx::query(
            "INSERT INTO users (name, password_hash, avatar, created_at, computer) \
             VALUES ($1, NULL, $2, $3, $4) ON CONFLICT(name) DO NOTHING RETURNING id",
        )
        .bind(&name)
        .bind(COMPUTER_AVATAR)
        .bind(now())
        .bind(level.name())
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(row) = made {
            let id: UserId = row.get("id");
            sqlx::query("INSERT INTO accounts (kind, user_id) VALUES ('user', $1)")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            return Ok(id);
        }
        let row = sqlx::query("SELECT id, computer FROM users WHERE name = $1")
            .bind(&name)
            .fetch_one(&mut *tx)
            .await?;
        if row.get::<Option<String>, _>("computer").as_deref() != Some(level.name()) {
            return Err(StoreError::Invalid(format!(
                "the user {name:?} is not the computer player of that name"
            )));
        }
        Ok(row.get("id"))
    }

    /// Turns a guest into a registered player in place: same id, so their
    /// games stay theirs; issued [`REGISTRATION_CHIPS`] in the same
    /// transaction.
    ///
    /// # Errors
    /// `Ok(None)` if the name is taken or the user is not a guest.
    pub async fn register_guest(
        &self,
        id: UserId,
        name: &str,
        password_hash: &str,
        avatar: &str,
    ) -> Result<Option<User>, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let taken = sqlx::query("SELECT 1 FROM users WHERE name = $1 AND id != $2")
            .bind(name)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
            .is_some();
        if taken {
            return Ok(None);
        }
        let updated = sqlx::query(
            "UPDATE users SET name = $1, password_hash = $2, avatar = $3 \
             WHERE id = $4 AND password_hash IS NULL",
        )
        .bind(name)
        .bind(password_hash)
        .bind(avatar)
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if updated == 0 {
            return Ok(None);
        }
        let account = user_account(&mut tx, id).await?;
        grant_registration(&mut tx, id, account).await?;
        tx.commit().await?;
        Ok(Some(User {
            id,
            name: name.to_owned(),
            avatar: avatar.to_owned(),
            chips: REGISTRATION_CHIPS,
            guest: false,
            computer: None,
        }))
    }

    /// The user and their password hash, by name.
    pub async fn user_by_name(
        &self,
        name: &str,
    ) -> Result<Option<(User, Option<String>)>, StoreError> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.avatar, u.computer, a.balance AS chips FROM users u \
             JOIN accounts a ON a.user_id = u.id WHERE u.name = $1",
        )
        .bind(name)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| (user(&r), r.get("password_hash"))))
    }

    /// `user` as stored now (chips may have moved since it was read), or
    /// as it was if it cannot be read again.
    pub async fn user_now(&self, user: User) -> User {
        self.user_by_id(user.id)
            .await
            .ok()
            .flatten()
            .unwrap_or(user)
    }

    /// The language `id` chose for the room's pages, if any.
    pub async fn language(&self, id: UserId) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT language FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.and_then(|r| r.get::<Option<String>, _>("language")))
    }

    /// Keeps the language `id` chose (`None`: follow the browser).
    pub async fn set_language(&self, id: UserId, language: Option<&str>) -> Result<(), StoreError> {
        sqlx::query("UPDATE users SET language = $1 WHERE id = $2")
            .bind(language)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.avatar, u.computer, a.balance AS chips FROM users u \
             JOIN accounts a ON a.user_id = u.id WHERE u.id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(user))
    }

    pub async fn create_session(
        &self,
        token_hash: &[u8],
        user_id: UserId,
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at) VALUES ($1, $2, $3)")
            .bind(token_hash)
            .bind(user_id)
            .bind(now())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn session_user(&self, token_hash: &[u8]) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.avatar, u.computer, a.balance AS chips FROM sessions s \
             JOIN users u ON u.id = s.user_id JOIN accounts a ON a.user_id = u.id \
             WHERE s.token_hash = $1",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(user))
    }

    pub async fn delete_session(&self, token_hash: &[u8]) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
