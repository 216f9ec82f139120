//! Several nodes on one database: three `dominoes serve --cluster`
//! processes share one `SQLite` file (WAL); wagered games between people
//! are opened on each of them, and each player's socket goes to a node,
//! the table's own or another (which relays). Mid-game one node is killed
//! with SIGKILL; its players reconnect to the others, which take its
//! tables over once their leases run out. At the end every game is over,
//! `dominoes audit` passes, every account holds its 1,000 chips plus or
//! minus the wager as its game's result says, the takeover took at most
//! 10 s, and no table was ever live on two nodes at once: along each
//! game's stored actions the lease generation never goes back and each
//! generation names a single node (every action is written fenced by its
//! lease, `store/cluster.rs`). Before the games, a table opened on one
//! node is listed by the others, and leaves their lists once closed (the
//! cluster bus).
//!
//! `NODES_GAMES` (default 9), `NODES_TARGET` (the games' final score,
//! default 50) and `NODES_SEED` size and vary it.
//!
//! The second test is the chaos test on three nodes: a random node is
//! killed with SIGKILL and started again (at a new address) `NODES_KILLS`
//! times (default 2; the full size, 10, is in docs/operations.md) while
//! `NODES_GAMES` games (default 12) are played, with the same checks at
//! the end. The test command runs both on `SQLite` and on `PostgreSQL`.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

mod common;

use common::{
    Entrant, Room, Server, TestPlayer, audit_passes, every_board_decided_once, every_pot_paid_once,
    get_json, http_client, paid_once, post, setting,
};
use dominoes_rules::playout::FastRng;
use dominoes_server::{Database, GameId, ScratchDatabase};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::time::{Instant, sleep};
use tokio_tungstenite::tungstenite;

const WAGER: i64 = 10;
const CHIPS: i64 = 1000;
const NODES: usize = 3;
/// The takeover's bound (docs/operations.md, "Several nodes").
const TAKEOVER: Duration = Duration::from_secs(10);

/// A node: `dominoes serve --cluster`.
type Node = Server;

fn start_node(db: &Database) -> Node {
    Server::start(db, &["--cluster"])
}

/// Polls `check` every 50 ms until it holds; how long that took, or `None`
/// past `limit`.
async fn within<F, Fut>(limit: Duration, mut check: F) -> Option<Duration>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = bool>,
{
    let start = Instant::now();
    while start.elapsed() < limit {
        if check().await {
            return Some(start.elapsed());
        }
        sleep(Duration::from_millis(50)).await;
    }
    None
}

/// Three nodes on `db`: the first comes up before the others start (they
/// could start at once: `two_nodes_started_at_once_on_a_fresh_database_both_come_up`).
async fn start_nodes(db: &Database, http: &reqwest::Client) -> Vec<Node> {
    start_nodes_with(db, http, start_node).await
}

/// [`start_nodes`], each started by `start`.
async fn start_nodes_with(
    db: &Database,
    http: &reqwest::Client,
    start: fn(&Database) -> Node,
) -> Vec<Node> {
    let mut nodes = vec![start(db)];
    let first = format!("{}/healthz", nodes[0].url);
    let ready = within(Duration::from_mins(1), || {
        let (http, first) = (&http, &first);
        async move {
            http.get(first)
                .send()
                .await
                .is_ok_and(|r| r.status().is_success())
        }
    })
    .await;
    assert!(ready.is_some(), "the first node never answered");
    nodes.extend((1..NODES).map(|_| start(db)));
    nodes
}

/// Game g is opened on node g % 3; its host plays through that node, its
/// guest through the next one (which relays to the owner). The players,
/// and each table's node.
async fn open_games(
    http: &reqwest::Client,
    room: &Room,
    games: usize,
) -> (Vec<TestPlayer>, HashMap<i64, usize>) {
    let mut players = Vec::with_capacity(games * 2);
    let mut owner = HashMap::new();
    let target = setting("NODES_TARGET", 50);
    let settings =
        json!({"draw": 7, "target": target, "minutes": 10, "opponent": "person", "wager": WAGER});
    for g in 0..games {
        let n = g % NODES;
        let mut host = TestPlayer::sign_up(http, room, n, &format!("nodes{g}h")).await;
        let host_page = host.opens_page(room).await;
        let table = host.opens_table(http, room, &settings).await;
        let mut guest = TestPlayer::sign_up(http, room, n, &format!("nodes{g}g")).await;
        guest.joins(http, room, table).await;
        // The guest plays through the next node.
        guest.home = (n + 1) % NODES;
        drop(host_page);
        owner.insert(table, n);
        players.push(host);
        players.push(guest);
    }
    (players, owner)
}

/// Every game over, every account at its start plus or minus its wager,
/// the books balanced, and each table live on one node at a time. Returns
/// how many games were played on the `killed` node and then on another.
async fn check_games(store: &dominoes_server::Store, players: &[TestPlayer]) -> usize {
    every_pot_paid_once(store, players, CHIPS, WAGER).await;
    let mut moved_mid_game = 0;
    for pair in players.chunks(2) {
        let table = pair[0].table;
        // One node at a time: generations never go back along the
        // actions, and each generation was held by one node.
        let leases = store.action_leases(GameId::new(table)).await.expect("read");
        let mut holders: BTreeMap<i64, String> = BTreeMap::new();
        let mut last = 0;
        for (seq, node, generation) in &leases {
            let (Some(node), Some(generation)) = (node, generation) else {
                panic!("game {table}: action {seq} was written without a lease");
            };
            assert!(
                *generation >= last,
                "game {table}: action {seq} under generation {generation} after {last}"
            );
            last = *generation;
            let holder = holders.entry(*generation).or_insert_with(|| node.clone());
            assert_eq!(
                holder, node,
                "game {table}: generation {generation} on two nodes"
            );
        }
        // Written by two nodes: a takeover mid-game (nodes move tables
        // only when one dies).
        if holders.values().any(|n| n != &holders[&last]) {
            moved_mid_game += 1;
        }
    }
    assert!(
        moved_mid_game >= 1,
        "no game was played on the killed node and then on another"
    );
    moved_mid_game
}

/// How long until each of `tables` is over or leased by a node other than
/// `killed`; `None` past the bound and 5 s more.
async fn taken_over(
    store: &dominoes_server::Store,
    live_at_kill: &[i64],
    killed: &str,
) -> Option<Duration> {
    within(TAKEOVER + Duration::from_secs(5), || async move {
        let now = dominoes_server::now_ms();
        let mut all = true;
        for table in live_at_kill {
            let over = store
                .game(GameId::new(*table))
                .await
                .ok()
                .flatten()
                .is_some_and(|g| g.status.as_str() == "over");
            let moved = store
                .lease_owner(GameId::new(*table), now)
                .await
                .ok()
                .flatten()
                .is_some_and(|o| o.node != *killed);
            all &= over || moved;
        }
        all
    })
    .await
}

