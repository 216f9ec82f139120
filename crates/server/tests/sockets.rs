//! The WebSocket as a client meets it: who may open one, what it refuses,
//! and what the other player sees when a socket goes away.

mod common;

use std::time::Duration;

use common::TestApp;
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest, http::HeaderValue};

/// A new table of `client`'s against the Easy computer.
async fn easy_table(app: &TestApp, client: &reqwest::Client) -> i64 {
    let (_, created) = app
        .post(client, "/api/tables", json!({"opponent": "easy"}))
        .await;
    created["table"].as_i64().expect("a table")
}

/// Picks every tile (`auto_pick`) at the table open on `socket`, and reads
/// its updates until one offers a move.
async fn picked_to_a_move(socket: &mut common::Socket, table: i64) -> serde_json::Value {
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut update = socket.update().await;
    while update["legal"].as_array().is_none_or(Vec::is_empty) {
        update = socket.update().await;
    }
    update
}

#[tokio::test]
async fn a_stale_or_repeated_move_is_refused_and_changes_nothing() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("dee").await;
    let table = easy_table(&app, &client).await;
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    let update = picked_to_a_move(&mut socket, table).await;
    let version = update["version"].clone();
    let first = update["legal"][0].clone();
    socket
        .send(json!({"type": "act", "table": table, "version": version, "move": first}))
        .await;
    let after = socket.update().await;
    assert_ne!(after["version"], version);
    // The same move sent again, against the old version.
    socket
        .send(json!({"type": "act", "table": table, "version": version, "move": first}))
        .await;
    let reply = socket.error().await;
    assert_eq!(reply["code"], "stale", "{reply}");
    // Garbage and moves that are not legal are refused too.
    socket
        .send(json!({"type": "act", "table": table, "version": after["version"], "move": "9-9 Q"}))
        .await;
    assert_eq!(socket.error().await["code"], "bad_move");
    // A frame is checked whole before any table is looked up.
    socket
        .send(json!({"type": "act", "table": 999_999, "version": 1, "move": "9-9 Q"}))
        .await;
    assert_eq!(socket.error().await["code"], "bad_move");
    socket.send(json!({"type": "lobby", "spy": true})).await;
    assert_eq!(socket.error().await["code"], "bad_message");
    socket
        .0
        .send(tungstenite::Message::Text("{not json".into()))
        .await
        .expect("sent");
    assert_eq!(socket.error().await["code"], "bad_message");
    // "next" in the middle of a hand is refused out loud.
    socket.send(json!({"type": "next", "table": table})).await;
    let refused = socket.error().await;
    assert_eq!(
        (&refused["code"], &refused["message"]),
        (&json!("hand_not_over"), &json!("the hand is not over"))
    );
    app.stop().await;
}

#[tokio::test]
async fn a_socket_from_another_origin_or_without_a_session_is_refused() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (_, cookie) = app.user("eve").await;
    let mut request = format!("ws://{}/ws", app.address)
        .into_client_request()
        .expect("a request");
    request
        .headers_mut()
        .insert("cookie", HeaderValue::from_str(&cookie).expect("a header"));
    request
        .headers_mut()
        .insert("origin", HeaderValue::from_static("https://evil.example"));
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    let request = format!("ws://{}/ws", app.address)
        .into_client_request()
        .expect("a request");
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    app.stop().await;
}

#[tokio::test]
async fn an_oversized_frame_closes_the_socket() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (_, cookie) = app.user("fay").await;
    let mut socket = app.socket(&cookie).await;
    let huge = json!({"type": "lobby", "padding": "x".repeat(10_000)});
    let _ = socket
        .0
        .send(tungstenite::Message::Text(huge.to_string().into()))
        .await;
    let next = tokio::time::timeout(Duration::from_secs(5), socket.0.next())
        .await
        .expect("an answer");
    assert!(
        !matches!(next, Some(Ok(tungstenite::Message::Text(_)))),
        "{next:?}"
    );
    app.stop().await;
}

/// When every socket of a player is gone, the other player sees them as
/// away, and back when they return.
#[tokio::test]
async fn a_player_who_leaves_the_table_is_shown_away() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let table = app.people_table(&ann, &bob, json!({"minutes": 10})).await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let bob_socket = app.watching(&bob_cookie, table).await;
    let mut update = ann_socket.update().await;
    while update["present"] != json!([true, true]) {
        update = ann_socket.update().await;
    }
    drop(bob_socket);
    while update["present"] != json!([true, false]) {
        update = ann_socket.update().await;
    }
    let _bob_again = app.watching(&bob_cookie, table).await;
    while update["present"] != json!([true, true]) {
        update = ann_socket.update().await;
    }
    app.stop().await;
}

