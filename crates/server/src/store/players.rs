//! A player's page: balance, rating history, results, latest games.

use sqlx::Row;

use super::games::bot_level;
use super::{Store, StoreError, User, unsigned, unsigned_opt};
use crate::ids::{GameId, UserId};

/// A player's rating after one game.
/// Fields in sorted order: the bytes the route has always sent.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RatingPoint {
    pub at: i64,
    pub deviation: f64,
    pub game: GameId,
    pub rating: f64,
}

/// One finished game, from one player's side.
/// Fields in sorted order: the bytes the route has always sent.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GameSummary {
    pub at: i64,
    pub computer: bool,
    /// How many hands were dealt: a game that ended before its first deal
    /// has nothing to replay.
    pub hands: u32,
    /// The hints the player asked for in it (docs/review.md).
    pub hints: u32,
    pub id: GameId,
    pub opponent: String,
    pub opponent_score: Option<i64>,
    pub reason: Option<String>,
    /// "won", "lost" or "abandoned".
    pub result: &'static str,
    pub score: Option<i64>,
    /// The player's seat in the game.
    pub seat: usize,
    /// The undos the player used in it (a practice game; docs/protocol.md).
    pub undos: u32,
    pub wager: u32,
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

impl Store {
    /// A player's page: balance, rating and its history, results, and their
    /// latest finished games.
    pub async fn profile(&self, name: &str) -> Result<Option<Profile>, StoreError> {
        let Some((user, _)) = self.user_by_name(name).await? else {
            return Ok(None);
        };
        let rating = sqlx::query("SELECT rating, deviation, games FROM ratings WHERE user_id = $1")
            .bind(user.id)
            .fetch_optional(&self.pool)
            .await?
            .map(|r| (r.get("rating"), r.get("deviation")));
        let history = sqlx::query(
            "SELECT game_id, rating, deviation, at FROM rating_history WHERE user_id = $1 \
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
            "SELECT g.id, g.seat0, g.seat2, g.bot_level, g.winner, g.reason, g.wager, g.score0, g.score1, \
               g.updated_at, g.hints, g.undos, (SELECT COUNT(*) FROM hands h WHERE h.game_id = g.id) AS hands, u0.name AS name0, u1.name AS name1, \
               u0.computer AS computer0, u1.computer AS computer1 \
             FROM games g LEFT JOIN users u0 ON u0.id = COALESCE(g.seat0, g.seat2) LEFT JOIN users u1 ON u1.id = COALESCE(g.seat1, g.seat3) \
             WHERE (g.seat0 = $1 OR g.seat1 = $2 OR g.seat2 = $2 OR g.seat3 = $2) AND g.status = 'over' AND g.reason IS NOT NULL \
               AND NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = g.tournament_id AND g.private = 1 \
                 AND t.status = 'running' AND g.tournament_round >= t.round) \
             ORDER BY g.id DESC",
        )
        .bind(user.id)
        .bind(user.id)
        .fetch_all(&self.pool)
        .await?;
        let mut games = Vec::with_capacity(rows.len());
        for r in &rows {
            // The player's team at four (seat 2 is seat 0's partner).
            let seat = usize::from(
                r.get::<Option<UserId>, _>("seat0") != Some(user.id)
                    && r.get::<Option<UserId>, _>("seat2") != Some(user.id),
            );
            let bot = bot_level(r)?;
            let names: [Option<String>; 2] = [r.get("name0"), r.get("name1")];
            let opponent = names[1 - seat]
                .clone()
                .or_else(|| bot.as_ref().map(|l| format!("{l} bot")))
                .unwrap_or_default();
            let winner: Option<usize> = unsigned_opt(r, "winner")?;
            let scores: [Option<i64>; 2] = [r.get("score0"), r.get("score1")];
            games.push(GameSummary {
                id: r.get("id"),
                opponent,
                // The opponent is the computer (at four: seat 1's, when
                // no person sat across in seat 1 or 3), or a tournament's
                // computer player.
                computer: (bot.is_some() && names[1 - seat].is_none())
                    || r.get::<Option<String>, _>(["computer0", "computer1"][1 - seat])
                        .is_some(),
                result: match winner {
                    None => "abandoned",
                    Some(w) if w == seat => "won",
                    Some(_) => "lost",
                },
                reason: r.get("reason"),
                wager: unsigned(r, "wager")?,
                score: scores[seat],
                opponent_score: scores[1 - seat],
                hands: unsigned(r, "hands")?,
                at: r.get("updated_at"),
                seat,
                hints: unsigned(r, "hints")?,
                undos: unsigned(r, "undos")?,
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
}
