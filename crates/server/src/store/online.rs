//! Who is in the room, as the lobby shows it: names and ratings of the
//! users presence.rs counts, and how many games are being played.

use sqlx::Row;

use super::{Dialect, Store, StoreError};
use crate::ids::UserId;

/// A user with a page of the room open.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OnlinePlayer {
    pub guest: bool,
    pub name: String,
    /// `None` until their first rated game.
    pub rating: Option<f64>,
}

impl Store {
    /// The players with these ids, by name.
    pub async fn online_players(&self, ids: &[UserId]) -> Result<Vec<OnlinePlayer>, StoreError> {
        let ids = serde_json::to_string(ids).map_err(|e| StoreError::Invalid(e.to_string()))?;
        // The ids as one JSON array: one statement whatever their number.
        let ids_in = match self.dialect {
            Dialect::Sqlite => "SELECT value FROM json_each($1)",
            Dialect::Postgres => {
                "SELECT CAST(jsonb_array_elements_text(CAST($1 AS jsonb)) AS BIGINT)"
            }
        };
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT u.name, u.password_hash, r.rating FROM users u \
             LEFT JOIN ratings r ON r.user_id = u.id \
             WHERE u.id IN ({ids_in}) ORDER BY lower(u.name)"
        )))
        .bind(ids)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(OnlinePlayer {
                    guest: row.try_get::<Option<String>, _>("password_hash")?.is_none(),
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
