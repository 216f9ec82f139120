//! Watching a game (docs/protocol.md, "Watching"), checked over complete
//! games between two people, each seat driven by a bot over the real
//! WebSocket server, with a guest watching: no watcher frame names a tile
//! of a hand or of the boneyard before the hand ends (judged against the
//! record afterwards), every watcher frame trails the table by two moves,
//! and a watcher's action is refused.
//!
//! `DOMINOES_WATCH_GAMES=200 cargo test -p dominoes-server --test watch`
//! runs a longer version.

mod common;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{BotSeat, Scan, TestApp, TestPlayer, temp_db, tiles_in};
use dominoes_bots::{Level, new_bot};
use dominoes_rules::Tile;
use serde_json::{Value, json};

/// How many moves a watcher trails a hand by (docs/protocol.md).
const DELAY: usize = 2;

/// A watcher's frame, and how many moves had been sent in its hand when
/// it arrived.
struct Watched {
    text: String,
    value: Value,
    acts_sent: usize,
}

/// What a game showed its watcher, and the players.
struct Game {
    watched: Vec<Watched>,
    record: Value,
    watchers_told: [usize; 2],
    refusals: usize,
}

/// Plays one complete game between the two players, watched by `watcher`.
async fn play_game(
    app: &TestApp,
    players: &[(reqwest::Client, String); 2],
    watcher: &str,
    game: u64,
) -> Game {
    let table = app
        .people_table(
            &players[0].0,
            &players[1].0,
            json!({"draw": if game.is_multiple_of(2) { 7 } else { 9 }, "target": 100, "minutes": 10}),
        )
        .await;
    let mut eye = app.watching(watcher, table).await;
    let mut seats = Vec::new();
    for (index, (_, cookie)) in players.iter().enumerate() {
        let socket = app.watching(cookie, table).await;
        let bot = new_bot(Level::Easy, game * 2 + index as u64);
        let mut seat = BotSeat::new(index, socket, bot, format!("w{game:x}"));
        seat.retry_pause = Duration::from_millis(200);
        seats.push(seat);
    }
    let [mut zero, mut one] = <[BotSeat; 2]>::try_from(seats).ok().expect("two seats");
    let mut acts: HashMap<u64, usize> = HashMap::new();
    let mut frames = Vec::new();
    let mut refusals = 0;
    let mut tried = false;
    let mut eye_over = false;
    while !(zero.over && one.over && eye_over) {
        tokio::select! {
            (_, value) = zero.next_frame(), if !zero.over => {
                if let Some(hand) = zero.answer(&value).await {
                    *acts.entry(hand as u64).or_default() += 1;
                }
            }
            (_, value) = one.next_frame(), if !one.over => {
                if let Some(hand) = one.answer(&value).await {
                    *acts.entry(hand as u64).or_default() += 1;
                }
            }
            text = eye.text(), if !eye_over => {
                let value: Value = serde_json::from_str(&text).expect("JSON");
                if value["type"] == "error" {
                    assert_eq!(value["code"], "watching", "{value}");
                    assert!(value["message"].as_str().is_some_and(|m| m.contains("watching")), "{value}");
                    refusals += 1;
                    continue;
                }
                assert_eq!(value["type"], "table", "{value}");
                if !tried {
                    // A watcher may not act, whatever it sends.
                    tried = true;
                    for message in [
                        json!({"type": "act", "table": table, "version": value["version"], "move": "draw"}),
                        json!({"type": "resign", "table": table}),
                        json!({"type": "auto_pick", "table": table}),
                    ] {
                        eye.send(message).await;
                    }
                }
                eye_over = value["status"] == "over";
                let hand = value["state"]["hand_number"].as_u64().unwrap_or(0);
                let acts_sent = acts.get(&hand).copied().unwrap_or(0);
                frames.push(Watched { text, value, acts_sent });
            }
        }
    }
    // The refusals come before the game's end on the watcher's socket.
    let (status, record) = app
        .get(&players[0].0, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200, "{record}");
    Game {
        watched: frames,
        record,
        watchers_told: [zero.watchers_seen, one.watchers_seen],
        refusals,
    }
}