/// Whether the node at `url` lists `table` among its open tables.
async fn lists(http: &reqwest::Client, url: &str, table: i64) -> bool {
    let Ok(response) = http.get(format!("{url}/api/tables")).send().await else {
        return false;
    };
    let tables: Value = response.json().await.unwrap_or(Value::Null);
    tables
        .as_array()
        .is_some_and(|t| t.iter().any(|listing| listing["id"] == table))
}

/// A table opened on node 1 is listed by nodes 0 and 2 (the cluster bus),
/// and leaves their lists when its host closes it.
async fn an_open_table_is_listed_on_every_node(http: &reqwest::Client, room: &Room) {
    let urls: Vec<String> = (0..NODES).map(|n| room.url(n).expect("a node")).collect();
    let mut host = TestPlayer::sign_up(http, room, 1, "nodeslobby").await;
    let page = host.opens_page(room).await;
    let settings =
        json!({"draw": 7, "target": 50, "minutes": 10, "opponent": "person", "wager": 0});
    let table = host.opens_table(http, room, &settings).await;
    for url in [&urls[0], &urls[2]] {
        let listed = within(Duration::from_secs(5), || lists(http, url, table)).await;
        assert!(listed.is_some(), "{url} never listed table {table}");
    }
    host.leaves(http, room, table).await;
    let gone = within(Duration::from_secs(5), || async {
        !lists(http, &urls[2], table).await
    })
    .await;
    assert!(
        gone.is_some(),
        "a closed table stayed listed on another node"
    );
    drop(page);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_survive_one_killed_and_no_table_is_ever_live_on_two() {
    let games = setting("NODES_GAMES", 9) as usize;
    let seed = setting("NODES_SEED", 3);
    // One SQLite file, or with DOMINOES_TEST_POSTGRES (scripts/with-postgres)
    // one PostgreSQL database.
    // Removed when dropped, whether the test passes or fails.
    let scratch = ScratchDatabase::new("nodes").await.expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let mut nodes = start_nodes(&db, &http).await;
    let urls: Vec<String> = nodes.iter().map(|n| n.url.clone()).collect();
    let room = Room::new(urls.clone());

    an_open_table_is_listed_on_every_node(&http, &room).await;
    let (players, owner) = open_games(&http, &room, games).await;

    let calm = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let (player, room, calm) = (player.clone(), room.clone(), calm.clone());
            tokio::spawn(async move {
                let seed = seed ^ ((i as u64) << 8);
                player.plays_to_the_end(&room, seed, &calm).await
            })
        })
        .collect();

    // Kill node 0 once each of its games has a few moves stored.
    let store = dominoes_server::Store::connect(&db)
        .await
        .expect("the database");
    let doomed: Vec<i64> = owner
        .iter()
        .filter(|&(_, n)| *n == 0)
        .map(|(table, _)| *table)
        .collect();
    let started = within(Duration::from_mins(1), || {
        let (store, doomed) = (&store, &doomed);
        async move {
            let mut all = true;
            for table in doomed {
                all &= store
                    .actions(GameId::new(*table))
                    .await
                    .map_or(0, |a| a.len())
                    >= 4;
            }
            all
        }
    })
    .await;
    assert!(started.is_some(), "node 0's games never got going");
    let mut live_at_kill = Vec::new();
    for table in &doomed {
        let game = store
            .game(GameId::new(*table))
            .await
            .expect("read")
            .expect("a game");
        if game.status.as_str() != "over" {
            live_at_kill.push(*table);
        }
    }
    assert!(
        !live_at_kill.is_empty(),
        "every game on node 0 ended before the kill"
    );
    room.down(0);
    nodes[0].kill();
    let killed = &urls[0];

    // Its live tables pass to the others within the bound.
    let took = taken_over(&store, &live_at_kill, killed).await;
    calm.store(true, Ordering::Relaxed);
    let took = took.expect("node 0's tables were never taken over");
    assert!(took <= TAKEOVER, "the takeover took {took:?}");

    let mut connections = 0;
    for client in clients {
        connections += client.await.expect("a client finished").connections;
    }

    // The books, as `dominoes audit` reads them.
    audit_passes(&db);

    let moved_mid_game = check_games(&store, &players).await;
    store.close().await;
    drop(nodes);
    eprintln!(
        "nodes: {games} wagered games on {NODES} nodes, node 0 killed with {} live; \
         taken over in {:.1} s; {moved_mid_game} games moved mid-game; {connections} connections",
        live_at_kill.len(),
        took.as_secs_f64()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_survive_random_nodes_killed_again_and_again() {
    let games = setting("NODES_GAMES", 12) as usize;
    let kills = setting("NODES_KILLS", 2) as usize;
    let seed = setting("NODES_SEED", 5);
    let started = Instant::now();
    // Removed when dropped, whether the test passes or fails.
    let scratch = ScratchDatabase::new("nodes-chaos")
        .await
        .expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let mut nodes = start_nodes(&db, &http).await;
    let urls: Vec<String> = nodes.iter().map(|n| n.url.clone()).collect();
    let room = Room::new(urls.clone());
    let (players, _) = open_games(&http, &room, games).await;
    let calm = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let (player, room, calm) = (player.clone(), room.clone(), calm.clone());
            tokio::spawn(async move {
                let seed = seed ^ ((i as u64) << 8);
                player.plays_to_the_end(&room, seed, &calm).await
            })
        })
        .collect();
    let store = dominoes_server::Store::connect(&db)
        .await
        .expect("the database");
    let mut rng = FastRng::new(seed);
    let mut mid_game = 0;
    let mut slowest = Duration::ZERO;
    for _ in 0..kills {
        // Kill while games are being played: once every table has a few
        // more moves stored than at the last kill, and a moment more.
        let mut moves = Vec::new();
        for pair in players.chunks(2) {
            moves.push(
                store
                    .actions(GameId::new(pair[0].table))
                    .await
                    .map_or(0, |a| a.len()),
            );
        }
        let playing = within(Duration::from_mins(1), || {
            let (store, players, moves) = (&store, &players, &moves);
            async move {
                let mut all = true;
                for (pair, before) in players.chunks(2).zip(moves) {
                    let now = store
                        .actions(GameId::new(pair[0].table))
                        .await
                        .map_or(0, |a| a.len());
                    let over = store
                        .game(GameId::new(pair[0].table))
                        .await
                        .ok()
                        .flatten()
                        .is_some_and(|g| g.status.as_str() == "over");
                    all &= over || now >= before + 3;
                }
                all
            }
        })
        .await;
        assert!(playing.is_some(), "the games stopped moving");
        sleep(Duration::from_millis(rng.below(500) as u64)).await;
        let victim = rng.below(NODES);
        let killed = nodes[victim].url.clone();
        let live: Vec<i64> = live_tables_of(&store, &players, &killed).await;
        if !live.is_empty() {
            mid_game += 1;
        }
        room.down(victim);
        nodes[victim].kill();
        // Its live tables pass to the others within the bound; then it
        // comes back, at a new address, and takes new tables from then on.
        let took = taken_over(&store, &live, &killed)
            .await
            .expect("a killed node's tables were never taken over");
        assert!(took <= TAKEOVER, "the takeover took {took:?}");
        slowest = slowest.max(took);
        nodes[victim] = start_node(&db);
        room.up(victim, &nodes[victim].url);
    }
    calm.store(true, Ordering::Relaxed);
    let mut connections = 0;
    for client in clients {
        connections += client.await.expect("a client finished").connections;
    }
    audit_passes(&db);
    let moved_mid_game = check_games(&store, &players).await;
    store.close().await;
    drop(nodes);
    eprintln!(
        "nodes chaos: {games} wagered games on {NODES} nodes, {kills} kills ({mid_game} with live tables), \
         slowest takeover {:.1} s, {moved_mid_game} games moved mid-game, {connections} connections, {:.1} s in all",
        slowest.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
}

