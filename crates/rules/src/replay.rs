//! `replay`: checks a game record against the rules and reports every action
//! (NOTATION.md sections 3 and 6).

use serde::Serialize;
use serde_json::{Map, Value};

use crate::{
    Action, Deal, DealSize, Game, GameError, Reason, Seat, SeatView, Seats, Settings, Target, Team,
    TileSet,
};

/// What a record replays to: the JSON object of NOTATION.md section 3 (and
/// 6 at a table of four, where `winner` and `scores` are the teams').
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Replay {
    pub hands: Vec<HandReplay>,
    /// The side that won: a seat at a table of two, a team at four.
    pub winner: Option<usize>,
    /// Per side.
    pub scores: [u16; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct HandReplay {
    pub leader: usize,
    pub events: Vec<EventReplay>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<EndReplay>,
    pub scores: [u16; 2],
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct EventReplay {
    pub player: usize,
    pub action: String,
    pub count: u8,
    pub points: u8,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[allow(
    clippy::option_option,
    reason = "`team` absent (a table of two) is not `team` null (a tied block at four)"
)]
pub struct EndReplay {
    pub kind: &'static str,
    /// The seat that won the hand.
    pub winner: Option<usize>,
    /// At a table of four, the team that won the hand (null for a tied
    /// block); absent at a table of two.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<Option<usize>>,
    /// One entry per seat.
    pub pips: Vec<u16>,
    pub points: u16,
}

/// The first fault in a record: where it is (0-based; `None` where
/// NOTATION.md section 3 says null) and why.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, thiserror::Error)]
#[error("{}", self.to_json())]
pub struct ReplayError {
    pub hand: Option<usize>,
    pub action: Option<usize>,
    pub reason: String,
}

impl ReplayError {
    fn at(hand: Option<usize>, action: Option<usize>, reason: impl Into<String>) -> ReplayError {
        ReplayError {
            hand,
            action,
            reason: reason.into(),
        }
    }

    fn record(reason: impl Into<String>) -> ReplayError {
        ReplayError::at(None, None, reason)
    }

    /// `{"error": {"hand": H, "action": A, "reason": "..."}}`
    pub fn to_json(&self) -> String {
        #[derive(Serialize)]
        struct Wrapper<'a> {
            error: &'a ReplayError,
        }
        serde_json::to_string(&Wrapper { error: self }).expect("an error always serialises")
    }
}

impl Replay {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a replay always serialises")
    }

    /// Indented JSON, as `dominoes replay` prints it.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a replay always serialises")
    }
}

/// Replays a record given as JSON text.
///
/// ```
/// let record = r#"{"draw": 7, "target": 150, "hands": [{
///     "deal": [["6-6", "1-2", "0-4", "1-3", "2-2", "0-1", "0-3"],
///              ["5-5", "0-0", "5-6", "2-3", "3-4", "1-1", "0-6"]],
///     "actions": ["6-6", "5-6 L"]}]}"#;
/// let replay = dominoes_rules::replay(record).unwrap();
/// assert_eq!(replay.hands[0].events[1].count, 17);
/// let bad = record.replace("5-6 L", "5-5 L");
/// assert_eq!(dominoes_rules::replay(&bad).unwrap_err().action, Some(1));
/// ```
///
/// # Errors
/// The first fault, in the order NOTATION.md section 3 fixes.
pub fn replay(text: &str) -> Result<Replay, ReplayError> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| ReplayError::record(format!("unreadable JSON: {e}")))?;
    replay_value(&value)
}

/// Replays a record already parsed as JSON.
///
/// # Errors
/// As [`replay`].
pub fn replay_value(value: &Value) -> Result<Replay, ReplayError> {
    replay_watched(value, &mut |_: &Game, _: usize, _: usize, _: Action| {})
}

/// Replays a record as [`replay_value`] does, and hands `seat`'s view to
/// `on_turn` before each of that seat's actions, with the hand's index, the
/// action's index in the hand, and the action the record made. A view is
/// all it gets: the opponent's hand and the boneyard never leave the game
/// here (a game review sees what the seat saw, and nothing more).
///
/// # Errors
/// As [`replay`]; `on_turn` may have been called for actions before the fault.
pub fn replay_for_seat(
    value: &Value,
    seat: Seat,
    mut on_turn: impl FnMut(&SeatView, usize, usize, Action),
) -> Result<Replay, ReplayError> {
    replay_watched(value, &mut |game: &Game,
                                hand: usize,
                                index: usize,
                                action: Action| {
        if game.turn() == seat && game.outcome().is_none() {
            on_turn(&game.view(seat), hand, index, action);
        }
    })
}

