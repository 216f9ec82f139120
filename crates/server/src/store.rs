//! The `SQLite` database: accounts, sessions, games and their actions.

use std::path::Path;
use std::str::FromStr;

use sqlx::Row;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous,
};

use dominoes_rules::fairness::{ClientSeed, HandSeeds};

use crate::rating::Rating;

/// Chips issued to every registered player.
pub const REGISTRATION_CHIPS: i64 = 1000;
/// A registered player below this many chips is topped up to it, once a day.
pub const TOP_UP_FLOOR: i64 = 200;
/// The mint: the one account chips are issued from.
const MINT: i64 = 1;
/// Every transaction that moves chips takes the write lock at its start, so
/// concurrent attempts queue instead of failing on a stale snapshot.
const BEGIN_WRITE: &str = "BEGIN IMMEDIATE";

/// Why chips did not move. Nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum MoneyError {
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    /// The user (by id) cannot cover the amount.
    #[error("user {0} cannot cover {1} chips")]
    Short(i64, i64),
}

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

/// What a top-up did: the chips issued (0 if none were due) and the
/// balance as committed, which a caller answers with instead of a balance
/// read before it (a concurrent top-up may have landed in between).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TopUp {
    pub issued: i64,
    pub balance: i64,
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

/// A hand's stored seeds: the server's from its commitment, the seats'
/// once it was dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeeds {
    pub hand_number: usize,
    pub server_seed: [u8; 32],
    pub client_seeds: Option<[ClientSeed; 2]>,
}

