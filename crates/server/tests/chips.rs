//! Chips: wagers that move with the result, stakes nobody can cover, and
//! escrow that never strands a chip.

mod common;

use common::{TestApp, play_to_the_end, temp_db};
use serde_json::json;

/// A wager a player cannot cover is refused with a clear message, and
/// nothing moves.
#[tokio::test]
async fn a_wager_nobody_can_cover_is_refused_and_nothing_moves() {
    let app = TestApp::spawn(":memory:".into()).await;
    // dave stakes all he has at one table, so his other table
    // cannot start, and eve, broke, cannot sit at carol's.
    let (dave, _) = app.user("dave").await;
    let (eve, _) = app.user("eve").await;
    let (carol, _) = app.user("carol").await;
    let open = |host, wager| {
        let app = &app;
        async move {
            let body = json!({"opponent": "person", "minutes": 10, "wager": wager});
            app.post(host, "/api/tables", body).await.1["table"]
                .as_i64()
                .expect("a table")
        }
    };
    let (second, first) = (open(&dave, 1000).await, open(&dave, 1000).await);
    let (status, _) = app
        .post(&eve, &format!("/api/tables/{first}/join"), json!({}))
        .await;
    assert_eq!(status, 200);
    let (status, refused) = app
        .post(&carol, &format!("/api/tables/{second}/join"), json!({}))
        .await;
    assert_eq!(status, 409);
    assert!(
        refused["error"]
            .as_str()
            .is_some_and(|e| e.contains("host no longer has")),
        "{refused}"
    );
    let third = open(&carol, 10).await;
    let (status, refused) = app
        .post(&eve, &format!("/api/tables/{third}/join"), json!({}))
        .await;
    assert_eq!(status, 409);
    assert!(
        refused["error"]
            .as_str()
            .is_some_and(|e| e.contains("not enough chips")),
        "{refused}"
    );
    for (who, chips) in [(&carol, 1000), (&dave, 0), (&eve, 0)] {
        assert_eq!(app.chips(who).await, chips);
    }
    let (_, tables) = app.get(&carol, "/api/tables").await;
    let open_ids: Vec<i64> = tables
        .as_array()
        .expect("tables")
        .iter()
        .filter_map(|t| t["id"].as_i64())
        .collect();
    assert!(
        open_ids.contains(&second) && open_ids.contains(&third),
        "both refused tables stay open"
    );
    app.stop().await;
}

#[tokio::test]
#[allow(
    clippy::too_many_lines,
    reason = "one story, from the lobby to the rematch"
)]
async fn two_people_find_each_other_and_the_wager_moves() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let mut bob_socket = app.socket(&bob_cookie).await;
    bob_socket.send(json!({"type": "lobby"})).await;
    assert_eq!(bob_socket.receive().await["tables"], json!([]));
    let (_, created) = app
        .post(
            &ann,
            "/api/tables",
            json!({"opponent": "person", "minutes": 10, "wager": 100, "target": 50}),
        )
        .await;
    let table = created["table"].as_i64().expect("a table");
    let listed = bob_socket.receive().await;
    assert_eq!(
        listed["tables"][0]["id"], table,
        "the lobby pushes the new table"
    );
    assert_eq!(listed["tables"][0]["host"], "ann");
    let (status, joined) = app
        .post(&bob, &format!("/api/tables/{table}/join"), json!({}))
        .await;
    assert_eq!((status, joined["seat"].as_u64()), (200, Some(1)));
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    bob_socket
        .send(json!({"type": "open", "table": table}))
        .await;
    let (a, b) = tokio::join!(
        play_to_the_end(&mut ann_socket, table),
        play_to_the_end(&mut bob_socket, table)
    );
    assert_eq!(a.result, b.result);
    let winner = a.result.and_then(|r| r.winner).expect("a winner").index() as u64;
    let (ann_chips, bob_chips) = (app.chips(&ann).await, app.chips(&bob).await);
    assert_eq!(ann_chips + bob_chips, 2000, "chips are conserved");
    assert_eq!(if winner == 0 { ann_chips } else { bob_chips }, 1100);
    let (_, record) = app.get(&ann, &format!("/api/games/{table}/record")).await;
    let replay = dominoes_rules::replay(&record.to_string()).expect("a clocked record replays");
    assert_eq!(replay.winner, Some(winner as usize));
    let hand = &record["hands"][0];
    assert_eq!(
        hand["clock_ms"].as_array().map(Vec::len),
        hand["actions"].as_array().map(Vec::len)
    );
    // Each seat saw only its own hand.
    let state = |update: &common::Update| update.state.clone().expect("a state");
    assert_ne!(state(&a).hand, state(&b).hand);
    // The game is rated, listed on both players' pages, and can be watched
    // again: one frame per deal and per action, ending at the final scores.
    let (_, board) = app.get(&ann, "/api/leaderboard").await;
    let names: Vec<&str> = board
        .as_array()
        .expect("a leaderboard")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    assert_eq!(
        names,
        if winner == 0 {
            ["ann", "bob"]
        } else {
            ["bob", "ann"]
        }
    );
    let (_, page) = app.get(&bob, "/api/players/ann").await;
    assert_eq!(page["games"][0]["id"], table);
    assert_eq!(page["games"][0]["opponent"], "bob");
    assert_eq!(
        page["games"][0]["result"],
        if winner == 0 { "won" } else { "lost" }
    );
    assert_eq!(page["history"].as_array().map(Vec::len), Some(1));
    assert_eq!(page["chips"], ann_chips);
    assert_eq!(
        page["games"][0]["hands"].as_u64(),
        record["hands"].as_array().map(|h| h.len() as u64)
    );
    let (status, watched) = app.get(&bob, &format!("/api/games/{table}/replay")).await;
    assert_eq!(status, 200);
    let frames = watched["frames"].as_array().expect("frames");
    let hands = record["hands"].as_array().expect("hands");
    let actions: usize = hands
        .iter()
        .map(|h| h["actions"].as_array().map_or(0, Vec::len))
        .sum();
    assert_eq!(frames.len(), hands.len() + actions);
    assert_eq!(
        frames.last().expect("a frame")["scores"],
        json!(state(&a).scores)
    );
    assert_eq!(frames[0]["hands"][0].as_array().map(Vec::len), Some(7));
    assert_eq!(frames[0]["hands"][1].as_array().map(Vec::len), Some(7));
    // One offers a rematch; it opens when the other accepts.
    ann_socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    let offered = bob_socket.update().await;
    assert_eq!(offered["rematch"]["wanted"], json!([true, false]));
    bob_socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    let mut update = ann_socket.update().await;
    while update["rematch"]["table"].is_null() {
        update = ann_socket.update().await;
    }
    let again = update["rematch"]["table"].as_i64().expect("a new table");
    bob_socket
        .send(json!({"type": "open", "table": again}))
        .await;
    let mut fresh = bob_socket.update().await;
    while fresh["table"] != again {
        fresh = bob_socket.update().await;
    }
    assert_eq!(fresh["status"], "live");
    assert_eq!(fresh["settings"]["wager"], 100);
    // Both stakes of the rematch are in its escrow now.
    assert_eq!(app.chips(&ann).await, ann_chips - 100);
    app.stop().await;
}

