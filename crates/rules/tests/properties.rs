//! Invariants over random games of two seats and of four: tiles conserved,
//! scores multiples of 5, the count bounded, play going clockwise, legal
//! actions exactly the accepted ones, views hiding what they must, and
//! records replaying to the same game, the same way every time.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{
    Action, Actions, DealSize, End, Game, HandEndKind, Move, Position, Seat, Seen, Settings,
    Shuffle, Target, Tile, TileSet, round_to_five,
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

/// Every deal size, so every seating: 7 and 9 for two, 5 for four.
const SIZES: [DealSize; 3] = [DealSize::Seven, DealSize::Nine, DealSize::Five];

fn settings(size: usize, target: u64) -> Settings {
    Settings {
        deal_size: SIZES[size % SIZES.len()],
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
    let mut parts = position.hands().to_vec();
    parts.extend([position.boneyard(), position.layout().played()]);
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
    fn tiles_are_conserved_and_scores_are_multiples_of_five(seed: u64, size in 0usize..3, target in 10u64..=200) {
        play_game(seed, settings(size, target * 5), |game| check_invariants(game.omniscient_position()));
    }

    /// Play goes clockwise; a hand's end scores what RULES.md sections 6
    /// and 9 say, for the winner's side, from the other side's pips rounded
    /// once.
    #[test]
    fn play_goes_clockwise_and_a_hand_scores_the_other_side(seed: u64, size in 0usize..3) {
        let settings = settings(size, 1000);
        let seats = settings.seats();
        let mut rng = FastRng::new(seed);
        let shuffle = Shuffle::from_key(rng.key());
        let mut game = Game::new(settings, shuffle.deal(settings.deal_size)).expect("a deal");
        while game.hand_end().is_none() {
            let (before, turn) = (game.scores(), game.turn());
            let legal = game.view(turn).legal;
            let mv = legal[rng.below(legal.len())];
            let step = game.play(mv, &shuffle).expect("a listed move is legal");
            let mut gained = [0, 0];
            gained[turn.team().index()] = u16::from(step.points);
            let Some(end) = game.hand_end() else {
                prop_assert_eq!(game.scores(), [before[0] + gained[0], before[1] + gained[1]]);
                if mv == Move::Draw {
                    prop_assert_eq!(game.turn(), turn, "a draw keeps the turn");
                } else {
                    prop_assert_eq!(game.turn(), seats.next(turn));
                }
                continue;
            };
            prop_assert_eq!(end.pips.len(), seats.count());
            let sides = end.pips.teams();
            match (end.kind, end.winner) {
                (HandEndKind::Domino, Some(winner)) => {
                    prop_assert_eq!(winner, turn);
                    prop_assert_eq!(end.points, round_to_five(sides[winner.team().other().index()]));
                }
                (HandEndKind::Blocked, Some(winner)) => {
                    let side = winner.team().index();
                    prop_assert!(sides[side] < sides[1 - side]);
                    prop_assert_eq!(end.points, round_to_five(sides[1 - side]));
                    prop_assert!(end.pips[winner.partner().index() % seats.count()] >= end.pips[winner.index()]);
                }
                (HandEndKind::Blocked, None) => prop_assert_eq!((sides[0], end.points), (sides[1], 0)),
                (kind, winner) => prop_assert!(false, "{kind:?} won by {winner:?} at 1000"),
            }
            if let Some(winner) = end.winner {
                gained[winner.team().index()] += end.points;
            }
            prop_assert_eq!(game.scores(), [before[0] + gained[0], before[1] + gained[1]]);
        }
    }

    #[test]
    fn exactly_the_listed_actions_are_accepted(seed: u64, size in 0usize..3) {
        let every = every_action();
        play_game(seed, settings(size, 150), |game| {
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
    fn a_record_replays_to_the_same_game(seed: u64, size in 0usize..3) {
        let game = play_game(seed, settings(size, 150), |_| {});
        let record = game.to_record();
        let replay = dominoes_rules::replay(&record.to_json()).expect("a played game replays");
        prop_assert_eq!(replay.scores, game.scores());
        prop_assert_eq!(replay.winner, game.outcome().and_then(|o| o.winner).map(dominoes_rules::Team::index));
        // Deterministic: the same record, the same replay, to the byte.
        let again = dominoes_rules::replay(&record.to_json()).expect("a played game replays");
        prop_assert_eq!(again.to_json(), replay.to_json());
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
    fn a_view_shows_nothing_hidden(seed: u64, size in 0usize..3) {
        play_game(seed, settings(size, 150), |game| {
            let position = game.omniscient_position();
            for &seat in game.seats().all() {
                let view = game.view(seat);
                assert_eq!(view.hand, position.hand(seat));
                let counts: Vec<usize> = position.hands().iter().map(|h| h.len()).collect();
                assert_eq!(view.tiles_left, counts);
                assert_eq!(view.boneyard, position.boneyard().len());
                let others = game.seats().all().iter().filter(|&&s| s != seat)
                    .fold(position.boneyard(), |a, &s| a.union(position.hand(s)));
                assert_eq!(view.unseen(), others);
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
        let four = shuffle.deal(DealSize::Five);
        for seat in Seat::ALL {
            let i = seat.index();
            prop_assert_eq!(four.hand(seat), order[5 * i..5 * i + 5].iter().copied().collect::<TileSet>());
        }
        prop_assert_eq!(four.boneyard(), order[20..].iter().copied().collect::<TileSet>());
    }
}

#[test]
fn draws_follow_the_shuffled_order() {
    let shuffle = Shuffle::from_key([9; 32]);
    let mut drawn = Vec::new();
    let mut game = Game::new(settings(0, 1000), shuffle.deal(DealSize::Seven)).expect("a deal");
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
