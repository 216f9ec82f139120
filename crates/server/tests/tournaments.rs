//! Tournaments through the real server: people register over HTTP, the
//! room seats them (a `tournament_game` notice on their socket), they play
//! their games over their sockets, and the standings, the bracket and the
//! prizes come out right, paid once, every chip accounted for.

mod common;

use std::collections::HashSet;
use std::time::Duration;

use common::{
    ErrorCode, Notice, ServerMessage, TempDb, TestApp, TestPlayer, play_to_the_end, temp_db,
};
use dominoes_wire::ClientMessage;
use serde_json::{Value, json};

/// A tournament with `format`, 5 players at most (it starts when full),
/// 100 chips to enter, short games.
fn five_of(format: &Value) -> Value {
    json!({
        "name": "Tuesday five",
        "format": format,
        "draw": 7,
        "target": 50,
        "minutes": 10,
        "entry_fee": 100,
        "split": [60, 40],
        "min_players": 3,
        "max_players": 5,
    })
}

/// Plays every game the room seats `player` at, until told the tournament
/// is over; their name and the tables they played.
async fn plays_the_tournament(mut player: TestPlayer) -> (String, Vec<i64>) {
    let mut tables = Vec::new();
    loop {
        // A player knocked out waits for the end of the rest of it.
        let text = player.socket.text_within(Duration::from_mins(5)).await;
        match ServerMessage::decode(&text).expect("a frame of the protocol") {
            // Told again (after a restart, say) of a game played already.
            ServerMessage::Notice(Notice::TournamentGame { table, .. })
                if tables.contains(&table) => {}
            ServerMessage::Notice(Notice::TournamentGame { table, .. }) => {
                player.opens(table).await;
                let last = play_to_the_end(&mut player.socket, table).await;
                assert!(last.result.is_some(), "{} finished {table}", player.name);
                assert!(last.tournament.is_some(), "{table} is a tournament's game");
                tables.push(table);
            }
            ServerMessage::Notice(Notice::TournamentEnded { status, .. }) => {
                assert_eq!(status, "over");
                return (player.name, tables);
            }
            _ => {}
        }
    }
}

/// Five players sign up and enter tournament `id`; the fifth fills it.
async fn five_enter(app: &TestApp, id: i64) -> Vec<TestPlayer> {
    let mut players = Vec::new();
    for name in ["ann", "bob", "cat", "dan", "eve"] {
        let player = TestPlayer::in_room(app, name).await;
        let (status, body) = app
            .post(
                &player.client,
                &format!("/api/tournaments/{id}/register"),
                json!({}),
            )
            .await;
        assert_eq!((status, body), (200, json!({"ok": true})), "{name} enters");
        assert_eq!(player.chips(app).await, 900, "{name}'s fee is in");
        players.push(player);
    }
    players
}

async fn audit_balances(database: &TempDb) {
    let store = dominoes_server::Store::connect(&database.database())
        .await
        .expect("the database");
    let audit = store.audit().await.expect("an audit");
    assert!(audit.balances(), "{audit:?}");
    assert_eq!(audit.tournaments, 0, "{audit:?}");
}

