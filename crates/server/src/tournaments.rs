//! Tournaments that run themselves (docs/tournaments.md).
//!
//! The database is the tournament: its entries, each round's boards (who
//! meets whom) and the games it opened. A driver reads that every second
//! and takes the next step of each tournament: start it (or cancel it,
//! refunding every entry, if too few came), open the next game of a board
//! whose match is not decided, pair the next round once every board of
//! this one is decided, and pay the prizes once the last is. Every step is
//! one conditional write (`store/tournaments.rs`): a step taken twice,
//! after a crash or a restart, happens once, and a game is never opened
//! twice for one slot. What follows from the results (pairings, standings,
//! places, prizes) is the pure `dominoes-tournament` crate's.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use dominoes_bots::Level;
use dominoes_rules::{DealSize, Settings, Target};
use dominoes_tournament::standings::{Meeting, Order, Standing, standings};
use dominoes_tournament::swiss::{self, Round};
use dominoes_tournament::{Entrant, Format, Plan, PlanError, PlayerId, prize};
use dominoes_tournament::{duplicate, knockout};
use serde::{Deserialize, Serialize};

use crate::App;
use crate::ids::{GameId, TournamentId, UserId};
use crate::protocol::Notice;
use crate::store::{
    Drive, EntryRow, Fill, Slot, StoreError, Teams, TournamentGame, TournamentRow, TournamentStatus,
};
use crate::table::{self, TableSettings};

/// The longest name.
const MAX_NAME: usize = 60;
/// The furthest ahead a tournament may be set to start.
const MAX_AHEAD: i64 = 30 * 24 * 3600;

/// A tournament as its creator asks for it: `POST /api/tournaments`'s body,
/// and the operator's file for `dominoes tournament create`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTournament {
    pub name: String,
    pub format: Format,
    pub draw: u64,
    pub target: u64,
    pub minutes: u32,
    pub entry_fee: i64,
    pub split: Vec<u32>,
    pub min_players: u16,
    pub max_players: u16,
    /// Unix seconds; absent or null: it starts as soon as it is full.
    #[serde(default)]
    pub starts_at: Option<i64>,
    /// Computer players entered at once (a practice event): their levels,
    /// "beginner" to "expert".
    #[serde(default)]
    pub computers: Vec<String>,
    /// A sit-and-go's computers that take the seats left after a wait.
    #[serde(default)]
    pub fill: Option<Fill>,
}

impl NewTournament {
    /// The computers to enter at once, and the fill checked, for a
    /// tournament of `seats` people at most.
    fn computers_in(&self, seats: usize) -> Result<Vec<Level>, Refused> {
        use serde_json::json;
        let computers = self
            .computers
            .iter()
            .map(|name| computer_level(name))
            .collect::<Result<Vec<Level>, Refused>>()?;
        // A seat is left for a person: a field of computers alone is no
        // tournament.
        let most = seats - 1;
        if computers.len() > most {
            return Err(refused(
                "computers",
                json!({ "max": most }),
                format!("at most {most} computer players: one seat at least is a person's"),
            ));
        }
        let Some(fill) = self.fill else {
            return Ok(computers);
        };
        if self.starts_at.is_some() {
            return Err(refused(
                "fill_sit_and_go",
                json!({}),
                "computers fill only a tournament that starts when full",
            ));
        }
        computer_level(fill.level.name())?;
        if !FILL_AFTER.contains(&fill.after) {
            return Err(refused(
                "fill_after",
                json!({ "min": FILL_AFTER.start(), "max": FILL_AFTER.end() }),
                format!(
                    "computers fill the seats left {} to {} seconds after the creation",
                    FILL_AFTER.start(),
                    FILL_AFTER.end()
                ),
            ));
        }
        Ok(computers)
    }
}

/// The shortest and longest wait before computers fill a sit-and-go, in
/// seconds.
pub const FILL_AFTER: std::ops::RangeInclusive<u32> = 10..=86_400;

/// A level a tournament's computers may play at: "beginner" to "expert".
fn computer_level(name: &str) -> Result<Level, Refused> {
    match name.parse::<Level>() {
        Ok(level) if level != Level::Random => Ok(level),
        _ => Err(refused(
            "computer_level",
            serde_json::json!({}),
            "a computer player's level is beginner, easy, medium, hard or expert",
        )),
    }
}

