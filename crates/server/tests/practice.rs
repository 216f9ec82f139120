//! Practice at one's own pace: an unclocked game against the computer
//! with undo (docs/protocol.md, "Practice: undo"); undo survives a
//! restart, and is refused between people, with a wager or with a clock.

mod common;

use common::{GameStatus, Socket, TestApp, Update, play_until, temp_db};
use dominoes_rules::{Move, Seat};
use dominoes_wire::ClientMessage;
use serde_json::json;

/// The next update after `version` in which the computer has answered:
/// seat 0 is on turn again, or the hand is over.
async fn after_reply(socket: &mut Socket, version: u64) -> Update {
    loop {
        let update = socket.next_update().await;
        let on_turn = update.turn == Some(Some(Seat::Zero)) || update.hand_over();
        if update.version > version && on_turn {
            return update;
        }
    }
}

/// The update at `version` or later.
async fn update_at(socket: &mut Socket, version: u64) -> Update {
    loop {
        let update = socket.next_update().await;
        if update.version >= version {
            return update;
        }
    }
}

/// The first move of `update`'s legal ones that places a tile.
fn a_play(update: &Update) -> Move {
    update
        .legal
        .as_ref()
        .expect("legal")
        .iter()
        .find(|m| *m != "draw")
        .expect("a play")
        .parse()
        .expect("a move")
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

    let before = socket.next_play(table).await;
    assert!(
        !matches!(before.clocks_ms, Some(Some(_))),
        "no clock: {before:?}"
    );
    let version = before.version;
    let play = a_play(&before);
    let mv = ClientMessage::act(table, version, play);
    socket.say(&mv).await;
    let after = after_reply(&mut socket, version).await;
    assert_eq!(after.undo, Some(true), "{after:?}");
    assert_ne!(after.state, before.state);

    // An undo chosen on an old update is refused and changes nothing.
    let (status, body) = app
        .post(&client, &undo_path, json!({"version": version}))
        .await;
    assert_eq!(status, 409, "{body}");

    let now = after.version;
    let (status, body) = app.post(&client, &undo_path, json!({"version": now})).await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let undone = update_at(&mut socket, now + 1).await;
    assert_eq!(undone.state, before.state, "the position before the play");
    assert_eq!(undone.legal, before.legal);
    assert_eq!(undone.turn, Some(Some(Seat::Zero)));
    assert!(!undone.hand_over(), "{undone:?}");

    // A restart brings back the position the undo left.
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let mut socket = app.watching(&cookie, table).await;
    let restored = socket.next_update().await;
    assert_eq!(restored.state, before.state, "{restored:?}");
    assert_eq!(restored.legal, before.legal);
    assert!(
        restored.version >= undone.version,
        "versions never go back: {restored:?}"
    );

    // Play goes on from it: the same play again is accepted.
    let version = restored.version;
    let mv = ClientMessage::act(table, version, play);
    socket.say(&mv).await;
    let again = after_reply(&mut socket, version).await;
    let history = |update: &Update| update.state.as_ref().expect("a state").history.clone();
    assert_eq!(history(&again), history(&after));

    // The replay keeps the line that stands and counts the undo, as does
    // the player's page.
    socket.send(json!({"type": "resign", "table": table})).await;
    while socket.next_update().await.status != GameStatus::Over {}
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
    let hand = again.hand_number();
    assert_eq!(
        record["hands"][hand]["actions"].as_array().map(Vec::len),
        Some(history(&again).len()),
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
        let update = socket.next_play(table).await;
        if update.state.as_ref().is_some_and(|s| s.history.is_empty()) {
            break (table, update, socket);
        }
        socket.send(json!({"type": "resign", "table": table})).await;
    };
    let version = before.version;
    let lead = before.legal.as_ref().expect("legal")[0]
        .parse()
        .expect("a move");
    let mv = ClientMessage::act(table, version, lead);
    socket.say(&mv).await;
    let after = after_reply(&mut socket, version).await;
    let now = after.version;
    let (status, body) = app
        .post(
            &client,
            &format!("/api/tables/{table}/undo"),
            json!({"version": now}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let undone = update_at(&mut socket, now + 1).await;
    assert_eq!(undone.state, before.state);
    assert_eq!(undone.undo, Some(false), "nothing more to take back");

    app.stop().await;
    let app = TestApp::spawn(database).await;
    let mut socket = app.watching(&cookie, table).await;
    let restored = socket.next_update().await;
    assert_eq!(restored.state, before.state, "{restored:?}");
    assert_eq!(restored.legal, before.legal);
    assert!(
        restored.picking.is_none(),
        "the tiles stay picked: {restored:?}"
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
    let ended = play_until(&mut socket, table, Update::hand_over).await;
    assert_eq!(ended.undo, Some(false), "{ended:?}");
    let (status, body) = app
        .post(
            &client,
            &format!("/api/tables/{table}/undo"),
            json!({"version": ended.version}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    let expected = if ended.status == GameStatus::Over {
        "the game is over"
    } else {
        "the hand is over: its plays can no longer be taken back"
    };
    assert_eq!(body["error"], expected);
    app.stop().await;
}
