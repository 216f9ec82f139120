//! What one seat may know: the only way hidden information leaves a [`Game`].

use std::fmt;

use crate::{Actions, DealSize, End, Game, HandEnd, Layout, Move, Outcome, Seat, Tile, TileSet};

/// An action as a seat saw it: other seats' draws do not show their tile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Seen {
    Lead {
        tile: Tile,
        left: u8,
    },
    Play {
        tile: Tile,
        end: End,
    },
    /// A draw; the tile only if the viewer drew it.
    Draw(Option<Tile>),
    Pass,
}

impl fmt::Display for Seen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Seen::Lead { tile, left } => write!(f, "{}-{}", left, tile.other(left)),
            Seen::Play { tile, end } => write!(f, "{tile} {end}"),
            Seen::Draw(Some(tile)) => write!(f, "draw {tile}"),
            Seen::Draw(None) => f.write_str("draw"),
            Seen::Pass => f.write_str("pass"),
        }
    }
}

/// One entry of a hand's public history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeenEvent {
    pub seat: Seat,
    pub action: Seen,
    /// The count after the action, and what it scored.
    pub count: u8,
    pub points: u8,
}

/// Exactly what one seat may know of a game (RULES.md sections 8 and 9):
/// its own hand, every seat's tile count, the boneyard's size, the layout,
/// the scores, whose turn, the hand's public history, and its legal moves.
/// The other hands are revealed only once the hand is over.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatView {
    pub seat: Seat,
    pub deal_size: DealSize,
    pub target: u16,
    /// The current hand, from 0.
    pub hand_number: usize,
    pub leader: Seat,
    /// This seat's tiles.
    pub hand: TileSet,
    /// How many tiles each seat holds, one entry per seat.
    pub tiles_left: Vec<usize>,
    /// How many tiles are in the boneyard.
    pub boneyard: usize,
    /// The table: open ends, spinner, count, tiles played.
    pub layout: Layout,
    /// The game scores, per side.
    pub scores: [u16; 2],
    /// Whose turn it is (meaningless once the hand is over).
    pub turn: Seat,
    pub history: Vec<SeenEvent>,
    /// This seat's legal moves: empty unless it is on turn. A forced draw
    /// is the single move [`Move::Draw`].
    pub legal: Vec<Move>,
    /// How the hand ended, once it has.
    pub hand_end: Option<HandEnd>,
    /// The tiles left in every hand, once the hand (or the game) is over.
    pub revealed: Option<Vec<TileSet>>,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
}

impl SeatView {
    /// Who sits at the table.
    pub const fn seats(&self) -> crate::Seats {
        self.deal_size.seats()
    }

    /// The count of the ends.
    pub fn count(&self) -> u8 {
        self.layout.count()
    }

    /// Whether it is this seat's turn to act.
    pub fn is_my_turn(&self) -> bool {
        !self.legal.is_empty()
    }

    /// The tiles not in this seat's hand and not on the table: the other
    /// hands and the boneyard together.
    pub fn unseen(&self) -> TileSet {
        self.hand.union(self.layout.played()).complement()
    }
}

impl Game {
    /// What `seat` may know, and nothing more.
    pub fn view(&self, seat: Seat) -> SeatView {
        let position = self.omniscient_position();
        let log = self.logs().last().expect("a game always has a hand");
        let history = log
            .events
            .iter()
            .map(|e| SeenEvent {
                seat: e.seat,
                action: match e.action {
                    crate::Action::Lead { tile, left } => Seen::Lead { tile, left },
                    crate::Action::Play { tile, end } => Seen::Play { tile, end },
                    crate::Action::Draw(tile) => Seen::Draw((e.seat == seat).then_some(tile)),
                    crate::Action::Pass => Seen::Pass,
                },
                count: e.count,
                points: e.points,
            })
            .collect();
        let mut legal = Vec::new();
        if self.outcome().is_none() && position.turn() == seat {
            let mut actions = Actions::new();
            position.legal_actions(&mut actions);
            for action in actions.iter() {
                let mv = action.to_move();
                if !legal.contains(&mv) {
                    legal.push(mv);
                }
            }
        }
        let hands = position.hands();
        SeatView {
            seat,
            deal_size: self.settings().deal_size,
            target: position.target(),
            hand_number: self.hand_number(),
            leader: log.leader,
            hand: hands[seat.index()],
            tiles_left: hands.iter().map(|h| h.len()).collect(),
            boneyard: position.boneyard().len(),
            layout: *position.layout(),
            scores: position.scores(),
            turn: position.turn(),
            history,
            legal,
            hand_end: position.end(),
            revealed: (position.is_over() || self.outcome().is_some()).then(|| hands.to_vec()),
            outcome: self.outcome(),
        }
    }
}
