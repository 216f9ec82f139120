//! Chaos: the real `dominoes serve` on a file database is killed with
//! SIGKILL at random moments while wagered games between people are being
//! played, and started again on the same file each time. The players'
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

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

mod common;

use common::{BIN, Server, connect, next_step, setting};
use dominoes_rules::playout::FastRng;
use dominoes_server::{Database, GameId, ScratchDatabase, UserId};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::time::{Instant, sleep, timeout};
use tokio_tungstenite::tungstenite::Message;

const WAGER: i64 = 10;
const CHIPS: i64 = 1000;

/// Where the room is now; empty while it is down.
type Room = Arc<RwLock<String>>;

fn room_url(room: &Room) -> Option<String> {
    let url = room.read().expect("lock").clone();
    (!url.is_empty()).then_some(url)
}

/// POSTs `body`, retrying while the room is down or busy.
async fn post(
    http: &reqwest::Client,
    room: &Room,
    path: &str,
    cookie: Option<&str>,
    body: &Value,
) -> (Value, Option<String>) {
    for _ in 0..600 {
        let Some(url) = room_url(room) else {
            sleep(Duration::from_millis(50)).await;
            continue;
        };
        let mut request = http.post(format!("{url}{path}")).json(body);
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        let Ok(response) = request.send().await else {
            sleep(Duration::from_millis(50)).await;
            continue;
        };
        let status = response.status();
        if status.as_u16() == 429 || status.is_server_error() {
            sleep(Duration::from_millis(200)).await;
            continue;
        }
        let cookie = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find_map(|v| v.split(';').next().filter(|p| p.starts_with("session=")))
            .map(str::to_owned);
        let answer: Value = response.json().await.unwrap_or(Value::Null);
        assert!(status.is_success(), "POST {path}: {status} {answer}");
        return (answer, cookie);
    }
    panic!("POST {path}: the room never answered");
}

/// One player: their session and the table they play at.
#[derive(Clone, Debug)]
struct Player {
    id: i64,
    cookie: String,
    table: i64,
}

async fn register(http: &reqwest::Client, room: &Room, name: &str) -> (i64, String) {
    let body = json!({"name": name, "password": "chaos test password", "avatar": "owl"});
    let (me, cookie) = post(http, room, "/api/register", None, &body).await;
    let id = me["id"].as_i64().expect("an id");
    (id, cookie.expect("a session cookie"))
}

/// What a player's client saw.
#[derive(Debug, Default)]
struct Seen {
    reconnects: usize,
    errors: Vec<String>,
}

/// Plays `player`'s seat until the game is over, reconnecting whenever the
/// socket drops or goes quiet (the server was killed, or an answer was
/// lost with it). Every decision is made from the latest update, so a
/// client that reconnects simply carries on from what the server restored.
async fn play(player: Player, room: Room, seed: u64, kills_left: Arc<AtomicUsize>) -> Seen {
    let mut rng = FastRng::new(seed);
    let mut log = Seen::default();
    let table = player.table;
    let deadline = Instant::now() + Duration::from_mins(10);
    loop {
        assert!(Instant::now() < deadline, "table {table}: never finished");
        let Some(url) = room_url(&room) else {
            sleep(Duration::from_millis(50)).await;
            continue;
        };
        let Some(mut socket) = connect(&url, &player.cookie).await else {
            sleep(Duration::from_millis(50)).await;
            continue;
        };
        log.reconnects += 1;
        let open = json!({"type": "open", "table": table}).to_string();
        if socket.send(Message::Text(open.into())).await.is_err() {
            continue;
        }
        // The hand whose `next` was sent on this socket.
        let mut next_sent = None;
        loop {
            // Quiet for this long: something was lost; reconnect and look.
            let frame = match timeout(Duration::from_secs(3), socket.next()).await {
                Ok(Some(Ok(Message::Text(text)))) => text,
                Ok(Some(Ok(Message::Close(_)) | Err(_)) | None) | Err(_) => break,
                Ok(Some(Ok(_))) => continue,
            };
            let Ok(update) = serde_json::from_str::<Value>(&frame) else {
                continue;
            };
            if update["type"] == "error" {
                log.errors
                    .push(update["code"].as_str().unwrap_or("?").to_owned());
                continue;
            }
            if update["type"] != "table" || update["table"] != table {
                continue;
            }
            if update["status"] == "over" {
                return log;
            }
            let Some(message) = next_step(&update, table, &mut next_sent) else {
                continue;
            };
            // A person's pace, quickened, while kills are to come (so they
            // land mid-game); then as fast as the room answers.
            let pause = if kills_left.load(Ordering::Relaxed) > 0 {
                100 + rng.below(300)
            } else {
                rng.below(10)
            };
            sleep(Duration::from_millis(pause as u64)).await;
            if socket
                .send(Message::Text(message.to_string().into()))
                .await
                .is_err()
            {
                break;
            }
        }
    }
}