/// The most moves a hand can have made once `sent` moves of it were sent:
/// the events up to the `sent`-th that is not a pass, and the forced
/// passes right after it (the room makes those at once).
fn made_at_most(events: &[dominoes_rules::EventReplay], sent: usize) -> usize {
    let mut made = 0;
    let mut moves = 0;
    for event in events {
        if event.action == "pass" {
            if moves <= sent {
                made += 1;
            }
            continue;
        }
        moves += 1;
        if moves > sent {
            break;
        }
        made += 1;
    }
    made
}

/// Checks what the watcher saw of a finished game against its record.
fn check_game(game: &Game, scan: &mut Scan) {
    assert_eq!(game.refusals, 3, "each action a watcher sent was refused");
    assert!(
        game.watchers_told.iter().all(|&n| n >= 1),
        "both players were told someone watches: {:?}",
        game.watchers_told
    );
    let text = game.record.to_string();
    let replayed = dominoes_rules::replay(&text).expect("the room's record replays");
    let hands = game.record["hands"].as_array().expect("hands");
    scan.games += 1;
    scan.hands += hands.len();
    let mut last_version = 0;
    for frame in &game.watched {
        let update = &frame.value;
        assert_eq!(update["watching"], true, "{update}");
        assert!(update.get("watchers").is_none(), "{update}");
        let version = update["version"].as_u64().expect("a version");
        assert!(version >= last_version, "frames in order");
        last_version = version;
        if let Some(legal) = update["legal"].as_array() {
            assert!(legal.is_empty(), "a watcher has no moves: {update}");
        }
        if let Some(hand) = update["state"]["hand"].as_array() {
            assert!(hand.is_empty(), "a watcher holds no hand: {update}");
        }
        if update["status"] == "over" || !update["hand_end"].is_null() {
            continue; // both hands are shown once the hand (or game) is over
        }
        let Some(number) = update["state"]["hand_number"].as_u64() else {
            continue;
        };
        let number = number as usize;
        let seen = update["state"]["history"].as_array().map_or(0, Vec::len);
        let Some(hand) = hands.get(number) else {
            continue;
        };
        let events = &replayed.hands[number].events;
        // Only the tiles placed so far are public.
        let mut known = HashSet::new();
        if update["fairness"]["seeded"] == json!([true, true]) {
            for event in &events[..seen.min(events.len())] {
                let action = event.action.as_str();
                if !action.starts_with("draw") && action != "pass" {
                    known.insert(action[..3].parse::<Tile>().expect("a tile"));
                }
            }
        }
        for tile in tiles_in(&frame.text) {
            scan.tiles_seen += 1;
            assert!(
                known.contains(&tile),
                "the watcher saw {tile}, hidden, in hand {number} after {seen} moves: {}",
                frame.text
            );
        }
        let server_seed = hand["server_seed"].as_str().expect("a revealed seed");
        assert!(
            !frame.text.contains(server_seed),
            "a seed before the hand's end"
        );
        // Two moves late: the table had made two more when it was sent.
        let made = made_at_most(events, frame.acts_sent);
        assert!(
            seen == 0 || seen + DELAY <= made,
            "the watcher saw {seen} moves of hand {number} when at most {made} were made: {}",
            frame.text
        );
        scan.frames += 1;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watcher_sees_no_hidden_tile_trails_by_two_moves_and_cannot_act() {
    let games: usize = std::env::var("DOMINOES_WATCH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(24);
    let pairs = 4.min(games);
    let database = temp_db("watch-scan").await;
    let app = Arc::new(
        TestApp::spawn_config(dominoes_server::Config {
            database: database.database(),
            bot_delay: Duration::ZERO,
            // Many sign-ups from one address.
            load_test: true,
            // Machines play as fast as the server answers: at a person's
            // pace (20 a second) a quick game would be refused its moves.
            socket_rate: common::MACHINE_PACE,
            ..Default::default()
        })
        .await,
    );
    let started = Instant::now();
    let mut tasks = Vec::new();
    for pair in 0..pairs {
        let app = app.clone();
        let names = [["wa", "wb"], ["wc", "wd"], ["we", "wf"], ["wg", "wh"]][pair];
        let players = [
            app.user(&format!("{}-player", names[0])).await,
            app.user(&format!("{}-player", names[1])).await,
        ];
        // The watcher is a guest: anyone with a session may watch.
        let watcher = TestPlayer::guest(&app).await.cookie;
        let count = games.div_ceil(pairs);
        tasks.push(tokio::spawn(async move {
            let mut scan = Scan::default();
            for game in 0..count {
                let game = play_game(&app, &players, &watcher, (pair * count + game) as u64).await;
                check_game(&game, &mut scan);
            }
            scan
        }));
    }
    let mut total = Scan::default();
    for task in tasks {
        total.add(&task.await.expect("a pair's games"));
    }
    println!(
        "watched: {} games, {} hands, {} frames before hands' ends, {} tile mentions checked, in {:.1} s",
        total.games,
        total.hands,
        total.frames,
        total.tiles_seen,
        started.elapsed().as_secs_f64()
    );
    assert!(total.games >= games && total.tiles_seen > 0 && total.frames > total.games);
}

#[tokio::test]
async fn a_game_against_the_computer_can_be_watched_from_the_lobby() {
    let app = TestApp::spawn(temp_db("watch-bot").await).await;
    let (ann, _) = app.user("ann-watched").await;
    let (status, opened) = app
        .post(
            &ann,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null, "target": 100}),
        )
        .await;
    assert_eq!(status, 200, "{opened}");
    let table = opened["table"].as_i64().expect("a table");
    let (_, bob) = app.user("bob-watcher").await;
    let mut socket = app.socket(&bob).await;
    socket.send(json!({"type": "lobby"})).await;
    let lobby = socket.receive().await;
    assert_eq!(lobby["type"], "lobby");
    let live = lobby["live"].as_array().expect("live games");
    assert!(
        live.iter()
            .any(|t| t["id"] == table && t["opponent"] == "Easy bot" && t["open"] == false),
        "{lobby}"
    );
    assert!(
        lobby["tables"].as_array().expect("tables").is_empty(),
        "{lobby}"
    );
    socket.send(json!({"type": "open", "table": table})).await;
    let update = socket.update().await;
    assert_eq!(update["watching"], true, "{update}");
    assert_eq!(update["state"]["hand"], json!([]), "{update}");
    socket.send(json!({"type": "next", "table": table})).await;
    let refused = socket.error().await;
    assert_eq!(refused["code"], "watching");
    app.stop().await;
}

#[tokio::test]
async fn a_private_table_is_not_listed_and_its_link_seats_a_friend_then_shows_others_the_game() {
    let app = TestApp::spawn(temp_db("watch-private").await).await;
    let (ann, ann_cookie) = app.user("ann-private").await;
    let (bob, _) = app.user("bob-friend").await;
    let (_, cy) = app.user("cy-third").await;
    let (table, key) = app.private_table(&ann, json!({"minutes": 4})).await;
    let mut host = app.watching(&ann_cookie, table).await;
    let update = host.update().await;
    assert_eq!(update["settings"]["private"], true, "{update}");
    assert_eq!(update["status"], "open");
    // Nobody sees it in the lobby.
    let (_, listed) = app.get(&bob, "/api/tables").await;
    assert_eq!(listed, json!([]), "a private table is not listed");
    let mut lobby = app.socket(&cy).await;
    lobby.send(json!({"type": "lobby"})).await;
    let message = lobby.receive().await;
    assert_eq!(message["tables"], json!([]), "{message}");
    // The friend with the link takes the seat; the game starts.
    app.join_with_key(&bob, table, &key).await;
    // A third person with the link watches; the live game is not listed either.
    let mut third = app.socket(&cy).await;
    third
        .send(json!({"type": "open", "table": table, "key": key}))
        .await;
    let watched = third.update().await;
    assert_eq!(watched["watching"], true, "{watched}");
    assert_eq!(watched["status"], "live", "{watched}");
    lobby.send(json!({"type": "lobby"})).await;
    let message = lobby.receive().await;
    assert_eq!(message["live"], json!([]), "{message}");
    // A private table is for a person.
    let (status, refused) = app
        .post(
            &ann,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null, "private": true}),
        )
        .await;
    assert_eq!(status, 400, "{refused}");
    app.stop().await;
}
