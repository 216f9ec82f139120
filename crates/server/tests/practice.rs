//! Practice at one's own pace: an unclocked game against the computer
//! with undo (docs/protocol.md, "Practice: undo"); undo survives a
//! restart, and is refused between people, with a wager or with a clock.

mod common;

use std::time::Duration;

use common::{Socket, TestApp, temp_db};
use serde_json::{Value, json};

/// The next update in which seat 0 may place a tile: picks and asks for
/// the next hand on the way, draws when that is all it can do.
async fn my_play(socket: &mut Socket, table: i64) -> Value {
    loop {
        let update = socket.receive().await;
        if update["code"] == "rate_limited" {
            tokio::time::sleep(Duration::from_secs(1)).await;
            socket.send(json!({"type": "open", "table": table})).await;
            continue;
        }
        if update["type"] != "table" {
            continue;
        }
        assert_eq!(update["status"], "live", "the game ended: {update}");
        let legal: Vec<&str> = update["legal"]
            .as_array()
            .map(|l| l.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if update["hand_end"].is_object() {
            socket.send(json!({"type": "next", "table": table})).await;
        } else if update["picking"].is_object() {
            socket
                .send(json!({"type": "auto_pick", "table": table}))
                .await;
        } else if update["turn"] == 0 && legal.iter().any(|m| *m != "draw") {
            return update;
        } else if legal == ["draw"] {
            let version = &update["version"];
            socket
                .send(json!({"type": "act", "table": table, "version": version, "move": "draw"}))
                .await;
        }
    }
}

/// The next update after `version` in which the computer has answered:
/// seat 0 is on turn again, or the hand is over.
async fn after_reply(socket: &mut Socket, version: u64) -> Value {
    loop {
        let update = socket.update().await;
        let on_turn = update["turn"] == 0 || update["hand_end"].is_object();
        if update["version"].as_u64() > Some(version) && on_turn {
            return update;
        }
    }
}

/// The update at `version` or later.
async fn update_at(socket: &mut Socket, version: u64) -> Value {
    loop {
        let update = socket.update().await;
        if update["version"].as_u64() >= Some(version) {
            return update;
        }
    }
}

#[tokio::test]
async fn an_undo_against_the_computer_restores_the_position_and_survives_a_restart() {
    let database = temp_db("practice-undo").await;
    let app = TestApp::spawn(database.clone()).await;
    let (client, cookie) = app.user("pia").await;
    let (status, created) = app
        .post(
            &client,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null}),
        )
        .await;
    assert_eq!(status, 200, "{created}");
    let table = created["table"].as_i64().expect("a table id");
    let undo_path = format!("/api/tables/{table}/undo");
    let mut socket = app.watching(&cookie, table).await;

    let before = my_play(&mut socket, table).await;
    assert!(before["clocks_ms"].is_null(), "no clock: {before}");
    let version = before["version"].as_u64().expect("a version");
    let play = before["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .find(|m| *m != "draw")
        .expect("a play")
        .clone();
    socket
        .send(json!({"type": "act", "table": table, "version": version, "move": play}))
        .await;
    let after = after_reply(&mut socket, version).await;
    assert_eq!(after["undo"], true, "{after}");
    assert_ne!(after["state"], before["state"]);

    // An undo chosen on an old update is refused and changes nothing.
    let (status, body) = app
        .post(&client, &undo_path, json!({"version": version}))
        .await;
    assert_eq!(status, 409, "{body}");

    let now = after["version"].as_u64().expect("a version");
    let (status, body) = app.post(&client, &undo_path, json!({"version": now})).await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let undone = update_at(&mut socket, now + 1).await;
    assert_eq!(
        undone["state"], before["state"],
        "the position before the play"
    );
    assert_eq!(undone["legal"], before["legal"]);
    assert_eq!(undone["turn"], 0);
    assert!(undone["hand_end"].is_null(), "{undone}");

    // A restart brings back the position the undo left.
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let mut socket = app.watching(&cookie, table).await;
    let restored = socket.update().await;
    assert_eq!(restored["state"], before["state"], "{restored}");
    assert_eq!(restored["legal"], before["legal"]);
    assert!(
        restored["version"].as_u64() >= undone["version"].as_u64(),
        "versions never go back: {restored}"
    );

    // Play goes on from it: the same play again is accepted.
    let version = restored["version"].as_u64().expect("a version");
    socket
        .send(json!({"type": "act", "table": table, "version": version, "move": play}))
        .await;
    let again = after_reply(&mut socket, version).await;
    assert_eq!(again["state"]["history"], after["state"]["history"]);

    // The replay keeps the line that stands and counts the undo, as does
    // the player's page.
    socket.send(json!({"type": "resign", "table": table})).await;
    loop {
        if socket.update().await["status"] == "over" {
            break;
        }
    }
    let (status, replay) = app
        .get(&client, &format!("/api/games/{table}/replay"))
        .await;
    assert_eq!(status, 200, "{replay}");
    assert_eq!(replay["undos"], 1);
    let (_, page) = app.get(&client, "/api/players/pia").await;
    assert_eq!(page["games"][0]["undos"], 1, "{page}");
    let (_, record) = app
        .get(&client, &format!("/api/games/{table}/record"))
        .await;
    dominoes_rules::replay(&record.to_string()).expect("the record replays");
    // Only the line that stood: as many actions as the table showed.
    let hand = again["state"]["hand_number"].as_u64().expect("a hand") as usize;
    assert_eq!(
        record["hands"][hand]["actions"].as_array().map(Vec::len),
        again["state"]["history"].as_array().map(Vec::len),
        "{record}"
    );
    // Over: nothing more to undo.
    let (status, _) = app
        .post(&client, &undo_path, json!({"version": version + 10}))
        .await;
    assert_eq!(status, 409);
    app.stop().await;
}

