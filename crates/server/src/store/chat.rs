//! Chat: messages of the lobby and of each game, mutes, and reports
//! (`migrations/0007_chat.sql`).

use serde::Serialize;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Store, StoreError, now};
use crate::ids::{TableId, UserId};

/// A stored chat message, with its author's name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct ChatRow {
    pub at: i64,
    pub author: UserId,
    pub from: String,
    pub id: i64,
    /// The game (the table) it was said at; `None`: the lobby.
    pub table: Option<TableId>,
    pub text: String,
    pub watcher: bool,
}

/// How many messages before a reported one its report keeps.
const REPORT_CONTEXT: i64 = 5;

/// The columns of a [`ChatRow`], then `$rest`.
macro_rules! select {
    ($rest:literal) => {
        concat!(
            "SELECT m.id, m.game_id, m.user_id, u.name, m.body, m.watcher, m.at \
             FROM chat_messages m JOIN users u ON u.id = m.user_id ",
            $rest
        )
    };
}

fn chat_row(row: &AnyRow) -> Result<ChatRow, StoreError> {
    Ok(ChatRow {
        at: row.try_get("at")?,
        author: row.try_get("user_id")?,
        from: row.try_get("name")?,
        id: row.try_get("id")?,
        table: row.try_get("game_id")?,
        text: row.try_get("body")?,
        watcher: row.try_get::<i64, _>("watcher")? != 0,
    })
}

/// A report for a moderator.
#[derive(Clone, Debug)]
pub struct ChatReport {
    pub id: i64,
    pub reporter: String,
    /// The message, its author and room, and the messages before it:
    /// `{"message": {...}, "before": [...]}`.
    pub context: serde_json::Value,
    pub at: i64,
}

impl Store {
    /// The latest `limit` reports, newest first.
    ///
    /// # Errors
    /// If the database fails or holds a context that is not JSON.
    pub async fn chat_reports(&self, limit: i64) -> Result<Vec<ChatReport>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.id, u.name, r.context, r.at FROM chat_reports r \
             JOIN users u ON u.id = r.reporter_id ORDER BY r.id DESC LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let context: String = row.try_get("context")?;
                Ok(ChatReport {
                    id: row.try_get("id")?,
                    reporter: row.try_get("name")?,
                    context: serde_json::from_str(&context)
                        .map_err(|e| StoreError::Invalid(format!("a report's context: {e}")))?,
                    at: row.try_get("at")?,
                })
            })
            .collect()
    }

    /// Stores a message `text` (already checked) by `user` at `table`
    /// (`None`: the lobby).
    pub async fn add_chat(
        &self,
        table: Option<TableId>,
        user: UserId,
        text: &str,
        watcher: bool,
    ) -> Result<ChatRow, StoreError> {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO chat_messages (game_id, user_id, body, watcher, at) \
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(table)
        .bind(user)
        .bind(text)
        .bind(i64::from(watcher))
        .bind(now())
        .fetch_one(&self.pool)
        .await?;
        self.chat_message(id)
            .await?
            .ok_or_else(|| StoreError::Invalid(format!("no chat message {id} after storing it")))
    }

    /// One message by id.
    pub async fn chat_message(&self, id: i64) -> Result<Option<ChatRow>, StoreError> {
        let row = sqlx::query(select!("WHERE m.id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(chat_row).transpose()
    }

    /// The last `limit` messages of `table` (`None`: the lobby) before
    /// message `before` (all if `None`), oldest first.
    pub async fn chat(
        &self,
        table: Option<TableId>,
        before: Option<i64>,
        limit: i64,
    ) -> Result<Vec<ChatRow>, StoreError> {
        let rows = sqlx::query(select!(
            "WHERE m.game_id IS NOT DISTINCT FROM $1 AND m.id < $2 ORDER BY m.id DESC LIMIT $3"
        ))
        .bind(table)
        .bind(before.unwrap_or(i64::MAX))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut messages = rows.iter().map(chat_row).collect::<Result<Vec<_>, _>>()?;
        messages.reverse();
        Ok(messages)
    }

    /// Keeps (or not) the watchers' messages at `table` from its players.
    pub async fn set_watchers_apart(&self, table: TableId, apart: bool) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO chat_tables (game_id, watchers_apart) VALUES ($1, $2) \
             ON CONFLICT (game_id) DO UPDATE SET watchers_apart = excluded.watchers_apart",
        )
        .bind(table)
        .bind(i64::from(apart))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether the watchers' messages at `table` are kept from its players.
    pub async fn watchers_apart(&self, table: TableId) -> Result<bool, StoreError> {
        let apart: Option<i64> =
            sqlx::query_scalar("SELECT watchers_apart FROM chat_tables WHERE game_id = $1")
                .bind(table)
                .fetch_optional(&self.pool)
                .await?;
        Ok(apart.is_some_and(|apart| apart != 0))
    }

    /// The users `user` has muted.
    pub async fn mutes(&self, user: UserId) -> Result<Vec<UserId>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT muted_id FROM chat_mutes WHERE user_id = $1")
                .bind(user)
                .fetch_all(&self.pool)
                .await?,
        )
    }

    /// Mutes (`on`) or unmutes `muted` for `user`; doing it twice is harmless.
    pub async fn set_mute(&self, user: UserId, muted: UserId, on: bool) -> Result<(), StoreError> {
        let query = if on {
            "INSERT INTO chat_mutes (user_id, muted_id, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM chat_mutes WHERE user_id = $1 AND muted_id = $2 AND $3 IS NOT NULL"
        };
        sqlx::query(query)
            .bind(user)
            .bind(muted)
            .bind(now())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records `reporter`'s report of `message` with its context (the
    /// message, its author, its room and the messages before it). `None`
    /// if there is no such message; a second report by the same reporter
    /// is kept once.
    pub async fn report_chat(
        &self,
        message: i64,
        reporter: UserId,
    ) -> Result<Option<()>, StoreError> {
        let Some(target) = self.chat_message(message).await? else {
            return Ok(None);
        };
        let before = self
            .chat(target.table, Some(target.id), REPORT_CONTEXT)
            .await?;
        let context = serde_json::json!({
            "message": target,
            "before": before,
        });
        sqlx::query(
            "INSERT INTO chat_reports (message_id, reporter_id, context, at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
        )
        .bind(message)
        .bind(reporter)
        .bind(context.to_string())
        .bind(now())
        .execute(&self.pool)
        .await?;
        Ok(Some(()))
    }
}

