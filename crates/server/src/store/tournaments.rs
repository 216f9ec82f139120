//! Tournaments: the event, its entries, its rounds, and the money.
//!
//! Every change of a tournament is one transaction that first checks the
//! state it changes from (`WHERE status = ..`, `WHERE round = ..`), so a
//! step taken twice (after a crash, or by two nodes) happens once. One
//! node at a time drives a tournament, under a lease ([`Drive`]) that
//! every step it writes checks: a node whose lease passed to another (it
//! stalled past it) changes nothing. The
//! entry fees go from each entrant into the tournament's own account
//! (kind `tournament`) and leave it once: as prizes when it ends, or back
//! to each entrant when it is cancelled or they withdraw. The ledger's
//! `once` keys: `entry:T:U:K` and `refund:T:U:K` (K counts a user's
//! entries to the tournament: they may withdraw and enter again),
//! `prize:T:U`.

use dominoes_bots::Level;
use dominoes_rules::{DealSize, Settings, Target};
use dominoes_tournament::{Format, Plan};
use sqlx::Row;
use sqlx::any::AnyRow;

use super::ledger::{transfer, user_account};
use super::{MoneyError, Store, StoreError, int, now, unsigned, unsigned_opt};
use crate::ids::{GameId, TournamentId, UserId};

/// Where a tournament is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    Registering,
    Running,
    Over,
    Cancelled,
}

impl TournamentStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Registering => "registering",
            TournamentStatus::Running => "running",
            TournamentStatus::Over => "over",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    fn parse(text: &str) -> Result<TournamentStatus, StoreError> {
        Ok(match text {
            "registering" => TournamentStatus::Registering,
            "running" => TournamentStatus::Running,
            "over" => TournamentStatus::Over,
            "cancelled" => TournamentStatus::Cancelled,
            other => return Err(StoreError::Invalid(format!("tournament status {other:?}"))),
        })
    }
}

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub name: String,
    /// Who created it; `None`: the operator.
    pub creator: Option<UserId>,
    pub plan: Plan,
    /// Each game's settings (two seats: draw 7 or 9).
    pub settings: Settings,
    /// Each game's clock, minutes per hand.
    pub minutes: u32,
    /// When it starts (Unix seconds); `None`: as soon as it is full.
    pub starts_at: Option<i64>,
    pub status: TournamentStatus,
    /// The round under way, from 1; 0 before the start.
    pub round: u32,
    pub created_at: i64,
    /// Entrants now.
    pub entrants: u32,
    /// Entrants now who are people (the rest are computers, who pay no
    /// entry fee).
    pub people: u32,
    /// A sit-and-go's computers that take the seats left after a wait.
    pub fill: Option<Fill>,
}

/// A sit-and-go filled by computers: `after` seconds after its creation,
/// if a person has entered and seats are left, computers of `level` take
/// them, and it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fill {
    #[serde(with = "level_name")]
    pub level: Level,
    pub after: u32,
}

/// A bot level as its name ("expert").
pub(crate) mod level_name {
    use dominoes_bots::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    #[allow(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's `with` passes a reference"
    )]
    pub fn serialize<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(level.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

impl TournamentRow {
    /// Whether its games are games of four, played by teams of two.
    pub fn teams(&self) -> bool {
        self.settings.deal_size.seats().count() == 4
    }

    /// How many entrants the pairing sees: the entrants, or in a
    /// tournament of teams the teams they make (half of them, an odd one
    /// left out).
    pub fn field(&self) -> u32 {
        if self.teams() {
            self.entrants / 2
        } else {
            self.entrants
        }
    }

    /// How many people it seats: `max_players` entrants, each a team of
    /// two in a tournament of teams.
    pub fn seats(&self) -> u32 {
        let per_entrant = if self.teams() { 2 } else { 1 };
        u32::from(self.plan.max_players) * per_entrant
    }
}

/// An entrant.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryRow {
    pub user: UserId,
    pub name: String,
    pub registered_at: i64,
    /// Their rating at the start (the seeding); `None` before it.
    pub rating: Option<f64>,
    /// Their final place, once it is over.
    pub place: Option<u32>,
    /// Chips they won.
    pub prize: i64,
    /// A computer player: its level.
    pub computer: Option<Level>,
    /// A tournament of teams: the partner this entrant asked for.
    pub partner: Option<UserId>,
    /// A tournament of teams, from its start: the team's id (the user id
    /// of its first member).
    pub team: Option<UserId>,
}

