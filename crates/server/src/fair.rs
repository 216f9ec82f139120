//! The table's side of provably fair deals (docs/fairness.md): a hand's
//! server seed is drawn and committed before either seat's seed is taken,
//! and the deal waits until both seeds are in.

use std::collections::BTreeMap;

use dominoes_bots::protocol::State;
use dominoes_rules::fairness::{self, ClientSeed, HandSeeds};
use dominoes_rules::{Seat, Settings};
use tokio::time::Instant;

use crate::protocol::Fairness;

/// A hand committed but not dealt: its server seed is fixed and its hash
/// published; the seats' seeds and picks are coming in.
#[derive(Debug)]
pub(crate) struct Seeding {
    pub(crate) hand: usize,
    server_seed: [u8; 32],
    /// One per seat (two or four).
    client_seeds: Vec<Option<ClientSeed>>,
    /// Face-down tiles each seat has picked so far (they turn up once dealt).
    pub(crate) picked: Vec<usize>,
    pub(crate) since: Instant,
}

impl Seeding {
    /// A hand about to be dealt from `server_seed` at a table of `seats`;
    /// each computer's seat seeds and picks at once. It contributes the empty seed: the
    /// server seed is already the server's contribution, and a seed the
    /// server chose after the person's could steer the deal
    /// (docs/fairness.md, "Games against the computer").
    pub(crate) fn new(
        hand: usize,
        server_seed: [u8; 32],
        bot_seats: &[Seat],
        settings: Settings,
    ) -> Seeding {
        let count = settings.deal_size.seats().count();
        let deal_size = settings.deal_size.tiles();
        let mut seeding = Seeding {
            hand,
            server_seed,
            client_seeds: vec![None; count],
            picked: vec![0; count],
            since: Instant::now(),
        };
        for &seat in bot_seats {
            seeding.client_seeds[seat.index()] = Some(ClientSeed::default());
            seeding.picked[seat.index()] = deal_size;
        }
        seeding
    }

    /// A duplicate round's hand: the deal is the round's, the same at every
    /// table, so every seat's seed is the empty one from the start (a
    /// seat's picks still turn its tiles up, as at any table).
    pub(crate) fn seeded_by_the_round(mut self) -> Seeding {
        for slot in &mut self.client_seeds {
            slot.get_or_insert_with(ClientSeed::default);
        }
        self
    }

    pub(crate) fn server_seed(&self) -> [u8; 32] {
        self.server_seed
    }

    /// A seat picks `count` tiles; its first pick of the hand fixes its seed
    /// (none given: the empty seed).
    pub(crate) fn pick(&mut self, seat: Seat, count: usize, seed: Option<ClientSeed>, n: usize) {
        let slot = &mut self.client_seeds[seat.index()];
        if slot.is_none() {
            *slot = Some(seed.unwrap_or_default());
        }
        self.picked[seat.index()] = self.picked[seat.index()].saturating_add(count).min(n);
    }

    /// The pick phase ran out: whoever has not seeded contributes the empty
    /// seed, and every tile is picked.
    pub(crate) fn close(&mut self, n: usize) {
        for index in 0..self.client_seeds.len() {
            if let Some(seat) = Seat::from_index(index) {
                self.pick(seat, n, None, n);
            }
        }
    }

    /// Everything the hand is dealt from, once every seat has seeded.
    pub(crate) fn seeds(&self) -> Option<HandSeeds> {
        let client_seeds = self
            .client_seeds
            .iter()
            .cloned()
            .collect::<Option<Vec<_>>>()?;
        Some(HandSeeds {
            server_seed: self.server_seed,
            client_seeds,
            hand_counter: self.hand as u64,
        })
    }

    /// The update's `fairness` while the hand waits for its seeds.
    pub(crate) fn fairness(&self) -> Fairness {
        Fairness {
            client_seeds: None,
            commitment: fairness::commitment(&self.server_seed),
            hand_counter: self.hand as u64,
            seeded: self.client_seeds.iter().map(Option::is_some).collect(),
            server_seed: None,
        }
    }

    /// The update's `state` before the deal: nobody holds a tile yet.
    pub(crate) fn state(&self, seat: Seat, settings: Settings, scores: [u16; 2]) -> State {
        State {
            boneyard: 28,
            count: 0,
            draw: settings.deal_size.tiles(),
            ends: BTreeMap::new(),
            hand: Vec::new(),
            hand_number: self.hand,
            history: Vec::new(),
            leader: None,
            partners: settings.deal_size.seats().partners(),
            scores,
            seat,
            spinner: None,
            target: settings.target.points(),
            tiles_left: vec![0; self.picked.len()],
        }
    }
}

