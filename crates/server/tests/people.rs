//! People in the room (docs/protocol.md): inviting an online player to
//! one's waiting table and every refusal of it; a rematch that keeps its
//! table's watchers apart; and a watcher held back from the line that
//! stands after an undo in a practice game.

mod common;

use std::time::Duration;

use common::{Socket, TestApp, temp_db};
use serde_json::{Value, json};

/// The next frame of `kind` on `socket`, past any other.
async fn next_of(socket: &mut Socket, kind: &str) -> Value {
    loop {
        let message = socket.receive().await;
        if message["type"] == kind {
            return message;
        }
    }
}

/// `name`'s client and a socket of theirs (a page of the room open).
async fn online(app: &TestApp, name: &str) -> (reqwest::Client, Socket) {
    let (client, cookie) = app.user_away(name).await;
    (client, in_room(app, &cookie).await)
}

/// A socket of `cookie`'s user, counted in the room: it has answered.
async fn in_room(app: &TestApp, cookie: &str) -> Socket {
    let mut socket = app.socket(cookie).await;
    socket.send(json!({"type": "chat_history"})).await;
    next_of(&mut socket, "chat_history").await;
    socket
}

/// A private table against a person, opened by `host`.
async fn private_table(app: &TestApp, host: &reqwest::Client) -> i64 {
    let (status, created) = app
        .post(
            host,
            "/api/tables",
            json!({"opponent": "person", "minutes": 4, "wager": 10, "private": true}),
        )
        .await;
    assert_eq!(status, 200, "{created}");
    created["table"].as_i64().expect("a table")
}

/// A public table of `host`'s: `other` is told it is not theirs (403).
async fn not_yours_in_public(app: &TestApp, host: &reqwest::Client, other: &reqwest::Client) {
    let (_, public) = app
        .post(
            host,
            "/api/tables",
            json!({"opponent": "person", "minutes": 4}),
        )
        .await;
    let (status, body) = app
        .post(
            other,
            &invite_path("bob"),
            json!({"table": public["table"]}),
        )
        .await;
    assert_eq!(status, 403, "not their public table: {body}");
    let leave = format!("/api/tables/{}/leave", public["table"]);
    assert_eq!(app.post(host, &leave, json!({})).await.0, 200);
}

fn invite_path(name: &str) -> String {
    format!("/api/players/{name}/invite")
}

#[tokio::test]
async fn an_online_player_is_invited_to_a_waiting_table_and_takes_the_seat() {
    let app = TestApp::spawn(temp_db("people-invite").await).await;
    let (ann, mut ann_socket) = online(&app, "ann").await;
    let (bob, bob_cookie) = app.user_away("bob").await;
    let table = private_table(&app, &ann).await;

    // Refusals, each with its status and nothing sent.
    let (status, body) = app
        .post(&ann, &invite_path("bob"), json!({"table": table}))
        .await;
    assert_eq!(status, 409, "bob has no page open: {body}");
    assert_eq!(
        body["error"],
        "bob is not in the room now; invite them when they are online"
    );
    let mut bob_socket = in_room(&app, &bob_cookie).await;
    let (status, _) = app
        .post(&ann, &invite_path("ann"), json!({"table": table}))
        .await;
    assert_eq!(status, 400, "oneself");
    let (status, _) = app
        .post(&ann, &invite_path("nobody"), json!({"table": table}))
        .await;
    assert_eq!(status, 404, "no such player");
    let (status, _) = app
        .post(&ann, &invite_path("bob"), json!({"table": 999_999}))
        .await;
    assert_eq!(status, 404, "no such table");
    let (status, _) = app.post(&ann, &invite_path("bob"), json!({})).await;
    assert_eq!(status, 400, "no table named");
    let (cy, _cy_socket) = online(&app, "cyd").await;
    let (status, body) = app
        .post(&cy, &invite_path("bob"), json!({"table": table}))
        .await;
    assert_eq!(
        (status, &body),
        (404, &json!({"error": format!("no table {table}")})),
        "not cy's table, and private: to cy there is no such table"
    );
    not_yours_in_public(&app, &ann, &cy).await;
    let guest = TestApp::client();
    let response = guest
        .post(app.url("/api/guest"))
        .json(&json!({}))
        .send()
        .await
        .expect("a guest");
    assert_eq!(response.status(), 200);
    let (status, _) = app
        .post(&guest, &invite_path("bob"), json!({"table": table}))
        .await;
    assert_eq!(status, 403, "a guest may not invite");
    let guest_name = app.get(&guest, "/api/me").await.1["name"]
        .as_str()
        .expect("a name")
        .to_owned();
    let (status, _) = app
        .post(&ann, &invite_path(&guest_name), json!({"table": table}))
        .await;
    assert_eq!(status, 409, "nor be invited to play a person");

    let (status, body) = app
        .post(&ann, &invite_path("BOB"), json!({"table": table}))
        .await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let invited = next_of(&mut bob_socket, "invited").await;
    let key = invited["key"].as_str().expect("a private table's key");
    assert_eq!(
        invited,
        json!({"type": "invited", "from": "ann", "key": key, "table": table,
               "settings": {"draw": 7, "minutes": 4, "private": true, "target": 150, "wager": 10}})
    );
    // Accepting is taking the seat, as from the link (its key included).
    let (status, joined) = app
        .post(
            &bob,
            &format!("/api/tables/{table}/join"),
            json!({"key": key}),
        )
        .await;
    assert_eq!(status, 200, "{joined}");
    let started = next_of(&mut ann_socket, "started").await;
    assert_eq!(started["opponent"], "bob");
    let (status, body) = app
        .post(&ann, &invite_path("cyd"), json!({"table": table}))
        .await;
    assert_eq!(status, 409, "the table has started: {body}");
    app.stop().await;
}

