//! A round's pairs for a Swiss or duplicate event: Monrad pairing.
//!
//! The field is in the standings' order (best first; before the first
//! round, by rating). With an odd field the lowest-placed player who has
//! not had a bye sits out. The rest are paired from the top: the best
//! unpaired player meets the next best they have not met, and if that
//! leaves someone without a partner further down, the search steps back
//! and tries the next opponent. If no pairing without a repeat exists
//! (a small field late in the event), the pairing with the fewest repeats
//! is played, found the same way.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::PlayerId;

/// One round's pairs (the first of each pair sits in seat 0) and the
/// player who sits out, if the field is odd.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub pairs: Vec<(PlayerId, PlayerId)>,
    pub bye: Option<PlayerId>,
}

/// The steps the search may take at each number of repeats allowed
/// before it allows one more.
const BUDGET: u32 = 200_000;

/// The next round for `ranked` (every entrant still playing, best first),
/// given the rounds already played.
pub fn pair(ranked: &[PlayerId], previous: &[Round]) -> Round {
    let mut met: HashMap<(PlayerId, PlayerId), u32> = HashMap::new();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    for round in previous {
        for &(a, b) in &round.pairs {
            *met.entry(key(a, b)).or_default() += 1;
        }
        if let Some(bye) = round.bye {
            *byes.entry(bye).or_default() += 1;
        }
    }
    // Who may sit out, in groups asked in turn: those with the fewest byes
    // first (a bye goes to nobody twice while someone has had none), each
    // group from the bottom of the standings.
    let groups: Vec<Vec<Option<usize>>> = if ranked.len() % 2 == 1 {
        let count = |i: usize| byes.get(&ranked[i]).copied().unwrap_or(0);
        let mut order: Vec<usize> = (0..ranked.len()).rev().collect();
        order.sort_by_key(|&i| count(i));
        order
            .chunk_by(|&a, &b| count(a) == count(b))
            .map(|group| group.iter().copied().map(Some).collect())
            .collect()
    } else {
        vec![vec![None]]
    };
    let repeats = |a: PlayerId, b: PlayerId| met.get(&key(a, b)).copied().unwrap_or(0);
    for group in &groups {
        for allowed in 0..=ranked.len() as u32 {
            for &sitter in group {
                let field = without(ranked, sitter);
                let mut search = Search {
                    field: &field,
                    repeats: &repeats,
                    taken: vec![false; field.len()],
                    pairs: Vec::with_capacity(field.len() / 2),
                    steps: 0,
                };
                if search.run(allowed) {
                    return Round {
                        pairs: search.pairs,
                        bye: sitter.map(|i| ranked[i]),
                    };
                }
            }
        }
    }
    // Unreachable: with every repeat allowed the first search succeeds
    // (any order pairs). Still, a round must be returned: neighbours.
    let sitter = groups[0][0];
    let field = without(ranked, sitter);
    Round {
        pairs: field.chunks_exact(2).map(|c| (c[0], c[1])).collect(),
        bye: sitter.map(|i| ranked[i]),
    }
}

/// `ranked` without the player at `sitter`.
fn without(ranked: &[PlayerId], sitter: Option<usize>) -> Vec<PlayerId> {
    ranked
        .iter()
        .enumerate()
        .filter(|&(i, _)| Some(i) != sitter)
        .map(|(_, &p)| p)
        .collect()
}

/// A pair's key, whoever sat where: the smaller id first.
fn key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    (a.min(b), a.max(b))
}

struct Search<'a, F: Fn(PlayerId, PlayerId) -> u32> {
    field: &'a [PlayerId],
    repeats: &'a F,
    taken: Vec<bool>,
    pairs: Vec<(PlayerId, PlayerId)>,
    steps: u32,
}

