//! Invariants over random games: tiles conserved, scores multiples of 5, the
//! count bounded, legal actions exactly the accepted ones, views hiding what
//! they must, and records replaying to the same game.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{
    Action, Actions, DealSize, End, Game, Move, Position, Seat, Seen, Settings, Shuffle, Target,
    Tile, TileSet,
};
use proptest::prelude::*;

/// Every action the notation can express, legal or not.
fn every_action() -> Vec<Action> {
    let mut all = vec![Action::Pass];
    for tile in Tile::ALL {
        all.push(Action::Draw(tile));
        all.push(Action::Lead {
            tile,
            left: tile.low(),
        });
        all.push(Action::Lead {
            tile,
            left: tile.high(),
        });
        for end in End::ALL {
            all.push(Action::Play { tile, end });
        }
    }
    all
}

fn settings(nine: bool, target: u64) -> Settings {
    let deal_size = if nine {
        DealSize::Nine
    } else {
        DealSize::Seven
    };
    Settings {
        deal_size,
        target: Target::new(target).expect("a valid target"),
    }
}

/// Plays a whole random game, calling `check` before every action.
fn play_game(seed: u64, settings: Settings, mut check: impl FnMut(&Game)) -> Game {
    let mut rng = FastRng::new(seed);
    let mut shuffle = Shuffle::from_key(rng.key());
    let mut game = Game::new(settings, shuffle.deal(settings.deal_size)).expect("a deal");
    while game.outcome().is_none() {
        check(&game);
        if game.awaits_next_hand() {
            shuffle = Shuffle::from_key(rng.key());
            game.next_hand(shuffle.deal(settings.deal_size))
                .expect("the next hand");
            continue;
        }
        let legal = game.view(game.turn()).legal;
        game.play(legal[rng.below(legal.len())], &shuffle)
            .expect("a listed move is legal");
    }
    check(&game);
    game
}

