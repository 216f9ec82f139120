//! What the tests that run the real `dominoes serve` process share: the
//! process itself, the room its nodes make, its sockets, and one
//! `TestPlayer` that signs up, opens and joins tables, and plays its seat
//! (picks, plays, draws, asks for the next hand) through kills and
//! reconnections, reading the server's frames as `dominoes_wire::server`
//! types.
#![allow(dead_code, reason = "each test file uses some of the helpers")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use dominoes_rules::Move;
use dominoes_rules::playout::FastRng;
use dominoes_server::{Database, GameId, Store, UserId};
use dominoes_wire::server::{GameStatus, Opened, ServerMessage, Update, session_cookie};
use dominoes_wire::{ClientMessage, encode};
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde::de::{DeserializeOwned, IgnoredAny};
use serde_json::{Value, json};
use tokio::time::{Instant, sleep, timeout};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

pub const BIN: &str = env!("CARGO_BIN_EXE_dominoes");

/// Runs `dominoes ARGS` with `stdin` on its standard input, and waits.
pub fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("the binary exits")
}

/// An environment variable's number, or `default`.
pub fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A running `dominoes serve --load-test` (with `extra` arguments) and
/// the address it announced.
pub struct Server {
    child: Child,
    pub url: String,
}

impl Server {
    pub fn start(db: &Database, extra: &[&str]) -> Server {
        Server::start_as(db, &["--load-test"], extra)
    }

    /// [`Server::start`] without `--load-test`: loopback clients are
    /// throttled as any.
    pub fn start_throttled(db: &Database, extra: &[&str]) -> Server {
        Server::start_as(db, &[], extra)
    }

    /// [`Server::start`] listening on `url`'s address (a node restarted
    /// where it was).
    pub fn start_at(db: &Database, url: &str, extra: &[&str]) -> Server {
        let address = url.trim_start_matches("http://");
        Server::start_on(db, &["--load-test"], address, extra)
    }

    fn start_as(db: &Database, mode: &[&str], extra: &[&str]) -> Server {
        Server::start_on(db, mode, "127.0.0.1:0", extra)
    }