#[tokio::test]
async fn a_swiss_of_five_pairs_without_repeats_gives_each_a_bye_and_pays_once() {
    let database = temp_db("tournament-swiss").await;
    let app = TestApp::spawn(database.clone()).await;
    let host = TestPlayer::in_room(&app, "host").await;
    let mut new = five_of(&json!({"kind": "swiss", "rounds": 3}));
    new["min_players"] = json!(4);
    let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let players = five_enter(&app, id).await;
    let results =
        futures_util::future::join_all(players.into_iter().map(plays_the_tournament)).await;
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    assert_eq!(page["status"], "over", "{page}");
    assert_eq!(
        (page["entrants"].as_i64(), page["pool"].as_i64()),
        (Some(5), Some(500))
    );
    let rounds = page["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 3);
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    for round in rounds {
        let boards = round["boards"].as_array().expect("boards");
        assert_eq!(boards.len(), 3, "two games and a bye: {round}");
        for board in boards {
            let players: Vec<&str> = board["players"]
                .as_array()
                .expect("players")
                .iter()
                .map(|p| p.as_str().expect("a name"))
                .collect();
            if board["bye"] == true {
                assert!(byes.insert(players[0]), "a second bye: {page}");
                continue;
            }
            let mut pair = players.clone();
            pair.sort_unstable();
            assert!(met.insert(pair), "a pair met twice: {page}");
            let games = board["games"].as_array().expect("games");
            assert_eq!(games.len(), 1, "one game a board: {board}");
            assert_eq!(games[0]["over"], true);
            assert_eq!(board["winner"], games[0]["winner"]);
        }
    }
    // Every game played once, by the two it was for.
    let tables: usize = results.iter().map(|(_, t)| t.len()).sum();
    assert_eq!(tables, 2 * 6, "six games, two players each");
    let standings = page["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 5);
    let scores: f64 = standings
        .iter()
        .map(|s| s["score"].as_f64().expect("a score"))
        .sum();
    assert!((scores - 9.0).abs() < 1e-9, "6 games and 3 byes: {page}");
    // 500 chips: 300 and 200, to the first two of the standings.
    let first = standings[0]["name"].as_str().expect("a name");
    let second = standings[1]["name"].as_str().expect("a name");
    let entrants = page["players"].as_array().expect("entrants");
    let prize_of = |name: &str| {
        entrants
            .iter()
            .find(|e| e["name"] == name)
            .map(|e| (e["prize"].as_i64(), e["place"].as_i64()))
    };
    assert_eq!(prize_of(first), Some((Some(300), Some(1))));
    assert_eq!(prize_of(second), Some((Some(200), Some(2))));
    let paid: i64 = entrants.iter().filter_map(|e| e["prize"].as_i64()).sum();
    assert_eq!(paid, 500);
    audit_balances(&database).await;
    app.stop().await;
}

#[tokio::test]
async fn a_knockout_of_five_gives_the_top_seeds_byes_and_ends_with_one_champion() {
    let database = temp_db("tournament-knockout").await;
    let app = TestApp::spawn(database.clone()).await;
    let host = TestPlayer::in_room(&app, "host").await;
    let (status, created) = app
        .post(
            &host.client,
            "/api/tournaments",
            five_of(&json!({"kind": "knockout", "best_of": 1})),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let players = five_enter(&app, id).await;
    let results =
        futures_util::future::join_all(players.into_iter().map(plays_the_tournament)).await;
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    assert_eq!(page["status"], "over", "{page}");
    let rounds = page["rounds"].as_array().expect("rounds");
    // A bracket of 8: three byes and one game, then two games, then one.
    assert_eq!(rounds.len(), 3, "{page}");
    let byes = |r: usize| {
        rounds[r]["boards"]
            .as_array()
            .expect("boards")
            .iter()
            .filter(|b| b["bye"] == true)
            .count()
    };
    assert_eq!(
        [byes(0), byes(1), byes(2)],
        [3, 0, 0],
        "the byes fall in the first round: {page}"
    );
    assert_eq!(rounds[1]["boards"].as_array().map(Vec::len), Some(2));
    let final_board = &rounds[2]["boards"][0];
    let champion = final_board["winner"].as_str().expect("a champion");
    let tables: usize = results.iter().map(|(_, t)| t.len()).sum();
    assert_eq!(tables, 2 * 4, "four games");
    let entrants = page["players"].as_array().expect("entrants");
    let place_of = |name: &str| {
        entrants
            .iter()
            .find(|e| e["name"] == name)
            .and_then(|e| e["place"].as_i64())
    };
    assert_eq!(place_of(champion), Some(1));
    // The semi-finals' losers share third place; the first round's loser is 5th.
    let mut places: Vec<i64> = entrants
        .iter()
        .filter_map(|e| e["place"].as_i64())
        .collect();
    places.sort_unstable();
    assert_eq!(places, vec![1, 2, 3, 3, 5], "{page}");
    let paid: i64 = entrants.iter().filter_map(|e| e["prize"].as_i64()).sum();
    assert_eq!(paid, 500);
    audit_balances(&database).await;
    app.stop().await;
}

#[tokio::test]
async fn entering_withdrawing_and_cancelling_move_the_fee_exactly_once() {
    let database = temp_db("tournament-entries").await;
    let app = TestApp::spawn(database.clone()).await;
    let host = TestPlayer::in_room(&app, "host").await;
    let ann = TestPlayer::in_room(&app, "ann").await;
    let guest = TestPlayer::guest(&app).await;
    let mut new = five_of(&json!({"kind": "swiss", "rounds": 2}));
    new["starts_at"] = json!(dominoes_server::now_ms() / 1000 + 3600);
    let (status, created) = app
        .post(&host.client, "/api/tournaments", new.clone())
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let path = |what: &str| format!("/api/tournaments/{id}/{what}");

    // Bad plans are refused with a sentence, and nothing is created.
    for (field, value, says) in [
        ("split", json!([50, 30]), "prize split"),
        (
            "format",
            json!({"kind": "swiss", "rounds": 9}),
            "rounds need",
        ),
        (
            "format",
            json!({"kind": "knockout", "best_of": 2}),
            "best of 1 or 3",
        ),
        ("draw", json!(6), "draw 7 or 9, or 5 for teams"),
        ("minutes", json!(3), "minutes per hand"),
        ("name", json!(" "), "name is 1 to 60"),
        ("entry_fee", json!(-5), "entry fee"),
        ("starts_at", json!(1), "starts_at"),
    ] {
        let mut bad = new.clone();
        bad[field] = value;
        let (status, body) = app.post(&host.client, "/api/tournaments", bad).await;
        assert_eq!(status, 400, "{field}: {body}");
        let error = body["error"].as_str().expect("an error");
        assert!(error.contains(says), "{field}: {error}");
    }
    let (_, list) = app.get(&host.client, "/api/tournaments").await;
    assert_eq!(list["tournaments"].as_array().map(Vec::len), Some(1));

    // A guest may not enter; ann enters once, withdraws with her fee back,
    // and enters again.
    let (status, _) = app.post(&guest.client, &path("register"), json!({})).await;
    assert_eq!(status, 403);
    assert_eq!(
        app.post(&ann.client, &path("register"), json!({})).await.0,
        200
    );
    let (status, body) = app.post(&ann.client, &path("register"), json!({})).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (409, Some("you are already registered"))
    );
    assert_eq!(ann.chips(&app).await, 900);
    assert_eq!(
        app.post(&ann.client, &path("withdraw"), json!({})).await.0,
        200
    );
    assert_eq!(ann.chips(&app).await, 1000);
    let (status, _) = app.post(&ann.client, &path("withdraw"), json!({})).await;
    assert_eq!(status, 409, "not entered any more");
    assert_eq!(
        app.post(&ann.client, &path("register"), json!({})).await.0,
        200
    );
    assert_eq!(
        app.post(&host.client, &path("register"), json!({})).await.0,
        200
    );
    assert_eq!(ann.chips(&app).await, 900);

    // Only its creator may cancel it; cancelling refunds everyone once.
    let (status, _) = app.post(&ann.client, &path("cancel"), json!({})).await;
    assert_eq!(status, 403);
    assert_eq!(
        app.post(&host.client, &path("cancel"), json!({})).await.0,
        200
    );
    assert_eq!(ann.chips(&app).await, 1000);
    assert_eq!(host.chips(&app).await, 1000);
    let (status, _) = app.post(&host.client, &path("cancel"), json!({})).await;
    assert_eq!(status, 409, "cancelled already");
    let (status, body) = app.post(&ann.client, &path("register"), json!({})).await;
    assert_eq!(status, 409, "{body}");
    let (status, _) = app.get(&host.client, "/api/tournaments/999").await;
    assert_eq!(status, 404);
    let (status, _) = app.get(&host.client, "/api/tournaments/x").await;
    assert_eq!(status, 400);
    audit_balances(&database).await;
    app.stop().await;
}

/// The table of `name`'s game under way in tournament `id`, read from its
/// page (as a player finds it again after a restart, or a reload).
async fn game_under_way(
    app: &TestApp,
    client: &reqwest::Client,
    id: i64,
    name: &str,
) -> Option<i64> {
    let (_, page) = app.get(client, &format!("/api/tournaments/{id}")).await;
    let rounds = page["rounds"].as_array()?;
    let round = rounds.last()?;
    round["boards"].as_array()?.iter().find_map(|board| {
        let seated = board["players"].as_array()?.iter().any(|p| p == name);
        let game = board["games"].as_array()?.last()?;
        (seated && game["over"] == false).then(|| game["table"].as_i64())?
    })
}

#[tokio::test]
async fn a_tournament_resumes_after_a_restart_where_it_stood() {
    let database = temp_db("tournament-restart").await;
    let app = TestApp::spawn(database.clone()).await;
    let host = TestPlayer::in_room(&app, "host").await;
    let mut new = five_of(&json!({"kind": "swiss", "rounds": 2}));
    new["min_players"] = json!(4);
    new["max_players"] = json!(4);
    let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let mut players = Vec::new();
    for name in ["ann", "bob", "cat", "dan"] {
        let player = TestPlayer::in_room(&app, name).await;
        let path = format!("/api/tournaments/{id}/register");
        assert_eq!(app.post(&player.client, &path, json!({})).await.0, 200);
        players.push(player);
    }
    // Seated for round 1; nobody has played yet when the room stops.
    for player in &mut players {
        match player.socket.message().await {
            ServerMessage::Notice(Notice::TournamentGame { round, .. }) => assert_eq!(round, 1),
            other => panic!("not seated: {other:?}"),
        }
    }
    app.stop().await;

    let app = TestApp::spawn(database.clone()).await;
    let mut again = Vec::new();
    for player in players {
        let mut back =
            TestPlayer::opens_page(&app, &player.name, player.client, player.cookie).await;
        back.enters_room().await;
        again.push(back);
    }
    let results = futures_util::future::join_all(again.into_iter().map(|mut player| {
        let app = &app;
        async move {
            let table = game_under_way(app, &player.client, id, &player.name)
                .await
                .expect("the round-1 game, restored");
            player.opens(table).await;
            play_to_the_end(&mut player.socket, table).await;
            let (name, mut tables) = plays_the_tournament(player).await;
            tables.insert(0, table);
            (name, tables)
        }
    }))
    .await;
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    assert_eq!(page["status"], "over", "{page}");
    let rounds = page["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 2);
    for round in rounds {
        for board in round["boards"].as_array().expect("boards") {
            assert_eq!(board["games"].as_array().map(Vec::len), Some(1), "{page}");
        }
    }
    for (name, tables) in &results {
        assert_eq!(tables.len(), 2, "{name} played two games once each");
    }
    let paid: i64 = page["players"]
        .as_array()
        .expect("entrants")
        .iter()
        .filter_map(|e| e["prize"].as_i64())
        .sum();
    assert_eq!(paid, 400);
    audit_balances(&database).await;
    app.stop().await;
}

/// `count` players sign up and enter tournament `id`.
async fn field_enters(app: &TestApp, id: i64, count: usize) -> Vec<TestPlayer> {
    let mut players = Vec::new();
    for i in 0..count {
        let player = TestPlayer::in_room(app, &format!("t{id}p{i:02}")).await;
        let path = format!("/api/tournaments/{id}/register");
        assert_eq!(app.post(&player.client, &path, json!({})).await.0, 200);
        players.push(player);
    }
    players
}

#[tokio::test]
async fn a_swiss_of_32_and_a_knockout_of_16_run_to_the_end() {
    let database = temp_db("tournament-large").await;
    // One address signs up the whole field: the load-test mode lifts the
    // sign-up throttle for loopback.
    let app = TestApp::spawn_config(dominoes_server::Config {
        database: database.database(),
        bot_delay: Duration::ZERO,
        load_test: true,
        socket_rate: common::MACHINE_PACE,
        ..Default::default()
    })
    .await;
    let host = TestPlayer::in_room(&app, "host").await;
    for (format, count, games) in [
        (json!({"kind": "swiss", "rounds": 5}), 32, 5 * 16),
        (json!({"kind": "knockout", "best_of": 3}), 16, 0),
    ] {
        let mut new = five_of(&format);
        new["min_players"] = json!(count);
        new["max_players"] = json!(count);
        new["split"] = json!([50, 30, 20]);
        let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_i64().expect("an id");
        let players = field_enters(&app, id, count).await;
        let results =
            futures_util::future::join_all(players.into_iter().map(plays_the_tournament)).await;
        let (_, page) = app
            .get(&host.client, &format!("/api/tournaments/{id}"))
            .await;
        assert_eq!(page["status"], "over", "{page}");
        let played: usize = results.iter().map(|(_, t)| t.len()).sum::<usize>() / 2;
        let rounds = page["rounds"].as_array().expect("rounds");
        let mut tables = HashSet::new();
        for round in rounds {
            for board in round["boards"].as_array().expect("boards") {
                for game in board["games"].as_array().expect("games") {
                    assert!(tables.insert(game["table"].as_i64()), "a game listed twice");
                    assert_eq!(game["over"], true);
                }
            }
        }
        assert_eq!(tables.len(), played, "every game opened was played, once");
        if games > 0 {
            assert_eq!(played, games, "16 games a round");
            // Nobody met anyone twice in five rounds of 32.
            let mut met = HashSet::new();
            for round in rounds {
                for board in round["boards"].as_array().expect("boards") {
                    let mut pair: Vec<String> = board["players"]
                        .as_array()
                        .expect("players")
                        .iter()
                        .map(|p| p.as_str().expect("a name").to_owned())
                        .collect();
                    pair.sort_unstable();
                    assert!(met.insert(pair), "a repeat: {page}");
                }
            }
        } else {
            // Four rounds of best of 3: 8 + 4 + 2 + 1 matches, 2 or 3 games each.
            assert_eq!(rounds.len(), 4);
            assert!((2 * 15..=3 * 15).contains(&played), "{played} games");
        }
        let paid: i64 = page["players"]
            .as_array()
            .expect("players")
            .iter()
            .filter_map(|e| e["prize"].as_i64())
            .sum();
        assert_eq!(paid, 100 * i64::try_from(count).expect("a small field"));
    }
    audit_balances(&database).await;
    app.stop().await;
}

#[tokio::test]
async fn a_player_who_never_comes_loses_on_the_clock_and_the_tournament_goes_on() {
    let database = temp_db("tournament-no-show").await;
    // A minute of the clock lasts 400 ms; the pick phase waits 2 s (30 s
    // in a room) for the player who never comes.
    let app = TestApp::spawn_timed(
        database.clone(),
        Duration::from_millis(400),
        Duration::from_secs(2),
    )
    .await;
    let host = TestPlayer::in_room(&app, "host").await;
    let mut new = five_of(&json!({"kind": "knockout", "best_of": 1}));
    new["min_players"] = json!(2);
    new["max_players"] = json!(2);
    new["minutes"] = json!(1);
    new["split"] = json!([100]);
    let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    let bob = TestPlayer::in_room(&app, "bob").await;
    for player in [&ann, &bob] {
        let path = format!("/api/tournaments/{id}/register");
        assert_eq!(app.post(&player.client, &path, json!({})).await.0, 200);
    }
    // ann comes to her table and plays; bob never opens his.
    let table = loop {
        if let ServerMessage::Notice(Notice::TournamentGame { table, .. }) =
            ann.socket.message().await
        {
            break table;
        }
    };
    ann.opens(table).await;
    let last = play_to_the_end(&mut ann.socket, table).await;
    let result = last.result.expect("a result");
    assert_eq!(result.reason.as_str(), "time", "{result:?}");
    // The table says whose game it is, and offers no rematch: the
    // tournament opens the next game itself.
    let tag = last.tournament.expect("a tournament's game says so");
    assert_eq!((tag.id, tag.round, tag.game), (id, 1, 1));
    assert!(last.rematch.is_none(), "{last:?}");
    ann.socket.say(&ClientMessage::rematch(table)).await;
    assert_eq!(
        ann.socket.next_error().await.code,
        ErrorCode::TournamentGame
    );
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    let page = if page["status"] == "over" {
        page
    } else {
        // The driver looks once a second.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        app.get(&host.client, &format!("/api/tournaments/{id}"))
            .await
            .1
    };
    assert_eq!(page["status"], "over", "{page}");
    let winner = &page["rounds"][0]["boards"][0]["winner"];
    assert_eq!(winner, "ann", "{page}");
    audit_balances(&database).await;
    drop(bob);
    app.stop().await;
}

/// Plays `table` (the first game the player was told of, read already),
/// then the rest of the tournament.
async fn plays_from(mut player: TestPlayer, table: i64) -> (String, Vec<i64>) {
    player.opens(table).await;
    play_to_the_end(&mut player.socket, table).await;
    let (name, mut tables) = plays_the_tournament(player).await;
    tables.insert(0, table);
    (name, tables)
}

#[tokio::test]
async fn a_duplicate_round_deals_alike_at_every_table_and_hides_its_games_until_it_is_decided() {
    let database = temp_db("tournament-duplicate").await;
    let app = TestApp::spawn(database.clone()).await;
    let host = TestPlayer::in_room(&app, "host").await;
    let mut new = five_of(&json!({"kind": "duplicate", "rounds": 1, "deals": 1}));
    new["min_players"] = json!(4);
    new["max_players"] = json!(4);
    new["split"] = json!([100]);
    let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let mut players = field_enters(&app, id, 4).await;
    // Each is told where to play their first game.
    let mut first = Vec::new();
    for player in &mut players {
        loop {
            let text = player.socket.text_within(Duration::from_secs(30)).await;
            if let Ok(ServerMessage::Notice(Notice::TournamentGame { table, .. })) =
                ServerMessage::decode(&text)
            {
                first.push(table);
                break;
            }
        }
    }
    let path = format!("/api/tournaments/{id}");
    let (_, page) = app.get(&host.client, &path).await;
    let round = &page["rounds"][0];
    let commitment = round["commitment"]
        .as_str()
        .expect("a commitment")
        .to_owned();
    assert_eq!(commitment.len(), 64, "{round}");
    assert_eq!(
        round.get("seed"),
        None,
        "the seed is secret while the round is played"
    );

    // Nobody else may watch a game of the round.
    let mut stranger = app.socket(&host.cookie).await;
    stranger
        .send(json!({"type": "open", "table": first[0]}))
        .await;
    assert_eq!(stranger.receive().await["code"], "no_table");

    // The first board plays its first game: its record is its players'
    // only while the other board has not played.
    let board: Vec<usize> = (0..4).filter(|&i| first[i] == first[0]).collect();
    assert_eq!(board.len(), 2, "two players a board: {first:?}");
    let table = first[0];
    let (a, b) = players.split_at_mut(board[1]);
    let (one, two) = (&mut a[board[0]], &mut b[0]);
    one.opens(table).await;
    two.opens(table).await;
    futures_util::future::join(
        play_to_the_end(&mut one.socket, table),
        play_to_the_end(&mut two.socket, table),
    )
    .await;
    hidden_while_played(&app, &host, &one.client, table, &path).await;

    // The rest of the round.
    let results = futures_util::future::join_all(players.into_iter().zip(first).enumerate().map(
        |(i, (player, table))| {
            let played_first = board.contains(&i);
            async move {
                if played_first {
                    plays_the_tournament(player).await
                } else {
                    plays_from(player, table).await
                }
            }
        },
    ))
    .await;
    let played: usize = results.iter().map(|(_, t)| t.len()).sum();
    let (_, page) = app.get(&host.client, &path).await;
    assert_eq!(page["status"], "over", "{page}");
    let deals = records_verify(&app, &host, &page, &commitment).await;
    // The first board's first game was played before, by its two players.
    assert_eq!(
        (deals.len(), played + 2),
        (4, 2 * 4),
        "four games, two players each"
    );
    assert!(
        deals.iter().all(|d| d == &deals[0]),
        "the same first hand at every table: {deals:?}"
    );
    // The board's winner is whoever scored more over its two games; the
    // standings go by points difference.
    let standings = page["standings"].as_array().expect("standings");
    let differences: Vec<i64> = standings
        .iter()
        .map(|s| s["difference"].as_i64().expect("a difference"))
        .collect();
    assert!(
        differences.windows(2).all(|w| w[0] >= w[1]),
        "{standings:?}"
    );
    assert_eq!(differences.iter().sum::<i64>(), 0);
    audit_balances(&database).await;
    app.stop().await;
}

/// While its round is played, a duplicate game (`table`, over) is its
/// players' only: its record is refused to `host` and shown to `player`,
/// and the tournament's page (at `path`) tells nobody how it went.
async fn hidden_while_played(
    app: &TestApp,
    host: &TestPlayer,
    player: &reqwest::Client,
    table: i64,
    path: &str,
) {
    let record = format!("/api/games/{table}/record");
    assert_eq!(
        app.get(&host.client, &record).await.0,
        404,
        "hidden from others"
    );
    assert_eq!(
        app.get(player, &record).await.0,
        200,
        "shown to its players"
    );
    // Nor does the tournament's page tell how it went, until the round is
    // decided.
    let (_, page) = app.get(&host.client, path).await;
    let line = page["rounds"][0]["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .flat_map(|b| b["games"].as_array().expect("games"))
        .find(|g| g["table"] == table)
        .cloned()
        .expect("the game's line");
    assert_eq!(
        (&line["over"], line.get("scores"), &line["winner"]),
        (&json!(true), None, &Value::Null),
        "{line}"
    );
    assert_eq!(page["standings"][0]["difference"], 0, "no standings yet");
}

/// The first round of a duplicate event's `page`, decided: its seed is its
/// `commitment`'s, every board played the deal from both seats, and every
/// game's record, fetched by `host` (who played none), verifies as dealt
/// from the round's seed. Each record's first hand.
async fn records_verify(
    app: &TestApp,
    host: &TestPlayer,
    page: &Value,
    commitment: &str,
) -> Vec<Value> {
    let round = &page["rounds"][0];
    let seed_hex = round["seed"].as_str().expect("the seed, once decided");
    let seed = dominoes_rules::fairness::parse_hex32(seed_hex).expect("64 hex digits");
    assert_eq!(dominoes_rules::fairness::commitment(&seed), commitment);
    let mut deals = Vec::new();
    for board in round["boards"].as_array().expect("boards") {
        let games = board["games"].as_array().expect("games");
        assert_eq!(games.len(), 2, "one deal from both seats: {board}");
        let seats: Vec<&Value> = games.iter().map(|g| &g["players"]).collect();
        let mut swapped = seats[0].clone();
        swapped.as_array_mut().expect("names").reverse();
        assert_eq!(seats[1], &swapped, "{board}");
        for game in games {
            assert_eq!(game["deal"], 0);
            let table = game["table"].as_i64().expect("a table");
            let (status, record) = app
                .get(&host.client, &format!("/api/games/{table}/record"))
                .await;
            assert_eq!(status, 200, "anyone's, once the round is decided");
            let check = dominoes_rules::fairness::verify_duplicate(&seed, 1, &record.to_string())
                .expect("dealt from the round's seed");
            assert_eq!(check.deal, 0);
            deals.push(record["hands"][0]["deal"].clone());
        }
    }
    deals
}

/// A room whose computers move at once, and whose sockets take messages at
/// a machine's pace (the test's players play at once, four to a table).
async fn quick_room(name: &str) -> (TempDb, TestApp) {
    let database = temp_db(name).await;
    let app = TestApp::spawn_config(dominoes_server::Config {
        database: database.database(),
        bot_delay: Duration::ZERO,
        socket_rate: common::MACHINE_PACE,
        ..Default::default()
    })
    .await;
    (database, app)
}

#[tokio::test]
async fn computers_in_a_practice_swiss_play_every_game_pay_nothing_and_win_nothing() {
    let (database, app) = quick_room("tournament-computers").await;
    let host = TestPlayer::in_room(&app, "host").await;
    let mut new = five_of(&json!({"kind": "swiss", "rounds": 2}));
    new["min_players"] = json!(4);
    new["max_players"] = json!(4);
    new["computers"] = json!(["easy", "medium", "expert"]);
    let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let path = format!("/api/tournaments/{id}");
    let (_, page) = app.get(&host.client, &path).await;
    assert_eq!(
        (&page["entrants"], &page["computers"], &page["pool"]),
        (&json!(3), &json!(3), &json!(0)),
        "entered free: {page}"
    );
    let names: Vec<(&Value, &Value)> = page["players"]
        .as_array()
        .expect("entrants")
        .iter()
        .map(|p| (&p["name"], &p["computer"]))
        .collect();
    assert_eq!(
        names,
        [
            (&json!("Easy 1"), &json!("easy")),
            (&json!("Medium 1"), &json!("medium")),
            (&json!("Expert 1"), &json!("expert"))
        ]
    );
    // A computer cannot sign in.
    let (status, _) = app
        .post(
            &TestApp::client(),
            "/api/login",
            json!({"name": "Easy 1", "password": "whatever-it-is"}),
        )
        .await;
    assert!((400..500).contains(&status), "{status}");

    let ann = TestPlayer::in_room(&app, "ann").await;
    let register = format!("/api/tournaments/{id}/register");
    assert_eq!(app.post(&ann.client, &register, json!({})).await.0, 200);
    let (name, tables) = plays_the_tournament(ann).await;
    assert_eq!(
        (name.as_str(), tables.len()),
        ("ann", 2),
        "one game a round"
    );

    let (_, page) = app.get(&host.client, &path).await;
    assert_eq!(page["status"], "over", "{page}");
    for round in page["rounds"].as_array().expect("rounds") {
        for board in round["boards"].as_array().expect("boards") {
            let games = board["games"].as_array().expect("games");
            assert_eq!(games.len(), 1, "{board}");
            assert_eq!(
                games[0]["over"], true,
                "computers play their games too: {board}"
            );
        }
    }
    // The pool is ann's fee, and ann is the only person: all of it is
    // hers, wherever she placed.
    let entrants = page["players"].as_array().expect("entrants");
    let prizes: Vec<i64> = entrants
        .iter()
        .map(|e| e["prize"].as_i64().unwrap_or(0))
        .collect();
    assert_eq!(prizes, [0, 0, 0, 100], "{page}");
    let (_, ann_page) = app.get(&host.client, "/api/players/ann").await;
    assert_eq!(ann_page["chips"], 1000, "{ann_page}");
    assert_eq!(
        ann_page["rating"],
        Value::Null,
        "games against computers are not rated"
    );
    let games = ann_page["games"].as_array().expect("ann's games");
    assert_eq!(games.len(), 2, "{ann_page}");
    assert!(
        games.iter().all(|g| g["computer"] == true),
        "marked as the computer's: {ann_page}"
    );
    audit_balances(&database).await;
    app.stop().await;
}

#[tokio::test]
async fn computers_fill_a_sit_and_go_after_its_wait_and_bad_plans_are_refused() {
    let (database, app) = quick_room("tournament-fill").await;
    let host = TestPlayer::in_room(&app, "host").await;
    let refused = |change: Value| {
        let mut new = five_of(&json!({"kind": "knockout", "best_of": 1}));
        new["min_players"] = json!(2);
        new["max_players"] = json!(4);
        for (key, value) in change.as_object().expect("fields") {
            new[key] = value.clone();
        }
        let (app, client) = (&app, &host.client);
        async move {
            let (status, body) = app.post(client, "/api/tournaments", new).await;
            assert_eq!(status, 400, "{body}");
            body["code"].as_str().expect("a code").to_owned()
        }
    };
    assert_eq!(
        refused(json!({"computers": ["easy", "easy", "easy", "easy"]})).await,
        "computers"
    );
    assert_eq!(
        refused(json!({"computers": ["random"]})).await,
        "computer_level"
    );
    let soon = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_secs()
        + 3600;
    assert_eq!(
        refused(json!({"fill": {"level": "easy", "after": 5}})).await,
        "fill_after"
    );
    assert_eq!(
        refused(json!({"fill": {"level": "easy", "after": 60}, "starts_at": soon})).await,
        "fill_sit_and_go"
    );

    let mut new = five_of(&json!({"kind": "knockout", "best_of": 1}));
    new["min_players"] = json!(2);
    new["max_players"] = json!(4);
    new["fill"] = json!({"level": "easy", "after": 10});
    let (status, created) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    let ann = TestPlayer::in_room(&app, "ann").await;
    let register = format!("/api/tournaments/{id}/register");
    assert_eq!(app.post(&ann.client, &register, json!({})).await.0, 200);
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    assert_eq!(page["fill"], json!({"level": "easy", "after": 10}));
    assert_eq!(
        page["status"], "registering",
        "nobody fills it before the wait"
    );
    let (_, tables) = plays_the_tournament(ann).await;
    assert!(!tables.is_empty(), "ann played");
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    assert_eq!(
        (&page["status"], &page["entrants"], &page["computers"]),
        (&json!("over"), &json!(4), &json!(3)),
        "{page}"
    );
    // The knockout's three games were all played, computers' included.
    let games: usize = page["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .flat_map(|r| r["boards"].as_array().expect("boards"))
        .map(|b| b["games"].as_array().map_or(0, Vec::len))
        .sum();
    assert_eq!(games, 3, "{page}");
    audit_balances(&database).await;
    app.stop().await;
}

#[tokio::test]
async fn teams_of_two_form_from_mutual_asks_and_the_rest_play_a_swiss_of_four_seat_games() {
    let (database, app) = quick_room("tournament-teams").await;
    let host = TestPlayer::in_room(&app, "host").await;
    let soon = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_secs()
        + 3;
    let mut new = five_of(&json!({"kind": "swiss", "rounds": 2}));
    new["draw"] = json!(5);
    new["min_players"] = json!(3);
    new["max_players"] = json!(4);
    new["split"] = json!([60, 40]);
    new["starts_at"] = json!(soon);
    let (status, created) = app
        .post(&host.client, "/api/tournaments", new.clone())
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().expect("an id");
    // Teams play knockout or Swiss events, not duplicate ones.
    new["format"] = json!({"kind": "duplicate", "rounds": 2, "deals": 1});
    let (status, body) = app.post(&host.client, "/api/tournaments", new).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (400, Some("duplicate_teams"))
    );

    let register = format!("/api/tournaments/{id}/register");
    let asks = [
        ("ann", Some("bob")),
        ("bob", Some("ann")),
        ("cat", Some("dan")),
        ("dan", Some("cat")),
        ("eve", Some("fay")),
        ("fay", None),
        ("gus", None),
    ];
    let mut players = Vec::new();
    for (name, _) in asks {
        players.push(TestPlayer::in_room(&app, name).await);
    }
    for (player, (name, partner)) in players.iter().zip(asks) {
        let body = partner.map_or_else(|| json!({}), |p| json!({ "partner": p }));
        let (status, answer) = app.post(&player.client, &register, body).await;
        assert_eq!(status, 200, "{name}: {answer}");
    }
    // A partner must be a player of the room.
    let (status, answer) = app
        .post(&host.client, &register, json!({"partner": "nobody"}))
        .await;
    assert_eq!((status, answer["code"].as_str()), (404, Some("no_player")));
    // gus, the odd one out of seven, is left out at the start, fee back.
    let gus = players.pop().expect("gus");
    let results =
        futures_util::future::join_all(players.into_iter().map(plays_the_tournament)).await;
    let (_, page) = app
        .get(&host.client, &format!("/api/tournaments/{id}"))
        .await;
    assert_eq!(page["status"], "over", "{page}");
    assert_eq!(gus.chips(&app).await, 1000, "gus is refunded");
    let teams: HashSet<&str> = page["players"]
        .as_array()
        .expect("entrants")
        .iter()
        .filter_map(|p| p["team"].as_str())
        .collect();
    assert_eq!(
        teams,
        HashSet::from(["ann & bob", "cat & dan", "eve & fay"]),
        "{page}"
    );
    // Three teams, two rounds: a game of four and a bye each round.
    for round in page["rounds"].as_array().expect("rounds") {
        let boards = round["boards"].as_array().expect("boards");
        assert_eq!(boards.len(), 2, "{round}");
        assert!(boards.iter().any(|b| b["bye"] == true), "{round}");
    }
    for (name, tables) in &results {
        assert!(
            !tables.is_empty() && tables.len() <= 2,
            "{name}: {tables:?}"
        );
    }
    let standings = page["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 3);
    // 600 chips: 60% to the first team, 40% to the second, each halved
    // between its two members.
    let entrants = page["players"].as_array().expect("entrants");
    let prize_of_team = |team: &Value| -> Vec<i64> {
        entrants
            .iter()
            .filter(|e| &e["team"] == team)
            .map(|e| e["prize"].as_i64().unwrap_or(0))
            .collect()
    };
    assert_eq!(prize_of_team(&standings[0]["name"]), [180, 180], "{page}");
    assert_eq!(prize_of_team(&standings[1]["name"]), [120, 120], "{page}");
    assert_eq!(prize_of_team(&standings[2]["name"]), [0, 0], "{page}");
    audit_balances(&database).await;
    app.stop().await;
}
