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
    /// Older voids: the numbers open at each earlier time the opponent drew
    /// or passed, with how many tiles they have drawn since. A tile of such a
    /// number in their hand now must be one of those later draws.
    pub older_voids: [(u8, u8); 8],
    pub older_void_count: usize,
}

impl Knowledge {
    pub fn from_view(view: &SeatView) -> Knowledge {
        let opponent = view.seat.other();
        let mut layout = Layout::EMPTY;
        let mut void = 0u8;
        // (numbers open, draws since) for every opponent draw or pass, in order.
        let mut voids: Vec<(u8, u8)> = Vec::new();
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
                    if matches!(event.action, Seen::Draw(_)) {
                        for (_, since) in &mut voids {
                            *since += 1;
                        }
                    }
                    voids.push((void, 0));
                }
                Seen::Draw(_) | Seen::Pass => {}
            }
        }
        let unseen = view.unseen();
        let opponent_may_hold = (0..=6u8)
            .filter(|n| void & 1 << n != 0)
            .fold(unseen, |may, n| may.difference(TileSet::suit(n)));
        // The latest void is already in `opponent_may_hold`; keep the most
        // recent distinct older ones (a draw sequence repeats its numbers).
        let mut older_voids = [(0, 0); 8];
        let mut older_void_count = 0;
        for &(numbers, since) in voids.iter().rev().skip(1) {
            if numbers & !void == 0
                || older_voids[..older_void_count]
                    .iter()
                    .any(|&(n, _)| n == numbers)
            {
                continue;
            }
            if older_void_count == older_voids.len() {
                break;
            }
            older_voids[older_void_count] = (numbers, since);
            older_void_count += 1;
        }
        Knowledge {
            unseen,
            opponent_tiles: view.tiles_left[opponent.index()],
            opponent_void: void,
            opponent_may_hold,
            older_voids,
            older_void_count,
        }
    }

    /// Whether the opponent could hold `hand` now, given their older voids:
    /// no more tiles of an older void's numbers than they have drawn since.
    pub fn could_hold(&self, hand: TileSet) -> bool {
        self.older_voids[..self.older_void_count]
            .iter()
            .all(|&(numbers, since)| {
                let showing = (0..=6u8)
                    .filter(|n| numbers & 1 << n != 0)
                    .fold(TileSet::EMPTY, |s, n| s.union(TileSet::suit(n)));
                hand.intersection(showing).len() <= usize::from(since)
            })
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
