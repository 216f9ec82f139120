//! Hidden tiles stay hidden (RULES.md section 8), checked the hard way:
//! complete games between people, each seat driven by a bot over the real
//! WebSocket server, every frame each seat receives scanned for a tile it
//! may not know yet (judged against the hand's true deal from the record
//! afterwards), every record checked by the fairness verifier, and the
//! server's logs scanned for tiles and seeds.
//!
//! `DOMINOES_SCAN_GAMES=10000 cargo test --release -p dominoes-server --test
//! hidden -- --nocapture` runs the long version (docs/fairness.md).

mod common;

use std::collections::HashSet;
use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use common::{BotSeat, Scan, TestApp, play_checking, temp_db, tiles_in};
use dominoes_bots::{Level, new_bot};
use dominoes_rules::Tile;
use serde_json::{Value, json};

/// Everything the server logs while this test binary runs.
static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();

#[derive(Clone)]
struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .expect("the log buffer")
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Starts capturing the room's logs at their most detailed level (once).
fn capture_logs() -> Arc<Mutex<Vec<u8>>> {
    LOGS.get_or_init(|| {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        let writer = Capture(buffer.clone());
        tracing_subscriber::fmt()
            .with_env_filter("dominoes_server=trace,dominoes_rules=trace,sqlx=debug,info")
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .init();
        buffer
    })
    .clone()
}

/// One frame as a seat received it: its raw text and parsed value.
struct Frame {
    seat: usize,
    text: String,
    value: Value,
}

/// Plays one complete game between `host` and `guest` (each a bot over its
/// own socket) and returns every frame each seat received and the record.
async fn play_game(
    app: &TestApp,
    players: &[(reqwest::Client, String); 2],
    game: u64,
) -> (Vec<Frame>, Value) {
    let table = app
        .people_table(
            &players[0].0,
            &players[1].0,
            json!({"draw": if game.is_multiple_of(2) { 7 } else { 9 }, "target": 100, "minutes": 10}),
        )
        .await;
    let mut seats = Vec::new();
    for (index, (_, cookie)) in players.iter().enumerate() {
        let socket = app.watching(cookie, table).await;
        let bot = new_bot(Level::Easy, game * 2 + index as u64);
        seats.push(BotSeat::new(index, socket, bot, format!("s{game:x}")));
    }
    let [mut zero, mut one] = <[BotSeat; 2]>::try_from(seats).ok().expect("two seats");
    let mut frames = Vec::new();
    while !(zero.over && one.over) {
        let (seat, (text, value)) = tokio::select! {
            frame = zero.next_frame(), if !zero.over => (0, frame),
            frame = one.next_frame(), if !one.over => (1, frame),
        };
        let player = if seat == 0 { &mut zero } else { &mut one };
        player.answer(&value).await;
        let frame = Frame { seat, text, value };
        frames.push(frame);
    }
    let (status, record) = app
        .get(&players[0].0, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200, "{record}");
    (frames, record)
}

