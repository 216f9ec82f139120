//! The hints given in a game (docs/review.md).

use super::{Store, StoreError, unsigned};
use crate::ids::GameId;

impl Store {
    /// Counts one more hint given in `game_id`.
    pub async fn note_hint(&self, game_id: GameId) -> Result<(), StoreError> {
        let (_turn, mut tx) = self.begin_fenced().await?;
        sqlx::query("UPDATE games SET hints = hints + 1 WHERE id = $1")
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        Ok(tx.commit().await?)
    }

    /// How many hints were given in `game_id` (0 for no such game).
    pub async fn hints(&self, game_id: GameId) -> Result<u32, StoreError> {
        let row = sqlx::query("SELECT hints FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        row.map_or(Ok(0), |r| unsigned(&r, "hints"))
    }
}

#[cfg(test)]
mod tests {

    use crate::store::testing::{register, table};

    #[tokio::test]
    async fn hints_are_counted_per_game() {
        let store = crate::store::testing::store().await;
        let host = register(&store, "ann").await;
        let game = table(&store, host.id, 0).await;
        assert_eq!(store.hints(game).await.expect("a count"), 0);
        store.note_hint(game).await.expect("counted");
        store.note_hint(game).await.expect("counted");
        assert_eq!(store.hints(game).await.expect("a count"), 2);
    }
}
