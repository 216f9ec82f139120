//! `dominoes loadtest`: N tables between people against a running room
//! (one node, or several: `--url` again for each), every seat a client
//! speaking the real protocol at a person's pace; it reports actions per
//! second, latency percentiles, errors by code, and what a reader needs
//! to judge the run: the server's peak memory and its and the load
//! generator's share of the cores when they run on this machine, the
//! disk's fsync latency, and the server's commit batches (its `/metrics`).

mod machine;
mod seat;
mod server_process;
mod setup;
mod stats;

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use tokio::sync::{Barrier, Semaphore};
use tokio::time::Instant;

use seat::Seat;
use setup::{Failure, Http};
use stats::{Stats, Summary};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The room, e.g. `http://127.0.0.1:8080` (started with `--load-test`);
    /// again for each node of a cluster: each table is opened on one of
    /// them in turn, and each player's socket on a random one.
    #[arg(long = "url", value_parser = parse_url, required = true)]
    urls: Vec<String>,
    /// Tables played at once (two sockets each).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=50_000))]
    tables: u32,
    /// Seconds measured, once every table is set up.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    duration: u64,
    /// Print the result as one JSON object on the last line of stdout.
    #[arg(long)]
    json: bool,
    /// The server's process id, for its peak memory and CPU (found by the
    /// port when the server runs on this machine); again for each `--url`.
    #[arg(long = "server-pid")]
    server_pids: Vec<u32>,
    /// Where the disk's fsync latency is measured before the window (a
    /// scratch file, removed): the database's folder.
    #[arg(long, default_value = ".")]
    fsync_dir: std::path::PathBuf,
    /// Points a game is played to (a multiple of 5, from 50): lower means
    /// more game ends and rematches.
    #[arg(long, default_value_t = 150)]
    target: u32,
    /// Chips wagered on each game.
    #[arg(long, default_value_t = 10)]
    wager: u32,
    /// Sign-ups in flight at once during the set-up.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=1000))]
    setup_concurrency: u32,
}

/// An `http://host:port` address; anything else is refused with a sentence.
fn parse_url(text: &str) -> Result<String, String> {
    let rest = text
        .strip_prefix("http://")
        .ok_or_else(|| format!("{text:?} is not an http:// address (https is not supported)"))?;
    let authority = rest.trim_end_matches('/');
    if authority.is_empty() || authority.contains('/') {
        return Err(format!(
            "{text:?}: give only the room's address, like http://127.0.0.1:8080"
        ));
    }
    Ok(format!("http://{authority}"))
}

/// The port of an `http://host[:port]` address (80 without one).
fn port_of(url: &str) -> Option<u16> {
    let authority = url.trim_start_matches("http://");
    match authority.rsplit_once(':') {
        Some((_, port)) if !port.ends_with(']') => port.parse().ok(),
        _ => Some(80),
    }
}

pub fn run(args: &Args) -> ExitCode {
    if args.target < 50 || args.target > 1000 || !args.target.is_multiple_of(5) {
        eprintln!("error: --target must be a multiple of 5 from 50 to 1000");
        return ExitCode::from(2);
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(load(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}: {}", e.code, e.detail);
            ExitCode::FAILURE
        }
    }
}

/// Each node's server process, if it can be read here.
fn server_pids(args: &Args) -> Vec<Option<u32>> {
    args.urls
        .iter()
        .enumerate()
        .map(|(i, url)| {
            args.server_pids
                .get(i)
                .copied()
                .or_else(|| port_of(url).and_then(server_process::pid_listening_on))
        })
        .collect()
}