    fn start_on(db: &Database, mode: &[&str], address: &str, extra: &[&str]) -> Server {
        let mut child = Command::new(BIN)
            .arg("serve")
            .args(mode)
            .args(["--addr", address, "--database"])
            .arg(db.url())
            .args(extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = std::sync::mpsc::channel();
        let mut log = server_log();
        let pid = child.id();
        // Keep reading, so the server never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(log) = &mut log {
                    // One write per line, named by its server: several
                    // servers append to the one file at once.
                    let _ = log.write_all(format!("{pid} {line}\n").as_bytes());
                }
                if let Some(url) = line.split("the room is on ").nth(1) {
                    let _ = tx.send(url.trim().to_owned());
                }
            }
        });
        let url = rx
            .recv_timeout(Duration::from_mins(1))
            .expect("the room says where it is");
        Server { child, url }
    }

    /// The server process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits up to `limit` for the process to exit by itself; its status.
    pub fn exits_within(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let start = std::time::Instant::now();
        while start.elapsed() < limit {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// SIGKILL: no shutdown, no flush, nothing the server can do about it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The room's socket with `cookie`'s session, if it opens within 5 s.
pub async fn connect(url: &str, cookie: &str) -> Option<Socket> {
    let ws = format!("ws://{}/ws", url.trim_start_matches("http://"));
    let mut request = ws.into_client_request().expect("a ws request");
    request.headers_mut().insert(
        "cookie",
        HeaderValue::from_str(cookie).expect("a cookie header"),
    );
    match timeout(
        Duration::from_secs(5),
        tokio_tungstenite::connect_async(request),
    )
    .await
    {
        Ok(Ok((socket, _))) => Some(socket),
        _ => None,
    }
}

/// The nodes' addresses, as the players' clients know them: a node being
/// restarted (or dead) is empty.
#[derive(Clone, Debug)]
pub struct Room(Arc<RwLock<Vec<String>>>);

impl Room {
    pub fn new(urls: Vec<String>) -> Room {
        Room(Arc::new(RwLock::new(urls)))
    }

    /// The node `home`, or the next live one after it.
    pub fn url(&self, home: usize) -> Option<String> {
        let urls = self.0.read().expect("lock");
        (0..urls.len())
            .map(|i| &urls[(home + i) % urls.len()])
            .find(|url| !url.is_empty())
            .cloned()
    }

    /// The node `node` is down: clients go elsewhere, or wait.
    pub fn down(&self, node: usize) {
        self.0.write().expect("lock")[node] = String::new();
    }

    /// The node `node` is up again, at `url`.
    pub fn up(&self, node: usize, url: &str) {
        url.clone_into(&mut self.0.write().expect("lock")[node]);
    }
}

/// An HTTP client whose every request gives up after `limit`.
pub fn http_client(limit: Duration) -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(limit)
        .build()
        .expect("an http client")
}

/// POSTs `body` to the node `home` (or the next live one), retrying while
/// the room is down or busy; the answer, read as `T`, and the session
/// cookie it set, if any.
pub async fn post<T: DeserializeOwned>(
    http: &reqwest::Client,
    room: &Room,
    home: usize,
    path: &str,
    cookie: Option<&str>,
    body: &Value,
) -> (T, Option<String>) {
    let request = |url: &str| http.post(format!("{url}{path}")).json(body);
    answered("POST", room, home, path, cookie, request).await
}

/// GETs `path` from the node `home` (or the next live one), retrying while
/// the room is down or busy; the answer as JSON.
pub async fn get_json(
    http: &reqwest::Client,
    room: &Room,
    home: usize,
    path: &str,
    cookie: Option<&str>,
) -> Value {
    let request = |url: &str| http.get(format!("{url}{path}"));
    answered("GET", room, home, path, cookie, request).await.0
}

/// The request `build` makes for a node's URL, with the session `cookie`,
/// sent until the room answers ([`retrying`]); the answer, which must be a
/// success, read as `T`, and the session cookie it set.
async fn answered<T: DeserializeOwned>(
    method: &str,
    room: &Room,
    home: usize,
    path: &str,
    cookie: Option<&str>,
    build: impl Fn(&str) -> reqwest::RequestBuilder,
) -> (T, Option<String>) {
    let (status, set, text) = retrying(room, home, |url| {
        let request = build(url);
        match cookie {
            Some(cookie) => request.header("cookie", cookie),
            None => request,
        }
    })
    .await
    .unwrap_or_else(|| panic!("{method} {path}: the room never answered"));
    assert!(status.is_success(), "{method} {path}: {status} {text}");
    let answer =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{method} {path}: {e} in {text}"));
    (answer, set)
}

/// Sends the request `build` makes for the node `home` (or the next live
/// one) until the room answers other than busy (429 or 5xx): its status,
/// the session cookie it set, and its body; `None` if it never did.
async fn retrying(
    room: &Room,
    home: usize,
    build: impl Fn(&str) -> reqwest::RequestBuilder,
) -> Option<(reqwest::StatusCode, Option<String>, String)> {
    for _ in 0..600 {
        let Some(url) = room.url(home) else {
            sleep(Duration::from_millis(50)).await;
            continue;
        };
        let Ok(response) = build(&url).send().await else {
            sleep(Duration::from_millis(50)).await;
            continue;
        };
        let status = response.status();
        if status.as_u16() == 429 || status.is_server_error() {
            sleep(Duration::from_millis(200)).await;
            continue;
        }
        let set_cookie = response.headers().get_all("set-cookie");
        let cookie =
            session_cookie(set_cookie.iter().filter_map(|v| v.to_str().ok())).map(str::to_owned);
        return Some((status, cookie, response.text().await.unwrap_or_default()));
    }
    None
}

/// `POST /api/register`'s answer, as far as the tests read it.
#[derive(Deserialize)]
struct Me {
    id: i64,
}

/// What a player's client saw while it played.
#[derive(Debug, Default)]
pub struct Seen {
    /// Sockets opened (the first, and one per reconnection).
    pub connections: usize,
    /// The codes of the error frames answered (each was retried).
    pub errors: Vec<String>,
}

/// A person playing in the room: their account, its session, the table
/// they play at, and the node their socket goes to while it lives.
#[derive(Clone, Debug)]
pub struct TestPlayer {
    pub id: i64,
    pub cookie: String,
    pub table: i64,
    pub home: usize,
}

impl TestPlayer {
    /// Signs `name` up on the node `home`; no table yet.
    pub async fn sign_up(
        http: &reqwest::Client,
        room: &Room,
        home: usize,
        name: &str,
    ) -> TestPlayer {
        let body = json!({"name": name, "password": "a test password", "avatar": "owl"});
        let (me, cookie): (Me, _) = post(http, room, home, "/api/register", None, &body).await;
        TestPlayer {
            id: me.id,
            cookie: cookie.expect("a session cookie"),
            table: 0,
            home,
        }
    }

    /// A page of the room on the node `home` (a table is joinable only
    /// while its host is in the room).
    pub async fn opens_page(&self, room: &Room) -> Socket {
        let url = room.url(self.home).expect("a live node");
        connect(&url, &self.cookie).await.expect("a socket")
    }

    /// Opens a table with `settings` (`POST /api/tables`) and sits at it.
    pub async fn opens_table(
        &mut self,
        http: &reqwest::Client,
        room: &Room,
        settings: &Value,
    ) -> i64 {
        let (opened, _): (Opened, _) = post(
            http,
            room,
            self.home,
            "/api/tables",
            Some(&self.cookie),
            settings,
        )
        .await;
        self.table = opened.table;
        opened.table
    }

    /// Takes the empty seat of `table` (`POST /api/tables/{id}/join`).
    pub async fn joins(&mut self, http: &reqwest::Client, room: &Room, table: i64) {
        let path = format!("/api/tables/{table}/join");
        let _: (IgnoredAny, _) =
            post(http, room, self.home, &path, Some(&self.cookie), &json!({})).await;
        self.table = table;
    }

    /// Leaves `table` (`POST /api/tables/{id}/leave`).
    pub async fn leaves(&self, http: &reqwest::Client, room: &Room, table: i64) {
        let path = format!("/api/tables/{table}/leave");
        let _: (IgnoredAny, _) =
            post(http, room, self.home, &path, Some(&self.cookie), &json!({})).await;
    }

    /// Plays this seat until the game is over, through its home node (or
    /// the next live one), reconnecting whenever the socket drops or goes
    /// quiet (a node was killed, or an answer was lost with it). Every
    /// decision is made from the latest update, so a client that
    /// reconnects simply carries on from what the server restored. A
    /// person's pace, quickened (seeded by `seed`), until `calm`; then as
    /// fast as the room answers.
    pub async fn plays_to_the_end(&self, room: &Room, seed: u64, calm: &AtomicBool) -> Seen {
        let mut rng = FastRng::new(seed);
        let mut log = Seen::default();
        let table = self.table;
        let deadline = Instant::now() + Duration::from_mins(10);
        // The last frame of this table seen, for the message if it never ends.
        let mut last = String::new();
        loop {
            assert!(
                Instant::now() < deadline,
                "table {table}: never finished; {log:?}; its last frame: {last}"
            );
            let Some(url) = room.url(self.home) else {
                sleep(Duration::from_millis(50)).await;
                continue;
            };
            let Some(mut socket) = connect(&url, &self.cookie).await else {
                sleep(Duration::from_millis(50)).await;
                continue;
            };
            log.connections += 1;
            if !say(&mut socket, &ClientMessage::open(table)).await {
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
                let update = match ServerMessage::decode(&frame).expect("a frame of the protocol") {
                    ServerMessage::Error(error) => {
                        log.errors.push(error.code.as_str().to_owned());
                        continue;
                    }
                    ServerMessage::Table(update) if update.table == table => {
                        last = frame.to_string();
                        update
                    }
                    _ => continue,
                };
                if update.status == GameStatus::Over {
                    return log;
                }
                let Some(message) = next_step(&update, &mut next_sent) else {
                    continue;
                };
                let pause = if calm.load(Ordering::Relaxed) {
                    rng.below(10)
                } else {
                    100 + rng.below(300)
                };
                sleep(Duration::from_millis(pause as u64)).await;
                if !say(&mut socket, &message).await {
                    break;
                }
            }
        }
    }
}

/// Sends `message`; false if the socket failed.
pub async fn say(socket: &mut Socket, message: &ClientMessage) -> bool {
    socket
        .send(Message::Text(encode(message).into()))
        .await
        .is_ok()
}

/// What the seat does next in `update`, if anything: pick the rest of
/// the hand's tiles, ask for the next hand (once per hand), or play (or
/// draw) the first legal move on its turn.
pub fn next_step(update: &Update, next_sent: &mut Option<usize>) -> Option<ClientMessage> {
    let table = update.table;
    if update.picking.is_some() {
        return update
            .picks_left()
            .map(|_| ClientMessage::auto_pick(table, None));
    }
    if update.hand_over() {
        let hand = update.hand_number();
        if *next_sent == Some(hand) {
            return None;
        }
        *next_sent = Some(hand);
        return Some(ClientMessage::next(table));
    }
    if !update.my_turn() {
        return None;
    }
    let mv: Move = update.legal.as_ref()?.first()?.parse().ok()?;
    Some(ClientMessage::act(table, update.version, mv))
}

/// `dominoes audit` passes on `db`: the books, as it reads them.
pub fn audit_passes(db: &Database) {
    let audit = Command::new(BIN)
        .args(["audit", "--database"])
        .arg(db.url())
        .output()
        .expect("the audit runs");
    assert!(
        audit.status.success(),
        "{}{}",
        String::from_utf8_lossy(&audit.stdout),
        String::from_utf8_lossy(&audit.stderr)
    );
}

/// Every game of `players` (host and guest, in pairs) over, each account
/// at its `chips` plus or minus the `wager` as its game's result says (a
/// pot paid twice, or lost, shows here), no chip made or lost, and the
/// books balanced with nothing left in escrow.
pub async fn every_pot_paid_once(store: &Store, players: &[TestPlayer], chips: i64, wager: i64) {
    every_pot_paid_once_at(store, players, 2, chips, wager).await;
}

/// [`every_pot_paid_once`] for games of `seats` (2, or 4 in partnerships:
/// `players` in fours, in seat order, each winner up the `wager`, the
/// stake back plus one opponent's, each loser down by it).
pub async fn every_pot_paid_once_at(
    store: &Store,
    players: &[TestPlayer],
    seats: usize,
    chips: i64,
    wager: i64,
) {
    let mut total = 0;
    for pair in players.chunks(seats) {
        let table = GameId::new(pair[0].table);
        let game = store.game(table).await.expect("read").expect("a game");
        assert_eq!(game.status.as_str(), "over", "game {table}");
        let (winner, reason) = store
            .game_result(table)
            .await
            .expect("read")
            .expect("a result");
        for (seat, player) in pair.iter().enumerate() {
            let now = store
                .user_by_id(UserId::new(player.id))
                .await
                .expect("read")
                .expect("a user")
                .chips;
            // The winning side: a seat at two, a team at four (seat % 2).
            let expected = match winner {
                Some(w) if w.index() == seat % 2 => chips + wager,
                Some(_) => chips - wager,
                None => chips,
            };
            assert_eq!(now, expected, "game {table} ({reason:?}), seat {seat}");
            total += now;
        }
    }
    let accounts = i64::try_from(players.len()).expect("a count");
    assert_eq!(total, chips * accounts, "chips made or lost");
    let books = store.audit().await.expect("the audit");
    assert!(books.balances(), "{books:?}");
    assert_eq!(books.escrow, 0, "a pot left in escrow: {books:?}");
}

// ---------------------------------------------------------------- tournaments

/// The table of `name`'s game under way on the tournament's `page`.
pub fn game_under_way(page: &Value, name: &str) -> Option<i64> {
    let round = page["rounds"].as_array()?.last()?;
    round["boards"].as_array()?.iter().find_map(|board| {
        // A player, or a team ("ann & bob") with them in it.
        let seated = board["players"]
            .as_array()?
            .iter()
            .filter_map(Value::as_str)
            .any(|p| p.split(" & ").any(|member| member == name));
        let game = board["games"].as_array()?.last()?;
        (seated && game["over"] == false).then(|| game["table"].as_i64())?
    })
}

/// An entrant's client: their name, account, and the way to the room.
pub struct Entrant {
    pub name: String,
    pub player: TestPlayer,
    pub room: Room,
    pub http: reqwest::Client,
}

impl Entrant {
    /// Finds their game of each round on tournament `id`'s page and plays
    /// it (reconnecting as the room comes and goes), until the page says
    /// the tournament is over; the tables played.
    pub async fn plays_tournament(&self, id: i64, seed: u64, calm: &AtomicBool) -> Vec<i64> {
        let path = format!("/api/tournaments/{id}");
        let mut tables = Vec::new();
        let deadline = Instant::now() + Duration::from_mins(15);
        loop {
            assert!(
                Instant::now() < deadline,
                "{}: the tournament never ended",
                self.name
            );
            let home = self.player.home;
            let page = get_json(
                &self.http,
                &self.room,
                home,
                &path,
                Some(&self.player.cookie),
            )
            .await;
            if page["status"] == "over" {
                return tables;
            }
            let Some(table) = game_under_way(&page, &self.name) else {
                sleep(Duration::from_millis(100)).await;
                continue;
            };
            let mut seat = self.player.clone();
            seat.table = table;
            seat.plays_to_the_end(&self.room, seed, calm).await;
            if !tables.contains(&table) {
                tables.push(table);
            }
        }
    }
}

/// Checks every board of the tournament's `page`: a Swiss's had one game
/// and no pair met twice; a knockout's best of 3 ended when its winner won
/// two, and not a game later; a duplicate round's played every deal once
/// from each seat. How many games were played.
pub fn every_board_decided_once(page: &Value, format: &Value) -> usize {
    let knockout = format["kind"] == "knockout";
    let deals = (format["kind"] == "duplicate").then(|| format["deals"].as_u64().expect("deals"));
    let mut met = std::collections::HashSet::new();
    let mut games = 0;
    for round in page["rounds"].as_array().expect("rounds") {
        for board in round["boards"].as_array().expect("boards") {
            if board["bye"] == true {
                continue;
            }
            let mut pair: Vec<String> = board["players"]
                .as_array()
                .expect("players")
                .iter()
                .map(|p| p.as_str().expect("a name").to_owned())
                .collect();
            pair.sort_unstable();
            assert!(met.insert(pair), "a pair met twice: {page}");
            let played = board["games"].as_array().expect("games");
            if knockout {
                let won = |name: &Value| played.iter().filter(|g| &g["winner"] == name).count();
                assert_eq!(won(&board["winner"]), 2, "{board}");
                let last = played.last().expect("a game");
                assert_eq!(
                    last["winner"], board["winner"],
                    "no game after the second win: {board}"
                );
            } else if let Some(deals) = deals {
                assert_eq!(played.len() as u64, 2 * deals, "{board}");
                for (i, game) in played.iter().enumerate() {
                    assert_eq!(game["deal"].as_u64(), Some(i as u64 % deals), "{board}");
                    let mut seats = board["players"].clone();
                    if i as u64 >= deals {
                        seats.as_array_mut().expect("players").reverse();
                    }
                    assert_eq!(game["players"], seats, "{board}");
                }
            } else {
                assert_eq!(played.len(), 1, "{board}");
            }
            games += played.len();
        }
    }
    games
}

/// Each player holds 1,000 chips less the `fee` plus their prize (paid
/// once), and the prizes are the pool.
pub async fn paid_once(db: &Database, page: &Value, players: &[(String, TestPlayer)], fee: i64) {
    let store = Store::connect(db).await.expect("the database");
    let prizes: std::collections::HashMap<String, i64> = page["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            let name = p["name"].as_str().expect("a name").to_owned();
            (name, p["prize"].as_i64().unwrap_or(0))
        })
        .collect();
    let pool = fee * i64::try_from(players.len()).expect("a small field");
    assert_eq!(prizes.values().sum::<i64>(), pool);
    for (name, player) in players {
        let user = store
            .user_by_id(UserId::new(player.id))
            .await
            .expect("a read")
            .expect("the player");
        assert_eq!(user.chips, 1000 - fee + prizes[name], "{name}");
    }
    store.close().await;
}

/// Where a server's log goes: nowhere, unless `DOMINOES_TEST_LOGS` names
/// a directory, where all the servers a test run starts append theirs to
/// `servers.log`, each line after its server's process id (to find out
/// why a test saw what it saw).
fn server_log() -> Option<std::fs::File> {
    let dir = std::env::var_os("DOMINOES_TEST_LOGS")?;
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(std::path::Path::new(&dir).join("servers.log"))
        .ok()
}
