//! `dominoes loadtest`: N tables between people against a running room,
//! every seat a client speaking the real protocol at a person's pace; it
//! reports actions per second, latency percentiles, errors by code, and
//! the server's peak memory when the server runs on this machine.

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
    /// The room, e.g. `http://127.0.0.1:8080` (started with `--load-test`).
    #[arg(long, value_parser = parse_url)]
    url: String,
    /// Tables played at once (two sockets each).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=50_000))]
    tables: u32,
    /// Seconds measured, once every table is set up.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    duration: u64,
    /// Print the result as one JSON object on the last line of stdout.
    #[arg(long)]
    json: bool,
    /// The server's process id, for its peak memory (found by the port
    /// when the server runs on this machine).
    #[arg(long)]
    server_pid: Option<u32>,
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

/// The server's process, if it can be read here.
fn server_pid(args: &Args) -> Option<u32> {
    args.server_pid
        .or_else(|| port_of(&args.url).and_then(server_process::pid_listening_on))
}

async fn load(args: &Args) -> Result<(), Failure> {
    let http = Http::new(&args.url)?;
    let stats = Arc::new(Stats::default());
    let pid = server_pid(args);
    if pid.is_none() {
        eprintln!("note: the server's process is not found here; its memory is not reported");
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
    let mut pairs = Vec::with_capacity(tables);
    for i in 0..tables {
        let http = http.clone();
        let stats = Arc::clone(&stats);
        let barrier = Arc::clone(&barrier);
        let signups = Arc::clone(&signups);
        let mut deadline = deadline.clone();
        let progress = progress.clone();
        let ready_pairs = Arc::clone(&ready_pairs);
        let (run, target, wager) = (run.clone(), args.target, args.wager);
        pairs.push(tokio::spawn(async move {
            let ready = set_up_pair(&http, &run, i, target, wager, &signups).await;
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
            let Ok((host, guest, cookie, table)) = ready else {
                return;
            };
            let Ok(deadline) = deadline
                .wait_for(Option::is_some)
                .await
                .map(|d| d.unwrap_or(Instant::now()))
            else {
                return;
            };
            // Spread the joins (and so every table's rhythm) over a second.
            let mut jitter = dominoes_rules::playout::FastRng::new(i as u64 ^ 0x5eed);
            tokio::time::sleep(Duration::from_millis(jitter.below(1000) as u64)).await;
            if let Err(e) = http.join(&cookie, table).await {
                stats.error(&e.code);
                return;
            }
            let seed = (i as u64) << 1;
            let host = Seat::new(host, table, seed, Arc::clone(&stats));
            let guest = Seat::new(guest, table, seed | 1, Arc::clone(&stats));
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
    let start = Instant::now();
    let _ = go.send(Some(start + window));
    stats.start_window();
    progress.finish_and_clear();
    eprintln!(
        "{playing} of {} tables set up in {:.1} s; measuring for {} s",
        args.tables,
        setup_time.as_secs_f64(),
        args.duration
    );
    let ticker = live_progress(Arc::clone(&stats), pid, start, window);
    for pair in pairs {
        let _ = pair.await;
    }
    ticker.abort();
    let elapsed = start.elapsed().min(window).as_secs_f64().max(1e-9);
    let summary = stats.summary();
    let peak = pid.and_then(|pid| server_process::status_mib(pid, "VmHWM"));
    report(args, playing, &summary, elapsed, setup_time, peak);
    Ok(())
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

/// Registers both players, opens the host's socket (a waiting table is
/// joinable only while its host is in the room) and the table, and the
/// guest's socket.
async fn set_up_pair(
    http: &Http,
    run: &str,
    i: usize,
    target: u32,
    wager: u32,
    signups: &Semaphore,
) -> Result<(seat::SocketStream, seat::SocketStream, String, i64), Failure> {
    let register = |name: String| async move {
        let _permit = signups.acquire().await.map_err(|e| Failure {
            code: "setup".into(),
            detail: e.to_string(),
        })?;
        http.register(&name).await
    };
    let host_cookie = register(format!("lt{run}h{i}")).await?;
    let host = seat::connect(&http.ws_url(), &host_cookie).await?;
    let table = http.open_table(&host_cookie, target, wager).await?;
    let guest_cookie = register(format!("lt{run}g{i}")).await?;
    let guest = seat::connect(&http.ws_url(), &guest_cookie).await?;
    Ok((host, guest, guest_cookie, table))
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

fn report(
    args: &Args,
    playing: usize,
    s: &Summary,
    elapsed: f64,
    setup: Duration,
    peak_mib: Option<f64>,
) {
    let errors: String = if s.errors.is_empty() {
        "none".into()
    } else {
        s.errors
            .iter()
            .map(|(code, n)| format!("{code} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    println!(
        "{playing} of {} tables playing ({} sockets), {:.0} s measured after {:.1} s of set-up",
        args.tables,
        playing * 2,
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
    println!(
        "latency from sending an action to its update: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(s.p50),
        ms(s.p99),
        ms(s.max)
    );
    println!("errors: {errors}");
    match peak_mib {
        Some(mib) => println!("server peak memory (VmHWM): {mib:.1} MiB"),
        None => println!("server peak memory: unknown (not on this machine)"),
    }
    if args.json {
        let object = json!({
            "tables": args.tables,
            "tables_playing": playing,
            "sockets": playing * 2,
            "duration_s": elapsed,
            "setup_s": setup.as_secs_f64(),
            "actions": s.actions,
            "actions_per_s": s.actions as f64 / elapsed,
            "messages": s.messages,
            "games_finished": s.games,
            "p50_ms": ms(s.p50),
            "p99_ms": ms(s.p99),
            "max_ms": ms(s.max),
            "errors": s.error_count(),
            "errors_by_code": s.errors,
            "server_peak_rss_mib": peak_mib,
        });
        println!("{object}");
    }
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
