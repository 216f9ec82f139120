//! The room server: accounts, the lobby, one actor per table, and a
//! database (`SQLite` or `PostgreSQL`) that every acknowledged action is
//! written to first.
//!
//! `main` stays thin (mini-redis style): it parses the configuration, binds,
//! and calls [`run`] with a shutdown signal. Tests start the real server on
//! port 0 the same way.

mod accounts;
mod api;
mod assets;
mod bus;
mod chat;
mod cluster;
mod error;
mod fair;
mod ids;
mod in_time;
mod invite;
mod key;
#[cfg(test)]
mod layout;
mod lobby;
mod metrics;
mod origin;
mod pairing;
mod presence;
mod protocol;
pub mod rating;
mod review;
mod session;
mod socket;
mod store;
mod table;
mod tasks;
mod throttle;
mod tournaments;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

pub use accounts::AVATARS;
pub use ids::{GameId, TableId, UserId};
pub use store::{
    Audit, ChatReport, Database, Dialect, MoneyError, Owner, ScratchDatabase, Store, StoreError,
    TEST_POSTGRES, now_ms,
};
pub use table::{TableError, TableSettings};
pub use tournaments::NewTournament;

/// Schedules a tournament as the operator (`dominoes tournament create`):
/// `new` checked as `POST /api/tournaments` checks it, stored with no
/// creator; its id.
///
/// # Errors
/// Why the plan cannot be played, or the database's failure, in a sentence.
pub async fn schedule_tournament(store: &Store, new: NewTournament) -> Result<i64, String> {
    let (row, computers) = new
        .into_row(None, store::now())
        .map_err(|e| e.to_string())?;
    let id = store
        .create_tournament(&row, &computers)
        .await
        .map_err(|e| e.to_string())?;
    Ok(id.get())
}

/// How the server is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// The database: a `SQLite` file (created on first start; `:memory:`
    /// for tests) or a `PostgreSQL` URL.
    pub database: Database,
    /// Pages of other origins allowed to act here (besides the room's own:
    /// the host it was reached at).
    pub origins: Vec<String>,
    /// How long a bot waits before it moves, so a person can follow.
    pub bot_delay: Duration,
    /// How long a minute of the game clock lasts: 60 seconds, except in
    /// tests that watch a clock run out.
    pub clock_minute: Duration,
    /// How long the pick phase waits for a seat's picks before drawing
    /// them itself: 30 seconds, except in a test that watches a player
    /// who never comes.
    pub pick_limit: Duration,
    /// Mark the session cookie `Secure` (behind TLS).
    pub secure_cookies: bool,
    /// Serve the browser client from this folder instead of the copy
    /// compiled in (for working on the client).
    pub web_dir: Option<PathBuf>,
    /// `--load-test`: clients on loopback are not throttled (sign-in,
    /// sign-up), so a load generator can make thousands of accounts.
    pub load_test: bool,
    /// Messages a socket may send per second on average, and twice as
    /// many in a burst: far above a person's pace, far below a flood.
    /// 20; tests that play whole games at a machine's pace raise it, so
    /// they never wait for the limiter.
    pub socket_rate: f64,
    /// The address other nodes reach this one at (`--advertise`); by
    /// default `http://` and the address it listens on.
    pub advertise: Option<String>,
    /// Other nodes share the database (`--cluster`): take over only the
    /// tables whose lease has expired. Alone (the default), the node takes
    /// every unfinished table at its start, as after a restart.
    pub cluster: bool,
    /// Milliseconds added to this machine's clock (`--clock-skew-ms`): a
    /// node whose clock is wrong, for the test that shows the cluster's
    /// clock does not care (`store/cluster.rs` `Clock`). 0 in a real room.
    pub clock_skew_ms: i64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            database: Database::Sqlite(PathBuf::from("dominoes.db")),
            origins: Vec::new(),
            bot_delay: Duration::from_millis(700),
            clock_minute: Duration::from_mins(1),
            pick_limit: table::PICK_LIMIT,
            secure_cookies: false,
            web_dir: None,
            load_test: false,
            socket_rate: 20.0,
            advertise: None,
            cluster: false,
            clock_skew_ms: 0,
        }
    }
}

impl Config {
    pub(crate) fn timing(&self) -> table::Timing {
        table::Timing {
            bot_delay: self.bot_delay,
            minute: self.clock_minute,
            pick: self.pick_limit,
        }
    }
}

/// What every request handler shares.
#[derive(Clone, Debug)]
pub struct App {
    inner: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    pairing: pairing::Pairing,
    store: Store,
    config: Config,
    defences: Arc<throttle::Defences>,
    lobby: lobby::Lobby,
    assets: assets::Assets,
    reviews: review::Reviews,
    chat: Arc<chat::Hub>,
    invitations: invite::Invitations,
    /// Forwards a table's HTTP calls to the node that owns it (`api::relay`).
    relay: reqwest::Client,
}

