//! The `SQLite` database: accounts, sessions, games and their actions.

use std::path::Path;
use std::str::FromStr;

use sqlx::Row;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

/// Seconds since the Unix epoch.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The database handle; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

/// A user as the server knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub name: String,
    pub avatar: String,
    pub chips: i64,
    pub guest: bool,
}

/// A game as stored: its settings, seats, and status.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub draw: i64,
    pub target: i64,
    pub minutes: Option<i64>,
    pub wager: i64,
    pub seats: [Option<i64>; 2],
    pub bot_level: Option<String>,
    pub status: String,
}

/// One stored action.
#[derive(Clone, Debug)]
pub struct ActionRow {
    pub hand_number: i64,
    pub action: String,
    pub clock_ms: Option<i64>,
}

fn user(row: &sqlx::sqlite::SqliteRow) -> User {
    User {
        id: row.get("id"),
        name: row.get("name"),
        avatar: row.get("avatar"),
        chips: row.get("chips"),
        guest: row.get::<Option<String>, _>("password_hash").is_none(),
    }
}

fn game(row: &sqlx::sqlite::SqliteRow) -> GameRow {
    GameRow {
        id: row.get("id"),
        draw: row.get("draw"),
        target: row.get("target"),
        minutes: row.get("minutes"),
        wager: row.get("wager"),
        seats: [row.get("seat0"), row.get("seat1")],
        bot_level: row.get("bot_level"),
        status: row.get("status"),
    }
}

impl Store {
    /// Opens (creating it if needed) the database file and runs the
    /// embedded migrations. `:memory:` gives a private in-memory database.
    ///
    /// # Errors
    /// If the file cannot be opened or migrated.
    pub async fn open(path: &Path) -> Result<Store, sqlx::Error> {
        let memory = path.as_os_str() == ":memory:";
        let options = if memory {
            SqliteConnectOptions::from_str("sqlite::memory:")?
        } else {
            SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true)
        }
        .foreign_keys(true)
        .journal_mode(if memory {
            SqliteJournalMode::Memory
        } else {
            SqliteJournalMode::Wal
        })
        // FULL: an acknowledged action survives a power cut, not only a kill -9.
        .synchronous(SqliteSynchronous::Full);
        // One connection for an in-memory database, which is per connection.
        let pool = SqlitePoolOptions::new()
            .max_connections(if memory { 1 } else { 4 })
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    /// # Errors
    /// `Ok(None)` if the name is taken.
    pub async fn create_user(
        &self,
        name: &str,
        password_hash: Option<&str>,
        avatar: &str,
    ) -> Result<Option<User>, sqlx::Error> {
        let result = sqlx::query(
            "INSERT INTO users (name, password_hash, avatar, created_at) VALUES (?, ?, ?, ?) \
             ON CONFLICT(name) DO NOTHING RETURNING id, name, password_hash, avatar, chips",
        )
        .bind(name)
        .bind(password_hash)
        .bind(avatar)
        .bind(now())
        .fetch_optional(&self.pool)
        .await?;
        Ok(result.as_ref().map(user))
    }

