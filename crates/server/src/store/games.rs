//! A game's row: settings, seats, status, result and rematch; its actions.

use dominoes_bots::Level;
use dominoes_rules::{DealSize, Seat, Settings, Target};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use crate::key::TableKey;

use super::tournaments::Slot;
use super::{Store, StoreError, int, now, unsigned, unsigned_opt};
use crate::ids::{GameId, TableId, UserId};

pub use dominoes_wire::server::GameStatus;

impl From<dominoes_wire::server::UnknownStatus> for StoreError {
    fn from(status: dominoes_wire::server::UnknownStatus) -> StoreError {
        StoreError::Invalid(status.to_string())
    }
}

/// A game as stored: its settings, seats, and status.
#[derive(Clone, Copy, Debug)]
pub struct GameRow {
    pub id: GameId,
    pub settings: Settings,
    /// Per hand; `None`: no clock (only against the computer).
    pub minutes: Option<u32>,
    pub wager: u32,
    pub seats: [Option<UserId>; 2],
    /// The computer in seat 1, or `None` for a person.
    pub bot_level: Option<Level>,
    /// Seats 2 and 3 of a table of four (draw 5): their people (`None`
    /// at a table of two, and for a computer's seat).
    pub far_seats: [Option<UserId>; 2],
    /// Seats 2 and 3 of a table of four: their computers' levels.
    pub far_bots: [Option<Level>; 2],
    pub status: GameStatus,
    /// A private table's key: not listed in the lobby; only its players
    /// and its link find it. `None`: public.
    pub private: Option<TableKey>,
    /// The tournament's place for this game, if a tournament opened it
    /// (unique: a slot has one game).
    pub tournament: Option<Slot>,
}

impl GameRow {
    /// Whether `user` has a seat in this game (at four, seats 2 and 3 too).
    pub fn seats_user(&self, user: UserId) -> bool {
        self.seats.contains(&Some(user)) || self.far_seats.contains(&Some(user))
    }
}

/// One stored action.
#[derive(Clone, Debug)]
pub struct ActionRow {
    pub hand_number: usize,
    pub action: String,
    pub clock_ms: Option<u64>,
}

/// A column naming a bot's level, if any.
pub(super) fn bot_level(row: &AnyRow) -> Result<Option<Level>, StoreError> {
    level_in(row, "bot_level")
}

/// The bot's level in `column`, if any.
fn level_in(row: &AnyRow, column: &str) -> Result<Option<Level>, StoreError> {
    row.try_get::<Option<String>, _>(column)?
        .map(|name| {
            name.parse()
                .map_err(|_| StoreError::Invalid(format!("a bot level {name:?}")))
        })
        .transpose()
}

/// A `games` row (`SELECT g.*` or `SELECT *`), parsed.
fn game(row: &AnyRow) -> Result<GameRow, StoreError> {
    let draw: u64 = unsigned(row, "draw")?;
    let target: u64 = unsigned(row, "target")?;
    let settings = Settings {
        deal_size: DealSize::new(draw)
            .ok_or_else(|| StoreError::Invalid(format!("a draw of {draw}")))?,
        target: Target::new(target)
            .ok_or_else(|| StoreError::Invalid(format!("a target of {target}")))?,
    };
    Ok(GameRow {
        id: row.try_get("id")?,
        settings,
        minutes: unsigned_opt(row, "minutes")?,
        wager: unsigned(row, "wager")?,
        seats: [row.try_get("seat0")?, row.try_get("seat1")?],
        bot_level: bot_level(row)?,
        far_seats: [row.try_get("seat2")?, row.try_get("seat3")?],
        far_bots: [level_in(row, "bot_level2")?, level_in(row, "bot_level3")?],
        status: row.try_get::<String, _>("status")?.parse()?,
        private: private_key(row)?,
        tournament: slot(row)?,
    })
}

/// The tournament slot a game row holds, if any.
fn slot(row: &AnyRow) -> Result<Option<Slot>, StoreError> {
    let Some(tournament) = row.try_get("tournament_id")? else {
        return Ok(None);
    };
    Ok(Some(Slot {
        tournament,
        round: unsigned(row, "tournament_round")?,
        board: unsigned(row, "tournament_board")?,
        game: unsigned(row, "tournament_game")?,
    }))
}

