//! Who is in the room, as the lobby shows it: names and ratings of the
//! users presence.rs counts, and how many games are being played.

use sqlx::Row;

use super::{Store, StoreError};

/// A user with a page of the room open.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OnlinePlayer {
    pub guest: bool,
    pub name: String,
    /// `None` until their first rated game.
    pub rating: Option<f64>,
}

impl Store {
    /// The players with these ids, by name.
    pub async fn online_players(&self, ids: &[i64]) -> Result<Vec<OnlinePlayer>, StoreError> {
        let ids = serde_json::to_string(ids).map_err(|e| StoreError::Invalid(e.to_string()))?;
        let rows = sqlx::query(
            "SELECT u.name, u.password_hash IS NULL AS guest, r.rating FROM users u \
             LEFT JOIN ratings r ON r.user_id = u.id \
             WHERE u.id IN (SELECT value FROM json_each(?)) ORDER BY u.name COLLATE NOCASE",
        )
        .bind(ids)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(OnlinePlayer {
                    guest: row.try_get("guest")?,
                    name: row.try_get("name")?,
                    rating: row.try_get("rating")?,
                })
            })
            .collect()
    }

    /// How many games are being played now.
    pub async fn live_games(&self) -> Result<i64, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = 'live'")
                .fetch_one(&self.pool)
                .await?,
        )
    }
}
