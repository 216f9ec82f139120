//! Messages the server sends that are not a table's own update, as types:
//! what docs/protocol.md shows is what these serialise to.

use serde::Serialize;

use crate::store::GameRow;

/// Told to every socket of a user, whichever page it shows.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Notice<'a> {
    /// Someone joined the user's waiting table: the game has started.
    Started { table: i64, opponent: &'a str },
}

impl Notice<'_> {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a notice always serialises")
    }
}

/// `GET /api/tables/mine`.
#[derive(Debug, Serialize)]
pub struct MyTables {
    pub tables: Vec<MyTable>,
}

/// One of a player's games waiting for an opponent or being played.
#[derive(Debug, Serialize)]
pub struct MyTable {
    pub id: i64,
    /// `open` (waiting for an opponent) or `live`.
    pub status: String,
    pub draw: i64,
    pub target: i64,
    pub minutes: Option<i64>,
    pub wager: i64,
    /// The opponent's name: a person's, or "Easy bot"; `None` while the
    /// seat is empty.
    pub opponent: Option<String>,
    pub opponent_avatar: Option<String>,
    pub computer: bool,
}

impl MyTable {
    pub fn new(game: GameRow, opponent: Option<(String, String)>) -> MyTable {
        let computer = game.bot_level.is_some();
        let (opponent, opponent_avatar) = match (opponent, &game.bot_level) {
            (Some((name, avatar)), _) => (Some(name), Some(avatar)),
            (None, Some(level)) => (
                Some(format!("{} bot", crate::table::capitalise(level))),
                Some(format!("bot-{level}")),
            ),
            (None, None) => (None, None),
        };
        MyTable {
            id: game.id,
            status: game.status,
            draw: game.draw,
            target: game.target,
            minutes: game.minutes,
            wager: game.wager,
            opponent,
            opponent_avatar,
            computer,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_started_notice_reads_as_documented() {
        let notice = Notice::Started {
            table: 12,
            opponent: "bob",
        };
        assert_eq!(
            notice.to_json(),
            r#"{"type":"started","table":12,"opponent":"bob"}"#
        );
    }
}
