//! People in the room (docs/protocol.md): inviting an online player to
//! one's waiting table and every refusal of it; a rematch that keeps its
//! table's watchers apart; and a watcher held back from the line that
//! stands after an undo in a practice game.

mod common;

use std::time::Duration;

use common::{
    ChatHistory, ChatMessage, GameStatus, Notice, Socket, TableSetup, TestApp, TestPlayer, Update,
    temp_db,
};
use dominoes_rules::{Move, Seat};
use serde_json::{Value, json};

/// `name`'s client and a socket of theirs, counted in the room.
async fn online(app: &TestApp, name: &str) -> (reqwest::Client, Socket) {
    let TestPlayer { client, socket, .. } = TestPlayer::in_room(app, name).await;
    (client, socket)
}

/// A private table against a person, opened by `host`.
async fn private_table(app: &TestApp, host: &reqwest::Client) -> i64 {
    let (table, _) = app
        .private_table(host, json!({"minutes": 4, "wager": 10}))
        .await;
    table
}

/// What [`private_table`]'s update and invitations show of its settings.
fn private_table_settings() -> TableSetup {
    TableSetup {
        draw: 7,
        minutes: Some(4),
        private: true,
        target: 150,
        wager: 10,
        watchers_apart: false,
    }
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

    let mut bob = TestPlayer::opens_page(&app, "bob", bob, bob_cookie).await;
    bob.enters_room().await;

    // Refusals, each with its status and nothing sent.
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
        (
            404,
            &json!({"error": format!("no table {table}"), "code": "no_table"})
        ),
        "not cy's table, and private: to cy there is no such table"
    );
    not_yours_in_public(&app, &ann, &cy).await;
    let guest = TestPlayer::guest(&app).await;
    let (status, _) = app
        .post(&guest.client, &invite_path("bob"), json!({"table": table}))
        .await;
    assert_eq!(status, 403, "a guest may not invite");
    let guest_name = app.get(&guest.client, "/api/me").await.1["name"]
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
    let invited: Notice = bob.socket.next_of("invited").await;
    let Notice::Invited { key: Some(key), .. } = invited.clone() else {
        panic!("an invitation with a private table's key: {invited:?}");
    };
    let from = "ann".to_owned();
    let (key, settings) = (Some(key), private_table_settings());
    let Notice::Invited { invitation, .. } = invited.clone() else {
        unreachable!("matched above")
    };
    assert!(invitation.is_some(), "stored: {invited:?}");
    assert_eq!(
        invited,
        Notice::Invited {
            from,
            invitation,
            key: key.clone(),
            settings,
            table
        }
    );
    // Accepting is taking the seat, as from the link (its key included).
    let key = key.as_deref().expect("the invitation's key");
    app.join_with_key(&bob.client, table, key).await;
    let started: Notice = ann_socket.next_of("started").await;
    assert!(
        matches!(&started, Notice::Started { opponent, .. } if opponent == "bob"),
        "{started:?}"
    );
    let (status, body) = app
        .post(&ann, &invite_path("cyd"), json!({"table": table}))
        .await;
    assert_eq!(status, 409, "the table has started: {body}");
    app.stop().await;
}