/// The replay, calling `before` with the game before each action is applied.
fn replay_watched(
    value: &Value,
    before: &mut dyn FnMut(&Game, usize, usize, Action),
) -> Result<Replay, ReplayError> {
    let shape = "a record is an object with integer \"draw\" and \"target\" and a list \"hands\"";
    let record = value
        .as_object()
        .ok_or_else(|| ReplayError::record(shape))?;
    let integer = |key| record.get(key).filter(|v| v.is_i64() || v.is_u64());
    let (Some(_), Some(target), Some(Value::Array(hands))) =
        (integer("draw"), integer("target"), record.get("hands"))
    else {
        return Err(ReplayError::record(shape));
    };
    let deal_size = deal_size(record).map_err(ReplayError::record)?;
    let target = target.as_u64().and_then(Target::new).ok_or_else(|| {
        ReplayError::record(format!(
            "target is {target}; it must be a multiple of 5 from 50 to 1000"
        ))
    })?;
    let settings = Settings { deal_size, target };

    let mut game: Option<Game> = None;
    let mut report = Vec::with_capacity(hands.len());
    for (h, hand) in hands.iter().enumerate() {
        let hand_fault = |reason: String| ReplayError::at(Some(h), None, reason);
        if let Some(game) = &game {
            if game.outcome().is_some() {
                return Err(hand_fault("a hand is listed after the game ended".into()));
            }
            if game.hand_end().is_none() {
                return Err(hand_fault(
                    "a hand is listed after an unfinished hand".into(),
                ));
            }
        }
        let hand = hand
            .as_object()
            .ok_or_else(|| hand_fault("a hand must be an object".into()))?;
        let deal = parse_deal(hand, deal_size).map_err(hand_fault)?;
        check_seed_count(hand, deal_size).map_err(hand_fault)?;
        let game = match &mut game {
            None => game.insert(Game::new(settings, deal).map_err(|e| hand_fault(e.to_string()))?),
            Some(game) => {
                game.next_hand(deal)
                    .map_err(|e| hand_fault(e.to_string()))?;
                game
            }
        };
        let Some(Value::Array(actions)) = hand.get("actions") else {
            return Err(hand_fault("a hand must have a list \"actions\"".into()));
        };
        for (a, text) in actions.iter().enumerate() {
            let fault = |reason: String| ReplayError::at(Some(h), Some(a), reason);
            let text = text
                .as_str()
                .ok_or_else(|| fault("an action must be a string".into()))?;
            let action: Action = text
                .parse()
                .map_err(|e: crate::ParseActionError| fault(e.to_string()))?;
            before(game, h, a, action);
            game.apply(action).map_err(|e| {
                fault(match e {
                    GameError::GameOver => "the game is over".into(),
                    other => other.to_string(),
                })
            })?;
        }
        report.push(hand_report(game));
    }

    let scores = game.as_ref().map_or([0, 0], Game::scores);
    let won_on_score = game.as_ref().and_then(Game::outcome).and_then(|o| o.winner);
    let (winner, reason) = match record.get("result") {
        None | Some(Value::Null) => (won_on_score, won_on_score.map(|_| Reason::Score)),
        Some(result) => check_result(result, won_on_score, deal_size.seats())?,
    };
    Ok(Replay {
        hands: report,
        winner: winner.map(Team::index),
        scores,
        reason: reason.map(Reason::as_str),
    })
}

/// A record's deal size from its `draw` and `partners` (NOTATION.md
/// sections 2 and 6): `partners` true needs a draw of 5, and a draw of 5
/// needs `partners` true.
///
/// # Errors
/// What is wrong, as a fault of the record.
pub(crate) fn deal_size(record: &Map<String, Value>) -> Result<DealSize, String> {
    let draw = record.get("draw").unwrap_or(&Value::Null);
    let partners = match record.get("partners") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(partners)) => *partners,
        Some(_) => return Err("\"partners\" must be true or false".into()),
    };
    let size = draw
        .as_u64()
        .and_then(DealSize::new)
        .filter(|size| size.seats().partners() == partners);
    match (size, partners) {
        (Some(size), _) => Ok(size),
        (None, true) => Err(format!(
            "draw is {draw}; with \"partners\" it must be 5 (four hands of 5)"
        )),
        (None, false) if draw.as_u64() == Some(5) => {
            Err("draw is 5, the partnership game: it needs \"partners\": true".into())
        }
        (None, false) => Err(format!("draw is {draw}; it must be 7 or 9")),
    }
}