/// Why a tournament cannot be played: a sentence, and a code with its
/// values for a client to say in its person's language (docs/protocol.md).
#[derive(Debug)]
pub struct Refused {
    pub code: &'static str,
    pub args: serde_json::Value,
    pub message: String,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<Refused> for crate::error::ApiError {
    fn from(refused: Refused) -> crate::error::ApiError {
        crate::error::bad_request(refused.message)
            .code(refused.code)
            .args(refused.args)
    }
}

fn refused(code: &'static str, args: serde_json::Value, message: impl Into<String>) -> Refused {
    Refused {
        code,
        args,
        message: message.into(),
    }
}

/// A plan's fault as a refusal: its code and the numbers it names.
fn plan_refused(e: &PlanError) -> Refused {
    use serde_json::json;
    let (code, args) = match *e {
        PlanError::BestOf => ("best_of", json!({})),
        PlanError::Rounds => ("rounds", json!({ "max": dominoes_tournament::MAX_ROUNDS })),
        PlanError::Deals => ("deals", json!({ "max": dominoes_tournament::MAX_DEALS })),
        PlanError::Players => (
            "players",
            json!({ "max": dominoes_tournament::MAX_PLAYERS }),
        ),
        PlanError::MinAboveMax(min, max) => ("min_above_max", json!({ "min": min, "max": max })),
        PlanError::FewerThanPaid(places) => ("fewer_than_paid", json!({ "places": places })),
        PlanError::TooManyRounds(rounds, players) => (
            "too_many_rounds",
            json!({ "rounds": rounds, "players": players }),
        ),
        PlanError::Split => ("split", json!({})),
        PlanError::Fee => ("fee", json!({ "max": dominoes_tournament::MAX_FEE })),
    };
    refused(code, args, e.to_string())
}

impl NewTournament {
    /// The tournament to store for `creator` (`None`: the operator's) at
    /// `now`, and the computers to enter at once; or why it cannot be
    /// played.
    pub fn into_row(
        self,
        creator: Option<UserId>,
        now: i64,
    ) -> Result<(TournamentRow, Vec<Level>), Refused> {
        use serde_json::json;
        let name = self.name.trim().to_owned();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return Err(refused(
                "tournament_name",
                json!({ "max": MAX_NAME }),
                format!("a tournament's name is 1 to {MAX_NAME} characters"),
            ));
        }
        let settings = |message: &str| refused("bad_settings", json!({}), message);
        let deal_size = match self.draw {
            5 => DealSize::Five,
            7 => DealSize::Seven,
            9 => DealSize::Nine,
            _ => {
                return Err(settings(
                    "a tournament's games draw 7 or 9, or 5 for teams of two",
                ));
            }
        };
        let target = Target::new(self.target)
            .ok_or_else(|| settings("the final score is a multiple of 5 from 50 to 1000"))?;
        if ![1, 2, 4, 6, 10].contains(&self.minutes) {
            return Err(settings("minutes per hand are 1, 2, 4, 6 or 10"));
        }
        let per_entrant = if deal_size == DealSize::Five { 2 } else { 1 };
        let computers = self.computers_in(usize::from(self.max_players.max(1)) * per_entrant)?;
        let plan = Plan {
            format: self.format,
            min_players: self.min_players,
            max_players: self.max_players,
            entry_fee: self.entry_fee,
            split: self.split,
        };
        plan.check().map_err(|e| plan_refused(&e))?;
        if deal_size == DealSize::Five && matches!(plan.format, Format::Duplicate { .. }) {
            return Err(refused(
                "duplicate_teams",
                json!({}),
                "teams of two play knockout or swiss events",
            ));
        }
        if let Some(at) = self.starts_at
            && !(now..=now + MAX_AHEAD).contains(&at)
        {
            return Err(refused(
                "starts_at",
                json!({}),
                "starts_at is a time (Unix seconds) from now to 30 days ahead",
            ));
        }
        let row = TournamentRow {
            id: TournamentId::new(0),
            name,
            creator,
            plan,
            settings: Settings { deal_size, target },
            minutes: self.minutes,
            starts_at: self.starts_at,
            status: TournamentStatus::Registering,
            round: 0,
            created_at: now,
            entrants: 0,
            people: 0,
            fill: self.fill,
        };
        Ok((row, computers))
    }
}

/// How often the driver looks at every tournament.
const TICK: Duration = Duration::from_secs(1);
/// The rating of an entrant who has played no rated game.
const UNRATED: f64 = 1500.0;

/// One round's boards, in order: a pair (seat 0 first in the match's first
/// game) or a player alone (a bye: through without a game). A knockout's
/// boards are in bracket order; a Swiss round's bye is its last board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Boards {
    pub boards: Vec<[Option<UserId>; 2]>,
    /// A duplicate round's seed (64 hex digits): every deal of the round
    /// comes from it. Its hash is published from the pairing on; the seed
    /// itself once every board of the round is decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
}

/// How the games of one board make its match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Match {
    /// The first to win more than half of `best_of` games (1 or 3).
    BestOf(u8),
    /// A duplicate round: each of `deals` deals played from both seats,
    /// every game counting, decided by the points over all of them; a
    /// game won on the clock or by resignation counts `target` (the final
    /// score) for its winner.
    Duplicate { deals: u8, target: u32 },
}

impl Match {
    pub fn of(t: &TournamentRow) -> Match {
        match t.plan.format {
            Format::Knockout { best_of } => Match::BestOf(best_of),
            Format::Swiss { .. } => Match::BestOf(1),
            Format::Duplicate { deals, .. } => Match::Duplicate {
                deals,
                target: u32::from(t.settings.target.points()),
            },
        }
    }

    /// The deal game `game` of a board plays: a duplicate board plays every
    /// deal once with its first player in seat 0, then each again with the
    /// seats swapped (deal = game mod deals).
    pub fn deal(self, game: u32) -> Option<u32> {
        match self {
            Match::BestOf(_) => None,
            Match::Duplicate { deals, .. } => Some(duplicate::deal(game, deals)),
        }
    }
}