impl StoredSeeds {
    /// Everything the hand was dealt from, once it was.
    pub fn dealt(&self) -> Option<HandSeeds> {
        self.client_seeds.clone().map(|client_seeds| HandSeeds {
            server_seed: self.server_seed,
            client_seeds,
            hand_counter: self.hand_number as u64,
        })
    }
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
    ) -> Result<Option<User>, sqlx::Error> {
        let mut tx = self.pool.begin_with(BEGIN_WRITE).await?;
        let row = sqlx::query(
            "INSERT INTO users (name, password_hash, avatar, created_at) VALUES (?, ?, ?, ?) \
             ON CONFLICT(name) DO NOTHING RETURNING id",
        )
        .bind(name)
        .bind(password_hash)
        .bind(avatar)
        .bind(now())
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let id: i64 = row.get("id");
        let account: i64 =
            sqlx::query("INSERT INTO accounts (kind, user_id) VALUES ('user', ?) RETURNING id")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?
                .get("id");
        let mut chips = 0;
        if password_hash.is_some() {
            let once = format!("registration:{id}");
            transfer(
                &mut tx,
                MINT,
                account,
                REGISTRATION_CHIPS,
                "registration",
                None,
                &once,
            )
            .await
            .map_err(MoneyError::into_database)?;
            chips = REGISTRATION_CHIPS;
        }
        tx.commit().await?;
        Ok(Some(User {
            id,
            name: name.to_owned(),
            avatar: avatar.to_owned(),
            chips,
            guest: password_hash.is_none(),
        }))
    }

    /// Turns a guest into a registered player in place: same id, so their
    /// games stay theirs; issued [`REGISTRATION_CHIPS`] in the same
    /// transaction.
    ///
    /// # Errors
    /// `Ok(None)` if the name is taken or the user is not a guest.
    pub async fn register_guest(
        &self,
        id: i64,
        name: &str,
        password_hash: &str,
        avatar: &str,
    ) -> Result<Option<User>, sqlx::Error> {
        let mut tx = self.pool.begin_with(BEGIN_WRITE).await?;
        let taken = sqlx::query("SELECT 1 FROM users WHERE name = ? AND id != ?")
            .bind(name)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
            .is_some();
        if taken {
            return Ok(None);
        }
        let updated = sqlx::query(
            "UPDATE users SET name = ?, password_hash = ?, avatar = ? \
             WHERE id = ? AND password_hash IS NULL",
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
        let account: i64 = sqlx::query("SELECT id FROM accounts WHERE user_id = ?")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?
            .get("id");
        let once = format!("registration:{id}");
        transfer(
            &mut tx,
            MINT,
            account,
            REGISTRATION_CHIPS,
            "registration",
            None,
            &once,
        )
        .await
        .map_err(MoneyError::into_database)?;
        tx.commit().await?;
        Ok(Some(User {
            id,
            name: name.to_owned(),
            avatar: avatar.to_owned(),
            chips: REGISTRATION_CHIPS,
            guest: false,
        }))
    }

    /// A player's games that are waiting for an opponent or being played,
    /// newest first, each with the opponent's name and avatar (none for a
    /// bot or an empty seat).
    pub async fn games_in_progress(
        &self,
        user_id: i64,
    ) -> Result<Vec<(GameRow, Option<(String, String)>)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT g.*, u.name AS opponent, u.avatar AS opponent_avatar FROM games g \
             LEFT JOIN users u ON u.id = (CASE WHEN g.seat0 = ?1 THEN g.seat1 ELSE g.seat0 END) \
             WHERE (g.seat0 = ?1 OR g.seat1 = ?1) AND g.status IN ('open', 'live') \
             ORDER BY g.id DESC LIMIT 50",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|row| {
                let opponent = row
                    .get::<Option<String>, _>("opponent")
                    .zip(row.get::<Option<String>, _>("opponent_avatar"));
                (game(row), opponent)
            })
            .collect())
    }

    /// Tops a registered user up to [`TOP_UP_FLOOR`] chips if they have run
    /// out (what they hold and what they have staked in running games is
    /// below it) and have not been topped up on this UTC day. Returns the
    /// chips issued and the balance as committed.
    pub async fn top_up(&self, user_id: i64) -> Result<TopUp, sqlx::Error> {
        let mut tx = self.pool.begin_with(BEGIN_WRITE).await?;
        let row = sqlx::query(
            "SELECT a.id, a.balance, u.password_hash IS NULL AS guest FROM accounts a \
             JOIN users u ON u.id = a.user_id WHERE a.user_id = ?",
        )
        .bind(user_id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            return Ok(TopUp::default());
        };
        let (account, balance, guest): (i64, i64, bool) =
            (row.get("id"), row.get("balance"), row.get("guest"));
        let staked: i64 = sqlx::query(
            "SELECT COALESCE(SUM(l.amount), 0) AS staked FROM ledger l \
             JOIN games g ON g.id = l.game_id \
             WHERE l.reason = 'stake' AND l.debit = ? AND g.status != 'over'",
        )
        .bind(account)
        .fetch_one(&mut *tx)
        .await?
        .get("staked");
        if guest || balance + staked >= TOP_UP_FLOOR {
            return Ok(TopUp { issued: 0, balance });
        }
        let once = format!("top_up:{user_id}:{}", now() / 86_400);
        let amount = TOP_UP_FLOOR - balance - staked;
        let moved = transfer(&mut tx, MINT, account, amount, "top_up", None, &once)
            .await
            .map_err(MoneyError::into_database)?;
        tx.commit().await?;
        let issued = if moved { amount } else { 0 };
        Ok(TopUp {
            issued,
            balance: balance + issued,
        })
    }

    /// The user and their password hash, by name.
    pub async fn user_by_name(
        &self,
        name: &str,
    ) -> Result<Option<(User, Option<String>)>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.avatar, a.balance AS chips FROM users u \
             JOIN accounts a ON a.user_id = u.id WHERE u.name = ?",
        )
        .bind(name)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| (user(&r), r.get("password_hash"))))
    }

    pub async fn user_by_id(&self, id: i64) -> Result<Option<User>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.avatar, a.balance AS chips FROM users u \
             JOIN accounts a ON a.user_id = u.id WHERE u.id = ?",
        )
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
            "SELECT u.id, u.name, u.password_hash, u.avatar, a.balance AS chips FROM sessions s \
             JOIN users u ON u.id = s.user_id JOIN accounts a ON a.user_id = u.id \
             WHERE s.token_hash = ?",
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

    /// How many face-down tiles each seat has picked in a hand.
    pub async fn record_picks(
        &self,
        game_id: i64,
        hand_number: usize,
        picked: [usize; 2],
    ) -> Result<(), sqlx::Error> {
        sqlx::query(
            "UPDATE hands SET picked0 = ?, picked1 = ? WHERE game_id = ? AND hand_number = ?",
        )
        .bind(picked[0] as i64)
        .bind(picked[1] as i64)
        .bind(game_id)
        .bind(hand_number as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The picks stored for a hand (none if it has no row).
    pub async fn picks(&self, game_id: i64, hand_number: usize) -> Result<[usize; 2], sqlx::Error> {
        let row =
            sqlx::query("SELECT picked0, picked1 FROM hands WHERE game_id = ? AND hand_number = ?")
                .bind(game_id)
                .bind(hand_number as i64)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map_or([0; 2], |r| {
            [
                r.get::<i64, _>("picked0") as usize,
                r.get::<i64, _>("picked1") as usize,
            ]
        }))
    }

    /// A finished game's rematch: who asked, and the new table once both did.
    pub async fn record_rematch(
        &self,
        game_id: i64,
        wanted: [bool; 2],
        table: Option<i64>,
    ) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE games SET rematch0 = ?, rematch1 = ?, rematch_table = ? WHERE id = ?")
            .bind(wanted[0])
            .bind(wanted[1])
            .bind(table)
            .bind(game_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A finished game's rematch as stored.
    pub async fn rematch(&self, game_id: i64) -> Result<([bool; 2], Option<i64>), sqlx::Error> {
        let row = sqlx::query("SELECT rematch0, rematch1, rematch_table FROM games WHERE id = ?")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map_or(([false; 2], None), |r| {
            (
                [r.get("rematch0"), r.get("rematch1")],
                r.get("rematch_table"),
            )
        }))
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

    /// Starts a game between its two seats: the seats are stored and, for a
    /// wager, both stakes move into the game's escrow, all in one
    /// transaction. A user who cannot cover the wager is named and nothing
    /// changes.
    ///
    /// # Errors
    /// [`MoneyError::Short`] if a player cannot cover the wager.
    pub async fn start_game(
        &self,
        id: i64,
        seats: [Option<i64>; 2],
        wager: i64,
    ) -> Result<(), MoneyError> {
        let mut tx = self.pool.begin_with(BEGIN_WRITE).await?;
        sqlx::query(
            "UPDATE games SET seat0 = ?, seat1 = ?, status = 'live', updated_at = ? WHERE id = ?",
        )
        .bind(seats[0])
        .bind(seats[1])
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if wager > 0 {
            let escrow: i64 = sqlx::query(
                "INSERT INTO accounts (kind, game_id) VALUES ('escrow', ?) \
                 ON CONFLICT(game_id) DO UPDATE SET kind = kind RETURNING id",
            )
            .bind(id)
            .fetch_one(&mut *tx)
            .await?
            .get("id");
            for user in seats.into_iter().flatten() {
                let account = user_account(&mut tx, user).await?;
                let once = format!("stake:{id}:{user}");
                transfer(&mut tx, account, escrow, wager, "stake", Some(id), &once)
                    .await
                    .map_err(|e| e.naming(user))?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Ends a game: its result, the pot settled (to the winner, or back to
    /// both players when nobody won), and the ratings of a game between
    /// people, in one transaction. Ending a game twice, or concurrently,
    /// changes nothing the second time.
    pub async fn finish_game(
        &self,
        id: i64,
        winner_seat: Option<usize>,
        reason: &str,
        scores: [u16; 2],
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin_with(BEGIN_WRITE).await?;
        let first = sqlx::query(
            "UPDATE games SET status = 'over', winner = ?, reason = ?, score0 = ?, score1 = ?, \
             updated_at = ? WHERE id = ? AND status != 'over'",
        )
        .bind(winner_seat.map(|s| s as i64))
        .bind(reason)
        .bind(scores[0])
        .bind(scores[1])
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        settle_in(&mut tx, id)
            .await
            .map_err(MoneyError::into_database)?;
        if first && let Some(winner) = winner_seat {
            rate_in(&mut tx, id, winner).await?;
        }
        tx.commit().await
    }

    /// Settles a finished game's pot if it is not settled yet (recovery
    /// after a crash); does nothing otherwise.
    pub async fn settle(&self, id: i64) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin_with(BEGIN_WRITE).await?;
        settle_in(&mut tx, id)
            .await
            .map_err(MoneyError::into_database)?;
        tx.commit().await
    }

    /// Finished games whose escrow still holds chips.
    pub async fn unsettled_games(&self) -> Result<Vec<i64>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT g.id FROM games g JOIN accounts a ON a.game_id = g.id \
             WHERE g.status = 'over' AND a.balance > 0 ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get("id")).collect())
    }

    /// The books: what was issued, where it is, and any account whose
    /// balance differs from the sum of its ledger entries.
    pub async fn audit(&self) -> Result<Audit, sqlx::Error> {
        let row = sqlx::query(
            "SELECT \
               (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE debit = 1) AS issued, \
               (SELECT COALESCE(SUM(balance), 0) FROM accounts WHERE kind = 'user') AS users, \
               (SELECT COALESCE(SUM(balance), 0) FROM accounts WHERE kind = 'escrow') AS escrow, \
               (SELECT balance FROM accounts WHERE id = 1) AS mint, \
               (SELECT COUNT(*) FROM accounts a WHERE a.balance != \
                  (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE credit = a.id) - \
                  (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE debit = a.id)) AS mismatched, \
               (SELECT COUNT(*) FROM accounts WHERE kind != 'mint' AND balance < 0) AS negative, \
               (SELECT COUNT(*) FROM accounts a JOIN games g ON g.id = a.game_id \
                  WHERE a.kind = 'escrow' AND a.balance != 0 AND NOT (g.status = 'live' \
                  AND g.seat0 IS NOT NULL AND g.seat1 IS NOT NULL)) AS stranded",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(Audit {
            issued: row.get("issued"),
            users: row.get("users"),
            escrow: row.get("escrow"),
            mint: row.get("mint"),
            mismatched: row.get("mismatched"),
            negative: row.get("negative"),
            stranded: row.get("stranded"),
        })
    }

    /// The rated players, best first.
    pub async fn leaderboard(&self, limit: i64) -> Result<Vec<Standing>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT u.name, u.avatar, r.rating, r.deviation, r.games, \
               (SELECT COUNT(*) FROM games g WHERE g.bot_level IS NULL AND g.status = 'over' AND \
                  ((g.winner = 0 AND g.seat0 = u.id) OR (g.winner = 1 AND g.seat1 = u.id))) AS wins \
             FROM ratings r JOIN users u ON u.id = r.user_id \
             ORDER BY r.rating DESC, u.name LIMIT ?",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| Standing {
                name: r.get("name"),
                avatar: r.get("avatar"),
                rating: r.get("rating"),
                deviation: r.get("deviation"),
                games: r.get("games"),
                wins: r.get("wins"),
            })
            .collect())
    }

    /// A player's page: balance, rating and its history, results, and their
    /// latest finished games.
    pub async fn profile(&self, name: &str) -> Result<Option<Profile>, sqlx::Error> {
        let Some((user, _)) = self.user_by_name(name).await? else {
            return Ok(None);
        };
        let rating = sqlx::query("SELECT rating, deviation, games FROM ratings WHERE user_id = ?")
            .bind(user.id)
            .fetch_optional(&self.pool)
            .await?
            .map(|r| (r.get("rating"), r.get("deviation")));
        let history = sqlx::query(
            "SELECT game_id, rating, deviation, at FROM rating_history WHERE user_id = ? \
             ORDER BY at, game_id",
        )
        .bind(user.id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| RatingPoint {
            game: r.get("game_id"),
            rating: r.get("rating"),
            deviation: r.get("deviation"),
            at: r.get("at"),
        })
        .collect();
        let rows = sqlx::query(
            "SELECT g.id, g.seat0, g.bot_level, g.winner, g.reason, g.wager, g.score0, g.score1, \
               g.updated_at, u0.name AS name0, u1.name AS name1 \
             FROM games g LEFT JOIN users u0 ON u0.id = g.seat0 LEFT JOIN users u1 ON u1.id = g.seat1 \
             WHERE (g.seat0 = ? OR g.seat1 = ?) AND g.status = 'over' AND g.reason IS NOT NULL \
             ORDER BY g.id DESC",
        )
        .bind(user.id)
        .bind(user.id)
        .fetch_all(&self.pool)
        .await?;
        let mut games = Vec::with_capacity(rows.len());
        for r in &rows {
            let seat = usize::from(r.get::<Option<i64>, _>("seat0") != Some(user.id));
            let bot: Option<String> = r.get("bot_level");
            let names: [Option<String>; 2] = [r.get("name0"), r.get("name1")];
            let opponent = names[1 - seat]
                .clone()
                .or_else(|| bot.as_ref().map(|l| format!("{l} bot")))
                .unwrap_or_default();
            let winner: Option<i64> = r.get("winner");
            let scores: [Option<i64>; 2] = [r.get("score0"), r.get("score1")];
            games.push(GameSummary {
                id: r.get("id"),
                opponent,
                computer: bot.is_some(),
                result: match winner {
                    None => "abandoned",
                    Some(w) if w as usize == seat => "won",
                    Some(_) => "lost",
                },
                reason: r.get("reason"),
                wager: r.get("wager"),
                score: scores[seat],
                opponent_score: scores[1 - seat],
                at: r.get("updated_at"),
            });
        }
        Ok(Some(Profile {
            rating: rating.map(|(r, _)| r),
            deviation: rating.map(|(_, d)| d),
            played: games.iter().filter(|g| g.result != "abandoned").count(),
            wins: games.iter().filter(|g| g.result == "won").count(),
            history,
            recent: games.into_iter().take(50).collect(),
            user,
        }))
    }

    /// Closes the pool, waiting for every connection (a clean restart).
    pub async fn close(&self) {
        self.pool.close().await;
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

    /// Stores a hand's server seed before its commitment is published, so
    /// a restart keeps the commitment.
    pub async fn commit_hand(
        &self,
        game_id: i64,
        hand_number: usize,
        server_seed: &[u8; 32],
    ) -> Result<(), sqlx::Error> {
        sqlx::query("INSERT INTO hand_seeds (game_id, hand_number, server_seed) VALUES (?, ?, ?)")
            .bind(game_id)
            .bind(hand_number as i64)
            .bind(&server_seed[..])
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Stores both seats' seeds of a committed hand and the key derived
    /// from them, in one transaction: the hand is dealt.
    pub async fn seed_hand(
        &self,
        game_id: i64,
        hand_number: usize,
        client_seeds: [&str; 2],
        key: &[u8; 32],
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE hand_seeds SET client_seed0 = ?, client_seed1 = ? \
             WHERE game_id = ? AND hand_number = ? AND client_seed0 IS NULL",
        )
        .bind(client_seeds[0])
        .bind(client_seeds[1])
        .bind(game_id)
        .bind(hand_number as i64)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            return Err(sqlx::Error::RowNotFound);
        }
        sqlx::query("INSERT INTO hands (game_id, hand_number, shuffle_key) VALUES (?, ?, ?)")
            .bind(game_id)
            .bind(hand_number as i64)
            .bind(&key[..])
            .execute(&mut *tx)
            .await?;
        tx.commit().await
    }

    /// The seeds of a game's committed hands, in order of hand.
    pub async fn hand_seeds(&self, game_id: i64) -> Result<Vec<StoredSeeds>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT hand_number, server_seed, client_seed0, client_seed1 FROM hand_seeds \
             WHERE game_id = ? ORDER BY hand_number",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                let server_seed =
                    <[u8; 32]>::try_from(r.get::<Vec<u8>, _>("server_seed").as_slice()).ok()?;
                let seed = |column| {
                    r.get::<Option<String>, _>(column)
                        .map(|text| ClientSeed::parse(&text).unwrap_or_default())
                };
                let client_seeds = seed("client_seed0")
                    .zip(seed("client_seed1"))
                    .map(<[ClientSeed; 2]>::from);
                Some(StoredSeeds {
                    hand_number: r.get::<i64, _>("hand_number") as usize,
                    server_seed,
                    client_seeds,
                })
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

