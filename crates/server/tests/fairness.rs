//! Provably fair deals as a player sees them (docs/fairness.md): the
//! commitment before any tile, the seed taken with the first pick, the
//! reveal at the hand's end, a restart that keeps the commitment, and a
//! record `dominoes verify` accepts.

mod common;

use common::{TestApp, temp_db};
use dominoes_rules::fairness::{self, parse_hex32};
use serde_json::{Value, json};

/// A guest's table against the Easy bot; returns the client, cookie and table.
async fn bot_table(app: &TestApp) -> (reqwest::Client, String, i64) {
    let client = TestApp::client();
    let response = client
        .post(app.url("/api/guest"))
        .json(&json!({}))
        .send()
        .await
        .expect("a response");
    let cookie = common::session_cookie(&response);
    let (status, created) = app
        .post(
            &client,
            "/api/tables",
            json!({"draw": 7, "target": 50, "minutes": null, "opponent": "easy"}),
        )
        .await;
    assert_eq!(status, 200, "{created}");
    (client, cookie, created["table"].as_i64().expect("a table"))
}

#[tokio::test]
async fn a_hand_is_committed_before_any_tile_and_revealed_at_its_end() {
    let app = TestApp::spawn(temp_db("fair-commit").await).await;
    let (_, cookie, table) = bot_table(&app).await;
    let mut socket = app.watching(&cookie, table).await;
    let first = socket.update().await;
    let commitment = first["fairness"]["commitment"].clone();
    assert_eq!(commitment.as_str().map(str::len), Some(64), "{first}");
    assert_eq!(first["fairness"]["hand_counter"], 0);
    assert_eq!(
        first["fairness"]["seeded"],
        json!([false, true]),
        "the bot seeds at once"
    );
    assert_eq!(
        first["state"]["hand"],
        json!([]),
        "no tile before the seeds"
    );
    assert!(first["fairness"].get("server_seed").is_none());

    socket
        .send(json!({"type": "auto_pick", "table": table, "seed": "my own seed"}))
        .await;
    let mut update = socket.update().await;
    assert_eq!(update["fairness"]["seeded"], json!([true, true]));
    assert_eq!(update["fairness"]["commitment"], commitment);
    assert_eq!(update["state"]["hand"].as_array().map(Vec::len), Some(7));
    assert!(
        update["fairness"].get("client_seeds").is_none(),
        "no seed is shown while the hand is live"
    );
    // Play the first legal move until the hand ends.
    while update["hand_end"].is_null() && update["status"] == "live" {
        if update["turn"] == 0 && update["legal"].as_array().is_some_and(|l| !l.is_empty()) {
            let version = update["version"].clone();
            let mv = update["legal"][0].clone();
            socket
                .send(json!({"type": "act", "table": table, "version": version, "move": mv}))
                .await;
        }
        update = socket.update().await;
    }
    let revealed = &update["fairness"];
    let seed = parse_hex32(revealed["server_seed"].as_str().expect("revealed")).expect("hex");
    assert_eq!(json!(fairness::commitment(&seed)), commitment);
    assert_eq!(revealed["client_seeds"][0], "my own seed");
    assert_eq!(
        revealed["client_seeds"][1].as_str().map(str::len),
        Some(32),
        "the bot's seed: 16 random bytes in hex"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_bad_seed_is_refused_and_changes_nothing() {
    let app = TestApp::spawn(temp_db("fair-bad-seed").await).await;
    let (_, cookie, table) = bot_table(&app).await;
    let mut socket = app.watching(&cookie, table).await;
    socket.update().await;
    for seed in [json!("x".repeat(129)), json!("a\u{7}b")] {
        socket
            .send(json!({"type": "pick", "table": table, "seed": seed}))
            .await;
        let error = socket.error().await;
        assert_eq!(error["code"], "bad_seed", "{error}");
    }
    socket
        .send(json!({"type": "pick", "table": table, "seed": 12}))
        .await;
    assert_eq!(socket.error().await["code"], "bad_message");
    let mut again = app.watching(&cookie, table).await;
    let update = again.update().await;
    assert_eq!(update["fairness"]["seeded"], json!([false, true]));
    assert_eq!(
        update["picking"]["picked"],
        json!([0, 7]),
        "nothing was picked"
    );
    app.stop().await;
}

/// The record of `table`, once its game is over.
async fn record(app: &TestApp, client: &reqwest::Client, table: i64) -> Value {
    let (status, record) = app.get(client, &format!("/api/games/{table}/record")).await;
    assert_eq!(status, 200, "{record}");
    record
}

#[tokio::test]
async fn a_restart_keeps_a_committed_hand_and_its_record_verifies() {
    let database = temp_db("fair-restart").await;
    let app = TestApp::spawn(database.clone()).await;
    let (client, cookie, table) = bot_table(&app).await;
    let commitment =
        app.watching(&cookie, table).await.update().await["fairness"]["commitment"].clone();
    app.stop().await;

    let app = TestApp::spawn(database).await;
    let mut socket = app.watching(&cookie, table).await;
    let update = socket.update().await;
    assert_eq!(
        update["fairness"]["commitment"], commitment,
        "the same commitment"
    );
    assert_eq!(update["fairness"]["seeded"], json!([false, true]));
    socket
        .send(json!({"type": "auto_pick", "table": table, "seed": "after the restart"}))
        .await;
    while socket.update().await["fairness"]["seeded"] != json!([true, true]) {}
    socket.send(json!({"type": "resign", "table": table})).await;
    while socket.update().await["status"] != "over" {}
    let record = record(&app, &client, table).await;
    let hand = &record["hands"][0];
    assert_eq!(hand["commitment"], commitment);
    assert_eq!(hand["client_seeds"][0], "after the restart");
    assert_eq!(hand["hand_counter"], 0);
    let checked = fairness::verify(&record.to_string()).expect("the record verifies");
    assert_eq!((checked.verified, checked.unverifiable), (1, 0));
    // A changed client seed no longer gives the deal.
    let mut forged = record.clone();
    forged["hands"][0]["client_seeds"][0] = json!("after the restart!");
    assert!(fairness::verify(&forged.to_string()).is_err());
    app.stop().await;
}

/// A whole game against the computer, every hand seeded by the player's
/// picks: its record verifies hand by hand. With `DOMINOES_WRITE_FAIR_EXAMPLE`
/// set, the record is saved as examples/fair-game.json (the CLI's tests
/// check `dominoes verify` against that record of the room's).
#[tokio::test]
async fn a_whole_game_against_the_computer_verifies_hand_by_hand() {
    let app = TestApp::spawn(temp_db("fair-game").await).await;
    let (client, cookie, table) = bot_table(&app).await;
    let mut socket = app.watching(&cookie, table).await;
    let mut update = socket.update().await;
    let mut seeded_hand = None;
    while update["status"] != "over" {
        let hand = update["state"]["hand_number"].as_u64();
        if update.get("picking").is_some() && seeded_hand != hand {
            seeded_hand = hand;
            let seed = format!("player seed {}", hand.unwrap_or(0));
            socket
                .send(json!({"type": "auto_pick", "table": table, "seed": seed}))
                .await;
        } else if !update["hand_end"].is_null() {
            socket.send(json!({"type": "next", "table": table})).await;
        } else if update["turn"] == 0 && update["legal"].as_array().is_some_and(|l| !l.is_empty()) {
            let (version, mv) = (update["version"].clone(), update["legal"][0].clone());
            socket
                .send(json!({"type": "act", "table": table, "version": version, "move": mv}))
                .await;
        }
        update = socket.update().await;
    }
    let record = record(&app, &client, table).await;
    let checked = fairness::verify(&record.to_string()).expect("the record verifies");
    let hands = record["hands"].as_array().expect("hands").len();
    assert_eq!((checked.verified, checked.unverifiable), (hands, 0));
    for (number, hand) in record["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .enumerate()
    {
        assert_eq!(hand["client_seeds"][0], format!("player seed {number}"));
    }
    if std::env::var_os("DOMINOES_WRITE_FAIR_EXAMPLE").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/fair-game.json");
        let text = serde_json::to_string_pretty(&record).expect("JSON");
        std::fs::write(path, text + "\n").expect("the example is written");
    }
    app.stop().await;
}

#[tokio::test]
async fn a_game_resigned_before_its_first_deal_ends_with_nothing_dealt() {
    let app = TestApp::spawn(temp_db("fair-resign-early").await).await;
    let (client, cookie, table) = bot_table(&app).await;
    let mut socket = app.watching(&cookie, table).await;
    assert!(socket.update().await.get("picking").is_some());
    socket.send(json!({"type": "resign", "table": table})).await;
    let mut update = socket.update().await;
    while update["status"] != "over" {
        update = socket.update().await;
    }
    assert!(
        update.get("picking").is_none(),
        "no pick phase after the end: {update}"
    );
    assert!(
        update.get("fairness").is_none(),
        "nothing was dealt: {update}"
    );
    let (status, _) = app
        .get(&client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 404, "no hand to show");
    // The player's page says so, rather than offering a replay that 404s.
    let (_, me) = app.get(&client, "/api/me").await;
    let name = me["name"].as_str().expect("a name").to_owned();
    let (_, page) = app.get(&client, &format!("/api/players/{name}")).await;
    assert_eq!(page["games"][0]["id"], table);
    assert_eq!(page["games"][0]["hands"], 0);
    app.stop().await;
}
