//! Every error, whichever layer makes it (routing, extractors, body
//! limits, the socket), keeps docs/protocol.md's contract: JSON
//! `{"error": ...}` with the documented status, and nothing changed.

mod common;

use common::TestApp;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest, http::HeaderValue};

/// Sends a raw request and returns the status and the body as JSON
/// (`Null` if it is not JSON, which every assertion below then rejects).
async fn raw(
    app: &TestApp,
    client: &reqwest::Client,
    method: reqwest::Method,
    path: &str,
    content_type: Option<&str>,
    body: &str,
) -> (u16, Value) {
    let mut request = client.request(method, app.url(path)).body(body.to_owned());
    if let Some(kind) = content_type {
        request = request.header("content-type", kind);
    }
    let response = request.send().await.expect("a response");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// A sentence for developers and a code for clients to say in their
/// person's language (docs/protocol.md).
fn is_error(body: &Value) -> bool {
    body["error"].as_str().is_some_and(|e| !e.is_empty())
        && body["code"].as_str().is_some_and(|c| {
            !c.is_empty() && c.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        })
}

fn check(case: &str, expected: u16, (status, body): (u16, Value)) {
    assert_eq!(status, expected, "{case}: {body}");
    assert!(is_error(&body), "{case}: {body}");
}

#[tokio::test]
async fn every_refusal_is_json_with_the_documented_status() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    let (get, post, delete) = (
        reqwest::Method::GET,
        reqwest::Method::POST,
        reqwest::Method::DELETE,
    );
    let json_type = Some("application/json");
    let tables = "/api/tables";
    check(
        "a body of the wrong type",
        400,
        raw(
            &app,
            &client,
            post.clone(),
            tables,
            json_type,
            r#"{"opponent": 5}"#,
        )
        .await,
    );
    check(
        "a body that is not JSON",
        400,
        raw(&app, &client, post.clone(), tables, json_type, "{not json").await,
    );
    check(
        "a body without a JSON content type",
        415,
        raw(
            &app,
            &client,
            post.clone(),
            tables,
            Some("text/plain"),
            "{}",
        )
        .await,
    );
    let huge = format!(r#"{{"opponent": "{}"}}"#, "x".repeat(100_000));
    check(
        "a body over the size limit",
        413,
        raw(&app, &client, post.clone(), tables, json_type, &huge).await,
    );
    check(
        "an id that is not a number",
        400,
        raw(
            &app,
            &client,
            post.clone(),
            "/api/tables/abc/join",
            json_type,
            "{}",
        )
        .await,
    );
    check(
        "a route that does not exist",
        404,
        raw(&app, &client, get, "/api/nothing/here", None, "").await,
    );
    check(
        "a method the route does not take",
        405,
        raw(&app, &client, delete, "/api/me", None, "").await,
    );
    check(
        "a wager against the computer",
        400,
        app.post(&client, tables, json!({"opponent": "easy", "wager": 10}))
            .await,
    );
    // Nothing was opened by any of them.
    let (_, mine) = app.get(&client, "/api/tables/mine").await;
    assert_eq!(mine["tables"], json!([]));
    app.stop().await;
}

#[tokio::test]
async fn a_socket_request_that_is_not_a_socket_is_answered_in_json() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    let (status, body) = app.get(&client, "/ws").await;
    assert!((400..500).contains(&status), "{status}");
    assert!(is_error(&body), "{body}");
    app.stop().await;
}

#[tokio::test]
async fn a_message_over_8_kib_is_closed_with_code_1009() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (_, cookie) = app.user("ann").await;
    let mut socket = app.socket(&cookie).await;
    let big = json!({"type": "lobby", "padding": "x".repeat(9 * 1024)});
    socket.send(big).await;
    loop {
        let frame = socket.0.next().await.expect("a frame").expect("readable");
        if let tungstenite::Message::Close(close) = frame {
            let close = close.expect("a close frame with a code");
            assert_eq!(u16::from(close.code), 1009);
            break;
        }
    }
    app.stop().await;
}

/// Browsers always send an Origin; a client without one is not a browser
/// (a bot, the load test) and cannot carry a visitor's cookie from another
/// site, so it is let in (docs/protocol.md).
#[tokio::test]
async fn a_socket_without_an_origin_is_let_in_and_a_foreign_origin_is_not() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (_, cookie) = app.user("ann").await;
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "lobby"})).await;
    assert_eq!(socket.receive().await["type"], "lobby");
    let mut request = format!("ws://{}/ws", app.address)
        .into_client_request()
        .expect("a request");
    let headers = request.headers_mut();
    headers.insert("cookie", HeaderValue::from_str(&cookie).expect("a header"));
    headers.insert("origin", HeaderValue::from_static("https://evil.example"));
    let refused = tokio_tungstenite::connect_async(request).await;
    let Err(tungstenite::Error::Http(response)) = refused else {
        panic!("a foreign origin was let in");
    };
    assert_eq!(response.status(), 403);
    let body: Value = serde_json::from_slice(response.body().as_deref().unwrap_or_default())
        .unwrap_or(Value::Null);
    assert!(is_error(&body), "{body}");
    let _ = socket.0.close(None).await;
    app.stop().await;
}