#[tokio::test]
async fn undo_is_refused_between_people_with_a_wager_and_with_a_clock() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, _) = app.user("ann").await;
    let (bob, _) = app.user("bob").await;
    let refusal = "undo is only for games against the computer with no clock and no wager";
    for settings in [
        json!({"minutes": 10, "wager": 0}),
        json!({"minutes": 10, "wager": 20}),
    ] {
        let table = app.people_table(&ann, &bob, settings).await;
        for client in [&ann, &bob] {
            let (status, body) = app
                .post(
                    client,
                    &format!("/api/tables/{table}/undo"),
                    json!({"version": 0}),
                )
                .await;
            assert_eq!(status, 403, "{body}");
            assert_eq!(body["error"], refusal);
        }
    }
    // Against the computer with a clock: not practice either.
    let (status, created) = app
        .post(
            &ann,
            "/api/tables",
            json!({"opponent": "easy", "minutes": 4}),
        )
        .await;
    assert_eq!(status, 200, "{created}");
    let clocked = created["table"].as_i64().expect("a table id");
    let (status, body) = app
        .post(
            &ann,
            &format!("/api/tables/{clocked}/undo"),
            json!({"version": 0}),
        )
        .await;
    assert_eq!((status, body["error"].as_str()), (403, Some(refusal)));
    // Nor may someone not seated at a practice table.
    let (_, created) = app
        .post(
            &ann,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null}),
        )
        .await;
    let practice = created["table"].as_i64().expect("a table id");
    let (status, _) = app
        .post(
            &bob,
            &format!("/api/tables/{practice}/undo"),
            json!({"version": 0}),
        )
        .await;
    assert_eq!(status, 403);
    // Before any play of hers there is nothing to take back.
    let (status, body) = app
        .post(
            &ann,
            &format!("/api/tables/{practice}/undo"),
            json!({"version": 0}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    app.stop().await;
}

#[tokio::test]
async fn an_undo_of_the_hands_first_play_comes_back_after_a_restart_with_no_action_left() {
    let database = temp_db("practice-first").await;
    let app = TestApp::spawn(database.clone()).await;
    let (client, cookie) = app.user("lea").await;
    // Tables until one where she leads (she holds the highest double).
    let (table, before, mut socket) = loop {
        let (_, created) = app
            .post(
                &client,
                "/api/tables",
                json!({"opponent": "beginner", "minutes": null}),
            )
            .await;
        let table = created["table"].as_i64().expect("a table id");
        let mut socket = app.watching(&cookie, table).await;
        let update = my_play(&mut socket, table).await;
        if update["state"]["history"] == json!([]) {
            break (table, update, socket);
        }
        socket.send(json!({"type": "resign", "table": table})).await;
    };
    let version = before["version"].as_u64().expect("a version");
    let lead = before["legal"][0].clone();
    socket
        .send(json!({"type": "act", "table": table, "version": version, "move": lead}))
        .await;
    let after = after_reply(&mut socket, version).await;
    let now = after["version"].as_u64().expect("a version");
    let (status, body) = app
        .post(
            &client,
            &format!("/api/tables/{table}/undo"),
            json!({"version": now}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let undone = update_at(&mut socket, now + 1).await;
    assert_eq!(undone["state"], before["state"]);
    assert_eq!(undone["undo"], false, "nothing more to take back");

    app.stop().await;
    let app = TestApp::spawn(database).await;
    let mut socket = app.watching(&cookie, table).await;
    let restored = socket.update().await;
    assert_eq!(restored["state"], before["state"], "{restored}");
    assert_eq!(restored["legal"], before["legal"]);
    assert!(
        restored["picking"].is_null(),
        "the tiles stay picked: {restored}"
    );
    app.stop().await;
}

#[tokio::test]
async fn once_the_hand_is_over_its_plays_cannot_be_taken_back() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("ola").await;
    let (_, created) = app
        .post(
            &client,
            "/api/tables",
            json!({"opponent": "beginner", "minutes": null}),
        )
        .await;
    let table = created["table"].as_i64().expect("a table id");
    let mut socket = app.watching(&cookie, table).await;
    // Play the first legal move each turn until the hand ends.
    let ended = loop {
        let update = socket.update().await;
        if update["hand_end"].is_object() || update["status"] == "over" {
            break update;
        }
        if update["picking"].is_object() {
            socket
                .send(json!({"type": "auto_pick", "table": table}))
                .await;
        } else if let Some(first) = update["legal"].as_array().and_then(|l| l.first()) {
            let version = &update["version"];
            socket
                .send(json!({"type": "act", "table": table, "version": version, "move": first}))
                .await;
        }
    };
    assert_eq!(ended["undo"], false, "{ended}");
    let (status, body) = app
        .post(
            &client,
            &format!("/api/tables/{table}/undo"),
            json!({"version": ended["version"]}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    let expected = if ended["status"] == "over" {
        "the game is over"
    } else {
        "the hand is over: its plays can no longer be taken back"
    };
    assert_eq!(body["error"], expected);
    app.stop().await;
}