/// A rematch for a wager the loser can no longer cover is refused with the
/// reason, and leaves no table behind.
#[tokio::test]
async fn a_rematch_nobody_can_cover_is_refused_and_leaves_no_table() {
    let database = temp_db("rematch").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let settings = json!({"minutes": 10, "wager": 1000, "target": 50});
    let table = app.people_table(&ann, &bob, settings).await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    // Bob resigns, so he has lost his 1,000 chips and ann hosts the rematch.
    bob_socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    let mut update = ann_socket.update().await;
    while update["status"] != "over" {
        update = ann_socket.update().await;
    }
    assert_eq!(update["result"]["winner"], 0);
    ann_socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    bob_socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    let refused = loop {
        let message = bob_socket.receive().await;
        if message["type"] == "error" {
            break message;
        }
    };
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.contains("chips")),
        "{refused}"
    );
    let (_, tables) = app.get(&ann, "/api/tables").await;
    assert_eq!(tables, json!([]), "no rematch table is left open");
    // Nor after a restart: the refused table was closed in the database too.
    app.stop().await;
    let app = TestApp::spawn(database).await;
    let (_, tables) = app.get(&TestApp::client(), "/api/tables").await;
    assert_eq!(tables, json!([]), "no rematch table comes back");
    app.stop().await;
}

#[tokio::test]
async fn a_leave_and_a_join_at_the_same_moment_never_strand_a_stake() {
    let database = temp_db("leave-join-race").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, _) = app.user("ann").await;
    let (bob, _) = app.user("bob").await;
    let (mut joins, mut leaves) = (0, 0);
    for _ in 0..40 {
        let settings = json!({"opponent": "person", "minutes": 10, "wager": 1});
        let (_, created) = app.post(&ann, "/api/tables", settings).await;
        let table = created["table"].as_i64().expect("a table");
        let (leave, join) = (
            format!("/api/tables/{table}/leave"),
            format!("/api/tables/{table}/join"),
        );
        let ((left, _), (joined, _)) = tokio::join!(
            app.post(&ann, &leave, json!({})),
            app.post(&bob, &join, json!({})),
        );
        // One decision of the table: exactly one of the two happened.
        match (left, joined) {
            (200, 409) => leaves += 1,
            (409, 200) => joins += 1,
            other => panic!("leave and join answered {other:?}"),
        }
        let mine = app.get(&bob, "/api/tables/mine").await.1;
        let live = mine["tables"]
            .as_array()
            .expect("tables")
            .iter()
            .any(|t| t["id"] == table && t["status"] == "live");
        assert_eq!(live, joined == 200, "{mine}");
    }
    let store = dominoes_server::Store::connect(&database)
        .await
        .expect("the database");
    let audit = store.audit().await.expect("an audit");
    assert!(audit.balances(), "{audit:?}");
    assert_eq!(audit.stranded, 0);
    // Every started game holds both stakes: 1 chip each.
    assert_eq!(audit.escrow, 2 * joins);
    assert_eq!(
        app.chips(&ann).await + app.chips(&bob).await,
        2000 - 2 * joins
    );
    // The table each race decided ended that way: a joined one is live,
    // a left one is gone from its host's tables.
    let mine = app.get(&ann, "/api/tables/mine").await.1;
    let listed = mine["tables"].as_array().expect("tables");
    assert_eq!(
        listed.len(),
        usize::try_from(joins).expect("a count"),
        "{leaves} left: {mine}"
    );
    assert!(listed.iter().all(|t| t["status"] == "live"), "{mine}");
    app.stop().await;
}