/// The state of the books; see [`Store::audit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Audit {
    /// Every chip the mint ever issued.
    pub issued: i64,
    /// What the users hold.
    pub users: i64,
    /// What the escrows of games hold.
    pub escrow: i64,
    /// The mint's balance: minus what it issued.
    pub mint: i64,
    /// Accounts whose balance is not the sum of their entries.
    pub mismatched: i64,
    /// Accounts (other than the mint) below zero.
    pub negative: i64,
    /// Escrows holding chips whose game is not live with both seats
    /// filled: a stake nobody can win back.
    pub stranded: i64,
}

impl Audit {
    /// Every chip accounted for to the unit.
    #[must_use]
    pub fn balances(&self) -> bool {
        self.users + self.escrow == self.issued
            && self.mint == -self.issued
            && self.mismatched == 0
            && self.negative == 0
            && self.stranded == 0
    }
}

impl MoneyError {
    /// A shortfall names the user it belongs to.
    fn naming(self, user: i64) -> MoneyError {
        match self {
            MoneyError::Short(_, amount) => MoneyError::Short(user, amount),
            other @ MoneyError::Database(_) => other,
        }
    }

    /// Where no shortfall is possible (the mint, or an escrow paying out
    /// what it holds), one would be a broken invariant: reported as a
    /// database error, so the transaction rolls back.
    fn into_database(self) -> sqlx::Error {
        match self {
            MoneyError::Database(e) => e,
            short @ MoneyError::Short(..) => sqlx::Error::Protocol(short.to_string()),
        }
    }
}

