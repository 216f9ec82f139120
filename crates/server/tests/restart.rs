//! What a restart brings back: a game where it was, its clocks, a hand's
//! picks, and a finished game with its result and rematch.

mod common;

use common::{TestApp, play_to_the_end, temp_db};
use serde_json::{Value, json};

#[tokio::test]
async fn the_picks_of_a_hand_not_yet_played_survive_a_restart() {
    let database = temp_db("picks").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let table = app
        .people_table(&ann, &bob, json!({"minutes": 2, "draw": 7}))
        .await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    ann_socket
        .send(json!({"type": "pick", "table": table, "count": 3}))
        .await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    bob_socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut update = ann_socket.update().await;
    while update["picking"]["picked"] != json!([3, 7]) {
        update = ann_socket.update().await;
    }
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let restored = ann_socket.update().await;
    assert_eq!(restored["picking"]["picked"], json!([3, 7]), "{restored}");
    assert_eq!(restored["state"]["hand"], update["state"]["hand"]);
    // She picks the rest: play starts, and survives another restart with
    // nothing to pick again.
    ann_socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut update = ann_socket.update().await;
    while update["picking"].is_object() {
        update = ann_socket.update().await;
    }
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let restored = ann_socket.update().await;
    assert!(restored["picking"].is_null(), "{restored}");
    // Nothing was played yet: both clocks as full as a clock that has just
    // started can be (the leader's runs again).
    for clock in restored["clocks_ms"].as_array().expect("clocks") {
        let left = clock.as_u64().expect("ms");
        assert!((119_000..=120_000).contains(&left), "{restored}");
    }
    assert_eq!(restored["legal"], update["legal"]);
    app.stop().await;
}

#[tokio::test]
async fn a_finished_game_opens_after_a_restart_with_its_result_and_rematch() {
    let database = temp_db("finished").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let table = app
        .people_table(&ann, &bob, json!({"minutes": 2, "wager": 10}))
        .await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    ann_socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    ann_socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    let mut update = ann_socket.update().await;
    while update["rematch"]["wanted"] != json!([true, false]) {
        update = ann_socket.update().await;
    }
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    let reopened = bob_socket.update().await;
    assert_eq!(reopened["status"], "over", "{reopened}");
    assert_eq!(
        reopened["result"],
        json!({"winner": 1, "reason": "resign", "wager": 10})
    );
    assert_eq!(reopened["rematch"]["wanted"], json!([true, false]));
    for field in ["history", "scores", "hand_number"] {
        assert_eq!(reopened["state"][field], update["state"][field], "{field}");
    }
    // bob accepts: the rematch opens after all.
    bob_socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    let mut update = bob_socket.update().await;
    while update["rematch"]["table"].is_null() {
        update = bob_socket.update().await;
    }
    let (_, mine) = app.get(&bob, "/api/tables/mine").await;
    assert_eq!(
        mine["tables"][0]["id"], update["rematch"]["table"],
        "{mine}"
    );
    assert_eq!(app.chips(&ann).await + app.chips(&bob).await, 2000 - 20);
    app.stop().await;
}

#[tokio::test]
async fn a_game_survives_a_restart() {
    let database = temp_db("restart").await;
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
    // Wait for the bot to answer the second move, then stop the server.
    let mut latest = socket.update().await;
    while latest["legal"].as_array().is_none_or(Vec::is_empty) && latest["status"] == "live" {
        latest = socket.update().await;
    }
    assert!(
        latest["version"].as_u64() > before["version"].as_u64(),
        "the bot answered the second move: {latest}"
    );
    // The first server closes (and its tables with it) before the second
    // opens the same database.
    app.stop().await;
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
    assert_eq!(last.status, common::GameStatus::Over);
    app.stop().await;
}

#[tokio::test]
async fn a_clocked_game_between_people_survives_a_restart_with_its_clocks() {
    let database = temp_db("clocked-restart").await;
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
    // Wait until play has started, then let the leader move.
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
    let first = view["legal"][0].clone();
    sockets[leader]
        .send(json!({"type": "act", "table": table, "version": view["version"], "move": first}))
        .await;
    let mut after = sockets[leader].update().await;
    while after["version"] == view["version"] {
        after = sockets[leader].update().await;
    }
    let leader_clock = after["clocks_ms"][leader].as_u64().expect("a clock");
    // Clocks show whole milliseconds left, rounded down: any time between
    // the turn's start and the move shows. (How much is charged, to the
    // millisecond, is table::live's unit tests', on a clock they set.)
    assert!(
        leader_clock < 120_000,
        "the leader's thinking was charged: {leader_clock}"
    );
    // Stop the server, and start it again on the same database an hour
    // later, as far as anything the database remembers can tell.
    app.stop().await;
    drop(sockets);
    an_hour_passes(&database).await;
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

/// Moves every time the database at `database` holds an hour back, as if
/// the server had been down that long (instead of sleeping through it).
async fn an_hour_passes(database: &dominoes_server::Database) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&database.url())
        .await
        .expect("the database");
    for statement in [
        "UPDATE games SET created_at = created_at - 3600, updated_at = updated_at - 3600",
        "UPDATE actions SET at = at - 3600",
        "UPDATE ledger SET at = at - 3600",
    ] {
        let moved = sqlx::query(statement)
            .execute(&pool)
            .await
            .expect("times moved back");
        assert!(moved.rows_affected() > 0, "nothing to move in: {statement}");
    }
    pool.close().await;
}
