//! Four-seat partnership games (RULES.md section 9): every level, seated in
//! pairs against every other, plays whole games with legal moves only, the
//! games end, and the tiles are conserved at every step.

use dominoes_bots::{Bot, Level, new_bot};
use dominoes_rules::playout::SeededGame;
use dominoes_rules::{DealSize, Move, Outcome, Seat, Settings, Target, TileSet};

fn settings() -> Settings {
    Settings {
        deal_size: DealSize::Five,
        target: Target::DEFAULT,
    }
}

/// Plays a whole four-seat game, `bots[i]` in seat i, checking every move
/// is legal and the 28 tiles are where they should be after every action.
/// Returns the moves and the outcome.
fn four_seat_game(bots: &mut [Box<dyn Bot>; 4], deal_seed: u64) -> (Vec<Move>, Outcome) {
    let mut seeded = SeededGame::new(settings(), deal_seed);
    let mut moves = Vec::new();
    while let Some(view) = seeded.next_view() {
        assert_eq!(view.tiles_left.len(), 4);
        let seat = view.seat;
        let mv = bots[seat.index()].choose(&view);
        assert!(
            view.legal.contains(&mv),
            "seat {seat} chose {mv}, not in {:?}",
            view.legal
        );
        seeded.play(mv).expect("a legal move");
        moves.push(mv);
        let position = seeded.game.omniscient_position();
        let mut all = position.boneyard().union(position.layout().played());
        let mut count = position.boneyard().len() + position.layout().played().len();
        for seat in Seat::ALL {
            let hand = position.hand(seat);
            assert!(all.intersection(hand).is_empty(), "a tile in two places");
            all = all.union(hand);
            count += hand.len();
        }
        assert_eq!(all, TileSet::FULL);
        assert_eq!(count, 28);
        assert!(moves.len() < 10_000, "the game does not end");
    }
    let outcome = seeded.game.outcome().expect("the game is over");
    (moves, outcome)
}

/// A pair of levels as a team: `a` in seats 0 and 2, `b` in 1 and 3.
fn teams(a: Level, b: Level, seed: u64) -> [Box<dyn Bot>; 4] {
    [
        new_bot(a, seed),
        new_bot(b, seed ^ 1),
        new_bot(a, seed ^ 2),
        new_bot(b, seed ^ 3),
    ]
}

#[test]
fn every_level_pair_plays_whole_four_seat_games() {
    for (i, &a) in Level::ALL.iter().enumerate() {
        for (j, &b) in Level::ALL.iter().enumerate() {
            let seed = (i * 6 + j) as u64;
            let (moves, outcome) = four_seat_game(&mut teams(a, b, seed), seed.rotate_left(9));
            assert!(!moves.is_empty());
            let winner = outcome
                .winner
                .expect("a played-out game has a winning team");
            assert!(outcome.won(winner.first_seat()) && outcome.won(winner.first_seat().partner()));
        }
    }
}

#[test]
fn mixed_teams_play_four_seat_games_the_same_for_the_same_seed() {
    let line_up = |seed| {
        [
            new_bot(Level::Expert, seed),
            new_bot(Level::Medium, seed ^ 1),
            new_bot(Level::Easy, seed ^ 2),
            new_bot(Level::Hard, seed ^ 3),
        ]
    };
    let (first, _) = four_seat_game(&mut line_up(5), 17);
    let (again, _) = four_seat_game(&mut line_up(5), 17);
    assert_eq!(first, again);
}
