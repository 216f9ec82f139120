//! The room server as its clients see it: the real server on port 0, a
//! cookie-keeping HTTP client, and web sockets.

mod common;

use std::time::Duration;

use common::{Socket, TestApp, temp_db};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest, http::HeaderValue};

#[tokio::test]
async fn a_user_registers_signs_out_and_signs_back_in() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    let (status, me) = app.get(&client, "/api/me").await;
    assert_eq!(
        (status, me["name"].as_str(), me["chips"].as_i64()),
        (200, Some("ann"), Some(1000))
    );
    assert_eq!(app.post(&client, "/api/logout", json!({})).await.0, 200);
    assert_eq!(app.get(&client, "/api/me").await.0, 401);
    let (status, _) = app
        .post(
            &client,
            "/api/login",
            json!({"name": "ann", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(app.get(&client, "/api/me").await.0, 200);
    // The name is taken now, whatever its case.
    let (status, _) = app
        .post(
            &TestApp::client(),
            "/api/register",
            json!({"name": "ANN", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 409);
    app.stop().await;
}

#[tokio::test]
async fn wrong_passwords_are_throttled() {
    let app = TestApp::spawn(":memory:".into()).await;
    app.user("bob").await;
    let client = TestApp::client();
    let login = |password: &'static str| {
        let request = client
            .post(app.url("/api/login"))
            .json(&json!({"name": "bob", "password": password}));
        async move { request.send().await.expect("a response") }
    };
    for _ in 0..3 {
        assert_eq!(login("wrong one").await.status(), 401);
    }
    let throttled = login("long enough").await;
    assert_eq!(
        throttled.status(),
        429,
        "even the right password waits once the name is throttled here"
    );
    let retry_after: u64 = throttled.headers()["retry-after"]
        .to_str()
        .expect("text")
        .parse()
        .expect("seconds");
    assert!((1..=900).contains(&retry_after), "{retry_after}");
    let body: Value = throttled.json().await.expect("JSON");
    assert!(body["error"].is_string());
    app.stop().await;
}

#[tokio::test]
async fn a_guest_plays_the_computer_but_not_people() {
    let app = TestApp::spawn(":memory:".into()).await;
    let client = TestApp::client();
    let (status, me) = app.post(&client, "/api/guest", json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(me["guest"], true);
    let (status, _) = app
        .post(
            &client,
            "/api/tables",
            json!({"opponent": "person", "minutes": 2}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, table) = app
        .post(&client, "/api/tables", json!({"opponent": "easy"}))
        .await;
    assert_eq!(status, 200, "{table}");
    // A body that is not JSON gets the same error shape.
    let response = client
        .post(app.url("/api/tables"))
        .header("content-type", "application/json")
        .body("{bad")
        .send()
        .await
        .expect("a response");
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.expect("a JSON error");
    assert!(body["error"].is_string(), "{body}");
    for bad in [
        json!({"opponent": "easy", "draw": 8}),
        json!({"opponent": "easy", "target": 153}),
        json!({"opponent": "grandmaster"}),
        json!({"opponent": "easy", "minutes": 3}),
        json!({"opponent": "easy", "wager": 5}),
    ] {
        let (status, body) = app.post(&client, "/api/tables", bad.clone()).await;
        assert!(status == 400 || status == 409, "{bad} gave {status} {body}");
    }
    app.stop().await;
}

/// Plays the first legal move whenever it is `socket`'s turn, until the game ends.
async fn play_to_the_end(socket: &mut Socket, table: i64) -> Value {
    play_checking(socket, table, |_| {}).await.0
}

/// Plays the first legal move until the game ends, passing every table
/// frame to `check`. Returns the last frame and how many were checked.
async fn play_checking(socket: &mut Socket, table: i64, check: fn(&Value)) -> (Value, usize) {
    let mut seen = 0;
    loop {
        let update = socket.receive().await;
        if update["code"] == "rate_limited" {
            // Faster than any person: wait, and ask for the full view again.
            tokio::time::sleep(Duration::from_secs(1)).await;
            socket.send(json!({"type": "open", "table": table})).await;
            continue;
        }
        if update["type"] != "table" {
            continue;
        }
        check(&update);
        seen += 1;
        if update["status"] == "over" {
            return (update, seen);
        }
        if update["hand_end"].is_object() {
            socket.send(json!({"type": "next", "table": table})).await;
        } else if update["picking"].is_object() {
            socket
                .send(json!({"type": "pick", "table": table, "count": 2}))
                .await;
        } else if let Some(first) = update["legal"].as_array().and_then(|l| l.first()) {
            socket.send(json!({"type": "act", "table": table, "version": update["version"], "move": first})).await;
        }
    }
}

#[tokio::test]
async fn a_whole_game_against_the_computer_gives_a_record_that_replays() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("cara").await;
    let (_, created) = app
        .post(
            &client,
            "/api/tables",
            json!({"opponent": "easy", "target": 50}),
        )
        .await;
    let table = created["table"].as_i64().expect("a table id");
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    let last = play_to_the_end(&mut socket, table).await;
    assert_eq!(last["result"]["reason"], "score");
    let (status, record) = app
        .get(&client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200);
    let replay = dominoes_rules::replay(&record.to_string()).expect("the record replays");
    assert_eq!(
        replay.winner,
        last["result"]["winner"].as_u64().map(|w| w as usize)
    );
    assert_eq!(json!(replay.scores), last["state"]["scores"]);
    app.stop().await;
}

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
    assert_eq!(a["result"], b["result"]);
    let winner = a["result"]["winner"].as_u64().expect("a winner");
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
    assert_ne!(a["state"]["hand"], b["state"]["hand"]);
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
        a["state"]["scores"]
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

#[tokio::test]
async fn a_stale_or_repeated_move_is_refused_and_changes_nothing() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("dee").await;
    let (_, created) = app
        .post(&client, "/api/tables", json!({"opponent": "easy"}))
        .await;
    let table = created["table"].as_i64().expect("a table");
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut update = socket.update().await;
    while update["legal"].as_array().is_none_or(Vec::is_empty) {
        update = socket.update().await;
    }
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
    assert_eq!(reply["code"], "refused", "{reply}");
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
        (&json!("refused"), &json!("the hand is not over"))
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

#[tokio::test]
async fn a_game_survives_a_restart() {
    let database = temp_db("restart");
    let app = TestApp::spawn(database.clone()).await;
    let (client, cookie) = app.user("gus").await;
    let (_, created) = app
        .post(&client, "/api/tables", json!({"opponent": "medium"}))
        .await;
    let table = created["table"].as_i64().expect("a table");
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    // Make two moves of our own.
    let mut moves = 0;
    let mut before = Value::Null;
    while moves < 2 {
        let update = socket.update().await;
        if let Some(first) = update["legal"].as_array().and_then(|l| l.first()).cloned() {
            socket.send(json!({"type": "act", "table": table, "version": update["version"], "move": first})).await;
            moves += 1;
        }
        before = update;
    }
    // Wait for the bot to answer the second move, then stop the server abruptly.
    let mut latest = socket.update().await;
    while latest["legal"].as_array().is_none_or(Vec::is_empty) && latest["status"] == "live" {
        latest = socket.update().await;
    }
    drop(before);
    // As abrupt as kill -9 for this server: its tasks stop where they are.
    app.server.abort();
    drop(socket);
    let app = TestApp::spawn(database.clone()).await;
    let cookie_client = TestApp::client();
    let (status, _) = app
        .post(
            &cookie_client,
            "/api/login",
            json!({"name": "gus", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 200);
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    let restored = socket.receive().await;
    assert_eq!(restored["type"], "table", "{restored}");
    assert_eq!(
        restored["state"]["history"], latest["state"]["history"],
        "the game is where it was"
    );
    assert_eq!(restored["state"]["hand"], latest["state"]["hand"]);
    assert_eq!(restored["legal"], latest["legal"]);
    // Open again: a reconnecting client gets the full current view, and plays on.
    socket.send(json!({"type": "open", "table": table})).await;
    let last = play_to_the_end(&mut socket, table).await;
    assert_eq!(last["status"], "over");
    app.stop().await;
}

/// Every tile named anywhere in a frame outside its history: hand, legal
/// moves, ends, spinner, and anything a careless change might add.
fn tiles_outside_history(update: &Value) -> Vec<String> {
    fn walk(value: &Value, key: &str, out: &mut Vec<String>) {
        match value {
            Value::String(text) if key != "history" => {
                for word in text.split(' ') {
                    let b = word.as_bytes();
                    if b.len() == 3
                        && b[1] == b'-'
                        && b[0].is_ascii_digit()
                        && b[2].is_ascii_digit()
                    {
                        out.push(format!(
                            "{}-{}",
                            b[0].min(b[2]) as char,
                            b[0].max(b[2]) as char
                        ));
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, key, out)),
            Value::Object(map) => map
                .iter()
                .filter(|(k, _)| *k != "history")
                .for_each(|(k, v)| walk(v, k, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(update, "", &mut out);
    out
}

fn canonical(tile: &str) -> String {
    let b = tile.as_bytes();
    format!("{}-{}", b[0].min(b[2]) as char, b[0].max(b[2]) as char)
}

/// Fails if a live frame names a tile that is neither in the seat's hand
/// nor on the table, or an opponent's draw names its tile.
fn check_frame(update: &Value) {
    if update["status"] != "live" || update["hand_end"].is_object() {
        return;
    }
    let state = &update["state"];
    let mut public: Vec<String> = state["hand"]
        .as_array()
        .expect("a hand")
        .iter()
        .map(|t| canonical(t.as_str().expect("a tile")))
        .collect();
    let seat = update["seat"].as_u64().expect("a seat");
    for event in state["history"].as_array().expect("a history") {
        let action = event["action"].as_str().expect("an action");
        if action.starts_with("draw") {
            // Only this seat's own draws name their tile.
            assert!(
                event["player"].as_u64() == Some(seat) || action == "draw",
                "an opponent's draw shows its tile: {action}"
            );
            continue;
        }
        if action != "pass" {
            public.push(canonical(&action[..3]));
        }
    }
    for tile in tiles_outside_history(update) {
        assert!(
            public.contains(&tile),
            "seat {seat} was shown {tile}, not its own nor on the table: {update}"
        );
    }
    assert!(
        update["revealed"].is_null(),
        "hands revealed while the hand is live"
    );
}

#[tokio::test]
async fn no_frame_shows_a_seat_the_opponents_tiles_or_the_boneyard_while_the_hand_is_live() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let mut frames = 0;
    for game in 0..4 {
        let draw = if game % 2 == 0 { 7 } else { 9 };
        let settings = json!({"minutes": 10, "target": 50, "draw": draw});
        let table = app.people_table(&ann, &bob, settings).await;
        let mut sockets = [
            app.watching(&ann_cookie, table).await,
            app.watching(&bob_cookie, table).await,
        ];
        let [a, b] = &mut sockets;
        let ((_, x), (_, y)) = tokio::join!(
            play_checking(a, table, check_frame),
            play_checking(b, table, check_frame)
        );
        frames += x + y;
    }
    assert!(frames > 100, "only {frames} frames were checked");
    app.stop().await;
}

#[tokio::test]
async fn a_clocked_game_between_people_survives_a_restart_with_its_clocks() {
    let database = temp_db("clocked-restart");
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let table = app.people_table(&ann, &bob, json!({"minutes": 2})).await;
    let mut sockets = [
        app.watching(&ann_cookie, table).await,
        app.watching(&bob_cookie, table).await,
    ];
    for socket in &mut sockets {
        socket
            .send(json!({"type": "auto_pick", "table": table}))
            .await;
    }
    // Wait until play has started, then let the leader think for a moment and move.
    let mut update = sockets[0].update().await;
    while update["picking"].is_object() || update["legal"].is_null() {
        update = sockets[0].update().await;
    }
    let leader = update["turn"].as_u64().expect("a turn") as usize;
    let mut view = if leader == 0 {
        update
    } else {
        sockets[1].update().await
    };
    while view["legal"].as_array().is_none_or(Vec::is_empty) {
        view = sockets[leader].update().await;
    }
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let first = view["legal"][0].clone();
    sockets[leader]
        .send(json!({"type": "act", "table": table, "version": view["version"], "move": first}))
        .await;
    let mut after = sockets[leader].update().await;
    while after["version"] == view["version"] {
        after = sockets[leader].update().await;
    }
    let leader_clock = after["clocks_ms"][leader].as_u64().expect("a clock");
    assert!(
        leader_clock <= 120_000 - 1_000,
        "the leader's thinking was charged: {leader_clock}"
    );
    // Kill the server, wait, and start it again on the same database.
    app.server.abort();
    drop(sockets);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let app = TestApp::spawn(database).await;
    let mut socket = app.socket(&ann_cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    let restored = socket.update().await;
    assert_eq!(
        restored["state"]["history"], after["state"]["history"],
        "nothing was lost"
    );
    let clocks = restored["clocks_ms"].as_array().expect("clocks");
    assert_eq!(
        clocks[leader].as_u64(),
        Some(leader_clock),
        "the mover's clock is as it was stored"
    );
    let waiting = clocks[1 - leader].as_u64().expect("a clock");
    assert!(
        waiting > 119_000,
        "time while the server was down does not count: {waiting}"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_player_whose_clock_runs_out_loses_the_game_and_the_wager() {
    // A clock minute of 400 ms: "1 minute per hand" runs out in 0.4 s.
    let app = TestApp::spawn_with(":memory:".into(), Duration::from_millis(400)).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let settings = json!({"minutes": 1, "wager": 30});
    let table = app.people_table(&ann, &bob, settings).await;
    let mut socket = app.watching(&ann_cookie, table).await;
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    bob_socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    // Nobody moves: the leader's clock runs out.
    let mut update = socket.update().await;
    while update["status"] != "over" {
        update = socket.update().await;
    }
    assert_eq!(update["result"]["reason"], "time");
    let loser = 1 - update["result"]["winner"].as_u64().expect("a winner");
    assert_eq!(
        update["clocks_ms"][loser as usize], 0,
        "the clock that ran out shows it: {update}"
    );
    // A message the finished table refuses is answered, not ignored.
    socket.send(json!({"type": "next", "table": table})).await;
    let refused = socket.error().await;
    assert_eq!(refused["code"], "refused");
    assert_eq!(refused["message"], "the game is over");
    // The downloaded record says so too, and replays.
    let (_, record) = app.get(&ann, &format!("/api/games/{table}/record")).await;
    let replay = dominoes_rules::replay(&record.to_string()).expect("the record replays");
    assert_eq!(
        (replay.winner, replay.reason),
        (Some(1 - loser as usize), Some("time"))
    );
    assert_eq!(record["players"], json!(["ann", "bob"]));
    let (ann_chips, bob_chips) = (app.chips(&ann).await, app.chips(&bob).await);
    assert_eq!(ann_chips + bob_chips, 2000);
    assert_eq!(if loser == 0 { ann_chips } else { bob_chips }, 970);
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

/// A rematch for a wager the loser can no longer cover is refused with the
/// reason, and leaves no table behind.
#[tokio::test]
async fn a_rematch_nobody_can_cover_is_refused_and_leaves_no_table() {
    let database = temp_db("rematch");
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
async fn a_host_who_left_the_room_is_not_listed_cannot_be_joined_and_is_told_when_the_game_starts()
{
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, ann_cookie) = app.user_away("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let mut bob_lobby = app.socket(&bob_cookie).await;
    bob_lobby.send(json!({"type": "lobby"})).await;
    assert_eq!(bob_lobby.receive().await["tables"], json!([]));
    let settings = json!({"opponent": "person", "minutes": 1, "wager": 50});
    let (_, created) = app.post(&ann, "/api/tables", settings).await;
    let table = created["table"].as_i64().expect("a table");
    // ann has no page of the room open: her table is not offered...
    assert_eq!(app.get(&bob, "/api/tables").await.1, json!([]));
    // ...and cannot be joined, so no game (and no clock) starts without her.
    let join = format!("/api/tables/{table}/join");
    let (status, refused) = app.post(&bob, &join, json!({})).await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .is_some_and(|e| e.contains("host"))
    );
    assert_eq!((app.chips(&ann).await, app.chips(&bob).await), (1000, 1000));
    // She opens a page (not the table): the lobby offers her table again.
    let mut ann_page = app.socket(&ann_cookie).await;
    loop {
        let listed = bob_lobby.receive().await;
        if listed["tables"] != json!([]) {
            assert_eq!(listed["tables"][0]["id"], table, "{listed}");
            break;
        }
    }
    let (status, joined) = app.post(&bob, &join, json!({})).await;
    assert_eq!(status, 200, "{joined}");
    // Wherever she is, she is told the game started, and where.
    assert_eq!(
        ann_page.receive().await,
        json!({"type": "started", "table": table, "opponent": "bob"})
    );
    app.stop().await;
}

#[tokio::test]
async fn a_leave_and_a_join_at_the_same_moment_never_strand_a_stake() {
    let database = temp_db("leave-join-race");
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
    let store = dominoes_server::Store::open(&database)
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
    assert!(joins + leaves == 40);
    app.stop().await;
}

#[tokio::test]
async fn a_guest_who_registers_keeps_their_games() {
    let app = TestApp::spawn(":memory:".into()).await;
    let guest = TestApp::client();
    let (status, me) = app.post(&guest, "/api/guest", json!({})).await;
    assert_eq!((status, me["guest"].as_bool()), (200, Some(true)));
    let (_, created) = app
        .post(
            &guest,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null}),
        )
        .await;
    let table = created["table"].as_i64().expect("a table");
    let body = json!({"name": "zoe", "password": "long enough", "avatar": "fox"});
    let (status, registered) = app.post(&guest, "/api/register", body).await;
    assert_eq!(status, 200, "{registered}");
    assert_eq!(registered["id"], me["id"], "the same account");
    assert_eq!(
        (registered["guest"].as_bool(), registered["chips"].as_i64()),
        (Some(false), Some(1000))
    );
    let (_, mine) = app.get(&guest, "/api/tables/mine").await;
    assert_eq!(mine["tables"][0]["id"], table, "{mine}");
    assert_eq!(mine["tables"][0]["opponent"], "Easy bot");
    assert_eq!(mine["tables"][0]["computer"], true);
    // Registering again (no longer a guest) makes a new account, as ever.
    let (status, _) = app
        .post(
            &TestApp::client(),
            "/api/register",
            json!({"name": "zoe", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 409, "the name is taken");
    app.stop().await;
}