#[allow(
    clippy::too_many_lines,
    reason = "the run's steps in order: set-up, window, report"
)]
async fn load(args: &Args) -> Result<(), Failure> {
    let nodes: Vec<Http> = args
        .urls
        .iter()
        .map(|url| Http::new(url))
        .collect::<Result<_, _>>()?;
    let sockets: Arc<[String]> = nodes.iter().map(Http::ws_url).collect();
    let by_node: Arc<[Stats]> = nodes.iter().map(|_| Stats::default()).collect();
    let stats = Arc::new(Stats::default());
    // The joins, each starting a game (its stakes): timed apart from the
    // actions, as they all come in the window's first second.
    let joins = Arc::new(Stats::default());
    let pids = server_pids(args);
    if pids.iter().any(Option::is_none) {
        eprintln!(
            "note: a server's process is not found here; its memory and CPU are not reported"
        );
    }
    // A run's names are its own, so runs can share a database.
    let run = format!("{:06x}", rand_run_id() & 0xff_ffff);
    let started = Instant::now();
    let progress = indicatif::ProgressBar::new(u64::from(args.tables));
    progress.set_style(
        indicatif::ProgressStyle::with_template("setting up {pos}/{len} tables {elapsed} {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let tables = args.tables as usize;
    // Every pair waits here once set up, so the window measures all of them
    // playing; a pair that failed still arrives.
    let barrier = Arc::new(Barrier::new(tables + 1));
    let signups = Arc::new(Semaphore::new(args.setup_concurrency as usize));
    let (go, deadline) = tokio::sync::watch::channel(None::<Instant>);
    let ready_pairs = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    // Joins answered (or failed): at the last, the burst is over.
    let joins_left = Arc::new(std::sync::atomic::AtomicUsize::new(tables));
    let mut pairs = Vec::with_capacity(tables);
    for i in 0..tables {
        // Table i is opened on node i (mod the nodes); each socket goes to
        // a node drawn for it, and so does the join.
        let mut draw = dominoes_rules::playout::FastRng::new(i as u64 ^ 0x0de5);
        let n = nodes.len();
        let home = i % n;
        let (host_node, guest_node, join_node) = (draw.below(n), draw.below(n), draw.below(n));
        let http = nodes[home].clone();
        let join_http = nodes[join_node].clone();
        let (sockets, by_node) = (Arc::clone(&sockets), Arc::clone(&by_node));
        let stats = Arc::clone(&stats);
        let joins = Arc::clone(&joins);
        let barrier = Arc::clone(&barrier);
        let signups = Arc::clone(&signups);
        let mut deadline = deadline.clone();
        let progress = progress.clone();
        let ready_pairs = Arc::clone(&ready_pairs);
        let joins_left = Arc::clone(&joins_left);
        let (run, target, wager) = (run.clone(), args.target, args.wager);
        pairs.push(tokio::spawn(async move {
            let at = [&sockets[host_node], &sockets[guest_node]];
            let ready = set_up_pair(&http, at, &run, i, (target, wager), &signups).await;
            progress.inc(1);
            match &ready {
                Ok(_) => {
                    ready_pairs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
                Err(e) => {
                    stats.error(&e.code);
                    progress.println(format!("table {i}: {}: {}", e.code, e.detail));
                }
            }
            barrier.wait().await;
            // The last of the burst's joins to be answered (or to fail, or
            // never be asked) marks its end.
            let joined = || {
                if joins_left.fetch_sub(1, std::sync::atomic::Ordering::AcqRel) == 1 {
                    stats.joins_answered();
                }
            };
            let Ok(pair) = ready else {
                joined();
                return;
            };
            let Ok(deadline) = deadline
                .wait_for(Option::is_some)
                .await
                .map(|d| d.unwrap_or(Instant::now()))
            else {
                joined();
                return;
            };
            // Spread the joins (and so every table's rhythm) over a second.
            let mut jitter = dominoes_rules::playout::FastRng::new(i as u64 ^ 0x5eed);
            tokio::time::sleep(Duration::from_millis(jitter.below(1000) as u64)).await;
            let asked = Instant::now();
            let answer = join_http.join(&pair.guest_cookie, pair.table).await;
            joined();
            if let Err(e) = answer {
                stats.error(&e.code);
                eprintln!("table {i}: the join failed: {}: {}", e.code, e.detail);
                return;
            }
            joins.action(asked.elapsed());
            let seed = (i as u64) << 1;
            let place = |node, cookie| seat::Place {
                nodes: Arc::clone(&sockets),
                node,
                by_node: Arc::clone(&by_node),
                cookie,
            };
            let host = Seat::new(
                pair.host,
                pair.table,
                seed,
                Arc::clone(&stats),
                place(host_node, pair.host_cookie),
            );
            let guest = Seat::new(
                pair.guest,
                pair.table,
                seed | 1,
                Arc::clone(&stats),
                place(guest_node, pair.guest_cookie),
            );
            tokio::join!(host.play(deadline), guest.play(deadline));
        }));
    }
    // Released once every pair is set up (or failed).
    let window = Duration::from_secs(args.duration);
    barrier.wait().await;
    let setup_time = started.elapsed();
    let playing = ready_pairs.load(std::sync::atomic::Ordering::Relaxed);
    if playing == 0 {
        let _ = go.send(Some(Instant::now()));
        progress.finish_and_clear();
        return Err(nothing_set_up(&stats));
    }
    progress.finish_and_clear();
    let fsync = machine::fsync_latency(&args.fsync_dir, 200)
        .map_err(|e| {
            eprintln!(
                "note: fsync not measured in {}: {e}",
                args.fsync_dir.display()
            );
        })
        .ok();
    let metrics = reqwest::Client::new();
    let writers_before = read_writers(&metrics, &args.urls).await;
    let cpu = machine::CpuMark::now(&pids);
    let start = Instant::now();
    let _ = go.send(Some(start + window));
    stats.start_window();
    for node in by_node.iter() {
        node.start_window();
    }
    eprintln!(
        "{playing} of {} tables set up in {:.1} s; measuring for {} s",
        args.tables,
        setup_time.as_secs_f64(),
        args.duration
    );
    let ticker = live_progress(
        Arc::clone(&stats),
        pids.first().copied().flatten(),
        start,
        window,
    );
    // The CPU and the writers over the window only, not the closing.
    tokio::time::sleep_until(start + window).await;
    let cpu = cpu.since(&pids);
    let writers_after = read_writers(&metrics, &args.urls).await;
    for pair in pairs {
        let _ = pair.await;
    }
    ticker.abort();
    let elapsed = start.elapsed().min(window).as_secs_f64().max(1e-9);
    let machine = Machine {
        peaks: pids
            .iter()
            .map(|pid| pid.and_then(|pid| server_process::status_mib(pid, "VmHWM")))
            .collect(),
        threads: pids
            .iter()
            .map(|pid| pid.and_then(machine::threads))
            .collect(),
        cpu,
        fsync,
        writers: writers_after
            .iter()
            .zip(&writers_before)
            // A node restarted in the window counts from zero again: its
            // window is unknown.
            .map(|(after, before)| {
                after
                    .zip(*before)
                    .filter(|(a, b)| a.batches >= b.batches)
                    .map(|(a, b)| a.since(&b))
            })
            .collect(),
        joins: Summary::default(),
    };
    let nodes: Vec<Summary> = by_node.iter().map(Stats::summary).collect();
    let machine = Machine {
        joins: joins.summary(),
        ..machine
    };
    report(
        args,
        playing,
        &stats.summary(),
        &nodes,
        elapsed,
        setup_time,
        &machine,
    );
    Ok(())
}

/// Each node's writer counters, where its `/metrics` answers.
async fn read_writers(client: &reqwest::Client, urls: &[String]) -> Vec<Option<machine::Writer>> {
    let mut writers = Vec::with_capacity(urls.len());
    for url in urls {
        writers.push(machine::Writer::read(client, url).await);
    }
    writers
}

/// What was read from the machine and the servers over the window.
struct Machine {
    /// The joins' times (each starts a game and stakes its wager).
    joins: Summary,
    peaks: Vec<Option<f64>>,
    threads: Vec<Option<u64>>,
    cpu: machine::CpuUse,
    fsync: Option<[Duration; 3]>,
    writers: Vec<Option<machine::WriterWindow>>,
}

/// The failure of a run where no table could be set up: its first error.
fn nothing_set_up(stats: &Stats) -> Failure {
    let errors = stats.summary().errors;
    let code = errors.keys().next().map_or("setup", String::as_str);
    Failure {
        code: code.to_owned(),
        detail: format!("no table could be set up ({errors:?})"),
    }
}

/// A table set up: its two players' sockets and sessions.
struct Pair {
    host: seat::SocketStream,
    host_cookie: String,
    guest: seat::SocketStream,
    guest_cookie: String,
    table: i64,
}

/// Registers both players on `http`'s node, opens the host's socket (a
/// waiting table is joinable only while its host is in the room) and the
/// table, and the guest's socket; the sockets at `at` (host, guest).
async fn set_up_pair(
    http: &Http,
    at: [&String; 2],
    run: &str,
    i: usize,
    (target, wager): (u32, u32),
    signups: &Semaphore,
) -> Result<Pair, Failure> {
    let register = |name: String| async move {
        let _permit = signups.acquire().await.map_err(|e| Failure {
            code: "setup".into(),
            detail: e.to_string(),
        })?;
        http.register(&name).await
    };
    let host_cookie = register(format!("lt{run}h{i}")).await?;
    let host = seat::connect(at[0], &host_cookie).await?;
    let table = http.open_table(&host_cookie, target, wager).await?;
    let guest_cookie = register(format!("lt{run}g{i}")).await?;
    let guest = seat::connect(at[1], &guest_cookie).await?;
    Ok(Pair {
        host,
        host_cookie,
        guest,
        guest_cookie,
        table,
    })
}

/// Any 24 bits that differ between runs.
fn rand_run_id() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    dominoes_rules::playout::FastRng::new(now ^ u64::from(std::process::id())).next_u64()
}

/// A line on stderr every second: actions per second, latencies, errors,
/// the server's memory.
fn live_progress(
    stats: Arc<Stats>,
    pid: Option<u32>,
    start: Instant,
    window: Duration,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let line = indicatif::ProgressBar::new_spinner();
        line.set_style(
            indicatif::ProgressStyle::with_template("{spinner} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        let mut last = (Instant::now(), 0u64);
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            let now = Instant::now();
            let s = stats.summary();
            let rate = (s.actions - last.1) as f64 / now.duration_since(last.0).as_secs_f64();
            last = (now, s.actions);
            let rss = pid
                .and_then(|pid| server_process::status_mib(pid, "VmRSS"))
                .map_or_else(String::new, |m| format!(", server {m:.0} MiB"));
            line.set_message(format!(
                "{:>3}/{} s: {rate:.0} actions/s, {} actions, p50 {:.1} ms, p99 {:.1} ms, max {:.0} ms, {} errors{rss}",
                start.elapsed().as_secs().min(window.as_secs()),
                window.as_secs(),
                s.actions,
                ms(s.p50),
                ms(s.p99),
                ms(s.max),
                s.error_count(),
            ));
            line.tick();
        }
    })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The lines of the report on latencies: every action's, the joins', and
/// the actions' once the joins' burst was over.
fn print_latencies(s: &Summary, joins: &Summary) {
    println!(
        "latency from sending an action to its update: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms{}",
        ms(s.p50),
        ms(s.p99),
        ms(s.max),
        s.max_at
            .map_or_else(String::new, |at| format!(" (at {at:.1} s into the window)"))
    );
    println!(
        "joins (each starts a game and stakes its wager; all in the window's first second): p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(joins.p50),
        ms(joins.p99),
        ms(joins.max)
    );
    if let Some(settled) = s.settled {
        println!(
            "after the last join was answered ({:.1} s into the window): {} actions, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            settled.from,
            settled.actions,
            ms(settled.p50),
            ms(settled.p99),
            ms(settled.max)
        );
    }
}

/// The report on stdout: the window's figures, each node's, each server's.
fn report(
    args: &Args,
    playing: usize,
    s: &Summary,
    nodes: &[Summary],
    elapsed: f64,
    setup: Duration,
    machine: &Machine,
) {
    let errors = |s: &Summary| -> String {
        if s.errors.is_empty() {
            return "none".into();
        }
        s.errors
            .iter()
            .map(|(code, n)| format!("{code} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let or_unknown = |v: Option<f64>, unit: &str| {
        v.map_or_else(|| "unknown".into(), |v| format!("{v:.2}{unit}"))
    };
    println!(
        "{playing} of {} tables playing ({} sockets) on {} node(s), {:.0} s measured after {:.1} s of set-up",
        args.tables,
        playing * 2,
        args.urls.len(),
        elapsed,
        setup.as_secs_f64()
    );
    println!(
        "{} actions, {:.0} actions/s ({} messages, {} games finished)",
        s.actions,
        s.actions as f64 / elapsed,
        s.messages,
        s.games
    );
    print_latencies(s, &machine.joins);
    println!("errors: {}", errors(s));
    println!(
        "sockets opened again after the server closed them: {}; actions not applied before a close and played again: {}",
        s.reconnects, s.resent
    );
    for (i, node) in nodes.iter().enumerate().filter(|_| nodes.len() > 1) {
        println!(
            "  node {i} ({}): {:.0} actions/s, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, errors: {}",
            args.urls[i],
            node.actions as f64 / elapsed,
            ms(node.p50),
            ms(node.p99),
            ms(node.max),
            errors(node)
        );
    }
    for (i, url) in args.urls.iter().enumerate() {
        let writer = machine.writers[i].map_or_else(
            || "its /metrics unread".into(),
            |w| {
                format!(
                    "{:.0} commits/s of {:.1} writes on average, a write {:.1} ms from queue to commit, an action {:.1} ms in the server",
                    w.commits / elapsed,
                    w.mean_batch,
                    w.mean_write_ms,
                    w.mean_action_ms
                )
            },
        );
        println!(
            "server {url}: peak memory (VmHWM) {}, {} threads, CPU {} cores; writer: {writer}",
            or_unknown(machine.peaks[i], " MiB"),
            machine.threads[i].map_or_else(|| "?".into(), |t| t.to_string()),
            or_unknown(machine.cpu.servers[i], ""),
        );
    }
    println!(
        "load generator CPU {} cores; the machine's {} cores {} busy",
        or_unknown(machine.cpu.load_generator, ""),
        machine.cpu.cores,
        machine
            .cpu
            .machine_busy
            .map_or_else(|| "?".into(), |b| format!("{:.0} %", b * 100.0))
    );
    print_fsync(args, machine);
    if args.json {
        println!(
            "{}",
            report_json(args, playing, s, nodes, elapsed, setup, machine)
        );
    }
}

/// The disk's fsync latency, as measured before the window.
fn print_fsync(args: &Args, machine: &Machine) {
    if let Some([p50, p99, max]) = machine.fsync {
        println!(
            "the disk's fsync of a 4 KiB write in {}: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms (200 before the window)",
            args.fsync_dir.display(),
            ms(p50),
            ms(p99),
            ms(max)
        );
    }
}

/// The run as one JSON object (`--json`).
fn report_json(
    args: &Args,
    playing: usize,
    s: &Summary,
    nodes: &[Summary],
    elapsed: f64,
    setup: Duration,
    machine: &Machine,
) -> serde_json::Value {
    json!({
        "tables": args.tables,
        "tables_playing": playing,
        "sockets": playing * 2,
        "nodes": args.urls.len(),
        "duration_s": elapsed,
        "setup_s": setup.as_secs_f64(),
        "actions": s.actions,
        "actions_per_s": s.actions as f64 / elapsed,
        "messages": s.messages,
        "games_finished": s.games,
        "p50_ms": ms(s.p50),
        "p99_ms": ms(s.p99),
        "max_ms": ms(s.max),
        "max_at_s": s.max_at,
        "joins_ms": {"p50": ms(machine.joins.p50), "p99": ms(machine.joins.p99), "max": ms(machine.joins.max)},
        "after_joins": s.settled.map(|settled| json!({
            "from_s": settled.from,
            "actions": settled.actions,
            "p50_ms": ms(settled.p50),
            "p99_ms": ms(settled.p99),
            "max_ms": ms(settled.max),
        })),
        "errors": s.error_count(),
        "errors_by_code": s.errors,
        "reconnects": s.reconnects,
        "resent": s.resent,
        "server_peak_rss_mib": machine.peaks.iter().flatten().copied().reduce(f64::max),
        "by_node": args.urls.iter().zip(nodes).enumerate().map(|(i, (url, node))| json!({
            "url": url,
            "actions_per_s": node.actions as f64 / elapsed,
            "p50_ms": ms(node.p50),
            "p99_ms": ms(node.p99),
            "max_ms": ms(node.max),
            "errors": node.error_count(),
            "peak_rss_mib": machine.peaks[i],
            "threads": machine.threads[i],
            "cpu_cores": machine.cpu.servers[i],
            "commits_per_s": machine.writers[i].map(|w| w.commits / elapsed),
            "mean_batch": machine.writers[i].map(|w| w.mean_batch),
            "mean_write_ms": machine.writers[i].map(|w| w.mean_write_ms),
            "mean_action_ms": machine.writers[i].map(|w| w.mean_action_ms),
        })).collect::<Vec<_>>(),
        "load_generator_cpu_cores": machine.cpu.load_generator,
        "machine_busy": machine.cpu.machine_busy,
        "cores": machine.cpu.cores,
        "fsync_ms": machine.fsync.map(|[p50, p99, max]| json!({"p50": ms(p50), "p99": ms(p99), "max": ms(max)})),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_plain_room_address_is_taken() {
        assert_eq!(
            parse_url("http://127.0.0.1:8080/").as_deref(),
            Ok("http://127.0.0.1:8080")
        );
        assert!(parse_url("127.0.0.1:8080").is_err());
        assert!(parse_url("https://room.example").is_err());
        assert!(parse_url("http://").is_err());
        assert!(parse_url("http://host/api").is_err());
    }

    #[test]
    fn the_port_is_read_from_the_address() {
        assert_eq!(port_of("http://127.0.0.1:8080"), Some(8080));
        assert_eq!(port_of("http://localhost"), Some(80));
        assert_eq!(port_of("http://[::1]:9000"), Some(9000));
    }
}
