//! What the tests that run the real `dominoes serve` process share: the
//! process itself, its sockets, and a seat's next move.
#![allow(dead_code, reason = "each test file uses some of the helpers")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

use dominoes_server::Database;
use serde_json::{Value, json};
use tokio::time::timeout;
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
        let mut child = Command::new(BIN)
            .args([
                "serve",
                "--load-test",
                "--addr",
                "127.0.0.1:0",
                "--database",
            ])
            .arg(db.url())
            .args(extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = std::sync::mpsc::channel();
        // Keep reading, so the server never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
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

/// What the seat does next in `update`, if anything.
pub fn next_step(update: &Value, table: i64, next_sent: &mut Option<u64>) -> Option<Value> {
    let seat = update["seat"].as_u64()? as usize;
    let picking = &update["picking"];
    if let (Some(picked), Some(of)) = (picking["picked"][seat].as_u64(), picking["of"].as_u64()) {
        return (picked < of).then(|| json!({"type": "auto_pick", "table": table}));
    }
    if !update["hand_end"].is_null() {
        let hand = update["state"]["hand_number"].as_u64().unwrap_or(0);
        if *next_sent == Some(hand) {
            return None;
        }
        *next_sent = Some(hand);
        return Some(json!({"type": "next", "table": table}));
    }
    if update["status"] != "live" || update["turn"].as_u64() != Some(seat as u64) {
        return None;
    }
    let version = update["version"].as_u64()?;
    let mv = update["legal"].as_array()?.first()?.clone();
    Some(json!({"type": "act", "table": table, "version": version, "move": mv}))
}
