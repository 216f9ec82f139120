//! "Play a person now" through the real server: several players searching
//! at the same moment, a cancel racing a pairing, the stakes, bad input.

mod common;

use common::{
    GameStatus, Notice, ServerMessage, Socket, TestApp, TestPlayer, play_to_the_end, temp_db,
};
use serde_json::{Value, json};

/// A registered player with a page of the room open (a socket we read):
/// their session and their socket.
async fn player(app: &TestApp, name: &str) -> (reqwest::Client, Socket) {
    let TestPlayer { client, socket, .. } = TestPlayer::sign_up(app, name).await;
    (client, socket)
}

fn wants(wager_min: u32, wager_max: u32) -> Value {
    json!({"draws": [7, 9], "targets": [150], "minutes": [4], "wager_min": wager_min, "wager_max": wager_max})
}

/// The next `paired` notice: (table, opponent).
async fn paired(socket: &mut Socket) -> (i64, String) {
    match socket.message().await {
        ServerMessage::Notice(Notice::Paired { table, opponent }) => (table, opponent),
        other => panic!("not a paired notice: {other:?}"),
    }
}

/// The player's tables waiting or being played.
async fn tables(app: &TestApp, client: &reqwest::Client) -> Vec<Value> {
    let (status, mine) = app.get(client, "/api/tables/mine").await;
    assert_eq!(status, 200);
    mine["tables"].as_array().expect("tables").clone()
}

#[tokio::test]
async fn three_at_once_make_one_pair_at_the_lowest_common_wager_and_the_third_waits() {
    let app = TestApp::spawn(temp_db("pairing-three").await).await;
    let (ann, mut ann_socket) = player(&app, "ann").await;
    let (bob, mut bob_socket) = player(&app, "bob").await;
    let (cat, mut cat_socket) = player(&app, "cat").await;
    let (a, b, c) = tokio::join!(
        app.post(&ann, "/api/pairing", wants(50, 100)),
        app.post(&bob, "/api/pairing", wants(20, 200)),
        app.post(&cat, "/api/pairing", wants(50, 60)),
    );
    for (status, body) in [a, b, c] {
        assert_eq!((status, body), (200, json!({"ok": true})));
    }
    // The actor pairs right after each search, so by now exactly one is
    // still looking: their cancel is the only one that finds a search.
    let mut told = Vec::new();
    let mut waiting = Vec::new();
    for (name, client, socket) in [
        ("ann", &ann, &mut ann_socket),
        ("bob", &bob, &mut bob_socket),
        ("cat", &cat, &mut cat_socket),
    ] {
        let (status, body) = app.post(client, "/api/pairing/cancel", json!({})).await;
        if status == 200 {
            waiting.push((name, client));
        } else {
            assert_eq!(status, 409, "{body}");
            told.push((name, client, paired(socket).await));
        }
    }
    assert_eq!((told.len(), waiting.len()), (2, 1), "one pair, one waiting");
    let (first, second) = (&told[0], &told[1]);
    assert_eq!(first.2.0, second.2.0, "the same table");
    assert_eq!(first.2.1, second.0);
    assert_eq!(second.2.1, first.0);
    let table = first.2.0;
    for (_, client, _) in &told {
        // The game started with the lowest wager both ranges hold: 50.
        let mine = tables(&app, client).await;
        assert_eq!(mine.len(), 1);
        assert_eq!(mine[0]["id"], table);
        assert_eq!(mine[0]["status"], "live");
        assert_eq!(mine[0]["wager"], 50);
        assert_eq!(mine[0]["draw"], 7);
        assert_eq!(mine[0]["target"], 150);
        assert_eq!(mine[0]["minutes"], 4);
        assert_eq!(app.chips(client).await, 950, "the stake is in escrow");
    }
    let (_, third) = waiting[0];
    assert!(tables(&app, third).await.is_empty());
    assert_eq!(app.chips(third).await, 1000);
    app.stop().await;
}

