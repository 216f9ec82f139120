//! The partnership game end to end through the public API: a whole game
//! dealt from four seeds, its record replays and verifies, and each kind of
//! tampering with a four-seat hand is found where it is.

use dominoes_rules::fairness::{ClientSeed, HandSeeds, verify};
use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Seat, Settings, Target, Team, replay};
use serde_json::Value;

const SEEDS: [&str; 4] = ["ann", "bob's", "", "dee 4f1c"];

fn seeds(hand: usize) -> HandSeeds {
    let mut server_seed = [0; 32];
    server_seed[0] = hand as u8;
    server_seed[31] = 0xa5;
    HandSeeds {
        server_seed,
        client_seeds: SEEDS
            .map(|s| ClientSeed::parse(s).expect("a seed"))
            .to_vec(),
        hand_counter: hand as u64,
    }
}

/// A whole four-seat game to 150, random legal moves, every hand dealt
/// from its seeds; its record as JSON, with the seeds revealed.
fn game(seed: u64) -> (Game, Value) {
    let settings = Settings {
        deal_size: DealSize::Five,
        target: Target::DEFAULT,
    };
    let mut rng = FastRng::new(seed);
    let mut hand = 0;
    let mut shuffle = seeds(hand).shuffle();
    let mut game = Game::new(settings, shuffle.deal(DealSize::Five)).expect("a deal");
    while game.outcome().is_none() {
        if game.awaits_next_hand() {
            hand += 1;
            shuffle = seeds(hand).shuffle();
            game.next_hand(shuffle.deal(DealSize::Five))
                .expect("the next hand");
            continue;
        }
        let legal = game.view(game.turn()).legal;
        game.play(legal[rng.below(legal.len())], &shuffle)
            .expect("a listed move is legal");
    }
    let mut record = game.to_record();
    for (number, hand) in record.hands.iter_mut().enumerate() {
        hand.seeds = Some(seeds(number));
    }
    let json = serde_json::from_str(&record.to_json()).expect("JSON");
    (game, json)
}

#[test]
fn a_whole_game_for_four_replays_and_verifies() {
    for seed in 0..20 {
        let (game, record) = game(seed);
        assert_eq!(record["partners"], true);
        assert_eq!(record["draw"], 5);
        let winner = game.outcome().and_then(|o| o.winner).expect("a winner");
        assert_eq!(record["result"]["winner"], winner.index());
        assert!(game.scores()[winner.index()] >= 150);
        for hand in record["hands"].as_array().expect("hands") {
            assert_eq!(hand["deal"].as_array().map(Vec::len), Some(4));
            assert_eq!(hand["client_seeds"].as_array().map(Vec::len), Some(4));
        }
        let replayed = replay(&record.to_string()).expect("it replays");
        assert_eq!(replayed.scores, game.scores());
        assert_eq!(replayed.winner, Some(winner.index()));
        let checked = verify(&record.to_string()).expect("it verifies");
        assert_eq!(
            (checked.verified, checked.unverifiable),
            (record["hands"].as_array().map_or(0, Vec::len), 0)
        );
    }
}

#[test]
fn tampering_with_a_four_seat_hand_is_found_where_it_is() {
    let (_, record) = game(7);
    let fault = |change: &dyn Fn(&mut Value)| {
        let mut forged = record.clone();
        change(&mut forged);
        let error = verify(&forged.to_string()).expect_err("a forgery");
        (error.hand, error.action)
    };
    // Seats 2 and 3 swap seeds: a different deal.
    assert_eq!(
        fault(&|r| r["hands"][0]["client_seeds"] =
            serde_json::json!(["ann", "bob's", "dee 4f1c", ""])),
        (Some(0), None)
    );
    // Two seeds for four seats.
    assert_eq!(
        fault(&|r| r["hands"][0]["client_seeds"] = serde_json::json!(["ann", "bob's"])),
        (Some(0), None)
    );
    // Seat 3 is dealt seat 1's hand and the other way round.
    assert_eq!(
        fault(&|r| {
            let one = r["hands"][0]["deal"][1].clone();
            r["hands"][0]["deal"][1] = r["hands"][0]["deal"][3].clone();
            r["hands"][0]["deal"][3] = one;
        }),
        (Some(0), None)
    );
    // The partnership game without `partners`.
    assert_eq!(
        fault(&|r| {
            r.as_object_mut().expect("an object").remove("partners");
        }),
        (None, None)
    );
}

#[test]
fn a_resignation_loses_for_the_team() {
    let settings = Settings {
        deal_size: DealSize::Five,
        target: Target::DEFAULT,
    };
    for loser in Seat::ALL {
        let mut game =
            Game::new(settings, seeds(0).shuffle().deal(DealSize::Five)).expect("a deal");
        let outcome = game
            .end(loser, dominoes_rules::Reason::Resign)
            .expect("the game ends");
        assert_eq!(outcome.winner, Some(loser.team().other()));
        assert!(!outcome.won(loser) && !outcome.won(loser.partner()));
        let other: Team = loser.team().other();
        let won: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| outcome.won(s)).collect();
        assert_eq!(won.len(), 2);
        assert!(won.iter().all(|s| s.team() == other));
    }
}
