//! Undo restores the exact position: in random games, the game before a
//! seat's play equals the game after that play, the other seat's replies
//! (draws and passes included) and an undo; and a draw made again gives
//! the same tile.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Move, Seat, Settings, Shuffle, Target};
use proptest::prelude::*;

fn settings(nine: bool) -> Settings {
    Settings {
        deal_size: if nine {
            DealSize::Nine
        } else {
            DealSize::Seven
        },
        target: Target::DEFAULT,
    }
}

fn assert_same(a: &Game, b: &Game) {
    assert_eq!(a.omniscient_position(), b.omniscient_position());
    assert_eq!(a.events(), b.events());
    assert_eq!(a.hand_number(), b.hand_number());
    assert_eq!(a.outcome(), b.outcome());
    assert_eq!(a.to_record(), b.to_record());
    for seat in Seat::BOTH {
        assert_eq!(a.view(seat), b.view(seat));
    }
}

fn is_placing(mv: Move) -> bool {
    matches!(mv, Move::Lead { .. } | Move::Play { .. })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn an_undo_restores_the_position_before_the_players_last_play(seed: u64, nine: bool) {
        let settings = settings(nine);
        let mut rng = FastRng::new(seed);
        let mut shuffle = Shuffle::from_key(rng.key());
        let mut game = Game::new(settings, shuffle.deal(settings.deal_size)).expect("a deal");
        while game.outcome().is_none() {
            if game.awaits_next_hand() {
                shuffle = Shuffle::from_key(rng.key());
                game.next_hand(shuffle.deal(settings.deal_size)).expect("the next hand");
                continue;
            }
            let turn = game.turn();
            let legal = game.view(turn).legal;
            let mv = legal[rng.below(legal.len())];
            if turn == Seat::Zero && is_placing(mv) && rng.below(3) == 0 {
                let before = game.clone();
                game.play(mv, &shuffle).expect("a listed move is legal");
                // The computer replies until seat 0 is on turn again or the hand ends.
                while game.outcome().is_none() && !game.awaits_next_hand() && game.turn() == Seat::One {
                    let replies = game.view(Seat::One).legal;
                    game.play(replies[rng.below(replies.len())], &shuffle).expect("legal");
                }
                let depth = game.undo_depth(Seat::Zero).expect("seat 0 has just played");
                let undone = game.taken_back(depth).expect("within the hand");
                assert_same(&undone, &before);
                // A draw from the restored position gives the same tile.
                if let Ok(a) = before.action_for(Move::Draw, &shuffle) {
                    prop_assert_eq!(undone.action_for(Move::Draw, &shuffle).ok(), Some(a));
                }
                // Half the time the undo stands and the game goes on from it.
                if rng.below(2) == 0 {
                    game = undone;
                }
                continue;
            }
            game.play(mv, &shuffle).expect("a listed move is legal");
        }
    }

    #[test]
    fn nothing_is_taken_back_beyond_the_hand(seed: u64) {
        let settings = settings(false);
        let mut rng = FastRng::new(seed);
        let shuffle = Shuffle::from_key(rng.key());
        let game = Game::new(settings, shuffle.deal(settings.deal_size)).expect("a deal");
        prop_assert!(game.taken_back(1).is_err());
        prop_assert_eq!(game.undo_depth(Seat::Zero), None);
        prop_assert_eq!(game.undo_depth(Seat::One), None);
    }
}
