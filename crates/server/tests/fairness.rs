//! Provably fair deals as a player sees them (docs/fairness.md): the
//! commitment before any tile, the seed taken with the first pick, the
//! reveal at the hand's end, a restart that keeps the commitment, and a
//! record `dominoes verify` accepts.

mod common;

use common::{GameStatus, TestApp, TestPlayer, temp_db};
use dominoes_bots::fair_play::{self, MovesCheck};
use dominoes_rules::Seat;
use dominoes_rules::fairness::{self, parse_hex32};
use serde_json::{Value, json};

/// A guest's table against the Easy bot; returns the client, cookie and table.
async fn bot_table(app: &TestApp) -> (reqwest::Client, String, i64) {
    level_table(app, "easy").await
}

/// A guest's table against the computer of `level`.
async fn level_table(app: &TestApp, level: &str) -> (reqwest::Client, String, i64) {
    let guest = TestPlayer::guest(app).await;
    let table = guest
        .opens_table(
            app,
            json!({"draw": 7, "target": 50, "minutes": null, "opponent": level}),
        )
        .await;
    (guest.client, guest.cookie, table)
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
        revealed["client_seeds"][1], "",
        "the computer adds the empty seed: nothing the server could choose after seeing ours"
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

/// A whole game against the computer of `level`, every hand seeded by the
/// player's picks ("player seed N"); returns its record.
async fn whole_game(app: &TestApp, level: &str) -> Value {
    let mut guest = TestPlayer::guest(app).await;
    let table = guest
        .opens_computer_table(
            app,
            level,
            json!({"draw": 7, "target": 50, "minutes": null}),
        )
        .await;
    let mut update = guest.next_update().await;
    let mut seeded_hand = None;
    while update.status != GameStatus::Over {
        let hand = update.hand_number();
        if update.picking.is_some() && seeded_hand != Some(hand) {
            seeded_hand = Some(hand);
            let seed = format!("player seed {hand}");
            guest.picks_the_rest(table, Some(&seed)).await;
        } else if update.hand_over() {
            guest.asks_next_hand(table).await;
        } else if update.my_turn()
            && let Some(first) = update.legal.as_ref().and_then(|l| l.first())
        {
            let mv = first.parse().expect("a legal move");
            guest.plays(table, update.version, mv).await;
        }
        update = guest.next_update().await;
    }
    record(app, &guest.client, table).await
}

/// A whole game against the Expert computer: its record verifies hand by
/// hand, the computer's seed is the empty one in every hand, and every move
/// it made is the move the published bot makes from its seat's view; any
/// other move in its place is found.
#[tokio::test]
async fn a_whole_game_against_the_computer_verifies_hand_by_hand() {
    let app = TestApp::spawn(temp_db("fair-game").await).await;
    // The deal is random: a short game may leave the computer no choice at
    // all, and then there is no other move to forge. Such a game is rare;
    // play another.
    let mut record = whole_game(&app, "expert").await;
    for _ in 0..4 {
        if computer_choice(&record).is_some() {
            break;
        }
        record = whole_game(&app, "expert").await;
    }
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
        assert_eq!(
            hand["client_seeds"][1], "",
            "the computer's seed is the empty one"
        );
        let server_seed =
            parse_hex32(hand["server_seed"].as_str().expect("revealed")).expect("hex");
        let bot_seed = fairness::to_hex(&fairness::bot_seed(&server_seed, Seat::One));
        assert_eq!(hand["bot_seeds"], json!([null, bot_seed]));
    }
    assert_eq!(
        record["bots"],
        json!([null, {"level": "expert", "version": fair_play::VERSION}])
    );
    let MovesCheck::Checked { seats, .. } =
        fair_play::check_moves(&record.to_string()).expect("the computer's moves check")
    else {
        panic!("the computer's moves were not checked");
    };
    assert_eq!((seats.len(), seats[0].seat, seats[0].unchecked), (1, 1, 0));
    let mut made = 0;
    dominoes_rules::replay_for_seat(&record, Seat::One, |_, _, _, _| made += 1)
        .expect("the record replays");
    assert!(made > 0, "the computer moved");
    assert_eq!(
        seats[0].moves, made,
        "every move of the computer's is checked"
    );
    // Any other move in the computer's place is found, where it was made.
    let (hand, action, forged) = other_computer_move(&record);
    let error =
        fair_play::check_moves(&forged.to_string()).expect_err("a move the bot would not make");
    assert_eq!(
        (error.hand, error.action),
        (Some(hand), Some(action)),
        "{}",
        error.reason
    );
    // So is a computer seed that is not the empty one.
    let mut seeded = record.clone();
    seeded["hands"][0]["client_seeds"][1] = json!("b0d1e5");
    let error = fairness::verify(&seeded.to_string()).expect_err("a computer's seed");
    assert_eq!(
        (error.hand, error.action),
        (Some(0), None),
        "{}",
        error.reason
    );
    app.stop().await;
}

/// examples/fair-game.json is a record of the room's: a game against the
/// Beginner computer (random often, so its seeds matter; quick to replay in
/// the fuzz tests). This checks a fresh one the same way the CLI's tests
/// check the example, and with `DOMINOES_WRITE_FAIR_EXAMPLE` set saves it
/// there.
#[tokio::test]
async fn a_game_against_the_beginner_computer_checks_as_the_example_does() {
    let app = TestApp::spawn(temp_db("fair-example").await).await;
    let record = whole_game(&app, "beginner").await;
    let checked = fairness::verify(&record.to_string()).expect("the record verifies");
    assert_eq!(checked.unverifiable, 0);
    assert!(matches!(
        fair_play::check_moves(&record.to_string()),
        Ok(MovesCheck::Checked { .. })
    ));
    if std::env::var_os("DOMINOES_WRITE_FAIR_EXAMPLE").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/fair-game.json");
        let text = serde_json::to_string_pretty(&record).expect("JSON");
        std::fs::write(path, text + "\n").expect("the example is written");
    }
    app.stop().await;
}

/// The computer's first move where it had another legal one: its hand, its
/// action's index and that other move.
fn computer_choice(record: &Value) -> Option<(usize, usize, String)> {
    let mut found = None;
    dominoes_rules::replay_for_seat(record, Seat::One, |view, hand, index, made| {
        if found.is_none()
            && let Some(other) = view.legal.iter().find(|m| **m != made.to_move())
        {
            found = Some((hand, index, other.to_string()));
        }
    })
    .expect("the record replays");
    found
}

/// The record cut just after the first move of the computer's that had an
/// alternative, with that alternative in its place: the hand and action
/// index, and the forged record (unfinished, so still within the rules).
fn other_computer_move(record: &Value) -> (usize, usize, Value) {
    let (hand, index, other) =
        computer_choice(record).expect("the computer had a choice at least once");
    let mut forged = record.clone();
    let hands = forged["hands"].as_array_mut().expect("hands");
    hands.truncate(hand + 1);
    let actions = hands[hand]["actions"].as_array_mut().expect("actions");
    actions.truncate(index);
    // A draw must name a tile in a record; the bot never has a choice of it.
    actions.push(json!(other));
    forged.as_object_mut().expect("object").remove("result");
    (hand, index, forged)
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