/// The update's `fairness` for a dealt hand: the seeds are shown only once
/// the hand (or the game) is over, so no seat can aim its seed at another's.
pub(crate) fn dealt(seeds: &HandSeeds, over: bool) -> Fairness {
    Fairness {
        client_seeds: over.then(|| {
            seeds
                .client_seeds
                .iter()
                .map(|seed| seed.as_str().to_owned())
                .collect()
        }),
        commitment: seeds.commitment(),
        hand_counter: seeds.hand_counter,
        seeded: vec![true; seeds.client_seeds.len()],
        server_seed: over.then(|| fairness::to_hex(&seeds.server_seed)),
    }
}

/// 32 bytes from the operating system's CSPRNG: one hand's server seed.
pub(crate) fn fresh_seed() -> Result<[u8; 32], getrandom::Error> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed)?;
    Ok(seed)
}

#[cfg(test)]
mod tests {
    use dominoes_rules::{DealSize, Target};

    use super::*;

    const SEVEN: Settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };
    const NINE: Settings = Settings {
        deal_size: DealSize::Nine,
        target: Target::DEFAULT,
    };

    #[test]
    fn the_first_seed_of_a_seat_counts_and_a_silent_seat_gives_the_empty_seed() {
        let mut seeding = Seeding::new(2, [5; 32], &[], SEVEN);
        assert_eq!(seeding.fairness().seeded, [false, false]);
        seeding.pick(Seat::One, 1, ClientSeed::parse("mine").ok(), 7);
        seeding.pick(Seat::One, 1, ClientSeed::parse("changed my mind").ok(), 7);
        assert!(seeding.seeds().is_none(), "seat 0 has not seeded");
        seeding.close(7);
        let seeds = seeding.seeds().unwrap();
        assert_eq!(texts(&seeds), ["", "mine"]);
        assert_eq!((seeds.hand_counter, &seeding.picked[..]), (2, &[7, 7][..]));
        let shown = dealt(&seeds, false);
        assert!(shown.server_seed.is_none() && shown.client_seeds.is_none());
        assert_eq!(
            dealt(&seeds, true).client_seeds,
            Some(vec![String::new(), "mine".to_owned()])
        );
    }

    #[test]
    fn at_a_table_of_four_each_computer_seeds_at_once_and_the_person_last() {
        let four = Settings {
            deal_size: DealSize::Five,
            target: Target::DEFAULT,
        };
        let computers = [Seat::One, Seat::Two, Seat::Three];
        let mut seeding = Seeding::new(1, [3; 32], &computers, four);
        assert_eq!(seeding.picked, [0, 5, 5, 5]);
        assert_eq!(seeding.fairness().seeded, [false, true, true, true]);
        assert!(seeding.seeds().is_none(), "seat 0 has not seeded");
        assert_eq!(seeding.state(Seat::Zero, four, [0, 0]).tiles_left, [0; 4]);
        seeding.pick(Seat::Zero, 2, ClientSeed::parse("ann").ok(), 5);
        let seeds = seeding.seeds().unwrap();
        assert_eq!(texts(&seeds), ["ann", "", "", ""]);
        assert_eq!(dealt(&seeds, false).seeded, [true; 4]);
    }

    #[test]
    fn the_computer_seeds_at_once_with_the_empty_seed() {
        let mut seeding = Seeding::new(0, [0; 32], &[Seat::One], NINE);
        assert_eq!(seeding.picked, [0, 9]);
        assert_eq!(seeding.fairness().seeded, [false, true]);
        assert_eq!(seeding.client_seeds[1], Some(ClientSeed::default()));
        // The person's seed is the only one that comes after the commitment.
        seeding.pick(Seat::Zero, 9, ClientSeed::parse("ann").ok(), 9);
        let seeds = seeding.seeds().unwrap();
        assert_eq!(texts(&seeds), ["ann", ""]);
    }

    /// The hand's client seeds as text, in seat order.
    fn texts(seeds: &HandSeeds) -> Vec<&str> {
        seeds.client_seeds.iter().map(ClientSeed::as_str).collect()
    }
}