async fn user_account(tx: &mut SqliteConnection, user: i64) -> Result<i64, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM accounts WHERE user_id = ?")
        .bind(user)
        .fetch_one(&mut *tx)
        .await?
        .get("id"))
}

/// Moves `amount` chips from `debit` to `credit` with its ledger entry.
/// Returns `false`, changing nothing, if the entry named `once` was already
/// made. On [`MoneyError::Short`] the caller's transaction must roll back
/// (dropping it does).
async fn transfer(
    tx: &mut SqliteConnection,
    debit: i64,
    credit: i64,
    amount: i64,
    reason: &str,
    game: Option<i64>,
    once: &str,
) -> Result<bool, MoneyError> {
    let entered = sqlx::query(
        "INSERT INTO ledger (debit, credit, amount, reason, game_id, once, at) \
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(once) DO NOTHING",
    )
    .bind(debit)
    .bind(credit)
    .bind(amount)
    .bind(reason)
    .bind(game)
    .bind(once)
    .bind(now())
    .execute(&mut *tx)
    .await?;
    if entered.rows_affected() == 0 {
        return Ok(false);
    }
    let debited = sqlx::query(
        "UPDATE accounts SET balance = balance - ? WHERE id = ? AND (kind = 'mint' OR balance >= ?)",
    )
    .bind(amount)
    .bind(debit)
    .bind(amount)
    .execute(&mut *tx)
    .await?;
    if debited.rows_affected() == 0 {
        return Err(MoneyError::Short(0, amount));
    }
    sqlx::query("UPDATE accounts SET balance = balance + ? WHERE id = ?")
        .bind(amount)
        .bind(credit)
        .execute(&mut *tx)
        .await?;
    Ok(true)
}