/// Where a board stands, from its games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardState {
    /// A bye: the player is through.
    Bye(UserId),
    /// A game is being played.
    Playing,
    /// The match is decided.
    Decided { winner: UserId, loser: UserId },
    /// The next game of the match is to be opened: its number and seats.
    Next { game: u32, seats: [UserId; 2] },
}

/// The state of a board whose games are `games` (in order), in a match
/// played as `kind` says. In a best of 1 or 3, a game that ended with
/// nobody winning (a table closed before it started) is played again, and
/// the players swap seats from one game of a match to the next.
pub fn board_state(
    board: [Option<UserId>; 2],
    games: &[&TournamentGame],
    kind: Match,
) -> BoardState {
    let (a, b) = match board {
        [Some(a), Some(b)] => (a, b),
        [Some(p), None] | [None, Some(p)] => return BoardState::Bye(p),
        // Never stored; a board of nobody is nobody's bye.
        [None, None] => return BoardState::Playing,
    };
    let best_of = match kind {
        Match::BestOf(best_of) => best_of,
        Match::Duplicate { deals, target } => return duplicate_state(a, b, games, deals, target),
    };
    let needed = knockout::wins_needed(best_of);
    let mut wins = [0u32; 2];
    for game in games {
        if !game.over {
            return BoardState::Playing;
        }
        if let Some(seat) = game.winner
            && let Some(Some(winner)) = game.seats.get(seat)
        {
            wins[usize::from(*winner != a)] += 1;
        }
    }
    if wins[0] >= needed {
        return BoardState::Decided {
            winner: a,
            loser: b,
        };
    }
    if wins[1] >= needed {
        return BoardState::Decided {
            winner: b,
            loser: a,
        };
    }
    let game = games.len() as u32;
    let seats = if game.is_multiple_of(2) {
        [a, b]
    } else {
        [b, a]
    };
    BoardState::Next { game, seats }
}

/// A duplicate board: `2 × deals` games, every one counting (whoever won
/// it), the first `deals` with `a` in seat 0, the rest with `b`; decided,
/// once all are over, for whoever has more points over them (`a` on equal
/// points: the standings, not this, say who did better).
fn duplicate_state(
    a: UserId,
    b: UserId,
    games: &[&TournamentGame],
    deals: u8,
    target: u32,
) -> BoardState {
    if games.iter().any(|g| !g.over) {
        return BoardState::Playing;
    }
    let played = games.len() as u32;
    if played < duplicate::games(deals) {
        let seats = if duplicate::swapped(played, deals) {
            [b, a]
        } else {
            [a, b]
        };
        return BoardState::Next {
            game: played,
            seats,
        };
    }
    let points = board_points(a, b, games, target);
    if points[1] > points[0] {
        BoardState::Decided {
            winner: b,
            loser: a,
        }
    } else {
        BoardState::Decided {
            winner: a,
            loser: b,
        }
    }
}

/// The points `a` and `b` scored over `games`: each game's final score,
/// seat by seat, except that a game won on the clock or by resignation
/// (its winner short of the final score `target`) counts `target` for its
/// winner, as if played out: resigning a bad deal, or not coming, gains
/// nothing over playing it. The loser's points count as they stood.
pub fn board_points(a: UserId, b: UserId, games: &[&TournamentGame], target: u32) -> [u32; 2] {
    let mut points = [0u32; 2];
    for game in games {
        for (seat, player) in game.seats.iter().enumerate() {
            let index = match *player {
                Some(p) if p == a => 0,
                Some(p) if p == b => 1,
                _ => continue,
            };
            let scored = game.scores.get(seat).copied().unwrap_or(0);
            points[index] += if game.winner == Some(seat) {
                scored.max(target)
            } else {
                scored
            };
        }
    }
    points
}

/// Everything a tournament's page shows, computed from the database.
#[derive(Clone, Debug)]
pub struct Picture {
    pub tournament: TournamentRow,
    pub entries: Vec<EntryRow>,
    pub rounds: Vec<Boards>,
    pub games: Vec<TournamentGame>,
    /// Swiss and duplicate: the standings after the games over so far.
    pub standings: Vec<Standing>,
}

/// The tournament `id` as its page shows it.
pub async fn picture(app: &App, id: TournamentId) -> Result<Option<Picture>, StoreError> {
    let store = &app.inner.store;
    let Some(tournament) = store.tournament(id).await? else {
        return Ok(None);
    };
    let entries = store.entries(id).await?;
    let rounds = store
        .tournament_rounds(id)
        .await?
        .iter()
        .map(|json| serde_json::from_str(json))
        .collect::<Result<Vec<Boards>, _>>()
        .map_err(|e| StoreError::Invalid(format!("a tournament round ({e})")))?;
    let games = store.tournament_games(id).await?;
    let standings = table_of(&tournament, &entries, &rounds, &games);
    Ok(Some(Picture {
        tournament,
        entries,
        rounds,
        games,
        standings,
    }))
}

