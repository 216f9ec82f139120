//! A process that ends: once `run` returns, nothing it started runs any
//! more, every socket was told (1001, going away), and what the tables had
//! written is in the database.

mod common;

use std::time::Duration;

use common::{TestApp, TestPlayer, temp_db};
use futures_util::StreamExt;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

/// The game is played on the real clock (the database answers from
/// another thread, which the paused clock does not wait for); the room
/// shuts down on the paused one, where time jumps ahead whenever every
/// task waits: an hour passes at once, and any task left on a timer or a
/// socket would still be counted.
#[tokio::test]
async fn a_room_that_shuts_down_leaves_nothing_running() {
    let metrics = tokio::runtime::Handle::current().metrics();
    let database = temp_db("shutdown").await;
    let app = TestApp::spawn(database.clone()).await;
    // A guest (no password to hash on another thread) plays the computer.
    let guest = TestPlayer::guest(&app).await;
    let (status, created) = app
        .post(&guest.client, "/api/tables", json!({"opponent": "easy"}))
        .await;
    assert_eq!(status, 200, "{created}");
    let table = created["table"].as_i64().expect("a table");
    let mut socket = app.watching(&guest.cookie, table).await;
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    // Two moves of ours, each answered by the bot.
    let mut moves = 0;
    let mut last = socket.update().await;
    while moves < 2 && last["status"] == "live" {
        if let Some(first) = last["legal"].as_array().and_then(|l| l.first()).cloned() {
            socket.send(json!({"type": "act", "table": table, "version": last["version"], "move": first})).await;
            moves += 1;
        }
        last = socket.update().await;
    }
    assert!(metrics.num_alive_tasks() > 0);

    tokio::time::pause();
    app.stop().await;

    // The socket was closed by the server, with a reason, not dropped.
    let close = loop {
        let next = tokio::time::timeout(Duration::from_mins(1), socket.0.next())
            .await
            .expect("the server closes the socket");
        match next {
            Some(Ok(Message::Close(frame))) => break frame,
            Some(Ok(_)) => {}
            other => panic!("a close frame, not {other:?}"),
        }
    };
    let close = close.expect("a close frame with a code");
    assert_eq!(close.code, CloseCode::Away, "{close:?}");
    drop(socket);
    drop(guest);
    // Whatever the test's own clients left (their connections' tasks) ends
    // as the server's side is gone; the runtime is left with this test.
    tokio::time::sleep(Duration::from_hours(1)).await;
    assert_eq!(
        metrics.num_alive_tasks(),
        0,
        "a task of the room outlived `run`"
    );

    // Every action the client was shown is in the database: the writer
    // committed before `run` returned.
    let shown = last["state"]["history"]
        .as_array()
        .expect("a history")
        .len();
    // The real clock again: sqlx's pool times out on the paused one.
    tokio::time::resume();
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&database.url())
        .await
        .expect("the database");
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM actions WHERE game_id = $1")
        .bind(table)
        .fetch_one(&pool)
        .await
        .expect("the actions");
    pool.close().await;
    assert!(
        usize::try_from(stored).expect("a count") >= shown,
        "stored {stored} actions, shown {shown}"
    );
}
