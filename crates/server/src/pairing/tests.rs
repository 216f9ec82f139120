//! The queue with injected instants: every pair accepts its settings,
//! nobody is paired twice, and the rating window widens as documented.

// Small indices and exact multiples of 50.
#![allow(
    clippy::cast_possible_wrap,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::float_cmp
)]

use std::collections::HashSet;

use proptest::prelude::*;

use super::*;
use crate::ids::UserId;

fn wants(draws: &[u64], targets: &[u64], minutes: &[u32], wager: (u32, u32)) -> Wants {
    Wants {
        draws: draws.to_vec(),
        targets: targets.to_vec(),
        minutes: minutes.to_vec(),
        wager_min: wager.0,
        wager_max: wager.1,
        seats: 2,
    }
}

fn any_wants() -> impl Strategy<Value = Wants> {
    let subset = |all: Vec<u64>| proptest::sample::subsequence(all.clone(), 1..=all.len());
    (
        subset(vec![7, 9]),
        subset(vec![100, 150, 200]),
        proptest::sample::subsequence(vec![1u32, 2, 4, 10], 1..=4),
        0u32..300,
        0u32..300,
    )
        .prop_map(|(draws, targets, minutes, a, b)| Wants {
            draws,
            targets,
            minutes,
            wager_min: a.min(b),
            wager_max: a.max(b),
            seats: 2,
        })
}

fn accepts(w: &Wants, a: Agreed) -> bool {
    w.draws.contains(&a.draw)
        && w.targets.contains(&a.target)
        && w.minutes.contains(&a.minutes)
        && (w.wager_min..=w.wager_max).contains(&a.wager)
}

#[test]
fn the_window_starts_at_100_and_widens_50_every_5_seconds() {
    assert_eq!(window(Duration::ZERO), 100.0);
    assert_eq!(window(Duration::from_millis(4999)), 100.0);
    assert_eq!(window(Duration::from_secs(5)), 150.0);
    assert_eq!(window(Duration::from_secs(12)), 200.0);
}

#[test]
fn a_gap_wider_than_both_windows_waits_until_they_widen() {
    let start = Instant::now();
    let mut queue = Queue::default();
    let w = wants(&[7], &[150], &[4], (0, 50));
    queue.search(UserId::new(1), 1500.0, w.clone(), start);
    queue.search(UserId::new(2), 1720.0, w, start + Duration::from_secs(3));
    // 220 apart: needs 250 from both, 15 s of waiting for the later one.
    assert!(queue.pair(start + Duration::from_secs(17)).is_empty());
    let pairs = queue.pair(start + Duration::from_secs(18));
    assert_eq!(pairs.len(), 1);
    assert_eq!(
        (pairs[0].host, pairs[0].guest),
        (UserId::new(1), UserId::new(2))
    );
    assert_eq!(
        pairs[0].agreed,
        Agreed {
            draw: 7,
            target: 150,
            minutes: 4,
            wager: 0
        }
    );
}

#[test]
fn the_lowest_wager_in_both_ranges_is_played() {
    let a = wants(&[7, 9], &[100, 150], &[2, 4], (20, 100));
    let b = wants(&[9], &[150, 200], &[4, 10], (50, 500));
    assert_eq!(
        a.agree(&b),
        Some(Agreed {
            draw: 9,
            target: 150,
            minutes: 4,
            wager: 50
        })
    );
    let poor = wants(&[9], &[150], &[4], (0, 10));
    assert_eq!(a.agree(&poor), None, "ranges 20..100 and 0..10 do not meet");
}

#[test]
fn three_compatible_players_make_one_pair_and_the_third_waits() {
    let now = Instant::now();
    let mut queue = Queue::default();
    let w = wants(&[7], &[150], &[4], (0, 0));
    for user in 1..=3 {
        queue.search(UserId::new(user), 1500.0, w.clone(), now);
    }
    assert_eq!(queue.pair(now).len(), 1);
    assert_eq!(queue.waiting.len(), 1);
    assert!(queue.is_waiting(UserId::new(3)));
}

fn four(draws: &[u64], targets: &[u64], wager: (u32, u32)) -> Wants {
    Wants {
        seats: 4,
        ..wants(draws, targets, &[4], wager)
    }
}

