//! Tables from opening to the end of the game: a whole game against the
//! computer, a clock that runs out, and a host who is not in the room.

mod common;

use std::time::Duration;

use common::{TestApp, play_to_the_end};
use serde_json::json;

#[tokio::test]
async fn a_whole_game_against_the_computer_gives_a_record_that_replays() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("cara").await;
    let (_, created) = app
        .post(
            &client,
            "/api/tables",
            json!({"opponent": "easy", "target": 50}),
        )
        .await;
    let table = created["table"].as_i64().expect("a table id");
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "open", "table": table})).await;
    let last = play_to_the_end(&mut socket, table).await;
    assert_eq!(
        last.result.map(|r| r.reason),
        Some(dominoes_rules::Reason::Score)
    );
    let (status, record) = app
        .get(&client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200);
    let replay = dominoes_rules::replay(&record.to_string()).expect("the record replays");
    assert_eq!(
        replay.winner,
        last.result
            .and_then(|r| r.winner)
            .map(dominoes_rules::Seat::index)
    );
    let scores = last.state.as_ref().expect("a state").scores;
    assert_eq!(replay.scores, scores);
    app.stop().await;
}

#[tokio::test]
async fn a_player_whose_clock_runs_out_loses_the_game_and_the_wager() {
    // A clock minute of 400 ms: "1 minute per hand" runs out in 0.4 s.
    let app = TestApp::spawn_with(":memory:".into(), Duration::from_millis(400)).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let settings = json!({"minutes": 1, "wager": 30});
    let table = app.people_table(&ann, &bob, settings).await;
    let mut socket = app.watching(&ann_cookie, table).await;
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    bob_socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    // Nobody moves: the leader's clock runs out.
    let mut update = socket.update().await;
    while update["status"] != "over" {
        update = socket.update().await;
    }
    assert_eq!(update["result"]["reason"], "time");
    let loser = 1 - update["result"]["winner"].as_u64().expect("a winner");
    assert_eq!(
        update["clocks_ms"][loser as usize], 0,
        "the clock that ran out shows it: {update}"
    );
    // A message the finished table refuses is answered, not ignored.
    socket.send(json!({"type": "next", "table": table})).await;
    let refused = socket.error().await;
    assert_eq!(refused["code"], "over");
    assert_eq!(refused["message"], "the game is over");
    // The downloaded record says so too, and replays.
    let (_, record) = app.get(&ann, &format!("/api/games/{table}/record")).await;
    let replay = dominoes_rules::replay(&record.to_string()).expect("the record replays");
    assert_eq!(
        (replay.winner, replay.reason),
        (Some(1 - loser as usize), Some("time"))
    );
    assert_eq!(record["players"], json!(["ann", "bob"]));
    let (ann_chips, bob_chips) = (app.chips(&ann).await, app.chips(&bob).await);
    assert_eq!(ann_chips + bob_chips, 2000);
    assert_eq!(if loser == 0 { ann_chips } else { bob_chips }, 970);
    app.stop().await;
}

#[tokio::test]
async fn a_host_who_left_the_room_is_not_listed_cannot_be_joined_and_is_told_when_the_game_starts()
{
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, ann_cookie) = app.user_away("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let mut bob_lobby = app.socket(&bob_cookie).await;
    bob_lobby.send(json!({"type": "lobby"})).await;
    assert_eq!(bob_lobby.receive().await["tables"], json!([]));
    let settings = json!({"opponent": "person", "minutes": 1, "wager": 50});
    let (_, created) = app.post(&ann, "/api/tables", settings).await;
    let table = created["table"].as_i64().expect("a table");
    // ann has no page of the room open: her table is not offered...
    assert_eq!(app.get(&bob, "/api/tables").await.1, json!([]));
    // ...and cannot be joined, so no game (and no clock) starts without her.
    let join = format!("/api/tables/{table}/join");
    let (status, refused) = app.post(&bob, &join, json!({})).await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .is_some_and(|e| e.contains("host"))
    );
    assert_eq!((app.chips(&ann).await, app.chips(&bob).await), (1000, 1000));
    // She opens a page (not the table): the lobby offers her table again.
    let mut ann_page = app.socket(&ann_cookie).await;
    loop {
        let listed = bob_lobby.receive().await;
        if listed["tables"] != json!([]) {
            assert_eq!(listed["tables"][0]["id"], table, "{listed}");
            break;
        }
    }
    let (status, joined) = app.post(&bob, &join, json!({})).await;
    assert_eq!(status, 200, "{joined}");
    // Wherever she is, she is told the game started, and where.
    assert_eq!(
        ann_page.receive().await,
        json!({"type": "started", "table": table, "opponent": "bob"})
    );
    app.stop().await;
}
