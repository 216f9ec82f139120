//! What every server test shares: the real server on port 0, a
//! cookie-keeping HTTP client, and web sockets.
#![allow(dead_code, reason = "each test file uses some of the helpers")]

use dominoes_server::Database;
use std::net::SocketAddr;
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
}

impl TestApp {
    pub async fn spawn(database: Database) -> TestApp {
        TestApp::spawn_with(database, Duration::from_mins(1)).await
    }

    /// A server whose game clocks count minutes of `minute` each. Its
    /// sockets take [`MACHINE_PACE`] messages a second, so a test playing
    /// at a machine's pace is never told to slow down (and never waits).
    pub async fn spawn_with(database: Database, minute: Duration) -> TestApp {
        TestApp::spawn_config(dominoes_server::Config {
            database,
            bot_delay: Duration::ZERO,
            clock_minute: minute,
            socket_rate: MACHINE_PACE,
            ..Default::default()
        })
        .await
    }

    /// A server set up with `config`. With `DOMINOES_TEST_POSTGRES` set
    /// (`scripts/with-postgres`), an in-memory database becomes a new
    /// `PostgreSQL` one, so every test runs against both stores.
    pub async fn spawn_config(mut config: dominoes_server::Config) -> TestApp {
        if config.database == Database::from(":memory:")
            && std::env::var_os(dominoes_server::TEST_POSTGRES).is_some()
        {
            config.database = temp_db("memory").await;
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

    pub async fn receive(&mut self) -> Value {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(10), self.0.next())
                .await
                .expect("a message within 10 s")
                .expect("the socket is open")
                .expect("a frame");
            if let tungstenite::Message::Text(text) = message {
                return serde_json::from_str(&text).expect("JSON");
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

pub async fn temp_db(name: &str) -> Database {
    Database::scratch(name).await.expect("a scratch database")
}

/// The `session=...` pair a sign-up or sign-in answered with.
pub fn session_cookie(response: &reqwest::Response) -> String {
    response.headers()["set-cookie"]
        .to_str()
        .expect("a cookie")
        .split(';')
        .next()
        .expect("a pair")
        .to_owned()
}

/// Plays the first legal move whenever it is `socket`'s turn, until the game ends.
pub async fn play_to_the_end(socket: &mut Socket, table: i64) -> Value {
    play_checking(socket, table, |_| {}).await.0
}

/// Plays the first legal move until the game ends, passing every table
/// frame to `check`. Returns the last frame and how many were checked.
pub async fn play_checking(socket: &mut Socket, table: i64, check: fn(&Value)) -> (Value, usize) {
    let mut seen = 0;
    let last = play_until(socket, table, |update| {
        check(update);
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
    mut stop: impl FnMut(&Value) -> bool,
) -> Value {
    loop {
        let update = socket.receive().await;
        assert_ne!(
            update["code"], "rate_limited",
            "a test's server takes messages at a machine's pace (MACHINE_PACE)"
        );
        if update["type"] != "table" {
            continue;
        }
        if stop(&update) || update["status"] == "over" {
            return update;
        }
        if update["hand_end"].is_object() {
            socket.send(json!({"type": "next", "table": table})).await;
        } else if update["picking"].is_object() {
            socket
                .send(json!({"type": "pick", "table": table, "count": 2}))
                .await;
        } else if let Some(first) = update["legal"].as_array().and_then(|l| l.first()) {
            socket.send(json!({"type": "act", "table": table, "version": update["version"], "move": first})).await;
        }
    }
}