/// The tables of `players` not over and leased by `node` now.
async fn live_tables_of(
    store: &dominoes_server::Store,
    players: &[TestPlayer],
    node: &str,
) -> Vec<i64> {
    let mut live = Vec::new();
    for pair in players.chunks(2) {
        let table = pair[0].table;
        let over = store
            .game(GameId::new(table))
            .await
            .ok()
            .flatten()
            .is_none_or(|g| g.status.as_str() == "over");
        let here = store
            .lease_owner(GameId::new(table), dominoes_server::now_ms())
            .await
            .ok()
            .flatten()
            .is_some_and(|owner| owner.node == node);
        if !over && here {
            live.push(table);
        }
    }
    live
}

/// A Swiss tournament on three nodes, its players spread over them, while
/// a random node is killed with SIGKILL and started again `NODES_KILLS`
/// times (default 1): one node at a time drives it (the lease passes to
/// another once the killed one's runs out), and it ends with one game a
/// board, no pair twice, every game played by its two players, the prize
/// paid once, and the books balanced. `NODES_PLAYERS` (6) and
/// `NODES_ROUNDS` (2) size it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_on_three_nodes_survives_a_node_killed() {
    let count = setting("NODES_PLAYERS", 6) as usize;
    let rounds = setting("NODES_ROUNDS", 2);
    let kills = setting("NODES_KILLS", 1) as usize;
    let seed = setting("NODES_SEED", 5);
    let scratch = ScratchDatabase::new("nodes-tournament")
        .await
        .expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let mut nodes = start_nodes(&db, &http).await;
    let room = Room::new(nodes.iter().map(|n| n.url.clone()).collect());
    let host = TestPlayer::sign_up(&http, &room, 0, "nodes-host").await;
    let plan = json!({"name": "Three nodes", "format": {"kind": "swiss", "rounds": rounds},
        "draw": 7, "target": 50, "minutes": 10, "entry_fee": 10, "split": [60, 40],
        "min_players": count, "max_players": count});
    let (created, _): (Value, _) = post(
        &http,
        &room,
        0,
        "/api/tournaments",
        Some(&host.cookie),
        &plan,
    )
    .await;
    let id = created["id"].as_i64().expect("an id");
    let mut players = Vec::with_capacity(count);
    for i in 0..count {
        let name = format!("nodes-t{i}");
        let player = TestPlayer::sign_up(&http, &room, i % NODES, &name).await;
        let path = format!("/api/tournaments/{id}/register");
        let _: (Value, _) = post(
            &http,
            &room,
            player.home,
            &path,
            Some(&player.cookie),
            &json!({}),
        )
        .await;
        players.push((name, player));
    }
    let calm = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, (name, player))| {
            let entrant = Entrant {
                name: name.clone(),
                player: player.clone(),
                room: room.clone(),
                http: http.clone(),
            };
            let calm = calm.clone();
            tokio::spawn(async move {
                let played = entrant
                    .plays_tournament(id, seed ^ ((i as u64) << 8), &calm)
                    .await;
                (entrant.name, played)
            })
        })
        .collect();
    let mut rng = FastRng::new(seed);
    let mut mid_event = 0;
    for _ in 0..kills {
        sleep(Duration::from_millis(500 + rng.below(1500) as u64)).await;
        let page = get_json(&http, &room, 0, &format!("/api/tournaments/{id}"), None).await;
        if page["status"] == "running" {
            mid_event += 1;
        }
        let victim = rng.below(NODES);
        room.down(victim);
        nodes[victim].kill();
        sleep(Duration::from_millis(200)).await;
        nodes[victim] = start_node(&db);
        room.up(victim, &nodes[victim].url);
    }
    calm.store(true, Ordering::Relaxed);
    let mut results = Vec::new();
    for client in clients {
        results.push(client.await.expect("a client finished"));
    }
    let page = get_json(&http, &room, 0, &format!("/api/tournaments/{id}"), None).await;
    assert_eq!(page["status"], "over", "{page}");
    let games = every_board_decided_once(&page, &json!({"kind": "swiss"}));
    let played: usize = results.iter().map(|(_, p)| p.len()).sum();
    assert_eq!(played, 2 * games, "every game played by its two players");
    assert_eq!(games, rounds as usize * (count / 2));
    audit_passes(&db);
    paid_once(&db, &page, &players, 10).await;
    drop(nodes);
    assert_eq!(mid_event, kills, "every kill landed while it was running");
}

/// Sends `signal` (`STOP`, `CONT`) to `node`'s process.
fn signal(node: &Node, signal: &str) {
    let sent = std::process::Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(node.pid().to_string())
        .status()
        .expect("kill runs");
    assert!(sent.success(), "SIG{signal} to node {}", node.pid());
}

