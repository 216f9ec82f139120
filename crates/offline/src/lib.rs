//! A game against the computer with no server (docs/offline.md): the
//! page plays it with this crate compiled to WebAssembly, from the same
//! rules and bots the room plays with.
//!
//! The game lives in the page as a [`Saved`] value (the settings, the
//! game's secret seed and every move made), kept in the browser's
//! `IndexedDB`. Each call rebuilds the [`Game`] from it, moves on, and
//! answers the new `Saved` with the seat's [`Update`] — the message the
//! room's server sends a seat, so the page draws an offline table with
//! the code that draws an online one. Rebuilding costs microseconds and
//! keeps every call a pure function of its input: the native tests and
//! the page see the same answers.
//!
//! Each hand is dealt as the room deals one (docs/fairness.md): from a
//! server seed (here derived from the game's seed, which the page draws
//! from its own random source), the player's seed, and the hand's
//! counter. The computer moves as at the room's tables: a fresh bot of its
//! level for each move, seeded from the hand's bot seed and the move's
//! place ([`fair_play::play`]). So the finished game's [`record`] verifies
//! with `dominoes verify`, which replays the computer's every move with
//! the native bots.
//!
//! [`call`] is the one entry the page uses: a JSON request in, a JSON
//! answer out (`abi.rs` carries it across the WebAssembly boundary).

mod abi;

use dominoes_bots::protocol::State;
use dominoes_bots::{Level, fair_play, review};
use dominoes_rules::fairness::{ClientSeed, HandSeeds, bot_seed, parse_hex32, to_hex};
use dominoes_rules::{
    ComputerSeat, DealSize, Game, Move, Reason, Record, Seat, Settings, Target, replay,
};
use dominoes_wire::server::{
    GameResult, GameStatus, HintAnswer, Player, RematchState, Replay, ReplayFrame, ReplayResult,
    TableSetup, TableTag, Update,
};
use dominoes_wire::{ClientMessage, TableCommand, decode};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

/// The person's seat; the computer sits in the other.
pub const YOU: Seat = Seat::Zero;
/// The computer's seat.
pub const COMPUTER: Seat = Seat::One;

/// The first bytes hashed into a hand's server seed, from the game's seed.
const DOMAIN: &[u8; 19] = b"dominoes/offline/v1";

/// An offline game as the page keeps it: enough to rebuild every position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Saved {
    /// The page's number for the game (its `IndexedDB` key): the update's
    /// `table`.
    pub table: i64,
    /// The player's name, as the table, the replay and the record show
    /// it (1 to 40 characters, none a control character).
    #[serde(default = "default_name")]
    pub name: String,
    /// The computer's level: `beginner` to `expert` (or `random`).
    pub level: String,
    /// 7 or 9.
    pub draw: usize,
    /// The final score.
    pub target: u16,
    /// The game's secret, 64 hex digits, drawn by the page: every hand's
    /// server seed comes from it.
    pub seed: String,
    /// The player's seed, as at the room's tables (docs/fairness.md).
    pub client_seed: String,
    /// Every hand's moves, as the table's `legal` list writes them.
    pub moves: Vec<Vec<String>>,
    /// The player resigned.
    #[serde(default)]
    pub resigned: bool,
}

fn default_name() -> String {
    "You".into()
}

/// What a call refused, and why (the page shows `message`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    /// As the room's error frames name it (docs/protocol.md), or
    /// `bad_request` for a call the page should never make.
    pub code: &'static str,
    pub message: String,
}

impl Refusal {
    fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    fn bad(message: impl Into<String>) -> Refusal {
        Refusal::new("bad_request", message)
    }
}

/// A game rebuilt from its [`Saved`] form.
#[derive(Debug)]
struct Table {
    saved: Saved,
    level: Level,
    settings: Settings,
    game: Game,
}

impl Table {
    /// Rebuilds the game: each hand dealt from its seeds, each move played.
    fn rebuild(saved: Saved) -> Result<Table, Refusal> {
        Table::rebuild_watched(saved, |_| {})
    }