impl<F: Fn(PlayerId, PlayerId) -> u32> Search<'_, F> {
    /// Pairs every player not yet taken, with at most `allowed` repeats;
    /// false if that cannot be done (or the budget ran out).
    fn run(&mut self, allowed: u32) -> bool {
        let Some(first) = self.taken.iter().position(|&t| !t) else {
            return true;
        };
        self.steps += 1;
        if self.steps > BUDGET {
            return false;
        }
        self.taken[first] = true;
        for other in first + 1..self.field.len() {
            if self.taken[other] {
                continue;
            }
            let cost = (self.repeats)(self.field[first], self.field[other]);
            if cost > allowed {
                continue;
            }
            self.taken[other] = true;
            self.pairs.push((self.field[first], self.field[other]));
            if self.run(allowed - cost) {
                return true;
            }
            self.pairs.pop();
            self.taken[other] = false;
        }
        self.taken[first] = false;
        false
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_first_round_pairs_neighbours() {
        let round = pair(&[1, 2, 3, 4, 5], &[]);
        assert_eq!(round.pairs, vec![(1, 2), (3, 4)]);
        assert_eq!(round.bye, Some(5));
    }

    #[test]
    fn nobody_meets_twice_while_the_search_can_avoid_it() {
        // 1 met 2, 3 met 4: the top-down greedy 1-3, 2-4.
        let first = Round {
            pairs: vec![(1, 2), (3, 4)],
            bye: None,
        };
        let round = pair(&[1, 2, 3, 4], std::slice::from_ref(&first));
        assert_eq!(round.pairs, vec![(1, 3), (2, 4)]);
        // Then the last pairing left: 1-4, 2-3 (the search steps back).
        let second = round;
        let round = pair(&[1, 3, 2, 4], &[first, second]);
        assert_eq!(round.pairs, vec![(1, 4), (3, 2)]);
    }

    #[test]
    fn a_bye_goes_to_the_lowest_without_one() {
        let first = Round {
            pairs: vec![(1, 2)],
            bye: Some(3),
        };
        let round = pair(&[1, 2, 3], &[first]);
        assert_eq!(round.bye, Some(2));
        assert_eq!(round.pairs, vec![(1, 3)]);
    }

    #[test]
    fn a_forced_repeat_is_the_only_one() {
        // Six players after three rounds in which everyone of {1,2,3} met
        // everyone of {4,5,6}: the pairs left unmet are two triangles,
        // which cannot be split into pairs, so round four repeats one
        // meeting, and only one.
        let rounds = [
            vec![(1, 4), (2, 5), (3, 6)],
            vec![(1, 5), (2, 6), (3, 4)],
            vec![(1, 6), (2, 4), (3, 5)],
        ]
        .map(|pairs| Round { pairs, bye: None });
        let round = pair(&[1, 2, 3, 4, 5, 6], &rounds);
        let all: Vec<Round> = rounds.iter().cloned().chain([round.clone()]).collect();
        assert_eq!(count_repeats(&all), 1, "{round:?}");
        assert_eq!(round.pairs.len(), 3);
    }

    fn count_repeats(rounds: &[Round]) -> usize {
        let mut seen = HashSet::new();
        rounds
            .iter()
            .flat_map(|r| r.pairs.iter())
            .filter(|&&(a, b)| !seen.insert(key(a, b)))
            .count()
    }

    proptest! {
        /// Every player of the field plays once a round or sits out; an
        /// odd field's bye never goes twice to anyone while someone has
        /// had none; and no pair repeats in up to n - 1 rounds of a field
        /// of n (the standings reshuffled at random before each round).
        #[test]
        fn rounds_are_whole_and_fair(n in 2usize..24, rounds in 1usize..8, seed in any::<u64>()) {
            let rounds = rounds.min(n / 2).max(1);
            let mut previous: Vec<Round> = Vec::new();
            let mut order: Vec<PlayerId> = (1..=PlayerId::try_from(n).expect("a small field")).collect();
            let mut state = seed | 1;
            for _ in 0..rounds {
                // A cheap shuffle: the standings move between rounds.
                for i in (1..order.len()).rev() {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    order.swap(i, (state % (i as u64 + 1)) as usize);
                }
                let round = pair(&order, &previous);
                let mut seen: HashSet<PlayerId> = HashSet::new();
                for &(a, b) in &round.pairs {
                    prop_assert!(a != b);
                    prop_assert!(seen.insert(a) && seen.insert(b));
                }
                if let Some(bye) = round.bye {
                    prop_assert!(seen.insert(bye));
                    prop_assert!(n % 2 == 1);
                    let had = previous.iter().filter(|r| r.bye == Some(bye)).count();
                    let everyone_had = order.iter().all(|p| previous.iter().any(|r| r.bye == Some(*p)));
                    prop_assert!(had == 0 || everyone_had);
                }
                prop_assert_eq!(seen.len(), n);
                previous.push(round);
            }
            // Up to n / 2 rounds a repeat is always avoidable: the pairs not
            // yet met form a graph in which everyone has at least half the
            // field left to meet, and such a graph has a perfect matching
            // (Dirac); the search, which steps back, finds one.
            prop_assert_eq!(count_repeats(&previous), 0);
        }
    }
}
