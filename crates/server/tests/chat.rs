//! Chat through the real server: the lobby's and a table's, the limits on
//! what may be said, mutes, reports, guests, and a table's chat kept in
//! its game's replay (docs/protocol.md, "Chat").

mod common;

use common::{Socket, TestApp, TestPlayer, temp_db};
use serde_json::{Value, json};

/// The next frame about chat (a message, a room's history, a report's
/// answer, an error), past table updates and lobby lists.
async fn chat(socket: &mut Socket) -> Value {
    loop {
        let message = socket.receive().await;
        if !matches!(message["type"].as_str(), Some("table" | "lobby")) {
            return message;
        }
    }
}

/// A socket of `cookie` in the lobby, its (checked) history read.
async fn in_lobby(app: &TestApp, cookie: &str) -> (Socket, Value) {
    let mut socket = app.socket(cookie).await;
    socket.send(json!({"type": "lobby"})).await;
    socket.send(json!({"type": "chat_history"})).await;
    let history = chat(&mut socket).await;
    assert_eq!(history["type"], "chat_history", "{history}");
    assert_eq!(history["table"], Value::Null);
    (socket, history)
}

async fn refused(socket: &mut Socket, message: Value) -> Value {
    socket.send(message).await;
    let error = chat(socket).await;
    assert_eq!(error["type"], "error", "{error}");
    error
}

#[tokio::test]
async fn a_table_chat_is_heard_at_the_table_checked_and_kept_in_the_replay() {
    let database = temp_db("chat-table").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let table = app
        .people_table(&ann, &bob, json!({"minutes": 10, "wager": 0}))
        .await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    for socket in [&mut ann_socket, &mut bob_socket] {
        socket
            .send(json!({"type": "chat_history", "table": table}))
            .await;
        let history = chat(socket).await;
        assert_eq!(
            history,
            json!({"type": "chat_history", "table": table, "messages": []})
        );
    }

    // Refused whole, stored nowhere: too long, control characters, empty.
    let long = "a".repeat(201);
    for (text, code, says) in [
        (long.as_str(), "bad_chat", "at most 200 characters, not 201"),
        ("ring\u{7}ring", "bad_chat", "control characters (U+0007)"),
        ("two\nlines", "bad_chat", "control characters (U+000A)"),
        ("   ", "bad_chat", "not empty"),
    ] {
        let error = refused(
            &mut bob_socket,
            json!({"type": "chat", "table": table, "text": text}),
        )
        .await;
        assert_eq!(error["code"], code, "{error}");
        assert!(error["message"].as_str().unwrap().contains(says), "{error}");
    }
    // 200 characters are fine; HTML is text, sent back exactly as written.
    let xss = "<img src=x onerror=alert(1)>";
    for text in [&"é".repeat(200), xss] {
        bob_socket
            .send(json!({"type": "chat", "table": table, "text": text}))
            .await;
        for socket in [&mut ann_socket, &mut bob_socket] {
            let said = chat(socket).await;
            assert_eq!(said["type"], "chat", "{said}");
            assert_eq!(said["text"], *text);
            assert_eq!(said["from"], "bob");
            assert_eq!(said["table"], table);
            assert_eq!(said["watcher"], false);
        }
    }
    // A table's chat needs the table open on that socket.
    let mut elsewhere = app.socket(&ann_cookie).await;
    for message in [
        json!({"type": "chat", "table": table, "text": "hi"}),
        json!({"type": "chat_history", "table": table}),
    ] {
        assert_eq!(
            refused(&mut elsewhere, message).await["code"],
            "not_in_room"
        );
    }
    // Nobody in the lobby heard the table.
    let (_lobby, history) = in_lobby(&app, &ann_cookie).await;
    assert_eq!(history["messages"], json!([]));

    // A socket opening the table later is told what was said.
    let mut late = app.watching(&ann_cookie, table).await;
    late.send(json!({"type": "chat_history", "table": table}))
        .await;
    let history = chat(&mut late).await;
    let texts: Vec<&Value> = history["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["text"])
        .collect();
    assert_eq!(texts, [&json!("é".repeat(200)), &json!(xss)]);

    // The hand is dealt, the game ends; its chat is in its replay, as text.
    for socket in [&mut ann_socket, &mut bob_socket] {
        socket
            .send(json!({"type": "auto_pick", "table": table}))
            .await;
    }
    while ann_socket.update().await["turn"].is_null() {}
    bob_socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    while ann_socket.update().await["status"] != "over" {}
    let (status, replay) = app
        .get(&TestApp::client(), &format!("/api/games/{table}/replay"))
        .await;
    assert_eq!(status, 200, "{replay}");
    let chat: Vec<(&str, &str)> = replay["chat"]
        .as_array()
        .expect("the replay's chat")
        .iter()
        .map(|m| (m["from"].as_str().unwrap(), m["text"].as_str().unwrap()))
        .collect();
    assert_eq!(chat, [("bob", "é".repeat(200).as_str()), ("bob", xss)]);
    app.stop().await;
}

#[tokio::test]
async fn a_sixth_message_in_ten_seconds_is_refused_and_not_stored() {
    let app = TestApp::spawn(temp_db("chat-rate").await).await;
    let (_carl, carl_cookie) = app.user("carl").await;
    let (mut carl, _) = in_lobby(&app, &carl_cookie).await;
    for n in 0..5 {
        carl.send(json!({"type": "chat", "text": format!("line {n}")}))
            .await;
        assert_eq!(chat(&mut carl).await["text"], format!("line {n}"));
    }
    let error = refused(&mut carl, json!({"type": "chat", "text": "one too many"})).await;
    assert_eq!(error["code"], "rate_limited");
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("at most 5 chat messages in 10 seconds")
    );
    // Over all of the user's sockets.
    let (mut other, history) = in_lobby(&app, &carl_cookie).await;
    assert_eq!(
        history["messages"].as_array().unwrap().len(),
        5,
        "the sixth was not stored"
    );
    let error = refused(&mut other, json!({"type": "chat", "text": "and again"})).await;
    assert_eq!(error["code"], "rate_limited");
    app.stop().await;
}