    /// As [`Table::rebuild`], showing `watch` the game after each deal and
    /// each move (as the room's replay route watches a stored game).
    fn rebuild_watched(saved: Saved, mut watch: impl FnMut(&Game)) -> Result<Table, Refusal> {
        let level: Level = saved
            .level
            .parse()
            .map_err(|e| Refusal::bad(format!("{e}")))?;
        let length = saved.name.chars().count();
        if !(1..=40).contains(&length) || saved.name.chars().any(char::is_control) {
            return Err(Refusal::bad(
                "a name is 1 to 40 characters, none a control character",
            ));
        }
        let deal_size = match saved.draw {
            7 => DealSize::Seven,
            9 => DealSize::Nine,
            n => return Err(Refusal::bad(format!("a draw of {n}: 7 or 9"))),
        };
        let target = Target::new(u64::from(saved.target))
            .ok_or_else(|| Refusal::bad(format!("a final score of {}", saved.target)))?;
        let settings = Settings { deal_size, target };
        ClientSeed::parse(&saved.client_seed)
            .map_err(|e| Refusal::new("bad_seed", e.to_string()))?;
        let secret = parse_hex32(&saved.seed)
            .ok_or_else(|| Refusal::bad("the game's seed is 64 hex digits"))?;
        let first = seeds(&secret, &saved.client_seed, 0).shuffle();
        let mut game =
            Game::new(settings, first.deal(deal_size)).map_err(|e| Refusal::bad(e.to_string()))?;
        if saved.moves.is_empty() {
            return Err(Refusal::bad("a game has at least its first hand"));
        }
        watch(&game);
        for (index, moves) in saved.moves.iter().enumerate() {
            let shuffle = seeds(&secret, &saved.client_seed, index as u64).shuffle();
            if index > 0 {
                game.next_hand(shuffle.deal(deal_size))
                    .map_err(|e| Refusal::bad(format!("hand {index}: {e}")))?;
                watch(&game);
            }
            for (at, text) in moves.iter().enumerate() {
                let mv: Move = text
                    .parse()
                    .map_err(|e| Refusal::bad(format!("hand {index}, move {at}: {e}")))?;
                game.play(mv, &shuffle)
                    .map_err(|e| Refusal::bad(format!("hand {index}, move {at}: {e}")))?;
                watch(&game);
            }
        }
        if saved.resigned {
            game.end(YOU, Reason::Resign)
                .map_err(|e| Refusal::bad(e.to_string()))?;
        }
        Ok(Table {
            saved,
            level,
            settings,
            game,
        })
    }

    fn secret(&self) -> [u8; 32] {
        parse_hex32(&self.saved.seed).expect("checked when rebuilt")
    }

    /// The current hand's seeds and its shuffle.
    fn hand_seeds(&self) -> HandSeeds {
        let hand = self.saved.moves.len() as u64 - 1;
        seeds(&self.secret(), &self.saved.client_seed, hand)
    }

    /// Plays `mv` for the seat on turn; the saved moves follow.
    fn play(&mut self, mv: Move) -> Result<(), Refusal> {
        let shuffle = self.hand_seeds().shuffle();
        self.game
            .play(mv, &shuffle)
            .map_err(|e| Refusal::new("illegal", e.to_string()))?;
        self.saved
            .moves
            .last_mut()
            .expect("a game has a hand")
            .push(mv.to_string());
        Ok(())
    }

    /// Whether a move is awaited: the game and the hand both go on.
    fn in_play(&self) -> bool {
        self.game.outcome().is_none() && self.game.view(YOU).hand_end.is_none()
    }

    /// The update's version: it grows with every move, hand and ending.
    fn version(&self) -> u64 {
        let moves: usize = self.saved.moves.iter().map(Vec::len).sum();
        (moves + self.saved.moves.len()) as u64 + u64::from(self.game.outcome().is_some())
    }