/// Both told of one table, both seated and staked 10; ann may search
/// again only once that game is over.
async fn paired_once(
    app: &TestApp,
    (ann, ann_socket): (&reqwest::Client, &mut Socket),
    (bob, bob_socket): (&reqwest::Client, &mut Socket),
    round: usize,
) {
    // Paired: both told, both seated, both staked.
    let (table, opponent) = paired(ann_socket).await;
    assert_eq!(opponent, format!("bob{round}"));
    assert_eq!(paired(bob_socket).await.0, table);
    for client in [ann, bob] {
        assert_eq!(tables(app, client).await[0]["id"], table);
        assert_eq!(app.chips(client).await, 990);
    }
    // One game from the queue at a time: ann may search again once
    // it is over.
    let (status, body) = app.post(ann, "/api/pairing", wants(0, 10)).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("finish the game"))
    );
    ann_socket
        .send(json!({"type": "open", "table": table}))
        .await;
    ann_socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    while ann_socket.next_update().await.status != GameStatus::Over {}
    let (status, _) = app.post(ann, "/api/pairing", wants(0, 10)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(ann, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_cancel_racing_a_pairing_has_exactly_one_outcome() {
    let app = TestApp::spawn(temp_db("pairing-race").await).await;
    let (mut cancelled, mut matched) = (0, 0);
    for round in 0..8 {
        let (ann, mut ann_socket) = player(&app, &format!("ann{round}")).await;
        let (bob, mut bob_socket) = player(&app, &format!("bob{round}")).await;
        let (status, _) = app.post(&ann, "/api/pairing", wants(10, 10)).await;
        assert_eq!(status, 200);
        let (cancel, search) = tokio::join!(
            app.post(&ann, "/api/pairing/cancel", json!({})),
            app.post(&bob, "/api/pairing", wants(0, 10)),
        );
        assert_eq!(search.0, 200);
        if cancel.0 == 200 {
            // Cancelled: not seated, nothing staked, bob keeps looking.
            cancelled += 1;
            assert!(tables(&app, &ann).await.is_empty());
            assert_eq!(app.chips(&ann).await, 1000);
            let (status, _) = app.post(&bob, "/api/pairing/cancel", json!({})).await;
            assert_eq!(status, 200, "bob was never paired");
            assert!(tables(&app, &bob).await.is_empty());
        } else {
            assert_eq!(cancel.0, 409, "{}", cancel.1);
            matched += 1;
            paired_once(
                &app,
                (&ann, &mut ann_socket),
                (&bob, &mut bob_socket),
                round,
            )
            .await;
        }
    }
    eprintln!("outcomes: {cancelled} cancelled, {matched} paired");
    assert_eq!(cancelled + matched, 8);
    // And a cancel just after a pairing always finds it made.
    let (ann, mut ann_socket) = player(&app, "ann8").await;
    let (bob, mut bob_socket) = player(&app, "bob8").await;
    for client in [&ann, &bob] {
        assert_eq!(app.post(client, "/api/pairing", wants(10, 10)).await.0, 200);
    }
    let (status, _) = app.post(&ann, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 409);
    paired_once(&app, (&ann, &mut ann_socket), (&bob, &mut bob_socket), 8).await;
    app.stop().await;
}

#[tokio::test]
async fn ranges_that_do_not_meet_and_players_who_left_are_never_paired() {
    let app = TestApp::spawn(temp_db("pairing-apart").await).await;
    let (ann, _ann_socket) = player(&app, "ann").await;
    let (bob, _bob_socket) = player(&app, "bob").await;
    let (status, _) = app.post(&ann, "/api/pairing", wants(0, 10)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(&bob, "/api/pairing", wants(20, 30)).await;
    assert_eq!(status, 200);
    // The actor answers in turn and looks for pairs right after each
    // search, so a cancel answered 200 after both searches proves no pair.
    for client in [&ann, &bob] {
        let (status, _) = app.post(client, "/api/pairing/cancel", json!({})).await;
        assert_eq!(status, 200);
    }
    // Closing the page ends the search: dan, who left, is not paired.
    let (dan, dan_cookie) = app.user_away("dan").await;
    let dan_socket = app.socket(&dan_cookie).await;
    let (status, _) = app.post(&dan, "/api/pairing", wants(0, 0)).await;
    assert_eq!(status, 200);
    drop(dan_socket);
    // Once the server has seen the socket close, a search needs a page.
    let mut left = false;
    for _ in 0..200 {
        let (status, body) = app.post(&dan, "/api/pairing", wants(0, 0)).await;
        if status == 409 {
            assert!(
                body["error"]
                    .as_str()
                    .is_some_and(|e| e.contains("open a page"))
            );
            left = true;
            break;
        }
        assert_eq!(status, 200);
        tokio::task::yield_now().await;
    }
    assert!(left, "the server saw dan leave");
    let (eve, _eve_socket) = player(&app, "eve").await;
    let (status, _) = app.post(&eve, "/api/pairing", wants(0, 0)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(&eve, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 200, "eve was not paired with dan, who left");
    assert!(tables(&app, &dan).await.is_empty());
    app.stop().await;
}

#[tokio::test]
async fn bad_searches_are_refused_and_change_nothing() {
    let app = TestApp::spawn(temp_db("pairing-bad").await).await;
    let (ann, _socket) = player(&app, "ann").await;
    for (body, status, says) in [
        (
            json!({"draws": [8], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws",
        ),
        (
            json!({"draws": [], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws",
        ),
        // Counted as sent: 21 items are too many even when they repeat.
        (
            json!({"draws": vec![7; 21], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws holds 1 to 20 items, not 21",
        ),
        (
            json!({"draws": [7], "targets": vec![150; 21], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "targets holds 1 to 20 items, not 21",
        ),
        (
            json!({"draws": [7], "targets": [151], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "final scores",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [3], "wager_min": 0, "wager_max": 0}),
            400,
            "minutes",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": 9, "wager_max": 1}),
            400,
            "wager_min",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": -1, "wager_max": 1}),
            400,
            "",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4]}),
            400,
            "",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0, "seats": 3}),
            400,
            "seats is 2 or 4",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0, "seats": 4}),
            400,
            "a four-seat game deals 5 tiles each: draws is [5]",
        ),
        (
            json!({"draws": [5], "targets": [150], "minutes": [4], "wager_min": 0, "wager_max": 0}),
            400,
            "draws are 7 and/or 9",
        ),
        (
            json!({"draws": [7], "targets": [150], "minutes": [4], "wager_min": 2000, "wager_max": 3000}),
            409,
            "not enough chips",
        ),
    ] {
        let (got, answer) = app.post(&ann, "/api/pairing", body.clone()).await;
        assert_eq!(got, status, "{body} -> {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| e.contains(says)),
            "{answer}"
        );
    }
    let (status, _) = app.post(&ann, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 409, "nothing was queued");
    // Guests play the computer only.
    let guest = TestPlayer::guest(&app).await;
    let (status, _) = app.post(&guest.client, "/api/pairing", wants(0, 0)).await;
    assert_eq!(status, 403);
    // Not signed in.
    let (status, _) = app
        .post(&TestApp::client(), "/api/pairing", wants(0, 0))
        .await;
    assert_eq!(status, 401);
    assert_eq!(app.chips(&ann).await, 1000);
    app.stop().await;
}

/// A search for a table of four, to 50 (a short game).
fn four_wants(wager_min: u32, wager_max: u32) -> Value {
    json!({"draws": [5], "targets": [50], "minutes": [4], "wager_min": wager_min, "wager_max": wager_max, "seats": 4})
}

#[tokio::test]
async fn four_who_ask_for_four_get_one_table_of_four_even_when_two_searches_complete_it_at_once() {
    let app = TestApp::spawn(temp_db("pairing-four").await).await;
    let mut people = Vec::new();
    for name in ["ann", "bob", "cat", "dan", "fay", "gus", "eve"] {
        let (client, socket) = player(&app, name).await;
        people.push((name, client, socket));
    }
    // eve looks for a table of two: never grouped with the others.
    let (status, _) = app.post(&people[6].1, "/api/pairing", wants(0, 100)).await;
    assert_eq!(status, 200);
    searches_that_end_before_a_group(&app, &people[5].1).await;
    // ann, bob and cat wait: three are not a table.
    for (_, client, _) in &people[..3] {
        let (status, _) = app.post(client, "/api/pairing", four_wants(20, 100)).await;
        assert_eq!(status, 200);
    }
    // dan and fay complete the group at the same instant: one of them
    // makes it, the other waits.
    let (dan, fay) = tokio::join!(
        app.post(&people[3].1, "/api/pairing", four_wants(0, 50)),
        app.post(&people[4].1, "/api/pairing", four_wants(0, 50)),
    );
    assert_eq!((dan.0, fay.0), (200, 200), "{} {}", dan.1, fay.1);
    let mut grouped = Vec::new();
    let mut waiting = Vec::new();
    for (name, client, socket) in &mut people[..5] {
        let (status, body) = app.post(client, "/api/pairing/cancel", json!({})).await;
        if status == 200 {
            waiting.push(*name);
        } else {
            assert_eq!(status, 409, "{body}");
            grouped.push((*name, client.clone(), paired(socket).await));
        }
    }
    assert_eq!(
        (grouped.len(), waiting.len()),
        (4, 1),
        "one table of four: {waiting:?}"
    );
    assert!(["dan", "fay"].contains(&waiting[0]), "{waiting:?}");
    // eve, looking for two, is still looking.
    let (status, _) = app
        .post(&people[6].1, "/api/pairing/cancel", json!({}))
        .await;
    assert_eq!(status, 200);
    let table = grouped[0].2.0;
    assert!(grouped.iter().all(|g| g.2.0 == table), "the same table");
    // The table is listed live with its four: the host (ann, who waited
    // longest) in seat 0.
    let players = live_players(&app, table).await;
    assert_eq!(players[0], "ann", "{players:?}");
    let mut seated = players.clone();
    seated.sort();
    let mut names: Vec<String> = grouped.iter().map(|g| g.0.to_owned()).collect();
    names.sort();
    assert_eq!(seated, names);
    // Each is told a person of the other team: seats 0 and 2 seat 1's
    // player, seats 1 and 3 the host.
    for (name, _, (_, opponent)) in &grouped {
        let seat = players.iter().position(|p| p == name).expect("seated");
        let expected = if seat % 2 == 0 {
            &players[1]
        } else {
            &players[0]
        };
        assert_eq!(opponent, expected, "{name} in seat {seat}");
    }
    // A game of four at the lowest wager all accept (20), to 50, running.
    for (_, client, _) in &grouped {
        let (_, mine) = app.get(client, "/api/tables/mine").await;
        let mine = mine["tables"].as_array().expect("tables").clone();
        assert_eq!(mine.len(), 1);
        assert_eq!(
            (
                mine[0]["id"].clone(),
                mine[0]["status"].clone(),
                mine[0]["draw"].clone()
            ),
            (json!(table), json!("live"), json!(5))
        );
        assert_eq!(
            (mine[0]["wager"].clone(), mine[0]["target"].clone()),
            (json!(20), json!(50))
        );
        assert_eq!(app.chips(client).await, 980, "20 staked");
        // In the game, a search is refused until it ends.
        let (status, body) = app.post(client, "/api/pairing", four_wants(0, 0)).await;
        assert_eq!(status, 409, "{body}");
    }
    // The four play it to the end over their sockets.
    let mut sockets: Vec<&mut Socket> = Vec::new();
    for (name, _, socket) in &mut people[..5] {
        if names.iter().any(|n| n == name) {
            socket.say(&dominoes_wire::ClientMessage::open(table)).await;
            sockets.push(socket);
        }
    }
    four_play_to_the_end(sockets, table).await;
    let mut total = 0;
    for (_, client, _) in &grouped {
        total += app.chips(client).await;
    }
    assert_eq!(total, 4000, "the pot of 80 paid to the winning team");
    app.stop().await;
}

/// Searches for four that end before any group: gus asks, then cancels;
/// hal asks, then closes his page (as at two, he stops looking).
async fn searches_that_end_before_a_group(app: &TestApp, gus: &reqwest::Client) {
    let (status, _) = app.post(gus, "/api/pairing", four_wants(0, 100)).await;
    assert_eq!(status, 200);
    let (status, _) = app.post(gus, "/api/pairing/cancel", json!({})).await;
    assert_eq!(status, 200, "gus was waiting alone");
    let (hal, hal_cookie) = app.user_away("hal").await;
    let hal_socket = app.socket(&hal_cookie).await;
    let (status, _) = app.post(&hal, "/api/pairing", four_wants(0, 100)).await;
    assert_eq!(status, 200);
    drop(hal_socket);
    let mut gone = false;
    for _ in 0..200 {
        let (status, _) = app.post(&hal, "/api/pairing", four_wants(0, 100)).await;
        if status == 409 {
            gone = true;
            break;
        }
        tokio::task::yield_now().await;
    }
    assert!(gone, "the server saw hal leave");
}

/// The `players` of `table`'s row in the lobby's `live` list.
async fn live_players(app: &TestApp, table: i64) -> Vec<String> {
    let (_, cookie) = app.user("watcher").await;
    let mut eye = app.socket(&cookie).await;
    eye.send(json!({"type": "lobby"})).await;
    let lobby = eye.receive().await;
    let row = lobby["live"]
        .as_array()
        .expect("live")
        .iter()
        .find(|r| r["id"] == table)
        .cloned()
        .expect("listed live");
    row["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p.as_str().expect("a name").to_owned())
        .collect()
}

/// The four seated at `table` play it to the end over their sockets.
async fn four_play_to_the_end(sockets: Vec<&mut Socket>, table: i64) {
    let Ok([a, b, c, d]) = <[&mut Socket; 4]>::try_from(sockets) else {
        panic!("four sockets");
    };
    let ends = tokio::join!(
        play_to_the_end(a, table),
        play_to_the_end(b, table),
        play_to_the_end(c, table),
        play_to_the_end(d, table),
    );
    for last in [&ends.0, &ends.1, &ends.2, &ends.3] {
        assert_eq!(last.status, GameStatus::Over);
        assert_eq!(last.players.len(), 4);
    }
}