#[tokio::test]
async fn a_muted_player_is_not_heard_by_the_muter_only_and_stays_muted() {
    let app = TestApp::spawn(temp_db("chat-mute").await).await;
    let (_ann, ann_cookie) = app.user("ann").await;
    let (_bob, bob_cookie) = app.user("bob").await;
    let (_dan, dan_cookie) = app.user("dan").await;
    let (mut ann, _) = in_lobby(&app, &ann_cookie).await;
    let (mut bob, _) = in_lobby(&app, &bob_cookie).await;
    let (mut dan, _) = in_lobby(&app, &dan_cookie).await;
    ann.send(json!({"type": "mute", "name": "BOB"})).await;
    assert_eq!(
        chat(&mut ann).await,
        json!({"type": "muted", "name": "bob", "on": true}),
        "a mute is answered, with the name as the account spells it"
    );
    assert_eq!(
        refused(&mut ann, json!({"type": "mute", "name": "nobody"})).await["message"],
        "no player nobody"
    );
    bob.send(json!({"type": "chat", "text": "spam"})).await;
    // Dan hears both; ann only dan (the broadcast keeps their order).
    assert_eq!(chat(&mut dan).await["text"], "spam");
    dan.send(json!({"type": "chat", "text": "hello"})).await;
    assert_eq!(chat(&mut dan).await["text"], "hello");
    let heard = chat(&mut ann).await;
    assert_eq!(
        (&heard["from"], &heard["text"]),
        (&json!("dan"), &json!("hello"))
    );
    // Kept in the account: a new socket's history leaves bob out too.
    let (_again, history) = in_lobby(&app, &ann_cookie).await;
    let from: Vec<&Value> = history["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["from"])
        .collect();
    assert_eq!(from, [&json!("dan")]);
    // Unmuted, bob is heard again.
    ann.send(json!({"type": "mute", "name": "bob", "on": false}))
        .await;
    assert_eq!(
        chat(&mut ann).await,
        json!({"type": "muted", "name": "bob", "on": false})
    );
    bob.send(json!({"type": "chat", "text": "sorry"})).await;
    let heard = chat(&mut ann).await;
    assert_eq!(
        (&heard["from"], &heard["text"]),
        (&json!("bob"), &json!("sorry"))
    );
    app.stop().await;
}

#[tokio::test]
async fn a_report_lands_with_its_context_and_a_guest_reads_but_cannot_write() {
    let database = temp_db("chat-report").await;
    let app = TestApp::spawn(database.clone()).await;
    let (_ann, ann_cookie) = app.user("ann").await;
    let (_bob, bob_cookie) = app.user("bob").await;
    let (mut ann, _) = in_lobby(&app, &ann_cookie).await;
    let (mut bob, _) = in_lobby(&app, &bob_cookie).await;
    ann.send(json!({"type": "chat", "text": "hi bob"})).await;
    chat(&mut ann).await;
    chat(&mut bob).await;
    bob.send(json!({"type": "chat", "text": "something rude"}))
        .await;
    let rude = chat(&mut ann).await;
    ann.send(json!({"type": "report", "message": rude["id"]}))
        .await;
    assert_eq!(
        chat(&mut ann).await,
        json!({"type": "reported", "message": rude["id"]})
    );
    let error = refused(&mut ann, json!({"type": "report", "message": 999_999})).await;
    assert_eq!(error["message"], "no chat message 999999");

    let store = dominoes_server::Store::connect(&database)
        .await
        .expect("the database");
    let reports = store.chat_reports(10).await.expect("reports");
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].reporter, "ann");
    let context = &reports[0].context;
    assert_eq!(context["message"]["text"], "something rude");
    assert_eq!(context["message"]["from"], "bob");
    assert_eq!(
        context["message"]["table"],
        Value::Null,
        "said in the lobby"
    );
    assert_eq!(context["before"][0]["text"], "hi bob");

    // A guest reads the lobby's chat but may not write in it.
    let guest = TestPlayer::guest(&app).await;
    let (mut guest, history) = in_lobby(&app, &guest.cookie).await;
    assert_eq!(history["messages"].as_array().unwrap().len(), 2);
    let error = refused(&mut guest, json!({"type": "chat", "text": "hello"})).await;
    assert_eq!(error["code"], "guest_chat");
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("guests can read the chat but not write")
    );
    // ... and may report what they read.
    guest
        .send(json!({"type": "report", "message": rude["id"]}))
        .await;
    assert_eq!(
        chat(&mut guest).await,
        json!({"type": "reported", "message": rude["id"]})
    );
    app.stop().await;
}