fn check_invariants(position: &Position) {
    let parts = [
        position.hand(Seat::Zero),
        position.hand(Seat::One),
        position.boneyard(),
        position.layout().played(),
    ];
    let union = parts.iter().fold(TileSet::EMPTY, |a, &b| a.union(b));
    assert_eq!(union, TileSet::FULL, "a tile went missing");
    assert_eq!(
        parts.iter().map(|p| p.len()).sum::<usize>(),
        28,
        "a tile is in two places"
    );
    assert!(
        position.scores().iter().all(|s| s % 5 == 0),
        "score not a multiple of 5"
    );
    assert!(
        position.count() <= 36,
        "count {} above 36",
        position.count()
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn tiles_are_conserved_and_scores_are_multiples_of_five(seed: u64, nine: bool, target in 10u64..=200) {
        play_game(seed, settings(nine, target * 5), |game| check_invariants(game.omniscient_position()));
    }

    #[test]
    fn exactly_the_listed_actions_are_accepted(seed: u64, nine: bool) {
        let every = every_action();
        play_game(seed, settings(nine, 150), |game| {
            let position = *game.omniscient_position();
            let mut legal = Actions::new();
            position.legal_actions(&mut legal);
            for &action in &every {
                let mut copy = position;
                let listed = legal.contains(&action);
                if copy.apply(action).is_ok() {
                    assert!(listed, "{action} accepted but not listed");
                } else {
                    assert!(!listed, "{action} listed but rejected");
                    assert_eq!(copy, position, "a rejected {action} changed the position");
                }
            }
            for (i, &action) in legal.iter().enumerate() {
                assert_eq!(position.choose_action(|n| { assert_eq!(n, legal.len()); i }), Some(action));
                let (mut chosen, mut applied) = (position, position);
                chosen.play_random(|_| i);
                applied.apply_unchecked(action);
                assert_eq!(chosen, applied, "play_random({i}) is not {action}");
            }
            assert_eq!(legal.is_empty(), position.is_over());
        });
    }

    #[test]
    fn a_record_replays_to_the_same_game(seed: u64, nine: bool) {
        let game = play_game(seed, settings(nine, 150), |_| {});
        let record = game.to_record();
        let replay = dominoes_rules::replay(&record.to_json()).expect("a played game replays");
        prop_assert_eq!(replay.scores, game.scores());
        prop_assert_eq!(replay.winner, game.outcome().and_then(|o| o.winner).map(Seat::index));
        let last = replay.hands.last().expect("a hand");
        prop_assert_eq!(last.events.len(), game.events().len());
        for (seen, event) in last.events.iter().zip(game.events()) {
            prop_assert_eq!(&seen.action, &event.action.to_string());
            prop_assert_eq!((seen.count, seen.points), (event.count, event.points));
        }
        // Printing and parsing every action gives back the same action.
        for hand in &record.hands {
            for action in &hand.actions {
                let parsed: Result<Action, _> = action.to_string().parse();
                prop_assert_eq!(parsed, Ok(*action));
            }
        }
    }

    #[test]
    fn a_view_shows_nothing_hidden(seed: u64) {
        play_game(seed, settings(false, 150), |game| {
            let position = game.omniscient_position();
            for seat in Seat::BOTH {
                let view = game.view(seat);
                assert_eq!(view.hand, position.hand(seat));
                assert_eq!(view.tiles_left, [position.hand(Seat::Zero).len(), position.hand(Seat::One).len()]);
                assert_eq!(view.boneyard, position.boneyard().len());
                assert_eq!(view.unseen(), position.hand(seat.other()).union(position.boneyard()));
                for event in &view.history {
                    if let Seen::Draw(tile) = event.action {
                        assert_eq!(tile.is_some(), event.seat == seat, "a draw's tile shown to the wrong seat");
                    }
                }
                assert_eq!(view.revealed.is_some(), position.is_over() || game.outcome().is_some());
                if position.turn() != seat || position.is_over() {
                    assert!(view.legal.is_empty());
                }
                assert!(view.legal.iter().filter(|m| **m == Move::Draw).count() <= 1);
            }
        });
    }

    #[test]
    fn the_shuffle_is_a_permutation_and_deals_in_order(key: [u8; 32]) {
        let shuffle = Shuffle::from_key(key);
        let order = shuffle.order();
        prop_assert_eq!(order.iter().copied().collect::<TileSet>(), TileSet::FULL);
        let deal = shuffle.deal(DealSize::Nine);
        prop_assert_eq!(deal.hand(Seat::Zero), order[..9].iter().copied().collect::<TileSet>());
        prop_assert_eq!(deal.hand(Seat::One), order[9..18].iter().copied().collect::<TileSet>());
    }
}

#[test]
fn draws_follow_the_shuffled_order() {
    let shuffle = Shuffle::from_key([9; 32]);
    let mut drawn = Vec::new();
    let mut game = Game::new(settings(false, 1000), shuffle.deal(DealSize::Seven)).expect("a deal");
    let mut rng = FastRng::new(3);
    while game.hand_end().is_none() {
        let legal = game.view(game.turn()).legal;
        let mv = legal[rng.below(legal.len())];
        game.play(mv, &shuffle).expect("legal");
        if let Some(Action::Draw(tile)) = game.events().last().map(|e| e.action) {
            drawn.push(tile);
        }
    }
    assert_eq!(drawn, shuffle.order()[14..14 + drawn.len()]);
}

#[test]
fn the_shuffle_is_uniform_enough() {
    // Where tile 0-0 lands over 28,000 keyed shuffles: each of the 28 places
    // expects 1,000; a chi-square above 70 (27 degrees of freedom) would be a
    // 1-in-100,000 event for a fair shuffle.
    let mut counts = [0u32; 28];
    for i in 0u32..28_000 {
        let mut key = [0u8; 32];
        key[..4].copy_from_slice(&i.to_le_bytes());
        let order = Shuffle::from_key(key);
        let place = order
            .order()
            .iter()
            .position(|&t| t == Tile::ALL[0])
            .expect("0-0 is somewhere");
        counts[place] += 1;
    }
    let chi_square: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - 1000.0).powi(2) / 1000.0)
        .sum();
    assert!(chi_square < 70.0, "chi-square {chi_square} over {counts:?}");
}
