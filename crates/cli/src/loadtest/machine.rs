//! What a reader needs to judge a run, read from this machine (Linux
//! `/proc`) and the room's `/metrics`: how much of the cores the server and
//! the load generator used, how busy the machine was, how fast its disk
//! makes a write durable, and how the server's writer batched its commits.

use std::fs;
use std::io::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

/// Clock ticks per second of `/proc`'s CPU times (`getconf CLK_TCK`; 100
/// on Linux unless read otherwise).
fn ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|t| *t > 0.0)
        .unwrap_or(100.0)
}

/// CPU time used so far by a process (user + system), in ticks.
fn process_ticks(pid: u32) -> Option<u64> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    parse_process_ticks(&stat)
}

/// Fields 14 and 15 of `/proc/<pid>/stat` (`utime`, `stime`), counted
/// after the command's closing parenthesis (a command may hold spaces).
fn parse_process_ticks(stat: &str) -> Option<u64> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // `rest` starts at field 3 (the state).
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(utime + stime)
}

/// The machine's CPU ticks from `/proc/stat`: (busy, total).
fn machine_ticks() -> Option<(u64, u64)> {
    let stat = fs::read_to_string("/proc/stat").ok()?;
    parse_machine_ticks(&stat)
}

fn parse_machine_ticks(stat: &str) -> Option<(u64, u64)> {
    let line = stat.lines().find(|l| l.starts_with("cpu "))?;
    let values: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|v| v.parse().ok())
        .collect();
    let total: u64 = values.iter().sum();
    // idle and iowait are not busy.
    let idle = values.get(3)? + values.get(4).copied().unwrap_or(0);
    Some((total - idle, total))
}

/// The CPU counters at the start of the measured window.
#[derive(Debug, Clone)]
pub struct CpuMark {
    at: Instant,
    servers: Vec<Option<u64>>,
    own: Option<u64>,
    machine: Option<(u64, u64)>,
}

/// The cores used over the window: by each server process, by the load
/// generator, and the machine's busy share (all of its cores).
#[derive(Debug, Clone, Default)]
pub struct CpuUse {
    /// Per server process (in `--url` order): cores used on average.
    pub servers: Vec<Option<f64>>,
    pub load_generator: Option<f64>,
    /// Busy share of every core of the machine, 0..=1.
    pub machine_busy: Option<f64>,
    pub cores: usize,
}

impl CpuMark {
    pub fn now(servers: &[Option<u32>]) -> CpuMark {
        CpuMark {
            at: Instant::now(),
            servers: servers
                .iter()
                .map(|pid| pid.and_then(process_ticks))
                .collect(),
            own: process_ticks(std::process::id()),
            machine: machine_ticks(),
        }
    }

    /// What was used since this mark.
    pub fn since(&self, servers: &[Option<u32>]) -> CpuUse {
        let seconds = self.at.elapsed().as_secs_f64().max(1e-9);
        let hz = ticks_per_second();
        let cores_used = |before: Option<u64>, after: Option<u64>| -> Option<f64> {
            Some(after?.saturating_sub(before?) as f64 / hz / seconds)
        };
        let machine_busy = match (self.machine, machine_ticks()) {
            (Some((busy0, total0)), Some((busy1, total1))) if total1 > total0 => {
                Some((busy1 - busy0) as f64 / (total1 - total0) as f64)
            }
            _ => None,
        };
        CpuUse {
            servers: servers
                .iter()
                .zip(&self.servers)
                .map(|(pid, before)| cores_used(*before, pid.and_then(process_ticks)))
                .collect(),
            load_generator: cores_used(self.own, process_ticks(std::process::id())),
            machine_busy,
            cores: std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        }
    }
}

/// A process's thread count (`Threads:` of `/proc/<pid>/status`).
pub fn threads(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|v| v.trim().parse().ok())
}

/// The disk's time to make a small write durable: `count` writes of
/// 4 KiB to a scratch file in `dir`, each followed by `fsync`; p50, p99
/// and max. The file is removed.
pub fn fsync_latency(dir: &Path, count: usize) -> std::io::Result<[Duration; 3]> {
    let path = dir.join(format!(".dominoes-fsync-probe-{}", std::process::id()));
    let result = (|| {
        let mut file = fs::File::create(&path)?;
        let block = [0x5a_u8; 4096];
        let mut times = Vec::with_capacity(count);
        for _ in 0..count {
            let start = Instant::now();
            file.write_all(&block)?;
            file.sync_all()?;
            times.push(start.elapsed());
        }
        times.sort_unstable();
        let at = |percent: usize| times[(times.len() - 1) * percent / 100];
        Ok([at(50), at(99), at(100)])
    })();
    let _ = fs::remove_file(&path);
    result
}

