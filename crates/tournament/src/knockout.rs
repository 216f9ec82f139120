//! The knockout bracket: single elimination.
//!
//! The field is seeded by rating (seed 1 the highest) into a bracket of
//! the next power of two, in the standard order that keeps the top seeds
//! apart until the last rounds (1 meets 8 and 4 meets 5 in the half that
//! 2 and 3 are not in, for eight). The places the field does not fill are
//! byes, and they fall to the top seeds: a player drawn against a bye goes
//! through to the second round without a game. From then on the winners
//! of matches 2k and 2k + 1 meet. A match is best of 1 or 3 games; the
//! first to win a majority goes through.

use serde::{Deserialize, Serialize};

use crate::PlayerId;

/// One match of the bracket: two players, or one and a bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub players: [Option<PlayerId>; 2],
}

impl Match {
    /// The player who goes through without a game, if this is a bye.
    pub fn walkover(&self) -> Option<PlayerId> {
        match self.players {
            [Some(p), None] | [None, Some(p)] => Some(p),
            _ => None,
        }
    }
}

/// The rounds a knockout of `players` takes: until one is left.
pub fn rounds(players: usize) -> u32 {
    players.max(1).next_power_of_two().trailing_zeros()
}

/// The seeds in bracket order for a bracket of `size` (a power of two):
/// each match's two seeds add up to `size + 1`.
pub fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// The first round for `seeded` (best seed first).
pub fn first_round(seeded: &[PlayerId]) -> Vec<Match> {
    let size = seeded.len().max(2).next_power_of_two();
    let slots: Vec<Option<PlayerId>> = seed_order(size)
        .into_iter()
        .map(|seed| seeded.get(seed - 1).copied())
        .collect();
    slots
        .chunks_exact(2)
        .map(|pair| Match {
            players: [pair[0], pair[1]],
        })
        .collect()
}

/// The next round, from the winners of the last one, in match order.
pub fn next_round(winners: &[PlayerId]) -> Vec<Match> {
    winners
        .chunks(2)
        .map(|pair| Match {
            players: [Some(pair[0]), pair.get(1).copied()],
        })
        .collect()
}

/// Games a player needs to win a match that is best of `best_of`.
pub fn wins_needed(best_of: u8) -> u32 {
    u32::from(best_of) / 2 + 1
}

/// The final places, in groups of those who share them: the winner; the
/// final's loser; the semi-finals' two losers (places 3 and 4, shared);
/// then each earlier round's losers, sharing the places below. `losers[r]`
/// are the losers of round `r` (0 the first; the final last), byes
/// excluded; `champion` won the final.
pub fn places(champion: PlayerId, losers: &[Vec<PlayerId>]) -> Vec<Vec<PlayerId>> {
    let mut groups = vec![vec![champion]];
    groups.extend(losers.iter().rev().filter(|g| !g.is_empty()).cloned());
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_seed_order_keeps_the_top_seeds_apart() {
        assert_eq!(seed_order(2), vec![1, 2]);
        assert_eq!(seed_order(4), vec![1, 4, 2, 3]);
        assert_eq!(seed_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
    }

    #[test]
    fn byes_fall_to_the_top_seeds() {
        let round = first_round(&[10, 20, 30, 40, 50]);
        assert_eq!(round.len(), 4);
        let walkovers: Vec<PlayerId> = round.iter().filter_map(Match::walkover).collect();
        assert_eq!(walkovers, vec![10, 20, 30]);
        assert_eq!(round[1].players, [Some(40), Some(50)]);
    }

    #[test]
    fn places_share_by_round() {
        let groups = places(1, &[vec![5, 6, 7, 8], vec![3, 4], vec![2]]);
        assert_eq!(groups, vec![vec![1], vec![2], vec![3, 4], vec![5, 6, 7, 8]]);
        assert_eq!(wins_needed(1), 1);
        assert_eq!(wins_needed(3), 2);
    }

    proptest! {
        /// Whoever wins each match, a bracket of n ends after
        /// `rounds(n)` rounds with one champion; every player is in the
        /// first round exactly once; no match is two byes.
        #[test]
        fn a_bracket_ends_with_one_champion(n in 2i64..200, coin in any::<u64>()) {
            let seeded: Vec<PlayerId> = (1..=n).collect();
            let mut round = first_round(&seeded);
            let mut listed: Vec<PlayerId> = round.iter().flat_map(|m| m.players).flatten().collect();
            listed.sort_unstable();
            prop_assert_eq!(&listed, &seeded);
            let mut played = 0;
            let mut state = coin | 1;
            loop {
                prop_assert!(round.iter().all(|m| m.players.iter().any(Option::is_some)));
                let winners: Vec<PlayerId> = round
                    .iter()
                    .map(|m| m.walkover().unwrap_or_else(|| {
                        state = state.rotate_left(7) ^ 0x9e37_79b9;
                        m.players[(state & 1) as usize].expect("two players")
                    }))
                    .collect();
                played += 1;
                if winners.len() == 1 {
                    break;
                }
                round = next_round(&winners);
            }
            prop_assert_eq!(played, rounds(seeded.len()));
        }
    }
}
