//! What a seat can infer from its view: the unseen tiles, and for every
//! other seat the numbers it is known to lack.

use dominoes_rules::{Layout, Seat, SeatView, Seats, Seen, Tile, TileSet};

/// What is known of one hidden hand (another seat's), from the view alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenHand {
    /// How many tiles the seat holds.
    pub tiles: usize,
    /// Numbers (bit n for number n) the seat certainly lacks: those open
    /// when it last drew or passed. It has not drawn since, so every tile
    /// it holds was in its hand then, and none showed those numbers (the
    /// tile that ended the draw was played at once).
    pub void: u8,
    /// The unseen tiles the seat may hold.
    pub may_hold: TileSet,
    /// Tiles the seat did not hold at some earlier moment, with how many
    /// tiles it has drawn since: those of such tiles in its hand now must
    /// be among the later draws. They come from older voids (the numbers
    /// open at an earlier draw or pass) and from a game's forced first lead
    /// (tiles that outrank it were dealt to nobody).
    pub older_voids: [(TileSet, u8); 9],
    pub older_void_count: usize,
}

impl HiddenHand {
    const NOTHING: HiddenHand = HiddenHand {
        tiles: 0,
        void: 0,
        may_hold: TileSet::EMPTY,
        older_voids: [(TileSet::EMPTY, 0); 9],
        older_void_count: 0,
    };

    /// Whether the seat could hold `hand` now, given its older voids: no
    /// more tiles of an older void's numbers than it has drawn since.
    pub fn could_hold(&self, hand: TileSet) -> bool {
        self.older_voids[..self.older_void_count]
            .iter()
            .all(|&(tiles, since)| hand.intersection(tiles).len() <= usize::from(since))
    }

    /// The chance that an unseen tile the seat may hold is in its hand,
    /// treating every such tile alike.
    pub fn holding_chance(&self) -> f64 {
        let may = self.may_hold.len();
        if may == 0 {
            0.0
        } else {
            (self.tiles as f64 / may as f64).min(1.0)
        }
    }
}

/// The public facts a bot reasons from, drawn from its view alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// The viewing seat.
    pub seat: Seat,
    pub seats: Seats,
    /// Tiles in neither this seat's hand nor on the table: the other hands
    /// and the boneyard together.
    pub unseen: TileSet,
    /// What is known of each other seat's hand, by seat index (the viewing
    /// seat's own entry, and seats beyond the table's, hold nothing).
    pub hands: [HiddenHand; 4],
}

impl Knowledge {
    pub fn from_view(view: &SeatView) -> Knowledge {
        let seats = view.seats();
        let unseen = view.unseen();
        let outranking = outranking_the_first_lead(view);
        let mut hands = [HiddenHand::NOTHING; 4];
        for &seat in seats.all() {
            if seat != view.seat {
                hands[seat.index()] = hidden_hand(view, seat, unseen, outranking);
            }
        }
        Knowledge {
            seat: view.seat,
            seats,
            unseen,
            hands,
        }
    }

    /// What is known of `seat`'s hand.
    pub fn hand(&self, seat: Seat) -> &HiddenHand {
        &self.hands[seat.index()]
    }

    /// The seat that plays after the viewer: at a table of two the
    /// opponent, at four the opponent on the left.
    pub fn next(&self) -> Seat {
        self.seats.next(self.seat)
    }

    /// What is known of the next seat's hand (at a table of two, the
    /// opponent's).
    pub fn opponent(&self) -> &HiddenHand {
        self.hand(self.next())
    }

    /// The other seats, in playing order after the viewer.
    pub fn others(&self) -> impl Iterator<Item = Seat> + '_ {
        let mut seat = self.seat;
        (1..self.seats.count()).map(move |_| {
            seat = self.seats.next(seat);
            seat
        })
    }
}

/// What `view` shows of `seat`'s hand.
fn hidden_hand(view: &SeatView, seat: Seat, unseen: TileSet, outranking: TileSet) -> HiddenHand {
    let mut layout = Layout::EMPTY;
    let mut void = 0u8;
    // (numbers open, draws since) for every draw or pass of the seat, in order.
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
            Seen::Draw(_) | Seen::Pass if event.seat == seat => {
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
    let suits = |numbers: u8| {
        (0..=6u8)
            .filter(|n| numbers & 1 << n != 0)
            .fold(TileSet::EMPTY, |s, n| s.union(TileSet::suit(n)))
    };
    let mut may_hold = unseen.difference(suits(void));
    let mut older_voids = [(TileSet::EMPTY, 0); 9];
    let mut older_void_count = 0;
    // Tiles outranking a forced first lead were dealt to nobody: the seat
    // holds one only by drawing it.
    if draws == 0 {
        may_hold = may_hold.difference(outranking);
    } else if !outranking.is_empty() {
        older_voids[0] = (outranking, draws);
        older_void_count = 1;
    }
    // The latest void is already in `may_hold`; keep the most recent
    // distinct older ones (a draw sequence repeats its numbers).
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
    HiddenHand {
        tiles: view.tiles_left[seat.index()],
        void,
        may_hold,
        older_voids,
        older_void_count,
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

    /// Over thousands of positions from random games, at two seats and at
    /// four, what the knowledge rules out is never in another seat's hand;
    /// and in first hands it does rule out the tiles that outrank the
    /// forced lead.
    #[test]
    fn what_is_ruled_out_is_never_held_and_the_forced_lead_rules_tiles_out() {
        for deal_size in [DealSize::Seven, DealSize::Five] {
            let settings = Settings {
                deal_size,
                target: Target::DEFAULT,
            };
            let mut rng = FastRng::new(7);
            let (mut positions, mut ruled_out_by_lead) = (0, 0);
            for _ in 0..300 {
                let mut shuffle = Shuffle::from_key(rng.key());
                let mut game = Game::new(settings, shuffle.deal(deal_size)).unwrap();
                while game.outcome().is_none() && game.hand_number() < 3 {
                    if game.awaits_next_hand() {
                        shuffle = Shuffle::from_key(rng.key());
                        game.next_hand(shuffle.deal(deal_size)).unwrap();
                        continue;
                    }
                    let seat = game.turn();
                    let view = game.view(seat);
                    let knowledge = Knowledge::from_view(&view);
                    assert_eq!(
                        knowledge.opponent(),
                        knowledge.hand(view.seats().next(seat))
                    );
                    let mut others = 0;
                    for other in knowledge.others() {
                        assert_ne!(other, seat);
                        others += 1;
                        let truth = game.omniscient_position().hand(other);
                        let hidden = knowledge.hand(other);
                        assert_eq!(hidden.tiles, truth.len());
                        assert_eq!(
                            truth.difference(hidden.may_hold),
                            TileSet::EMPTY,
                            "ruled out a tile seat {other} holds"
                        );
                        assert!(hidden.could_hold(truth));
                        if view.hand_number == 0 && !view.history.is_empty() {
                            let outranking = outranking_the_first_lead(&view);
                            ruled_out_by_lead += usize::from(
                                !outranking
                                    .intersection(view.unseen())
                                    .difference(hidden.may_hold)
                                    .is_empty(),
                            );
                        }
                    }
                    assert_eq!(others, view.seats().count() - 1);
                    positions += 1;
                    let legal = view.legal;
                    game.play(legal[rng.below(legal.len())], &shuffle).unwrap();
                }
            }
            assert!(positions > 3000, "{deal_size:?}: {positions}");
            assert!(
                ruled_out_by_lead > 1000,
                "{deal_size:?}: {ruled_out_by_lead}"
            );
        }
    }
}