/// A tournament of teams at its start: each team (its first member, who
/// gives it its id, and its second), and the entrant left out of an odd
/// field (refunded and taken out as the tournament starts).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Teams {
    pub formed: Vec<(UserId, UserId)>,
    pub left_out: Option<UserId>,
    /// Every entrant and the partner they asked for, as the teams were
    /// formed from: the start checks the entries still say so.
    pub asked: Vec<(UserId, Option<UserId>)>,
}

/// Where a tournament's game belongs: the round, the board (the pair's
/// index in the round) and the game of the match (from 0). A game row
/// holds its slot, and a slot is unique: a game is never opened twice for
/// it (after a crash, or by two nodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub tournament: TournamentId,
    pub round: u32,
    pub board: u32,
    pub game: u32,
}

/// A game a tournament opened: round, board (the pair's index in the
/// round) and game of the match (from 0).
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentGame {
    pub round: u32,
    pub board: u32,
    pub game: u32,
    pub id: GameId,
    /// Seat 0's and seat 1's player (in a tournament of teams, each
    /// team's first member, whose id is the team's).
    pub seats: [Option<UserId>; 2],
    /// In a game of four, seats 2 and 3: the partners of seats 0 and 1.
    pub partners: [Option<UserId>; 2],
    /// Over, with the winning seat (`None` while it is played).
    pub over: bool,
    /// Stored but not started (its node stopped in between).
    pub open: bool,
    pub winner: Option<usize>,
    pub scores: [u32; 2],
}

/// A tournament a player entered, for their page.
#[derive(Clone, Debug, PartialEq)]
pub struct Entered {
    pub id: TournamentId,
    pub name: String,
    pub status: TournamentStatus,
    /// Their final place, once it is over.
    pub place: Option<u32>,
    pub prize: i64,
    /// How many entered.
    pub entrants: u32,
}