/// A JSON array holding an object's values is not that object: refused
/// whole, and nothing is made of it (the auditors' bodies, verbatim).
#[tokio::test]
async fn a_body_in_array_form_is_refused_and_changes_nothing() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    let post = reqwest::Method::POST;
    let json_type = Some("application/json");
    for (path, body) in [
        ("/api/tables", r#"[7,150,4,"person",0]"#),
        ("/api/register", r#"["carl1","correct horse","owl"]"#),
        ("/api/login", r#"["ann","long enough"]"#),
        ("/api/players/ann/invite", "[1]"),
        ("/api/pairing", "[[7],[150],[4],0,0]"),
        ("/api/tables/1/undo", "[3]"),
    ] {
        let (status, answer) = raw(&app, &client, post.clone(), path, json_type, body).await;
        assert_eq!(status, 400, "{path}: {answer}");
        assert_eq!(answer["error"], "a body is a JSON object", "{path}");
    }
    let (_, mine) = app.get(&client, "/api/tables/mine").await;
    assert_eq!(mine["tables"], json!([]), "no table was opened");
    let (status, _) = app
        .post(
            &TestApp::client(),
            "/api/login",
            json!({"name": "carl1", "password": "correct horse"}),
        )
        .await;
    assert_eq!(status, 401, "no account was made");
    app.stop().await;
}

/// The routes whose body is `{}` keep the rules of every body: JSON, an
/// object, no field they do not take, at most 16 KiB; also on a node of
/// several, where a table's route reads the body first, to forward it to
/// the table's node if need be.
#[tokio::test]
async fn a_route_that_takes_no_fields_refuses_any_other_body() {
    let db = common::temp_db("bodies").await;
    let alone = TestApp::spawn(":memory:".into()).await;
    let node = TestApp::spawn_config(dominoes_server::Config {
        database: db.database(),
        cluster: true,
        ..Default::default()
    })
    .await;
    for app in [alone, node] {
        refuses_any_other_body(app).await;
    }
}

async fn refuses_any_other_body(app: TestApp) {
    let (client, _) = app.user("ann").await;
    let post = reqwest::Method::POST;
    let json_type = Some("application/json");
    let big = format!(r#"{{"x": "{}"}}"#, "x".repeat(20_000));
    for path in [
        "/api/logout",
        "/api/pairing/cancel",
        "/api/guest",
        "/api/tables/1/leave",
        "/api/tables/1/hint",
    ] {
        for (case, kind, body, expected) in [
            ("text/plain", Some("text/plain"), "{}", 415),
            ("no content type", None, "{}", 415),
            ("not JSON", json_type, "bye", 400),
            ("empty", json_type, "", 400),
            ("an array", json_type, "[]", 400),
            ("a field", json_type, r#"{"now": true}"#, 400),
            ("20,000 bytes", json_type, big.as_str(), 413),
        ] {
            check(
                &format!("{path}, {case}"),
                expected,
                raw(&app, &client, post.clone(), path, kind, body).await,
            );
        }
    }
    let (status, me) = app.get(&client, "/api/me").await;
    assert_eq!(status, 200, "still signed in: {me}");
    let (status, _) = app.post(&client, "/api/logout", json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(app.get(&client, "/api/me").await.0, 401);
    app.stop().await;
}

#[tokio::test]
async fn a_negative_id_is_not_a_whole_number_and_a_missing_field_is_named_in_a_sentence() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    for path in [
        "/api/games/-1/record",
        "/api/games/-5/replay",
        "/api/games/-1/review",
    ] {
        let (status, body) = app.get(&client, path).await;
        assert_eq!(
            (status, &body["error"]),
            (400, &json!("an id is a whole number")),
            "{path}"
        );
    }
    let (status, body) = app.post(&client, "/api/tables/-1/join", json!({})).await;
    assert_eq!(
        (status, &body["error"]),
        (400, &json!("an id is a whole number"))
    );
    let (status, body) = app.get(&client, "/api/games/0/replay").await;
    assert_eq!(
        (status, &body["error"]),
        (404, &json!("no game 0")),
        "0 is a whole number"
    );
    let (status, body) = app
        .post(
            &client,
            "/api/pairing",
            json!({"draws": [7], "minutes": [4], "wager_min": 0, "wager_max": 0}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(
        body["error"],
        "the body does not fit this route: missing field `targets`"
    );
    app.stop().await;
}
