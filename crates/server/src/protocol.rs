//! Everything the server sends, as types. The WebSocket's messages and the
//! small HTTP answers clients read live in `dominoes-wire`
//! ([`dominoes_wire::server`]), so that test and load clients decode the
//! same types the server writes; they are re-exported here. The rest of the
//! HTTP routes' JSON bodies, built from the store's rows, are here.
//! docs/protocol.md shows what these serialise to, and `protocol/tests.rs`
//! reads its examples back into them, so the two cannot drift apart.
//!
//! Most messages were first built as `serde_json::Value`s, whose keys come
//! out sorted; their fields are declared in sorted order so that clients
//! receive the same bytes (the tests check each against its `Value`). The
//! messages that were typed from the start (`started`, `GET
//! /api/tables/mine`) keep their declared order.

pub use dominoes_wire::server::*;

use dominoes_tournament::Format;
use serde::{Deserialize, Serialize};

use crate::ids::{TableId, UserId};
use crate::store::{GameRow, GameStatus, GameSummary, RatingPoint, TournamentStatus, User};

/// `GET /api/online`: who is in the room and how many games are live.
#[derive(Debug, Serialize, Deserialize)]
pub struct Online {
    /// How many users have a page of the room open.
    pub count: usize,
    /// How many games are being played.
    pub live: i64,
    /// The first 100 of them, by name.
    pub players: Vec<crate::store::OnlinePlayer>,
}

/// The signed-in user (`/api/me`, registering, signing in, a guest).
#[derive(Debug, Serialize, Deserialize)]
pub struct Me {
    pub avatar: String,
    pub chips: i64,
    pub guest: bool,
    pub id: UserId,
    /// The language they chose for the room's pages (`POST
    /// /api/me/language`), or null to follow the browser.
    pub language: Option<String>,
    pub name: String,
}

impl Me {
    pub fn new(user: &User, language: Option<String>) -> Me {
        Me {
            avatar: user.avatar.clone(),
            chips: user.chips,
            guest: user.guest,
            id: user.id,
            language,
            name: user.name.clone(),
        }
    }
}

/// `GET /api/players/{name}`: a player's page.
#[derive(Debug, Serialize)]
pub struct PlayerPage {
    pub avatar: String,
    pub chips: i64,
    /// A tournament's computer player: its level (docs/tournaments.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
    pub deviation: Option<f64>,
    pub games: Vec<GameSummary>,
    pub guest: bool,
    pub history: Vec<RatingPoint>,
    /// Whether the signed-in visitor has muted this player's chat (false for
    /// a visitor who is not signed in).
    pub muted: bool,
    pub name: String,
    /// Whether they have a page of the room open now.
    pub online: bool,
    pub played: usize,
    pub rating: Option<f64>,
    /// The tournaments they entered, newest first (the last 50).
    pub tournaments: Vec<TournamentResult>,
    pub wins: usize,
}

/// A player's tournament, on their page.
#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentResult {
    pub id: i64,
    pub name: String,
    /// `registering`, `running`, `over` or `cancelled`.
    pub status: String,
    /// Their final place, once it is over.
    pub place: Option<u32>,
    /// How many entered.
    pub entrants: u32,
    /// Chips they won.
    pub prize: i64,
}

/// `GET /api/tables/mine`.
#[derive(Debug, Serialize, Deserialize)]
pub struct MyTables {
    pub tables: Vec<MyTable>,
}

/// One of a player's games waiting for an opponent or being played.
#[derive(Debug, Serialize, Deserialize)]
pub struct MyTable {
    pub id: TableId,
    /// `open` (waiting for an opponent) or `live`.
    pub status: GameStatus,
    pub draw: usize,
    pub target: u16,
    pub minutes: Option<u32>,
    pub wager: u32,
    /// The opponent's name: a person's, or "Easy bot"; `None` while the
    /// seat is empty.
    pub opponent: Option<String>,
    pub opponent_avatar: Option<String>,
    pub computer: bool,
    /// A private table's key (the caller's own table): for its link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl MyTable {
    pub fn new(game: GameRow, opponent: Option<(String, String)>) -> MyTable {
        // At four, a person's seat 3 is the opponent's: seat 1's computer
        // is then not the one shown.
        let four = game.settings.deal_size.seats().count() == 4;
        let bot = game
            .bot_level
            .filter(|_| !four || game.far_bots[1].is_some());
        let computer = bot.is_some();
        let (opponent, opponent_avatar) = match (opponent, bot) {
            (Some((name, avatar)), _) => (Some(name), Some(avatar)),
            (None, Some(level)) => {
                let computer = Player::computer(level);
                (Some(computer.name), Some(computer.avatar))
            }
            (None, None) => (None, None),
        };
        MyTable {
            id: game.id,
            status: game.status,
            draw: game.settings.deal_size.tiles(),
            target: game.settings.target.points(),
            minutes: game.minutes,
            wager: game.wager,
            opponent,
            opponent_avatar,
            computer,
            // A tournament's private table opens to no key.
            key: game
                .private
                .filter(|_| game.tournament.is_none())
                .map(crate::key::TableKey::to_hex),
        }
    }
}

