//! The ledger's examples, and its model-based property test: over any
//! history, every chip is where a hand-kept model says.

use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::ids::{GameId, UserId};
use crate::store::Database;
use crate::store::testing::{chips, register, table};

#[tokio::test]
async fn a_player_who_cannot_cover_the_wager_is_refused_and_nothing_changes() {
    let store = crate::store::testing::store().await;
    let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
    let game = table(&store, ann.id, 1001).await;
    let refused = store
        .start_game(game, [Some(ann.id), Some(bob.id)], 1001)
        .await;
    assert!(matches!(refused, Err(MoneyError::Short(user, 1001)) if user == ann.id));
    assert_eq!(
        (chips(&store, ann.id).await, chips(&store, bob.id).await),
        (1000, 1000)
    );
    let row = store.game(game).await.unwrap().unwrap();
    assert_eq!(
        (row.status, row.seats),
        (GameStatus::Open, [Some(ann.id), None])
    );
    assert_eq!(store.audit().await.unwrap().escrow, 0);
    assert!(store.audit().await.unwrap().balances());
}

#[tokio::test]
async fn concurrent_settlements_pay_the_pot_once() {
    let store = crate::store::testing::fresh("concurrent").await;
    let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
    let game = table(&store, ann.id, 300).await;
    store
        .start_game(game, [Some(ann.id), Some(bob.id)], 300)
        .await
        .unwrap();
    assert_eq!(store.audit().await.unwrap().escrow, 600);
    let attempts: Vec<_> = (0..8)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                if i % 2 == 0 {
                    store.finish_game(game, Some(1), "resign", [40, 55]).await
                } else {
                    store.settle(game).await
                }
            })
        })
        .collect();
    for attempt in attempts {
        attempt.await.unwrap().unwrap();
    }
    assert_eq!(
        (chips(&store, ann.id).await, chips(&store, bob.id).await),
        (700, 1300)
    );
    let audit = store.audit().await.unwrap();
    assert!(audit.balances(), "{audit:?}");
    assert_eq!(audit.escrow, 0);
    // A later attempt with another winner changes nothing either.
    store
        .finish_game(game, Some(0), "score", [150, 0])
        .await
        .unwrap();
    assert_eq!(
        (chips(&store, ann.id).await, chips(&store, bob.id).await),
        (700, 1300)
    );
    let payouts: i64 = sqlx::query("SELECT COUNT(*) AS n FROM ledger WHERE reason = 'payout'")
        .fetch_one(&store.pool)
        .await
        .unwrap()
        .get("n");
    assert_eq!(payouts, 1);
}

#[tokio::test]
async fn a_game_abandoned_with_nobody_winning_refunds_both_stakes() {
    let store = crate::store::testing::store().await;
    let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
    let game = table(&store, ann.id, 250).await;
    store
        .start_game(game, [Some(ann.id), Some(bob.id)], 250)
        .await
        .unwrap();
    assert_eq!(
        (chips(&store, ann.id).await, chips(&store, bob.id).await),
        (750, 750)
    );
    store
        .finish_game(game, None, "abandoned", [0, 0])
        .await
        .unwrap();
    store
        .finish_game(game, None, "abandoned", [0, 0])
        .await
        .unwrap();
    assert_eq!(
        (chips(&store, ann.id).await, chips(&store, bob.id).await),
        (1000, 1000)
    );
    assert!(store.audit().await.unwrap().balances());
    // No rating moves for a game nobody won.
    assert!(store.leaderboard(10).await.unwrap().is_empty());
}

#[tokio::test]
async fn guests_hold_no_chips_and_a_broke_player_is_topped_up_once_a_day() {
    let store = crate::store::testing::store().await;
    let guest = store
        .create_user("guest-1", None, "owl")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(chips(&store, guest.id).await, 0);
    assert_eq!(store.top_up(guest.id).await.unwrap().issued, 0);
    let (ann, bob) = (register(&store, "ann").await, register(&store, "bob").await);
    let game = table(&store, ann.id, 1000).await;
    store
        .start_game(game, [Some(ann.id), Some(bob.id)], 1000)
        .await
        .unwrap();
    store
        .finish_game(game, Some(1), "time", [10, 20])
        .await
        .unwrap();
    assert_eq!(chips(&store, ann.id).await, 0);
    assert_eq!(store.top_up(ann.id).await.unwrap().issued, TOP_UP_FLOOR);
    assert_eq!(
        store.top_up(ann.id).await.unwrap(),
        TopUp {
            issued: 0,
            balance: TOP_UP_FLOOR
        },
        "once a day, and the balance is the topped-up one"
    );
    assert_eq!(
        store.top_up(bob.id).await.unwrap().issued,
        0,
        "bob is not short"
    );
    assert_eq!(chips(&store, ann.id).await, TOP_UP_FLOOR);
    let audit = store.audit().await.unwrap();
    assert!(audit.balances(), "{audit:?}");
    assert_eq!(audit.issued, 2000 + TOP_UP_FLOOR);
}

