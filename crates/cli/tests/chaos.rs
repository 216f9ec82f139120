//! Chaos: the real `dominoes serve` on a file database is killed with
//! SIGKILL at random moments while wagered games between people are being
//! played (at tables of two, and in a second test of four people each),
//! and started again on the same file each time. The players'
//! clients reconnect and play on. At the end every game is over, the books
//! balance (`dominoes audit`), no chip was made or lost, and every pot was
//! paid exactly once: each account played exactly one game, so it must end
//! with its 1,000 chips plus or minus the wager, as its game's result says.
//!
//! The small version runs with the suite. The full size is the same test:
//!
//! ```text
//! CHAOS_GAMES=200 CHAOS_KILLS=10 cargo test --release -p dominoes --test chaos -- --nocapture
//! ```
//!
//! `CHAOS_SEED` picks the kill moments and the players' pace.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

mod common;

use common::{
    Entrant, Room, Server, TestPlayer, audit_passes, every_board_decided_once,
    every_pot_paid_once_at, get_json, http_client, paid_once, post, setting,
};
use dominoes_rules::playout::FastRng;
use dominoes_server::ScratchDatabase;
use serde_json::{Value, json};
use tokio::time::{Instant, sleep};

const WAGER: i64 = 10;
const CHIPS: i64 = 1000;
/// A chaos tournament's entry fee.
const FEE: i64 = 10;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_survive_the_server_being_killed_and_every_pot_is_paid_once() {
    let games = setting("CHAOS_GAMES", 12) as usize;
    chaos(2, games).await;
}

/// The same at tables of four: four people per wagered game (partners,
/// RULES.md section 9), each winner paid their stake back plus one
/// opponent's, exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_of_four_survive_the_server_being_killed_and_every_pot_is_paid_once() {
    let games = setting("CHAOS_GAMES", 12) as usize;
    chaos(4, games.div_ceil(3)).await;
}

/// `games` wagered games of `seats` people, played while the server is
/// killed `CHAOS_KILLS` times.
async fn chaos(seats: usize, games: usize) {
    let kills = setting("CHAOS_KILLS", 3) as usize;
    let seed = setting("CHAOS_SEED", 14);
    let started = Instant::now();
    // A file, or with DOMINOES_TEST_POSTGRES (scripts/with-postgres) a
    // PostgreSQL database.
    // Removed when dropped, whether the test passes or fails.
    let scratch = ScratchDatabase::new("chaos").await.expect("a database");
    let db = scratch.database();
    let mut server = Server::start(&db, &[]);
    // One node: the room's address, empty while it is down.
    let room = Room::new(vec![server.url.clone()]);
    let http = http_client(Duration::from_secs(30));

    // Set up: a new account per seat, the host opens a wagered table (a
    // short game, to 50) and the others join it, each taking the lowest
    // free seat (so `players` is in seat order).
    let mut players = Vec::with_capacity(games * seats);
    let settings = if seats == 4 {
        json!({"seats": 4, "computers": [null, null, null, null], "target": 50,
               "minutes": 10, "wager": WAGER})
    } else {
        json!({"draw": 7, "target": 50, "minutes": 10, "opponent": "person", "wager": WAGER})
    };
    for g in 0..games {
        let mut host = TestPlayer::sign_up(&http, &room, 0, &format!("chaos{seats}x{g}h")).await;
        let host_page = host.opens_page(&room).await;
        let table = host.opens_table(&http, &room, &settings).await;
        players.push(host);
        for s in 1..seats {
            let name = format!("chaos{seats}x{g}g{s}");
            let mut guest = TestPlayer::sign_up(&http, &room, 0, &name).await;
            guest.joins(&http, &room, table).await;
            players.push(guest);
        }
        drop(host_page);
    }
    let set_up = started.elapsed();

    // A person's pace, quickened, while kills are to come (so they land
    // mid-game); then as fast as the room answers.
    let finished = Arc::new(AtomicUsize::new(0));
    let calm = Arc::new(AtomicBool::new(kills == 0));
    let clients: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let (player, room) = (player.clone(), room.clone());
            let (finished, calm) = (finished.clone(), calm.clone());
            tokio::spawn(async move {
                let log = player
                    .plays_to_the_end(&room, seed ^ ((i as u64) << 8), &calm)
                    .await;
                finished.fetch_add(1, Ordering::Relaxed);
                log
            })
        })
        .collect();

    // The kills: each at a random moment, while games are being played.
    let mut rng = FastRng::new(seed);
    let mut mid_game = 0;
    for _ in 0..kills {
        sleep(Duration::from_millis(300 + rng.below(1200) as u64)).await;
        if finished.load(Ordering::Relaxed) < players.len() {
            mid_game += 1;
        }
        room.down(0);
        server.kill();
        server = Server::start(&db, &[]);
        room.up(0, &server.url);
    }
    calm.store(true, Ordering::Relaxed);
    let mut logs = Vec::new();
    for client in clients {
        logs.push(client.await.expect("a client finished"));
    }
    let played = started.elapsed().saturating_sub(set_up);
    server.kill();

    // Every game over, the books balanced (as `dominoes audit` reads them
    // from the database), and every account's chips what its one game's
    // result pays.
    audit_passes(&db);
    let store = dominoes_server::Store::connect(&db)
        .await
        .expect("the database");
    every_pot_paid_once_at(&store, &players, seats, CHIPS, WAGER).await;
    store.close().await;

    let reconnects: usize = logs.iter().map(|s| s.connections).sum();
    let mut errors: Vec<&str> = logs
        .iter()
        .flat_map(|s| s.errors.iter().map(String::as_str))
        .collect();
    errors.sort_unstable();
    errors.dedup();
    eprintln!(
        "chaos: {games} wagered games of {seats}, {kills} kills ({mid_game} mid-game), \
         {reconnects} connections, set up in {:.1} s, played in {:.1} s; \
         errors answered (retried): {errors:?}",
        set_up.as_secs_f64(),
        played.as_secs_f64()
    );
    assert!(
        mid_game >= kills.min(3),
        "only {mid_game} kills landed while games were played"
    );
}

