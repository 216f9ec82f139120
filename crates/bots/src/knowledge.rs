//! What a seat can infer from its view: the unseen tiles, and the numbers
//! the opponent is known to lack.

use dominoes_rules::{Layout, SeatView, Seen, Tile, TileSet};

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
    /// Tiles the opponent did not hold at some earlier moment, with how
    /// many tiles they have drawn since: those of such tiles in their hand
    /// now must be among the later draws. They come from older voids (the
    /// numbers open at an earlier draw or pass) and from a game's forced
    /// first lead (tiles that outrank it were dealt to nobody).
    pub older_voids: [(TileSet, u8); 9],
    pub older_void_count: usize,
}

impl Knowledge {
    pub fn from_view(view: &SeatView) -> Knowledge {
        let opponent = view.seat.other();
        let mut layout = Layout::EMPTY;
        let mut void = 0u8;
        // (numbers open, draws since) for every opponent draw or pass, in order.
        let mut voids: Vec<(u8, u8)> = Vec::new();
        let mut draws = 0u8;
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
                        draws += 1;
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
        let suits = |numbers: u8| {
            (0..=6u8)
                .filter(|n| numbers & 1 << n != 0)
                .fold(TileSet::EMPTY, |s, n| s.union(TileSet::suit(n)))
        };
        let mut opponent_may_hold = unseen.difference(suits(void));
        let mut older_voids = [(TileSet::EMPTY, 0); 9];
        let mut older_void_count = 0;
        // Tiles outranking a forced first lead were dealt to nobody: the
        // opponent holds one only by drawing it.
        let outranking = outranking_the_first_lead(view);
        if draws == 0 {
            opponent_may_hold = opponent_may_hold.difference(outranking);
        } else if !outranking.is_empty() {
            older_voids[0] = (outranking, draws);
            older_void_count = 1;
        }
        // The latest void is already in `opponent_may_hold`; keep the most
        // recent distinct older ones (a draw sequence repeats its numbers).
        let mut seen_numbers: Vec<u8> = Vec::new();
        for &(numbers, since) in voids.iter().rev().skip(1) {
            if numbers & !void == 0 || seen_numbers.contains(&numbers) {
                continue;
            }
            if older_void_count == older_voids.len() {
                break;
            }
            seen_numbers.push(numbers);
            older_voids[older_void_count] = (suits(numbers), since);
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
            .all(|&(tiles, since)| hand.intersection(tiles).len() <= usize::from(since))
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

/// In a game's first hand the lead is forced (RULES.md section 2): the
/// highest double dealt, or without doubles the heaviest tile. So nobody
/// was dealt a tile that outranks it: those tiles are in the boneyard.
fn outranking_the_first_lead(view: &SeatView) -> TileSet {
    let lead = match view.history.first() {
        Some(event) if view.hand_number == 0 => match event.action {
            Seen::Lead { tile, .. } => tile,
            _ => return TileSet::EMPTY,
        },
        _ => return TileSet::EMPTY,
    };
    Tile::ALL
        .into_iter()
        .filter(|&t| {
            if lead.is_double() {
                t.is_double() && t.high() > lead.high()
            } else {
                t.is_double() || (t.weight(), t.high()) > (lead.weight(), lead.high())
            }
        })
        .fold(TileSet::EMPTY, TileSet::with)
}

#[cfg(test)]
mod tests {
    use dominoes_rules::playout::FastRng;
    use dominoes_rules::{DealSize, Game, Settings, Shuffle, Target};

    use super::*;

    /// Over thousands of positions from random games, what the knowledge
    /// rules out is never in the opponent's hand; and in first hands it
    /// does rule out the tiles that outrank the forced lead.
    #[test]
    fn what_is_ruled_out_is_never_held_and_the_forced_lead_rules_tiles_out() {
        let settings = Settings {
            deal_size: DealSize::Seven,
            target: Target::DEFAULT,
        };
        let mut rng = FastRng::new(7);
        let (mut positions, mut ruled_out_by_lead) = (0, 0);
        for _ in 0..300 {
            let mut shuffle = Shuffle::from_key(rng.key());
            let mut game = Game::new(settings, shuffle.deal(DealSize::Seven)).unwrap();
            while game.outcome().is_none() && game.hand_number() < 3 {
                if game.awaits_next_hand() {
                    shuffle = Shuffle::from_key(rng.key());
                    game.next_hand(shuffle.deal(DealSize::Seven)).unwrap();
                    continue;
                }
                let seat = game.turn();
                let view = game.view(seat);
                let knowledge = Knowledge::from_view(&view);
                let truth = game.omniscient_position().hand(seat.other());
                assert_eq!(
                    truth.difference(knowledge.opponent_may_hold),
                    TileSet::EMPTY,
                    "ruled out a tile the opponent holds"
                );
                assert!(knowledge.could_hold(truth));
                if view.hand_number == 0 && !view.history.is_empty() {
                    let outranking = outranking_the_first_lead(&view);
                    ruled_out_by_lead += usize::from(
                        !outranking
                            .intersection(view.unseen())
                            .difference(knowledge.opponent_may_hold)
                            .is_empty(),
                    );
                }
                positions += 1;
                let legal = view.legal;
                game.play(legal[rng.below(legal.len())], &shuffle).unwrap();
            }
        }
        assert!(positions > 5000, "{positions}");
        assert!(ruled_out_by_lead > 1000, "{ruled_out_by_lead}");
    }
}
