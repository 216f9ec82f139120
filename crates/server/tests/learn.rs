//! Learning from games: a finished game's review, and hints against the
//! computer (docs/review.md).

mod common;

use common::{GameStatus, TestApp, TestPlayer, Update, play_until};
use serde_json::json;

/// A user's table against `level` (to 50), shown on their socket.
async fn computer_table(app: &TestApp, name: &str, level: &str) -> (TestPlayer, i64) {
    let mut player = TestPlayer::sign_up(app, name).await;
    let table = player
        .opens_computer_table(app, level, json!({"target": 50}))
        .await;
    (player, table)
}

fn is_my_choice(update: &Update) -> bool {
    update.status == GameStatus::Live
        && update.picking.is_none()
        && !update.hand_over()
        && update.legal.as_ref().is_some_and(|l| l.len() > 1)
}

#[tokio::test]
async fn a_finished_game_is_reviewed_from_the_seats_view_the_same_every_time() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (rita, table) = computer_table(&app, "rita", "beginner").await;
    let (client, mut socket) = (rita.client, rita.socket);
    let review_path = format!("/api/games/{table}/review?seat=0");
    // While the game is live there is nothing to review.
    let (status, body) = app.get(&client, &review_path).await;
    assert_eq!(status, 409, "{body}");
    let last = play_until(&mut socket, table, |_| false).await;
    assert_eq!(last.status, GameStatus::Over);

    let (status, review) = app.get(&client, &review_path).await;
    assert_eq!(status, 200, "{review}");
    assert_eq!(review["game"], table);
    assert_eq!(review["seat"], 0);
    assert_eq!(review["players"][0], "rita");
    let moves = review["moves"].as_array().expect("moves");
    assert!(
        !moves.is_empty(),
        "a whole game has moves to review: {review}"
    );
    for m in moves {
        assert!(m["loss"].as_f64().expect("a loss") >= 0.0, "{m}");
        for key in ["hand", "action", "played", "best", "mark"] {
            assert!(!m[key].is_null(), "{key} in {m}");
        }
    }
    assert!(review["summary"]["accuracy"].is_number(), "{review}");
    // The library gives the same, from the downloaded record.
    let (_, record) = app
        .get(&client, &format!("/api/games/{table}/record"))
        .await;
    let local = dominoes_bots::review::review(&record.to_string(), dominoes_rules::Seat::Zero)
        .expect("the record reviews");
    assert_eq!(
        review["moves"],
        serde_json::to_value(&local.moves).expect("JSON")
    );
    assert_eq!(
        review["summary"],
        serde_json::to_value(&local.summary).expect("JSON")
    );

    // The signed-in player's own seat when none is named; anyone may name one.
    let (status, own) = app
        .get(&client, &format!("/api/games/{table}/review"))
        .await;
    assert_eq!((status, &own), (200, &review));
    let visitor = TestApp::client();
    let (status, again) = app.get(&visitor, &review_path).await;
    assert_eq!((status, &again), (200, &review));
    let (status, bot) = app
        .get(&visitor, &format!("/api/games/{table}/review?seat=1"))
        .await;
    assert_eq!(status, 200, "{bot}");
    assert_eq!(bot["seat"], 1);

    for (path, expected) in [
        (format!("/api/games/{table}/review"), 400),
        (format!("/api/games/{table}/review?seat=2"), 400),
        ("/api/games/9999/review?seat=0".to_owned(), 404),
        ("/api/games/x/review?seat=0".to_owned(), 400),
    ] {
        let (status, body) = app.get(&visitor, &path).await;
        assert_eq!(status, expected, "{path}: {body}");
        assert!(body["error"].is_string(), "{path}: {body}");
    }
    app.stop().await;
}

#[tokio::test]
async fn a_hint_against_the_computer_is_one_of_the_legal_moves_and_is_noted() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (hana, table) = computer_table(&app, "hana", "easy").await;
    let (client, mut socket) = (hana.client, hana.socket);
    let hint_path = format!("/api/tables/{table}/hint");
    let update = play_until(&mut socket, table, is_my_choice).await;
    assert_eq!(
        update.status,
        GameStatus::Live,
        "the game ended before a choice"
    );
    let (status, hint) = app.post(&client, &hint_path, json!({})).await;
    assert_eq!(status, 200, "{hint}");
    let legal = update.legal.as_ref().expect("legal moves");
    let hinted = hint["move"].as_str().expect("a move");
    assert!(legal.iter().any(|m| m == hinted), "{hint} not in {legal:?}");
    assert!(
        hint["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{hint}"
    );
    // The same view gives the same hint.
    let (_, again) = app.post(&client, &hint_path, json!({})).await;
    assert_eq!(again, hint);
    // Someone not seated gets none.
    let (stranger, _) = app.user("sam").await;
    let (status, _) = app.post(&stranger, &hint_path, json!({})).await;
    assert_eq!(status, 403);

    // The game's replay and the player's page say hints were used.
    let mv = legal[0].parse().expect("a move");
    socket
        .say(&dominoes_wire::ClientMessage::act(
            table,
            update.version,
            mv,
        ))
        .await;
    let last = play_until(&mut socket, table, |_| false).await;
    assert_eq!(last.status, GameStatus::Over);
    let (_, replay) = app
        .get(&client, &format!("/api/games/{table}/replay"))
        .await;
    assert_eq!(replay["hints"], 2);
    let (_, page) = app.get(&client, "/api/players/hana").await;
    assert_eq!(page["games"][0]["hints"], 2, "{page}");
    // Not once the game is over.
    let (status, _) = app.post(&client, &hint_path, json!({})).await;
    assert_eq!(status, 409);
    app.stop().await;
}

#[tokio::test]
async fn a_hint_at_a_table_between_people_is_refused() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, _) = app.user("ann").await;
    let (bob, _) = app.user("bob").await;
    let table = app
        .people_table(&ann, &bob, json!({"minutes": 10, "wager": 0}))
        .await;
    for client in [&ann, &bob] {
        let (status, body) = app
            .post(client, &format!("/api/tables/{table}/hint"), json!({}))
            .await;
        assert_eq!(status, 403, "{body}");
        assert_eq!(
            body["error"],
            "hints are only for games against the computer without a wager"
        );
    }
    let wagered = app
        .people_table(&ann, &bob, json!({"minutes": 10, "wager": 20}))
        .await;
    let (status, _) = app
        .post(&ann, &format!("/api/tables/{wagered}/hint"), json!({}))
        .await;
    assert_eq!(status, 403);
    app.stop().await;
}