/// The standings (Swiss, duplicate; a knockout's are its bracket).
fn table_of(
    t: &TournamentRow,
    entries: &[EntryRow],
    rounds: &[Boards],
    games: &[TournamentGame],
) -> Vec<Standing> {
    let order = match t.plan.format {
        Format::Knockout { .. } => return Vec::new(),
        Format::Swiss { .. } => Order::Swiss,
        Format::Duplicate { .. } => Order::Duplicate,
    };
    let entrants = field(t, entries);
    let byes: Vec<Round> = rounds
        .iter()
        .map(|r| Round {
            pairs: Vec::new(),
            bye: r.boards.iter().find_map(|b| match b {
                [Some(p), None] => Some(p.get()),
                _ => None,
            }),
        })
        .collect();
    if let Format::Duplicate { .. } = t.plan.format {
        let meetings = duplicate_meetings(t, rounds, games);
        return standings(&entrants, &byes, &meetings, order);
    }
    let meetings: Vec<Meeting> = games
        .iter()
        .filter(|g| g.over && g.winner.is_some())
        .filter_map(|g| {
            let [Some(a), Some(b)] = g.seats else {
                return None;
            };
            Some(Meeting {
                players: [a.get(), b.get()],
                points: g.scores,
                winner: g.winner.and_then(|w| g.seats[w]).map(UserId::get),
            })
        })
        .collect();
    standings(&entrants, &byes, &meetings, order)
}

/// The entrants as the pairing and the standings see them: each player,
/// or in a tournament of teams each team (by its id, its first member's;
/// its rating its members' mean), in the order they entered.
fn field(t: &TournamentRow, entries: &[EntryRow]) -> Vec<Entrant> {
    let rating = |e: &EntryRow| e.rating.unwrap_or(UNRATED);
    if !t.teams() {
        return entries
            .iter()
            .map(|e| Entrant {
                id: e.user.get(),
                rating: rating(e),
            })
            .collect();
    }
    entries
        .iter()
        .filter(|e| e.team == Some(e.user))
        .map(|first| {
            let both: Vec<f64> = entries
                .iter()
                .filter(|e| e.team == Some(first.user))
                .map(rating)
                .collect();
            Entrant {
                id: first.user.get(),
                rating: both.iter().sum::<f64>() / both.len().max(1) as f64,
            }
        })
        .collect()
}

/// A duplicate event's meetings: one per board of a decided round, each
/// player's points over all its games ([`board_points`]). A round's
/// results count only once every board of it is decided: before, they
/// would tell the boards still playing what the deals hold.
fn duplicate_meetings(
    t: &TournamentRow,
    rounds: &[Boards],
    games: &[TournamentGame],
) -> Vec<Meeting> {
    let Match::Duplicate { deals, target } = Match::of(t) else {
        return Vec::new();
    };
    let mut meetings = Vec::new();
    for (r, boards) in rounds.iter().enumerate() {
        let round = r as u32 + 1;
        if !round_decided(t, round) {
            continue;
        }
        for (index, board) in boards.boards.iter().enumerate() {
            let [Some(a), Some(b)] = *board else { continue };
            let played: Vec<&TournamentGame> = games
                .iter()
                .filter(|g| g.round == round && g.board == index as u32)
                .collect();
            if !matches!(
                duplicate_state(a, b, &played, deals, target),
                BoardState::Decided { .. }
            ) {
                continue;
            }
            let points = board_points(a, b, &played, target);
            let winner = match points[0].cmp(&points[1]) {
                std::cmp::Ordering::Greater => Some(a.get()),
                std::cmp::Ordering::Less => Some(b.get()),
                std::cmp::Ordering::Equal => None,
            };
            meetings.push(Meeting {
                players: [a.get(), b.get()],
                points,
                winner,
            });
        }
    }
    meetings
}

/// Starts the driver: it holds the room weakly and ends with it.
pub fn spawn(app: &App) {
    let room = std::sync::Arc::downgrade(&app.inner);
    let tasks = app.tasks().clone();
    app.tasks().spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut told = Told::default();
        loop {
            tokio::select! {
                () = tasks.draining() => break,
                _ = tick.tick() => {
                    let Some(inner) = room.upgrade() else { break };
                    step_all(&App { inner }, &mut told).await;
                }
            }
        }
    });
}

/// The games whose players this node has told where to play: each game
/// under way is told once by the node driving its tournament (again after
/// a restart, or when another node takes the driving over: a second notice
/// only sends a player to the table they are at).
type Told = HashSet<GameId>;

async fn step_all(app: &App, told: &mut Told) {
    let active = match app.inner.store.active_tournaments().await {
        Ok(active) => active,
        Err(e) => {
            tracing::warn!(error = %e, "the tournaments could not be read");
            return;
        }
    };
    let store = &app.inner.store;
    for t in active {
        // One node at a time drives a tournament: the lease is renewed every
        // step, and passes to another node only once it has run out.
        let drive = match store
            .drive_tournament(t.id, store.now_ms(), crate::store::lease_ms())
            .await
        {
            Ok(Some(drive)) => drive,
            Ok(None) => continue,
            Err(e) => {
                tracing::warn!(error = %e, tournament = %t.id, "a tournament's lease could not be taken");
                continue;
            }
        };
        if let Err(e) = step(app, &t, drive, told).await {
            tracing::warn!(error = %e, tournament = %t.id, "a tournament's step failed; it is tried again");
        }
    }
}

/// The next step of `t`, if one is due.
async fn step(
    app: &App,
    t: &TournamentRow,
    drive: Drive,
    told: &mut Told,
) -> Result<(), StoreError> {
    match t.status {
        TournamentStatus::Registering => registering(app, t, drive).await,
        TournamentStatus::Running => running(app, t, drive, told).await,
        TournamentStatus::Over | TournamentStatus::Cancelled => Ok(()),
    }
}