/// Why a registration, withdrawal or cancel is refused.
#[derive(Debug, thiserror::Error)]
pub enum EntryError {
    #[error("no tournament {0}")]
    Unknown(TournamentId),
    #[error("registration is closed: the tournament has started or ended")]
    Closed,
    #[error("the tournament is full")]
    Full,
    #[error("you are already registered")]
    Already,
    #[error("you are not registered")]
    NotEntered,
    #[error("the entry fee is {0} chips, more than you hold")]
    Chips(i64),
    #[error("this tournament is not played in teams: enter without a partner")]
    NoTeams,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for EntryError {
    fn from(e: sqlx::Error) -> EntryError {
        EntryError::Store(e.into())
    }
}

const COLUMNS: &str = "t.id, t.name, t.creator, t.format, t.draw, t.target, t.minutes, \
     t.entry_fee, t.split, t.min_players, t.max_players, t.starts_at, t.status, t.round, \
     t.created_at, t.fill, \
     (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) AS entrants, \
     (SELECT COUNT(*) FROM tournament_entries e JOIN users u ON u.id = e.user_id \
        WHERE e.tournament_id = t.id AND u.computer IS NULL) AS people";

fn tournament(row: &AnyRow) -> Result<TournamentRow, StoreError> {
    let json = |column: &str| -> Result<String, StoreError> { Ok(row.try_get(column)?) };
    let format: Format = serde_json::from_str(&json("format")?)
        .map_err(|e| StoreError::Invalid(format!("a tournament format ({e})")))?;
    let split: Vec<u32> = serde_json::from_str(&json("split")?)
        .map_err(|e| StoreError::Invalid(format!("a prize split ({e})")))?;
    let draw: u64 = unsigned(row, "draw")?;
    let target: u64 = unsigned(row, "target")?;
    Ok(TournamentRow {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        creator: row.try_get("creator")?,
        plan: Plan {
            format,
            min_players: unsigned(row, "min_players")?,
            max_players: unsigned(row, "max_players")?,
            entry_fee: row.try_get("entry_fee")?,
            split,
        },
        settings: Settings {
            deal_size: DealSize::new(draw)
                .ok_or_else(|| StoreError::Invalid(format!("draw {draw}")))?,
            target: Target::new(target)
                .ok_or_else(|| StoreError::Invalid(format!("target {target}")))?,
        },
        minutes: unsigned(row, "minutes")?,
        starts_at: row.try_get("starts_at")?,
        status: TournamentStatus::parse(&row.try_get::<String, _>("status")?)?,
        round: unsigned(row, "round")?,
        created_at: row.try_get("created_at")?,
        entrants: unsigned(row, "entrants")?,
        people: unsigned(row, "people")?,
        fill: row
            .try_get::<Option<String>, _>("fill")?
            .map(|json| serde_json::from_str(&json))
            .transpose()
            .map_err(|e| StoreError::Invalid(format!("a tournament's fill ({e})")))?,
    })
}

impl Store {
    /// Stores a new tournament, open for registration, with its account,
    /// and enters `computers` (computer players of those levels: a
    /// practice event's).
    pub async fn create_tournament(
        &self,
        t: &TournamentRow,
        computers: &[Level],
    ) -> Result<TournamentId, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let stamp = now();
        let fill = t
            .fill
            .map(|fill| serde_json::to_string(&fill).unwrap_or_default());
        let id: TournamentId = sqlx::query(
            "INSERT INTO tournaments (name, creator, format, draw, target, minutes, entry_fee, \
             split, min_players, max_players, starts_at, status, round, created_at, updated_at, fill) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'registering', 0, $12, $13, $14) \
             RETURNING id",
        )
        .bind(&t.name)
        .bind(t.creator)
        .bind(serde_json::to_string(&t.plan.format).unwrap_or_default())
        .bind(int(t.settings.deal_size.tiles() as u64))
        .bind(i64::from(t.settings.target.points()))
        .bind(i64::from(t.minutes))
        .bind(t.plan.entry_fee)
        .bind(serde_json::to_string(&t.plan.split).unwrap_or_default())
        .bind(i64::from(t.plan.min_players))
        .bind(i64::from(t.plan.max_players))
        .bind(t.starts_at)
        .bind(stamp)
        .bind(stamp)
        .bind(fill)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
        sqlx::query("INSERT INTO accounts (kind, tournament_id) VALUES ('tournament', $1)")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        enter_computers(&mut tx, id, computers).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Fills the seats left of `capacity` in a sit-and-go with computers
    /// of `level` (its driver's step, once the wait is over), counted in
    /// the same transaction (an entry that came just before takes its
    /// seat): false if it is no longer registering, this node no longer
    /// drives it, or no seat was left.
    pub async fn fill_tournament(
        &self,
        id: TournamentId,
        drive: Drive,
        level: Level,
        capacity: u32,
    ) -> Result<bool, StoreError> {
        let Some((_turn, mut tx)) = self
            .step(id, Some(drive), "round = 0", "status = 'registering'", None)
            .await?
        else {
            return Ok(false);
        };
        let entered: i64 =
            sqlx::query("SELECT COUNT(*) AS n FROM tournament_entries WHERE tournament_id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?
                .get("n");
        let seats = usize::try_from(i64::from(capacity) - entered).unwrap_or(0);
        if seats == 0 {
            return Ok(false);
        }
        enter_computers(&mut tx, id, &vec![level; seats]).await?;
        tx.commit().await?;
        Ok(true)
    }

    pub async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.id = $1"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(tournament).transpose()
    }

