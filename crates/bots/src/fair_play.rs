//! The computer plays only from what it can see, and anyone can check it
//! (docs/fairness.md, "Games against the computer").
//!
//! At the room's tables each of the computer's moves is made by a fresh bot
//! of the seat's level, seeded from the hand's bot seed (derived from the
//! committed server seed) and the move's place in the hand, and shown only
//! that seat's view. [`check_moves`] replays a finished game's record and
//! asks the same bot, from the same view, for every move the computer made:
//! a move that had depended on a hidden tile would not come out the same.

use dominoes_rules::fairness::{bot_move_seed, computer_seats, parse_hex32};
use dominoes_rules::{Move, ReplayError, Seat, SeatView, replay_for_seat};
use serde::Serialize;
use serde_json::Value;

use crate::{Level, new_bot};

/// The version of the bots' play. Any change that can change a move — a
/// level's evaluation, its search budget, how seeds become random numbers
/// — is a new version: `tests/pinned.rs` fails until this is raised and the
/// pinned moves are written again (`PIN=1 cargo test -p dominoes-bots
/// --test pinned`). Records name the version that played them.
pub const VERSION: &str = "1";

/// The move the computer of `level` makes at a table, from `view` (its
/// seat's, on its turn) in a hand whose bot seed is `bot_seed`.
pub fn play(level: Level, bot_seed: &[u8; 32], view: &SeatView) -> Move {
    let seed = bot_move_seed(bot_seed, view.history.len());
    new_bot(level, seed).choose(view)
}

/// What [`check_moves`] found.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "bots", rename_all = "snake_case")]
pub enum MovesCheck {
    /// Every move the computer made in a hand with a revealed seed is the
    /// move the published bot makes from that seat's view.
    Checked {
        version: &'static str,
        seats: Vec<SeatCheck>,
    },
    /// The record was played by another version of the bots than this
    /// verifier's: its moves cannot be checked here (nothing is wrong).
    OtherVersion {
        record: String,
        verifier: &'static str,
    },
    /// The record names no computer seat.
    NoComputer,
}

/// The computer's moves in one seat.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SeatCheck {
    pub seat: usize,
    pub level: String,
    /// Moves reproduced exactly.
    pub moves: usize,
    /// Moves in hands whose seeds are not revealed (an unfinished hand).
    pub unchecked: usize,
}

/// Replays a record (JSON text) and checks every move of every computer
/// seat against the bot of its level and version. Run
/// [`dominoes_rules::fairness::verify`] first: this trusts the record's `bot_seeds` only as
/// far as that checks them, and the rules as far as the replay does.
///
/// # Errors
/// Unreadable JSON, a record the rules refuse, a malformed `bots` entry, or
/// the first move the bot would not have made, at its hand and action.
pub fn check_moves(text: &str) -> Result<MovesCheck, ReplayError> {
    let fault = |hand, action, reason: String| ReplayError {
        hand,
        action,
        reason,
    };
    let value: Value = serde_json::from_str(text)
        .map_err(|e| fault(None, None, format!("unreadable JSON: {e}")))?;
    let computer = computer_seats(&value)?;
    let mut seats = Vec::new();
    // One entry per seat of the record's table, two or four.
    for (seat, bot) in Seat::ALL.into_iter().zip(&computer) {
        let Some(bot) = bot else {
            continue;
        };
        let level: Level = bot
            .level
            .parse()
            .map_err(|e: crate::ParseLevelError| fault(None, None, e.to_string()))?;
        match bot.version.as_deref() {
            Some(VERSION) => {}
            other => {
                return Ok(MovesCheck::OtherVersion {
                    record: other
                        .unwrap_or("none (a game from before the computer's moves were bound)")
                        .to_owned(),
                    verifier: VERSION,
                });
            }
        }
        seats.push(check_seat(&value, seat, level, &bot.level)?);
    }
    if seats.is_empty() {
        return Ok(MovesCheck::NoComputer);
    }
    Ok(MovesCheck::Checked {
        version: VERSION,
        seats,
    })
}

fn check_seat(
    value: &Value,
    seat: Seat,
    level: Level,
    name: &str,
) -> Result<SeatCheck, ReplayError> {
    let hands = value.get("hands").and_then(Value::as_array);
    let bot_seed = |hand: usize| -> Option<[u8; 32]> {
        let seed = hands?
            .get(hand)?
            .get("bot_seeds")?
            .get(seat.index())?
            .as_str()?;
        parse_hex32(seed)
    };
    let mut check = SeatCheck {
        seat: seat.index(),
        level: name.to_owned(),
        moves: 0,
        unchecked: 0,
    };
    let mut first_wrong: Option<ReplayError> = None;
    let replayed = replay_for_seat(value, seat, |view, hand, action, made| {
        // An action the rules refuse is the replay's fault to report.
        if first_wrong.is_some() || !view.legal.contains(&made.to_move()) {
            return;
        }
        let Some(seed) = bot_seed(hand) else {
            check.unchecked += 1;
            return;
        };
        let chosen = play(level, &seed, view);
        if chosen == made.to_move() {
            check.moves += 1;
        } else {
            first_wrong = Some(ReplayError {
                hand: Some(hand),
                action: Some(action),
                reason: format!(
                    "the {name} bot in seat {} would play {chosen} here from what it could see; the record says {made}",
                    seat.index()
                ),
            });
        }
    });
    // A move the bot would not have made is the fault, even if the record
    // then breaks the rules too.
    match (first_wrong, replayed) {
        (Some(error), _) | (None, Err(error)) => Err(error),
        (None, Ok(_)) => Ok(check),
    }
}
