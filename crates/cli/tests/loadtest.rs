//! `dominoes loadtest` against a real `dominoes serve --load-test`.

use std::process::Command;

mod common;

use common::{BIN, Server};
use dominoes_server::ScratchDatabase;

#[tokio::test]
async fn a_small_load_test_plays_without_errors() {
    // Removed when dropped, whether the test passes or fails.
    let scratch = ScratchDatabase::new("loadtest").await.expect("a database");
    let room = Server::start(&scratch.database(), &[]);
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
        .arg(room.pid().to_string())
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
    // What a reader needs to judge the run: the CPU of both processes, the
    // disk, and the server's writer, read over the window.
    let node = &result["by_node"][0];
    for value in [
        &node["cpu_cores"],
        &node["commits_per_s"],
        &node["mean_batch"],
        &result["load_generator_cpu_cores"],
        &result["fsync_ms"]["p50"],
        &result["joins_ms"]["p50"],
        &result["after_joins"]["p99_ms"],
    ] {
        assert!(value.as_f64().is_some_and(|v| v > 0.0), "{result}");
    }
    assert!(
        node["mean_batch"].as_f64().is_some_and(|b| b >= 1.0),
        "{result}"
    );
    assert!(node["threads"].as_u64().is_some_and(|t| t > 1), "{result}");
    assert_eq!(result["reconnects"], 0, "{result}");
    // The actions after the joins' burst are some of the window's.
    let after = &result["after_joins"];
    assert!(
        after["actions"]
            .as_u64()
            .is_some_and(|n| n > 0 && n <= result["actions"].as_u64().unwrap_or(0)),
        "{result}"
    );
    assert!(
        after["from_s"].as_f64().is_some_and(|s| s >= 0.0),
        "{result}"
    );
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