#[cfg(test)]
mod tests {

    use crate::store::testing::{register, table};

    #[tokio::test]
    async fn a_report_keeps_the_message_and_the_ones_before_it() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let bob = register(&store, "bob").await;
        let game = table(&store, ann.id, 0).await;
        store
            .add_chat(None, ann.id, "in the lobby", false)
            .await
            .unwrap();
        for n in 0..7 {
            store
                .add_chat(Some(game), ann.id, &format!("line {n}"), false)
                .await
                .unwrap();
        }
        let bad = store
            .add_chat(Some(game), ann.id, "rude", false)
            .await
            .unwrap();
        assert_eq!(store.report_chat(bad.id, bob.id).await.unwrap(), Some(()));
        assert_eq!(store.report_chat(bad.id, bob.id).await.unwrap(), Some(()));
        assert_eq!(store.report_chat(9999, bob.id).await.unwrap(), None);
        let rows: Vec<(crate::ids::UserId, String)> =
            sqlx::query_as("SELECT reporter_id, context FROM chat_reports")
                .fetch_all(&store.pool)
                .await
                .unwrap();
        assert_eq!(rows.len(), 1, "reported once");
        let context: serde_json::Value = serde_json::from_str(&rows[0].1).unwrap();
        assert_eq!(context["message"]["text"], "rude");
        assert_eq!(context["message"]["from"], "ann");
        assert_eq!(context["message"]["table"], game.get());
        let before: Vec<&str> = context["before"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["text"].as_str().unwrap())
            .collect();
        assert_eq!(before, ["line 2", "line 3", "line 4", "line 5", "line 6"]);
    }

    #[tokio::test]
    async fn a_table_keeps_watchers_apart_only_when_asked() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let game = table(&store, ann.id, 0).await;
        assert!(!store.watchers_apart(game).await.unwrap());
        store.set_watchers_apart(game, true).await.unwrap();
        assert!(store.watchers_apart(game).await.unwrap());
    }

    #[tokio::test]
    async fn mutes_are_kept_per_account() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let bob = register(&store, "bob").await;
        store.set_mute(ann.id, bob.id, true).await.unwrap();
        store.set_mute(ann.id, bob.id, true).await.unwrap();
        assert_eq!(store.mutes(ann.id).await.unwrap(), [bob.id]);
        assert!(store.mutes(bob.id).await.unwrap().is_empty());
        store.set_mute(ann.id, bob.id, false).await.unwrap();
        assert!(store.mutes(ann.id).await.unwrap().is_empty());
    }
}