#[tokio::test]
async fn a_player_who_muted_the_inviter_is_not_told_and_invitations_are_rate_limited() {
    let app = TestApp::spawn(temp_db("people-mute").await).await;
    let (ann, _ann_socket) = online(&app, "ann").await;
    let (eve, _eve_socket) = online(&app, "eve").await;
    let (_cy, mut cy_socket) = online(&app, "cyd").await;
    cy_socket
        .send(json!({"type": "mute", "name": "ann", "on": true}))
        .await;
    // The socket answers in order: once the history comes, the mute is kept.
    cy_socket.send(json!({"type": "chat_history"})).await;
    next_of(&mut cy_socket, "chat_history").await;

    let anns = private_table(&app, &ann).await;
    let (status, body) = app
        .post(&ann, &invite_path("cyd"), json!({"table": anns}))
        .await;
    assert_eq!(
        (status, &body),
        (200, &json!({"ok": true})),
        "answered alike: a mute is not revealed"
    );
    let eves = private_table(&app, &eve).await;
    let (status, _) = app
        .post(&eve, &invite_path("cyd"), json!({"table": eves}))
        .await;
    assert_eq!(status, 200);
    // Notices reach a socket in the order sent: ann's would have come first.
    let invited = next_of(&mut cy_socket, "invited").await;
    assert_eq!(
        (&invited["from"], &invited["table"]),
        (&json!("eve"), &json!(eves))
    );

    // Five a minute per inviter (ann has sent one), then 429.
    for n in 2..=5 {
        let (status, body) = app
            .post(&ann, &invite_path("eve"), json!({"table": anns}))
            .await;
        assert_eq!(status, 200, "invitation {n}: {body}");
    }
    let response = ann
        .post(app.url(&invite_path("eve")))
        .json(&json!({"table": anns}))
        .send()
        .await
        .expect("a response");
    assert_eq!(response.status(), 429);
    let wait: u64 = response.headers()["retry-after"]
        .to_str()
        .expect("a header")
        .parse()
        .expect("seconds");
    assert!((1..=60).contains(&wait), "{wait}");
    let body: Value = response.json().await.expect("JSON");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("at most 5 invitations a minute")),
        "{body}"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_rematch_keeps_the_watchers_apart() {
    let app = TestApp::spawn(temp_db("people-rematch").await).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let (_cy, cy_cookie) = app.user("cyd").await;
    let table = app
        .people_table(&ann, &bob, json!({"minutes": 4, "watchers_apart": true}))
        .await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    ann_socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    for socket in [&mut ann_socket, &mut bob_socket] {
        while socket.update().await["status"] != "over" {}
        socket
            .send(json!({"type": "rematch", "table": table}))
            .await;
    }
    let rematch = loop {
        let update = ann_socket.update().await;
        if let Some(id) = update["rematch"]["table"].as_i64() {
            break id;
        }
    };
    assert_ne!(rematch, table);
    for socket in [&mut ann_socket, &mut bob_socket] {
        socket.send(json!({"type": "open", "table": rematch})).await;
    }
    let mut cy_socket = app.watching(&cy_cookie, rematch).await;
    // Each socket answers in order: once its history comes, it is in the room.
    for socket in [&mut ann_socket, &mut bob_socket, &mut cy_socket] {
        socket
            .send(json!({"type": "chat_history", "table": rematch}))
            .await;
        next_of(socket, "chat_history").await;
    }
    cy_socket
        .send(json!({"type": "chat", "table": rematch, "text": "psst, play the 5-5"}))
        .await;
    let heard = next_of(&mut cy_socket, "chat").await;
    assert_eq!(heard["watcher"], true, "{heard}");
    bob_socket
        .send(json!({"type": "chat", "table": rematch, "text": "good luck"}))
        .await;
    let first = next_of(&mut ann_socket, "chat").await;
    assert_eq!(
        first["text"], "good luck",
        "the watcher is kept apart: {first}"
    );
    app.stop().await;
}

