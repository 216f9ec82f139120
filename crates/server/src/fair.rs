//! The table's side of provably fair deals (docs/fairness.md): a hand's
//! server seed is drawn and committed before either seat's seed is taken,
//! and the deal waits until both seeds are in.

use dominoes_rules::fairness::{self, ClientSeed, HandSeeds};
use dominoes_rules::{Seat, Settings};
use serde_json::{Value, json};
use tokio::time::Instant;

/// A hand committed but not dealt: its server seed is fixed and its hash
/// published; the seats' seeds and picks are coming in.
#[derive(Debug)]
pub(crate) struct Seeding {
    pub(crate) hand: usize,
    server_seed: [u8; 32],
    client_seeds: [Option<ClientSeed>; 2],
    /// Face-down tiles each seat has picked so far (they turn up once dealt).
    pub(crate) picked: [usize; 2],
    pub(crate) since: Instant,
}

impl Seeding {
    /// A hand about to be dealt from `server_seed`; the computer's seat, if
    /// any, seeds and picks at once.
    pub(crate) fn new(
        hand: usize,
        server_seed: [u8; 32],
        bot_seat: Option<Seat>,
        deal_size: usize,
    ) -> Result<Seeding, getrandom::Error> {
        let mut seeding = Seeding {
            hand,
            server_seed,
            client_seeds: [None, None],
            picked: [0; 2],
            since: Instant::now(),
        };
        if let Some(seat) = bot_seat {
            let mut bytes = [0u8; 16];
            getrandom::fill(&mut bytes)?;
            let seed = ClientSeed::parse(&fairness::to_hex(&bytes)).expect("32 hex digits");
            seeding.client_seeds[seat.index()] = Some(seed);
            seeding.picked[seat.index()] = deal_size;
        }
        Ok(seeding)
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
        for seat in Seat::BOTH {
            self.pick(seat, n, None, n);
        }
    }

    /// Everything the hand is dealt from, once both seats have seeded.
    pub(crate) fn seeds(&self) -> Option<HandSeeds> {
        let [Some(zero), Some(one)] = self.client_seeds.clone() else {
            return None;
        };
        Some(HandSeeds {
            server_seed: self.server_seed,
            client_seeds: [zero, one],
            hand_counter: self.hand as u64,
        })
    }

    /// The update's `fairness` while the hand waits for its seeds.
    pub(crate) fn to_json(&self) -> Value {
        json!({
            "hand_counter": self.hand,
            "commitment": fairness::commitment(&self.server_seed),
            "seeded": self.client_seeds.each_ref().map(Option::is_some),
        })
    }

    /// The update's `state` before the deal: nobody holds a tile yet.
    pub(crate) fn state_json(&self, seat: Seat, settings: Settings, scores: [u16; 2]) -> Value {
        json!({
            "seat": seat.index(), "draw": settings.deal_size.tiles(),
            "target": settings.target.points(), "hand_number": self.hand, "leader": null,
            "hand": [], "tiles_left": [0, 0], "boneyard": 28, "ends": {}, "spinner": null,
            "count": 0, "scores": scores, "history": [],
        })
    }
}

/// The update's `fairness` for a dealt hand: the seeds are shown only once
/// the hand (or the game) is over, so no seat can aim its seed at another's.
pub(crate) fn dealt_json(seeds: &HandSeeds, over: bool) -> Value {
    let mut value = json!({
        "hand_counter": seeds.hand_counter,
        "commitment": seeds.commitment(),
        "seeded": [true, true],
    });
    if over {
        value["server_seed"] = json!(fairness::to_hex(&seeds.server_seed));
        value["client_seeds"] = json!(seeds.client_seeds.each_ref().map(ClientSeed::as_str));
    }
    value
}

/// 32 bytes from the operating system's CSPRNG: one hand's server seed.
pub(crate) fn fresh_seed() -> Result<[u8; 32], getrandom::Error> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed)?;
    Ok(seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_seed_of_a_seat_counts_and_a_silent_seat_gives_the_empty_seed() {
        let mut seeding = Seeding::new(2, [5; 32], None, 7).unwrap();
        assert_eq!(seeding.to_json()["seeded"], json!([false, false]));
        seeding.pick(Seat::One, 1, ClientSeed::parse("mine").ok(), 7);
        seeding.pick(Seat::One, 1, ClientSeed::parse("changed my mind").ok(), 7);
        assert!(seeding.seeds().is_none(), "seat 0 has not seeded");
        seeding.close(7);
        let seeds = seeding.seeds().unwrap();
        assert_eq!(
            seeds.client_seeds.each_ref().map(ClientSeed::as_str),
            ["", "mine"]
        );
        assert_eq!((seeds.hand_counter, seeding.picked), (2, [7, 7]));
        let shown = dealt_json(&seeds, false);
        assert!(shown.get("server_seed").is_none() && shown.get("client_seeds").is_none());
        assert_eq!(
            dealt_json(&seeds, true)["client_seeds"],
            json!(["", "mine"])
        );
    }

    #[test]
    fn the_computer_seeds_at_once_with_a_random_seed() {
        let a = Seeding::new(0, [0; 32], Some(Seat::One), 9).unwrap();
        let b = Seeding::new(0, [0; 32], Some(Seat::One), 9).unwrap();
        assert_eq!(a.picked, [0, 9]);
        assert_eq!(a.to_json()["seeded"], json!([false, true]));
        assert_ne!(a.client_seeds[1], b.client_seeds[1]);
    }
}