#[test]
fn four_who_ask_for_four_make_one_group_strongest_with_weakest() {
    let now = Instant::now();
    let mut queue = Queue::default();
    let w = four(&[5], &[150], (0, 100));
    // A two-seat search in the middle is never grouped with them.
    let ratings = [1500.0, 1560.0, 1470.0, 1530.0];
    for (user, rating) in ratings.iter().enumerate() {
        queue.search(UserId::new(user as i64 + 1), *rating, w.clone(), now);
    }
    queue.search(
        UserId::new(9),
        1500.0,
        wants(&[7], &[150], &[4], (0, 0)),
        now,
    );
    assert_eq!(queue.pair(now), vec![], "nobody else asked for two");
    assert_eq!(queue.waiting.len(), 5);
    let groups = queue.group(now);
    assert_eq!(groups.len(), 1);
    // 1560 (2) with 1470 (3) against 1530 (4) with 1500 (1): the host, 1,
    // keeps seat 0 with 4 as partner; 2 (waited longer than 3) sits in 1.
    let id = UserId::new;
    assert_eq!(groups[0].seats, [id(1), id(2), id(4), id(3)]);
    assert_eq!(groups[0].agreed.draw, 5);
    assert_eq!(groups[0].agreed.wager, 0);
    assert!(queue.is_waiting(id(9)) && queue.waiting.len() == 1);
}

#[test]
fn three_who_ask_for_four_wait_and_a_fourth_needs_common_settings() {
    let now = Instant::now();
    let mut queue = Queue::default();
    for user in 1..=3 {
        queue.search(
            UserId::new(user),
            1500.0,
            four(&[5], &[150, 250], (20, 100)),
            now,
        );
    }
    assert_eq!(queue.group(now), vec![]);
    // No common final score with the first three.
    queue.search(UserId::new(4), 1500.0, four(&[5], &[300], (0, 100)), now);
    // Too far in rating for the windows now.
    queue.search(UserId::new(5), 1700.0, four(&[5], &[250], (0, 100)), now);
    assert_eq!(queue.group(now), vec![]);
    assert_eq!(queue.waiting.len(), 5);
    // Their windows widen to 200: the fifth joins them at 250, wager 20.
    let later = now + Duration::from_secs(10);
    let groups = queue.group(later);
    assert_eq!(groups.len(), 1);
    assert_eq!((groups[0].agreed.target, groups[0].agreed.wager), (250, 20));
    assert!(queue.is_waiting(UserId::new(4)) && queue.waiting.len() == 1);
}

proptest! {
    #[test]
    fn every_pair_accepts_its_settings_and_nobody_is_paired_twice(
        players in proptest::collection::vec((1000.0f64..2000.0, any_wants(), 0u64..30, any::<bool>()), 2..24),
        checks in proptest::collection::vec(0u64..40, 1..6),
    ) {
        let start = Instant::now();
        let mut queue = Queue::default();
        let mut joined = Vec::new();
        for (user, (rating, w, at, _)) in players.iter().enumerate() {
            let since = start + Duration::from_secs(*at);
            queue.search(UserId::new(user as i64), *rating, w.clone(), since);
            joined.push(since);
        }
        // Some cancel before the first look.
        for (user, (_, _, _, cancel)) in players.iter().enumerate() {
            if *cancel {
                prop_assert!(queue.cancel(UserId::new(user as i64)));
            }
        }
        let mut paired = HashSet::new();
        let mut checks = checks;
        checks.sort_unstable();
        for at in checks {
            let now = start + Duration::from_secs(at);
            for pair in queue.pair(now) {
                let (a, b) = (pair.host.get() as usize, pair.guest.get() as usize);
                prop_assert!(a != b);
                prop_assert!(!players[a].3 && !players[b].3, "a cancelled player was paired");
                prop_assert!(paired.insert(a) && paired.insert(b), "paired twice");
                prop_assert!(accepts(&players[a].1, pair.agreed));
                prop_assert!(accepts(&players[b].1, pair.agreed));
                let gap = (players[a].0 - players[b].0).abs();
                let waited = |i: usize| now.saturating_duration_since(joined[i]);
                prop_assert!(gap <= window(waited(a)).min(window(waited(b))));
                prop_assert!(!queue.is_waiting(pair.host) && !queue.is_waiting(pair.guest));
            }
            // Nobody left in the queue could have been paired now.
            let left: Vec<usize> = (0..players.len())
                .filter(|&i| queue.is_waiting(UserId::new(i as i64)))
                .collect();
            for (k, &i) in left.iter().enumerate() {
                for &j in &left[k + 1..] {
                    let gap = (players[i].0 - players[j].0).abs();
                    let w = |x: usize| window(now.saturating_duration_since(joined[x]));
                    prop_assert!(
                        gap > w(i).min(w(j)) || players[i].1.agree(&players[j].1).is_none(),
                        "{i} and {j} could have been paired"
                    );
                }
            }
        }
    }
}