/// Starts `t` when it is due (its start time has come, or it is full
/// when it starts when full); cancels it, refunding every entry, if too
/// few came by its start time.
async fn registering(app: &App, t: &TournamentRow, drive: Drive) -> Result<(), StoreError> {
    let store = &app.inner.store;
    let max = t.seats();
    if let Some(fill) = t.fill
        && t.starts_at.is_none()
        && t.people > 0
        && t.entrants < max
        && crate::store::now() >= t.created_at + i64::from(fill.after)
    {
        if store.fill_tournament(t.id, drive, fill.level, max).await? {
            tracing::info!(tournament = %t.id, "computers took the seats left");
        }
        // It starts at the next step, full.
        return Ok(());
    }
    let due = match t.starts_at {
        Some(at) => crate::store::now() >= at,
        None => t.entrants >= max,
    };
    if !due {
        return Ok(());
    }
    let entries = store.entries(t.id).await?;
    // Computers alone are no tournament: it needs a person.
    let people = entries.iter().filter(|e| e.computer.is_none()).count();
    let mut ratings = Vec::with_capacity(entries.len());
    for entry in &entries {
        let rating = store.rating(entry.user).await?.unwrap_or(UNRATED);
        ratings.push((entry.user, rating));
    }
    let teams = if t.teams() {
        form_teams(&entries, &ratings)
    } else {
        Teams::default()
    };
    let field = if t.teams() {
        teams.formed.len()
    } else {
        entries.len()
    };
    if field < usize::from(t.plan.min_players) || people == 0 {
        if store.cancel_tournament(t.id, Some(drive)).await? {
            tracing::info!(tournament = %t.id, entrants = entries.len(), "cancelled: too few entrants");
            tell_ended(app, t, &entries, "cancelled");
        }
        return Ok(());
    }
    // Seeded by rating, the best first; equal ratings: who entered first.
    // A team's rating is its members' mean, and its id its first member's.
    let mut seeded = if t.teams() {
        let rating_of = |user: UserId| {
            ratings
                .iter()
                .find(|(u, _)| *u == user)
                .map_or(UNRATED, |r| r.1)
        };
        teams
            .formed
            .iter()
            .map(|&(a, b)| (a, f64::midpoint(rating_of(a), rating_of(b))))
            .collect()
    } else {
        ratings.clone()
    };
    seeded.sort_by(|a, b| b.1.total_cmp(&a.1));
    let order: Vec<UserId> = seeded.iter().map(|(u, _)| *u).collect();
    let first = match t.plan.format {
        Format::Knockout { .. } => bracket_round(&knockout::first_round(&ids(&order))),
        Format::Swiss { .. } | Format::Duplicate { .. } => {
            swiss_round(t, &swiss::pair(&ids(&order), &[]))?
        }
    };
    if store
        .start_tournament(t.id, drive, &ratings, &teams, &json(&first))
        .await?
    {
        tracing::info!(tournament = %t.id, entrants = entries.len(), "started");
    }
    Ok(())
}

/// A tournament of teams' teams at the start, from its `entries` (in the
/// order they entered) and each entrant's `ratings`: first every two who
/// asked for each other, in the order they entered (the first to enter
/// is the team's first member); then the rest, by rating, the best with
/// the weakest, the next best with the next weakest, and so on (the
/// better is the first member). If the rest are odd, one is left out
/// (refunded): the last computer to enter, else the last person.
pub fn form_teams(entries: &[EntryRow], ratings: &[(UserId, f64)]) -> Teams {
    let mut teamed: HashSet<UserId> = HashSet::new();
    let mut teams = Vec::new();
    for e in entries {
        let Some(partner) = e.partner else { continue };
        if partner == e.user || teamed.contains(&e.user) || teamed.contains(&partner) {
            continue;
        }
        let mutual = entries
            .iter()
            .any(|other| other.user == partner && other.partner == Some(e.user));
        if mutual {
            teams.push((e.user, partner));
            teamed.extend([e.user, partner]);
        }
    }
    let mut rest: Vec<&EntryRow> = entries
        .iter()
        .filter(|e| !teamed.contains(&e.user))
        .collect();
    let mut left_out = None;
    if rest.len() % 2 == 1 {
        let out = rest
            .iter()
            .rposition(|e| e.computer.is_some())
            .unwrap_or(rest.len() - 1);
        left_out = Some(rest.remove(out).user);
    }
    let rating = |user: UserId| {
        ratings
            .iter()
            .find(|(u, _)| *u == user)
            .map_or(UNRATED, |r| r.1)
    };
    // Stable: equal ratings stay in the order they entered.
    rest.sort_by(|a, b| rating(b.user).total_cmp(&rating(a.user)));
    while rest.len() >= 2 {
        let weakest = rest.pop().map(|e| e.user);
        let best = rest.remove(0).user;
        if let Some(weakest) = weakest {
            teams.push((best, weakest));
        }
    }
    Teams {
        formed: teams,
        left_out,
        asked: entries.iter().map(|e| (e.user, e.partner)).collect(),
    }
}

