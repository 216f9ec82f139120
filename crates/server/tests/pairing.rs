//! "Play a person now" through the real server: several players searching
//! at the same moment, a cancel racing a pairing, the stakes, bad input.

mod common;

use common::{GameStatus, Notice, ServerMessage, Socket, TestApp, TestPlayer, temp_db};
use serde_json::{Value, json};

/// A registered player with a page of the room open (a socket we read):
/// their session and their socket.
async fn player(app: &TestApp, name: &str) -> (reqwest::Client, Socket) {
    let TestPlayer { client, socket, .. } = TestPlayer::sign_up(app, name).await;
    (client, socket)
}

fn wants(wager_min: u32, wager_max: u32) -> Value {
    json!({"draws": [7, 9], "targets": [150], "minutes": [4], "wager_min": wager_min, "wager_max": wager_max})
}

/// The next `paired` notice: (table, opponent).
async fn paired(socket: &mut Socket) -> (i64, String) {
    match socket.message().await {
        ServerMessage::Notice(Notice::Paired { table, opponent }) => (table, opponent),
        other => panic!("not a paired notice: {other:?}"),
    }
}

/// The player's tables waiting or being played.
async fn tables(app: &TestApp, client: &reqwest::Client) -> Vec<Value> {
    let (status, mine) = app.get(client, "/api/tables/mine").await;
    assert_eq!(status, 200);
    mine["tables"].as_array().expect("tables").clone()
}

#[tokio::test]
async fn three_at_once_make_one_pair_at_the_lowest_common_wager_and_the_third_waits() {
    let app = TestApp::spawn(temp_db("pairing-three").await).await;
    let (ann, mut ann_socket) = player(&app, "ann").await;
    let (bob, mut bob_socket) = player(&app, "bob").await;
    let (cat, mut cat_socket) = player(&app, "cat").await;
    let (a, b, c) = tokio::join!(
        app.post(&ann, "/api/pairing", wants(50, 100)),
        app.post(&bob, "/api/pairing", wants(20, 200)),
        app.post(&cat, "/api/pairing", wants(50, 60)),
    );
    for (status, body) in [a, b, c] {
        assert_eq!((status, body), (200, json!({"ok": true})));
    }
    // The actor pairs right after each search, so by now exactly one is
    // still looking: their cancel is the only one that finds a search.
    let mut told = Vec::new();
    let mut waiting = Vec::new();
    for (name, client, socket) in [
        ("ann", &ann, &mut ann_socket),
        ("bob", &bob, &mut bob_socket),
        ("cat", &cat, &mut cat_socket),
    ] {
        let (status, body) = app.post(client, "/api/pairing/cancel", json!({})).await;
        if status == 200 {
            waiting.push((name, client));
        } else {
            assert_eq!(status, 409, "{body}");
            told.push((name, client, paired(socket).await));
        }
    }
    assert_eq!((told.len(), waiting.len()), (2, 1), "one pair, one waiting");
    let (first, second) = (&told[0], &told[1]);
    assert_eq!(first.2.0, second.2.0, "the same table");
    assert_eq!(first.2.1, second.0);
    assert_eq!(second.2.1, first.0);
    let table = first.2.0;
    for (_, client, _) in &told {
        // The game started with the lowest wager both ranges hold: 50.
        let mine = tables(&app, client).await;
        assert_eq!(mine.len(), 1);
        assert_eq!(mine[0]["id"], table);
        assert_eq!(mine[0]["status"], "live");
        assert_eq!(mine[0]["wager"], 50);
        assert_eq!(mine[0]["draw"], 7);
        assert_eq!(mine[0]["target"], 150);
        assert_eq!(mine[0]["minutes"], 4);
        assert_eq!(app.chips(client).await, 950, "the stake is in escrow");
    }
    let (_, third) = waiting[0];
    assert!(tables(&app, third).await.is_empty());
    assert_eq!(app.chips(third).await, 1000);
    app.stop().await;
}