/// A table's owner frozen (SIGSTOP), not dead: a socket on another node
/// that opens the table is answered within seconds (`unreachable`, which
/// the client retries), not left hanging on a connection the frozen node
/// accepted and never answers. Woken again (SIGCONT), the table answers an
/// `open` again, and the game is played to its end through every node and
/// paid once. (Only the first answer is awaited while the owner is frozen:
/// a node stopped in the middle of a write holds the database's write
/// lock, and every node's writes, a takeover's included, wait for it.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frozen_owner_does_not_hang_a_socket_that_opens_its_table() {
    let scratch = ScratchDatabase::new("frozen").await.expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let nodes = start_nodes(&db, &http).await;
    let room = Room::new(nodes.iter().map(|n| n.url.clone()).collect());
    // Its host on node 0, which runs it; its guest plays through node 1.
    let (players, _) = open_games(&http, &room, 1).await;
    let guest = &players[1];
    let table = guest.table;

    signal(&nodes[0], "STOP");
    let url = room.url(guest.home).expect("node 1");
    let mut socket = common::connect(&url, &guest.cookie)
        .await
        .expect("node 1 answers");
    let open = dominoes_wire::encode(&dominoes_wire::ClientMessage::open(table));
    let start = Instant::now();
    let (first, frozen) = ask(&mut socket, &open, Duration::from_secs(5)).await;
    let answered = start.elapsed();
    signal(&nodes[0], "CONT");
    let first =
        first.unwrap_or_else(|| panic!("no answer to open within 5 s of the freeze: {frozen}"));
    assert_eq!(first["code"], "unreachable", "{first}");

    // Asked once a second, as the browser does, until the table answers.
    let mut refused = 1;
    loop {
        assert!(
            start.elapsed() < Duration::from_mins(1),
            "the table never answered again"
        );
        sleep(Duration::from_secs(1)).await;
        let (frame, seen) = ask(&mut socket, &open, Duration::from_secs(30)).await;
        let frame = frame.unwrap_or_else(|| panic!("no answer to open: {seen}"));
        if frame["type"] == "table" && frame["table"] == table {
            break;
        }
        assert_eq!(frame["code"], "unreachable", "{frame}");
        refused += 1;
    }
    let back = start.elapsed();
    drop(socket);

    // Both play it to the end, the host through the node that was frozen.
    let calm = AtomicBool::new(true);
    futures_util::future::join_all(
        players
            .iter()
            .map(|player| player.plays_to_the_end(&room, 7, &calm)),
    )
    .await;
    let store = dominoes_server::Store::connect(&db)
        .await
        .expect("the database");
    audit_passes(&db);
    every_pot_paid_once(&store, &players, CHIPS, WAGER).await;
    store.close().await;
    eprintln!(
        "nodes: owner frozen; the first answer to open after {:.1} s; {refused} unreachable; the table back after {:.1} s",
        answered.as_secs_f64(),
        back.as_secs_f64()
    );
}

/// A message relayed to an owner that froze after the relay was open is
/// applied in time or never (docs/operations.md, "Relays"): the player is
/// told `unreachable` within the relay's budget and margin, and the owner,
/// woken, applies nothing of it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_relayed_to_a_frozen_owner_is_never_applied_late() {
    let scratch = ScratchDatabase::new("late").await.expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let nodes = start_nodes(&db, &http).await;
    let room = Room::new(nodes.iter().map(|n| n.url.clone()).collect());
    let (players, _) = open_games(&http, &room, 1).await;
    let guest = &players[1];
    let table = guest.table;
    let url = room.url(guest.home).expect("node 1");
    let mut socket = common::connect(&url, &guest.cookie)
        .await
        .expect("node 1 answers");
    let open = dominoes_wire::encode(&dominoes_wire::ClientMessage::open(table));
    let picked = |update: &Value| update["picking"]["picked"][1].as_u64();
    let (first, seen) = ask(&mut socket, &open, Duration::from_secs(10)).await;
    let first = first.unwrap_or_else(|| panic!("no answer to open: {seen}"));
    assert_eq!(
        picked(&first),
        Some(0),
        "the guest has picked nothing yet: {first}"
    );

    // The relay is open; its owner freezes; a pick goes in. (`kill`
    // returns before the signal has stopped every thread: a message the
    // owner reads in that moment is applied, then not acknowledged.)
    signal(&nodes[0], "STOP");
    sleep(Duration::from_millis(300)).await;
    let pick = dominoes_wire::encode(&dominoes_wire::ClientMessage::pick(table, 1, None));
    let start = Instant::now();
    socket
        .send(tungstenite::Message::Text(pick.into()))
        .await
        .expect("sent");
    // The table's frames from before the freeze may come first.
    let answer = tokio::time::timeout(Duration::from_secs(8), async {
        loop {
            match socket.next().await {
                Some(Ok(tungstenite::Message::Text(text))) => {
                    let frame: Value = serde_json::from_str(&text).expect("JSON");
                    if frame["type"] == "error" {
                        return Some(frame);
                    }
                }
                Some(Ok(_)) => {}
                _ => return None,
            }
        }
    })
    .await;
    let told = start.elapsed();
    let Ok(Some(answer)) = answer else {
        signal(&nodes[0], "CONT");
        panic!("no answer to a relayed pick within 8 s of the freeze");
    };
    assert_eq!(answer["code"], "unreachable", "{answer}");
    assert!(
        answer["message"]
            .as_str()
            .is_some_and(|m| m.contains("not applied")),
        "{answer}"
    );
    // The owner wakes with the pick in its socket's buffer: too late.
    signal(&nodes[0], "CONT");
    sleep(Duration::from_secs(2)).await;
    let mut socket = common::connect(&url, &guest.cookie)
        .await
        .expect("node 1 answers");
    let mut now = None;
    for _ in 0..30 {
        let (frame, _) = ask(&mut socket, &open, Duration::from_secs(10)).await;
        if let Some(frame) = frame.filter(|f| f["type"] == "table") {
            now = Some(frame);
            break;
        }
        sleep(Duration::from_secs(1)).await;
    }
    let now = now.expect("the table answers again");
    assert_eq!(picked(&now), Some(0), "the late pick was applied: {now}");
    eprintln!(
        "nodes: a pick relayed to a frozen owner was refused after {:.1} s and never applied",
        told.as_secs_f64()
    );
}

/// Sends `open` on `socket`; the first text frame back within `limit`
/// (`None` and what was seen instead, if none).
async fn ask(socket: &mut common::Socket, open: &str, limit: Duration) -> (Option<Value>, String) {
    socket
        .send(tungstenite::Message::Text(open.to_owned().into()))
        .await
        .expect("sent");
    match tokio::time::timeout(limit, socket.next()).await {
        Ok(Some(Ok(tungstenite::Message::Text(text)))) => (
            Some(serde_json::from_str(&text).expect("JSON")),
            String::new(),
        ),
        other => (None, format!("{other:?}")),
    }
}