/// A Swiss tournament of people whose clients find their game of each
/// round on the tournament's page and play it, while the server is killed
/// `CHAOS_KILLS` times: it ends with every game played once (one game a
/// board, no pair twice), the prize paid once, and every chip accounted
/// for. `CHAOS_PLAYERS` (8) and `CHAOS_ROUNDS` (3) set its size: the full
/// size is 32 players and 5 rounds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_tournament_survives_the_server_being_killed_and_pays_once() {
    let count = setting("CHAOS_PLAYERS", 8) as usize;
    let rounds = setting("CHAOS_ROUNDS", 3);
    tournament_chaos(json!({"kind": "swiss", "rounds": rounds}), count).await;
}

/// The same for a knockout, each match best of 3: `CHAOS_KNOCKOUT` players
/// (8; the full size is 16).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_survives_the_server_being_killed_and_pays_once() {
    let count = setting("CHAOS_KNOCKOUT", 8) as usize;
    tournament_chaos(json!({"kind": "knockout", "best_of": 3}), count).await;
}

/// A duplicate event (`CHAOS_DUPLICATE` players, 6; 2 rounds of 2 deals):
/// every board plays each deal from both seats, and each round's records,
/// fetched by someone who played none of them, verify with
/// `dominoes tournament verify` as the same deals at every table; a
/// round's records checked against another round's seed do not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duplicate_event_survives_the_server_being_killed_and_its_rounds_verify() {
    let count = setting("CHAOS_DUPLICATE", 6) as usize;
    tournament_chaos(json!({"kind": "duplicate", "rounds": 2, "deals": 2}), count).await;
}

/// A knockout of teams of two (games of four, best of 3): `CHAOS_TEAMS`
/// people (8: four teams, teamed by the room at the start).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_of_teams_survives_the_server_being_killed_and_pays_once() {
    let count = setting("CHAOS_TEAMS", 8) as usize;
    tournament_chaos(
        json!({"kind": "knockout", "best_of": 3, "teams": true}),
        count,
    )
    .await;
}

/// A tournament of `count` people in `format`, played while the server is
/// killed `CHAOS_KILLS` times; `"teams": true` in `format` (taken out
/// before it is sent) plays it in teams of two, games of four.
async fn tournament_chaos(mut format: Value, count: usize) {
    let teams = format
        .as_object_mut()
        .and_then(|f| f.remove("teams"))
        .is_some();
    let per_game = if teams { 4 } else { 2 };
    let entrants = count / (per_game / 2);
    let kills = setting("CHAOS_KILLS", 3) as usize;
    let seed = setting("CHAOS_SEED", 14);
    let knockout = format["kind"] == "knockout";
    let scratch = ScratchDatabase::new("chaos-tournament")
        .await
        .expect("a database");
    let db = scratch.database();
    let mut server = Server::start(&db, &[]);
    let room = Room::new(vec![server.url.clone()]);
    let http = http_client(Duration::from_secs(30));
    let host = TestPlayer::sign_up(&http, &room, 0, "chaos-host").await;
    let plan = json!({"name": "Chaos", "format": format,
        "draw": if teams { 5 } else { 7 }, "target": 50, "minutes": 10, "entry_fee": FEE,
        "split": [50, 30, 20], "min_players": entrants, "max_players": entrants});
    let (created, _): (Value, _) = post(
        &http,
        &room,
        0,
        "/api/tournaments",
        Some(&host.cookie),
        &plan,
    )
    .await;
    let id = created["id"].as_i64().expect("an id");
    let players = field_enters(&http, &room, id, count).await;

    let finished = Arc::new(AtomicUsize::new(0));
    let calm = Arc::new(AtomicBool::new(kills == 0));
    let clients: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, (name, player))| {
            let entrant = Entrant {
                name: name.clone(),
                player: player.clone(),
                room: room.clone(),
                http: http.clone(),
            };
            let (finished, calm) = (finished.clone(), calm.clone());
            tokio::spawn(async move {
                let played = entrant
                    .plays_tournament(id, seed ^ ((i as u64) << 8), &calm)
                    .await;
                finished.fetch_add(1, Ordering::Relaxed);
                (entrant.name, played)
            })
        })
        .collect();

    let mut rng = FastRng::new(seed);
    let mut mid_event = 0;
    for _ in 0..kills {
        sleep(Duration::from_millis(300 + rng.below(1200) as u64)).await;
        if finished.load(Ordering::Relaxed) < players.len() {
            mid_event += 1;
        }
        room.down(0);
        server.kill();
        server = Server::start(&db, &[]);
        room.up(0, &server.url);
    }
    calm.store(true, Ordering::Relaxed);
    let mut results = Vec::new();
    for client in clients {
        results.push(client.await.expect("a client finished"));
    }
    let page = get_json(&http, &room, 0, &format!("/api/tournaments/{id}"), None).await;
    if format["kind"] == "duplicate" {
        duplicate_rounds_verify(&http, &room, &page).await;
    }
    server.kill();

    let games = every_board_decided_once(&page, &format);
    let played: usize = results.iter().map(|(_, p)| p.len()).sum();
    assert_eq!(played, per_game * games, "every game played by its players");
    let rounds = page["rounds"].as_array().map_or(0, Vec::len);
    let per_board = format["deals"]
        .as_u64()
        .map_or(1, |deals| 2 * deals as usize);
    if knockout {
        assert_eq!(1 << rounds, entrants.next_power_of_two(), "{page}");
    } else {
        assert_eq!(games, rounds * (entrants / 2) * per_board);
    }
    audit_passes(&db);
    paid_once(&db, &page, &players, FEE).await;
    eprintln!(
        "chaos: a tournament ({format}) of {count} in {rounds} rounds, {games} games, {kills} kills ({mid_event} mid-event)"
    );
    assert!(
        mid_event >= kills.min(3),
        "only {mid_event} kills landed during the event"
    );
}

