//! What an operator reads: `/healthz` and `/metrics`.

mod common;

use common::TestApp;
use serde_json::json;

/// The value of the sample named exactly `series` (no labels).
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .and_then(|value| value.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {series} in\n{text}"))
}

async fn metrics(app: &TestApp) -> String {
    let response = reqwest::get(app.url("/metrics")).await.expect("a response");
    assert_eq!(response.status(), 200);
    let kind = response.headers()["content-type"]
        .to_str()
        .expect("text")
        .to_owned();
    assert!(kind.starts_with("application/openmetrics-text"), "{kind}");
    response.text().await.expect("a body")
}

#[tokio::test]
async fn a_healthy_room_answers_healthz_with_ok() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (status, body) = app.get(&TestApp::client(), "/healthz").await;
    assert_eq!((status, body), (200, json!({"ok": true})));
    app.stop().await;
}

#[tokio::test]
async fn metrics_name_every_series_and_count_a_played_move() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, cookie) = app.user("mel").await;
    let (_, created) = app
        .post(&client, "/api/tables", json!({"opponent": "easy"}))
        .await;
    let table = created["table"].as_i64().expect("a table");
    let mut socket = app.watching(&cookie, table).await;
    socket
        .send(json!({"type": "auto_pick", "table": table}))
        .await;
    let mut update = socket.update().await;
    while update["legal"].as_array().is_none_or(Vec::is_empty) {
        update = socket.update().await;
    }
    let before = metrics(&app).await;
    for series in [
        "dominoes_tables ",
        "dominoes_tables_open ",
        "dominoes_sockets ",
        "dominoes_actions_total ",
        "dominoes_action_seconds_bucket{",
        "dominoes_db_write_seconds_bucket{",
        "dominoes_bots_thinking ",
    ] {
        assert!(before.contains(series), "no {series} in\n{before}");
    }
    assert!(sample(&before, "dominoes_sockets") >= 2.0, "{before}");
    let moves = update["legal"][0].clone();
    socket
        .send(json!({"type": "act", "table": table, "version": update["version"], "move": moves}))
        .await;
    let after_move = socket.update().await;
    assert_ne!(after_move["version"], update["version"]);
    let after = metrics(&app).await;
    assert!(
        sample(&after, "dominoes_actions_total") > sample(&before, "dominoes_actions_total"),
        "{after}"
    );
    assert!(
        sample(&after, "dominoes_action_seconds_count")
            > sample(&before, "dominoes_action_seconds_count"),
        "{after}"
    );
    // A refused move is counted by its code.
    socket
        .send(json!({"type": "act", "table": table, "version": update["version"], "move": moves}))
        .await;
    assert_eq!(socket.error().await["code"], "stale");
    let refused = metrics(&app).await;
    assert!(
        refused.contains("dominoes_ws_errors_total{code=\"stale\"}"),
        "{refused}"
    );
    app.stop().await;
}
