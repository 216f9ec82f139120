//! What a seat can infer from its view: the unseen tiles, and the numbers
//! the opponent is known to lack.

use dominoes_rules::{Layout, SeatView, Seen, TileSet};

/// The public facts a bot reasons from, drawn from its view alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// Tiles in neither this seat's hand nor on the table: the opponent's
    /// hand and the boneyard together.
    pub unseen: TileSet,
    /// How many tiles the opponent holds.
    pub opponent_tiles: usize,
    /// Numbers (bit n for number n) the opponent certainly lacks: those open
    /// when they last drew or passed. They have not drawn since, so every
    /// tile they hold was in their hand then, and none showed those numbers
    /// (the tile that ended the draw was played at once).
    pub opponent_void: u8,
    /// The unseen tiles the opponent may hold.
    pub opponent_may_hold: TileSet,
}

impl Knowledge {
    pub fn from_view(view: &SeatView) -> Knowledge {
        let opponent = view.seat.other();
        let mut layout = Layout::EMPTY;
        let mut void = 0u8;
        for event in &view.history {
            match event.action {
                Seen::Lead { tile, left } => {
                    layout.place_lead(tile, left);
                }
                Seen::Play { tile, end } => {
                    layout.place(tile, end);
                }
                Seen::Draw(_) | Seen::Pass if event.seat == opponent => {
                    void = layout.open_ends().fold(0, |v, (_, n)| v | 1 << n);
                }
                Seen::Draw(_) | Seen::Pass => {}
            }
        }
        let unseen = view.unseen();
        let opponent_may_hold = (0..=6u8)
            .filter(|n| void & 1 << n != 0)
            .fold(unseen, |may, n| may.difference(TileSet::suit(n)));
        Knowledge {
            unseen,
            opponent_tiles: view.tiles_left[opponent.index()],
            opponent_void: void,
            opponent_may_hold,
        }
    }

    /// The chance that an unseen tile the opponent may hold is in their
    /// hand, treating every such tile alike.
    pub fn holding_chance(&self) -> f64 {
        let may = self.opponent_may_hold.len();
        if may == 0 {
            0.0
        } else {
            (self.opponent_tiles as f64 / may as f64).min(1.0)
        }
    }
}