/// Checks a finished game's frames against its record: before a hand ends,
/// a seat's frames name only its own tiles (dealt or drawn so far) and the
/// tiles on the table, and never the hand's server seed; each hand's
/// commitment is the one its record reveals the seed of.
fn scan_game(frames: &[Frame], record: &Value, scan: &mut Scan) {
    let text = record.to_string();
    let checked = dominoes_rules::fairness::verify(&text).expect("the room's record verifies");
    assert_eq!(checked.unverifiable, 0, "every hand has its seeds");
    let replayed = dominoes_rules::replay(&text).expect("the room's record replays");
    let hands = record["hands"].as_array().expect("hands");
    scan.games += 1;
    scan.hands += hands.len();
    for frame in frames {
        let update = &frame.value;
        if update["type"] != "table" || update["status"] == "over" || !update["hand_end"].is_null()
        {
            continue; // both hands are shown once the hand (or game) is over
        }
        let Some(number) = update["state"]["hand_number"].as_u64() else {
            continue;
        };
        let number = number as usize;
        let seen_actions = update["state"]["history"].as_array().map_or(0, Vec::len);
        // What this seat may know: its deal, its own draws, the tiles placed.
        let mut known = HashSet::new();
        if let Some(hand) = hands.get(number) {
            for tile in hand["deal"][frame.seat].as_array().expect("a deal") {
                known.insert(
                    tile.as_str()
                        .expect("a tile")
                        .parse::<Tile>()
                        .expect("a tile"),
                );
            }
            let events = &replayed.hands[number].events;
            for event in &events[..seen_actions.min(events.len())] {
                let action = event.action.as_str();
                let own_draw = event.player == frame.seat && action.starts_with("draw ");
                let placed = !action.starts_with("draw") && action != "pass";
                if own_draw || placed {
                    let tile = action.trim_start_matches("draw ");
                    known.insert(tile[..3].parse::<Tile>().expect("a tile"));
                }
            }
            let seed = hand["server_seed"].as_str().expect("a revealed seed");
            assert!(
                !frame.text.contains(seed),
                "seat {} saw hand {number}'s server seed before its end: {}",
                frame.seat,
                frame.text
            );
            assert_eq!(
                update["fairness"]["commitment"], hand["commitment"],
                "the commitment shown is the one revealed"
            );
        }
        // A frame before the deal (no record hand yet, or still seeding) knows nothing.
        if update["fairness"]["seeded"] != json!([true, true]) {
            known.clear();
        }
        for tile in tiles_in(&frame.text) {
            scan.tiles_seen += 1;
            assert!(
                known.contains(&tile),
                "seat {} saw {tile}, hidden from it, in hand {number} after {seen_actions} actions: {}",
                frame.seat,
                frame.text
            );
        }
        scan.frames += 1;
    }
}