/// Each team's members by its id (its first member's), from the entries
/// of a tournament of teams that has started; empty for one of players.
pub fn members(entries: &[EntryRow]) -> HashMap<UserId, Vec<UserId>> {
    let mut teams: HashMap<UserId, Vec<UserId>> = HashMap::new();
    for e in entries {
        if let Some(team) = e.team {
            teams.entry(team).or_default().push(e.user);
        }
    }
    for (team, members) in &mut teams {
        // The first member (whose id is the team's) first.
        members.sort_by_key(|&u| u != *team);
    }
    teams
}

/// Opens the games due in the round under way, and moves on when every
/// board of it is decided.
async fn running(
    app: &App,
    t: &TournamentRow,
    drive: Drive,
    told: &mut Told,
) -> Result<(), StoreError> {
    let Some(picture) = picture(app, t.id).await? else {
        return Ok(());
    };
    under_way(app, t, &picture, told).await;
    let round = picture.tournament.round;
    let Some(boards) = picture.rounds.get(round as usize - 1) else {
        return Err(StoreError::Invalid(format!(
            "tournament {} at round {round} without its boards",
            t.id
        )));
    };
    let kind = Match::of(t);
    let teams = members(&picture.entries);
    let mut states = Vec::with_capacity(boards.boards.len());
    for (index, board) in boards.boards.iter().enumerate() {
        let games: Vec<&TournamentGame> = picture
            .games
            .iter()
            .filter(|g| g.round == round && g.board == index as u32)
            .collect();
        let state = board_state(*board, &games, kind);
        if let BoardState::Next { game, seats } = state {
            let slot = Slot {
                tournament: t.id,
                round,
                board: index as u32,
                game,
            };
            open_game(app, t, slot, seats, &teams, told).await;
        }
        states.push(state);
    }
    if !states
        .iter()
        .all(|s| matches!(s, BoardState::Bye(_) | BoardState::Decided { .. }))
    {
        return Ok(());
    }
    let store = &app.inner.store;
    let last = round >= t.plan.rounds(field(t, &picture.entries).len());
    if !last {
        let next = next_boards(t, &picture, &states)?;
        if store.next_round(t.id, drive, round, &json(&next)).await? {
            tracing::info!(tournament = %t.id, round = round + 1, "next round");
        }
        return Ok(());
    }
    // The last round is decided: places and prizes.
    let Some(groups) = final_places(t, &picture, &states, kind) else {
        return Ok(());
    };
    let Ending {
        pool,
        places,
        prizes,
    } = places_and_prizes(t, &picture, &groups);
    if store
        .finish_tournament(t.id, drive, &places, &prizes)
        .await?
    {
        tracing::info!(tournament = %t.id, pool, "over: prizes paid");
        tell_ended(app, t, &picture.entries, "over");
    }
    Ok(())
}

/// The final places of everyone (a team's for both its members) from the
/// `groups` of entrants who share them, and the prizes: the people's entry
/// fees (the pool, returned too), to the people in the order they
/// finished: a computer pays nothing and wins nothing. A team's share is
/// its people's, in equal parts, the chip rounding leaves to its first.
fn places_and_prizes(t: &TournamentRow, picture: &Picture, groups: &[Vec<PlayerId>]) -> Ending {
    let pool = t.plan.entry_fee * i64::from(t.people);
    let teams = members(&picture.entries);
    let people_of = |entrant: PlayerId| -> Vec<UserId> {
        let id = UserId::new(entrant);
        let all = teams.get(&id).cloned().unwrap_or_else(|| vec![id]);
        all.into_iter()
            .filter(|u| {
                picture
                    .entries
                    .iter()
                    .any(|e| e.user == *u && e.computer.is_none())
            })
            .collect()
    };
    let people_groups: Vec<Vec<PlayerId>> = groups
        .iter()
        .map(|g| {
            g.iter()
                .copied()
                .filter(|&p| !people_of(p).is_empty())
                .collect()
        })
        .filter(|g: &Vec<PlayerId>| !g.is_empty())
        .collect();
    let mut prizes: Vec<(UserId, i64)> = Vec::new();
    for (entrant, chips) in prize::payouts(pool, &t.plan.split, &people_groups) {
        let people = people_of(entrant);
        let count = i64::try_from(people.len().max(1)).unwrap_or(1);
        let each = chips / count;
        for (i, person) in people.iter().enumerate() {
            let spare = if i == 0 { chips - each * count } else { 0 };
            prizes.push((*person, each + spare));
        }
    }
    let mut places = Vec::new();
    let mut next_place = 1;
    for group in groups {
        for &entrant in group {
            let id = UserId::new(entrant);
            let all = teams.get(&id).cloned().unwrap_or_else(|| vec![id]);
            places.extend(all.into_iter().map(|u| (u, next_place)));
        }
        next_place += group.len() as u32;
    }
    Ending {
        pool,
        places,
        prizes,
    }
}

/// How a tournament ends: its pool, everyone's place, and who is paid what.
struct Ending {
    pool: i64,
    places: Vec<(UserId, u32)>,
    prizes: Vec<(UserId, i64)>,
}