/// One step of a random history of the room.
#[derive(Clone, Debug)]
enum Step {
    Register,
    Guest,
    /// Two players (indices into the registered ones) start a game.
    Start {
        a: usize,
        b: usize,
        wager: u32,
    },
    /// A running game ends: a winner's seat, or nobody (abandoned).
    End {
        game: usize,
        winner: Option<usize>,
        reason: &'static str,
    },
    /// The end of a game is stored again (a retry).
    Retry {
        game: usize,
    },
    TopUp {
        user: usize,
    },
    /// The server stops and starts again, settling what it must.
    Restart,
    /// A game ends by its final action, but the server dies before the
    /// end is stored; the restart finds and ends it.
    CrashAtEnd {
        game: usize,
        winner: usize,
    },
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        2 => Just(Step::Register),
        1 => Just(Step::Guest),
        4 => (0..8usize, 0..8usize, prop_oneof![Just(0u32), 1..400u32, 900..1300u32])
            .prop_map(|(a, b, wager)| Step::Start { a, b, wager }),
        4 => (0..16usize, prop::option::weighted(0.85, 0..2usize),
              prop_oneof![Just("score"), Just("time"), Just("resign")])
            .prop_map(|(game, winner, reason)| Step::End {
                game,
                winner,
                reason: if winner.is_some() { reason } else { "abandoned" },
            }),
        1 => (0..16usize).prop_map(|game| Step::Retry { game }),
        1 => (0..8usize).prop_map(|user| Step::TopUp { user }),
        1 => Just(Step::Restart),
        1 => (0..16usize, 0..2usize).prop_map(|(game, winner)| Step::CrashAtEnd { game, winner }),
    ]
}

/// What the books should say, kept by hand.
#[derive(Default)]
struct Model {
    users: Vec<UserId>,
    balance: HashMap<UserId, i64>,
    topped_up: HashMap<UserId, bool>,
    /// Games started: (id, seats, wager, ended).
    games: Vec<(GameId, [UserId; 2], i64, bool)>,
    /// Games whose end the crash lost: (id, winner seat).
    pending: Vec<(GameId, usize)>,
    issued: i64,
}

/// The `n`th item, counting round; `None` if there are none.
fn pick<T>(items: &mut [T], n: usize) -> Option<&mut T> {
    let len = items.len();
    items.get_mut(n % len.max(1))
}

