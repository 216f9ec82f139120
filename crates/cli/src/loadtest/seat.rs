//! One seat: a person's socket at a person's pace. It reads every table
//! update, and about once a second does what a person would do next: pick
//! a face-down tile, play a legal move chosen with the rules, ask for the
//! next hand, offer a rematch and follow it to the new table. When the
//! server closes its socket (a node restarting, a table moving) it opens
//! one again, on another node when there are several, and goes back to
//! its table, as the browser client does; told `unreachable`, it opens
//! the table again a second later.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use dominoes_bots::protocol::parse_turn;
use dominoes_rules::fairness::ClientSeed;
use dominoes_rules::playout::FastRng;
use dominoes_rules::{Move, SeatView};
use dominoes_wire::server::{ErrorCode, GameStatus, ServerMessage, Update};
use dominoes_wire::{ClientMessage, TableCommand, encode};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::time::{Instant, sleep_until};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::setup::Failure;
use super::stats::Stats;

pub type SocketStream = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// An action whose update has not come back yet.
#[derive(Debug, Clone, Copy)]
struct Pending {
    sent: Instant,
    shown_by: ShownBy,
}

/// What the update that shows an action looks like.
#[derive(Debug, Clone, Copy)]
enum ShownBy {
    /// A move: any update past the version it was chosen on.
    Version(u64),
    /// A pick: this seat's picked count reaches this (or the picking is over).
    Picked(usize),
}

/// How long an action may wait for its update before it counts as lost.
const LOST_AFTER: Duration = Duration::from_secs(10);

/// A person's pace: between half a second and a second and a half of thought.
fn think(rng: &mut FastRng) -> Duration {
    Duration::from_millis(500 + rng.below(1000) as u64)
}

pub struct Seat {
    socket: SocketStream,
    table: i64,
    rng: FastRng,
    stats: Arc<Stats>,
    /// Every node's socket address, and the one this seat's socket is on.
    nodes: Arc<[String]>,
    node: usize,
    /// The figures of the actions sent through each node.
    by_node: Arc<[Stats]>,
    cookie: String,
}

/// Where a seat's socket is, and what it reports to.
pub struct Place {
    pub nodes: Arc<[String]>,
    pub node: usize,
    pub by_node: Arc<[Stats]>,
    pub cookie: String,
}

/// Opens the room's socket with the session `cookie` (no `Origin`: not a
/// browser page, as docs/protocol.md allows).
pub async fn connect(url: &str, cookie: &str) -> Result<SocketStream, Failure> {
    let mut request = url.into_client_request().map_err(|e| Failure {
        code: "ws_url".into(),
        detail: e.to_string(),
    })?;
    let value = HeaderValue::from_str(cookie).map_err(|e| Failure {
        code: "ws_cookie".into(),
        detail: e.to_string(),
    })?;
    request.headers_mut().insert("cookie", value);
    // A small read buffer: tungstenite zero-fills it to this size on every
    // read (the default 128 KiB costs 128 KiB and a memset per frame, per
    // socket; thousands of them share the machine with the server).
    let config = tungstenite::protocol::WebSocketConfig::default().read_buffer_size(16 * 1024);
    let (socket, _) = tokio_tungstenite::connect_async_with_config(request, Some(config), false)
        .await
        .map_err(|e| Failure {
            code: match &e {
                tungstenite::Error::Http(response) => format!("ws_{}", response.status().as_u16()),
                _ => "ws_connect".into(),
            },
            detail: e.to_string(),
        })?;
    Ok(socket)
}

impl Seat {
    pub fn new(
        socket: SocketStream,
        table: i64,
        seed: u64,
        stats: Arc<Stats>,
        place: Place,
    ) -> Seat {
        Seat {
            socket,
            table,
            rng: FastRng::new(seed),
            stats,
            nodes: place.nodes,
            node: place.node,
            by_node: place.by_node,
            cookie: place.cookie,
        }
    }