/// Two nodes started at the same moment on a fresh, empty database (an
/// `SQLite` file, or `PostgreSQL` with scripts/with-postgres) both come up:
/// the schema is made once, whichever node gets there first. Five times,
/// a new database each, since it is a race.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_started_at_once_on_a_fresh_database_both_come_up() {
    let http = http_client(Duration::from_secs(10));
    for round in 0..5 {
        let scratch = ScratchDatabase::new(&format!("together{round}"))
            .await
            .expect("a database");
        let db = scratch.database();
        // Each start waits for its node to say where it is: both at once.
        let nodes: Vec<Node> = std::thread::scope(|s| {
            let starting: Vec<_> = (0..2).map(|_| s.spawn(|| start_node(&db))).collect();
            starting
                .into_iter()
                .map(|t| t.join().expect("a node came up"))
                .collect()
        });
        for node in &nodes {
            let health = http
                .get(format!("{}/healthz", node.url))
                .send()
                .await
                .expect("it answers");
            assert!(health.status().is_success(), "round {round}: {health:?}");
        }
        drop(nodes);
    }
}

/// The next frame of `socket` whose type is `kind`, within `limit`.
async fn next_of(socket: &mut common::Socket, kind: &str, limit: Duration) -> Option<Value> {
    let until = Instant::now() + limit;
    loop {
        let left = until.checked_duration_since(Instant::now())?;
        match tokio::time::timeout(left, socket.next()).await {
            Ok(Some(Ok(tungstenite::Message::Text(text)))) => {
                let frame: Value = serde_json::from_str(&text).ok()?;
                if frame["type"] == kind {
                    return Some(frame);
                }
            }
            Ok(Some(Ok(_))) => {}
            _ => return None,
        }
    }
}

/// Whether node `url`'s `GET /api/online` lists `name`.
async fn online_at(http: &reqwest::Client, url: &str, name: &str) -> bool {
    let Ok(response) = http.get(format!("{url}/api/online")).send().await else {
        return false;
    };
    let online: Value = response.json().await.unwrap_or(Value::Null);
    online["players"]
        .as_array()
        .is_some_and(|p| p.iter().any(|player| player["name"] == name))
}
/// Bob, with a second page open on node 2, mutes ann from his page on
/// node 1: his page on node 2 hears her no more, and hears her again once
/// he unmutes her.
async fn a_mute_holds_on_every_page(
    room: &Room,
    bob: &TestPlayer,
    bob_page: &mut common::Socket,
    ann_page: &mut common::Socket,
) {
    let mut bob_second = bob.opens_page(room).await;
    let lobby = json!({"type": "lobby"}).to_string();
    bob_second
        .send(tungstenite::Message::text(lobby))
        .await
        .expect("sent");
    // What the lobby's chat said before (its history) comes first.
    while next_of(&mut bob_second, "chat", Duration::from_secs(1))
        .await
        .is_some()
    {}
    for (on, text) in [(true, "muted on node 1"), (false, "unmuted on node 1")] {
        let mute = json!({"type": "mute", "name": "oneroom-ann", "on": on}).to_string();
        bob_page
            .send(tungstenite::Message::text(mute))
            .await
            .expect("sent");
        let answer = next_of(bob_page, "muted", Duration::from_secs(5)).await;
        assert!(answer.is_some(), "the mute was not answered");
        // Node 2 hears of it within the bus's delay.
        sleep(Duration::from_secs(1)).await;
        let line = json!({"type": "chat", "text": text}).to_string();
        ann_page
            .send(tungstenite::Message::text(line))
            .await
            .expect("sent");
        let heard = next_of(&mut bob_second, "chat", Duration::from_secs(3)).await;
        if on {
            assert!(
                heard.is_none(),
                "bob's page on node 2 heard a muted player: {heard:?}"
            );
        } else {
            assert_eq!(
                heard.as_ref().map(|c| &c["text"]),
                Some(&json!(text)),
                "{heard:?}"
            );
        }
    }
}

/// Two people whose pages are on different nodes are in one room: each
/// sees the other online (and no longer, once their page closes), the
/// lobby chat said on one node is heard on the other, an invitation sent
/// through the invitee's node to a table the other node runs reaches the
/// invitee, who joins through their own node; an invitation waits for a
/// player with no page open, and their decline on another node reaches
/// the host; and the sign-up throttle counts every node's sign-ups from
/// an address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_on_two_nodes_are_in_one_room() {
    let scratch = ScratchDatabase::new("one-room").await.expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(10));
    // Not in load-test mode: this address is throttled as any.
    let nodes =
        start_nodes_with(&db, &http, |db| Server::start_throttled(db, &["--cluster"])).await;
    let room = Room::new(nodes.iter().map(|n| n.url.clone()).collect());
    let urls: Vec<String> = (0..NODES).map(|n| room.url(n).expect("a node")).collect();
    let mut ann = TestPlayer::sign_up(&http, &room, 0, "oneroom-ann").await;
    let mut bob = TestPlayer::sign_up(&http, &room, 1, "oneroom-bob").await;
    let mut ann_page = ann.opens_page(&room).await;
    let mut bob_page = bob.opens_page(&room).await;

    // Presence: each is online on the other's node, and on the third.
    for (url, name) in [
        (&urls[1], "oneroom-ann"),
        (&urls[0], "oneroom-bob"),
        (&urls[2], "oneroom-ann"),
    ] {
        let seen = within(Duration::from_secs(5), || online_at(&http, url, name)).await;
        assert!(seen.is_some(), "{url} never saw {name} online");
    }

    // The lobby chat: said on node 0, heard on node 1.
    let lobby = json!({"type": "lobby"}).to_string();
    bob_page
        .send(tungstenite::Message::text(lobby.clone()))
        .await
        .expect("sent");
    sleep(Duration::from_millis(300)).await;
    let hello = json!({"type": "chat", "text": "hello from node 0"}).to_string();
    ann_page
        .send(tungstenite::Message::text(hello))
        .await
        .expect("sent");
    let heard = next_of(&mut bob_page, "chat", Duration::from_secs(5)).await;
    assert_eq!(
        heard.as_ref().map(|c| (&c["from"], &c["text"])),
        Some((&json!("oneroom-ann"), &json!("hello from node 0"))),
        "{heard:?}"
    );

    // A mute holds on every page, wherever it is.
    bob.home = 2;
    a_mute_holds_on_every_page(&room, &bob, &mut bob_page, &mut ann_page).await;

    // An invitation: ann's table runs on node 0; her invitation goes
    // through node 1 (forwarded), and bob, on node 1, is told.
    let settings =
        json!({"draw": 7, "target": 50, "minutes": 10, "opponent": "person", "wager": 0});
    let table = ann.opens_table(&http, &room, &settings).await;
    let (_, _): (Value, _) = post(
        &http,
        &room,
        1,
        "/api/players/oneroom-bob/invite",
        Some(&ann.cookie),
        &json!({ "table": table }),
    )
    .await;
    let invited = next_of(&mut bob_page, "invited", Duration::from_secs(5)).await;
    assert_eq!(
        invited.as_ref().map(|i| (&i["from"], &i["table"])),
        Some((&json!("oneroom-ann"), &json!(table))),
        "{invited:?}"
    );
    bob.joins(&http, &room, table).await;
    let started = next_of(&mut ann_page, "started", Duration::from_secs(5)).await;
    assert!(started.is_some(), "ann's page hears that bob took the seat");

    // Gone: once bob's page closes, the other nodes forget him.
    drop(bob_page);
    let gone = within(Duration::from_secs(5), || async {
        !online_at(&http, &urls[0], "oneroom-bob").await
    })
    .await;
    assert!(gone.is_some(), "bob stayed online on node 0");

    // An invitation to bob, who has no page open now, waits for him (a
    // second table of ann's, on node 0, invited through node 2); he finds
    // it through node 1 and declines it through node 2, and ann, on node
    // 0, is told.
    let second = ann.opens_table(&http, &room, &settings).await;
    let (_, _): (Value, _) = post(
        &http,
        &room,
        2,
        "/api/players/oneroom-bob/invite",
        Some(&ann.cookie),
        &json!({ "table": second }),
    )
    .await;
    let pending = get_json(&http, &room, 1, "/api/me/invitations", Some(&bob.cookie)).await;
    let waiting = &pending["invitations"][0];
    assert_eq!(waiting["table"], second, "{pending}");
    let decline = format!("/api/invitations/{}/decline", waiting["invitation"]);
    let (_, _): (Value, _) = post(&http, &room, 2, &decline, Some(&bob.cookie), &json!({})).await;
    let told = next_of(&mut ann_page, "invitation_declined", Duration::from_secs(5)).await;
    assert_eq!(
        told.as_ref().map(|t| (&t["by"], &t["table"])),
        Some((&json!("oneroom-bob"), &json!(second))),
        "{told:?}"
    );

    // The sign-up throttle counts every node's: 2 accounts so far.
    sign_ups_are_counted_over_every_node(&http, &urls, 2).await;
    drop(nodes);
}