/// The room's own pace (20 messages a second, 40 in a burst): a burst
/// is answered in full, and what comes past it is refused out loud.
#[tokio::test]
async fn a_socket_that_sends_faster_than_a_person_is_told_to_slow_down() {
    let app = TestApp::spawn_config(dominoes_server::Config {
        database: ":memory:".into(),
        ..Default::default()
    })
    .await;
    let (_, cookie) = app.user("gil").await;
    let mut socket = app.socket(&cookie).await;
    // Sent at once: 60 frames take far less than the second that would
    // refill 20 tokens.
    for _ in 0..60 {
        socket.send(json!({"type": "no such message"})).await;
    }
    let mut codes = Vec::new();
    for _ in 0..60 {
        codes.push(socket.error().await["code"].clone());
    }
    assert!(
        codes[..40].iter().all(|c| c == "bad_message"),
        "the burst is read: {codes:?}"
    );
    assert!(
        codes[40..].iter().any(|c| c == "rate_limited"),
        "past the burst, the socket is told to slow down: {codes:?}"
    );
    app.stop().await;
}

/// What a node relaying a player's message sends (docs/operations.md,
/// "Relays"): applied only before its deadline, acknowledged either way.
fn envelope(id: u64, deadline_ms: u64, message: &serde_json::Value) -> serde_json::Value {
    json!({"type": "relayed", "id": id, "deadline_ms": deadline_ms, "message": message.to_string()})
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_millis() as u64
}

#[tokio::test]
async fn a_relayed_message_is_applied_before_its_deadline_and_never_after() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("rey").await;
    let table = easy_table(&app, &client).await;
    let mut socket = app.socket(&cookie).await;
    // In time: acknowledged once the table has it, then its update.
    socket
        .send(envelope(
            1,
            now_ms() + 3000,
            &json!({"type": "open", "table": table}),
        ))
        .await;
    let ack = socket.next_of::<serde_json::Value>("relay_ack").await;
    assert_eq!(ack, json!({"type": "relay_ack", "id": 1, "applied": true}));
    let first = socket.update().await;
    assert_eq!(first["table"], table);
    let update = picked_to_a_move(&mut socket, table).await;
    // Too late (a second past: the room reads time from the database's
    // clock, which this process's agrees with to a millisecond or so):
    // acknowledged as not applied, and the table has not moved.
    let version = update["version"].clone();
    let first_move = update["legal"][0].clone();
    let act = json!({"type": "act", "table": table, "version": version, "move": first_move});
    socket.send(envelope(2, now_ms() - 1000, &act)).await;
    let ack = socket.next_of::<serde_json::Value>("relay_ack").await;
    assert_eq!(ack, json!({"type": "relay_ack", "id": 2, "applied": false}));
    // The same move, sent now, is not stale: the late one changed nothing.
    socket.send(act).await;
    let after = socket.update().await;
    assert_ne!(after["version"], version, "{after}");

    // A forwarded HTTP request past its deadline: 504, and nothing done
    // (leaving would end this game).
    let late = client
        .post(app.url(&format!("/api/tables/{table}/leave")))
        .header("x-dominoes-deadline-ms", (now_ms() - 1000).to_string())
        .json(&json!({}))
        .send()
        .await
        .expect("an answer");
    assert_eq!(late.status(), 504);
    socket.send(json!({"type": "open", "table": table})).await;
    let again = socket.update().await;
    assert_eq!(again["status"], "live", "{again}");
    app.stop().await;
}

/// A table that moves to another node while this one answers an HTTP
/// request for it (the write it makes is fenced out: nothing done) is
/// answered by the new owner: the request goes on to it, once, and the
/// player never sees the move. Before, they got a 500.
#[tokio::test]
async fn a_request_answered_while_its_table_moves_goes_on_to_the_new_owner() {
    let db = common::temp_db("moved").await;
    let node = |db: &common::TempDb| {
        TestApp::spawn_config(dominoes_server::Config {
            database: db.database(),
            cluster: true,
            bot_delay: Duration::ZERO,
            socket_rate: common::MACHINE_PACE,
            ..Default::default()
        })
    };
    let (a, b) = (node(&db).await, node(&db).await);
    let (client, cookie) = a.user("ida").await;
    let table = easy_table(&a, &client).await;
    let mut socket = a.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    picked_to_a_move(&mut socket, table).await;
    // b takes the table's lease behind a's back (as after a freeze); a's
    // actor runs on, not knowing. (The lease counts once b's heart has
    // beaten; b may restore the table meanwhile, under a lease of its own.)
    let store = dominoes_server::Store::connect(&db.database())
        .await
        .expect("the database");
    let b_url = format!("http://{}", b.address);
    let game = dominoes_server::GameId::new(table);
    let owner = || async {
        store
            .lease_owner(game, dominoes_server::now_ms())
            .await
            .expect("the lease")
    };
    let taken = store
        .take_lease(game, &b_url, dominoes_server::now_ms(), true)
        .await;
    assert!(taken.expect("the lease").is_some());
    for _ in 0..100 {
        if owner().await.is_some_and(|o| o.node == b_url) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let hint = format!("/api/tables/{table}/hint");
    let (status, answer) = a.post(&client, &hint, json!({})).await;
    assert_eq!(status, 200, "{answer}");
    assert!(answer["move"].is_string(), "{answer}");
    let owner = owner().await.expect("an owner");
    assert_eq!(owner.node, b_url, "b answered it, and holds the table");
    drop(socket);
    a.stop().await;
    b.stop().await;
}
