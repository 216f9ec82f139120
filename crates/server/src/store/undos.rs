//! Undo in a practice game: the actions taken back are deleted and the
//! undo counted in one transaction (`migrations/0006_undos.sql`).

use super::{Store, StoreError, int, unsigned};
use crate::ids::GameId;

impl Store {
    /// Takes back every action of `game_id` from `seq` on and counts one
    /// undo, in one transaction: a restart after it restores the position
    /// the undo left, never one half-way. Returns how many actions went.
    pub async fn undo_actions(&self, game_id: GameId, seq: usize) -> Result<u64, StoreError> {
        let (_turn, mut tx) = self.begin_fenced().await?;
        let gone = sqlx::query("DELETE FROM actions WHERE game_id = $1 AND seq >= $2")
            .bind(game_id)
            .bind(int(seq as u64))
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if gone == 0 {
            return Err(sqlx::Error::RowNotFound.into());
        }
        sqlx::query("UPDATE games SET undos = undos + 1, undone = undone + $1 WHERE id = $2")
            .bind(int(gone))
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(gone)
    }

    /// How many undos `game_id` had, and how many actions they took back
    /// (0 and 0 for no such game).
    pub async fn undos(&self, game_id: GameId) -> Result<(u32, u64), StoreError> {
        let row = sqlx::query("SELECT undos, undone FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        row.map_or(Ok((0, 0)), |r| {
            Ok((unsigned(&r, "undos")?, unsigned(&r, "undone")?))
        })
    }
}

#[cfg(test)]
mod tests {

    use crate::store::testing::{register, table};

    #[tokio::test]
    async fn an_undo_deletes_the_later_actions_and_is_counted() {
        let store = crate::store::testing::store().await;
        let host = register(&store, "ann").await;
        let game = table(&store, host.id, 0).await;
        for (seq, action) in ["6-6", "draw 1-2", "6-4"].iter().enumerate() {
            store
                .record_action(game, seq, 0, action, None)
                .await
                .unwrap();
        }
        assert_eq!(store.undo_actions(game, 1).await.expect("undone"), 2);
        let left: Vec<String> = store
            .actions(game)
            .await
            .unwrap()
            .into_iter()
            .map(|a| a.action)
            .collect();
        assert_eq!(left, ["6-6"]);
        assert_eq!(store.undos(game).await.unwrap(), (1, 2));
        // Nothing to take back: refused, and nothing counted.
        assert!(store.undo_actions(game, 5).await.is_err());
        assert_eq!(store.undos(game).await.unwrap(), (1, 2));
    }
}