#[tokio::test]
async fn an_invitation_waits_for_a_player_with_no_page_open_and_a_decline_is_told() {
    let app = TestApp::spawn(temp_db("people-waiting").await).await;
    let (ann, mut ann_socket) = online(&app, "ann").await;
    let (bob, _bob_cookie) = app.user_away("bob").await;
    let table = private_table(&app, &ann).await;
    // bob has no page open: the invitation waits for him, stored.
    let (status, body) = app
        .post(&ann, &invite_path("bob"), json!({"table": table}))
        .await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let (_, pending) = app.get(&bob, "/api/me/invitations").await;
    let waiting = &pending["invitations"][0];
    assert_eq!(
        (&waiting["type"], &waiting["from"], &waiting["table"]),
        (&json!("invited"), &json!("ann"), &json!(table)),
        "{pending}"
    );
    // He declines it; ann is told.
    let declined = format!("/api/invitations/{}/decline", waiting["invitation"]);
    assert_eq!(app.post(&bob, &declined, json!({})).await.0, 200);
    let told: Notice = ann_socket.next_of("invitation_declined").await;
    assert_eq!(
        told,
        Notice::InvitationDeclined {
            by: "bob".into(),
            table
        }
    );
    assert_eq!(
        app.get(&bob, "/api/me/invitations").await.1,
        json!({"invitations": []})
    );
    let (status, body) = app.post(&bob, &declined, json!({})).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("no_invitation")),
        "once"
    );
    let (status, _) = app.post(&ann, &declined, json!({})).await;
    assert_eq!(status, 404, "only its invitee declines it");
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
    cy_socket.next_of::<ChatHistory>("chat_history").await;

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
    let invited: Notice = cy_socket.next_of("invited").await;
    assert!(
        matches!(&invited, Notice::Invited { from, table, .. } if from == "eve" && *table == eves),
        "{invited:?}"
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
        while socket.next_update().await.status != GameStatus::Over {}
        socket
            .send(json!({"type": "rematch", "table": table}))
            .await;
    }
    let rematch = loop {
        let update = ann_socket.next_update().await;
        if let Some(id) = update.rematch.and_then(|r| r.table) {
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
        socket.next_of::<ChatHistory>("chat_history").await;
    }
    cy_socket
        .send(json!({"type": "chat", "table": rematch, "text": "psst, play the 5-5"}))
        .await;
    let heard: ChatMessage = cy_socket.next_of("chat").await;
    assert!(heard.watcher, "{heard:?}");
    bob_socket
        .send(json!({"type": "chat", "table": rematch, "text": "good luck"}))
        .await;
    let first: ChatMessage = ann_socket.next_of("chat").await;
    assert_eq!(
        first.text, "good luck",
        "the watcher is kept apart: {first:?}"
    );
    app.stop().await;
}

/// The moves of a hand as `update` shows them, a drawn tile as `draw`.
fn moves(update: &Update) -> Vec<(Seat, String)> {
    update
        .state
        .as_ref()
        .expect("a hand's state")
        .history
        .iter()
        .map(|e| {
            let action = if e.action.starts_with("draw") {
                "draw"
            } else {
                &e.action
            };
            (e.player, action.to_owned())
        })
        .collect()
}

#[tokio::test]
async fn after_an_undo_a_watcher_is_two_moves_behind_the_line_that_stands() {
    let app = TestApp::spawn(temp_db("people-undo").await).await;
    let mut pia = TestPlayer::sign_up(&app, "pia").await;
    let cy = TestPlayer::sign_up(&app, "cyd").await;
    let table = pia
        .opens_computer_table(&app, "easy", json!({"minutes": null}))
        .await;
    let mut watcher = app.watching(&cy.cookie, table).await;

    // Play until the hand in play has made a few moves since pia's last play.
    let standing = loop {
        let before = pia.next_play(table).await;
        let version = before.version;
        let play = before
            .legal
            .as_ref()
            .expect("legal")
            .iter()
            .find(|m| *m != "draw")
            .expect("a play");
        let play: Move = play.parse().expect("a move");
        pia.plays(table, version, play).await;
        let after = loop {
            let update = pia.next_update().await;
            let answered = update.turn == Some(Some(Seat::Zero)) || update.hand_over();
            if update.version > version && answered {
                break update;
            }
        };
        if !after.hand_over() && after.undo == Some(true) && moves(&after).len() >= 4 {
            break after;
        }
        // Not yet: this update is acted on by the next round.
        pia.opens(table).await;
    };
    let now = standing.version;
    let (status, body) = app
        .post(
            &pia.client,
            &format!("/api/tables/{table}/undo"),
            json!({"version": now}),
        )
        .await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let undone = loop {
        let update = pia.next_update().await;
        if update.version > now {
            break update;
        }
    };
    let line = moves(&undone);
    assert!(line.len() < moves(&standing).len(), "taken back");

    // The watcher's first frame since the undo: the standing line, two
    // moves back (frames before it showed the line taken back).
    let seen = loop {
        let update = tokio::time::timeout(Duration::from_secs(10), watcher.next_update())
            .await
            .expect("the watcher is shown the undo");
        if update.version > now {
            break update;
        }
    };
    assert!(seen.watching);
    assert_eq!(seen.hand_number(), undone.hand_number());
    assert_eq!(
        moves(&seen),
        line[..line.len().saturating_sub(2)],
        "two moves behind the line that stands: {seen:?}"
    );
    assert_eq!(
        seen.state.as_ref().expect("a state").hand,
        Vec::<String>::new(),
        "no tile of a hand"
    );
    app.stop().await;
}