/// A hand that carries the fairness fields has one client seed per seat
/// (NOTATION.md section 6); that they deal the hand is `verify`'s to check.
fn check_seed_count(hand: &Map<String, Value>, size: DealSize) -> Result<(), String> {
    let seats = size.seats().count();
    match hand.get("client_seeds") {
        None | Some(Value::Null) => Ok(()),
        Some(Value::Array(seeds)) if seeds.len() == seats && seeds.iter().all(Value::is_string) => {
            Ok(())
        }
        Some(_) => Err(format!(
            "\"client_seeds\" must be a list of {} strings, one per seat",
            size.seats().word()
        )),
    }
}

fn parse_deal(hand: &Map<String, Value>, size: DealSize) -> Result<Deal, String> {
    let seats = size.seats().count();
    let lists = match hand.get("deal") {
        Some(Value::Array(lists)) if lists.len() == seats => lists,
        _ => {
            return Err(format!(
                "a hand's \"deal\" must be a list of {} hands",
                size.seats().word()
            ));
        }
    };
    let mut dealt = TileSet::EMPTY;
    let mut hands = [TileSet::EMPTY; 4];
    for (seat, list) in lists.iter().enumerate() {
        let Value::Array(tiles) = list else {
            return Err(format!("seat {seat}'s deal must be a list of tiles"));
        };
        if tiles.len() != size.tiles() {
            return Err(format!(
                "seat {seat} is dealt {} tiles, not {}",
                tiles.len(),
                size.tiles()
            ));
        }
        for tile in tiles {
            let text = tile
                .as_str()
                .ok_or_else(|| format!("seat {seat}'s deal must be a list of tiles"))?;
            let tile: crate::Tile = text
                .parse()
                .map_err(|e: crate::ParseTileError| e.to_string())?;
            if dealt.contains(tile) {
                return Err(format!("{tile} is dealt twice"));
            }
            dealt.insert(tile);
            hands[seat].insert(tile);
        }
    }
    Deal::new(&hands[..seats], size).map_err(|e| e.to_string())
}

fn hand_report(game: &Game) -> HandReplay {
    let view = game.view(Seat::Zero);
    HandReplay {
        leader: view.leader.index(),
        events: game
            .events()
            .iter()
            .map(|e| EventReplay {
                player: e.seat.index(),
                action: e.action.to_string(),
                count: e.count,
                points: e.points,
            })
            .collect(),
        end: game.hand_end().map(|end| EndReplay {
            kind: end.kind.as_str(),
            winner: end.winner.map(Seat::index),
            team: game.seats().partners().then(|| end.team().map(Team::index)),
            pips: end.pips.to_vec(),
            points: end.points,
        }),
        scores: game.scores(),
    }
}

/// Checks a record's `result` against what the replay found.
fn check_result(
    result: &Value,
    won_on_score: Option<Team>,
    seats: Seats,
) -> Result<(Option<Team>, Option<Reason>), ReplayError> {
    // At a table of two a side is a seat, and the messages say so.
    let side = if seats.partners() { "team" } else { "seat" };
    let malformed = || {
        ReplayError::record(
            "\"result\" must be {\"winner\": 0, 1 or null, \"reason\": \"score\", \"time\", \"resign\" or \"abandoned\"}",
        )
    };
    let result = result.as_object().ok_or_else(malformed)?;
    let reason = result
        .get("reason")
        .and_then(Value::as_str)
        .and_then(Reason::parse)
        .ok_or_else(malformed)?;
    let winner = match result.get("winner") {
        None | Some(Value::Null) => None,
        Some(w) => Some(
            w.as_u64()
                .and_then(|i| Team::from_index(i as usize))
                .ok_or_else(malformed)?,
        ),
    };
    match reason {
        Reason::Score => {
            if winner.is_none() || winner != won_on_score {
                return Err(ReplayError::record(match won_on_score {
                    Some(team) => format!("the result names the wrong winner: {side} {team} reached the final score"),
                    None => "the result says the game was won on score, but nobody reached the final score".into(),
                }));
            }
        }
        Reason::Time | Reason::Resign | Reason::Abandoned => {
            if let Some(team) = won_on_score {
                return Err(ReplayError::record(format!(
                    "the result says \"{}\", but {side} {team} had already won on score",
                    reason.as_str()
                )));
            }
            if (reason == Reason::Abandoned) != winner.is_none() {
                return Err(malformed());
            }
        }
    }
    Ok((winner, Some(reason)))
}
