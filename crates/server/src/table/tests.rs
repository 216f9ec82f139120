//! The actor as its handle sees it: clocks, stale moves. (A crash before
//! the settlement is `lobby`'s: its restore settles it.)

use dominoes_rules::{DealSize, Move, Target};
use serde_json::{Value, json};

use super::*;

const TIMING: Timing = Timing {
    bot_delay: Duration::ZERO,
    minute: Duration::from_mins(1),
    pick: PICK_LIMIT,
};

fn status(updates: &watch::Receiver<Arc<str>>) -> Value {
    serde_json::from_str(&updates.borrow()).unwrap()
}

/// Ann's table, for `deal_size` tiles, `minutes` a hand (none: no clock)
/// and `wager`, with Bob seated at it; its store, the table and the two.
async fn ann_and_bob(
    deal_size: DealSize,
    minutes: Option<u32>,
    wager: u32,
) -> (Store, TableHandle, User, User) {
    let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
    let ann = crate::store::testing::register(&store, "ann").await;
    let bob = crate::store::testing::register(&store, "bob").await;
    let setup = TableSettings {
        settings: Settings {
            deal_size,
            target: Target::DEFAULT,
        },
        minutes,
        wager,
        bot: None,
        far_bots: [None, None],
        private: None,
        watchers_apart: false,
        tournament: None,
    };
    let table = open_table(store.clone(), ann.clone(), setup, TIMING)
        .await
        .unwrap();
    table.join(bob.clone(), None).await.unwrap();
    (store, table, ann, bob)
}

#[tokio::test]
async fn a_clock_that_runs_out_loses_the_game_and_the_wager() {
    let (store, table, ann, bob) = ann_and_bob(DealSize::Seven, Some(1), 50).await;
    let mut updates = table.watch(ann.id).await.unwrap();
    // Both seats seed with their first picks, and the hand is dealt (its
    // key stored) in real time: a paused clock would time out the pool.
    table.pick(ann.id, 1).await.unwrap();
    table.pick(bob.id, 1).await.unwrap();
    // No clock runs while the tiles are picked.
    // (Real time while picks are stored: a paused clock would time out
    // the database pool.)
    tokio::time::pause();
    tokio::time::advance(Duration::from_secs(20)).await;
    tokio::time::resume();
    table.pick(ann.id, usize::MAX).await.unwrap();
    table.pick(bob.id, 2).await.unwrap();
    tokio::time::pause();
    tokio::time::advance(Duration::from_secs(5)).await;
    tokio::time::resume();
    table.pick(bob.id, usize::MAX).await.unwrap();
    tokio::time::pause();
    let live = status(&updates);
    assert_eq!(live["status"], "live");
    assert_eq!(
        live["clock_running"], live["turn"],
        "the clock of the player on turn runs"
    );
    // Full, but for the real milliseconds since the last pick was stored.
    for clock in live["clocks_ms"].as_array().unwrap() {
        assert!(clock.as_u64().unwrap() > 59_900, "{live}");
    }
    let leader = live["turn"].as_u64().unwrap();
    // The leader thinks for 59 seconds: still in the game.
    tokio::time::advance(Duration::from_secs(59)).await;
    let _ = table.watch(ann.id).await.unwrap();
    assert_eq!(status(&updates)["status"], "live");
    // One more second and a half: the clock has run out.
    tokio::time::advance(Duration::from_millis(1500)).await;
    // Real time again for the database (a paused clock would time out its pool).
    tokio::time::resume();
    while status(&updates)["status"] != "over" {
        updates.changed().await.unwrap();
    }
    let over = status(&updates);
    assert_eq!(over["result"]["reason"], "time");
    assert_eq!(over["result"]["winner"], json!(1 - leader));
    let chips = |user: &User| {
        let store = store.clone();
        let id = user.id;
        async move { store.user_by_id(id).await.unwrap().unwrap().chips }
    };
    let (ann_chips, bob_chips) = (chips(&ann).await, chips(&bob).await);
    assert_eq!(ann_chips + bob_chips, 2000);
    assert_eq!(if leader == 0 { ann_chips } else { bob_chips }, 950);
}

#[tokio::test]
async fn a_resent_move_is_stale_and_does_not_apply_twice() {
    let (store, table, ann, bob) = ann_and_bob(DealSize::Nine, Some(10), 0).await;
    table.pick(ann.id, usize::MAX).await.unwrap();
    table.pick(bob.id, usize::MAX).await.unwrap();
    let view = status(&table.watch(ann.id).await.unwrap());
    let (leader, other) = if view["turn"] == 0 {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };
    let leader_view = status(&table.watch(leader.id).await.unwrap());
    let mv: Move = leader_view["legal"][0].as_str().unwrap().parse().unwrap();
    let version = leader_view["version"].as_u64().unwrap();
    table.act(leader.id, version, mv).await.unwrap();
    assert!(matches!(
        table.act(leader.id, version, mv).await,
        Err(TableError::Stale { .. })
    ));
    assert_eq!(
        table.act(other.id, version, mv).await,
        Err(TableError::Stale {
            current: version + 1,
            sent: version
        })
    );
    assert_eq!(
        store.actions(table.id).await.unwrap().len(),
        1,
        "stored once"
    );
    // Out of turn, not seated, and during nothing are refused too.
    assert_eq!(
        table.act(leader.id, version + 1, mv).await,
        Err(TableError::NotYourTurn)
    );
    assert_eq!(
        table.act(UserId::new(999), version + 1, mv).await,
        Err(TableError::NotSeated)
    );
}

/// A relayed command the table reaches after its deadline is dropped,
/// never applied, and its asker is told `TooLate`; one reached in time is
/// taken up (the relay may hear so before it has run) and applied.
#[tokio::test]
async fn a_relayed_command_the_table_reaches_after_its_deadline_is_never_applied() {
    use crate::in_time::{Relayed, within};

    let (store, table, ann, _) = ann_and_bob(DealSize::Seven, None, 0).await;
    let updates = table.watch(ann.id).await.unwrap();
    let picked = || status(&updates)["picking"]["picked"][0].as_u64();
    assert_eq!(picked(), Some(0));
    let now = crate::in_time::clock_ms(&store);

    let late = Relayed::new(now - 1);
    let refused = within(late.clone(), table.pick(ann.id, 1)).await;
    assert!(matches!(refused, Err(TableError::TooLate)), "{refused:?}");
    assert!(late.was_late());
    let _ = table.watch(ann.id).await.unwrap();
    assert_eq!(picked(), Some(0), "the late pick was applied");

    let on_time = Relayed::new(now + 60_000);
    within(on_time.clone(), table.pick(ann.id, 1))
        .await
        .unwrap();
    on_time.taken().await;
    assert!(!on_time.was_late());
    assert_eq!(picked(), Some(1));
}