/// The next round's boards, once every board of this one (`states`) is
/// decided: a knockout's winners in bracket order, or the Swiss pairing
/// of the standings.
fn next_boards(
    t: &TournamentRow,
    picture: &Picture,
    states: &[BoardState],
) -> Result<Boards, StoreError> {
    match t.plan.format {
        Format::Knockout { .. } => {
            let winners: Vec<PlayerId> = states
                .iter()
                .filter_map(|s| match *s {
                    BoardState::Bye(p) | BoardState::Decided { winner: p, .. } => Some(p.get()),
                    _ => None,
                })
                .collect();
            Ok(bracket_round(&knockout::next_round(&winners)))
        }
        Format::Swiss { .. } | Format::Duplicate { .. } => {
            let ranked: Vec<PlayerId> = picture.standings.iter().map(|s| s.id).collect();
            let previous: Vec<Round> = picture.rounds.iter().map(as_round).collect();
            swiss_round(t, &swiss::pair(&ranked, &previous))
        }
    }
}

/// The final places, in groups of those who share them, once the last
/// round (`states`) is decided.
fn final_places(
    t: &TournamentRow,
    picture: &Picture,
    states: &[BoardState],
    kind: Match,
) -> Option<Vec<Vec<PlayerId>>> {
    match t.plan.format {
        Format::Knockout { .. } => {
            let champion = states.iter().find_map(|s| match *s {
                BoardState::Decided { winner, .. } | BoardState::Bye(winner) => Some(winner.get()),
                _ => None,
            })?;
            Some(knockout::places(champion, &knockout_losers(picture, kind)))
        }
        Format::Swiss { .. } | Format::Duplicate { .. } => {
            Some(picture.standings.iter().map(|s| vec![s.id]).collect())
        }
    }
}

/// Each round's losers of a knockout, first round first.
fn knockout_losers(picture: &Picture, kind: Match) -> Vec<Vec<PlayerId>> {
    picture
        .rounds
        .iter()
        .enumerate()
        .map(|(r, boards)| {
            boards
                .boards
                .iter()
                .enumerate()
                .filter_map(|(index, board)| {
                    let games: Vec<&TournamentGame> = picture
                        .games
                        .iter()
                        .filter(|g| g.round == r as u32 + 1 && g.board == index as u32)
                        .collect();
                    match board_state(*board, &games, kind) {
                        BoardState::Decided { loser, .. } => Some(loser.get()),
                        _ => None,
                    }
                })
                .collect()
        })
        .collect()
}

/// Whether every board of `round` is decided: a round before the one
/// under way, or any round of a tournament that is over.
pub fn round_decided(t: &TournamentRow, round: u32) -> bool {
    round < t.round || t.status == TournamentStatus::Over
}

/// Whether the game at `slot`, private as every duplicate round's game
/// is, may be shown to anyone: its round is decided, so its deals are no
/// secret at any table.
///
/// # Errors
/// If the tournament cannot be read.
pub(crate) async fn shown_to_all(
    store: &crate::store::Store,
    slot: Slot,
) -> Result<bool, StoreError> {
    let Some(t) = store.tournament(slot.tournament).await? else {
        return Ok(false);
    };
    Ok(matches!(Match::of(&t), Match::Duplicate { .. }) && round_decided(&t, slot.round))
}

/// Opens the game for `slot` with `seats`, both seated, and tells both
/// players. If the slot has its game already (a step taken again after a
/// crash) nothing is opened.
async fn open_game(
    app: &App,
    t: &TournamentRow,
    slot: Slot,
    seats: [UserId; 2],
    teams: &HashMap<UserId, Vec<UserId>>,
    told: &mut Told,
) {
    let store = &app.inner.store;
    // Seats 0 and 1: the two sides (a team by its first member); at a game
    // of teams, seats 2 and 3 their partners.
    let mut order = seats.to_vec();
    if t.teams() {
        for side in seats {
            let partner = teams
                .get(&side)
                .and_then(|members| members.iter().find(|&&u| u != side));
            let Some(&partner) = partner else {
                tracing::warn!(tournament = %t.id, "a team without its second member");
                return;
            };
            order.push(partner);
        }
    }
    let mut people = Vec::with_capacity(order.len());
    for id in order {
        let Ok(Some(user)) = store.user_by_id(id).await else {
            tracing::warn!(tournament = %t.id, "a tournament game's players could not be read");
            return;
        };
        people.push(user);
    }
    let host = people.remove(0);
    // A duplicate round's game is private: the same deals are being played
    // at the round's other tables, so nobody but its players may watch it,
    // and its record is shown to others once the round is decided.
    let private = match Match::of(t) {
        Match::Duplicate { .. } => match crate::key::TableKey::random() {
            Ok(key) => Some(key),
            Err(e) => {
                tracing::warn!(error = %e, tournament = %t.id, "no randomness for a table's key");
                return;
            }
        },
        Match::BestOf(_) => None,
    };
    let setup = TableSettings {
        settings: t.settings,
        minutes: Some(t.minutes),
        wager: 0,
        bot: None,
        far_bots: [None, None],
        private,
        watchers_apart: false,
        tournament: Some(slot),
    };
    let timing = app.inner.config.timing();
    let opened =
        table::open_table_in(store.clone(), host.clone(), people.clone(), setup, timing).await;
    let handle = match opened {
        Ok(Some(handle)) => handle,
        // Opened before (a step taken again): it runs, here or on another node.
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(error = %e, tournament = %t.id, "a tournament game could not open");
            return;
        }
    };
    app.inner.lobby.add(handle.clone());
    let players: Vec<(UserId, &str)> = std::iter::once(&host)
        .chain(&people)
        .map(|u| (u.id, u.name.as_str()))
        .collect();
    tell_seated(app, t, slot.round, handle.id, &players);
    told.insert(handle.id);
}

