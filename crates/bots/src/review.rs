//! Game review and hints: each choice a seat made, set against Expert's
//! from that seat's view alone (docs/review.md).
//!
//! A review never sees the opponent's hidden tiles or the boneyard: it
//! walks the record through [`dominoes_rules::replay_for_seat`], which
//! hands it the seat's [`SeatView`] and nothing else, and every random
//! number it uses is seeded from that view ([`view_seed`]). So the same
//! record always reviews the same, and two records that differ only in
//! what the seat could not see review the same too.

use std::fmt::Write as _;

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Layout, Move, ReplayError, Seat, SeatView, TileSet};
use serde::Serialize;
use serde_json::Value;

use crate::greedy::points_now;
use crate::search::{SearchConfig, move_values};
use crate::{Bot, Expert, Knowledge};

/// How a review weighs the moves: Expert's sampling and inference, over
/// more deals (each move is only played out greedily, which is cheap).
pub const REVIEW_CONFIG: SearchConfig = SearchConfig {
    samples: 1000,
    ..Expert::CONFIG
};

/// How costly a move was, by the expected points it gave away against
/// Expert's choice (the thresholds and why: docs/review.md).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    Fine,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// Losses from this many points up are an inaccuracy, a mistake, a blunder.
    pub const THRESHOLDS: [f64; 3] = [2.5, 5.0, 10.0];

    pub fn from_loss(loss: f64) -> Mark {
        let [inaccuracy, mistake, blunder] = Mark::THRESHOLDS;
        if loss >= blunder {
            Mark::Blunder
        } else if loss >= mistake {
            Mark::Mistake
        } else if loss >= inaccuracy {
            Mark::Inaccuracy
        } else {
            Mark::Fine
        }
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            Mark::Fine => "fine",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// One choice of the reviewed seat (a turn with more than one legal move).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ReviewedMove {
    /// The hand's index in the record, from 0.
    pub hand: usize,
    /// The action's index in that hand's `actions`, from 0.
    pub action: usize,
    /// What the seat played, in NOTATION.md section 1's notation.
    pub played: String,
    /// What Expert would have played from the same view.
    pub best: String,
    /// Expected points given away by `played` against `best`, to one
    /// decimal: 0 when they are the same move, never below 0.
    pub loss: f64,
    pub mark: Mark,
}

/// The whole game's figures.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Summary {
    pub seat: usize,
    /// Choices reviewed.
    pub moves: usize,
    /// The share of choices marked fine, in percent, to one decimal (100
    /// with no choice to review).
    pub accuracy: f64,
    /// The expected points given away over the game.
    pub total_loss: f64,
    pub fine: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// The three costliest choices with a loss, costliest first (fewer if
    /// fewer lost anything).
    pub costliest: Vec<ReviewedMove>,
}

/// A game's review for one seat: `{"moves": [...], "summary": {...}}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Review {
    pub moves: Vec<ReviewedMove>,
    pub summary: Summary,
}

impl Review {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a review always serialises")
    }
}

/// Reviews `seat`'s choices in a record given as JSON text.
///
/// # Errors
/// The record's first fault, exactly as [`dominoes_rules::replay`] reports it.
pub fn review(text: &str, seat: Seat) -> Result<Review, ReplayError> {
    match serde_json::from_str::<Value>(text) {
        Ok(value) => review_value(&value, seat),
        // Unreadable JSON: the replay's own words for it.
        Err(e) => Err(dominoes_rules::replay(text)
            .err()
            .unwrap_or_else(|| ReplayError {
                hand: None,
                action: None,
                reason: format!("unreadable JSON: {e}"),
            })),
    }
}

/// Reviews `seat`'s choices in a record already parsed as JSON.
///
/// # Errors
/// As [`review`].
pub fn review_value(value: &Value, seat: Seat) -> Result<Review, ReplayError> {
    let mut choices = Vec::new();
    dominoes_rules::replay_for_seat(value, seat, |view, hand, index, action| {
        if view.legal.len() > 1 {
            choices.push((view.clone(), hand, index, action.to_move()));
        }
    })?;
    let moves: Vec<ReviewedMove> = choices
        .iter()
        .filter_map(|(view, hand, index, played)| review_choice(view, *hand, *index, *played))
        .collect();
    let summary = summarise(seat, &moves);
    Ok(Review { moves, summary })
}

/// One choice: Expert's move from `view`, and what `played` gave away
/// against it. `None` if `played` is not one of the view's legal moves
/// (never, for a record that replays).
pub fn review_choice(
    view: &SeatView,
    hand: usize,
    index: usize,
    played: Move,
) -> Option<ReviewedMove> {
    let played_at = view.legal.iter().position(|&m| m == played)?;
    let seed = view_seed(view);
    let best = Expert::new(seed).choose(view);
    let best_at = view.legal.iter().position(|&m| m == best)?;
    let loss = if played_at == best_at {
        0.0
    } else {
        let values = move_values(&REVIEW_CONFIG, view, &mut FastRng::new(seed ^ VALUES_SALT));
        round1((values[best_at] - values[played_at]).max(0.0))
    };
    Some(ReviewedMove {
        hand,
        action: index,
        played: played.to_string(),
        best: best.to_string(),
        loss,
        mark: Mark::from_loss(loss),
    })
}

/// Keeps the evaluation's random numbers apart from Expert's own.
const VALUES_SALT: u64 = 0x7265_7669_6577_0001;