    /// A seat's message from the server's point of view: what YOU may see.
    fn update(&self) -> Update {
        let view = self.game.view(YOU);
        let outcome = self.game.outcome();
        let playing = self.in_play();
        Update {
            clock_running: Some(None),
            clocks_ms: Some(None),
            fairness: Some(None),
            hand_end: Some(view.hand_end),
            key: None,
            legal: Some(if playing {
                view.legal.iter().map(ToString::to_string).collect()
            } else {
                Vec::new()
            }),
            picking: None,
            players: vec![
                Some(Player::person(&self.saved.name, "fox")),
                Some(Player::computer(self.level)),
            ],
            present: vec![true, true],
            rematch: outcome.map(|_| RematchState {
                table: None,
                wanted: vec![false, false],
            }),
            result: outcome.map(|o| GameResult {
                reason: o.reason,
                wager: 0,
                winner: o.winner.map(|team| Seat::ALL[team.index()]),
            }),
            revealed: Some(view.revealed.as_ref().map(|hands| {
                hands
                    .iter()
                    .map(|h| h.iter().map(|t| t.to_string()).collect())
                    .collect()
            })),
            seat: YOU,
            settings: self.setup(),
            state: Some(State::of(&view)),
            status: if outcome.is_some() {
                GameStatus::Over
            } else {
                GameStatus::Live
            },
            table: self.saved.table,
            tournament: None,
            turn: Some(Some(self.game.turn())),
            tag: TableTag::Tag,
            undo: None,
            version: self.version(),
            watchers: None,
            watching: false,
        }
    }

    /// The settings as updates and replays show them: no clock, no wager.
    fn setup(&self) -> TableSetup {
        TableSetup {
            draw: self.saved.draw,
            minutes: None,
            private: false,
            target: self.saved.target,
            wager: 0,
            watchers_apart: false,
        }
    }

    /// The answer to a call that moved the game on (or only looked).
    fn answer(&self) -> Value {
        json!({ "game": self.saved, "update": self.update() })
    }
}

/// A hand's seeds: its server seed is SHA-256 of [`DOMAIN`], the game's
/// secret and the hand's counter (8 bytes, big-endian); the player's seed
/// as at the room's tables, the computer's empty.
fn seeds(secret: &[u8; 32], client_seed: &str, hand: u64) -> HandSeeds {
    let mut hash = Sha256::new();
    hash.update(DOMAIN);
    hash.update(secret);
    hash.update(hand.to_be_bytes());
    HandSeeds {
        server_seed: hash.finalize().into(),
        client_seeds: vec![
            ClientSeed::parse(client_seed).unwrap_or_default(),
            ClientSeed::default(),
        ],
        hand_counter: hand,
    }
}

/// A new game: its first hand dealt (when the computer leads, the page
/// asks it to with [`think`]).
///
/// # Errors
/// Settings the room does not offer, or a seed that is not 64 hex digits.
pub fn start(mut saved: Saved) -> Result<Value, Refusal> {
    saved.moves = vec![Vec::new()];
    saved.resigned = false;
    let table = Table::rebuild(saved)?;
    Ok(table.answer())
}