#[cfg(test)]
mod tests;

// ---------------------------------------------------------------- tournaments

/// A tournament in the list.
#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentSummary {
    pub id: i64,
    pub name: String,
    pub format: Format,
    pub status: TournamentStatus,
    pub draw: u64,
    pub target: u16,
    pub minutes: u32,
    pub entry_fee: i64,
    pub split: Vec<u32>,
    pub min_players: u16,
    pub max_players: u16,
    pub entrants: u32,
    /// The entry fees paid in so far (the prize pool).
    pub pool: i64,
    pub starts_at: Option<i64>,
    /// The round under way (0 before the start).
    pub round: u32,
    /// How many rounds it plays (a knockout's: for the entrants now).
    pub total_rounds: u32,
    /// How many of the entrants are computer players.
    #[serde(default)]
    pub computers: u32,
    /// A sit-and-go's computers that take the seats left after a wait.
    #[serde(default)]
    pub fill: Option<crate::store::Fill>,
}

/// A stored game's settings as an update shows them; whether its
/// watchers' chat is kept apart is stored on its own (`watchers_apart`).
pub fn stored_setup(game: &GameRow, watchers_apart: bool) -> TableSetup {
    TableSetup {
        draw: game.settings.deal_size.tiles(),
        minutes: game.minutes,
        private: game.private.is_some(),
        target: game.settings.target.points(),
        wager: game.wager,
        watchers_apart,
    }
}

/// `GET /api/me/invitations`: the pending invitations, each as its
/// `invited` notice.
#[derive(Debug, Serialize, Deserialize)]
pub struct PendingInvitations {
    pub invitations: Vec<Notice>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentList {
    pub tournaments: Vec<TournamentSummary>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentCreated {
    pub id: i64,
}

/// A tournament's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentPage {
    #[serde(flatten)]
    pub summary: TournamentSummary,
    pub creator: Option<String>,
    /// The entrants (the summary's `entrants` is their count).
    pub players: Vec<TournamentEntrantLine>,
    pub rounds: Vec<TournamentRoundLine>,
    pub standings: Vec<TournamentStandingLine>,
    /// What each paid place wins from the pool as it stands.
    pub prizes: Vec<TournamentPrizeLine>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentEntrantLine {
    pub name: String,
    pub rating: Option<f64>,
    pub place: Option<u32>,
    pub prize: i64,
    /// A computer player: the level of the bots that play for it.
    #[serde(default)]
    pub computer: Option<String>,
    /// A tournament of teams, from its start: the entrant's team ("ann &
    /// bob").
    #[serde(default)]
    pub team: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentRoundLine {
    pub round: u32,
    pub boards: Vec<TournamentBoardLine>,
    /// A duplicate round: the lowercase hex SHA-256 of its seed, published
    /// from the pairing on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
    /// A duplicate round's seed (64 hex digits), once every board of the
    /// round is decided: `dominoes tournament verify` checks the round's
    /// records against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentBoardLine {
    /// Seat 0's and seat 1's player in the match's first game; one name
    /// for a bye.
    pub players: Vec<String>,
    pub bye: bool,
    /// The match's winner, once decided.
    pub winner: Option<String>,
    pub games: Vec<TournamentGameLine>,
    /// A duplicate board of a decided round: each player's points over its
    /// games, in `players`' order (a game won on the clock or by
    /// resignation counting the final score for its winner).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<[u32; 2]>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentGameLine {
    /// The table: to watch it live, or replay it once over.
    pub table: i64,
    pub over: bool,
    pub winner: Option<String>,
    /// Seat 0's and seat 1's player.
    pub players: Vec<String>,
    /// Seat 0's and seat 1's points; absent for a game of a duplicate
    /// round still being played (docs/tournaments.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<[u32; 2]>,
    /// A duplicate round's game: the deal it plays, from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u32>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentStandingLine {
    pub place: u32,
    pub name: String,
    pub score: f64,
    pub buchholz: f64,
    pub difference: i64,
    pub won: u32,
    pub lost: u32,
    pub byes: u32,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct TournamentPrizeLine {
    pub place: u32,
    pub chips: i64,
}
