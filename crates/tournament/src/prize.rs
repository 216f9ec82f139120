//! The prize: the pool (every entry fee) split by place.
//!
//! The split is a list of whole percentages, first place first. Players
//! who share places (a knockout's semi-final losers share 3rd and 4th)
//! share those places' percentages equally. Every payment is rounded down
//! to a whole chip, and the chips that rounding leaves over go to the
//! winner, so the payments always add up to the pool exactly.

use crate::PlayerId;

/// What each player is paid, in place order; players paid nothing are
/// left out. `places` are the final places in groups of those who share
/// them, best first.
pub fn payouts(pool: i64, split: &[u32], places: &[Vec<PlayerId>]) -> Vec<(PlayerId, i64)> {
    if pool <= 0 {
        return Vec::new();
    }
    let mut paid: Vec<(PlayerId, i64)> = Vec::new();
    let mut next_place = 0;
    for group in places {
        let percent: u32 = split.iter().skip(next_place).take(group.len()).sum::<u32>();
        next_place += group.len();
        if percent == 0 || group.is_empty() {
            continue;
        }
        // i128: a pool of 256 entries of 100,000 chips times 100 fits in
        // i64, but nothing here should have to think about it.
        let share = i128::from(pool) * i128::from(percent) / 100;
        let each = (share / group.len() as i128) as i64;
        paid.extend(group.iter().map(|&p| (p, each)));
    }
    let total: i64 = paid.iter().map(|(_, chips)| chips).sum();
    let winner = places.iter().flatten().next().copied();
    if let Some(winner) = winner {
        match paid.iter_mut().find(|(p, _)| *p == winner) {
            Some((_, chips)) => *chips += pool - total,
            None => paid.insert(0, (winner, pool - total)),
        }
    }
    paid.retain(|&(_, chips)| chips > 0);
    paid
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn fifty_thirty_twenty_of_a_knockout() {
        // 8 players of 25 chips: 200. 3rd and 4th share 20%: 20 each.
        let places = vec![vec![1], vec![2], vec![3, 4], vec![5, 6, 7, 8]];
        let paid = payouts(200, &[50, 30, 20], &places);
        assert_eq!(paid, vec![(1, 100), (2, 60), (3, 20), (4, 20)]);
    }

    #[test]
    fn what_rounding_leaves_goes_to_the_winner() {
        // 7 players of 10: 70; 50/30/20 is 35, 21, 14; a pool of 71
        // would be 35.5, 21.3, 14.2: 35, 21, 14 and 1 over to the winner.
        let places: Vec<Vec<PlayerId>> = (1..=7).map(|p| vec![p]).collect();
        assert_eq!(
            payouts(71, &[50, 30, 20], &places),
            vec![(1, 36), (2, 21), (3, 14)]
        );
        // A shared place that does not divide: 3 losers share 21.
        let places = vec![vec![1], vec![2, 3, 4]];
        assert_eq!(
            payouts(100, &[78, 8, 7, 7], &places),
            vec![(1, 79), (2, 7), (3, 7), (4, 7)]
        );
        assert!(payouts(0, &[100], &places).is_empty());
    }

    proptest! {
        /// The payments add up to the pool, to the chip; nobody is paid
        /// twice; nobody outside the paid places is paid.
        #[test]
        fn the_pool_is_paid_exactly(
            pool in 1i64..30_000_000,
            parts in proptest::collection::vec(1u32..40, 0..6),
            sizes in proptest::collection::vec(1usize..5, 1..10),
        ) {
            // Percentages while they stay under 100, then what is left.
            let mut split: Vec<u32> = Vec::new();
            for part in parts {
                if split.iter().sum::<u32>() + part < 100 {
                    split.push(part);
                }
            }
            split.push(100 - split.iter().sum::<u32>());
            let mut id = 0;
            let places: Vec<Vec<PlayerId>> = sizes.iter().map(|&k| {
                (0..k).map(|_| { id += 1; id }).collect()
            }).collect();
            let paid = payouts(pool, &split, &places);
            prop_assert_eq!(paid.iter().map(|(_, c)| c).sum::<i64>(), pool);
            let mut ids: Vec<PlayerId> = paid.iter().map(|(p, _)| *p).collect();
            ids.dedup();
            prop_assert_eq!(ids.len(), paid.len());
            let paid_places = split.len();
            let mut seen = 0;
            for group in &places {
                if seen >= paid_places {
                    prop_assert!(group.iter().all(|p| paid.iter().all(|(q, _)| q != p)));
                }
                seen += group.len();
            }
        }
    }
}
