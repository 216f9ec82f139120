//! The bot protocol of NOTATION.md sections 4 and 6: JSON lines between a host and
//! a bot program. The host side turns a [`SeatView`] into a `turn` message;
//! the bot side turns that message back into a view.

use dominoes_rules::{
    DealSize, HandEnd, Layout, Move, Seat, SeatView, Seen, SeenEvent, Target, Team, TileSet,
};
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A message a bot program cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad protocol message: {0}")]
pub struct ProtocolError(pub String);

fn bad(reason: impl Into<String>) -> ProtocolError {
    ProtocolError(reason.into())
}

/// The `state` object: exactly what the seat may see. Its keys are in
/// sorted order, as every message carrying it has always sent them. A
/// reader ignores fields it does not know (docs/protocol.md).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct State {
    pub boneyard: usize,
    pub count: u8,
    pub draw: usize,
    /// Each open end's letter and the pips it shows.
    pub ends: BTreeMap<String, u8>,
    pub hand: Vec<String>,
    pub hand_number: usize,
    pub history: Vec<HistoryEntry>,
    /// `None` only before a hand is dealt (the room's pick phase).
    pub leader: Option<Seat>,
    /// `true` at a table of four (NOTATION.md section 6); absent at two.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub partners: bool,
    /// Per side: the two players', or the two teams'.
    pub scores: [u16; 2],
    pub seat: Seat,
    pub spinner: Option<String>,
    pub target: u16,
    /// One entry per seat.
    pub tiles_left: Vec<usize>,
}

/// One action of the hand's public history.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub action: String,
    pub player: Seat,
}

impl State {
    /// What `view`'s seat may see.
    pub fn of(view: &SeatView) -> State {
        State {
            boneyard: view.boneyard,
            count: view.count(),
            draw: view.deal_size.tiles(),
            ends: view
                .layout
                .open_ends()
                .map(|(end, n)| (end.letter().to_string(), n))
                .collect(),
            hand: view.hand.iter().map(|t| t.to_string()).collect(),
            hand_number: view.hand_number,
            history: view
                .history
                .iter()
                .map(|e| HistoryEntry {
                    action: e.action.to_string(),
                    player: e.seat,
                })
                .collect(),
            leader: Some(view.leader),
            partners: view.seats().partners(),
            scores: view.scores,
            seat: view.seat,
            spinner: view.layout.spinner().map(|t| t.to_string()),
            target: view.target,
            tiles_left: view.tiles_left.clone(),
        }
    }
}

/// `{"type": "turn", "state": ..., "legal": [...]}`, one line.
pub fn turn_message(view: &SeatView) -> String {
    #[derive(Serialize)]
    struct Turn {
        legal: Vec<String>,
        state: State,
        r#type: &'static str,
    }
    to_line(&Turn {
        legal: view.legal.iter().map(ToString::to_string).collect(),
        state: State::of(view),
        r#type: "turn",
    })
}

/// `{"type": "hand_start", "state": ...}`.
pub fn hand_start_message(view: &SeatView) -> String {
    #[derive(Serialize)]
    struct HandStart {
        state: State,
        r#type: &'static str,
    }
    to_line(&HandStart {
        state: State::of(view),
        r#type: "hand_start",
    })
}

/// `{"type": "hand_end", "end": ..., "hands": [...], "scores": [...]}`:
/// `hands` one per seat.
pub fn hand_end_message(end: &HandEnd, hands: &[TileSet], scores: [u16; 2]) -> String {
    #[derive(Serialize)]
    struct HandEndMessage<'a> {
        end: &'a HandEnd,
        hands: Vec<Vec<String>>,
        scores: [u16; 2],
        r#type: &'static str,
    }
    to_line(&HandEndMessage {
        end,
        hands: hands
            .iter()
            .map(|h| h.iter().map(|t| t.to_string()).collect())
            .collect(),
        scores,
        r#type: "hand_end",
    })
}

/// A message as one line. Each message's keys are declared in sorted order:
/// the bytes bot programs have always been sent.
fn to_line(message: &impl Serialize) -> String {
    serde_json::to_string(message).expect("a protocol message always serialises")
}

/// `{"type": "game_end", "winner": ..., "scores": [...]}`: the winning
/// side (at a table of two, the seat of that number).
pub fn game_end_message(winner: Option<Team>, scores: [u16; 2]) -> String {
    #[derive(Serialize)]
    struct GameEnd {
        scores: [u16; 2],
        r#type: &'static str,
        winner: Option<Team>,
    }
    to_line(&GameEnd {
        scores,
        r#type: "game_end",
        winner,
    })
}

/// `{"action": "..."}`.
pub fn answer_message(mv: Move) -> String {
    #[derive(Serialize)]
    struct Answer {
        action: String,
    }
    to_line(&Answer {
        action: mv.to_string(),
    })
}

/// Reads a bot's answer line into a move (any spelling; a lead's order sets
/// its orientation).
///
/// # Errors
/// If the line is not `{"action": "<a move>"}`.
pub fn parse_answer(line: &str) -> Result<Move, ProtocolError> {
    let value: Value =
        serde_json::from_str(line).map_err(|e| bad(format!("unreadable JSON: {e}")))?;
    let text = value
        .get("action")
        .and_then(Value::as_str)
        .ok_or_else(|| bad("expected {\"action\": \"...\"}"))?;
    text.parse()
        .map_err(|e: dominoes_rules::ParseActionError| bad(e.to_string()))
}