/// One step, on the database and on the model alike.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per kind of step, read side by side"
)]
async fn apply(
    store: &mut Store,
    db: &Database,
    model: &mut Model,
    n: usize,
    step: Step,
) -> Result<(), TestCaseError> {
    match step {
        Step::Register => {
            let user = register(store, &format!("p{n}")).await;
            model.users.push(user.id);
            model.balance.insert(user.id, REGISTRATION_CHIPS);
            model.issued += REGISTRATION_CHIPS;
        }
        Step::Guest => {
            store
                .create_user(&format!("g{n}"), None, "owl")
                .await
                .unwrap();
        }
        Step::Start { a, b, wager } => {
            if model.users.len() < 2 {
                return Ok(());
            }
            let (a, b) = (
                model.users[a % model.users.len()],
                model.users[b % model.users.len()],
            );
            if a == b {
                return Ok(());
            }
            let game = table(store, a, wager).await;
            let started = store.start_game(game, [Some(a), Some(b)], wager).await;
            let wager = i64::from(wager);
            let covered = model.balance[&a] >= wager && model.balance[&b] >= wager;
            prop_assert_eq!(started.is_ok(), covered, "{:?}", started);
            if covered {
                *model.balance.get_mut(&a).unwrap() -= wager;
                *model.balance.get_mut(&b).unwrap() -= wager;
                model.games.push((game, [a, b], wager, false));
            }
        }
        Step::End {
            game,
            winner,
            reason,
        } => {
            let Some(entry) = pick(&mut model.games, game) else {
                return Ok(());
            };
            let (id, seats, wager, ended) = *entry;
            store.finish_game(id, winner, reason, [0, 0]).await.unwrap();
            if !ended {
                entry.3 = true;
                match winner {
                    Some(w) => *model.balance.get_mut(&seats[w]).unwrap() += 2 * wager,
                    None => {
                        for seat in seats {
                            *model.balance.get_mut(&seat).unwrap() += wager;
                        }
                    }
                }
            }
        }
        Step::Retry { game } => {
            let Some(&mut (id, _, _, true)) = pick(&mut model.games, game) else {
                return Ok(());
            };
            store
                .finish_game(id, Some(0), "score", [0, 0])
                .await
                .unwrap();
            store.settle(id).await.unwrap();
        }
        Step::TopUp { user } => {
            let Some(&mut id) = pick(&mut model.users, user) else {
                return Ok(());
            };
            let issued = store.top_up(id).await.unwrap().issued;
            let staked: i64 = model
                .games
                .iter()
                .filter(|g| !g.3 && g.1.contains(&id))
                .map(|g| g.2)
                .sum();
            let held = model.balance[&id] + staked;
            let expected = if held < TOP_UP_FLOOR && !model.topped_up.contains_key(&id) {
                TOP_UP_FLOOR - held
            } else {
                0
            };
            prop_assert_eq!(issued, expected);
            if issued > 0 {
                model.topped_up.insert(id, true);
                model.issued += issued;
                *model.balance.get_mut(&id).unwrap() += issued;
            }
        }
        Step::CrashAtEnd { game, winner } => {
            let Some(entry) = pick(&mut model.games, game) else {
                return Ok(());
            };
            if entry.3 || model.pending.iter().any(|&(id, _)| id == entry.0) {
                return Ok(());
            }
            model.pending.push((entry.0, winner));
        }
        Step::Restart => {
            store.close().await;
            *store = Store::connect(db).await.unwrap();
            // What the lobby's restore does: settle what is finished,
            // and end the games whose final action was stored.
            for id in store.unsettled_games().await.unwrap() {
                store.settle(id).await.unwrap();
            }
            for (id, winner) in std::mem::take(&mut model.pending) {
                let entry = model.games.iter_mut().find(|g| g.0 == id).unwrap();
                store
                    .finish_game(id, Some(winner), "score", [150, 0])
                    .await
                    .unwrap();
                if !entry.3 {
                    entry.3 = true;
                    *model.balance.get_mut(&entry.1[winner]).unwrap() += 2 * entry.2;
                }
            }
        }
    }
    Ok(())
}

async fn run(steps: Vec<Step>) -> Result<(), TestCaseError> {
    let db = Database::scratch("property").await.unwrap();
    let mut store = Store::connect(&db).await.unwrap();
    let mut model = Model::default();
    for name in ["ann", "bob", "cyd"] {
        let user = register(&store, name).await;
        model.users.push(user.id);
        model.balance.insert(user.id, REGISTRATION_CHIPS);
        model.issued += REGISTRATION_CHIPS;
    }
    for (n, step) in steps.into_iter().enumerate() {
        apply(&mut store, &db, &mut model, n, step).await?;
        let audit = store.audit().await.unwrap();
        prop_assert!(audit.balances(), "{:?}", audit);
        let escrow: i64 = model.games.iter().filter(|g| !g.3).map(|g| 2 * g.2).sum();
        prop_assert_eq!(audit.escrow, escrow);
        prop_assert_eq!(audit.issued, model.issued);
        for &user in &model.users {
            prop_assert_eq!(chips(&store, user).await, model.balance[&user]);
        }
    }
    store.close().await;
    db.discard();
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Over any history of registrations, games, wins, timeouts,
    /// resignations, aborts, retries, top-ups and restarts, every chip
    /// is where the hand-kept model says, and the books balance.
    #[test]
    fn every_chip_is_accounted_for(steps in prop::collection::vec(step(), 1..60)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(run(steps))?;
    }
}
