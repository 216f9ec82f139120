//! 200 registrations at the same moment keep the server's memory bounded:
//! password hashes (Argon2id, 19 MiB each) run one per core, a few more
//! wait, and the rest are refused at once with 503 and `Retry-After`.
//!
//! Alone in its file, so the process's peak memory is this test's.

mod common;

use common::TestApp;
use serde_json::json;

/// The process's resident memory now (`VmRSS`) or at its peak so far
/// (`VmHWM`), in MiB (Linux).
fn memory_mib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

fn peak_rss_mib() -> Option<u64> {
    memory_mib("VmHWM:")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_simultaneous_registrations_keep_memory_bounded() {
    let Some(before) = peak_rss_mib() else {
        eprintln!("no /proc/self/status here: nothing to measure");
        return;
    };
    // The load-test mode lifts the per-address sign-up throttle for
    // loopback, so that only the bound on hashing stands in the way.
    let app = TestApp::spawn_config(dominoes_server::Config {
        database: ":memory:".into(),
        load_test: true,
        ..Default::default()
    })
    .await;
    let client = TestApp::client();
    // One at a time first: each hash reuses its thread's memory, so twenty
    // sign-ups leave the server no bigger than two (argon2 0.6's own
    // allocation kept 19 MiB a hash).
    let register = |name: String| {
        let request = client
            .post(app.url("/api/register"))
            .json(&json!({"name": name, "password": "long enough"}));
        async move { request.send().await.expect("a response").status() }
    };
    assert_eq!(register("warm-up-1".into()).await, 200);
    assert_eq!(register("warm-up-2".into()).await, 200);
    let settled = memory_mib("VmRSS:").expect("Linux");
    for i in 0..20 {
        assert_eq!(register(format!("one-by-one-{i}")).await, 200);
    }
    let grown = memory_mib("VmRSS:").expect("Linux") - settled;
    assert!(
        grown <= 24,
        "twenty sign-ups grew the server by {grown} MiB"
    );
    let requests = (0..200).map(|i| {
        let request = client
            .post(app.url("/api/register"))
            .json(&json!({"name": format!("player{i}"), "password": "long enough"}));
        async move {
            let response = request.send().await.expect("a response");
            let retry_after = response.headers().get("retry-after").is_some();
            (response.status().as_u16(), retry_after)
        }
    });
    let answers = futures_util::future::join_all(requests).await;
    let registered = answers.iter().filter(|(s, _)| *s == 200).count();
    let busy = answers.iter().filter(|(s, r)| *s == 503 && *r).count();
    assert_eq!(registered + busy, 200, "{answers:?}");
    assert!(registered >= 2, "some registrations went through");
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get) as u64;
    let after = peak_rss_mib().expect("still Linux");
    // One 19 MiB hash per core at most, and room for the server itself.
    let bound = 64 + 24 * cores;
    eprintln!(
        "registered {registered}, refused busy {busy}, peak memory +{} MiB (bound {bound} MiB)",
        after - before
    );
    assert!(
        after - before <= bound,
        "peak memory grew by {} MiB, over {bound}",
        after - before
    );
    app.stop().await;
}