/// Guests from this address, spread over the nodes, are refused at the
/// 31st account, `made` made already: the throttle counts every node's.
async fn sign_ups_are_counted_over_every_node(
    http: &reqwest::Client,
    urls: &[String],
    made: usize,
) {
    let mut made = made;
    let refused_at = loop {
        let node = made % NODES;
        let response = http
            .post(format!("{}/api/guest", urls[node]))
            .json(&json!({}))
            .send()
            .await
            .expect("an answer");
        if response.status() == 429 {
            break made;
        }
        assert!(response.status().is_success(), "{}", response.status());
        made += 1;
        // The bus's delay: a count reaches the other nodes within it.
        sleep(Duration::from_millis(350)).await;
        assert!(made <= 40, "no node ever refused: the counts are per node");
    };
    assert_eq!(refused_at, 30, "30 accounts an address, over every node");
}

/// "Play a person now" is one queue for every node: two people looking on
/// two different nodes are paired with each other; then eight looking at
/// once, spread over the three nodes, are paired four times, nobody twice,
/// each told their table on their own node.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_a_person_now_pairs_people_on_different_nodes_and_nobody_twice() {
    let scratch = ScratchDatabase::new("pairing-nodes")
        .await
        .expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(10));
    let nodes = start_nodes(&db, &http).await;
    let room = Room::new(nodes.iter().map(|n| n.url.clone()).collect());
    let search = json!({"draws": [7], "targets": [50], "minutes": [10],
        "wager_min": 0, "wager_max": 0, "seats": 2});
    let looks = async |players: &[(TestPlayer, common::Socket)]| {
        futures_util::future::join_all(players.iter().map(|(player, _)| {
            let (http, room, search) = (&http, &room, &search);
            async move {
                let (_, _): (Value, _) = post(
                    http,
                    room,
                    player.home,
                    "/api/pairing",
                    Some(&player.cookie),
                    search,
                )
                .await;
            }
        }))
        .await;
    };
    let mut pair = Vec::new();
    for (home, name) in [(0, "pairnodes-ann"), (2, "pairnodes-bob")] {
        let player = TestPlayer::sign_up(&http, &room, home, name).await;
        let page = player.opens_page(&room).await;
        pair.push((player, page));
    }
    // Both are online on every node before they look.
    sleep(presence_settles()).await;
    looks(&pair).await;
    let mut tables = Vec::new();
    for (player, page) in &mut pair {
        let paired = next_of(page, "paired", Duration::from_secs(10)).await;
        let paired = paired.unwrap_or_else(|| panic!("{} was never paired", player.home));
        tables.push(paired["table"].clone());
    }
    assert_eq!(
        tables[0], tables[1],
        "ann and bob were paired with each other"
    );

    let mut crowd = Vec::new();
    for i in 0..8 {
        let player = TestPlayer::sign_up(&http, &room, i % NODES, &format!("pairnodes{i}")).await;
        let page = player.opens_page(&room).await;
        crowd.push((player, page));
    }
    sleep(presence_settles()).await;
    looks(&crowd).await;
    let mut seated: HashMap<String, Vec<i64>> = HashMap::new();
    for (player, page) in &mut crowd {
        let paired = next_of(page, "paired", Duration::from_secs(15)).await;
        let paired = paired.unwrap_or_else(|| panic!("player {} was never paired", player.id));
        let table = paired["table"].as_i64().expect("a table");
        seated.entry(table.to_string()).or_default().push(player.id);
        // Nobody is paired twice: no second notice.
        assert!(
            next_of(page, "paired", Duration::from_millis(1500))
                .await
                .is_none(),
            "player {} was paired twice",
            player.id
        );
    }
    assert_eq!(seated.len(), 4, "four tables: {seated:?}");
    assert!(
        seated.values().all(|p| p.len() == 2),
        "two a table: {seated:?}"
    );
    drop(nodes);
}

/// Long enough for every node to hear who is online on the others.
fn presence_settles() -> Duration {
    Duration::from_millis(2500)
}

/// Along every stored game's actions, one node at a time: the lease
/// generation never goes back, and each generation names one node. How
/// many games were written by more than one node.
async fn one_node_at_a_time_in_every_game(store: &dominoes_server::Store) -> usize {
    let (mut id, mut missing, mut moved) = (0, 0, 0);
    while missing < 50 {
        id += 1;
        if store.game(GameId::new(id)).await.expect("read").is_none() {
            missing += 1;
            continue;
        }
        missing = 0;
        let leases = store.action_leases(GameId::new(id)).await.expect("read");
        let mut holders: BTreeMap<i64, String> = BTreeMap::new();
        let mut last = 0;
        for (seq, node, generation) in leases {
            let (Some(node), Some(generation)) = (node, generation) else {
                panic!("game {id}: action {seq} was written without a lease");
            };
            assert!(
                generation >= last,
                "game {id}: action {seq} under generation {generation} after {last}"
            );
            last = generation;
            let holder = holders.entry(generation).or_insert_with(|| node.clone());
            assert_eq!(
                *holder, node,
                "game {id}: generation {generation} on two nodes"
            );
        }
        let nodes: std::collections::BTreeSet<&String> = holders.values().collect();
        moved += usize::from(nodes.len() > 1);
    }
    moved
}