/// A private game's key. One stored before keys existed is given a fresh
/// one, kept in memory only: its players still find it, and its old link,
/// which had no key, no longer does.
fn private_key(row: &AnyRow) -> Result<Option<TableKey>, StoreError> {
    if row.try_get::<i64, _>("private")? == 0 {
        return Ok(None);
    }
    match row.try_get::<Option<String>, _>("link_key")? {
        Some(hex) => TableKey::parse(&hex)
            .map(Some)
            .ok_or_else(|| StoreError::Invalid("a private table's key".into())),
        None => TableKey::random()
            .map(Some)
            .map_err(|e| StoreError::Invalid(format!("no randomness for a table's key: {e}"))),
    }
}

impl Store {
    /// A new game row; returns its id.
    pub async fn create_game(&self, g: &GameRow) -> Result<GameId, StoreError> {
        self.create_game_in(g).await?.ok_or_else(|| {
            StoreError::Invalid(format!("tournament slot {:?} has its game", g.tournament))
        })
    }

    /// [`Store::create_game`], `None` if the row's tournament slot has its
    /// game already (nothing is written).
    pub async fn create_game_in(&self, g: &GameRow) -> Result<Option<GameId>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        insert_game(&mut conn, g).await
    }

    /// A new table: its game row and its lease, this node's, in one
    /// transaction; its id, and this store fenced by that lease. `None` if the row's
    /// tournament slot has its game already (nothing is written).
    ///
    /// One transaction, so that no node's takeover scan
    /// ([`Store::orphaned_games`]) ever sees the game without its lease: it
    /// would take it over as a table whose node died, beside the actor
    /// opening here (two actors for one table, the later one's lease
    /// fencing the other out in the middle of a player's request).
    pub async fn create_table(&self, g: &GameRow) -> Result<Option<(GameId, Store)>, StoreError> {
        let (_turn, mut tx) = self.begin_rows().await?;
        let Some(id) = insert_game(&mut tx, g).await? else {
            return Ok(None);
        };
        let generation: i64 = sqlx::query(
            "INSERT INTO leases (game_id, node, generation) VALUES ($1, $2, 1) \
             ON CONFLICT (game_id) DO UPDATE SET node = $2, generation = leases.generation + 1 \
             RETURNING generation",
        )
        .bind(id)
        .bind(self.node())
        .fetch_one(&mut *tx)
        .await?
        .try_get("generation")?;
        tx.commit().await?;
        Ok(Some((id, self.fenced(id, generation))))
    }

    /// The version of the bots that played a game's computer seat (`None`
    /// for a game between people, or one from before it was kept).
    pub async fn bot_version(&self, game_id: GameId) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT bot_version FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get("bot_version")?)
    }

    /// A waiting table's people, one per seat (two, or four at a table
    /// of four: seats 2 and 3 are stored too), and its status.
    pub async fn set_seats(
        &self,
        id: GameId,
        seats: &[Option<UserId>],
        status: GameStatus,
    ) -> Result<(), StoreError> {
        let (_turn, mut tx) = self.begin_fenced().await?;
        sqlx::query(
            "UPDATE games SET seat0 = $1, seat1 = $2, status = $3, updated_at = $4 WHERE id = $5",
        )
        .bind(seats[0])
        .bind(seats[1])
        .bind(status.as_str())
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
        set_far_seats_in(&mut tx, id, seats).await?;
        Ok(tx.commit().await?)
    }

    /// A player's games that are waiting for an opponent or being played,
    /// newest first, each with the opponent's name and avatar (none for a
    /// bot or an empty seat).
    pub async fn games_in_progress(
        &self,
        user_id: UserId,
    ) -> Result<Vec<(GameRow, Option<(String, String)>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.*, u.name AS opponent, u.avatar AS opponent_avatar FROM games g \
             LEFT JOIN users u ON u.id = (CASE WHEN g.seat0 = $1 OR g.seat2 = $1 THEN COALESCE(g.seat1, g.seat3) ELSE g.seat0 END) \
             WHERE (g.seat0 = $1 OR g.seat1 = $1 OR g.seat2 = $1 OR g.seat3 = $1) AND g.status IN ('open', 'live') \
             ORDER BY g.id DESC LIMIT 50",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let opponent = row
                    .get::<Option<String>, _>("opponent")
                    .zip(row.get::<Option<String>, _>("opponent_avatar"));
                Ok((game(row)?, opponent))
            })
            .collect()
    }

    /// Games not yet over, for recovery after a restart.
    pub async fn unfinished_games(&self) -> Result<Vec<GameRow>, StoreError> {
        let rows = sqlx::query("SELECT * FROM games WHERE status != 'over' ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(game).collect()
    }

    /// The unfinished games whose lease names this node: a node's own,
    /// from its previous run (after a crash, its heartbeat current again,
    /// nobody else would take them).
    pub async fn unfinished_games_held_here(&self) -> Result<Vec<GameRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.* FROM games g JOIN leases l ON l.game_id = g.id \
             WHERE g.status != 'over' AND l.node = $1 ORDER BY g.id",
        )
        .bind(self.node())
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(game).collect()
    }

    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let row = sqlx::query("SELECT * FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(game).transpose()
    }

    /// The winning seat and the reason of a finished game.
    pub async fn game_result(
        &self,
        id: GameId,
    ) -> Result<Option<(Option<Seat>, Option<String>)>, StoreError> {
        let row = sqlx::query("SELECT winner, reason FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| {
            let winner = unsigned_opt::<usize>(&r, "winner")?
                .map(|w| {
                    Seat::from_index(w)
                        .ok_or_else(|| StoreError::Invalid(format!("a winning seat {w}")))
                })
                .transpose()?;
            Ok((winner, r.try_get("reason")?))
        })
        .transpose()
    }

    /// A finished game's rematch: who asked, and the new table once both did.
    pub async fn record_rematch(
        &self,
        game_id: GameId,
        wanted: impl AsRef<[bool]>,
        table: Option<TableId>,
    ) -> Result<(), StoreError> {
        let wanted = wanted.as_ref();
        let want = |seat: usize| i64::from(wanted.get(seat).copied().unwrap_or(false));
        let (_turn, mut tx) = self.begin_fenced().await?;
        sqlx::query(
            "UPDATE games SET rematch0 = $1, rematch1 = $2, rematch2 = $3, rematch3 = $4, \
             rematch_table = $5 WHERE id = $6",
        )
        .bind(want(0))
        .bind(want(1))
        .bind(want(2))
        .bind(want(3))
        .bind(table)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        Ok(tx.commit().await?)
    }

    /// A finished game's rematch as stored, for a table of `seats`.
    pub async fn rematch_seats(
        &self,
        game_id: GameId,
        seats: usize,
    ) -> Result<(Vec<bool>, Option<TableId>), StoreError> {
        let row = sqlx::query(
            "SELECT rematch0, rematch1, rematch2, rematch3, rematch_table FROM games WHERE id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map_or((vec![false; seats], None), |r| {
            (
                ["rematch0", "rematch1", "rematch2", "rematch3"][..seats]
                    .iter()
                    .map(|column| r.get::<i64, _>(*column) != 0)
                    .collect(),
                r.get("rematch_table"),
            )
        }))
    }

    /// A finished two-seat game's rematch as stored.
    pub async fn rematch(
        &self,
        game_id: GameId,
    ) -> Result<([bool; 2], Option<TableId>), StoreError> {
        let row = sqlx::query("SELECT rematch0, rematch1, rematch_table FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map_or(([false; 2], None), |r| {
            (
                [
                    r.get::<i64, _>("rematch0") != 0,
                    r.get::<i64, _>("rematch1") != 0,
                ],
                r.get("rematch_table"),
            )
        }))
    }

    /// Stores one action, durably, before it returns: it joins the writer's
    /// next group commit (`writer.rs`).
    pub async fn record_action(
        &self,
        game_id: GameId,
        seq: usize,
        hand_number: usize,
        action: &str,
        clock_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        self.write(super::writer::Change::Action {
            game_id,
            seq,
            hand_number,
            action: action.to_owned(),
            clock_ms,
        })
        .await
    }

    pub async fn actions(&self, game_id: GameId) -> Result<Vec<ActionRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT hand_number, action, clock_ms FROM actions WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(ActionRow {
                    hand_number: unsigned(r, "hand_number")?,
                    action: r.try_get("action")?,
                    clock_ms: unsigned_opt(r, "clock_ms")?,
                })
            })
            .collect()
    }
}

