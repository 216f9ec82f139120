//! The standings: what each entrant has, and the order they are in.
//!
//! - **Swiss:** a game won scores 1, a bye 1, a game lost 0 (games of All
//!   Fives have a winner, so there are no halves). Ties are broken by
//!   Buchholz (the sum of the scores of the opponents met, each meeting
//!   once; a bye adds nothing), then by points for minus against (the
//!   game points of every game played), then by the rating at the start,
//!   then by who registered first (the smaller id).
//! - **Duplicate:** the points difference over every deal played comes
//!   first; then the score (a round won 1, drawn ½, a bye 1), then
//!   Buchholz, then the rating, then the id.
//!
//! A result counts once it is final: a game forfeited on the clock or by
//! a no-show counts as played, with the points as they stood.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::swiss::Round;
use crate::{Entrant, PlayerId};

/// A finished game (Swiss), or a pair's finished duplicate round (its
/// deals added up), between `players[0]` and `players[1]`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Meeting {
    pub players: [PlayerId; 2],
    /// Each player's points: the game's final score, or a duplicate
    /// round's points over all its deals.
    pub points: [u32; 2],
    /// Who won; `None` only for a duplicate round with equal points.
    pub winner: Option<PlayerId>,
}

/// One entrant's line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    pub id: PlayerId,
    /// Place, from 1; every line has its own (the order is total).
    pub place: u32,
    /// Games (or duplicate rounds) won, a bye counting as one won; a
    /// drawn duplicate round is a half.
    pub score: f64,
    /// The scores of the opponents met, added up.
    pub buchholz: f64,
    /// Points for minus points against, over every game or deal.
    pub difference: i64,
    pub won: u32,
    pub lost: u32,
    pub byes: u32,
    pub rating: f64,
}

/// Which order the standings go in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Score, Buchholz, difference, rating, id.
    Swiss,
    /// Difference, score, Buchholz, rating, id.
    Duplicate,
}

/// The standings of `entrants` after `results` and the `rounds`' byes.
pub fn standings(
    entrants: &[Entrant],
    rounds: &[Round],
    results: &[Meeting],
    order: Order,
) -> Vec<Standing> {
    let mut lines: HashMap<PlayerId, Standing> = entrants
        .iter()
        .map(|e| {
            let line = Standing {
                id: e.id,
                place: 0,
                score: 0.0,
                buchholz: 0.0,
                difference: 0,
                won: 0,
                lost: 0,
                byes: 0,
                rating: e.rating,
            };
            (e.id, line)
        })
        .collect();
    for bye in rounds.iter().filter_map(|r| r.bye) {
        if let Some(line) = lines.get_mut(&bye) {
            line.byes += 1;
            line.score += 1.0;
        }
    }
    for result in results {
        for (i, &id) in result.players.iter().enumerate() {
            let Some(line) = lines.get_mut(&id) else {
                continue;
            };
            line.difference += i64::from(result.points[i]) - i64::from(result.points[1 - i]);
            match result.winner {
                Some(winner) if winner == id => {
                    line.won += 1;
                    line.score += 1.0;
                }
                Some(_) => line.lost += 1,
                None => line.score += 0.5,
            }
        }
    }
    let scores: HashMap<PlayerId, f64> = lines.iter().map(|(&id, l)| (id, l.score)).collect();
    for result in results {
        for (i, &id) in result.players.iter().enumerate() {
            let opponent = scores.get(&result.players[1 - i]).copied().unwrap_or(0.0);
            if let Some(line) = lines.get_mut(&id) {
                line.buchholz += opponent;
            }
        }
    }
    let mut table: Vec<Standing> = lines.into_values().collect();
    table.sort_by(|a, b| {
        let swiss = b
            .score
            .total_cmp(&a.score)
            .then(b.buchholz.total_cmp(&a.buchholz))
            .then(b.difference.cmp(&a.difference));
        let first = match order {
            Order::Swiss => swiss,
            Order::Duplicate => b.difference.cmp(&a.difference).then(swiss),
        };
        first
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    for (i, line) in table.iter_mut().enumerate() {
        line.place = i as u32 + 1;
    }
    table
}

#[cfg(test)]
// Scores are whole and half points: exact in binary.
#[allow(clippy::float_cmp)]
mod tests {
    use super::*;

    fn entrants(n: i64) -> Vec<Entrant> {
        (1..=n)
            .map(|id| Entrant {
                id,
                rating: 1500.0 - id as f64,
            })
            .collect()
    }

    fn won(a: PlayerId, b: PlayerId, points: [u32; 2]) -> Meeting {
        Meeting {
            players: [a, b],
            points,
            winner: Some(a),
        }
    }

    #[test]
    fn buchholz_breaks_a_tie_of_scores_and_then_the_difference() {
        // Round 1: 1 beats 2, 3 beats 4. Round 2: 1 beats 3, 4 beats 2.
        let results = [
            won(1, 2, [150, 40]),
            won(3, 4, [150, 100]),
            won(1, 3, [155, 145]),
            won(4, 2, [150, 0]),
        ];
        let table = standings(&entrants(4), &[], &results, Order::Swiss);
        let order: Vec<PlayerId> = table.iter().map(|l| l.id).collect();
        // 1 has 2; 3 and 4 have 1 each: 3 met 4 (1) and 1 (2): Buchholz 3;
        // 4 met 3 (1) and 2 (0): 1. 2 has 0.
        assert_eq!(order, vec![1, 3, 4, 2]);
        assert_eq!(table[1].buchholz, 3.0);
        assert_eq!(table[2].buchholz, 1.0);
        assert_eq!(table[0].difference, 110 + 10);
        assert_eq!(table[3].place, 4);
    }

    #[test]
    fn a_bye_scores_one_and_adds_nothing_to_buchholz() {
        let rounds = [Round {
            pairs: vec![(1, 2)],
            bye: Some(3),
        }];
        let table = standings(&entrants(3), &rounds, &[won(2, 1, [150, 20])], Order::Swiss);
        let three = table.iter().find(|l| l.id == 3).expect("3 stands");
        assert_eq!((three.score, three.byes, three.buchholz), (1.0, 1, 0.0));
        // 2 and 3 both have 1: 2's Buchholz is 1's score, 0; 3's is 0 too;
        // then the difference: 2 has +130, 3 has 0.
        assert_eq!(table[0].id, 2);
        assert_eq!(table[1].id, 3);
    }

    #[test]
    fn duplicate_goes_by_the_difference_first() {
        let results = [
            won(1, 2, [60, 55]),
            won(4, 3, [90, 30]),
            Meeting {
                players: [1, 4],
                points: [40, 40],
                winner: None,
            },
        ];
        let table = standings(&entrants(4), &[], &results, Order::Duplicate);
        let order: Vec<PlayerId> = table.iter().map(|l| l.id).collect();
        assert_eq!(order, vec![4, 1, 2, 3]);
        assert_eq!(table[0].score, 1.5);
        // Swiss order would have the same here but for the tie: both 1.5,
        // 4's Buchholz is 3's 0 + 1's 1.5; 1's is 2's 0 + 4's 1.5.
        let swiss = standings(&entrants(4), &[], &results, Order::Swiss);
        assert_eq!(swiss[0].id, 4);
    }

    #[test]
    fn ties_all_the_way_down_go_by_rating_then_id() {
        let mut field = entrants(3);
        field[2].rating = field[0].rating;
        let table = standings(&field, &[], &[], Order::Swiss);
        let order: Vec<PlayerId> = table.iter().map(|l| l.id).collect();
        assert_eq!(order, vec![1, 3, 2]);
    }
}