    /// Opens a socket again, on another node if there are several, until
    /// one opens or `deadline` passes, and opens the table on it.
    async fn reconnect(&mut self, deadline: Instant) -> bool {
        self.stats.reconnect();
        let n = self.nodes.len();
        while Instant::now() < deadline {
            if n > 1 {
                self.node = (self.node + 1 + self.rng.below(n - 1)) % n;
            }
            if let Ok(socket) = connect(&self.nodes[self.node], &self.cookie).await {
                self.socket = socket;
                if self.send(&opening(self.table)).await {
                    return true;
                }
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        false
    }

    fn action(&self, latency: Duration) {
        self.stats.action(latency);
        self.by_node[self.node].action(latency);
    }

    fn error(&self, code: &str) {
        self.stats.error(code);
        self.by_node[self.node].error(code);
    }

    /// Plays until `deadline`, then closes the socket.
    #[allow(
        clippy::too_many_lines,
        reason = "one loop of a person's reactions: splitting it scatters the state it shares"
    )]
    pub async fn play(mut self, deadline: Instant) {
        let mut latest: Option<Update> = None;
        let mut due: Option<Instant> = None;
        let mut pending: Option<Pending> = None;
        // The hand (by table and number) whose `next` was sent, and the
        // table whose rematch was asked for: each is sent once.
        let mut next_sent: Option<(i64, usize)> = None;
        let mut rematch_sent: Option<i64> = None;
        // Told `unreachable`: open the table again then.
        let mut reopen_at: Option<Instant> = None;
        // Reconnected: the next update says whether the pending action
        // was applied before the socket closed.
        let mut reopened = false;
        // The highest version of the table seen: an update below it would
        // mean an action the server had shown was lost.
        let mut highest: Option<(i64, u64)> = None;
        if !self.send(&opening(self.table)).await {
            self.error("socket_closed");
            return;
        }
        loop {
            let lost_at = pending.map(|p| p.sent + LOST_AFTER);
            let wake = [Some(deadline), due, lost_at, reopen_at]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(deadline);
            let mut closed = false;
            tokio::select! {
                () = sleep_until(wake) => {
                    let now = Instant::now();
                    if now >= deadline {
                        break;
                    }
                    if lost_at.is_some_and(|at| now >= at) {
                        self.error("timeout");
                        pending = None;
                    }
                    if reopen_at.is_some_and(|at| now >= at) {
                        reopen_at = None;
                        closed = !self.send(&opening(self.table)).await;
                    }
                    if !closed && due.is_some_and(|at| now >= at) {
                        due = None;
                        if let Some(state) = &latest {
                            match self.next_step(state, &mut next_sent, &mut rematch_sent) {
                                Step::Send(message, shown_by) => {
                                    closed = !self.send(&message).await;
                                    pending = shown_by.map(|shown_by| Pending { sent: Instant::now(), shown_by });
                                }
                                Step::Follow(table) => {
                                    self.table = table;
                                    latest = None;
                                    closed = !self.send(&opening(table)).await;
                                }
                                Step::Wait => {}
                            }
                        }
                    }
                }
                frame = self.socket.next() => {
                    let text = match frame {
                        Some(Ok(Message::Text(text))) => Some(text),
                        Some(Ok(Message::Close(_)) | Err(_)) | None => None,
                        Some(Ok(_)) => continue,
                    };
                    match text.as_deref().map(read) {
                        None => closed = true,
                        Some(None) => self.error("bad_json"),
                        Some(Some(ServerMessage::Table(update))) if update.table == self.table => {
                            if let Some((table, version)) = highest
                                && table == update.table
                                && update.version < version
                            {
                                self.error("version_went_back");
                            }
                            highest = Some((update.table, update.version));
                            if let Some(p) = pending {
                                if shows(&update, p.shown_by) {
                                    self.action(p.sent.elapsed());
                                    pending = None;
                                } else if reopened {
                                    // Not applied before the socket closed:
                                    // a person plays it again.
                                    self.stats.resend();
                                    pending = None;
                                }
                            }
                            reopened = false;
                            if update.status == GameStatus::Over
                                && latest.as_ref().is_some_and(|l| l.status == GameStatus::Live)
                            {
                                self.stats.game_over();
                            }
                            latest = Some(*update);
                        }
                        Some(Some(ServerMessage::Error(error))) => {
                            self.error(error.code.as_str());
                            pending = None;
                            if error.code == ErrorCode::Unreachable {
                                reopen_at = Some(Instant::now() + Duration::from_secs(1));
                            }
                        }
                        Some(Some(_)) => {}
                    }
                }
            }
            if closed {
                // The server closed the socket (a restart, a table moving):
                // as a browser does, open another and go back to the table.
                latest = None;
                due = None;
                reopen_at = None;
                reopened = true;
                if !self.reconnect(deadline).await {
                    if Instant::now() < deadline {
                        self.error("socket_closed");
                    }
                    return;
                }
                continue;
            }
            if pending.is_none()
                && due.is_none()
                && latest
                    .as_ref()
                    .is_some_and(|s| has_something_to_do(s, next_sent, rematch_sent))
            {
                due = Some(Instant::now() + think(&mut self.rng));
            }
        }
        let _ = self.socket.close(None).await;
    }