fn field<'a>(object: &'a Value, key: &str) -> Result<&'a Value, ProtocolError> {
    object
        .get(key)
        .ok_or_else(|| bad(format!("missing \"{key}\"")))
}

fn number(object: &Value, key: &str) -> Result<u64, ProtocolError> {
    field(object, key)?
        .as_u64()
        .ok_or_else(|| bad(format!("\"{key}\" must be a number")))
}

fn seat(object: &Value, key: &str, seats: usize) -> Result<Seat, ProtocolError> {
    Seat::from_index(number(object, key)? as usize)
        .filter(|s| s.index() < seats)
        .ok_or_else(|| bad(format!("\"{key}\" must be a seat, 0 to {}", seats - 1)))
}

/// A list of exactly `len` numbers.
fn numbers(object: &Value, key: &str, len: usize) -> Result<Vec<u64>, ProtocolError> {
    let wrong = || bad(format!("\"{key}\" must be a list of {len} numbers"));
    let list = field(object, key)?
        .as_array()
        .filter(|l| l.len() == len)
        .ok_or_else(wrong)?;
    list.iter().map(|n| n.as_u64().ok_or_else(wrong)).collect()
}

/// The layout and the public history a `state`'s `history` replays to.
fn parse_history(state: &Value, seats: usize) -> Result<(Layout, Vec<SeenEvent>), ProtocolError> {
    let mut layout = Layout::EMPTY;
    let mut history = Vec::new();
    for event in field(state, "history")?
        .as_array()
        .ok_or_else(|| bad("\"history\" must be a list"))?
    {
        let player = seat(event, "player", seats)?;
        let text = field(event, "action")?
            .as_str()
            .ok_or_else(|| bad("an action must be text"))?;
        let action = match text.parse::<Move>() {
            Ok(Move::Lead { tile, left }) if layout.is_empty() => Seen::Lead { tile, left },
            Ok(Move::Play { tile, end }) if !layout.is_empty() && layout.fits(tile, end) => {
                Seen::Play { tile, end }
            }
            Ok(Move::Draw) => Seen::Draw(None),
            Ok(Move::Pass) => Seen::Pass,
            Err(_) if text.starts_with("draw ") => Seen::Draw(Some(
                text[5..]
                    .parse()
                    .map_err(|_| bad(format!("bad action {text:?}")))?,
            )),
            _ => return Err(bad(format!("action {text:?} does not fit the history"))),
        };
        let count = match action {
            Seen::Lead { tile, left } => layout.place_lead(tile, left),
            Seen::Play { tile, end } => layout.place(tile, end),
            Seen::Draw(_) | Seen::Pass => layout.count(),
        };
        let placed = matches!(action, Seen::Lead { .. } | Seen::Play { .. });
        let points = if placed {
            dominoes_rules::points_for(count)
        } else {
            0
        };
        history.push(SeenEvent {
            seat: player,
            action,
            count,
            points,
        });
    }
    Ok((layout, history))
}

/// Rebuilds the seat's view from a `turn` message: the layout is replayed
/// from the history, and must agree with the message's count.
///
/// # Errors
/// If the message is not a well-formed `turn` message of section 4.
pub fn parse_turn(message: &Value) -> Result<SeatView, ProtocolError> {
    let state = field(message, "state")?;
    let partners = match state.get("partners") {
        None | Some(Value::Null) => false,
        Some(partners) => partners
            .as_bool()
            .ok_or_else(|| bad("\"partners\" must be true or false"))?,
    };
    let deal_size = DealSize::new(number(state, "draw")?)
        .filter(|size| size.seats().partners() == partners)
        .ok_or_else(|| bad("\"draw\" must be 7 or 9, or 5 with \"partners\": true"))?;
    let seats = deal_size.seats().count();
    let me = seat(state, "seat", seats)?;
    let target = Target::new(number(state, "target")?).ok_or_else(|| bad("bad \"target\""))?;
    let hand = field(state, "hand")?
        .as_array()
        .ok_or_else(|| bad("\"hand\" must be a list of tiles"))?
        .iter()
        .map(|t| {
            t.as_str()
                .and_then(|t| t.parse().ok())
                .ok_or_else(|| bad(format!("bad tile {t}")))
        })
        .collect::<Result<TileSet, _>>()?;
    let (layout, history) = parse_history(state, seats)?;
    if number(state, "count")? != u64::from(layout.count()) {
        return Err(bad("\"count\" does not match the history"));
    }
    let legal = field(message, "legal")?
        .as_array()
        .ok_or_else(|| bad("\"legal\" must be a list"))?
        .iter()
        .map(|m| {
            m.as_str()
                .and_then(|m| m.parse().ok())
                .ok_or_else(|| bad(format!("bad legal move {m}")))
        })
        .collect::<Result<Vec<Move>, _>>()?;
    if legal.is_empty() {
        return Err(bad("\"legal\" is empty"));
    }
    let tiles_left = numbers(state, "tiles_left", seats)?
        .into_iter()
        .map(|n| n as usize)
        .collect();
    let scores = numbers(state, "scores", 2)?;
    let scores = [scores[0] as u16, scores[1] as u16];
    Ok(SeatView {
        seat: me,
        deal_size,
        target: target.points(),
        hand_number: number(state, "hand_number")? as usize,
        leader: seat(state, "leader", seats)?,
        hand,
        tiles_left,
        boneyard: number(state, "boneyard")? as usize,
        layout,
        scores,
        turn: me,
        history,
        legal,
        hand_end: None,
        revealed: None,
        outcome: None,
    })
}