#[tokio::test]
async fn the_room_shows_who_is_online_with_ratings_and_a_player_page_says_so() {
    let app = TestApp::spawn(temp_db("chat-online").await).await;
    let (ann, _) = app.user("ann").await;
    let (_bob, _) = app.user("bob").await;
    let (_away, _) = app.user_away("carl").await;
    let (status, online) = app.get(&ann, "/api/online").await;
    assert_eq!(status, 200, "{online}");
    assert_eq!(online["count"], 2);
    assert_eq!(online["live"], 0);
    let names: Vec<&Value> = online["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["name"])
        .collect();
    assert_eq!(names, [&json!("ann"), &json!("bob")]);
    assert_eq!(
        online["players"][0]["rating"],
        Value::Null,
        "no rated game yet"
    );
    assert_eq!(app.get(&ann, "/api/players/bob").await.1["online"], true);
    assert_eq!(app.get(&ann, "/api/players/carl").await.1["online"], false);
    app.stop().await;
}

#[tokio::test]
async fn a_table_may_keep_watchers_chat_from_its_players_who_still_talk_to_each_other() {
    let app = TestApp::spawn(temp_db("chat-apart").await).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let table = app
        .people_table(&ann, &bob, json!({"minutes": 4, "watchers_apart": true}))
        .await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    // Both have opened the table once each has its first update, whose
    // settings say that the watchers are kept apart.
    let update = ann_socket.update().await;
    assert_eq!(update["settings"]["watchers_apart"], true, "{update}");
    bob_socket.update().await;
    ann_socket
        .send(json!({"type": "chat", "table": table, "text": "good luck"}))
        .await;
    let heard = chat(&mut bob_socket).await;
    assert_eq!(
        (&heard["text"], &heard["watcher"]),
        (&json!("good luck"), &json!(false))
    );
    assert_eq!(chat(&mut ann_socket).await["text"], "good luck");

    // A watcher talks: other watchers hear it, the two players do not.
    let (_, carl_cookie) = app.user("carl").await;
    let (_, dora_cookie) = app.user("dora").await;
    let mut carl_socket = app.watching(&carl_cookie, table).await;
    let mut dora_socket = app.watching(&dora_cookie, table).await;
    carl_socket.update().await;
    dora_socket.update().await;
    carl_socket
        .send(json!({"type": "chat", "table": table, "text": "play the 5-5"}))
        .await;
    for socket in [&mut carl_socket, &mut dora_socket] {
        let said = chat(socket).await;
        assert_eq!(
            (&said["text"], &said["watcher"]),
            (&json!("play the 5-5"), &json!(true)),
            "{said}"
        );
    }
    // The players' next chat frame is bob's answer, not the watcher's tip;
    // the watchers hear bob too.
    bob_socket
        .send(json!({"type": "chat", "table": table, "text": "thanks"}))
        .await;
    for socket in [
        &mut ann_socket,
        &mut bob_socket,
        &mut carl_socket,
        &mut dora_socket,
    ] {
        let said = chat(socket).await;
        assert_eq!(
            (&said["from"], &said["text"]),
            (&json!("bob"), &json!("thanks"))
        );
    }
    // Nor is the tip in a player's history; a watcher's has all three.
    let texts = |history: &Value| -> Vec<String> {
        history["messages"]
            .as_array()
            .expect("messages")
            .iter()
            .map(|m| m["text"].as_str().unwrap().to_owned())
            .collect()
    };
    ann_socket
        .send(json!({"type": "chat_history", "table": table}))
        .await;
    assert_eq!(texts(&chat(&mut ann_socket).await), ["good luck", "thanks"]);
    dora_socket
        .send(json!({"type": "chat_history", "table": table}))
        .await;
    assert_eq!(
        texts(&chat(&mut dora_socket).await),
        ["good luck", "play the 5-5", "thanks"]
    );

    // Without the option, the players hear a watcher, marked as one.
    let (erin, erin_cookie) = app.user("erin").await;
    let (fred, _) = app.user("fred").await;
    let open_table = app.people_table(&erin, &fred, json!({"minutes": 4})).await;
    let mut erin_socket = app.watching(&erin_cookie, open_table).await;
    let mut carl_there = app.watching(&carl_cookie, open_table).await;
    let update = erin_socket.update().await;
    assert_eq!(update["settings"].get("watchers_apart"), None, "{update}");
    carl_there.update().await;
    carl_there
        .send(json!({"type": "chat", "table": open_table, "text": "hello"}))
        .await;
    let heard = chat(&mut erin_socket).await;
    assert_eq!(
        (&heard["from"], &heard["text"], &heard["watcher"]),
        (&json!("carl"), &json!("hello"), &json!(true))
    );
    // Not a flag of another type.
    let (status, _) = app
        .post(
            &ann,
            "/api/tables",
            json!({"opponent": "person", "minutes": 4, "watchers_apart": "yes"}),
        )
        .await;
    assert_eq!(status, 400);
    app.stop().await;
}