    /// Sends `message`; false if the socket failed.
    async fn send(&mut self, message: &ClientMessage) -> bool {
        self.stats.message();
        self.socket
            .send(Message::Text(encode(message).into()))
            .await
            .is_ok()
    }

    /// What a person does next in `state` (the latest update).
    fn next_step(
        &mut self,
        state: &Update,
        next_sent: &mut Option<(i64, usize)>,
        rematch_sent: &mut Option<i64>,
    ) -> Step {
        let table = self.table;
        if state.status == GameStatus::Over {
            if let Some(new_table) = state.rematch.as_ref().and_then(|r| r.table) {
                return Step::Follow(new_table);
            }
            if *rematch_sent != Some(table) {
                *rematch_sent = Some(table);
                return Step::Send(
                    ClientMessage::table_command(table, TableCommand::Rematch),
                    None,
                );
            }
            return Step::Wait;
        }
        if let Some(picked) = my_picks(state) {
            let seeded = state
                .fairness
                .as_ref()
                .and_then(Option::as_ref)
                .is_none_or(|f| f.seeded[state.seat.index()]);
            let seed = (!seeded).then(|| {
                let hex = self.rng.key()[..16]
                    .iter()
                    .fold(String::new(), |mut hex, b| {
                        let _ = write!(hex, "{b:02x}");
                        hex
                    });
                ClientSeed::parse(&hex).unwrap_or_default()
            });
            return Step::Send(
                ClientMessage::pick(table, 1, seed),
                Some(ShownBy::Picked(picked + 1)),
            );
        }
        if state.hand_over() {
            let hand = (table, state.hand_number());
            if *next_sent != Some(hand) {
                *next_sent = Some(hand);
                return Step::Send(ClientMessage::next(table), None);
            }
            return Step::Wait;
        }
        if state.turn == Some(Some(state.seat)) {
            let version = state.version;
            return match choose(state, &mut self.rng) {
                Ok(mv) => Step::Send(
                    ClientMessage::act(table, version, mv),
                    Some(ShownBy::Version(version)),
                ),
                Err(code) => {
                    self.error(code);
                    Step::Wait
                }
            };
        }
        Step::Wait
    }
}

/// A frame, read as the server's types: a table update (nearly every
/// frame) straight into [`Update`], one parse as a `Value` was before;
/// anything else through [`ServerMessage::decode`].
fn read(text: &str) -> Option<ServerMessage> {
    match serde_json::from_str::<Update>(text) {
        Ok(update) => Some(ServerMessage::Table(Box::new(update))),
        Err(_) => ServerMessage::decode(text).ok(),
    }
}