fn summarise(seat: Seat, moves: &[ReviewedMove]) -> Summary {
    let count = |mark| moves.iter().filter(|m| m.mark == mark).count();
    let fine = count(Mark::Fine);
    let mut costliest: Vec<ReviewedMove> = moves.iter().filter(|m| m.loss > 0.0).cloned().collect();
    // Costliest first; the earlier move first on a tie.
    costliest.sort_by(|a, b| {
        b.loss
            .total_cmp(&a.loss)
            .then((a.hand, a.action).cmp(&(b.hand, b.action)))
    });
    costliest.truncate(3);
    Summary {
        seat: seat.index(),
        moves: moves.len(),
        accuracy: if moves.is_empty() {
            100.0
        } else {
            round1(100.0 * fine as f64 / moves.len() as f64)
        },
        total_loss: round1(moves.iter().map(|m| m.loss).sum()),
        fine,
        inaccuracies: count(Mark::Inaccuracy),
        mistakes: count(Mark::Mistake),
        blunders: count(Mark::Blunder),
        costliest,
    }
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// A seed drawn from what the seat has seen, and only that: the game's
/// settings, the hand's number and leader, its own tiles, the scores and
/// the hand's public history (so the move's index in the hand too).
/// FNV-1a, so it is the same on every machine and in every version.
pub fn view_seed(view: &SeatView) -> u64 {
    let mut text = String::new();
    let _ = write!(
        text,
        "{}|{}|{}|{}|{}|{:?}|",
        view.seat.index(),
        view.deal_size.tiles(),
        view.target,
        view.hand_number,
        view.leader.index(),
        view.scores,
    );
    for tile in view.hand {
        let _ = write!(text, "{tile},");
    }
    for event in &view.history {
        let _ = write!(text, "|{}:{}", event.seat.index(), event.action);
    }
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The move Expert would make from a view, and a one-line reason for it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hint {
    pub best: Move,
    pub reason: Reason,
}

/// Why a hint's move is good, as a code and its values: a client says it
/// in its person's language (`{"code": "scores", "points": 10}`); its
/// `Display` is the English line of the API's `reason`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Reason {
    /// Nothing in the hand fits: draw.
    Draw,
    /// Nothing fits and the boneyard is empty: pass.
    Pass,
    /// The only legal move.
    Only,
    /// It scores now.
    Scores { points: u32 },
    /// Every open end left is a number the opponent has shown they lack.
    Blocks { suits: Vec<u8> },
    /// The opponent can score nothing straight back.
    Safe,
    /// It sheds a heavy tile.
    Sheds { tile: String, pips: u32 },
    /// It keeps two or more of one number for later.
    Keeps { suit: u8 },
    /// The search's best chance, with no simpler reason.
    Search,
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::Draw => f.write_str("nothing in your hand fits: draw"),
            Reason::Pass => f.write_str("nothing fits and the boneyard is empty: pass"),
            Reason::Only => f.write_str("your only legal move"),
            Reason::Scores { points } => write!(f, "scores {points} now"),
            Reason::Blocks { suits } => {
                let names: Vec<String> = suits.iter().map(|n| format!("{n}s")).collect();
                write!(f, "blocks: he has shown no {}", names.join(" or "))
            }
            Reason::Safe => f.write_str("leaves him nothing to score straight back"),
            Reason::Sheds { tile, pips } => write!(f, "sheds the heavy {tile} ({pips} pips)"),
            Reason::Keeps { suit } => write!(f, "keeps your {suit}s for later"),
            Reason::Search => f.write_str("the search's best chance over the rest of the hand"),
        }
    }
}

/// Expert's move from `view`, seeded by [`view_seed`], with a reason in
/// plain words; `None` when the seat is not on turn.
pub fn hint(view: &SeatView) -> Option<Hint> {
    if view.legal.is_empty() {
        return None;
    }
    let best = Expert::new(view_seed(view)).choose(view);
    Some(Hint {
        best,
        reason: reason(view, best),
    })
}

/// Why `best` is good, from what the view shows: what it scores, what it
/// leaves the opponent, what it keeps.
fn reason(view: &SeatView, best: Move) -> Reason {
    let (tile, layout_after) = match best {
        Move::Draw => return Reason::Draw,
        Move::Pass => return Reason::Pass,
        Move::Lead { tile, left } => {
            let mut layout = view.layout;
            layout.place_lead(tile, left);
            (tile, layout)
        }
        Move::Play { tile, end } => {
            let mut layout = view.layout;
            layout.place(tile, end);
            (tile, layout)
        }
    };
    if view.legal.len() == 1 {
        return Reason::Only;
    }
    let points = points_now(&view.layout, best);
    if points > 0 {
        return Reason::Scores {
            points: u32::from(points),
        };
    }
    let knowledge = Knowledge::from_view(view);
    let ends: Vec<u8> = layout_after.open_ends().map(|(_, n)| n).collect();
    let lacks = |n: u8| knowledge.opponent().void & (1 << n) != 0;
    if !ends.is_empty() && ends.iter().all(|&n| lacks(n)) {
        let mut suits = ends;
        suits.sort_unstable();
        suits.dedup();
        return Reason::Blocks { suits };
    }
    // The most the opponent could score straight back with any tile he may hold.
    let reply = |layout: &Layout| {
        let mut most = 0;
        for (end, n) in layout.open_ends() {
            for t in knowledge.opponent().may_hold.intersection(TileSet::suit(n)) {
                most = most.max(points_now(layout, Move::Play { tile: t, end }));
            }
        }
        most
    };
    if reply(&layout_after) == 0 {
        return Reason::Safe;
    }
    if tile.weight() >= 9 {
        return Reason::Sheds {
            tile: tile.to_string(),
            pips: u32::from(tile.weight()),
        };
    }
    let mut kept = view.hand;
    kept.remove(tile);
    let most = (0..=6u8)
        .max_by_key(|&n| (kept.intersection(TileSet::suit(n)).len(), n))
        .unwrap_or(0);
    if kept.intersection(TileSet::suit(most)).len() >= 2 {
        return Reason::Keeps { suit: most };
    }
    Reason::Search
}
