//! What every seat reports to: actions seen through, their latencies, and
//! errors by code. One short lock per action; no `.await` under it.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

#[derive(Debug, Default)]
pub struct Stats {
    /// Actions (moves and picks) whose update came back.
    actions: AtomicU64,
    /// Every message sent on a socket (actions, `open`, `next`, `rematch`).
    messages: AtomicU64,
    /// Games seen to their end.
    games: AtomicU64,
    /// Sockets opened again after the server closed one (a node restarting,
    /// a table moving): what a browser does by itself.
    reconnects: AtomicU64,
    /// Actions the server never applied because their socket closed first
    /// (sent again, as a person would, once the table was back).
    resent: AtomicU64,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// Microseconds from sending an action to the update that shows it.
    latencies_us: Vec<u32>,
    /// The worst latency so far and when it ended.
    worst: Option<(Duration, Instant)>,
    /// When the measured window started.
    window: Option<Instant>,
    /// When the last join of the window's burst was answered, and the
    /// latencies of the actions sent since (the room at its pace, with no
    /// game starting in bulk).
    settled: Option<Instant>,
    settled_us: Vec<u32>,
    errors: BTreeMap<String, u64>,
}

/// The figures at one moment.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    pub actions: u64,
    pub messages: u64,
    pub games: u64,
    pub p50: Duration,
    pub p99: Duration,
    pub max: Duration,
    /// Seconds into the window at which the worst latency ended.
    pub max_at: Option<f64>,
    pub reconnects: u64,
    pub resent: u64,
    pub errors: BTreeMap<String, u64>,
    /// The actions sent after the last join was answered, if it was.
    pub settled: Option<Settled>,
}

/// The latencies of the actions sent once the burst of joins was over.
#[derive(Debug, Clone, Copy, Default)]
pub struct Settled {
    /// Seconds into the window at which the last join was answered.
    pub from: f64,
    pub actions: u64,
    pub p50: Duration,
    pub p99: Duration,
    pub max: Duration,
}

impl Summary {
    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }
}

impl Stats {
    pub fn action(&self, latency: Duration) {
        self.actions.fetch_add(1, Ordering::Relaxed);
        let us = u32::try_from(latency.as_micros()).unwrap_or(u32::MAX);
        let now = Instant::now();
        if let Ok(mut inner) = self.inner.lock() {
            inner.latencies_us.push(us);
            let sent = now.checked_sub(latency);
            if inner
                .settled
                .is_some_and(|from| sent.is_some_and(|sent| sent >= from))
            {
                inner.settled_us.push(us);
            }
            if inner.worst.is_none_or(|(worst, _)| latency > worst) {
                inner.worst = Some((latency, now));
            }
        }
    }

    pub fn reconnect(&self) {
        self.reconnects.fetch_add(1, Ordering::Relaxed);
    }

    pub fn resend(&self) {
        self.resent.fetch_add(1, Ordering::Relaxed);
    }

    pub fn message(&self) {
        self.messages.fetch_add(1, Ordering::Relaxed);
    }

    pub fn game_over(&self) {
        self.games.fetch_add(1, Ordering::Relaxed);
    }

    pub fn error(&self, code: &str) {
        if let Ok(mut inner) = self.inner.lock() {
            *inner.errors.entry(code.to_owned()).or_default() += 1;
        }
    }

    /// The burst of joins is over: the actions sent from now on are also
    /// counted apart ([`Summary::settled`]).
    pub fn joins_answered(&self) {
        if let Ok(mut inner) = self.inner.lock() {
            inner.settled = Some(Instant::now());
        }
    }

    /// Forgets the actions and latencies so far (those of the start-up),
    /// keeping the errors: the measured window starts now.
    pub fn start_window(&self) {
        self.actions.store(0, Ordering::Relaxed);
        self.messages.store(0, Ordering::Relaxed);
        self.games.store(0, Ordering::Relaxed);
        self.reconnects.store(0, Ordering::Relaxed);
        self.resent.store(0, Ordering::Relaxed);
        if let Ok(mut inner) = self.inner.lock() {
            inner.latencies_us.clear();
            inner.settled_us.clear();
            inner.settled = None;
            inner.worst = None;
            inner.window = Some(Instant::now());
        }
    }

    /// Percentiles over every latency so far (sorts a copy: call it about
    /// once a second at most).
    pub fn summary(&self) -> Summary {
        let (mut latencies, errors, max_at, settled) = match self.inner.lock() {
            Ok(inner) => (
                inner.latencies_us.clone(),
                inner.errors.clone(),
                inner
                    .worst
                    .zip(inner.window)
                    .map(|((_, at), window)| at.saturating_duration_since(window).as_secs_f64()),
                inner.settled.zip(inner.window).map(|(from, window)| {
                    (
                        from.saturating_duration_since(window).as_secs_f64(),
                        inner.settled_us.clone(),
                    )
                }),
            ),
            Err(_) => (Vec::new(), BTreeMap::new(), None, None),
        };
        latencies.sort_unstable();
        Summary {
            actions: self.actions.load(Ordering::Relaxed),
            messages: self.messages.load(Ordering::Relaxed),
            games: self.games.load(Ordering::Relaxed),
            p50: quantile(&latencies, 0.50),
            p99: quantile(&latencies, 0.99),
            max: quantile(&latencies, 1.0),
            max_at,
            reconnects: self.reconnects.load(Ordering::Relaxed),
            resent: self.resent.load(Ordering::Relaxed),
            errors,
            settled: settled.map(|(from, mut us)| {
                us.sort_unstable();
                Settled {
                    from,
                    actions: us.len() as u64,
                    p50: quantile(&us, 0.50),
                    p99: quantile(&us, 0.99),
                    max: quantile(&us, 1.0),
                }
            }),
        }
    }
}

/// The `q` quantile (0 to 1) of `sorted` microseconds; zero if there are none.
fn quantile(sorted: &[u32], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    #[allow(clippy::cast_sign_loss, reason = "q is in 0..=1")]
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    Duration::from_micros(u64::from(sorted[i.min(sorted.len() - 1)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_come_from_the_recorded_latencies() {
        let stats = Stats::default();
        for ms in 1..=100 {
            stats.action(Duration::from_millis(ms));
        }
        stats.error("refused");
        stats.error("refused");
        let summary = stats.summary();
        assert_eq!(summary.actions, 100);
        assert_eq!(summary.p50, Duration::from_millis(51));
        assert_eq!(summary.p99, Duration::from_millis(99));
        assert_eq!(summary.max, Duration::from_millis(100));
        assert_eq!(summary.errors["refused"], 2);
        assert_eq!(summary.error_count(), 2);
    }

    #[test]
    fn a_new_window_forgets_latencies_but_not_errors() {
        let stats = Stats::default();
        stats.action(Duration::from_millis(5));
        stats.error("timeout");
        stats.start_window();
        let summary = stats.summary();
        assert_eq!((summary.actions, summary.max), (0, Duration::ZERO));
        assert_eq!(summary.error_count(), 1);
    }
}