/// What the page sends, as it would send it to the room (`act`,
/// `auto_draw`, `next`, `resign`), carried out. The computer's answer is
/// a separate call ([`think`]), so the page shows the player's move first.
///
/// # Errors
/// A message the room would refuse, with the room's code: a stale
/// version, a move out of turn or against the rules, a next hand before
/// the hand is over, a message an offline game has no use for.
pub fn send(saved: Saved, message: &str) -> Result<Value, Refusal> {
    let mut table = Table::rebuild(saved)?;
    let message = decode(message).map_err(|e| Refusal::new(e.code().as_str(), e.to_string()))?;
    let ClientMessage::Table { command, .. } = message else {
        return Err(Refusal::new(
            "bad_message",
            "an offline game answers table messages only",
        ));
    };
    let stale = |version: u64, table: &Table| {
        if version == table.version() {
            Ok(())
        } else {
            Err(Refusal::new(
                "stale",
                "the table has moved on since that move was chosen",
            ))
        }
    };
    match command {
        TableCommand::Open { .. } => {}
        TableCommand::Act { version, mv } => {
            stale(version, &table)?;
            your_turn(&table)?;
            table.play(mv)?;
        }
        TableCommand::AutoDraw { version } => {
            stale(version, &table)?;
            your_turn(&table)?;
            table.play(Move::Draw)?;
            while table.in_play()
                && table.game.turn() == YOU
                && table.game.view(YOU).legal == [Move::Draw]
            {
                table.play(Move::Draw)?;
            }
        }
        TableCommand::Next => {
            if table.game.outcome().is_some() {
                return Err(Refusal::new("over", "the game is over"));
            }
            if table.game.view(YOU).hand_end.is_none() {
                return Err(Refusal::new(
                    "hand_not_over",
                    "the hand is still being played",
                ));
            }
            table.saved.moves.push(Vec::new());
            let deal = table.hand_seeds().shuffle().deal(table.settings.deal_size);
            table
                .game
                .next_hand(deal)
                .map_err(|e| Refusal::bad(e.to_string()))?;
        }
        TableCommand::Resign => {
            if table.game.outcome().is_some() {
                return Err(Refusal::new("over", "the game is over"));
            }
            table.saved.resigned = true;
            table
                .game
                .end(YOU, Reason::Resign)
                .map_err(|e| Refusal::bad(e.to_string()))?;
        }
        TableCommand::Pick { .. } | TableCommand::AutoPick { .. } | TableCommand::Rematch => {
            return Err(Refusal::new(
                "bad_message",
                "an offline game is dealt at once; a rematch is a new game",
            ));
        }
    }
    Ok(table.answer())
}

fn your_turn(table: &Table) -> Result<(), Refusal> {
    if table.game.outcome().is_some() {
        return Err(Refusal::new("over", "the game is over"));
    }
    if !table.in_play() {
        return Err(Refusal::new(
            "hand_not_over",
            "the hand is over: ask for the next",
        ));
    }
    if table.game.turn() != YOU {
        return Err(Refusal::new("not_your_turn", "it is the computer's turn"));
    }
    Ok(())
}

/// The computer's move, when it is on turn: the move the room's table
/// would make from the same view and seed. Otherwise the game unchanged.
///
/// # Errors
/// Only a saved game that does not rebuild.
pub fn think(saved: Saved) -> Result<Value, Refusal> {
    let mut table = Table::rebuild(saved)?;
    if table.in_play() && table.game.turn() == COMPUTER {
        let seeds = table.hand_seeds();
        let mv = fair_play::play(
            table.level,
            &bot_seed(&seeds.server_seed, COMPUTER),
            &table.game.view(COMPUTER),
        );
        table.play(mv)?;
    }
    Ok(table.answer())
}

/// Expert's move for the player now, and why (as the room's hint route).
///
/// # Errors
/// When it is not the player's turn, or the saved game does not rebuild.
pub fn hint(saved: Saved) -> Result<Value, Refusal> {
    let table = Table::rebuild(saved)?;
    your_turn(&table)?;
    let hint = review::hint(&table.game.view(YOU))
        .ok_or_else(|| Refusal::new("not_your_turn", "no move to hint"))?;
    let answer = HintAnswer {
        best: hint.best.to_string(),
        reason: hint.reason.to_string(),
        why: serde_json::to_value(&hint.reason).expect("a reason serialises"),
    };
    Ok(serde_json::to_value(answer).expect("a hint serialises"))
}

/// A finished game's record (docs/formats.md): every hand's deal and
/// actions and every hand's seeds, so `dominoes verify` checks the deals
/// and the computer's moves. Not before the game is over: a record shows
/// the computer's tiles.
///
/// # Errors
/// A game not over yet, or a saved game that does not rebuild.
pub fn record(saved: Saved) -> Result<Record, Refusal> {
    let table = Table::rebuild(saved)?;
    if table.game.outcome().is_none() {
        return Err(Refusal::new(
            "not_over",
            "the record is shown once the game is over: it shows the computer's tiles",
        ));
    }
    let mut record = table.game.to_record();
    record.players = Some(names(&table));
    record.bots = vec![
        None,
        Some(ComputerSeat {
            level: table.level.name().into(),
            version: Some(fair_play::VERSION.into()),
        }),
    ];
    let secret = table.secret();
    for (index, hand) in record.hands.iter_mut().enumerate() {
        hand.seeds = Some(seeds(&secret, &table.saved.client_seed, index as u64));
    }
    Ok(record)
}