/// `pairs` pairs of players, each playing `games` games in a row, all
/// pairs at once; every game scanned.
async fn scan_games(app: &Arc<TestApp>, pairs: usize, games: usize, tag: &str) -> Scan {
    let mut tasks = Vec::new();
    for pair in 0..pairs {
        let app = app.clone();
        let names = [format!("{tag}{pair}a"), format!("{tag}{pair}b")].map(|name| {
            name.chars()
                .map(|c| {
                    if c.is_ascii_digit() {
                        (b'g' + c as u8 - b'0') as char
                    } else {
                        c
                    }
                })
                .collect::<String>()
        });
        // One sign-up at a time: the room answers a burst of password
        // hashes with 503 rather than queue them.
        let players = [app.user(&names[0]).await, app.user(&names[1]).await];
        tasks.push(tokio::spawn(async move {
            let mut scan = Scan::default();
            for game in 0..games {
                let (frames, record) =
                    play_game(&app, &players, (pair * games + game) as u64).await;
                scan_game(&frames, &record, &mut scan);
            }
            scan
        }));
    }
    let mut total = Scan::default();
    for task in tasks {
        total.add(&task.await.expect("a pair's games"));
    }
    total
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_sees_a_hidden_tile_before_the_hand_ends() {
    let games: usize = std::env::var("DOMINOES_SCAN_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    if games <= 1000 {
        // The log test scans these games' logs too; a long run keeps none.
        capture_logs();
    }
    let pairs = 10.min(games);
    let database = temp_db("hidden-scan").await;
    let app = Arc::new(TestApp::spawn_config(many_players(database.database())).await);
    let started = Instant::now();
    let scan = scan_games(&app, pairs, games.div_ceil(pairs), "scan").await;
    println!(
        "hidden tiles: {} games, {} hands, {} frames scanned, {} tile mentions checked, none hidden, in {:.1} s",
        scan.games,
        scan.hands,
        scan.frames,
        scan.tiles_seen,
        started.elapsed().as_secs_f64()
    );
    assert!(scan.games >= games && scan.tiles_seen > scan.frames);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_logs_name_no_tile_and_no_seed() {
    let logs = capture_logs();
    let database = temp_db("hidden-logs").await;
    let app = Arc::new(TestApp::spawn_config(many_players(database.database())).await);
    let pairs = 2;
    let mut records = Vec::new();
    let mut tasks = Vec::new();
    for pair in 0..pairs {
        let app = app.clone();
        let names = [["loga", "logb"], ["logc", "logd"]][pair];
        let players = [app.user(names[0]).await, app.user(names[1]).await];
        tasks.push(tokio::spawn(async move {
            let mut records = Vec::new();
            for game in 0..3 {
                records.push(play_game(&app, &players, 1000 + game).await.1);
            }
            records
        }));
    }
    for task in tasks {
        records.extend(task.await.expect("a pair's games"));
    }
    let text = String::from_utf8_lossy(&logs.lock().expect("the log buffer")).into_owned();
    assert!(
        text.contains("websocket"),
        "the capture saw the room's logs"
    );
    for record in &records {
        for hand in record["hands"].as_array().expect("hands") {
            let seed = hand["server_seed"].as_str().expect("a seed");
            assert!(!text.contains(seed), "the logs hold a server seed");
        }
    }
    let tiles = tiles_in(&text);
    assert!(
        tiles.is_empty(),
        "the logs name tiles {tiles:?}: {}",
        text.lines()
            .find(|l| !tiles_in(l).is_empty())
            .unwrap_or_default()
    );
}

/// A server where one address may sign up many players (the load-test
/// mode lifts the sign-up throttle for loopback).
fn many_players(database: dominoes_server::Database) -> dominoes_server::Config {
    dominoes_server::Config {
        database,
        bot_delay: Duration::ZERO,
        load_test: true,
        // Machines play as fast as the server answers: at a person's pace
        // (20 a second) a quick game would be refused its moves.
        socket_rate: common::MACHINE_PACE,
        ..Default::default()
    }
}

/// Every tile named anywhere in a frame outside its history: hand, legal
/// moves, ends, spinner, and anything a careless change might add.
fn tiles_outside_history(update: &Value) -> Vec<String> {
    fn walk(value: &Value, key: &str, out: &mut Vec<String>) {
        match value {
            Value::String(text) if key != "history" => {
                for word in text.split(' ') {
                    let b = word.as_bytes();
                    if b.len() == 3
                        && b[1] == b'-'
                        && b[0].is_ascii_digit()
                        && b[2].is_ascii_digit()
                    {
                        out.push(format!(
                            "{}-{}",
                            b[0].min(b[2]) as char,
                            b[0].max(b[2]) as char
                        ));
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, key, out)),
            Value::Object(map) => map
                .iter()
                .filter(|(k, _)| *k != "history")
                .for_each(|(k, v)| walk(v, k, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(update, "", &mut out);
    out
}

fn canonical(tile: &str) -> String {
    let b = tile.as_bytes();
    format!("{}-{}", b[0].min(b[2]) as char, b[0].max(b[2]) as char)
}

/// Fails if a live frame names a tile that is neither in the seat's hand
/// nor on the table, or an opponent's draw names its tile.
fn check_frame(update: &Value) {
    if update["status"] != "live" || update["hand_end"].is_object() {
        return;
    }
    let state = &update["state"];
    let mut public: Vec<String> = state["hand"]
        .as_array()
        .expect("a hand")
        .iter()
        .map(|t| canonical(t.as_str().expect("a tile")))
        .collect();
    let seat = update["seat"].as_u64().expect("a seat");
    for event in state["history"].as_array().expect("a history") {
        let action = event["action"].as_str().expect("an action");
        if action.starts_with("draw") {
            // Only this seat's own draws name their tile.
            assert!(
                event["player"].as_u64() == Some(seat) || action == "draw",
                "an opponent's draw shows its tile: {action}"
            );
            continue;
        }
        if action != "pass" {
            public.push(canonical(&action[..3]));
        }
    }
    for tile in tiles_outside_history(update) {
        assert!(
            public.contains(&tile),
            "seat {seat} was shown {tile}, not its own nor on the table: {update}"
        );
    }
    assert!(
        update["revealed"].is_null(),
        "hands revealed while the hand is live"
    );
}

#[tokio::test]
async fn no_frame_shows_a_seat_the_opponents_tiles_or_the_boneyard_while_the_hand_is_live() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let mut frames = 0;
    for game in 0..4 {
        let draw = if game % 2 == 0 { 7 } else { 9 };
        let settings = json!({"minutes": 10, "target": 50, "draw": draw});
        let table = app.people_table(&ann, &bob, settings).await;
        let mut sockets = [
            app.watching(&ann_cookie, table).await,
            app.watching(&bob_cookie, table).await,
        ];
        let [a, b] = &mut sockets;
        let ((_, x), (_, y)) = tokio::join!(
            play_checking(a, table, check_frame),
            play_checking(b, table, check_frame)
        );
        frames += x + y;
    }
    assert!(frames > 100, "only {frames} frames were checked");
    app.stop().await;
}