impl App {
    /// Table `id`: the one way HTTP and the socket find a table. Its actor
    /// runs here, or is started here from the database (a finished game,
    /// or one whose node stopped renewing its lease); why not, if not
    /// ([`lobby::Unopened`]: no such table, or not this node's now).
    pub(crate) async fn table(&self, id: TableId) -> Result<table::TableHandle, lobby::Unopened> {
        let inner = &self.inner;
        inner
            .lobby
            .open(&inner.store, inner.config.timing(), id)
            .await
    }
}

/// Serves on `listener` until `shutdown` completes, then closes: it stops
/// taking connections and lets the HTTP requests in flight finish, lets
/// each table finish the write it is making and end (in a cluster, each is
/// free for another node to take at once, and the node leaves), closes
/// every socket (1012, reconnect, in a cluster; 1001 alone), commits what
/// the writer holds, and returns once nothing it started runs any more
/// (`tasks.rs`). Unfinished games are restored from the database first.
///
/// # Errors
/// If the database cannot be opened or the server fails.
pub async fn run(
    listener: tokio::net::TcpListener,
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let address = listener.local_addr()?;
    let node = cluster::advertised(config.advertise.as_deref(), address);
    let store = Store::connect(&config.database).await?.on_node(&node);
    store.skew_clock(config.clock_skew_ms);
    let cluster = config.cluster;
    let tasks = store.tasks().clone();
    // Whatever happens, the tree is stopped before `run` returns.
    let served = serve(listener, config, store.clone(), &node, shutdown).await;
    tracing::info!("closing: the tables first, then the sockets, then the writer");
    tasks.drain_tables().await;
    if cluster {
        // Every table this node ran is free now; so is anything a failed
        // release left, once the node counts as gone.
        if let Err(e) = store.leave_cluster(&node).await {
            tracing::error!(error = %e, "could not say this node is leaving");
        }
        tracing::info!("this node's tables are free for the other nodes");
    }
    tasks.shutdown().await;
    store.close().await;
    tracing::info!("the room is closed");
    served
}

/// Opens the room on `store` and serves until `shutdown` completes and the
/// HTTP requests in flight are answered.
async fn serve(
    listener: tokio::net::TcpListener,
    config: Config,
    store: Store,
    node: &str,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let address = listener.local_addr()?;
    let tasks = store.tasks().clone();
    store.sync_clock().await?;
    store.register_node(node, store.now_ms()).await?;
    cluster::spawn_heartbeat(store.clone());
    let lobby = lobby::Lobby::new(!config.cluster, tasks.clone());
    let chat = Arc::new(chat::Hub::default());
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    let defences = Arc::new(throttle::Defences::new(cores, config.load_test));
    if config.cluster {
        let (bus, incoming) = bus::spawn(store.clone(), &config.database).await?;
        lobby.attach_bus(bus, incoming, &chat, &defences);
    }
    lobby.settle_unsettled(&store).await?;
    // Alone, the tables are back before the room opens. In a cluster they
    // come back while it serves (below): a node that took their leases
    // before it answered would leave every other node's relay to them
    // hanging until it did.
    let restored = if config.cluster {
        None
    } else {
        Some(lobby.restore(&store, config.timing()).await?)
    };
    tracing::info!(%address, %node, cluster = config.cluster, restored, database = %config.database, "the room is open");
    let assets = config
        .web_dir
        .clone()
        .map_or(assets::Assets::Embedded, assets::Assets::Folder);
    if config.load_test {
        tracing::warn!(
            "LOAD TEST MODE: sign-in and sign-up throttles are off for loopback clients; never run a public room like this"
        );
    }
    let (pairing, commands) = pairing::Pairing::new();
    let app = App {
        inner: Arc::new(Shared {
            pairing,
            store,
            config,
            defences,
            lobby,
            assets,
            reviews: review::Reviews::new(cores),
            chat,
            invitations: invite::Invitations::default(),
            relay: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()?,
        }),
    };
    pairing::Pairing::spawn(&app, commands);
    tournaments::spawn(&app);
    if app.inner.config.cluster {
        let restoring = app.clone();
        app.tasks().spawn(async move {
            let inner = &restoring.inner;
            match inner
                .lobby
                .restore(&inner.store, inner.config.timing())
                .await
            {
                Ok(restored) => tracing::info!(restored, "this node's tables are back"),
                Err(e) => tracing::error!(error = %e, "could not restore this node's tables"),
            }
        });
        cluster::spawn_takeover(app.clone());
    }
    // Stops taking connections and waits for the HTTP requests in flight
    // (a socket, once upgraded, is the task tree's, not axum's).
    axum::serve(
        listener,
        api::router(app).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    Ok(())
}

impl App {
    /// The room's task tree (`tasks.rs`).
    pub(crate) fn tasks(&self) -> &tasks::Tasks {
        self.inner.store.tasks()
    }
}
