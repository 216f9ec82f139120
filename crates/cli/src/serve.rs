//! `dominoes serve`: the room, until Ctrl-C or SIGTERM; then it closes
//! gracefully (`dominoes_server::run`) and the process exits.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Address to listen on.
    #[arg(long, env = "DOMINOES_ADDR", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    #[command(flatten)]
    database: crate::database::DatabaseArgs,
    /// Another origin allowed to open web sockets (repeatable), e.g. `https://dominoes.example`.
    #[arg(
        long = "allow-origin",
        env = "DOMINOES_ALLOW_ORIGIN",
        value_delimiter = ','
    )]
    origins: Vec<String>,
    /// Milliseconds a bot waits before moving, so a person can follow.
    #[arg(long, env = "DOMINOES_BOT_DELAY_MS", default_value_t = 700)]
    bot_delay_ms: u64,
    /// Mark the session cookie Secure (when served behind TLS).
    #[arg(long, env = "DOMINOES_SECURE_COOKIES")]
    secure_cookies: bool,
    /// Serve the browser client from this folder, read at each request,
    /// instead of the copy compiled in (for working on the client).
    #[arg(long, env = "DOMINOES_WEB_DIR")]
    web_dir: Option<PathBuf>,
    /// For `dominoes loadtest`: clients on loopback are not throttled at
    /// sign-in or sign-up. Never for a public room.
    #[arg(long)]
    load_test: bool,
    /// The URL other nodes reach this one at (default: http:// and --addr).
    #[arg(long, env = "DOMINOES_ADVERTISE")]
    advertise: Option<String>,
    /// Other nodes share this database: take over only tables whose owner
    /// stopped renewing its lease (docs/operations.md, "Several nodes").
    #[arg(long, env = "DOMINOES_CLUSTER")]
    cluster: bool,
    /// Tests only: run as if this machine's clock were this many
    /// milliseconds ahead (negative: behind).
    #[arg(long, hide = true, default_value_t = 0, allow_hyphen_values = true)]
    clock_skew_ms: i64,
}

pub fn run(args: &Args) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .init();
    let config = dominoes_server::Config {
        database: args.database.database(),
        origins: args.origins.clone(),
        bot_delay: Duration::from_millis(args.bot_delay_ms),
        secure_cookies: args.secure_cookies,
        web_dir: args.web_dir.clone(),
        load_test: args.load_test,
        advertise: args.advertise.clone(),
        cluster: args.cluster,
        clock_skew_ms: args.clock_skew_ms,
        ..dominoes_server::Config::default()
    };
    if args.load_test {
        // Not only a log line: it must be seen whatever RUST_LOG says.
        eprintln!(
            "WARNING: LOAD TEST MODE: sign-in and sign-up throttles are off for loopback clients. Never run a public room like this."
        );
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.addr).await?;
        println!("dominoes: the room is on http://{}", listener.local_addr()?);
        dominoes_server::run(listener, config, stop_signal()).await
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Resolves at Ctrl-C (SIGINT) or, on Unix, SIGTERM (what `systemctl stop`
/// and `docker stop` send): the room then closes as `run` describes.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