/// Every game over, the books balanced, and every account's chips what
/// its one game's result pays.
async fn check_books(db: &Database, players: &[Player]) {
    // The books, as `dominoes audit` reads them from the database.
    let audit = Command::new(BIN)
        .args(["audit", "--database"])
        .arg(db.url())
        .output()
        .expect("the audit runs");
    let audit_text = String::from_utf8_lossy(&audit.stdout);
    assert!(
        audit.status.success(),
        "{audit_text}{}",
        String::from_utf8_lossy(&audit.stderr)
    );

    // Every game over, and each account's chips exactly what its game's
    // result pays: a pot paid twice, or lost, shows here.
    let store = dominoes_server::Store::connect(db)
        .await
        .expect("the database");
    let mut total = 0;
    for pair in players.chunks(2) {
        let table = GameId::new(pair[0].table);
        let game = store.game(table).await.expect("read").expect("a game");
        assert_eq!(game.status.as_str(), "over", "game {table}");
        let (winner, reason) = store
            .game_result(table)
            .await
            .expect("read")
            .expect("a result");
        for (seat, player) in pair.iter().enumerate() {
            let chips = store
                .user_by_id(UserId::new(player.id))
                .await
                .expect("read")
                .expect("a user")
                .chips;
            let expected = match winner {
                Some(w) if w.index() == seat => CHIPS + WAGER,
                Some(_) => CHIPS - WAGER,
                None => CHIPS,
            };
            assert_eq!(chips, expected, "game {table} ({reason:?}), seat {seat}");
            total += chips;
        }
    }
    let accounts = i64::try_from(players.len()).expect("a count");
    assert_eq!(total, CHIPS * accounts, "chips made or lost");
    let books = store.audit().await.expect("the audit");
    assert!(books.balances(), "{books:?}");
    assert_eq!(books.escrow, 0, "a pot left in escrow: {books:?}");
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_survive_the_server_being_killed_and_every_pot_is_paid_once() {
    let games = setting("CHAOS_GAMES", 12) as usize;
    let kills = setting("CHAOS_KILLS", 3) as usize;
    let seed = setting("CHAOS_SEED", 14);
    let started = Instant::now();
    // A file, or with DOMINOES_TEST_POSTGRES (scripts/with-postgres) a
    // PostgreSQL database.
    // Removed when dropped, whether the test passes or fails.
    let scratch = ScratchDatabase::new("chaos").await.expect("a database");
    let db = scratch.database();
    let mut server = Server::start(&db, &[]);
    let room: Room = Arc::new(RwLock::new(server.url.clone()));
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("an http client");

    // Set up: two new accounts per game, the host opens a wagered table
    // (a short game, to 50) and the guest joins it.
    let mut players = Vec::with_capacity(games * 2);
    for g in 0..games {
        let (host_id, host_cookie) = register(&http, &room, &format!("chaos{g}h")).await;
        // A table is joinable only while its host is in the room.
        let host_socket = connect(&server.url, &host_cookie)
            .await
            .expect("the host's socket");
        let body =
            json!({"draw": 7, "target": 50, "minutes": 10, "opponent": "person", "wager": WAGER});
        let (answer, _) = post(&http, &room, "/api/tables", Some(&host_cookie), &body).await;
        let table = answer["table"].as_i64().expect("a table");
        let (guest_id, guest_cookie) = register(&http, &room, &format!("chaos{g}g")).await;
        post(
            &http,
            &room,
            &format!("/api/tables/{table}/join"),
            Some(&guest_cookie),
            &json!({}),
        )
        .await;
        drop(host_socket);
        players.push(Player {
            id: host_id,
            cookie: host_cookie,
            table,
        });
        players.push(Player {
            id: guest_id,
            cookie: guest_cookie,
            table,
        });
    }
    let set_up = started.elapsed();

    let finished = Arc::new(AtomicUsize::new(0));
    let kills_left = Arc::new(AtomicUsize::new(kills));
    let clients: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let (player, room) = (player.clone(), room.clone());
            let (finished, kills_left) = (finished.clone(), kills_left.clone());
            tokio::spawn(async move {
                let log = play(player, room, seed ^ ((i as u64) << 8), kills_left).await;
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
        *room.write().expect("lock") = String::new();
        server.kill();
        server = Server::start(&db, &[]);
        *room.write().expect("lock") = server.url.clone();
        kills_left.fetch_sub(1, Ordering::Relaxed);
    }
    let mut logs = Vec::new();
    for client in clients {
        logs.push(client.await.expect("a client finished"));
    }
    let played = started.elapsed().saturating_sub(set_up);
    server.kill();

    check_books(&db, &players).await;

    let reconnects: usize = logs.iter().map(|s| s.reconnects).sum();
    let mut errors: Vec<&str> = logs
        .iter()
        .flat_map(|s| s.errors.iter().map(String::as_str))
        .collect();
    errors.sort_unstable();
    errors.dedup();
    eprintln!(
        "chaos: {games} wagered games, {kills} kills ({mid_game} mid-game), \
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
