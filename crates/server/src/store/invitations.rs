//! Invitations to a waiting table (docs/protocol.md, "Inviting a player"):
//! stored, so one sent to a player with no page open waits for them on
//! whichever node they come to, and a decline reaches the host. An
//! invitation is pending while it has no answer and its table waits.

use sqlx::Row;

use super::{Store, StoreError, now};
use crate::ids::{TableId, UserId};

/// A pending invitation, as its invitee is shown it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub id: i64,
    pub table: TableId,
    pub from: String,
}

impl Store {
    /// Stores `host`'s invitation of `guest` to `table` (again: the same
    /// invitation, pending anew); its id.
    pub async fn invite(
        &self,
        table: TableId,
        host: UserId,
        guest: UserId,
    ) -> Result<i64, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let id = sqlx::query(
            "INSERT INTO invitations (table_id, inviter, invitee, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (table_id, invitee) DO UPDATE SET inviter = excluded.inviter, \
             created_at = excluded.created_at, answer = NULL RETURNING id",
        )
        .bind(table)
        .bind(host)
        .bind(guest)
        .bind(now())
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
        tx.commit().await?;
        Ok(id)
    }

    /// `invitee`'s pending invitations to tables still waiting, the newest
    /// first.
    pub async fn pending_invitations(
        &self,
        invitee: UserId,
    ) -> Result<Vec<Invitation>, StoreError> {
        let rows = sqlx::query(
            "SELECT i.id, i.table_id, u.name FROM invitations i \
             JOIN games g ON g.id = i.table_id JOIN users u ON u.id = i.inviter \
             WHERE i.invitee = $1 AND i.answer IS NULL AND g.status = 'open' \
             ORDER BY i.created_at DESC, i.id DESC LIMIT 20",
        )
        .bind(invitee)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Invitation {
                    id: r.try_get("id")?,
                    table: r.try_get("table_id")?,
                    from: r.try_get("name")?,
                })
            })
            .collect()
    }

    /// `invitee` declines invitation `id`: its inviter and table, or `None`
    /// if it is not theirs or not pending (nothing changes).
    pub async fn decline_invitation(
        &self,
        id: i64,
        invitee: UserId,
    ) -> Result<Option<(UserId, TableId)>, StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        let row = sqlx::query(
            "UPDATE invitations SET answer = 'declined' \
             WHERE id = $1 AND invitee = $2 AND answer IS NULL RETURNING inviter, table_id",
        )
        .bind(id)
        .bind(invitee)
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        row.map(|r| Ok((r.try_get("inviter")?, r.try_get("table_id")?)))
            .transpose()
    }

    /// `invitee` took a seat at `table`: its invitations there are accepted.
    pub async fn accept_invitations(
        &self,
        table: TableId,
        invitee: UserId,
    ) -> Result<(), StoreError> {
        let (_turn, mut tx) = self.begin_write().await?;
        sqlx::query(
            "UPDATE invitations SET answer = 'accepted' \
             WHERE table_id = $1 AND invitee = $2 AND answer IS NULL",
        )
        .bind(table)
        .bind(invitee)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}
