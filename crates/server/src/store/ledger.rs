//! The chips, kept like a bank's books (`migrations/0002_ledger.sql`):
//! registration, top-ups, stakes, settlement, and the audit.

use sqlx::AnyConnection;
use sqlx::Row;

use super::games::GameStatus;
use super::ratings::rate_in;
use super::{Store, StoreError, int, now, unsigned_opt};
use crate::ids::{GameId, UserId};

/// Chips issued to every registered player.
pub const REGISTRATION_CHIPS: i64 = 1000;
/// A registered player below this many chips is topped up to it, once a day.
pub const TOP_UP_FLOOR: i64 = 200;
/// The mint: the one account chips are issued from.
pub(super) const MINT: i64 = 1;
/// Why chips did not move. Nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum MoneyError {
    #[error(transparent)]
    Database(#[from] StoreError),
    /// The user (by id) cannot cover the amount.
    #[error("user {0} cannot cover {1} chips")]
    Short(UserId, i64),
}

/// What a top-up did: the chips issued (0 if none were due) and the
/// balance as committed, which a caller answers with instead of a balance
/// read before it (a concurrent top-up may have landed in between).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TopUp {
    pub issued: i64,
    pub balance: i64,
}

/// A user's account and whether they are a guest, as a top-up reads
/// them: on `PostgreSQL` with the account's row locked
/// ([`Store::top_up`]).
const TOP_UP_READ: [&str; 2] = [
    "SELECT a.id, a.balance, u.password_hash FROM accounts a \
     JOIN users u ON u.id = a.user_id WHERE a.user_id = $1",
    "SELECT a.id, a.balance, u.password_hash FROM accounts a \
     JOIN users u ON u.id = a.user_id WHERE a.user_id = $1 FOR UPDATE OF a",
];

impl Store {
    /// Tops a registered user up to [`TOP_UP_FLOOR`] chips if they have run
    /// out (what they hold and what they have staked in running games is
    /// below it) and have not been topped up on this UTC day. Returns the
    /// chips issued and the balance as committed.
    pub async fn top_up(&self, user_id: UserId) -> Result<TopUp, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        // On PostgreSQL the account's row is locked first: a game starting
        // meanwhile (which takes no lock of the whole database) waits to
        // stake from it, so what it holds and what it has staked are read
        // as of one moment. (On SQLite the transaction holds the file.)
        let row = sqlx::query(TOP_UP_READ[usize::from(self.dialect == super::Dialect::Postgres)])
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else {
            return Ok(TopUp::default());
        };
        let (account, balance): (i64, i64) = (row.get("id"), row.get("balance"));
        let guest = row.get::<Option<String>, _>("password_hash").is_none();
        let staked: i64 = sqlx::query(
            "SELECT CAST(COALESCE(SUM(l.amount), 0) AS BIGINT) AS staked FROM ledger l \
             JOIN games g ON g.id = l.game_id \
             WHERE l.reason = 'stake' AND l.debit = $1 AND g.status != 'over'",
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
            .map_err(MoneyError::into_store)?;
        tx.commit().await?;
        let issued = if moved { amount } else { 0 };
        Ok(TopUp {
            issued,
            balance: balance + issued,
        })
    }

    /// Starts a game between its seats: the seats are stored and, for a
    /// wager, every person's stake moves into the game's escrow, all in one
    /// transaction. A user who cannot cover the wager is named and nothing
    /// changes.
    ///
    /// # Errors
    /// [`MoneyError::Short`] if a player cannot cover the wager.
    pub async fn start_game(
        &self,
        id: GameId,
        seats: [Option<UserId>; 2],
        wager: u32,
    ) -> Result<(), MoneyError> {
        self.start_game_committed(id, &seats, wager, None).await
    }

