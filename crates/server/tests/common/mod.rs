//! What every server test shares: the real server on port 0 (on a
//! scratch database removed after the test), a cookie-keeping HTTP client,
//! web sockets, and [`TestPlayer`]: a person who signs up, opens and joins
//! tables, picks, plays, draws, asks for the next hand and leaves, and
//! reads the room's frames as the types the server sends
//! ([`dominoes_wire::server`]).
#![allow(dead_code, reason = "each test file uses some of the helpers")]

use dominoes_rules::Move;
use dominoes_server::{Database, ScratchDatabase};
use dominoes_wire::ClientMessage;
#[allow(unused_imports, reason = "each test file uses some of the types")]
pub use dominoes_wire::server::{
    ChatHistory, ChatMessage, ErrorCode, ErrorFrame, GameStatus, Notice, ServerMessage, TableSetup,
    Update,
};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest, http::HeaderValue};

/// Messages a second a test's socket may send to [`TestApp::spawn`]'s
/// server: a test plays whole games as fast as the server answers, far
/// faster than the room's 20 a second for a person.
pub const MACHINE_PACE: f64 = 100_000.0;

pub struct TestApp {
    pub address: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    pub server: tokio::task::JoinHandle<()>,
    /// A socket for each user registered with [`TestApp::user`]: a player
    /// with a page of the room open, as in a browser.
    in_room: tokio::sync::Mutex<Vec<Socket>>,
    /// The scratch database this app runs on, if it made or was given one:
    /// removed once the test lets go of it too.
    scratch: Option<TempDb>,
}

/// A scratch database ([`temp_db`]), its files removed when the last of
/// its clones (the test's, and each app's on it) is dropped.
#[derive(Clone, Debug)]
pub struct TempDb(Option<Arc<ScratchDatabase>>, Database);

impl TempDb {
    /// The database, to configure a server with.
    pub fn database(&self) -> Database {
        self.1.clone()
    }
}

impl std::ops::Deref for TempDb {
    type Target = Database;

    fn deref(&self) -> &Database {
        &self.1
    }
}

/// A database the test names (`":memory:"`): nothing to remove.
impl From<&str> for TempDb {
    fn from(database: &str) -> TempDb {
        TempDb(None, Database::from(database))
    }
}

impl TestApp {
    pub async fn spawn(database: TempDb) -> TestApp {
        TestApp::spawn_with(database, Duration::from_mins(1)).await
    }

    /// A server whose game clocks count minutes of `minute` each. Its
    /// sockets take [`MACHINE_PACE`] messages a second, so a test playing
    /// at a machine's pace is never told to slow down (and never waits).
    pub async fn spawn_with(database: TempDb, minute: Duration) -> TestApp {
        let pick = dominoes_server::Config::default().pick_limit;
        TestApp::spawn_timed(database, minute, pick).await
    }

    /// [`TestApp::spawn_with`], its pick phase lasting `pick` (30 s in a
    /// room): for a test that waits out a player who never picks.
    pub async fn spawn_timed(database: TempDb, minute: Duration, pick: Duration) -> TestApp {
        let mut app = TestApp::spawn_config(dominoes_server::Config {
            database: database.database(),
            bot_delay: Duration::ZERO,
            clock_minute: minute,
            pick_limit: pick,
            socket_rate: MACHINE_PACE,
            ..Default::default()
        })
        .await;
        app.scratch.get_or_insert(database);
        app
    }