/// The server's own counters of its writer and its actions, from its
/// `/metrics` (`dominoes_db_batch_actions`, `dominoes_db_write_seconds`,
/// `dominoes_action_seconds`): sums and counts, so two readings give a
/// window's averages.
#[derive(Debug, Clone, Copy, Default)]
pub struct Writer {
    /// Writes committed (actions, picks, seeds) and commits.
    pub batch_sum: f64,
    pub batches: f64,
    /// Seconds actions spent from the writer's queue to their commit.
    pub write_seconds: f64,
    pub writes: f64,
    /// Seconds from reading an action to having stored and published it.
    pub action_seconds: f64,
    pub actions: f64,
}

impl Writer {
    /// Reads `base`'s `/metrics`; `None` if it cannot.
    pub async fn read(client: &reqwest::Client, base: &str) -> Option<Writer> {
        let text = client
            .get(format!("{base}/metrics"))
            .send()
            .await
            .ok()?
            .text()
            .await
            .ok()?;
        Some(Writer::parse(&text))
    }

    fn parse(text: &str) -> Writer {
        let value = |name: &str| -> f64 {
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .find_map(|l| {
                    let (key, value) = l.split_once(' ')?;
                    (key == name).then(|| value.trim().parse().ok()).flatten()
                })
                .unwrap_or(0.0)
        };
        Writer {
            batch_sum: value("dominoes_db_batch_actions_sum"),
            batches: value("dominoes_db_batch_actions_count"),
            write_seconds: value("dominoes_db_write_seconds_sum"),
            writes: value("dominoes_db_write_seconds_count"),
            action_seconds: value("dominoes_action_seconds_sum"),
            actions: value("dominoes_action_seconds_count"),
        }
    }

    /// The window between two readings: commits, the mean batch, an
    /// action's mean time in the writer and in the server.
    pub fn since(&self, before: &Writer) -> WriterWindow {
        let per = |sum: f64, count: f64| if count > 0.0 { sum / count } else { 0.0 };
        let batches = self.batches - before.batches;
        WriterWindow {
            commits: batches,
            mean_batch: per(self.batch_sum - before.batch_sum, batches),
            mean_write_ms: 1000.0
                * per(
                    self.write_seconds - before.write_seconds,
                    self.writes - before.writes,
                ),
            mean_action_ms: 1000.0
                * per(
                    self.action_seconds - before.action_seconds,
                    self.actions - before.actions,
                ),
        }
    }
}

/// A server's writer over the measured window.
#[derive(Debug, Clone, Copy, Default)]
pub struct WriterWindow {
    pub commits: f64,
    pub mean_batch: f64,
    pub mean_write_ms: f64,
    pub mean_action_ms: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_cpu_time_is_read_after_its_command() {
        let stat = "1234 (dominoes (x) y) S 1 1234 1234 0 -1 4194560 500 0 0 0 731 205 0 0 20 0 9 0 100 0 0";
        assert_eq!(parse_process_ticks(stat), Some(936));
        assert!(process_ticks(std::process::id()).is_some());
    }

    #[test]
    fn the_machine_busy_share_leaves_out_idle_and_iowait() {
        let stat = "cpu  100 5 50 800 45 0 0 0 0 0\ncpu0 1 1 1 1 1 0 0 0 0 0\n";
        assert_eq!(parse_machine_ticks(stat), Some((155, 1000)));
    }

    #[test]
    fn the_writer_figures_come_from_the_metrics_text() {
        let text = "# HELP dominoes_db_batch_actions Actions per group commit.\n\
                    dominoes_db_batch_actions_sum 300.0\n\
                    dominoes_db_batch_actions_count 100\n\
                    dominoes_db_batch_actions_bucket{le=\"1.0\"} 10\n\
                    dominoes_db_write_seconds_sum 2.5\n\
                    dominoes_db_write_seconds_count 250\n\
                    dominoes_action_seconds_sum 1.0\n\
                    dominoes_action_seconds_count 200\n";
        let after = Writer::parse(text);
        let window = after.since(&Writer::default());
        assert!((window.commits - 100.0).abs() < 1e-9);
        assert!((window.mean_batch - 3.0).abs() < 1e-9);
        assert!((window.mean_write_ms - 10.0).abs() < 1e-9);
        assert!((window.mean_action_ms - 5.0).abs() < 1e-9);
    }

    #[test]
    fn the_disk_probe_times_every_write() {
        let [p50, p99, max] = fsync_latency(&std::env::temp_dir(), 5).unwrap();
        assert!(p50 <= p99 && p99 <= max && max > Duration::ZERO);
    }
}