    /// [`Store::start_game`], storing the first hand's server seed in the
    /// same transaction: a game never starts without its first commitment.
    ///
    /// # Errors
    /// [`MoneyError::Short`] if a player cannot cover the wager.
    pub async fn start_game_committed(
        &self,
        id: GameId,
        seats: &[Option<UserId>],
        wager: u32,
        server_seed: Option<&[u8; 32]>,
    ) -> Result<(), MoneyError> {
        let (_turn, mut tx) = self.begin_stakes().await?;
        self.check_fence(&mut tx).await?;
        if let Some(seed) = server_seed {
            sqlx::query(
                "INSERT INTO hand_seeds (game_id, hand_number, server_seed) VALUES ($1, 0, $2)",
            )
            .bind(id)
            .bind(&seed[..])
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query(
            "UPDATE games SET seat0 = $1, seat1 = $2, status = 'live', updated_at = $3 WHERE id = $4",
        )
        .bind(seats[0])
        .bind(seats[1])
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
        super::games::set_far_seats_in(&mut tx, id, seats).await?;
        if wager > 0 {
            let escrow: i64 = sqlx::query(
                "INSERT INTO accounts (kind, game_id) VALUES ('escrow', $1) \
                 ON CONFLICT(game_id) DO UPDATE SET kind = excluded.kind RETURNING id",
            )
            .bind(id)
            .fetch_one(&mut *tx)
            .await?
            .get("id");
            // In one order (by user), so two games starting at once with
            // the same people never wait for each other's rows in turn.
            let mut people: Vec<UserId> = seats.iter().flatten().copied().collect();
            people.sort_unstable();
            for user in people {
                let account = user_account(&mut tx, user).await?;
                let once = format!("stake:{id}:{user}");
                transfer(
                    &mut tx,
                    account,
                    escrow,
                    i64::from(wager),
                    "stake",
                    Some(id),
                    &once,
                )
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
        id: GameId,
        winner_seat: Option<usize>,
        reason: &str,
        scores: [u16; 2],
    ) -> Result<(), StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        self.check_fence(&mut tx).await?;
        let first = sqlx::query(
            "UPDATE games SET status = 'over', winner = $1, reason = $2, score0 = $3, score1 = $4, \
             updated_at = $5 WHERE id = $6 AND status != 'over'",
        )
        .bind(winner_seat.map(|s| int(s as u64)))
        .bind(reason)
        .bind(i64::from(scores[0]))
        .bind(i64::from(scores[1]))
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        settle_in(&mut tx, id)
            .await
            .map_err(MoneyError::into_store)?;
        if first && let Some(winner) = winner_seat {
            rate_in(&mut tx, id, winner).await?;
        }
        Ok(tx.commit().await?)
    }

    /// Settles a finished game's pot if it is not settled yet (recovery
    /// after a crash); does nothing otherwise.
    pub async fn settle(&self, id: GameId) -> Result<(), StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        settle_in(&mut tx, id)
            .await
            .map_err(MoneyError::into_store)?;
        Ok(tx.commit().await?)
    }

    /// Finished games whose escrow still holds chips.
    pub async fn unsettled_games(&self) -> Result<Vec<GameId>, StoreError> {
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
    pub async fn audit(&self) -> Result<Audit, StoreError> {
        let row = sqlx::query(
            "SELECT \
               (SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM ledger WHERE debit = 1) AS issued, \
               (SELECT CAST(COALESCE(SUM(balance), 0) AS BIGINT) FROM accounts WHERE kind = 'user') AS users, \
               (SELECT CAST(COALESCE(SUM(balance), 0) AS BIGINT) FROM accounts WHERE kind = 'escrow') AS escrow, \
               (SELECT CAST(COALESCE(SUM(balance), 0) AS BIGINT) FROM accounts WHERE kind = 'tournament') AS tournaments, \
               (SELECT COUNT(*) FROM accounts a JOIN tournaments t ON t.id = a.tournament_id \
                  WHERE a.balance != 0 AND t.status IN ('over', 'cancelled')) AS stranded_tournaments, \
               (SELECT COUNT(*) FROM accounts a JOIN tournaments t ON t.id = a.tournament_id \
                  WHERE a.balance != t.entry_fee * \
                    (SELECT COUNT(*) FROM tournament_entries e JOIN users u ON u.id = e.user_id \
                      WHERE e.tournament_id = t.id AND u.computer IS NULL) \
                  AND t.status IN ('registering', 'running')) AS unmatched_entries, \
               (SELECT balance FROM accounts WHERE id = 1) AS mint, \
               (SELECT COUNT(*) FROM accounts a WHERE a.balance != \
                  (SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM ledger WHERE credit = a.id) - \
                  (SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM ledger WHERE debit = a.id)) AS mismatched, \
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
            tournaments: row.get("tournaments"),
            stranded_tournaments: row.get("stranded_tournaments"),
            unmatched_entries: row.get("unmatched_entries"),
            mint: row.get("mint"),
            mismatched: row.get("mismatched"),
            negative: row.get("negative"),
            stranded: row.get("stranded"),
        })
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
    /// What the accounts of tournaments hold (entry fees not yet paid out).
    pub tournaments: i64,
    /// Tournaments over or cancelled whose account still holds chips.
    pub stranded_tournaments: i64,
    /// Tournaments registering or running whose account does not hold
    /// exactly one entry fee per entrant who is a person (a computer enters free).
    pub unmatched_entries: i64,
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
        self.users + self.escrow + self.tournaments == self.issued
            && self.stranded_tournaments == 0
            && self.unmatched_entries == 0
            && self.mint == -self.issued
            && self.mismatched == 0
            && self.negative == 0
            && self.stranded == 0
    }
}

impl From<sqlx::Error> for MoneyError {
    fn from(e: sqlx::Error) -> MoneyError {
        MoneyError::Database(e.into())
    }
}

impl MoneyError {
    /// A shortfall names the user it belongs to.
    fn naming(self, user: UserId) -> MoneyError {
        match self {
            MoneyError::Short(_, amount) => MoneyError::Short(user, amount),
            other @ MoneyError::Database(_) => other,
        }
    }