    /// A server set up with `config`. With `DOMINOES_TEST_POSTGRES` set
    /// (`scripts/with-postgres`), an in-memory database becomes a new
    /// `PostgreSQL` one, so every test runs against both stores. A test
    /// that gives it a [`temp_db`] keeps that alive while it needs it.
    pub async fn spawn_config(mut config: dominoes_server::Config) -> TestApp {
        let mut scratch = None;
        if config.database == Database::from(":memory:")
            && std::env::var_os(dominoes_server::TEST_POSTGRES).is_some()
        {
            let database = temp_db("memory").await;
            config.database = database.database();
            scratch = Some(database);
        }
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let address = listener.local_addr().expect("an address");
        let (stop, stopped) = oneshot::channel::<()>();
        let server = tokio::spawn(async move {
            dominoes_server::run(listener, config, async {
                let _ = stopped.await;
            })
            .await
            .expect("the server runs");
        });
        TestApp {
            address,
            stop: Some(stop),
            server,
            in_room: tokio::sync::Mutex::default(),
            scratch,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    pub fn client() -> reqwest::Client {
        reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .expect("a client")
    }

    pub async fn post(&self, client: &reqwest::Client, path: &str, body: Value) -> (u16, Value) {
        let response = client
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .expect("a response");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    pub async fn get(&self, client: &reqwest::Client, path: &str) -> (u16, Value) {
        let response = client.get(self.url(path)).send().await.expect("a response");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Registers `name`, with a page of the room open (a socket), and
    /// returns its client (holding the session cookie) and cookie.
    pub async fn user(&self, name: &str) -> (reqwest::Client, String) {
        let (client, cookie) = self.user_away(name).await;
        let socket = self.socket(&cookie).await;
        self.in_room.lock().await.push(socket);
        (client, cookie)
    }

    /// Registers `name` without opening any page of the room.
    pub async fn user_away(&self, name: &str) -> (reqwest::Client, String) {
        let client = TestApp::client();
        let response = client
            .post(self.url("/api/register"))
            .json(&json!({"name": name, "password": "long enough", "avatar": "owl"}))
            .send()
            .await
            .expect("a response");
        assert_eq!(response.status(), 200, "register {name}");
        let cookie = session_cookie(&response);
        (client, cookie)
    }

    pub async fn socket(&self, cookie: &str) -> Socket {
        let mut request = format!("ws://{}/ws", self.address)
            .into_client_request()
            .expect("a request");
        request
            .headers_mut()
            .insert("cookie", HeaderValue::from_str(cookie).expect("a header"));
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("a websocket");
        Socket(socket)
    }

    /// `host` opens a table against a person with `settings`, and `guest`
    /// joins it, so the game starts; returns the table's id.
    pub async fn people_table(
        &self,
        host: &reqwest::Client,
        guest: &reqwest::Client,
        mut settings: Value,
    ) -> i64 {
        settings["opponent"] = json!("person");
        let (status, created) = self.post(host, "/api/tables", settings).await;
        assert_eq!(status, 200, "{created}");
        let table = created["table"].as_i64().expect("a table");
        let (status, joined) = self
            .post(guest, &format!("/api/tables/{table}/join"), json!({}))
            .await;
        assert_eq!(status, 200, "{joined}");
        table
    }

    /// `host` opens a private table against a person with `settings`;
    /// returns its id and its key (the link's).
    pub async fn private_table(
        &self,
        host: &reqwest::Client,
        mut settings: Value,
    ) -> (i64, String) {
        settings["opponent"] = json!("person");
        settings["private"] = json!(true);
        let (status, opened) = self.post(host, "/api/tables", settings).await;
        assert_eq!(status, 200, "{opened}");
        let table = opened["table"].as_i64().expect("a table");
        let key = opened["key"].as_str().expect("a private table's key");
        (table, key.to_owned())
    }

    /// `guest` takes the seat at private table `table` with its `key`.
    pub async fn join_with_key(&self, guest: &reqwest::Client, table: i64, key: &str) {
        let (status, joined) = self
            .post(
                guest,
                &format!("/api/tables/{table}/join"),
                json!({"key": key}),
            )
            .await;
        assert_eq!(status, 200, "{joined}");
    }

    /// A socket of the user whose session is `cookie`, watching `table`.
    pub async fn watching(&self, cookie: &str, table: i64) -> Socket {
        let mut socket = self.socket(cookie).await;
        socket.send(json!({"type": "open", "table": table})).await;
        socket
    }

    /// The chips of the user signed in on `client`.
    pub async fn chips(&self, client: &reqwest::Client) -> i64 {
        self.get(client, "/api/me").await.1["chips"]
            .as_i64()
            .expect("chips")
    }

    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = self.server.await;
    }
}

pub struct Socket(
    pub tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
);

impl Socket {
    pub async fn send(&mut self, message: Value) {
        self.0
            .send(tungstenite::Message::Text(message.to_string().into()))
            .await
            .expect("sent");
    }

    /// Sends a typed message, written as the wire crate writes it.
    pub async fn say(&mut self, message: &ClientMessage) {
        self.0
            .send(tungstenite::Message::Text(
                dominoes_wire::encode(message).into(),
            ))
            .await
            .expect("sent");
    }

    /// The next text frame, as sent (within 20 s).
    pub async fn text(&mut self) -> String {
        self.text_within(Duration::from_secs(20)).await
    }

    /// The next text frame, as sent, within `limit` (a player knocked out
    /// of a tournament waits for its end).
    pub async fn text_within(&mut self, limit: Duration) -> String {
        loop {
            let message = tokio::time::timeout(limit, self.0.next())
                .await
                .unwrap_or_else(|_| panic!("a message within {limit:?}"))
                .expect("the socket is open")
                .expect("a frame");
            if let tungstenite::Message::Text(text) = message {
                return text.to_string();
            }
        }
    }

    /// The next text frame, as sent and as its type.
    pub async fn frame(&mut self) -> Frame {
        let text = self.text().await;
        let message = ServerMessage::decode(&text)
            .unwrap_or_else(|e| panic!("a frame that reads as its type ({e}): {text}"));
        Frame { text, message }
    }

    /// The next frame, as its type.
    pub async fn message(&mut self) -> ServerMessage {
        self.frame().await.message
    }

    /// The next frame, as JSON (to check bytes no type shows).
    pub async fn receive(&mut self) -> Value {
        serde_json::from_str(&self.text().await).expect("JSON")
    }

    /// The next error frame, past any other frame (the bot may still be
    /// moving).
    pub async fn next_error(&mut self) -> ErrorFrame {
        loop {
            if let ServerMessage::Error(error) = self.message().await {
                return error;
            }
        }
    }

    /// The next table update, past any other frame.
    pub async fn next_update(&mut self) -> Update {
        loop {
            if let ServerMessage::Table(update) = self.message().await {
                return *update;
            }
        }
    }

    /// The next frame of `kind` (its `type`), past any other, read as `T`
    /// (`ChatMessage` for `chat`, `Notice` for `invited`, ...).
    pub async fn next_of<T: serde::de::DeserializeOwned>(&mut self, kind: &str) -> T {
        loop {
            let text = self.text().await;
            let frame: Value = serde_json::from_str(&text).expect("JSON");
            if frame["type"] == kind {
                return serde_json::from_value(frame).unwrap_or_else(|e| {
                    panic!("a {kind} frame that reads as its type ({e}): {text}")
                });
            }
        }
    }

    /// The next update in which this seat may place a tile: it picks, asks
    /// for the next hand and draws on the way (a slowed-down socket opens
    /// the table again).
    pub async fn next_play(&mut self, table: i64) -> Update {
        loop {
            let update = match self.message().await {
                ServerMessage::Table(update) => *update,
                ServerMessage::Error(error) if error.code == ErrorCode::RateLimited => {
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    self.say(&ClientMessage::open(table)).await;
                    continue;
                }
                _ => continue,
            };
            assert_eq!(
                update.status,
                GameStatus::Live,
                "the game ended: {update:?}"
            );
            let legal = update.legal.clone().unwrap_or_default();
            if update.hand_over() {
                self.say(&ClientMessage::next(table)).await;
            } else if update.picking.is_some() {
                self.say(&ClientMessage::auto_pick(table, None)).await;
            } else if update.my_turn() && legal.iter().any(|m| m != "draw") {
                return update;
            } else if legal == ["draw"] {
                self.say(&ClientMessage::act(table, update.version, Move::Draw))
                    .await;
            }
        }
    }

    /// The next error frame, past any table updates (the bot may still be moving).
    pub async fn error(&mut self) -> Value {
        loop {
            let message = self.receive().await;
            if message["type"] == "error" {
                return message;
            }
        }
    }

    /// The next table update.
    pub async fn update(&mut self) -> Value {
        loop {
            let message = self.receive().await;
            if message["type"] == "table" {
                return message;
            }
        }
    }
}

/// A new, empty database named after `name`, removed when the test and
/// every app on it are done with it.
pub async fn temp_db(name: &str) -> TempDb {
    let scratch = ScratchDatabase::new(name)
        .await
        .expect("a scratch database");
    let database = scratch.database();
    TempDb(Some(Arc::new(scratch)), database)
}

/// The `session=...` pair a sign-up or sign-in answered with.
pub fn session_cookie(response: &reqwest::Response) -> String {
    let set_cookie = response.headers().get_all("set-cookie");
    dominoes_wire::server::session_cookie(set_cookie.iter().filter_map(|v| v.to_str().ok()))
        .expect("a session cookie")
        .to_owned()
}

/// A text frame of the room's socket: as sent, and as its type.
#[derive(Debug)]
pub struct Frame {
    pub text: String,
    pub message: ServerMessage,
}

/// Plays the first legal move whenever it is `socket`'s turn, until the game ends.
pub async fn play_to_the_end(socket: &mut Socket, table: i64) -> Update {
    play_until(socket, table, |_| false).await
}

/// Plays the first legal move until the game ends, passing every table
/// frame, as sent, to `check`. Returns the last update and how many frames
/// were checked.
pub async fn play_checking(socket: &mut Socket, table: i64, check: fn(&Value)) -> (Update, usize) {
    let mut seen = 0;
    let last = play_frames(socket, table, |frame, _| {
        check(&serde_json::from_str(&frame.text).expect("JSON"));
        seen += 1;
        false
    })
    .await;
    (last, seen)
}

/// Acts on `table` until `stop` says so of an update (or the game ends):
/// picks, asks for the next hand, plays the first legal move. Returns the
/// update `stop` accepted, or the last one.
pub async fn play_until(
    socket: &mut Socket,
    table: i64,
    mut stop: impl FnMut(&Update) -> bool,
) -> Update {
    play_frames(socket, table, |_, update| stop(update)).await
}

async fn play_frames(
    socket: &mut Socket,
    table: i64,
    mut stop: impl FnMut(&Frame, &Update) -> bool,
) -> Update {
    // The last frames seen, for the message if the table falls quiet.
    let mut trail: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    loop {
        let Ok(frame) = tokio::time::timeout(Duration::from_secs(19), socket.frame()).await else {
            panic!("table {table} fell quiet for 19 s; the last frames: {trail:#?}");
        };
        if trail.len() == 4 {
            trail.pop_front();
        }
        trail.push_back(frame.text.clone());
        let update = match &frame.message {
            // Another table's frame (a game over earlier, its opponent
            // leaving it) says nothing of this one.
            ServerMessage::Table(update) if update.table == table => update,
            ServerMessage::Error(error) => {
                assert_ne!(
                    error.code,
                    ErrorCode::RateLimited,
                    "a test's server takes messages at a machine's pace (MACHINE_PACE)"
                );
                continue;
            }
            _ => continue,
        };
        if stop(&frame, update) || update.status == GameStatus::Over {
            return (**update).clone();
        }
        if update.hand_over() {
            socket.say(&ClientMessage::next(table)).await;
        } else if update.picking.is_some() {
            let pick = ClientMessage::pick(table, 2, None);
            socket.say(&pick).await;
        } else if let Some(first) = update.legal.as_ref().and_then(|l| l.first()) {
            let mv: Move = first.parse().expect("a legal move the rules read");
            socket
                .say(&ClientMessage::act(table, update.version, mv))
                .await;
        }
    }
}

/// A person in the room: their session (an HTTP client keeping its
/// cookie) and a socket of theirs. What they do reads as a sentence:
/// `ann.opens_table(&app, settings)`, `bob.joins(&app, table)`,
/// `ann.plays(table, version, mv)`, `ann.next_update()`.
pub struct TestPlayer {
    pub name: String,
    pub client: reqwest::Client,
    pub cookie: String,
    pub socket: Socket,
}

impl TestPlayer {
    /// Signs `name` up and opens a page of the room (a socket).
    pub async fn sign_up(app: &TestApp, name: &str) -> TestPlayer {
        let (client, cookie) = app.user_away(name).await;
        TestPlayer::opens_page(app, name, client, cookie).await
    }

    /// `name`, signed up earlier (`client` keeps the session `cookie`),
    /// opens a page of the room (a socket).
    pub async fn opens_page(
        app: &TestApp,
        name: &str,
        client: reqwest::Client,
        cookie: String,
    ) -> TestPlayer {
        let socket = app.socket(&cookie).await;
        TestPlayer {
            name: name.to_owned(),
            client,
            cookie,
            socket,
        }
    }

    /// [`TestPlayer::sign_up`], counted in the room: the socket has been
    /// answered once.
    pub async fn in_room(app: &TestApp, name: &str) -> TestPlayer {
        let mut player = TestPlayer::sign_up(app, name).await;
        player.enters_room().await;
        player
    }

    /// A guest (no name chosen) with a page of the room open.
    pub async fn guest(app: &TestApp) -> TestPlayer {
        let client = TestApp::client();
        let response = client
            .post(app.url("/api/guest"))
            .json(&json!({}))
            .send()
            .await
            .expect("a response");
        assert_eq!(response.status(), 200, "a guest");
        let cookie = session_cookie(&response);
        TestPlayer::opens_page(app, "guest", client, cookie).await
    }

    /// Asks for the lobby's chat history and waits for it: from then on the
    /// room counts this socket.
    pub async fn enters_room(&mut self) {
        self.socket
            .say(&ClientMessage::Chat(dominoes_wire::ChatCommand::History {
                table: None,
            }))
            .await;
        self.socket.next_of::<ChatHistory>("chat_history").await;
    }

    /// Opens a table with `settings` (`POST /api/tables`); its id.
    pub async fn opens_table(&self, app: &TestApp, settings: Value) -> i64 {
        let (status, created) = app.post(&self.client, "/api/tables", settings).await;
        assert_eq!(status, 200, "{} opens a table: {created}", self.name);
        created["table"].as_i64().expect("a table")
    }

    /// Opens a table against the computer of `level` with `settings`, and
    /// shows it on the socket; its id.
    pub async fn opens_computer_table(
        &mut self,
        app: &TestApp,
        level: &str,
        mut settings: Value,
    ) -> i64 {
        settings["opponent"] = json!(level);
        let table = self.opens_table(app, settings).await;
        self.opens(table).await;
        table
    }

    /// Takes the empty seat of `table` (`POST /api/tables/{id}/join`).
    pub async fn joins(&self, app: &TestApp, table: i64) {
        let (status, joined) = app
            .post(
                &self.client,
                &format!("/api/tables/{table}/join"),
                json!({}),
            )
            .await;
        assert_eq!(status, 200, "{} joins {table}: {joined}", self.name);
    }

    /// Leaves `table` (`POST /api/tables/{id}/leave`); the answer's status.
    pub async fn leaves(&self, app: &TestApp, table: i64) -> u16 {
        app.post(
            &self.client,
            &format!("/api/tables/{table}/leave"),
            json!({}),
        )
        .await
        .0
    }

    /// Shows `table` on the socket (`open`).
    pub async fn opens(&mut self, table: i64) {
        self.socket.say(&ClientMessage::open(table)).await;
    }

    /// Picks `count` face-down tiles.
    pub async fn picks(&mut self, table: i64, count: usize) {
        let pick = ClientMessage::pick(table, count, None);
        self.socket.say(&pick).await;
    }

    /// Picks the rest of the hand at once, with `seed` as this seat's seed.
    pub async fn picks_the_rest(&mut self, table: i64, seed: Option<&str>) {
        let seed = seed.map(|s| dominoes_rules::fairness::ClientSeed::parse(s).expect("a seed"));
        self.socket
            .say(&ClientMessage::auto_pick(table, seed))
            .await;
    }

    /// Plays `mv` on the table as the update of `version` showed it.
    pub async fn plays(&mut self, table: i64, version: u64, mv: Move) {
        self.socket
            .say(&ClientMessage::act(table, version, mv))
            .await;
    }

    /// Draws a tile on the table as the update of `version` showed it.
    pub async fn draws(&mut self, table: i64, version: u64) {
        self.plays(table, version, Move::Draw).await;
    }

    /// Asks for the next hand.
    pub async fn asks_next_hand(&mut self, table: i64) {
        self.socket.say(&ClientMessage::next(table)).await;
    }

    /// The next table update.
    pub async fn next_update(&mut self) -> Update {
        self.socket.next_update().await
    }

    /// The next error frame.
    pub async fn next_error(&mut self) -> ErrorFrame {
        self.socket.next_error().await
    }

    /// The next update in which this seat may place a tile: it picks, asks
    /// for the next hand and draws on the way.
    pub async fn next_play(&mut self, table: i64) -> Update {
        self.socket.next_play(table).await
    }

    /// Plays the first legal move whenever it is this seat's turn, until
    /// the game ends; the last update.
    pub async fn plays_to_the_end(&mut self, table: i64) -> Update {
        play_to_the_end(&mut self.socket, table).await
    }

    /// The chips of this player.
    pub async fn chips(&self, app: &TestApp) -> i64 {
        app.chips(&self.client).await
    }
}

/// Failed writes in a row after which a [`BotSeat`] gives up (the room is
/// broken).
const MAX_RETRIES: u32 = 50;

/// A seat played by a bot over its own socket: it answers what its
/// frames ask of it (a pick with this hand's seed, the bot's move, "next"
/// after a hand), and sends again what the room could not save.
pub struct BotSeat {
    pub index: usize,
    pub socket: Socket,
    bot: Box<dyn dominoes_bots::Bot>,
    /// A hand's seed is `{seeds}h{hand:x}s{index}`.
    seeds: String,
    acted_on: Option<u64>,
    picked_hand: Option<usize>,
    nexted_hand: Option<usize>,
    /// The game is over for this seat.
    pub over: bool,
    /// The last message sent, sent again if the room could not store it.
    last_sent: Option<ClientMessage>,
    /// Failed writes since the last table frame.
    retries: u32,
    /// How long to wait before sending a failed write again.
    pub retry_pause: Duration,
    /// The most watchers this seat was told of.
    pub watchers_seen: usize,
}

impl BotSeat {
    /// Seat `index` on `socket`, played by `bot`, its hands seeded from
    /// `seeds`.
    pub fn new(
        index: usize,
        socket: Socket,
        bot: Box<dyn dominoes_bots::Bot>,
        seeds: String,
    ) -> BotSeat {
        BotSeat {
            index,
            socket,
            bot,
            seeds,
            acted_on: None,
            picked_hand: None,
            nexted_hand: None,
            over: false,
            last_sent: None,
            retries: 0,
            retry_pause: Duration::ZERO,
            watchers_seen: 0,
        }
    }

    /// The next text frame (within 20 s), raw and as JSON.
    pub async fn next_frame(&mut self) -> (String, Value) {
        let text = self.socket.text().await;
        let value = serde_json::from_str(&text).expect("JSON");
        (text, value)
    }

    async fn send(&mut self, message: ClientMessage) {
        self.socket.say(&message).await;
        self.last_sent = Some(message);
    }

    /// Answers `frame`: a table update with what it calls for; a failed
    /// write (the room answers "could not save ...; nothing changed") by
    /// sending the last message again, as a person would: after
    /// `retry_pause`, but not forever. The hand of the move sent, if one
    /// was.
    pub async fn answer(&mut self, frame: &Value) -> Option<usize> {
        match ServerMessage::from_value(frame.clone()).expect("a frame of the protocol") {
            ServerMessage::Table(update) => {
                self.retries = 0;
                self.answer_update(&update, frame).await
            }
            ServerMessage::Error(error) => {
                self.retry_after(&error).await;
                None
            }
            _ => None,
        }
    }

    async fn answer_update(&mut self, update: &Update, frame: &Value) -> Option<usize> {
        let table = update.table;
        self.watchers_seen = self.watchers_seen.max(update.watchers.unwrap_or(0));
        if update.status == GameStatus::Over {
            self.over = true;
            return None;
        }
        let hand = update.state.as_ref().map(|state| state.hand_number);
        if update.picking.is_some() && self.picked_hand != hand {
            self.picked_hand = hand;
            let seed = format!("{}h{:x}s{}", self.seeds, hand.unwrap_or(0), self.index);
            let seed = dominoes_rules::fairness::ClientSeed::parse(&seed).expect("a seed");
            self.send(ClientMessage::auto_pick(table, Some(seed))).await;
        } else if update.hand_over() && self.nexted_hand != hand {
            self.nexted_hand = hand;
            self.send(ClientMessage::next(table)).await;
        } else if update.turn.flatten().map(dominoes_rules::Seat::index) == Some(self.index)
            && update.legal.as_ref().is_some_and(|l| !l.is_empty())
            && self.acted_on != Some(update.version)
        {
            self.acted_on = Some(update.version);
            let view = dominoes_bots::protocol::parse_turn(frame)
                .expect("an update the bot protocol reads");
            let mv = self.bot.choose(&view);
            self.send(ClientMessage::act(table, update.version, mv))
                .await;
            return Some(hand.expect("a hand in play"));
        }
        None
    }

    async fn retry_after(&mut self, error: &ErrorFrame) {
        let failed_write = error.message.contains("could not save");
        if failed_write && let Some(message) = self.last_sent.clone() {
            self.retries += 1;
            assert!(
                self.retries <= MAX_RETRIES,
                "seat {} could not save {message:?} in {MAX_RETRIES} tries",
                self.index
            );
            tokio::time::sleep(self.retry_pause).await;
            self.send(message).await;
        }
    }
}

/// Every `a-b` with both halves 0..6 in `text`, not inside a longer number.
pub fn tiles_in(text: &str) -> Vec<dominoes_rules::Tile> {
    let bytes = text.as_bytes();
    let pip = |b: u8| (b'0'..=b'6').contains(&b);
    let mut found = Vec::new();
    for i in 0..bytes.len().saturating_sub(2) {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + 3).copied();
        if pip(bytes[i])
            && bytes[i + 1] == b'-'
            && pip(bytes[i + 2])
            && !before.is_some_and(|b| b.is_ascii_alphanumeric())
            && !after.is_some_and(|b| b.is_ascii_alphanumeric())
            && let Ok(tile) = text[i..i + 3].parse()
        {
            found.push(tile);
        }
    }
    found
}

/// What a scan of games for hidden tiles counted (hidden.rs, watch.rs).
#[derive(Default, Debug)]
pub struct Scan {
    pub games: usize,
    pub hands: usize,
    pub frames: usize,
    pub tiles_seen: usize,
}

impl Scan {
    /// Counts `other`'s games too.
    pub fn add(&mut self, other: &Scan) {
        self.games += other.games;
        self.hands += other.hands;
        self.frames += other.frames;
        self.tiles_seen += other.tiles_seen;
    }
}
