//! The server's defences as a client meets them: headers on every page,
//! no state change from another site's page, sign-out that ends the
//! session's sockets, and throttled sign-ups.

mod common;

use common::TestApp;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite;

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = TestApp::spawn(":memory:".into()).await;
    let client = TestApp::client();
    for path in [
        "/",
        "/tutorial.json",
        "/api/me",
        "/api/leaderboard",
        "/no/such/page",
    ] {
        let response = client.get(app.url(path)).send().await.expect("a response");
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().expect("text");
        let scripts = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with("script-src"));
        assert_eq!(
            scripts,
            Some("script-src 'self' 'wasm-unsafe-eval'"),
            "no inline script, no eval, WebAssembly from the room's files: {csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "same-origin", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn a_page_of_another_site_cannot_act_for_a_visitor() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    let open = |origin: Option<&str>, referer: Option<&str>| {
        let mut request = client
            .post(app.url("/api/tables"))
            .json(&json!({"opponent": "easy"}));
        if let Some(origin) = origin {
            request = request.header("origin", origin);
        }
        if let Some(referer) = referer {
            request = request.header("referer", referer);
        }
        async move {
            let response = request.send().await.expect("a response");
            let status = response.status().as_u16();
            (
                status,
                response.json::<Value>().await.unwrap_or(Value::Null),
            )
        }
    };
    let (status, body) = open(Some("https://evil.example"), None).await;
    assert_eq!(status, 403, "{body}");
    assert!(body["error"].is_string());
    let (status, _) = open(None, Some("https://evil.example/page")).await;
    assert_eq!(status, 403, "a Referer from another site is refused too");
    let (_, mine) = app.get(&client, "/api/tables/mine").await;
    assert_eq!(mine["tables"], json!([]), "nothing was opened");
    // The room's own page, and a client that is not a browser, may.
    let own = format!("http://{}", app.address);
    assert_eq!(open(Some(&own), None).await.0, 200);
    assert_eq!(open(None, Some(&format!("{own}/#lobby"))).await.0, 200);
    assert_eq!(open(None, None).await.0, 200);
    app.stop().await;
}

/// The room's own page is the one at the host the request was sent to:
/// its listening address and `localhost` are other sites when the room is
/// reached under another name; `--allow-origin` still lets a page in.
#[tokio::test]
async fn only_the_host_reached_is_the_rooms_own_origin_and_allow_origin_adds_one() {
    let app = TestApp::spawn_config(dominoes_server::Config {
        database: ":memory:".into(),
        origins: vec!["https://friend.example".into()],
        ..Default::default()
    })
    .await;
    let (client, _) = app.user("ann").await;
    let port = app.address.port();
    let open = |host: String, origin: String| {
        let request = client
            .post(app.url("/api/tables"))
            .header("host", host)
            .header("origin", origin)
            .json(&json!({"opponent": "easy"}));
        async move { request.send().await.expect("a response").status().as_u16() }
    };
    let named = "room.example".to_owned();
    assert_eq!(open(named.clone(), format!("http://{named}")).await, 200);
    for other in [
        format!("http://127.0.0.1:{port}"),
        format!("http://localhost:{port}"),
    ] {
        assert_eq!(open(named.clone(), other.clone()).await, 403, "{other}");
    }
    let listening = format!("127.0.0.1:{port}");
    assert_eq!(
        open(listening.clone(), format!("http://localhost:{port}")).await,
        403,
        "localhost is another name"
    );
    assert_eq!(
        open(listening.clone(), format!("http://{listening}")).await,
        200
    );
    assert_eq!(open(named, "https://friend.example".into()).await, 200);
    app.stop().await;
}

#[tokio::test]
async fn signing_out_closes_that_sessions_sockets_only() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (first, first_cookie) = app.user("ann").await;
    // ann signs in again elsewhere: a second session.
    let second = TestApp::client();
    let response = second
        .post(app.url("/api/login"))
        .json(&json!({"name": "ann", "password": "long enough"}))
        .send()
        .await
        .expect("a response");
    let second_cookie = common::session_cookie(&response);
    let mut leaving = app.socket(&first_cookie).await;
    let mut staying = app.socket(&second_cookie).await;
    let (status, _) = app.post(&first, "/api/logout", json!({})).await;
    assert_eq!(status, 200);
    loop {
        let frame = leaving.0.next().await.expect("a frame").expect("readable");
        if let tungstenite::Message::Close(close) = frame {
            assert_eq!(close.expect("a reason").reason, "signed out");
            break;
        }
    }
    staying.send(json!({"type": "lobby"})).await;
    assert_eq!(staying.receive().await["type"], "lobby");
    app.stop().await;
}

#[tokio::test]
async fn sign_ups_from_one_address_are_throttled() {
    let app = TestApp::spawn(":memory:".into()).await;
    for _ in 0..30 {
        let (status, _) = app.post(&TestApp::client(), "/api/guest", json!({})).await;
        assert_eq!(status, 200);
    }
    let response = TestApp::client()
        .post(app.url("/api/guest"))
        .json(&json!({}))
        .send()
        .await
        .expect("a response");
    assert_eq!(response.status(), 429);
    let wait: u64 = response.headers()["retry-after"]
        .to_str()
        .expect("text")
        .parse()
        .expect("seconds");
    assert!((1..=600).contains(&wait), "{wait}");
    app.stop().await;
}