/// A rolling restart under the load generator (docs/operations.md,
/// "Restarts"): `dominoes loadtest` plays tables opened on each of three
/// nodes, each player's socket on a random node, and reconnects as a
/// browser does when the server closes it. Each node in turn gets SIGTERM
/// (it hands its tables to the others and tells its sockets to reconnect)
/// and is started again at its address. Each node exits well within 5 s;
/// the players see no error, no action the server showed is lost (no
/// table's version ever goes back), games move between nodes mid-game
/// with one node at a time, and the books balance.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rolling_restart_under_load_loses_nothing_and_shows_nobody_an_error() {
    use tokio::io::AsyncBufReadExt;

    let scratch = ScratchDatabase::new("rolling").await.expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let mut nodes = start_nodes(&db, &http).await;
    let urls: Vec<String> = nodes.iter().map(|n| n.url.clone()).collect();
    let tables = setting("ROLLING_TABLES", 24).to_string();
    let mut command = tokio::process::Command::new(common::BIN);
    command.args(["loadtest", "--tables", &tables, "--duration", "30"]);
    command.args(["--json", "--target", "50"]);
    for url in &urls {
        command.args(["--url", url]);
    }
    let mut loadtest = command
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the load generator starts");
    // Its window starts once every table is set up.
    let mut stderr = tokio::io::BufReader::new(loadtest.stderr.take().expect("stderr")).lines();
    let measuring = tokio::time::timeout(Duration::from_mins(3), async {
        while let Ok(Some(line)) = stderr.next_line().await {
            if line.contains("measuring for") {
                return true;
            }
        }
        false
    })
    .await;
    assert!(
        matches!(measuring, Ok(true)),
        "the load generator never set up its tables"
    );
    tokio::spawn(async move {
        while let Ok(Some(line)) = stderr.next_line().await {
            if line.contains("failed") {
                eprintln!("loadtest: {line}");
            }
        }
    });

    let mut exits = Vec::new();
    for (i, url) in urls.iter().enumerate() {
        sleep(Duration::from_secs(6)).await;
        signal(&nodes[i], "TERM");
        let start = std::time::Instant::now();
        let status = nodes[i]
            .exits_within(Duration::from_secs(10))
            .unwrap_or_else(|| panic!("node {i} still runs 10 s after SIGTERM"));
        let took = start.elapsed();
        assert!(status.success(), "node {i} exited with {status}");
        assert!(
            took < Duration::from_secs(5),
            "node {i} took {took:?} to exit"
        );
        exits.push(took.as_secs_f64());
        nodes[i] = Server::start_at(&db, url, &["--cluster"]);
    }
    let output = loadtest
        .wait_with_output()
        .await
        .expect("the load generator ends");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    let result: Value =
        serde_json::from_str(stdout.lines().last().expect("a last line")).expect("JSON");
    assert!(
        result["actions"].as_u64().is_some_and(|a| a > 100),
        "{result}"
    );
    // What failed, in the load generator's words, is in the test's output
    // above (the reader of its stderr echoes every line that says so).
    assert_eq!(result["errors"], 0, "the players saw errors: {result}");
    assert!(
        result["reconnects"].as_u64().is_some_and(|r| r > 0),
        "no socket was closed by a restart: {result}"
    );

    let store = dominoes_server::Store::connect(&db)
        .await
        .expect("the database");
    audit_passes(&db);
    let moved = one_node_at_a_time_in_every_game(&store).await;
    assert!(moved > 0, "no game moved to another node mid-game");
    store.close().await;
    drop(nodes);
    eprintln!(
        "nodes: rolling restart of 3 nodes under {tables} tables: exits after SIGTERM {exits:.2?} s; \
         {} actions, p50 {:.1} ms, p99 {:.1} ms, max {:.0} ms, {} reconnects, {} actions played again, \
         {moved} games moved mid-game, 0 errors",
        result["actions"],
        result["p50_ms"].as_f64().unwrap_or(0.0),
        result["p99_ms"].as_f64().unwrap_or(0.0),
        result["max_ms"].as_f64().unwrap_or(0.0),
        result["reconnects"],
        result["resent"]
    );
}

/// Plays `table` from the two sockets, at a machine's pace, until
/// `actions` actions are stored; then both wait. The last update each
/// seat saw.
async fn play_until(
    store: &dominoes_server::Store,
    sockets: &mut [common::Socket; 2],
    table: i64,
    actions: usize,
) -> [Option<dominoes_wire::server::Update>; 2] {
    use dominoes_wire::server::ServerMessage;
    let mut latest: [Option<dominoes_wire::server::Update>; 2] = [None, None];
    let mut next_sent = [None, None];
    let open = dominoes_wire::ClientMessage::open(table);
    for socket in sockets.iter_mut() {
        assert!(common::say(socket, &open).await);
    }
    let deadline = Instant::now() + Duration::from_mins(1);
    loop {
        assert!(
            Instant::now() < deadline,
            "table {table} never got to {actions} actions"
        );
        let stored = store.actions(GameId::new(table)).await.expect("read").len();
        for (i, socket) in sockets.iter_mut().enumerate() {
            let Ok(Some(Ok(tungstenite::Message::Text(text)))) =
                tokio::time::timeout(Duration::from_millis(100), socket.next()).await
            else {
                continue;
            };
            let Ok(ServerMessage::Table(update)) = ServerMessage::decode(&text) else {
                continue;
            };
            if stored < actions
                && let Some(message) = common::next_step(&update, &mut next_sent[i])
            {
                assert!(common::say(socket, &message).await);
            }
            latest[i] = Some(*update);
        }
        if stored >= actions && latest.iter().all(Option::is_some) {
            // Quiet: what each seat saw last is the table as it stands.
            sleep(Duration::from_millis(500)).await;
            for (i, socket) in sockets.iter_mut().enumerate() {
                while let Ok(Some(Ok(tungstenite::Message::Text(text)))) =
                    tokio::time::timeout(Duration::from_millis(200), socket.next()).await
                {
                    if let Ok(ServerMessage::Table(update)) = ServerMessage::decode(&text) {
                        latest[i] = Some(*update);
                    }
                }
            }
            return latest;
        }
    }
}