    /// The user and their password hash, by name.
    pub async fn user_by_name(
        &self,
        name: &str,
    ) -> Result<Option<(User, Option<String>)>, sqlx::Error> {
        let row =
            sqlx::query("SELECT id, name, password_hash, avatar, chips FROM users WHERE name = ?")
                .bind(name)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| (user(&r), r.get("password_hash"))))
    }

    pub async fn user_by_id(&self, id: i64) -> Result<Option<User>, sqlx::Error> {
        let row =
            sqlx::query("SELECT id, name, password_hash, avatar, chips FROM users WHERE id = ?")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.as_ref().map(user))
    }

    pub async fn create_session(&self, token_hash: &[u8], user_id: i64) -> Result<(), sqlx::Error> {
        sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at) VALUES (?, ?, ?)")
            .bind(token_hash)
            .bind(user_id)
            .bind(now())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn session_user(&self, token_hash: &[u8]) -> Result<Option<User>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.avatar, u.chips FROM sessions s \
             JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(user))
    }

    pub async fn delete_session(&self, token_hash: &[u8]) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = ?")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A new game row; returns its id.
    pub async fn create_game(&self, g: &GameRow) -> Result<i64, sqlx::Error> {
        let t = now();
        let row = sqlx::query(
            "INSERT INTO games (draw, target, minutes, wager, seat0, seat1, bot_level, status, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(g.draw)
        .bind(g.target)
        .bind(g.minutes)
        .bind(g.wager)
        .bind(g.seats[0])
        .bind(g.seats[1])
        .bind(&g.bot_level)
        .bind(&g.status)
        .bind(t)
        .bind(t)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.get("id"))
    }

    pub async fn set_seats(
        &self,
        id: i64,
        seats: [Option<i64>; 2],
        status: &str,
    ) -> Result<(), sqlx::Error> {
        sqlx::query(
            "UPDATE games SET seat0 = ?, seat1 = ?, status = ?, updated_at = ? WHERE id = ?",
        )
        .bind(seats[0])
        .bind(seats[1])
        .bind(status)
        .bind(now())
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn record_hand(
        &self,
        game_id: i64,
        hand_number: usize,
        key: &[u8; 32],
    ) -> Result<(), sqlx::Error> {
        sqlx::query("INSERT INTO hands (game_id, hand_number, shuffle_key) VALUES (?, ?, ?)")
            .bind(game_id)
            .bind(hand_number as i64)
            .bind(&key[..])
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn record_action(
        &self,
        game_id: i64,
        seq: usize,
        hand_number: usize,
        action: &str,
        clock_ms: Option<u64>,
    ) -> Result<(), sqlx::Error> {
        sqlx::query("INSERT INTO actions (game_id, seq, hand_number, action, clock_ms, at) VALUES (?, ?, ?, ?, ?, ?)")
            .bind(game_id)
            .bind(seq as i64)
            .bind(hand_number as i64)
            .bind(action)
            .bind(clock_ms.map(|c| c as i64))
            .bind(now())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Ends a game: its result, and the wager moved from loser to winner, in
    /// one transaction (chips are never lost or made).
    /// `winner_seat` is stored; the chips move between the two accounts.
    pub async fn finish_game(
        &self,
        id: i64,
        winner_seat: Option<usize>,
        accounts: Option<(i64, i64)>,
        reason: &str,
        wager: i64,
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query("UPDATE games SET status = 'over', winner = ?, reason = ?, updated_at = ? WHERE id = ? AND status != 'over'")
            .bind(winner_seat.map(|s| s as i64))
            .bind(reason)
            .bind(now())
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if updated.rows_affected() == 1
            && wager > 0
            && let Some((winner, loser)) = accounts
        {
            // The loser can only lose what they have (the wager was checked at the start).
            let paid =
                sqlx::query("UPDATE users SET chips = chips - ? WHERE id = ? AND chips >= ?")
                    .bind(wager)
                    .bind(loser)
                    .bind(wager)
                    .execute(&mut *tx)
                    .await?;
            if paid.rows_affected() == 1 {
                sqlx::query("UPDATE users SET chips = chips + ? WHERE id = ?")
                    .bind(wager)
                    .bind(winner)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await
    }

    /// Games not yet over, for recovery after a restart.
    pub async fn unfinished_games(&self) -> Result<Vec<GameRow>, sqlx::Error> {
        let rows = sqlx::query("SELECT * FROM games WHERE status != 'over' ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(game).collect())
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, sqlx::Error> {
        let row = sqlx::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(game))
    }

    /// The winning seat and the reason of a finished game.
    pub async fn game_result(
        &self,
        id: i64,
    ) -> Result<Option<(Option<i64>, Option<String>)>, sqlx::Error> {
        let row = sqlx::query("SELECT winner, reason FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| (r.get("winner"), r.get("reason"))))
    }

    /// The shuffle keys of a game's hands, in order.
    pub async fn hand_keys(&self, game_id: i64) -> Result<Vec<[u8; 32]>, sqlx::Error> {
        let rows =
            sqlx::query("SELECT shuffle_key FROM hands WHERE game_id = ? ORDER BY hand_number")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                <[u8; 32]>::try_from(r.get::<Vec<u8>, _>("shuffle_key").as_slice()).ok()
            })
            .collect())
    }

    pub async fn actions(&self, game_id: i64) -> Result<Vec<ActionRow>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT hand_number, action, clock_ms FROM actions WHERE game_id = ? ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| ActionRow {
                hand_number: r.get("hand_number"),
                action: r.get("action"),
                clock_ms: r.get("clock_ms"),
            })
            .collect())
    }
}
