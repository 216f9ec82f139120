//! A private table's link carries its key (docs/protocol.md, "Private
//! tables"): without it, a private table is to anyone but its players a
//! table that does not exist, over HTTP and over the socket, and its game's
//! record, replay and review are its players' only.

mod common;

use common::{Notice, TestApp, temp_db};
use serde_json::{Value, json};

/// What a socket is answered when it opens `table` with `key`.
async fn open(app: &TestApp, cookie: &str, table: i64, key: Option<&str>) -> Value {
    let mut socket = app.socket(cookie).await;
    let mut message = json!({"type": "open", "table": table});
    if let Some(key) = key {
        message["key"] = json!(key);
    }
    socket.send(message).await;
    socket.receive().await
}

#[tokio::test]
async fn a_private_table_is_found_only_by_its_players_and_its_key() {
    let app = TestApp::spawn(temp_db("private-key").await).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let (mallory, mallory_cookie) = app.user("mallory").await;
    let (_, cy_cookie) = app.user("cyd").await;
    let (table, key) = app.private_table(&ann, json!({"minutes": 4})).await;
    assert_eq!(key.len(), 32, "128 bits as hex: {key}");
    assert!(key.bytes().all(|b| b.is_ascii_hexdigit()), "{key}");
    // Mallory's own table is the next id: the one before is ann's.
    let (_, own) = app
        .post(
            &mallory,
            "/api/tables",
            json!({"opponent": "person", "minutes": 4}),
        )
        .await;
    assert_eq!(own["table"].as_i64(), Some(table + 1), "{own}");
    assert_eq!(own.get("key"), None, "a public table has no key: {own}");

    nothing_finds_it_without_its_key(&app, table, &mallory, &mallory_cookie).await;
    let (_, mine) = app.get(&ann, "/api/tables/mine").await;
    assert_eq!(
        mine["tables"][0]["key"],
        json!(key),
        "the host's list has the link's key"
    );

    // The host needs no key, and is given it for the link.
    let mut host = app.watching(&ann_cookie, table).await;
    let update = host.update().await;
    assert_eq!(update.get("watching"), None, "{update}");
    assert_eq!(update["key"], json!(key), "{update}");
    // The friend with the key takes the seat.
    app.join_with_key(&bob, table, &key).await;
    host.next_of::<Notice>("started").await;
    // A player opens it without the key; a third person with it watches,
    // and is not shown the key again; without it, still nothing.
    let seated = open(&app, &bob_cookie, table, None).await;
    assert_eq!(
        (seated["type"].as_str(), seated["seat"].as_u64()),
        (Some("table"), Some(1))
    );
    let watched = open(&app, &cy_cookie, table, Some(&key.to_uppercase())).await;
    assert_eq!(watched["watching"], true, "{watched}");
    assert_eq!(watched.get("key"), None, "{watched}");
    assert_eq!(
        open(&app, &mallory_cookie, table, None).await["code"],
        "no_table"
    );
    let mut strangers = app.socket(&mallory_cookie).await;
    strangers
        .send(json!({"type": "resign", "table": table}))
        .await;
    assert_eq!(strangers.error().await["code"], "no_table", "nor may act");

    // Over: the game's record, replay and review are its players' only.
    host.send(json!({"type": "resign", "table": table})).await;
    loop {
        if host.update().await["status"] == "over" {
            break;
        }
    }
    only_its_players_see_the_game(&app, table, [&ann, &bob], &mallory).await;
    app.stop().await;
}

/// Without the key (or with a wrong one), every route and the socket
/// answer as for a table that does not exist.
async fn nothing_finds_it_without_its_key(
    app: &TestApp,
    table: i64,
    mallory: &reqwest::Client,
    mallory_cookie: &str,
) {
    let missing = 999_999;
    let wrong = "0".repeat(32);
    for (path, body) in [
        ("join", json!({})),
        ("join", json!({"key": wrong})),
        ("join", json!({"key": "short"})),
        ("leave", json!({})),
        ("hint", json!({})),
        ("undo", json!({"version": 0})),
    ] {
        let (status, answer) = app
            .post(
                mallory,
                &format!("/api/tables/{table}/{path}"),
                body.clone(),
            )
            .await;
        let (_, none) = app
            .post(mallory, &format!("/api/tables/{missing}/{path}"), body)
            .await;
        assert_eq!(status, 404, "{path}: {answer}");
        assert_eq!(
            answer["error"],
            none["error"]
                .as_str()
                .expect("an error")
                .replace(&missing.to_string(), &table.to_string()),
            "{path}: as for no table"
        );
    }
    let (status, answer) = app
        .post(mallory, "/api/players/bob/invite", json!({"table": table}))
        .await;
    assert_eq!(
        (status, &answer["error"]),
        (404, &json!(format!("no table {table}")))
    );
    for given in [None, Some(wrong.as_str())] {
        let refused = open(app, mallory_cookie, table, given).await;
        let nothing = open(app, mallory_cookie, missing, given).await;
        assert_eq!(refused, nothing, "the socket says what it says of no table");
        assert_eq!(refused["code"], "no_table", "{refused}");
    }
}

/// A private game's record, replay and review: its players' only (a
/// stranger, a visitor and any other player are told there is no such
/// game).
async fn only_its_players_see_the_game(
    app: &TestApp,
    table: i64,
    players: [&reqwest::Client; 2],
    mallory: &reqwest::Client,
) {
    let [ann, bob] = players;
    let anyone = TestApp::client();
    let (cy, _) = app.user("cy-key").await;
    for route in ["record", "replay", "review?seat=0"] {
        let path = format!("/api/games/{table}/{route}");
        for (who, client) in [
            ("mallory", mallory),
            ("a visitor", &anyone),
            ("another player", &cy),
        ] {
            let (status, answer) = app.get(client, &path).await;
            assert_eq!(status, 404, "{route} for {who}: {answer}");
            assert_eq!(answer["error"], format!("no game {table}"));
        }
        for client in [ann, bob] {
            let (status, answer) = app.get(client, &path).await;
            // A game resigned before its first deal has no record: 404 too,
            // but for that reason, not for its privacy.
            assert_ne!(
                answer["error"],
                format!("no game {table}"),
                "{route}: {answer}"
            );
            assert!(status == 200 || status == 404, "{route}: {status} {answer}");
        }
    }
}

#[tokio::test]
async fn an_invitation_to_a_private_table_carries_its_key() {
    let app = TestApp::spawn(temp_db("private-invite").await).await;
    let (ann, _) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let mut bob_socket = app.socket(&bob_cookie).await;
    let (table, opened_key) = app.private_table(&ann, json!({"minutes": 4})).await;
    let (status, body) = app
        .post(&ann, "/api/players/bob/invite", json!({"table": table}))
        .await;
    assert_eq!(status, 200, "{body}");
    let invited: Notice = bob_socket.next_of("invited").await;
    let Notice::Invited { key, .. } = &invited else {
        panic!("an invitation: {invited:?}");
    };
    assert_eq!(key.as_deref(), Some(opened_key.as_str()), "{invited:?}");
    let (status, _) = app
        .post(&bob, &format!("/api/tables/{table}/join"), json!({}))
        .await;
    assert_eq!(status, 404, "the invitation's key is what lets bob in");
    let key = key.as_deref().expect("the invitation's key");
    app.join_with_key(&bob, table, key).await;
    app.stop().await;
}