    /// Tournaments registering or running, then the 50 last ended; each
    /// group by start (the soonest first), then by id.
    pub async fn tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.status IN ('registering', 'running') \
             ORDER BY t.starts_at IS NULL, t.starts_at, t.id"
        )))
        .fetch_all(&self.pool)
        .await?;
        let ended = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.status IN ('over', 'cancelled') \
             ORDER BY t.updated_at DESC, t.id DESC LIMIT 50"
        )))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().chain(&ended).map(tournament).collect()
    }

    /// The tournaments a driver has to look at: registering or running.
    pub async fn active_tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.status IN ('registering', 'running') \
             ORDER BY t.id"
        )))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(tournament).collect()
    }

    /// The entrants, in the order they registered.
    pub async fn entries(&self, id: TournamentId) -> Result<Vec<EntryRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT e.user_id, u.name, u.computer, e.registered_at, e.rating, e.place, e.prize, \
             e.partner, e.team \
             FROM tournament_entries e JOIN users u ON u.id = e.user_id \
             WHERE e.tournament_id = $1 ORDER BY e.registered_at, e.user_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(EntryRow {
                    user: r.try_get("user_id")?,
                    name: r.try_get("name")?,
                    registered_at: r.try_get("registered_at")?,
                    rating: r.try_get("rating")?,
                    place: unsigned_opt(r, "place")?,
                    prize: r.try_get("prize")?,
                    computer: r
                        .try_get::<Option<String>, _>("computer")?
                        .and_then(|level| level.parse().ok()),
                    partner: r.try_get("partner")?,
                    team: r.try_get("team")?,
                })
            })
            .collect()
    }

    /// Enters `user`, paying the entry fee into the tournament's account;
    /// in a tournament of teams, asking for `partner` (their team is
    /// formed at the start if the partner asked for them too).
    pub async fn register(
        &self,
        id: TournamentId,
        user: UserId,
        partner: Option<UserId>,
    ) -> Result<(), EntryError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let t = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.id = $1"
        )))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .ok_or(EntryError::Unknown(id))?;
        let t = tournament(&t)?;
        if t.status != TournamentStatus::Registering {
            return Err(EntryError::Closed);
        }
        if t.entrants >= t.seats() {
            return Err(EntryError::Full);
        }
        if partner.is_some() && !t.teams() {
            return Err(EntryError::NoTeams);
        }
        let entered = sqlx::query(
            "INSERT INTO tournament_entries (tournament_id, user_id, registered_at, partner) \
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
        )
        .bind(id)
        .bind(user)
        .bind(now())
        .bind(partner)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if entered == 0 {
            return Err(EntryError::Already);
        }
        if t.plan.entry_fee > 0 {
            let times = times_entered(&mut tx, id, user).await?;
            let from = user_account(&mut tx, user).await?;
            let to = tournament_account(&mut tx, id).await?;
            let once = format!("entry:{id}:{user}:{times}");
            match transfer(&mut tx, from, to, t.plan.entry_fee, "stake", None, &once).await {
                Ok(_) => {}
                Err(MoneyError::Short(..)) => return Err(EntryError::Chips(t.plan.entry_fee)),
                Err(MoneyError::Database(e)) => return Err(e.into()),
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Takes `user` out before the start, their entry fee back.
    pub async fn withdraw(&self, id: TournamentId, user: UserId) -> Result<(), EntryError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let status: String = sqlx::query("SELECT status FROM tournaments WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(EntryError::Unknown(id))?
            .try_get("status")?;
        if TournamentStatus::parse(&status)? != TournamentStatus::Registering {
            return Err(EntryError::Closed);
        }
        refund_in(&mut tx, id, user).await?;
        let gone =
            sqlx::query("DELETE FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2")
                .bind(id)
                .bind(user)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        if gone == 0 {
            return Err(EntryError::NotEntered);
        }
        tx.commit().await?;
        Ok(())
    }

    /// Cancels a tournament that has not started: every entry fee back.
    /// False if it had started or ended already (nothing changes).
    pub async fn cancel_tournament(
        &self,
        id: TournamentId,
        drive: Option<Drive>,
    ) -> Result<bool, StoreError> {
        let Some((_turn, mut tx)) = self
            .step(
                id,
                drive,
                "status = 'cancelled'",
                "status = 'registering'",
                None,
            )
            .await?
        else {
            return Ok(false);
        };
        // Refunded by user, the order every chip transaction locks
        // people's rows in (`Store::begin_stakes`).
        for user in entrants_in(&mut tx, id).await? {
            refund_in(&mut tx, id, user).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Starts a tournament: the entrants' ratings fixed for the seeding,
    /// round 1's pairing stored. False if it was not registering (it
    /// started already: nothing changes).
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        drive: Drive,
        ratings: &[(UserId, f64)],
        teams: &Teams,
        pairing: &str,
    ) -> Result<bool, StoreError> {
        let Some((_turn, mut tx)) = self
            .step(
                id,
                Some(drive),
                "status = 'running', round = 1",
                "status = 'registering'",
                None,
            )
            .await?
        else {
            return Ok(false);
        };
        // The field paired must be the field entered: an entry or a
        // withdrawal that landed after the driver read them undoes the
        // start (nothing changes), and the next step pairs the field anew.
        let entered = entrants_in(&mut tx, id).await?;
        let mut paired: Vec<UserId> = ratings.iter().map(|&(user, _)| user).collect();
        paired.sort_unstable();
        if entered != paired {
            return Ok(false);
        }
        if !teams.asked.is_empty() {
            // A partner asked for anew (a withdrawal and an entry) since
            // the teams were formed undoes the start too.
            let mut now: Vec<(UserId, Option<UserId>)> = sqlx::query(
                "SELECT user_id, partner FROM tournament_entries WHERE tournament_id = $1",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| (r.get("user_id"), r.get("partner")))
            .collect();
            let mut asked = teams.asked.clone();
            now.sort_unstable();
            asked.sort_unstable();
            if now != asked {
                return Ok(false);
            }
        }
        for &(user, rating) in ratings {
            sqlx::query(
                "UPDATE tournament_entries SET rating = $1 WHERE tournament_id = $2 AND user_id = $3",
            )
            .bind(rating)
            .bind(id)
            .bind(user)
            .execute(&mut *tx)
            .await?;
        }
        for &(first, second) in &teams.formed {
            sqlx::query(
                "UPDATE tournament_entries SET team = $1 \
                 WHERE tournament_id = $2 AND user_id IN ($3, $4)",
            )
            .bind(first)
            .bind(id)
            .bind(first)
            .bind(second)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(user) = teams.left_out {
            // The odd one out of a field of teams: out again, fee back.
            refund_in(&mut tx, id, user).await?;
            sqlx::query("DELETE FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2")
                .bind(id)
                .bind(user)
                .execute(&mut *tx)
                .await?;
        }
        insert_round(&mut tx, id, 1, pairing).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Moves from round `from` to the next with its `pairing`; false if
    /// the tournament is not at round `from` (it moved on already).
    pub async fn next_round(
        &self,
        id: TournamentId,
        drive: Drive,
        from: u32,
        pairing: &str,
    ) -> Result<bool, StoreError> {
        let Some((_turn, mut tx)) = self
            .step(
                id,
                Some(drive),
                "round = round + 1",
                "status = 'running' AND round = $3",
                Some(from),
            )
            .await?
        else {
            return Ok(false);
        };
        insert_round(&mut tx, id, from + 1, pairing).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The stored pairings, by round (index 0 is round 1).
    pub async fn tournament_rounds(&self, id: TournamentId) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT pairing FROM tournament_rounds WHERE tournament_id = $1 ORDER BY round",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get("pairing")).collect())
    }

    /// The games the tournament opened, by round, board and game.
    pub async fn tournament_games(
        &self,
        id: TournamentId,
    ) -> Result<Vec<TournamentGame>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, tournament_round, tournament_board, tournament_game, seat0, seat1, \
             seat2, seat3, status, winner, score0, score1 FROM games WHERE tournament_id = $1 \
             ORDER BY tournament_round, tournament_board, tournament_game",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let score =
                    |c: &str| -> Result<u32, StoreError> { Ok(unsigned_opt(r, c)?.unwrap_or(0)) };
                Ok(TournamentGame {
                    round: unsigned(r, "tournament_round")?,
                    board: unsigned(r, "tournament_board")?,
                    game: unsigned(r, "tournament_game")?,
                    id: r.try_get("id")?,
                    seats: [r.try_get("seat0")?, r.try_get("seat1")?],
                    partners: [r.try_get("seat2")?, r.try_get("seat3")?],
                    over: r.try_get::<String, _>("status")? == "over",
                    open: r.try_get::<String, _>("status")? == "open",
                    winner: unsigned_opt(r, "winner")?,
                    scores: [score("score0")?, score("score1")?],
                })
            })
            .collect()
    }

    /// Ends a running tournament: the places stored and the prizes paid
    /// from its account, in one transaction. False if it was not running
    /// (ended already: nothing is paid twice).
    pub async fn finish_tournament(
        &self,
        id: TournamentId,
        drive: Drive,
        places: &[(UserId, u32)],
        prizes: &[(UserId, i64)],
    ) -> Result<bool, StoreError> {
        let Some((_turn, mut tx)) = self
            .step(
                id,
                Some(drive),
                "status = 'over'",
                "status = 'running'",
                None,
            )
            .await?
        else {
            return Ok(false);
        };
        for &(user, place) in places {
            sqlx::query(
                "UPDATE tournament_entries SET place = $1 WHERE tournament_id = $2 AND user_id = $3",
            )
            .bind(i64::from(place))
            .bind(id)
            .bind(user)
            .execute(&mut *tx)
            .await?;
        }
        let from = tournament_account(&mut tx, id).await?;
        // Paid by user, the order every chip transaction locks people's
        // rows in (`Store::begin_stakes`), not by place.
        let mut paid: Vec<(UserId, i64)> = prizes
            .iter()
            .copied()
            .filter(|(_, chips)| *chips > 0)
            .collect();
        paid.sort_unstable();
        for (user, chips) in paid {
            let to = user_account(&mut tx, user).await?;
            transfer(
                &mut tx,
                from,
                to,
                chips,
                "payout",
                None,
                &format!("prize:{id}:{user}"),
            )
            .await
            .map_err(MoneyError::into_store)?;
            sqlx::query(
                "UPDATE tournament_entries SET prize = $1 WHERE tournament_id = $2 AND user_id = $3",
            )
            .bind(chips)
            .bind(id)
            .bind(user)
            .execute(&mut *tx)
            .await?;
        }
        let left: i64 = sqlx::query("SELECT balance FROM accounts WHERE id = $1")
            .bind(from)
            .fetch_one(&mut *tx)
            .await?
            .get("balance");
        if left != 0 {
            // The prizes are the pool, to the chip (prize.rs): anything
            // else is a broken invariant, and nothing is paid.
            return Err(StoreError::Invalid(format!(
                "{left} chips left in tournament {id}'s account after its prizes"
            )));
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The deal a duplicate round's game plays: its round's seed and the
    /// deal's number (`None`: not a game of a duplicate event). The table
    /// derives each hand's server seed from them
    /// ([`dominoes_rules::fairness::duplicate_seed`]).
    ///
    /// # Errors
    /// If the tournament cannot be read, or its round has no seed.
    pub async fn duplicate_deal(&self, slot: Slot) -> Result<Option<([u8; 32], u32)>, StoreError> {
        /// The one field of a round's pairing (tournaments.rs `Boards`)
        /// read here.
        #[derive(serde::Deserialize)]
        struct Seeded {
            seed: Option<String>,
        }
        let Some(t) = self.tournament(slot.tournament).await? else {
            return Ok(None);
        };
        let Format::Duplicate { deals, .. } = t.plan.format else {
            return Ok(None);
        };
        let pairing: Option<String> = sqlx::query(
            "SELECT pairing FROM tournament_rounds WHERE tournament_id = $1 AND round = $2",
        )
        .bind(slot.tournament)
        .bind(i64::from(slot.round))
        .fetch_optional(&self.pool)
        .await?
        .map(|r| r.get("pairing"));
        let seed = pairing
            .and_then(|json| serde_json::from_str::<Seeded>(&json).ok())
            .and_then(|round| round.seed)
            .and_then(|hex| dominoes_rules::fairness::parse_hex32(&hex))
            .ok_or_else(|| {
                StoreError::Invalid(format!(
                    "round {} of duplicate tournament {} has no seed",
                    slot.round, slot.tournament
                ))
            })?;
        Ok(Some((
            seed,
            dominoes_tournament::duplicate::deal(slot.game, deals),
        )))
    }

    /// The tournament `game` belongs to, if any.
    pub async fn game_tournament(&self, game: GameId) -> Result<Option<TournamentId>, StoreError> {
        let row = sqlx::query("SELECT tournament_id FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.and_then(|r| r.get("tournament_id")))
    }
}

impl Store {
    /// The tournaments `user` entered, newest first (the last 50).
    pub async fn tournaments_of(&self, user: UserId) -> Result<Vec<Entered>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.id, t.name, t.status, e.place, e.prize, \
             (SELECT COUNT(*) FROM tournament_entries x WHERE x.tournament_id = t.id) AS entrants \
             FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id \
             WHERE e.user_id = $1 ORDER BY t.id DESC LIMIT 50",
        )
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Entered {
                    id: r.try_get("id")?,
                    name: r.try_get("name")?,
                    status: TournamentStatus::parse(&r.try_get::<String, _>("status")?)?,
                    place: unsigned_opt(r, "place")?,
                    prize: r.try_get("prize")?,
                    entrants: unsigned(r, "entrants")?,
                })
            })
            .collect()
    }
}