/// Both told of one table, both seated and staked 10; ann may search
/// again only once that game is over.
async fn paired_once(
    app: &TestApp,
    (ann, ann_socket): (&reqwest::Client, &mut Socket),
    (bob, bob_socket): (&reqwest::Client, &mut Socket),
    round: usize,
) {
    // Paired: both told, both seated, both staked.
    let (table, opponent) = paired(ann_socket).await;
    assert_eq!(opponent, format!("bob{round}"));
    assert_eq!(paired(bob_socket).await.0, table);
    for client in [ann, bob] {
        assert_eq!(tables(app, client).await[0]["id"], table);
        assert_eq!(app.chips(client).await, 990);
    }
    // One game from the queue at a time: ann may search again once
    // it is over.
    let (status, body) = app.post(ann, "/api/pairing", wants(0, 10)).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("finish the game"))
    );
    ann_socket
        .send(json!({"type": "open", "table": table}))
        .await;
    ann_socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    while ann_socket.next_update().await.status != GameStatus::Over {}
    let (status, _) = app.post(ann, "/api/pairing", wants(0, 10)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(ann, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_cancel_racing_a_pairing_has_exactly_one_outcome() {
    let app = TestApp::spawn(temp_db("pairing-race").await).await;
    let (mut cancelled, mut matched) = (0, 0);
    for round in 0..8 {
        let (ann, mut ann_socket) = player(&app, &format!("ann{round}")).await;
        let (bob, mut bob_socket) = player(&app, &format!("bob{round}")).await;
        let (status, _) = app.post(&ann, "/api/pairing", wants(10, 10)).await;
        assert_eq!(status, 200);
        let (cancel, search) = tokio::join!(
            app.post(&ann, "/api/pairing/cancel", json!({})),
            app.post(&bob, "/api/pairing", wants(0, 10)),
        );
        assert_eq!(search.0, 200);
        if cancel.0 == 200 {
            // Cancelled: not seated, nothing staked, bob keeps looking.
            cancelled += 1;
            assert!(tables(&app, &ann).await.is_empty());
            assert_eq!(app.chips(&ann).await, 1000);
            let (status, _) = app.post(&bob, "/api/pairing/cancel", json!({})).await;
            assert_eq!(status, 200, "bob was never paired");
            assert!(tables(&app, &bob).await.is_empty());
        } else {
            assert_eq!(cancel.0, 409, "{}", cancel.1);
            matched += 1;
            paired_once(
                &app,
                (&ann, &mut ann_socket),
                (&bob, &mut bob_socket),
                round,
            )
            .await;
        }
    }
    eprintln!("outcomes: {cancelled} cancelled, {matched} paired");
    assert_eq!(cancelled + matched, 8);
    // And a cancel just after a pairing always finds it made.
    let (ann, mut ann_socket) = player(&app, "ann8").await;
    let (bob, mut bob_socket) = player(&app, "bob8").await;
    for client in [&ann, &bob] {
        assert_eq!(app.post(client, "/api/pairing", wants(10, 10)).await.0, 200);
    }
    let (status, _) = app.post(&ann, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 409);
    paired_once(&app, (&ann, &mut ann_socket), (&bob, &mut bob_socket), 8).await;
    app.stop().await;
}

#[tokio::test]
async fn ranges_that_do_not_meet_and_players_who_left_are_never_paired() {
    let app = TestApp::spawn(temp_db("pairing-apart").await).await;
    let (ann, _ann_socket) = player(&app, "ann").await;
    let (bob, _bob_socket) = player(&app, "bob").await;
    let (status, _) = app.post(&ann, "/api/pairing", wants(0, 10)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(&bob, "/api/pairing", wants(20, 30)).await;
    assert_eq!(status, 200);
    // The actor answers in turn and looks for pairs right after each
    // search, so a cancel answered 200 after both searches proves no pair.
    for client in [&ann, &bob] {
        let (status, _) = app.post(client, "/api/pairing/cancel", json!({})).await;
        assert_eq!(status, 200);
    }
    // Closing the page ends the search: dan, who left, is not paired.
    let (dan, dan_cookie) = app.user_away("dan").await;
    let dan_socket = app.socket(&dan_cookie).await;
    let (status, _) = app.post(&dan, "/api/pairing", wants(0, 0)).await;
    assert_eq!(status, 200);
    drop(dan_socket);
    // Once the server has seen the socket close, a search needs a page.
    let mut left = false;
    for _ in 0..200 {
        let (status, body) = app.post(&dan, "/api/pairing", wants(0, 0)).await;
        if status == 409 {
            assert!(
                body["error"]
                    .as_str()
                    .is_some_and(|e| e.contains("open a page"))
            );
            left = true;
            break;
        }
        assert_eq!(status, 200);
        tokio::task::yield_now().await;
    }
    assert!(left, "the server saw dan leave");
    let (eve, _eve_socket) = player(&app, "eve").await;
    let (status, _) = app.post(&eve, "/api/pairing", wants(0, 0)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(&eve, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 200, "eve was not paired with dan, who left");
    assert!(tables(&app, &dan).await.is_empty());
    app.stop().await;
}

#[tokio::test]
async fn bad_searches_are_refused_and_change_nothing() {
    let app = TestApp::spawn(temp_db("pairing-bad").await).await;
    let (ann, _socket) = player(&app, "ann").await;
    for (body, status, says) in [
        (
            json!({"draws": [8], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws",
        ),
        (
            json!({"draws": [], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws",
        ),
        // Counted as sent: 21 items are too many even when they repeat.
        (
            json!({"draws": vec![7; 21], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws holds 1 to 20 items, not 21",
        ),
        (
            json!({"draws": [7], "targets": vec![150; 21], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "targets holds 1 to 20 items, not 21",
        ),
        (
            json!({"draws": [7], "targets": [151], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "final scores",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [3], "wager_min": 0, "wager_max": 0}),
            400,
            "minutes",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": 9, "wager_max": 1}),
            400,
            "wager_min",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": -1, "wager_max": 1}),
            400,
            "",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4]}),
            400,
            "",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": 2000, "wager_max": 3000}),
            409,
            "not enough chips",
        ),
    ] {
        let (got, answer) = app.post(&ann, "/api/pairing", body.clone()).await;
        assert_eq!(got, status, "{body} -> {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| e.contains(says)),
            "{answer}"
        );
    }
    let (status, _) = app.post(&ann, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 409, "nothing was queued");
    // Guests play the computer only.
    let guest = TestPlayer::guest(&app).await;
    let (status, _) = app.post(&guest.client, "/api/pairing", wants(0, 0)).await;
    assert_eq!(status, 403);
    // Not signed in.
    let (status, _) = app
        .post(&TestApp::client(), "/api/pairing", wants(0, 0))
        .await;
    assert_eq!(status, 401);
    assert_eq!(app.chips(&ann).await, 1000);
    app.stop().await;
}
