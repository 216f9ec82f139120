//! Every bot answers a legal move in random positions, the same move for the
//! same seed, from nothing but its seat's view.

use dominoes_bots::{Level, new_bot};
use dominoes_rules::playout::{FastRng, SeededGame};
use dominoes_rules::{DealSize, Game, Move, Settings, Target};
use proptest::prelude::*;

fn settings() -> Settings {
    Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    }
}

/// Plays a whole game between two bots, returning every move made.
fn bot_game(levels: [Level; 2], bot_seed: u64, deal_seed: u64) -> Vec<Move> {
    let mut seeded = SeededGame::new(settings(), deal_seed);
    let mut bots = levels.map(|level| new_bot(level, bot_seed));
    let mut moves = Vec::new();
    while let Some(view) = seeded.next_view() {
        let seat = view.seat;
        let mv = bots[seat.index()].choose(&view);
        assert!(
            view.legal.contains(&mv),
            "{:?} chose {mv}, not in {:?}",
            levels[seat.index()],
            view.legal
        );
        seeded.play(mv).expect("a legal move");
        moves.push(mv);
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_bot_plays_legal_moves_to_the_end(a in 0usize..6, b in 0usize..6, seed: u64) {
        bot_game([Level::ALL[a], Level::ALL[b]], seed, seed.rotate_left(7));
    }

    #[test]
    fn the_same_seed_gives_the_same_moves(a in 0usize..6, seed: u64) {
        let levels = [Level::ALL[a], Level::Beginner];
        prop_assert_eq!(bot_game(levels, seed, 11), bot_game(levels, seed, 11));
    }
}

#[test]
fn level_names_parse() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
        assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
    }
    assert!("grandmaster".parse::<Level>().is_err());
}

#[test]
fn easy_takes_the_most_points() {
    // Pagat's deal after 5-5 and 5-2 on the left: the left shows 2 and the
    // spinner still counts 10 on the right. Seat 0's options: 0-2 L makes
    // 0 + 10 = 10, 1-2 L makes 11, 3-5 R makes 2 + 3 = 5, 4-5 R makes 6.
    let t = |s: &&str| s.parse().unwrap();
    let deal = dominoes_rules::Deal::new(
        &[
            ["5-5", "3-5", "4-5", "0-1", "0-2", "1-2", "0-0"]
                .iter()
                .map(t)
                .collect(),
            ["2-5", "5-6", "1-1", "1-3", "2-3", "0-3", "0-4"]
                .iter()
                .map(t)
                .collect(),
        ],
        DealSize::Seven,
    )
    .unwrap();
    let mut game = Game::new(settings(), deal).unwrap();
    game.apply("5-5".parse().unwrap()).unwrap();
    game.apply("2-5 L".parse().unwrap()).unwrap();
    let view = game.view(game.turn());
    assert_eq!(new_bot(Level::Easy, 0).choose(&view).to_string(), "0-2 L");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(30))]

    /// What a bot program rebuilds from a `turn` message is the view the host had.
    #[test]
    fn a_turn_message_carries_the_whole_view(seed: u64) {
        let mut seeded = SeededGame::new(settings(), seed);
        let mut rng = FastRng::new(seed ^ 1);
        while let Some(view) = seeded.next_view() {
            let line = dominoes_bots::protocol::turn_message(&view);
            let message: serde_json::Value = serde_json::from_str(&line).expect("a JSON line");
            let rebuilt = dominoes_bots::protocol::parse_turn(&message).expect("a valid turn");
            prop_assert_eq!(&rebuilt, &view);
            // Keys in sorted order, as the message was sent before it had a type.
            prop_assert_eq!(message.to_string(), line);
            let mv = view.legal[rng.below(view.legal.len())];
            seeded.play(mv).expect("a legal move");
        }
    }
}

/// The Omniscient yardstick, shown the other hand, plays legal moves (the
/// first two hands of a game), and the same moves for the same seed.
#[test]
fn the_omniscient_yardstick_plays_legal_moves() {
    use dominoes_bots::Omniscient;
    let play = |seed: u64| {
        let mut seeded = SeededGame::new(settings(), seed);
        let mut yardstick = Omniscient::new(seed);
        let mut easy = new_bot(Level::Easy, seed);
        let mut moves = Vec::new();
        while let Some(view) = seeded.next_view()
            && view.hand_number < 2
        {
            let mv = if view.seat.index() == 0 {
                yardstick.choose_seeing(&view, seeded.game.omniscient_position())
            } else {
                easy.choose(&view)
            };
            assert!(view.legal.contains(&mv), "{mv} is not in {:?}", view.legal);
            seeded.play(mv).expect("a legal move");
            moves.push(mv);
        }
        moves
    };
    let moves = play(3);
    assert!(moves.len() > 10);
    assert_eq!(moves, play(3));
}