/// At a table of four, seats 2 and 3's people (seats 0 and 1 are set with
/// the rest of the row); at a table of two, nothing.
pub(super) async fn set_far_seats_in(
    tx: &mut AnyConnection,
    id: GameId,
    seats: &[Option<UserId>],
) -> Result<(), sqlx::Error> {
    if let [_, _, two, three] = *seats {
        sqlx::query("UPDATE games SET seat2 = $1, seat3 = $2 WHERE id = $3")
            .bind(two)
            .bind(three)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

/// A new game row; `None` if its tournament slot has its game already.
async fn insert_game(conn: &mut AnyConnection, g: &GameRow) -> Result<Option<GameId>, StoreError> {
    let slot = g.tournament;
    let t = now();
    let row = sqlx::query(
        "INSERT INTO games (draw, target, minutes, wager, seat0, seat1, bot_level, status, created_at, updated_at, private, link_key, bot_version, \
         seat2, seat3, bot_level2, bot_level3, tournament_id, tournament_round, tournament_board, tournament_game) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) \
         ON CONFLICT DO NOTHING RETURNING id",
    )
    .bind(int(g.settings.deal_size.tiles() as u64))
    .bind(i64::from(g.settings.target.points()))
    .bind(g.minutes.map(i64::from))
    .bind(i64::from(g.wager))
    .bind(g.seats[0])
    .bind(g.seats[1])
    .bind(g.bot_level.map(Level::name))
    .bind(g.status.as_str())
    .bind(t)
    .bind(t)
    .bind(i64::from(g.private.is_some()))
    .bind(g.private.map(TableKey::to_hex))
    // Its computers, if any, play with the bots of this build.
    .bind(
        (g.bot_level.is_some() || g.far_bots.iter().any(Option::is_some))
            .then_some(dominoes_bots::fair_play::VERSION),
    )
    .bind(g.far_seats[0])
    .bind(g.far_seats[1])
    .bind(g.far_bots[0].map(Level::name))
    .bind(g.far_bots[1].map(Level::name))
    .bind(slot.map(|s| s.tournament))
    .bind(slot.map(|s| i64::from(s.round)))
    .bind(slot.map(|s| i64::from(s.board)))
    .bind(slot.map(|s| i64::from(s.game)))
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|r| r.get("id")))
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::store::testing::{register, table};

    #[tokio::test]
    async fn a_row_reads_back_typed_and_a_damaged_one_is_an_error() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let id = table(&store, ann.id, 25).await;
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Open);
        assert_eq!(
            (row.settings.deal_size, row.settings.target),
            (DealSize::Seven, Target::DEFAULT)
        );
        assert_eq!((row.minutes, row.wager, row.bot_level), (Some(4), 25, None));
        sqlx::query("UPDATE games SET bot_level = 'grandmaster' WHERE id = $1")
            .bind(id)
            .execute(&store.pool)
            .await
            .unwrap();
        let damaged = store.game(id).await;
        assert!(
            matches!(&damaged, Err(StoreError::Invalid(what)) if what.contains("grandmaster")),
            "{damaged:?}"
        );
    }

    #[test]
    fn a_status_reads_back_as_written_and_an_unknown_one_is_an_error() {
        for status in [GameStatus::Open, GameStatus::Live, GameStatus::Over] {
            assert_eq!(status.as_str().parse::<GameStatus>().unwrap(), status);
        }
        let err = StoreError::from("paused".parse::<GameStatus>().unwrap_err());
        assert_eq!(
            err.to_string(),
            r#"the database holds a game status "paused""#
        );
    }
}