/// A finished game frame by frame, as the room's replay route answers
/// (`GET /api/games/{id}/replay`, docs/protocol.md), with no chat.
///
/// # Errors
/// A game not over yet, or a saved game that does not rebuild.
pub fn frames(saved: Saved) -> Result<Replay, Refusal> {
    let mut frames = Vec::new();
    let table = Table::rebuild_watched(saved, |game| frames.push(ReplayFrame::of(game)))?;
    let outcome = table
        .game
        .outcome()
        .ok_or_else(|| Refusal::new("not_over", "the game can be seen once it is over"))?;
    Ok(Replay {
        chat: Vec::new(),
        frames,
        game: table.saved.table,
        hints: 0,
        players: names(&table),
        result: Some(ReplayResult {
            reason: outcome.reason,
            winner: outcome.winner,
        }),
        settings: table.setup(),
        undos: 0,
    })
}

/// The seats' names, as records and replays show them.
fn names(table: &Table) -> Vec<String> {
    vec![table.saved.name.clone(), Player::computer(table.level).name]
}

/// One request of the page: `{"call": "start" | "send" | "think" | "hint" |
/// "record" | "frames" | "replay" | "review", ...}` (docs/offline.md lists each), and
/// its answer: `{"ok": ...}` or `{"error": {"code", "message"}}`. Never
/// panics on what it is given.
pub fn call(request: &str) -> String {
    let answer = serde_json::from_str::<Value>(request)
        .map_err(|e| Refusal::bad(format!("unreadable JSON: {e}")))
        .and_then(|request| route(&request));
    match answer {
        Ok(value) => json!({ "ok": value }).to_string(),
        Err(refusal) => json!({ "error": refusal }).to_string(),
    }
}

fn route(request: &Value) -> Result<Value, Refusal> {
    let field = |name: &str| {
        request
            .get(name)
            .ok_or_else(|| Refusal::bad(format!("the call needs `{name}`")))
    };
    let game = || {
        serde_json::from_value::<Saved>(field("game")?.clone())
            .map_err(|e| Refusal::bad(format!("the game: {e}")))
    };
    let text = |name: &str| {
        field(name)?
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| Refusal::bad(format!("`{name}` is text")))
    };
    let replay_error = |e: dominoes_rules::ReplayError| Refusal::new("bad_record", e.reason);
    match request.get("call").and_then(Value::as_str) {
        Some("start") => start(game()?),
        Some("send") => send(game()?, &text("message")?),
        Some("think") => think(game()?),
        Some("hint") => hint(game()?),
        Some("record") => {
            Ok(serde_json::from_str(&record(game()?)?.to_json()).expect("a record is JSON"))
        }
        Some("frames") => Ok(serde_json::to_value(frames(game()?)?).expect("a replay is JSON")),
        // As `dominoes replay` prints it: the replay, or the record's first fault.
        Some("replay") => {
            let printed = match replay(&text("record")?) {
                Ok(replayed) => replayed.to_json(),
                Err(fault) => fault.to_json(),
            };
            Ok(serde_json::from_str(&printed).expect("a replay is JSON"))
        }
        Some("review") => {
            let seat = field("seat")?
                .as_u64()
                .and_then(|s| Seat::ALL.get(s as usize).copied())
                .filter(|s| s.index() < 2)
                .ok_or_else(|| Refusal::bad("`seat` is 0 or 1"))?;
            let reviewed = review::review(&text("record")?, seat).map_err(replay_error)?;
            Ok(serde_json::from_str(&reviewed.to_json()).expect("a review is JSON"))
        }
        Some(other) => Err(Refusal::bad(format!("no call named {other:?}"))),
        None => Err(Refusal::bad("a request names its `call`")),
    }
}

/// The game's secret in the form [`Saved::seed`] takes.
pub fn seed_hex(secret: &[u8; 32]) -> String {
    to_hex(secret)
}

#[cfg(test)]
mod tests;
