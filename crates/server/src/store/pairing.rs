//! "Play a person now" across nodes: the queue, the tables a pairing
//! opened, and the role of the one node that pairs (`pairing.rs`).

use sqlx::Row;

use super::{Store, StoreError};
use crate::ids::{TableId, UserId};

/// A player looking for an opponent, as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Looking {
    pub user: UserId,
    pub rating: f64,
    /// What they accept (`pairing::Wants`), as JSON.
    pub wants: String,
    /// Since when, in ms.
    pub since: i64,
}

impl Store {
    /// Puts `looking` in the queue, or restarts their search; false if
    /// `max` others are looking already (nothing changes).
    pub async fn look(&self, looking: &Looking, max: usize) -> Result<bool, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let others: i64 =
            sqlx::query("SELECT COUNT(*) AS n FROM pairing_queue WHERE user_id != $1")
                .bind(looking.user)
                .fetch_one(&mut *tx)
                .await?
                .get("n");
        if others >= i64::try_from(max).unwrap_or(i64::MAX) {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO pairing_queue (user_id, rating, wants, since) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (user_id) DO UPDATE SET rating = excluded.rating, \
             wants = excluded.wants, since = excluded.since",
        )
        .bind(looking.user)
        .bind(looking.rating)
        .bind(&looking.wants)
        .bind(looking.since)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Takes `user` out of the queue; whether they were in it.
    pub async fn stop_looking(&self, user: UserId) -> Result<bool, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let gone = sqlx::query("DELETE FROM pairing_queue WHERE user_id = $1")
            .bind(user)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        tx.commit().await?;
        Ok(gone > 0)
    }

    /// Everyone looking, who looked first first.
    pub async fn looking(&self) -> Result<Vec<Looking>, StoreError> {
        let rows = sqlx::query(
            "SELECT user_id, rating, wants, since FROM pairing_queue ORDER BY since, user_id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Looking {
                    user: r.try_get("user_id")?,
                    rating: r.try_get("rating")?,
                    wants: r.try_get("wants")?,
                    since: r.try_get("since")?,
                })
            })
            .collect()
    }

    /// Takes every one of `users` out of the queue, or none: false if any
    /// was no longer in it (a cancel, or another pairer, came first).
    pub async fn take_looking(&self, users: &[UserId]) -> Result<bool, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let mut taken = 0;
        for user in users {
            taken += sqlx::query("DELETE FROM pairing_queue WHERE user_id = $1")
                .bind(*user)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        }
        if taken as usize != users.len() {
            tx.rollback().await?;
            return Ok(false);
        }
        tx.commit().await?;
        Ok(true)
    }

    /// `users` were paired at `table`.
    pub async fn paired_at(&self, users: &[UserId], table: TableId) -> Result<(), StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        for user in users {
            sqlx::query(
                "INSERT INTO pairing_tables (user_id, table_id) VALUES ($1, $2) \
                 ON CONFLICT (user_id) DO UPDATE SET table_id = excluded.table_id",
            )
            .bind(*user)
            .bind(table)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The table a pairing gave `user`, if its game is not over.
    pub async fn paired_table(&self, user: UserId) -> Result<Option<TableId>, StoreError> {
        let row = sqlx::query(
            "SELECT p.table_id FROM pairing_tables p JOIN games g ON g.id = p.table_id \
             WHERE p.user_id = $1 AND g.status != 'over'",
        )
        .bind(user)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| r.try_get("table_id"))
            .transpose()
            .map_err(Into::into)
    }

    /// Takes or renews this node's hold on `role` until `now_ms + lease_ms`:
    /// granted if nobody holds it, this node does, or the holder's time ran
    /// out.
    pub async fn take_role(
        &self,
        role: &str,
        now_ms: i64,
        lease_ms: i64,
    ) -> Result<bool, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let taken = sqlx::query(
            "INSERT INTO cluster_roles (role, node, until) VALUES ($1, $2, $3) \
             ON CONFLICT (role) DO UPDATE SET node = excluded.node, until = excluded.until, \
             generation = cluster_roles.generation + \
               CASE WHEN cluster_roles.node = excluded.node THEN 0 ELSE 1 END \
             WHERE cluster_roles.node = excluded.node OR cluster_roles.until < $4",
        )
        .bind(role)
        .bind(self.node())
        .bind(now_ms + lease_ms)
        .bind(now_ms)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(taken > 0)
    }
}
