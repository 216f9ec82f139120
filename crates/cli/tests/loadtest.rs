//! `dominoes loadtest` against a real `dominoes serve --load-test`.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_dominoes");

/// A room on a free port with a fresh database; killed when dropped.
struct Room {
    child: Child,
    url: String,
    db: std::path::PathBuf,
}

impl Room {
    fn start() -> Room {
        let db = std::env::temp_dir().join(format!("dominoes-loadtest-{}.db", std::process::id()));
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
        let mut child = Command::new(BIN)
            .args(["serve", "--load-test", "--addr", "127.0.0.1:0", "--db"])
            .arg(&db)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = mpsc::channel();
        // Keep reading, so the server never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(url) = line.split("the room is on ").nth(1) {
                    let _ = tx.send(url.trim().to_owned());
                }
            }
        });
        let url = rx
            .recv_timeout(Duration::from_secs(30))
            .expect("the room says where it is");
        Room { child, url, db }
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", self.db.display()));
        }
    }
}

#[test]
fn a_small_load_test_plays_without_errors() {
    let room = Room::start();
    let output = Command::new(BIN)
        .args([
            "loadtest",
            "--url",
            &room.url,
            "--tables",
            "5",
            "--duration",
            "5",
        ])
        .args(["--json", "--target", "50", "--server-pid"])
        .arg(room.child.id().to_string())
        .output()
        .expect("the load test runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let last = stdout.lines().last().expect("a last line");
    let result: serde_json::Value = serde_json::from_str(last).expect("one JSON object");
    assert_eq!(result["tables"], 5);
    assert!(
        result["actions"].as_u64().is_some_and(|n| n > 0),
        "{result}"
    );
    assert_eq!(result["errors"], 0, "{result}");
    for key in ["p50_ms", "p99_ms", "max_ms", "server_peak_rss_mib"] {
        assert!(
            result[key].as_f64().is_some_and(|v| v > 0.0),
            "{key}: {result}"
        );
    }
}

#[test]
fn bad_arguments_are_refused_with_a_sentence_not_a_panic() {
    for args in [
        &[
            "loadtest",
            "--url",
            "127.0.0.1:8080",
            "--tables",
            "1",
            "--duration",
            "1",
        ][..],
        &[
            "loadtest",
            "--url",
            "http://127.0.0.1:1",
            "--tables",
            "0",
            "--duration",
            "1",
        ],
        &[
            "loadtest",
            "--url",
            "http://127.0.0.1:1",
            "--tables",
            "1",
            "--duration",
            "x",
        ],
        &[
            "loadtest",
            "--url",
            "http://127.0.0.1:1",
            "--tables",
            "1",
            "--duration",
            "1",
            "--target",
            "7",
        ],
    ] {
        let output = Command::new(BIN).args(args).output().expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("error"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_room_that_is_not_there_is_an_error_not_a_panic() {
    let output = Command::new(BIN)
        .args([
            "loadtest",
            "--url",
            "http://127.0.0.1:1",
            "--tables",
            "1",
            "--duration",
            "1",
        ])
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains("http_connect"), "{stderr}");
}
