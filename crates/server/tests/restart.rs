//! What a restart brings back besides the actions: a hand's picks, and a
//! finished game with its result and rematch.

mod common;

use common::{TestApp, temp_db};
use serde_json::json;

#[tokio::test]
async fn the_picks_of_a_hand_not_yet_played_survive_a_restart() {
    let database = temp_db("picks");
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
    app.server.abort();
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
    app.server.abort();
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
    let database = temp_db("finished");
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
    app.server.abort();
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
