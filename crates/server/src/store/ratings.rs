//! Glicko-2 ratings after a game between people, and the leaderboard.

use skillratings::Outcomes;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_two_teams};
use sqlx::AnyConnection;
use sqlx::Row;

use super::{Store, StoreError, now};
use crate::ids::{GameId, UserId};
use crate::rating::Rating;

/// A row of the leaderboard.
/// Fields in sorted order: the bytes the route has always sent.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Standing {
    pub avatar: String,
    pub deviation: f64,
    pub games: i64,
    pub name: String,
    pub rating: f64,
    pub wins: i64,
}

/// A row of the team leaderboard (games of four): a player's team rating
/// (Weng-Lin: `rating` is mu, 25 to begin with; `uncertainty` sigma).
#[derive(Clone, Debug, serde::Serialize)]
pub struct TeamStanding {
    pub avatar: String,
    pub games: i64,
    pub name: String,
    pub rating: f64,
    pub uncertainty: f64,
    pub wins: i64,
}

impl Store {
    /// The players with a team rating, best first.
    pub async fn team_leaderboard(&self, limit: i64) -> Result<Vec<TeamStanding>, StoreError> {
        let rows = sqlx::query(
            "SELECT u.name, u.avatar, r.rating, r.uncertainty, r.games, r.wins \
             FROM team_ratings r JOIN users u ON u.id = r.user_id \
             ORDER BY r.rating DESC, u.name LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| TeamStanding {
                name: r.get("name"),
                avatar: r.get("avatar"),
                rating: r.get("rating"),
                uncertainty: r.get("uncertainty"),
                games: r.get("games"),
                wins: r.get("wins"),
            })
            .collect())
    }

    /// A player's rating; `None` before their first rated game.
    pub async fn rating(&self, user_id: UserId) -> Result<Option<f64>, StoreError> {
        let row = sqlx::query("SELECT rating FROM ratings WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.get("rating")))
    }

    /// The rated players, best first.
    pub async fn leaderboard(&self, limit: i64) -> Result<Vec<Standing>, StoreError> {
        let rows = sqlx::query(
            "SELECT u.name, u.avatar, r.rating, r.deviation, r.games, \
               (SELECT COUNT(*) FROM games g WHERE g.bot_level IS NULL AND g.status = 'over' AND \
                  ((g.winner = 0 AND g.seat0 = u.id) OR (g.winner = 1 AND g.seat1 = u.id))) AS wins \
             FROM ratings r JOIN users u ON u.id = r.user_id \
             ORDER BY r.rating DESC, u.name LIMIT $1",
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
}

/// Rates a finished game between two people (not against the computer).
pub(super) async fn rate_in(
    tx: &mut AnyConnection,
    id: GameId,
    winner_seat: usize,
) -> Result<(), StoreError> {
    let row = sqlx::query("SELECT seat0, seat1, bot_level, draw FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    // Games of four (partners, draw 5) have team ratings of their own.
    if row.get::<i64, _>("draw") == 5 {
        return rate_teams_in(tx, id, winner_seat).await;
    }
    let bot: Option<String> = row.get("bot_level");
    let (Some(a), Some(b), None) = (
        row.get::<Option<UserId>, _>("seat0"),
        row.get::<Option<UserId>, _>("seat1"),
        bot,
    ) else {
        return Ok(());
    };
    // A tournament's computer player is no person: its games are not rated.
    let computers: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM users WHERE id IN ($1, $2) AND computer IS NOT NULL",
    )
    .bind(a)
    .bind(b)
    .fetch_one(&mut *tx)
    .await?
    .get("n");
    if computers > 0 {
        return Ok(());
    }
    let mut before = [Rating::default(); 2];
    for (rating, user) in before.iter_mut().zip([a, b]) {
        if let Some(r) =
            sqlx::query("SELECT rating, deviation, volatility FROM ratings WHERE user_id = $1")
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
            "INSERT INTO rating_history (user_id, game_id, rating, deviation, at) VALUES ($1, $2, $3, $4, $5) \
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
            "INSERT INTO ratings (user_id, rating, deviation, volatility, games) VALUES ($1, $2, $3, $4, 1) \
             ON CONFLICT(user_id) DO UPDATE SET rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, games = ratings.games + 1",
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

/// Rates a finished game of four with people on both teams (Weng-Lin,
/// two teams): each person's team rating moves; a computer's seat counts
/// as a newcomer's rating (25, uncertainty 25/3) and is never stored.
/// `winner_team` is 0 or 1. A game rated once is never rated again (its
/// history rows).
async fn rate_teams_in(
    tx: &mut AnyConnection,
    id: GameId,
    winner_team: usize,
) -> Result<(), StoreError> {
    let row = sqlx::query("SELECT seat0, seat1, seat2, seat3 FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    let mut seats: [Option<UserId>; 4] = [
        row.get("seat0"),
        row.get("seat1"),
        row.get("seat2"),
        row.get("seat3"),
    ];
    // A tournament's computer player counts as the computer: a newcomer's
    // rating, never stored.
    for seat in &mut seats {
        if let Some(user) = *seat {
            let computer: Option<String> = sqlx::query("SELECT computer FROM users WHERE id = $1")
                .bind(user)
                .fetch_one(&mut *tx)
                .await?
                .get("computer");
            if computer.is_some() {
                *seat = None;
            }
        }
    }
    // Team t: seats t and t + 2.
    let team = |t: usize| [seats[t], seats[t + 2]];
    if team(0).iter().all(Option::is_none) || team(1).iter().all(Option::is_none) {
        return Ok(());
    }
    let mut before = [[WengLinRating::new(); 2]; 2];
    for (t, ratings) in before.iter_mut().enumerate() {
        for (rating, user) in ratings.iter_mut().zip(team(t)) {
            let Some(user) = user else { continue };
            if let Some(r) =
                sqlx::query("SELECT rating, uncertainty FROM team_ratings WHERE user_id = $1")
                    .bind(user)
                    .fetch_optional(&mut *tx)
                    .await?
            {
                *rating = WengLinRating {
                    rating: r.get("rating"),
                    uncertainty: r.get("uncertainty"),
                };
            }
        }
    }
    let outcome = if winner_team == 0 {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (first, second) =
        weng_lin_two_teams(&before[0], &before[1], &outcome, &WengLinConfig::new());
    let after = [first, second];
    for (t, ratings) in after.iter().enumerate() {
        let won = i64::from(t == winner_team);
        for (user, rating) in team(t).into_iter().zip(ratings) {
            let Some(user) = user else { continue };
            let fresh = sqlx::query(
                "INSERT INTO team_rating_history (user_id, game_id, rating, uncertainty, at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
            )
            .bind(user)
            .bind(id)
            .bind(rating.rating)
            .bind(rating.uncertainty)
            .bind(now())
            .execute(&mut *tx)
            .await?;
            if fresh.rows_affected() == 0 {
                continue;
            }
            sqlx::query(
                "INSERT INTO team_ratings (user_id, rating, uncertainty, games, wins) \
                 VALUES ($1, $2, $3, 1, $4) ON CONFLICT(user_id) DO UPDATE SET \
                 rating = excluded.rating, uncertainty = excluded.uncertainty, \
                 games = team_ratings.games + 1, wins = team_ratings.wins + excluded.wins",
            )
            .bind(user)
            .bind(rating.rating)
            .bind(rating.uncertainty)
            .bind(won)
            .execute(&mut *tx)
            .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use dominoes_bots::Level;

    use crate::store::testing::{SETTINGS, register, table};
    use crate::store::{GameRow, GameStatus};

    #[tokio::test]
    async fn ratings_move_after_games_between_people_only() {
        let store = crate::store::testing::store().await;
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
                id: crate::ids::GameId::new(0),
                settings: SETTINGS,
                minutes: None,
                wager: 0,
                seats: [Some(ann.id), None],
                bot_level: Some(Level::Easy),
                far_seats: [None, None],
                far_bots: [None, None],
                status: GameStatus::Live,
                private: None,
                tournament: None,
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
}