/// The next update in which seat 0 may place a tile: picks, asks for the
/// next hand, draws when that is all it can do.
async fn my_play(socket: &mut Socket, table: i64) -> Value {
    loop {
        let update = socket.update().await;
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

/// The moves of a hand as `update` shows them, a drawn tile as `draw`.
fn moves(update: &Value) -> Vec<(Value, String)> {
    update["state"]["history"]
        .as_array()
        .expect("a history")
        .iter()
        .map(|e| {
            let action = e["action"].as_str().expect("an action");
            let action = if action.starts_with("draw") {
                "draw"
            } else {
                action
            };
            (e["player"].clone(), action.to_owned())
        })
        .collect()
}

#[tokio::test]
async fn after_an_undo_a_watcher_is_two_moves_behind_the_line_that_stands() {
    let app = TestApp::spawn(temp_db("people-undo").await).await;
    let (pia, pia_cookie) = app.user("pia").await;
    let (_cy, cy_cookie) = app.user("cyd").await;
    let (status, created) = app
        .post(
            &pia,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null}),
        )
        .await;
    assert_eq!(status, 200, "{created}");
    let table = created["table"].as_i64().expect("a table");
    let mut socket = app.watching(&pia_cookie, table).await;
    let mut watcher = app.watching(&cy_cookie, table).await;

    // Play until the hand in play has made a few moves since pia's last play.
    let standing = loop {
        let before = my_play(&mut socket, table).await;
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
        let after = loop {
            let update = socket.update().await;
            let answered = update["turn"] == 0 || update["hand_end"].is_object();
            if update["version"].as_u64() > Some(version) && answered {
                break update;
            }
        };
        if after["hand_end"].is_null() && after["undo"] == true && moves(&after).len() >= 4 {
            break after;
        }
        // Not yet: this update is acted on by the next round.
        socket.send(json!({"type": "open", "table": table})).await;
    };
    let now = standing["version"].as_u64().expect("a version");
    let (status, body) = app
        .post(
            &pia,
            &format!("/api/tables/{table}/undo"),
            json!({"version": now}),
        )
        .await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let undone = loop {
        let update = socket.update().await;
        if update["version"].as_u64() > Some(now) {
            break update;
        }
    };
    let line = moves(&undone);
    assert!(line.len() < moves(&standing).len(), "taken back");

    // The watcher's first frame since the undo: the standing line, two
    // moves back (frames before it showed the line taken back).
    let seen = loop {
        let update = tokio::time::timeout(Duration::from_secs(10), watcher.update())
            .await
            .expect("the watcher is shown the undo");
        if update["version"].as_u64() > Some(now) {
            break update;
        }
    };
    assert_eq!(seen["watching"], true);
    assert_eq!(seen["state"]["hand_number"], undone["state"]["hand_number"]);
    assert_eq!(
        moves(&seen),
        line[..line.len().saturating_sub(2)],
        "two moves behind the line that stands: {seen}"
    );
    assert_eq!(seen["state"]["hand"], json!([]), "no tile of a hand");
    app.stop().await;
}