/// A node's lease on driving a tournament: every step it writes names
/// the generation, so a node that lost the lease (it stalled, and another
/// took over) changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drive {
    pub generation: i64,
}

impl Store {
    /// Takes or renews this node's lease on driving tournament `id` until
    /// `now_ms + lease_ms`: granted if nobody holds it, this node does, or
    /// the holder's lease ran out (then the generation moves on). `None`:
    /// another node drives it.
    pub async fn drive_tournament(
        &self,
        id: TournamentId,
        now_ms: i64,
        lease_ms: i64,
    ) -> Result<Option<Drive>, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let row = sqlx::query(
            "UPDATE tournaments SET driver_generation = driver_generation + \
               CASE WHEN driver = $1 AND driver_until >= $2 THEN 0 ELSE 1 END, \
             driver = $1, driver_until = $3 \
             WHERE id = $4 AND (driver IS NULL OR driver = $1 OR driver_until < $2) \
             RETURNING driver_generation",
        )
        .bind(self.node())
        .bind(now_ms)
        .bind(now_ms + lease_ms)
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(row.map(|r| Drive {
            generation: r.get("driver_generation"),
        }))
    }
}

impl Store {
    /// Begins a step of tournament `id`: a write transaction in which this
    /// node still holds `drive` (if a driver takes the step) and `UPDATE
    /// tournaments SET {set} WHERE {condition}` changed its row (`$3` in
    /// the condition is `round`); the open transaction, for the rest of
    /// the step, with its turn ([`super::Turn`]: keep it bound until the
    /// transaction ends), or `None` (nothing written) if either failed.
    async fn step(
        &self,
        id: TournamentId,
        drive: Option<Drive>,
        set: &'static str,
        condition: &'static str,
        round: Option<u32>,
    ) -> Result<Option<(super::Turn, sqlx::Transaction<'static, sqlx::Any>)>, StoreError> {
        let (turn, mut tx) = self.begin_write().await?;
        if !still_driving(&mut tx, id, self.node(), drive).await? {
            return Ok(None);
        }
        let query = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE tournaments SET {set}, updated_at = $1 WHERE id = $2 AND {condition}"
        )))
        .bind(now())
        .bind(id);
        // Only a condition that names `$3` is given it.
        let query = match round {
            Some(round) => query.bind(i64::from(round)),
            None => query,
        };
        let changed = query.execute(&mut *tx).await?.rows_affected();
        // The turn goes with the transaction: it is kept until that ends.
        Ok((changed == 1).then_some((turn, tx)))
    }
}