enum Step {
    /// Send this; time it until the update that shows it, if it is an action.
    Send(ClientMessage, Option<ShownBy>),
    /// The rematch's table is open: watch it instead.
    Follow(i64),
    Wait,
}

/// This seat's picks so far, while it still has tiles to pick.
fn my_picks(state: &Update) -> Option<usize> {
    let picking = state.picking.as_ref()?;
    let picked = picking.picked[state.seat.index()];
    (picked < picking.of).then_some(picked)
}

fn has_something_to_do(
    state: &Update,
    next_sent: Option<(i64, usize)>,
    rematch_sent: Option<i64>,
) -> bool {
    let table = state.table;
    if state.status == GameStatus::Over {
        return state.rematch.as_ref().is_some_and(|r| r.table.is_some())
            || rematch_sent != Some(table);
    }
    if my_picks(state).is_some() {
        return true;
    }
    if state.hand_over() {
        return next_sent != Some((table, state.hand_number()));
    }
    state.my_turn() && state.legal.as_ref().is_some_and(|l| !l.is_empty())
}

/// Whether `update` shows the action awaited.
fn shows(update: &Update, shown_by: ShownBy) -> bool {
    match shown_by {
        ShownBy::Version(v) => update.version > v,
        ShownBy::Picked(n) => update
            .picking
            .as_ref()
            .is_none_or(|p| p.picked[update.seat.index()] >= n),
    }
}

/// A move for the seat on turn: the view is rebuilt from the update with
/// the rules (the layout replayed from the public history, its count
/// checked), and only moves the rules allow from that view are chosen
/// from. A server offering a move the rules refuse is an error.
///
/// The bots' protocol reads the view from JSON: the update's `state` and
/// `legal` are written back for it, once per move (not once per frame).
fn choose(state: &Update, rng: &mut FastRng) -> Result<Move, &'static str> {
    let turn = serde_json::json!({"state": state.state, "legal": state.legal});
    let view = parse_turn(&turn).map_err(|_| "client_bad_view")?;
    let allowed: Vec<Move> = view
        .legal
        .iter()
        .copied()
        .filter(|&mv| is_legal_in(&view, mv))
        .collect();
    if allowed.len() != view.legal.len() || allowed.is_empty() {
        return Err("client_disagrees");
    }
    // A person scores when they can: the play that makes the most points,
    // or else any.
    let scoring = |mv: &Move| match *mv {
        Move::Play { tile, end } => {
            let mut layout = view.layout;
            dominoes_rules::points_for(layout.place(tile, end))
        }
        Move::Lead { tile, left } => {
            let mut layout = view.layout;
            dominoes_rules::points_for(layout.place_lead(tile, left))
        }
        Move::Draw | Move::Pass => 0,
    };
    let best = allowed.iter().map(scoring).max().unwrap_or(0);
    let candidates: Vec<Move> = allowed.into_iter().filter(|m| scoring(m) == best).collect();
    Ok(candidates[rng.below(candidates.len())])
}

/// The rules' own check of a move from a seat's view: the tile is in the
/// hand and fits where it goes; a draw only with nothing playable and a
/// boneyard to draw from.
fn is_legal_in(view: &SeatView, mv: Move) -> bool {
    match mv {
        Move::Lead { tile, .. } => view.layout.is_empty() && view.hand.contains(tile),
        Move::Play { tile, end } => view.hand.contains(tile) && view.layout.fits(tile, end),
        Move::Draw => view.layout.playable(view.hand).is_empty() && view.boneyard > 0,
        Move::Pass => false,
    }
}

/// Opens a table the load test's players sit at (public: no key).
const fn opening(table: i64) -> ClientMessage {
    ClientMessage::table_command(table, TableCommand::Open { key: None })
}