/// `count` people sign up and enter tournament `id`: their names and
/// clients.
async fn field_enters(
    http: &reqwest::Client,
    room: &Room,
    id: i64,
    count: usize,
) -> Vec<(String, TestPlayer)> {
    let mut players = Vec::with_capacity(count);
    for i in 0..count {
        let name = format!("chaos-t{i}");
        let player = TestPlayer::sign_up(http, room, 0, &name).await;
        let path = format!("/api/tournaments/{id}/register");
        let _: (Value, _) = post(http, room, 0, &path, Some(&player.cookie), &json!({})).await;
        players.push((name, player));
    }
    players
}

/// Each round of a duplicate event's `page`: its records, fetched without
/// signing in (a duplicate round's games are private until the round is
/// decided, then anyone's), verify with `dominoes tournament verify` as
/// dealt from the round's published seed, the same deals at every table;
/// checked against another round's seed they do not.
async fn duplicate_rounds_verify(http: &reqwest::Client, room: &Room, page: &Value) {
    let dir = std::env::temp_dir().join(format!("dominoes-duplicate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let page_file = dir.join("page.json");
    std::fs::write(&page_file, page.to_string()).expect("the page written");
    let rounds = page["rounds"].as_array().expect("rounds");
    let mut files_of = Vec::new();
    for round in rounds {
        let mut files = Vec::new();
        for board in round["boards"].as_array().expect("boards") {
            for game in board["games"].as_array().expect("games") {
                let table = game["table"].as_i64().expect("a table");
                let record =
                    get_json(http, room, 0, &format!("/api/games/{table}/record"), None).await;
                assert!(record.get("hands").is_some(), "record {table}: {record}");
                let file = dir.join(format!("{table}.json"));
                std::fs::write(&file, record.to_string()).expect("a record written");
                files.push(file);
            }
        }
        files_of.push(files);
    }
    let verify = |round: usize, files: &[std::path::PathBuf]| {
        std::process::Command::new(common::BIN)
            .args(["tournament", "verify", "--page"])
            .arg(&page_file)
            .args(["--round", &round.to_string()])
            .args(files)
            .output()
            .expect("dominoes runs")
    };
    for (r, files) in files_of.iter().enumerate() {
        let out = verify(r + 1, files);
        let report: Value = serde_json::from_slice(&out.stdout).expect("a JSON report");
        assert!(out.status.success(), "round {}: {report}", r + 1);
        let deals = report["deals"].as_array().expect("deals");
        assert_eq!(deals.len(), 2, "{report}");
        for deal in deals {
            let played = deal["records"].as_u64().expect("records");
            assert_eq!(Some(played), deal["games"].as_u64(), "{report}");
            assert!(played >= 2, "each deal from both seats: {report}");
            assert!(deal["hands_compared"].as_u64() >= Some(1), "{report}");
        }
    }
    if files_of.len() > 1 {
        let out = verify(1, &files_of[1]);
        assert!(
            !out.status.success(),
            "round 2's records under round 1's seed"
        );
        let report: Value = serde_json::from_slice(&out.stdout).expect("a JSON error");
        assert!(
            report["error"]
                .as_str()
                .is_some_and(|e| e.contains("not the round's seed")),
            "{report}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
