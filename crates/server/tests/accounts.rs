//! Accounts as a visitor meets them: signing up, in and out, throttled
//! passwords, and guests who play the computer and may register later.

mod common;

use common::TestApp;
use serde_json::{Value, json};

#[tokio::test]
async fn a_user_registers_signs_out_and_signs_back_in() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (client, _) = app.user("ann").await;
    let (status, me) = app.get(&client, "/api/me").await;
    assert_eq!(
        (status, me["name"].as_str(), me["chips"].as_i64()),
        (200, Some("ann"), Some(1000))
    );
    assert_eq!(app.post(&client, "/api/logout", json!({})).await.0, 200);
    assert_eq!(app.get(&client, "/api/me").await.0, 401);
    let (status, _) = app
        .post(
            &client,
            "/api/login",
            json!({"name": "ann", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(app.get(&client, "/api/me").await.0, 200);
    // The name is taken now, whatever its case.
    let (status, _) = app
        .post(
            &TestApp::client(),
            "/api/register",
            json!({"name": "ANN", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 409);
    app.stop().await;
}

#[tokio::test]
async fn wrong_passwords_are_throttled() {
    let app = TestApp::spawn(":memory:".into()).await;
    app.user("bob").await;
    let client = TestApp::client();
    let login = |password: &'static str| {
        let request = client
            .post(app.url("/api/login"))
            .json(&json!({"name": "bob", "password": password}));
        async move { request.send().await.expect("a response") }
    };
    for _ in 0..3 {
        assert_eq!(login("wrong one").await.status(), 401);
    }
    let throttled = login("long enough").await;
    assert_eq!(
        throttled.status(),
        429,
        "even the right password waits once the name is throttled here"
    );
    let retry_after: u64 = throttled.headers()["retry-after"]
        .to_str()
        .expect("text")
        .parse()
        .expect("seconds");
    assert!((1..=900).contains(&retry_after), "{retry_after}");
    let body: Value = throttled.json().await.expect("JSON");
    assert!(body["error"].is_string());
    app.stop().await;
}

#[tokio::test]
async fn a_guest_plays_the_computer_but_not_people() {
    let app = TestApp::spawn(":memory:".into()).await;
    let client = TestApp::client();
    let (status, me) = app.post(&client, "/api/guest", json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(me["guest"], true);
    let (status, _) = app
        .post(
            &client,
            "/api/tables",
            json!({"opponent": "person", "minutes": 2}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, table) = app
        .post(&client, "/api/tables", json!({"opponent": "easy"}))
        .await;
    assert_eq!(status, 200, "{table}");
    // A body that is not JSON gets the same error shape.
    let response = client
        .post(app.url("/api/tables"))
        .header("content-type", "application/json")
        .body("{bad")
        .send()
        .await
        .expect("a response");
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.expect("a JSON error");
    assert!(body["error"].is_string(), "{body}");
    for bad in [
        json!({"opponent": "easy", "draw": 8}),
        json!({"opponent": "easy", "target": 153}),
        json!({"opponent": "grandmaster"}),
        json!({"opponent": "easy", "minutes": 3}),
        json!({"opponent": "easy", "wager": 5}),
    ] {
        let (status, body) = app.post(&client, "/api/tables", bad.clone()).await;
        assert!(status == 400 || status == 409, "{bad} gave {status} {body}");
    }
    app.stop().await;
}

#[tokio::test]
async fn a_guest_who_registers_keeps_their_games() {
    let app = TestApp::spawn(":memory:".into()).await;
    let guest = TestApp::client();
    let (status, me) = app.post(&guest, "/api/guest", json!({})).await;
    assert_eq!((status, me["guest"].as_bool()), (200, Some(true)));
    let (_, created) = app
        .post(
            &guest,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null}),
        )
        .await;
    let table = created["table"].as_i64().expect("a table");
    let body = json!({"name": "zoe", "password": "long enough", "avatar": "fox"});
    let (status, registered) = app.post(&guest, "/api/register", body).await;
    assert_eq!(status, 200, "{registered}");
    assert_eq!(registered["id"], me["id"], "the same account");
    assert_eq!(
        (registered["guest"].as_bool(), registered["chips"].as_i64()),
        (Some(false), Some(1000))
    );
    let (_, mine) = app.get(&guest, "/api/tables/mine").await;
    assert_eq!(mine["tables"][0]["id"], table, "{mine}");
    assert_eq!(mine["tables"][0]["opponent"], "Easy bot");
    assert_eq!(mine["tables"][0]["computer"], true);
    // Registering again (no longer a guest) makes a new account, as ever.
    let (status, _) = app
        .post(
            &TestApp::client(),
            "/api/register",
            json!({"name": "zoe", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, 409, "the name is taken");
    app.stop().await;
}