/// Pays out a finished game's escrow: all of it to the winner, or each
/// stake back to its player when nobody won. Does nothing for a game still
/// running or already settled.
async fn settle_in(tx: &mut SqliteConnection, id: i64) -> Result<(), MoneyError> {
    let row = sqlx::query(
        "SELECT g.status, g.winner, g.seat0, g.seat1, a.id AS escrow, a.balance \
         FROM games g JOIN accounts a ON a.game_id = g.id WHERE g.id = ?",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else { return Ok(()) };
    let (status, escrow, pot): (String, i64, i64) =
        (row.get("status"), row.get("escrow"), row.get("balance"));
    if status != "over" || pot == 0 {
        return Ok(());
    }
    let winner: Option<i64> = row.get("winner");
    let seats: [Option<i64>; 2] = [row.get("seat0"), row.get("seat1")];
    if let Some(user) = winner.and_then(|w| seats.get(w as usize).copied().flatten()) {
        let account = user_account(tx, user).await?;
        transfer(
            tx,
            escrow,
            account,
            pot,
            "payout",
            Some(id),
            &format!("payout:{id}"),
        )
        .await?;
    } else {
        let stakes = sqlx::query(
            "SELECT debit, amount FROM ledger WHERE game_id = ? AND reason = 'stake' ORDER BY id",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        for stake in stakes {
            let (account, amount): (i64, i64) = (stake.get("debit"), stake.get("amount"));
            let once = format!("refund:{id}:{account}");
            transfer(tx, escrow, account, amount, "refund", Some(id), &once).await?;
        }
    }
    Ok(())
}

/// Rates a finished game between two people (not against the computer).
async fn rate_in(
    tx: &mut SqliteConnection,
    id: i64,
    winner_seat: usize,
) -> Result<(), sqlx::Error> {
    let row = sqlx::query("SELECT seat0, seat1, bot_level FROM games WHERE id = ?")
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    let bot: Option<String> = row.get("bot_level");
    let (Some(a), Some(b), None) = (
        row.get::<Option<i64>, _>("seat0"),
        row.get::<Option<i64>, _>("seat1"),
        bot,
    ) else {
        return Ok(());
    };
    let mut before = [Rating::default(); 2];
    for (rating, user) in before.iter_mut().zip([a, b]) {
        if let Some(r) =
            sqlx::query("SELECT rating, deviation, volatility FROM ratings WHERE user_id = ?")
                .bind(user)
                .fetch_optional(&mut *tx)
                .await?
        {
            *rating = Rating {
                rating: r.get("rating"),
                deviation: r.get("deviation"),
                volatility: r.get("volatility"),
            };
        }
    }
    let (first, second) = Rating::game(before[0], before[1], winner_seat == 0);
    for (user, after) in [(a, first), (b, second)] {
        let fresh = sqlx::query(
            "INSERT INTO rating_history (user_id, game_id, rating, deviation, at) VALUES (?, ?, ?, ?, ?) \
             ON CONFLICT DO NOTHING",
        )
        .bind(user)
        .bind(id)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(now())
        .execute(&mut *tx)
        .await?;
        if fresh.rows_affected() == 0 {
            continue;
        }
        sqlx::query(
            "INSERT INTO ratings (user_id, rating, deviation, volatility, games) VALUES (?, ?, ?, ?, 1) \
             ON CONFLICT(user_id) DO UPDATE SET rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, games = games + 1",
        )
        .bind(user)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// A row of the leaderboard.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Standing {
    pub name: String,
    pub avatar: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
    pub wins: i64,
}

/// A player's rating after one game.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RatingPoint {
    pub game: i64,
    pub rating: f64,
    pub deviation: f64,
    pub at: i64,
}

/// One finished game, from one player's side.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GameSummary {
    pub id: i64,
    pub opponent: String,
    pub computer: bool,
    /// "won", "lost" or "abandoned".
    pub result: &'static str,
    pub reason: Option<String>,
    pub wager: i64,
    pub score: Option<i64>,
    pub opponent_score: Option<i64>,
    pub at: i64,
}

/// What a player's page shows.
#[derive(Clone, Debug)]
pub struct Profile {
    pub user: User,
    pub rating: Option<f64>,
    pub deviation: Option<f64>,
    /// Finished games with a result (abandoned ones not counted).
    pub played: usize,
    pub wins: usize,
    pub history: Vec<RatingPoint>,
    /// The latest 50 finished games, newest first.
    pub recent: Vec<GameSummary>,
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::path::PathBuf;

    use proptest::prelude::*;

    use super::*;

    /// A database file of its own, removed when dropped.
    struct TempDb(PathBuf);

    impl TempDb {
        fn new(name: &str) -> TempDb {
            static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
            let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let path = std::env::temp_dir().join(format!(
                "dominoes-ledger-{}-{name}-{n}.db",
                std::process::id()
            ));
            TempDb(path)
        }
    }

    impl Drop for TempDb {
        fn drop(&mut self) {
            for suffix in ["", "-wal", "-shm"] {
                let mut path = self.0.clone().into_os_string();
                path.push(suffix);
                let _ = std::fs::remove_file(path);
            }
        }
    }

    async fn register(store: &Store, name: &str) -> User {
        store
            .create_user(name, Some("-"), "fox")
            .await
            .unwrap()
            .unwrap()
    }

    async fn table(store: &Store, host: i64, wager: i64) -> i64 {
        store
            .create_game(&GameRow {
                id: 0,
                draw: 7,
                target: 150,
                minutes: Some(4),
                wager,
                seats: [Some(host), None],
                bot_level: None,
                status: "open".into(),
            })
            .await
            .unwrap()
    }

    async fn chips(store: &Store, user: i64) -> i64 {
        store.user_by_id(user).await.unwrap().unwrap().chips
    }

    #[tokio::test]
    async fn a_player_who_cannot_cover_the_wager_is_refused_and_nothing_changes() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
        let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
        let game = table(&store, ann.id, 1001).await;
        let refused = store
            .start_game(game, [Some(ann.id), Some(bob.id)], 1001)
            .await;
        assert!(matches!(refused, Err(MoneyError::Short(user, 1001)) if user == ann.id));
        assert_eq!(
            (chips(&store, ann.id).await, chips(&store, bob.id).await),
            (1000, 1000)
        );
        let row = store.game(game).await.unwrap().unwrap();
        assert_eq!(
            (row.status.as_str(), row.seats),
            ("open", [Some(ann.id), None])
        );
        assert_eq!(store.audit().await.unwrap().escrow, 0);
        assert!(store.audit().await.unwrap().balances());
    }

    #[tokio::test]
    async fn concurrent_settlements_pay_the_pot_once() {
        let db = TempDb::new("concurrent");
        let store = Store::open(&db.0).await.unwrap();
        let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
        let game = table(&store, ann.id, 300).await;
        store
            .start_game(game, [Some(ann.id), Some(bob.id)], 300)
            .await
            .unwrap();
        assert_eq!(store.audit().await.unwrap().escrow, 600);
        let attempts: Vec<_> = (0..8)
            .map(|i| {
                let store = store.clone();
                tokio::spawn(async move {
                    if i % 2 == 0 {
                        store.finish_game(game, Some(1), "resign", [40, 55]).await
                    } else {
                        store.settle(game).await
                    }
                })
            })
            .collect();
        for attempt in attempts {
            attempt.await.unwrap().unwrap();
        }
        assert_eq!(
            (chips(&store, ann.id).await, chips(&store, bob.id).await),
            (700, 1300)
        );
        let audit = store.audit().await.unwrap();
        assert!(audit.balances(), "{audit:?}");
        assert_eq!(audit.escrow, 0);
        // A later attempt with another winner changes nothing either.
        store
            .finish_game(game, Some(0), "score", [150, 0])
            .await
            .unwrap();
        assert_eq!(
            (chips(&store, ann.id).await, chips(&store, bob.id).await),
            (700, 1300)
        );
        let payouts: i64 = sqlx::query("SELECT COUNT(*) AS n FROM ledger WHERE reason = 'payout'")
            .fetch_one(&store.pool)
            .await
            .unwrap()
            .get("n");
        assert_eq!(payouts, 1);
    }

    #[tokio::test]
    async fn a_game_abandoned_with_nobody_winning_refunds_both_stakes() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
        let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
        let game = table(&store, ann.id, 250).await;
        store
            .start_game(game, [Some(ann.id), Some(bob.id)], 250)
            .await
            .unwrap();
        assert_eq!(
            (chips(&store, ann.id).await, chips(&store, bob.id).await),
            (750, 750)
        );
        store
            .finish_game(game, None, "abandoned", [0, 0])
            .await
            .unwrap();
        store
            .finish_game(game, None, "abandoned", [0, 0])
            .await
            .unwrap();
        assert_eq!(
            (chips(&store, ann.id).await, chips(&store, bob.id).await),
            (1000, 1000)
        );
        assert!(store.audit().await.unwrap().balances());
        // No rating moves for a game nobody won.
        assert!(store.leaderboard(10).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn guests_hold_no_chips_and_a_broke_player_is_topped_up_once_a_day() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
        let guest = store
            .create_user("guest-1", None, "owl")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(chips(&store, guest.id).await, 0);
        assert_eq!(store.top_up(guest.id).await.unwrap().issued, 0);
        let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
        let game = table(&store, ann.id, 1000).await;
        store
            .start_game(game, [Some(ann.id), Some(bob.id)], 1000)
            .await
            .unwrap();
        store
            .finish_game(game, Some(1), "time", [10, 20])
            .await
            .unwrap();
        assert_eq!(chips(&store, ann.id).await, 0);
        assert_eq!(store.top_up(ann.id).await.unwrap().issued, TOP_UP_FLOOR);
        assert_eq!(
            store.top_up(ann.id).await.unwrap(),
            TopUp {
                issued: 0,
                balance: TOP_UP_FLOOR
            },
            "once a day, and the balance is the topped-up one"
        );
        assert_eq!(
            store.top_up(bob.id).await.unwrap().issued,
            0,
            "bob is not short"
        );
        assert_eq!(chips(&store, ann.id).await, TOP_UP_FLOOR);
        let audit = store.audit().await.unwrap();
        assert!(audit.balances(), "{audit:?}");
        assert_eq!(audit.issued, 2000 + TOP_UP_FLOOR);
    }

    #[tokio::test]
    async fn ratings_move_after_games_between_people_only() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
        let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
        for winner in [1, 0, 0] {
            let game = table(&store, ann.id, 0).await;
            store
                .start_game(game, [Some(ann.id), Some(bob.id)], 0)
                .await
                .unwrap();
            store
                .finish_game(game, Some(winner), "score", [150, 60])
                .await
                .unwrap();
        }
        let computer = store
            .create_game(&GameRow {
                id: 0,
                draw: 7,
                target: 150,
                minutes: None,
                wager: 0,
                seats: [Some(ann.id), None],
                bot_level: Some("easy".into()),
                status: "live".into(),
            })
            .await
            .unwrap();
        store
            .finish_game(computer, Some(0), "score", [150, 0])
            .await
            .unwrap();
        let board = store.leaderboard(10).await.unwrap();
        assert_eq!(board.len(), 2);
        assert_eq!(board[0].name, "ann");
        assert_eq!((board[0].games, board[0].wins), (3, 2));
        assert!(board[0].rating > 1500.0 && board[1].rating < 1500.0);
        let profile = store.profile("ann").await.unwrap().unwrap();
        assert_eq!(profile.history.len(), 3, "the computer game is not rated");
        assert_eq!((profile.played, profile.wins), (4, 3));
        assert_eq!(profile.recent[0].opponent, "easy bot");
        assert_eq!(profile.recent.last().unwrap().result, "lost");
    }

    /// One step of a random history of the room.
    #[derive(Clone, Debug)]
    enum Step {
        Register,
        Guest,
        /// Two players (indices into the registered ones) start a game.
        Start {
            a: usize,
            b: usize,
            wager: i64,
        },
        /// A running game ends: a winner's seat, or nobody (abandoned).
        End {
            game: usize,
            winner: Option<usize>,
            reason: &'static str,
        },
        /// The end of a game is stored again (a retry).
        Retry {
            game: usize,
        },
        TopUp {
            user: usize,
        },
        /// The server stops and starts again, settling what it must.
        Restart,
        /// A game ends by its final action, but the server dies before the
        /// end is stored; the restart finds and ends it.
        CrashAtEnd {
            game: usize,
            winner: usize,
        },
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            2 => Just(Step::Register),
            1 => Just(Step::Guest),
            4 => (0..8usize, 0..8usize, prop_oneof![Just(0i64), 1..400i64, 900..1300i64])
                .prop_map(|(a, b, wager)| Step::Start { a, b, wager }),
            4 => (0..16usize, prop::option::weighted(0.85, 0..2usize),
                  prop_oneof![Just("score"), Just("time"), Just("resign")])
                .prop_map(|(game, winner, reason)| Step::End {
                    game,
                    winner,
                    reason: if winner.is_some() { reason } else { "abandoned" },
                }),
            1 => (0..16usize).prop_map(|game| Step::Retry { game }),
            1 => (0..8usize).prop_map(|user| Step::TopUp { user }),
            1 => Just(Step::Restart),
            1 => (0..16usize, 0..2usize).prop_map(|(game, winner)| Step::CrashAtEnd { game, winner }),
        ]
    }

    /// What the books should say, kept by hand.
    #[derive(Default)]
    struct Model {
        users: Vec<i64>,
        balance: HashMap<i64, i64>,
        topped_up: HashMap<i64, bool>,
        /// Games started: (id, seats, wager, ended).
        games: Vec<(i64, [i64; 2], i64, bool)>,
        /// Games whose end the crash lost: (id, winner seat).
        pending: Vec<(i64, usize)>,
        issued: i64,
    }

    /// The `n`th item, counting round; `None` if there are none.
    fn pick<T>(items: &mut [T], n: usize) -> Option<&mut T> {
        let len = items.len();
        items.get_mut(n % len.max(1))
    }

    /// One step, on the database and on the model alike.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind of step, read side by side"
    )]
    async fn apply(
        store: &mut Store,
        db: &TempDb,
        model: &mut Model,
        n: usize,
        step: Step,
    ) -> Result<(), TestCaseError> {
        match step {
            Step::Register => {
                let user = register(store, &format!("p{n}")).await;
                model.users.push(user.id);
                model.balance.insert(user.id, REGISTRATION_CHIPS);
                model.issued += REGISTRATION_CHIPS;
            }
            Step::Guest => {
                store
                    .create_user(&format!("g{n}"), None, "owl")
                    .await
                    .unwrap();
            }
            Step::Start { a, b, wager } => {
                if model.users.len() < 2 {
                    return Ok(());
                }
                let (a, b) = (
                    model.users[a % model.users.len()],
                    model.users[b % model.users.len()],
                );
                if a == b {
                    return Ok(());
                }
                let game = table(store, a, wager).await;
                let started = store.start_game(game, [Some(a), Some(b)], wager).await;
                let covered = model.balance[&a] >= wager && model.balance[&b] >= wager;
                prop_assert_eq!(started.is_ok(), covered, "{:?}", started);
                if covered {
                    *model.balance.get_mut(&a).unwrap() -= wager;
                    *model.balance.get_mut(&b).unwrap() -= wager;
                    model.games.push((game, [a, b], wager, false));
                }
            }
            Step::End {
                game,
                winner,
                reason,
            } => {
                let Some(entry) = pick(&mut model.games, game) else {
                    return Ok(());
                };
                let (id, seats, wager, ended) = *entry;
                store.finish_game(id, winner, reason, [0, 0]).await.unwrap();
                if !ended {
                    entry.3 = true;
                    match winner {
                        Some(w) => *model.balance.get_mut(&seats[w]).unwrap() += 2 * wager,
                        None => {
                            for seat in seats {
                                *model.balance.get_mut(&seat).unwrap() += wager;
                            }
                        }
                    }
                }
            }
            Step::Retry { game } => {
                let Some(&mut (id, _, _, true)) = pick(&mut model.games, game) else {
                    return Ok(());
                };
                store
                    .finish_game(id, Some(0), "score", [0, 0])
                    .await
                    .unwrap();
                store.settle(id).await.unwrap();
            }
            Step::TopUp { user } => {
                let Some(&mut id) = pick(&mut model.users, user) else {
                    return Ok(());
                };
                let issued = store.top_up(id).await.unwrap().issued;
                let staked: i64 = model
                    .games
                    .iter()
                    .filter(|g| !g.3 && g.1.contains(&id))
                    .map(|g| g.2)
                    .sum();
                let held = model.balance[&id] + staked;
                let expected = if held < TOP_UP_FLOOR && !model.topped_up.contains_key(&id) {
                    TOP_UP_FLOOR - held
                } else {
                    0
                };
                prop_assert_eq!(issued, expected);
                if issued > 0 {
                    model.topped_up.insert(id, true);
                    model.issued += issued;
                    *model.balance.get_mut(&id).unwrap() += issued;
                }
            }
            Step::CrashAtEnd { game, winner } => {
                let Some(entry) = pick(&mut model.games, game) else {
                    return Ok(());
                };
                if entry.3 || model.pending.iter().any(|&(id, _)| id == entry.0) {
                    return Ok(());
                }
                model.pending.push((entry.0, winner));
            }
            Step::Restart => {
                store.close().await;
                *store = Store::open(&db.0).await.unwrap();
                // What the lobby's restore does: settle what is finished,
                // and end the games whose final action was stored.
                for id in store.unsettled_games().await.unwrap() {
                    store.settle(id).await.unwrap();
                }
                for (id, winner) in std::mem::take(&mut model.pending) {
                    let entry = model.games.iter_mut().find(|g| g.0 == id).unwrap();
                    store
                        .finish_game(id, Some(winner), "score", [150, 0])
                        .await
                        .unwrap();
                    if !entry.3 {
                        entry.3 = true;
                        *model.balance.get_mut(&entry.1[winner]).unwrap() += 2 * entry.2;
                    }
                }
            }
        }
        Ok(())
    }

    async fn run(steps: Vec<Step>) -> Result<(), TestCaseError> {
        let db = TempDb::new("property");
        let mut store = Store::open(&db.0).await.unwrap();
        let mut model = Model::default();
        for name in ["ann", "bob", "cyd"] {
            let user = register(&store, name).await;
            model.users.push(user.id);
            model.balance.insert(user.id, REGISTRATION_CHIPS);
            model.issued += REGISTRATION_CHIPS;
        }
        for (n, step) in steps.into_iter().enumerate() {
            apply(&mut store, &db, &mut model, n, step).await?;
            let audit = store.audit().await.unwrap();
            prop_assert!(audit.balances(), "{:?}", audit);
            let escrow: i64 = model.games.iter().filter(|g| !g.3).map(|g| 2 * g.2).sum();
            prop_assert_eq!(audit.escrow, escrow);
            prop_assert_eq!(audit.issued, model.issued);
            for &user in &model.users {
                prop_assert_eq!(chips(&store, user).await, model.balance[&user]);
            }
        }
        store.close().await;
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

        /// Over any history of registrations, games, wins, timeouts,
        /// resignations, aborts, retries, top-ups and restarts, every chip
        /// is where the hand-kept model says, and the books balance.
        #[test]
        fn every_chip_is_accounted_for(steps in prop::collection::vec(step(), 1..60)) {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(run(steps))?;
        }
    }
}