/// The games of the round under way that are not over: one stored but not
/// started (its node stopped in between, or its start failed) is started
/// here if this node can take its table, as a restart would; and each
/// game's players are told where to play, once per game.
async fn under_way(app: &App, t: &TournamentRow, picture: &Picture, told: &mut Told) {
    let names: HashMap<UserId, &str> = picture
        .entries
        .iter()
        .map(|e| (e.user, e.name.as_str()))
        .collect();
    for game in &picture.games {
        if game.over {
            told.remove(&game.id);
            continue;
        }
        if game.round != picture.tournament.round {
            continue;
        }
        if game.open {
            // Restored with both seats taken, it starts (table/restore.rs).
            let _ = app.table(game.id).await;
        }
        let [Some(a), Some(b)] = game.seats else {
            continue;
        };
        let mut seated = vec![a, b];
        if t.teams() {
            seated.extend(game.partners.iter().flatten());
        }
        if told.insert(game.id) {
            let players: Vec<(UserId, &str)> = seated
                .iter()
                .map(|&id| (id, names.get(&id).copied().unwrap_or_default()))
                .collect();
            tell_seated(app, t, game.round, game.id, &players);
        }
    }
}

/// Tells every player of `table` (in seat order: two, or four in a game
/// of teams), on every page of the room they have open, where to play
/// their game of `round`; `opponent` names the other side ("cat & dan").
fn tell_seated(
    app: &App,
    t: &TournamentRow,
    round: u32,
    table: GameId,
    players: &[(UserId, &str)],
) {
    for (me, &(user, _)) in players.iter().enumerate() {
        // The other side: the seats of the other parity.
        let opponent = players
            .iter()
            .enumerate()
            .filter(|(seat, _)| seat % 2 != me % 2)
            .map(|(_, (_, name))| *name)
            .collect::<Vec<_>>()
            .join(" & ");
        let notice = Notice::TournamentGame {
            tournament: t.id.get(),
            name: t.name.clone(),
            round,
            opponent,
            table: table.get(),
        };
        app.inner.lobby.presence.notify(user, &notice.to_json());
    }
}

fn tell_ended(app: &App, t: &TournamentRow, entries: &[EntryRow], status: &str) {
    let notice = Notice::TournamentEnded {
        tournament: t.id.get(),
        name: t.name.clone(),
        status: status.to_owned(),
    };
    let json = notice.to_json();
    for entry in entries {
        app.inner.lobby.presence.notify(entry.user, &json);
    }
}

fn ids(users: &[UserId]) -> Vec<PlayerId> {
    users.iter().map(|u| u.get()).collect()
}

fn json(boards: &Boards) -> String {
    serde_json::to_string(boards).unwrap_or_default()
}

/// A Swiss round as boards: its pairs, then its bye; a duplicate round
/// with a fresh seed for its deals.
fn swiss_round(t: &TournamentRow, round: &Round) -> Result<Boards, StoreError> {
    let seed = match t.plan.format {
        Format::Duplicate { .. } => Some(dominoes_rules::fairness::to_hex(
            &crate::fair::fresh_seed().map_err(|e| {
                StoreError::Invalid(format!("no randomness for a round's seed ({e})"))
            })?,
        )),
        _ => None,
    };
    let mut boards: Vec<[Option<UserId>; 2]> = round
        .pairs
        .iter()
        .map(|&(a, b)| [Some(UserId::new(a)), Some(UserId::new(b))])
        .collect();
    if let Some(bye) = round.bye {
        boards.push([Some(UserId::new(bye)), None]);
    }
    Ok(Boards { boards, seed })
}

/// A knockout round as boards, in bracket order.
fn bracket_round(matches: &[knockout::Match]) -> Boards {
    Boards {
        boards: matches
            .iter()
            .map(|m| m.players.map(|p| p.map(UserId::new)))
            .collect(),
        seed: None,
    }
}

/// Boards as the Swiss pairing reads them.
fn as_round(boards: &Boards) -> Round {
    let mut round = Round::default();
    for board in &boards.boards {
        match *board {
            [Some(a), Some(b)] => round.pairs.push((a.get(), b.get())),
            [Some(p), None] | [None, Some(p)] => round.bye = Some(p.get()),
            [None, None] => {}
        }
    }
    round
}

/// Entrants by id, for a page; in a tournament of teams that has started,
/// each team by its id (its first member's) is its members' names.
pub fn names(entries: &[EntryRow]) -> HashMap<UserId, String> {
    let mut names: HashMap<UserId, String> =
        entries.iter().map(|e| (e.user, e.name.clone())).collect();
    // A team by its id: its members, its first first ("ann & bob").
    for (team, members) in members(entries) {
        let both: Vec<String> = members
            .iter()
            .filter_map(|m| names.get(m).cloned())
            .collect();
        names.insert(team, both.join(" & "));
    }
    names
}
