//! What an operator watches: `GET /metrics` (Prometheus' text exposition,
//! the `OpenMetrics` flavour, via `prometheus-client`) and `GET /healthz`.
//!
//! The series live in one process-wide registry, as Prometheus' own
//! clients keep theirs: the store's write and the table's bot are counted
//! where they happen without threading a handle through every layer.
//! Several rooms in one process (tests) share it; counters only grow.

use std::sync::LazyLock;
use std::time::Instant;

use axum::http::StatusCode;
use dominoes_wire::TableCommand;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

type Labels = [(&'static str, String); 1];

struct Metrics {
    registry: Registry,
    tables_running: Gauge,
    tables_open: Gauge,
    sockets: Gauge,
    actions: Counter,
    action_seconds: Histogram,
    db_write_seconds: Histogram,
    db_batch_actions: Histogram,
    errors: Family<Labels, Counter>,
    http_errors: Family<Labels, Counter>,
    bots_thinking: Gauge,
}

/// From half a millisecond to about 8 s, doubling.
fn latency_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 15))
}

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("dominoes");
    let metrics = Metrics {
        registry: Registry::default(),
        tables_running: Gauge::default(),
        tables_open: Gauge::default(),
        sockets: Gauge::default(),
        actions: Counter::default(),
        action_seconds: latency_buckets(),
        db_write_seconds: latency_buckets(),
        db_batch_actions: Histogram::new(exponential_buckets(1.0, 2.0, 11)),
        errors: Family::default(),
        http_errors: Family::default(),
        bots_thinking: Gauge::default(),
    };
    registry.register(
        "tables",
        "Tables with a running actor: waiting, being played, or finished and still watched",
        metrics.tables_running.clone(),
    );
    registry.register(
        "tables_open",
        "Tables waiting for a second player, as the lobby lists them",
        metrics.tables_open.clone(),
    );
    registry.register("sockets", "Open WebSockets", metrics.sockets.clone());
    registry.register(
        "actions",
        "Game actions stored (moves, draws, passes; people's and bots')",
        metrics.actions.clone(),
    );
    registry.register(
        "action_seconds",
        "From reading a player's action off the socket to its table having stored and published it",
        metrics.action_seconds.clone(),
    );
    registry.register(
        "db_write_seconds",
        "One action's write: from joining the writer's queue to its group commit",
        metrics.db_write_seconds.clone(),
    );
    registry.register(
        "db_batch_actions",
        "Actions per group commit (one transaction, one fsync)",
        metrics.db_batch_actions.clone(),
    );
    registry.register(
        "ws_errors",
        "Error frames sent on sockets, by code",
        metrics.errors.clone(),
    );
    registry.register(
        "http_errors",
        "HTTP error answers, by status",
        metrics.http_errors.clone(),
    );
    registry.register(
        "bots_thinking",
        "Bots choosing a move right now",
        metrics.bots_thinking.clone(),
    );
    Metrics {
        registry,
        ..metrics
    }
});

/// Counts an open socket until dropped.
#[derive(Debug)]
pub struct SocketOpen(());

impl SocketOpen {
    pub fn new() -> SocketOpen {
        METRICS.sockets.inc();
        SocketOpen(())
    }
}

impl Drop for SocketOpen {
    fn drop(&mut self) {
        METRICS.sockets.dec();
    }
}

/// Counts a bot thinking until dropped.
#[derive(Debug)]
pub struct BotThinking(());

impl BotThinking {
    pub fn new() -> BotThinking {
        METRICS.bots_thinking.inc();
        BotThinking(())
    }
}

impl Drop for BotThinking {
    fn drop(&mut self) {
        METRICS.bots_thinking.dec();
    }
}

/// Times a player's action (a move, a draw, a pick) until dropped; other
/// messages are not timed.
#[derive(Debug)]
pub struct ActionTimer(Option<Instant>);

impl ActionTimer {
    pub fn new(command: &TableCommand) -> ActionTimer {
        let timed = matches!(
            command,
            TableCommand::Act { .. }
                | TableCommand::AutoDraw { .. }
                | TableCommand::Pick { .. }
                | TableCommand::AutoPick { .. }
        );
        ActionTimer(timed.then(Instant::now))
    }
}

impl Drop for ActionTimer {
    fn drop(&mut self) {
        if let Some(start) = self.0 {
            METRICS
                .action_seconds
                .observe(start.elapsed().as_secs_f64());
        }
    }
}

/// An action stored, its write having taken since `start`.
pub fn action_stored(start: Instant) {
    METRICS
        .db_write_seconds
        .observe(start.elapsed().as_secs_f64());
    METRICS.actions.inc();
}

/// A group commit of `actions` actions done.
pub fn batch_committed(actions: usize) {
    METRICS.db_batch_actions.observe(actions as f64);
}

/// An error frame sent on a socket.
pub fn ws_error(code: &str) {
    METRICS
        .errors
        .get_or_create(&[("code", code.to_owned())])
        .inc();
}

/// An HTTP error answered.
pub fn http_error(status: StatusCode) {
    METRICS
        .http_errors
        .get_or_create(&[("status", status.as_u16().to_string())])
        .inc();
}

/// The metrics in `OpenMetrics` text, the gauges set to the tables
/// `running` and `open` now; `None` if they could not be written.
pub fn text(running: usize, open: usize) -> Option<String> {
    METRICS
        .tables_running
        .set(i64::try_from(running).unwrap_or(i64::MAX));
    METRICS
        .tables_open
        .set(i64::try_from(open).unwrap_or(i64::MAX));
    let mut text = String::new();
    encode(&mut text, &METRICS.registry).ok()?;
    Some(text)
}