/// Whether `drive` is still this node's lease on tournament `id`, inside
/// the transaction about to write a step (`None`: a write not made by a
/// driver, such as its creator's cancel).
async fn still_driving(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
    node: &str,
    drive: Option<Drive>,
) -> Result<bool, StoreError> {
    let Some(drive) = drive else {
        return Ok(true);
    };
    Ok(sqlx::query(
        "SELECT 1 AS one FROM tournaments WHERE id = $1 AND driver = $2 AND driver_generation = $3",
    )
    .bind(id)
    .bind(node)
    .bind(drive.generation)
    .fetch_optional(&mut *tx)
    .await?
    .is_some())
}

async fn insert_round(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
    round: u32,
    pairing: &str,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO tournament_rounds (tournament_id, round, pairing) VALUES ($1, $2, $3)",
    )
    .bind(id)
    .bind(i64::from(round))
    .bind(pairing)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

async fn tournament_account(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
) -> Result<i64, StoreError> {
    Ok(
        sqlx::query("SELECT id FROM accounts WHERE tournament_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?
            .get("id"),
    )
}

/// Enters a computer player of each of `levels` in tournament `id`, free;
/// each named by its level and its number among the tournament's
/// computers of that level.
async fn enter_computers(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
    levels: &[Level],
) -> Result<(), StoreError> {
    let stamp = now();
    for &level in levels {
        let entered: i64 = sqlx::query(
            "SELECT COUNT(*) AS n FROM tournament_entries e JOIN users u ON u.id = e.user_id \
             WHERE e.tournament_id = $1 AND u.computer = $2",
        )
        .bind(id)
        .bind(level.name())
        .fetch_one(&mut *tx)
        .await?
        .get("n");
        let number = usize::try_from(entered).unwrap_or(0) + 1;
        let user = Store::computer_in(tx, level, number).await?;
        sqlx::query(
            "INSERT INTO tournament_entries (tournament_id, user_id, registered_at) \
             VALUES ($1, $2, $3)",
        )
        .bind(id)
        .bind(user)
        .bind(stamp)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// The tournament's entrants, by user: the order every chip transaction
/// locks people's rows in (`Store::begin_stakes`).
async fn entrants_in(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
) -> Result<Vec<UserId>, StoreError> {
    Ok(sqlx::query(
        "SELECT user_id FROM tournament_entries WHERE tournament_id = $1 ORDER BY user_id",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?
    .iter()
    .map(|r| r.get("user_id"))
    .collect())
}

/// How many entry fees `user` has paid into the tournament so far.
async fn times_entered(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
    user: UserId,
) -> Result<i64, StoreError> {
    Ok(
        sqlx::query("SELECT COUNT(*) AS n FROM ledger WHERE once LIKE $1")
            .bind(format!("entry:{id}:{user}:%"))
            .fetch_one(&mut *tx)
            .await?
            .get("n"),
    )
}

/// Gives `user` their last entry fee back (nothing if the entry was free).
async fn refund_in(
    tx: &mut sqlx::AnyConnection,
    id: TournamentId,
    user: UserId,
) -> Result<(), StoreError> {
    let fee: i64 = sqlx::query("SELECT entry_fee FROM tournaments WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *tx)
        .await?
        .get("entry_fee");
    let times = times_entered(tx, id, user).await?;
    if fee == 0 || times == 0 {
        return Ok(());
    }
    let from = tournament_account(tx, id).await?;
    let to = user_account(tx, user).await?;
    let once = format!("refund:{id}:{user}:{}", times - 1);
    transfer(tx, from, to, fee, "refund", None, &once)
        .await
        .map_err(MoneyError::into_store)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use dominoes_tournament::{Format, Plan};

    use super::super::testing::{SETTINGS, register, store};
    use super::*;

    fn row(creator: UserId) -> TournamentRow {
        TournamentRow {
            id: TournamentId::new(0),
            name: "Cup".into(),
            creator: Some(creator),
            plan: Plan {
                format: Format::Swiss { rounds: 1 },
                min_players: 2,
                max_players: 2,
                entry_fee: 10,
                split: vec![100],
            },
            settings: SETTINGS,
            minutes: 4,
            starts_at: None,
            status: TournamentStatus::Registering,
            round: 0,
            created_at: 0,
            entrants: 0,
            people: 0,
            fill: None,
        }
    }

    #[tokio::test]
    async fn one_node_drives_a_tournament_and_a_lost_lease_writes_nothing() {
        let store = store().await;
        let ann = register(&store, "ann").await;
        let id = store.create_tournament(&row(ann.id), &[]).await.unwrap();
        let (a, b) = (store.on_node("http://a"), store.on_node("http://b"));
        let first = a
            .drive_tournament(id, 1_000, 500)
            .await
            .unwrap()
            .expect("a drives");
        assert_eq!(
            b.drive_tournament(id, 1_200, 500).await.unwrap(),
            None,
            "a holds it"
        );
        // Renewed in time, the generation stays.
        assert_eq!(
            a.drive_tournament(id, 1_400, 500).await.unwrap(),
            Some(first)
        );
        // a stalls past its lease: b takes over, with the next generation.
        let second = b
            .drive_tournament(id, 2_000, 500)
            .await
            .unwrap()
            .expect("b drives");
        assert!(second.generation > first.generation);
        assert_eq!(a.drive_tournament(id, 2_100, 500).await.unwrap(), None);
        // a's step, written with its old lease, changes nothing; b's does.
        let bob = register(&store, "bob").await;
        store.register(id, ann.id, None).await.unwrap();
        store.register(id, bob.id, None).await.unwrap();
        let ratings = [(ann.id, 1500.0), (bob.id, 1500.0)];
        assert!(
            !a.start_tournament(id, first, &ratings, &Teams::default(), "{}")
                .await
                .unwrap()
        );
        assert_eq!(
            store.tournament(id).await.unwrap().unwrap().status,
            TournamentStatus::Registering
        );
        // A field that is not the one entered is not started either.
        assert!(
            !b.start_tournament(id, second, &ratings[..1], &Teams::default(), "{}")
                .await
                .unwrap()
        );
        assert!(
            b.start_tournament(id, second, &ratings, &Teams::default(), "{}")
                .await
                .unwrap()
        );
        assert!(
            !b.start_tournament(id, second, &ratings, &Teams::default(), "{}")
                .await
                .unwrap(),
            "once"
        );
        assert!(store.audit().await.unwrap().balances());
    }
}