    /// Where no shortfall is possible (the mint, or an escrow paying out
    /// what it holds), one would be a broken invariant: reported as a
    /// database error, so the transaction rolls back.
    pub(super) fn into_store(self) -> StoreError {
        match self {
            MoneyError::Database(e) => e,
            short @ MoneyError::Short(..) => {
                StoreError::Invalid(format!("a shortfall where none can be ({short})"))
            }
        }
    }
}

pub(super) async fn user_account(tx: &mut AnyConnection, user: UserId) -> Result<i64, StoreError> {
    Ok(sqlx::query("SELECT id FROM accounts WHERE user_id = $1")
        .bind(user)
        .fetch_one(&mut *tx)
        .await?
        .get("id"))
}

/// The chips a user is given once, on registering (directly or as a guest
/// who registers), into their `account`.
pub(super) async fn grant_registration(
    tx: &mut AnyConnection,
    user: UserId,
    account: i64,
) -> Result<(), StoreError> {
    let once = format!("registration:{user}");
    transfer(
        tx,
        MINT,
        account,
        REGISTRATION_CHIPS,
        "registration",
        None,
        &once,
    )
    .await
    .map_err(MoneyError::into_store)?;
    Ok(())
}

/// Moves `amount` chips from `debit` to `credit` with its ledger entry.
/// Returns `false`, changing nothing, if the entry named `once` was already
/// made. On [`MoneyError::Short`] the caller's transaction must roll back
/// (dropping it does).
pub(super) async fn transfer(
    tx: &mut AnyConnection,
    debit: i64,
    credit: i64,
    amount: i64,
    reason: &str,
    game: Option<GameId>,
    once: &str,
) -> Result<bool, MoneyError> {
    let entered = sqlx::query(
        "INSERT INTO ledger (debit, credit, amount, reason, game_id, once, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT(once) DO NOTHING",
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
        "UPDATE accounts SET balance = balance - $1 WHERE id = $2 AND (kind = 'mint' OR balance >= $3)",
    )
    .bind(amount)
    .bind(debit)
    .bind(amount)
    .execute(&mut *tx)
    .await?;
    if debited.rows_affected() == 0 {
        return Err(MoneyError::Short(UserId::new(0), amount));
    }
    sqlx::query("UPDATE accounts SET balance = balance + $1 WHERE id = $2")
        .bind(amount)
        .bind(credit)
        .execute(&mut *tx)
        .await?;
    Ok(true)
}

/// Pays out a finished game's escrow: all of it to the winner at a table
/// of two; at four, each person of the winning team gets their stake back
/// and one opponent's (the pot split evenly between the team's two
/// people: a wagered game of four seats four people); or each stake back
/// to its player when nobody won. Does nothing for a game still running
/// or already settled: each payment is a ledger entry made once.
async fn settle_in(tx: &mut AnyConnection, id: GameId) -> Result<(), MoneyError> {
    let row = sqlx::query(
        "SELECT g.status, g.winner, g.seat0, g.seat1, g.seat2, g.seat3, g.draw, \
         a.id AS escrow, a.balance \
         FROM games g JOIN accounts a ON a.game_id = g.id WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else { return Ok(()) };
    let status: GameStatus = row
        .try_get::<String, _>("status")?
        .parse()
        .map_err(StoreError::from)?;
    let (escrow, pot): (i64, i64) = (row.get("escrow"), row.get("balance"));
    if status != GameStatus::Over || pot == 0 {
        return Ok(());
    }
    let winner: Option<usize> = unsigned_opt(&row, "winner")?;
    let seats: [Option<UserId>; 4] = [
        row.get("seat0"),
        row.get("seat1"),
        row.get("seat2"),
        row.get("seat3"),
    ];
    let four = row.get::<i64, _>("draw") == 5;
    // The winners' people: seat `winner`, and at four its partner too.
    let mut winners: Vec<UserId> = match winner {
        Some(w) if four => [w, w + 2]
            .iter()
            .filter_map(|&s| seats.get(s).copied().flatten())
            .collect(),
        Some(w) => seats.get(w).copied().flatten().into_iter().collect(),
        None => Vec::new(),
    };
    // Paid in the order games stake in (by user): a game starting with
    // the same people never waits for this one's rows while it waits for
    // that one's (`Store::begin_stakes`).
    winners.sort_unstable();
    let whole: i64 = if four { 2 } else { 1 };
    if winners.len() as u64 == whole.unsigned_abs() {
        // The pot divides evenly: every person staked the same wager.
        let share = pot / whole;
        for user in winners {
            let account = user_account(tx, user).await?;
            let once = if four {
                format!("payout:{id}:{user}")
            } else {
                format!("payout:{id}")
            };
            transfer(tx, escrow, account, share, "payout", Some(id), &once).await?;
        }
    } else {
        // In the order they were staked, which is by user.
        let stakes = sqlx::query(
            "SELECT debit, amount FROM ledger WHERE game_id = $1 AND reason = 'stake' ORDER BY id",
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

#[cfg(test)]
mod tests;