/// Each pair of `players` opens its table on its sockets (each on its home
/// node) and plays 6 actions; the sockets, and the last update each seat
/// saw.
async fn six_actions_each(
    store: &dominoes_server::Store,
    room: &Room,
    players: &[TestPlayer],
) -> (
    Vec<[common::Socket; 2]>,
    Vec<[Option<dominoes_wire::server::Update>; 2]>,
) {
    let (mut sockets, mut seen) = (Vec::new(), Vec::new());
    for pair in players.chunks(2) {
        let mut both = Vec::new();
        for player in pair {
            let url = room.url(player.home).expect("up");
            both.push(
                common::connect(&url, &player.cookie)
                    .await
                    .expect("a socket"),
            );
        }
        let mut both = <[common::Socket; 2]>::try_from(both).expect("two");
        seen.push(play_until(store, &mut both, pair[0].table, 6).await);
        sockets.push(both);
    }
    (sockets, seen)
}

/// Nodes whose clocks disagree (docs/operations.md, "Fenced time"): node
/// 1's clock runs 2 s ahead of node 0's, node 2's 10 s ahead (`serve
/// --clock-skew-ms`). Every node reads the cluster's time from the
/// database, so for 10 s no node takes a table whose owner is alive (on
/// its own clock, node 2 would find every other node's heartbeat 10 s old
/// and take their tables at once), relayed messages to and from the
/// skewed nodes are applied (on its own clock, node 2 would refuse every
/// relayed message as past its deadline), and a table taken over by a
/// skewed node after its owner is killed gives each player exactly the
/// time they had: the clock not on turn as it was, the one on turn as it
/// was after that player's last move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nodes_whose_clocks_disagree_keep_their_tables_and_a_moved_table_keeps_its_clocks() {
    let scratch = ScratchDatabase::new("skew").await.expect("a database");
    let db = scratch.database();
    let http = http_client(Duration::from_secs(30));
    let first = start_nodes_with(&db, &http, start_node).await;
    // Nodes 1 and 2 again, with their clocks wrong.
    let mut nodes = first.into_iter().take(1).collect::<Vec<_>>();
    nodes.push(Server::start(&db, &["--cluster", "--clock-skew-ms=2000"]));
    nodes.push(Server::start(&db, &["--cluster", "--clock-skew-ms=10000"]));
    let room = Room::new(nodes.iter().map(|n| n.url.clone()).collect());
    let store = dominoes_server::Store::connect(&db)
        .await
        .expect("the database");

    // A table on each node, its guest's socket on the next node (relayed).
    let (players, owner) = open_games(&http, &room, 3).await;
    let tables: Vec<i64> = players.chunks(2).map(|p| p[0].table).collect();
    let urls: Vec<String> = nodes.iter().map(|n| n.url.clone()).collect();
    let (sockets, seen) = six_actions_each(&store, &room, &players).await;
    // Ten seconds, five heartbeats: every table stays with its node.
    sleep(Duration::from_secs(10)).await;
    for table in &tables {
        let lease = store
            .lease_owner(GameId::new(*table), dominoes_server::now_ms())
            .await
            .expect("read")
            .expect("a current lease");
        assert_eq!(
            lease.node, urls[owner[table]],
            "table {table} changed hands"
        );
        assert_eq!(lease.generation, 1, "table {table} changed hands and back");
    }

    // Node 0 dies; its table moves to a node whose clock is wrong.
    let table = tables[0];
    let before = seen[0][1].clone().expect("the guest's last update");
    room.down(0);
    nodes[0].kill();
    let took = taken_over(&store, &[table], &urls[0]).await;
    assert!(took.is_some(), "node 0's table was never taken over");
    let guest = &players[1];
    let mut socket = common::connect(&room.url(guest.home).expect("up"), &guest.cookie)
        .await
        .expect("a socket");
    let open = dominoes_wire::encode(&dominoes_wire::ClientMessage::open(table));
    let mut after = None;
    for _ in 0..20 {
        let (frame, _) = ask(&mut socket, &open, Duration::from_secs(10)).await;
        if let Some(frame) = frame.filter(|f| f["type"] == "table") {
            after = Some(frame);
            break;
        }
        sleep(Duration::from_secs(1)).await;
    }
    let after = after.expect("the table answers on its new node");
    let new_owner = store
        .lease_owner(GameId::new(table), dominoes_server::now_ms())
        .await
        .expect("read")
        .expect("a lease")
        .node;
    assert_ne!(new_owner, urls[0]);
    let clocks_before = before
        .clocks_ms
        .flatten()
        .expect("the clocks before the kill");
    let clocks_after: Vec<u64> = serde_json::from_value(after["clocks_ms"].clone())
        .unwrap_or_else(|e| panic!("the clocks after the move: {e}: {after}"));
    let turn = before.turn.flatten().expect("a seat on turn").index();
    for seat in 0..2 {
        if seat == turn {
            // It ran from the update before the kill; restored, it runs
            // again from the time left after its last move: at least what
            // that update showed, less the second since the restore.
            assert!(
                clocks_after[seat] + 1_000 >= clocks_before[seat],
                "seat {seat} lost time when its table moved: {clocks_before:?} -> {clocks_after:?}"
            );
        } else {
            assert_eq!(
                clocks_after[seat], clocks_before[seat],
                "the clock not on turn changed when the table moved"
            );
        }
    }

    // The three games are played to the end through every node, the
    // skewed ones relaying and owning; no message is refused as late.
    drop(sockets);
    drop(socket);
    let calm = AtomicBool::new(true);
    let seen = futures_util::future::join_all(
        players
            .iter()
            .enumerate()
            .map(|(i, player)| player.plays_to_the_end(&room, 11 + i as u64, &calm)),
    )
    .await;
    audit_passes(&db);
    every_pot_paid_once(&store, &players, CHIPS, WAGER).await;
    // (This client acts on every update it sees, so `stale` and
    // `not_picking` answers to its own repeats are expected; a message
    // refused as late by a node on the wrong clock would be `unreachable`.)
    let refused = seen
        .iter()
        .flat_map(|s| &s.errors)
        .filter(|code| *code == "unreachable")
        .count();
    assert_eq!(refused, 0, "messages refused while playing: {seen:?}");
    store.close().await;
    drop(nodes);
    eprintln!(
        "nodes: clocks 0, +2 s, +10 s: no table changed hands in 10 s; node 0 killed, its table moved to {new_owner} in {:.1} s with its clocks {clocks_before:?} -> {clocks_after:?} ms (seat {turn} on turn)",
        took.unwrap_or_default().as_secs_f64()
    );
}
