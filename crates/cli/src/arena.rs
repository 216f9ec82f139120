//! `dominoes arena A B`: duplicate matches between two bots, in parallel,
//! with win rate, Elo, points per hand and think times.
//!
//! With `--draw 5` the match is the partnership game (RULES.md section 9):
//! side A sits in two opposite seats and side B in the other two. A side
//! is one contender in both seats (`expert`) or a pair (`expert+easy`: the
//! first named in the side's first seat, the second across the table).
//! Each deal is played four times, the sides rotated through the seats so
//! that every player of a side sits in every seat once.

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use dominoes_bots::protocol::{game_end_message, hand_end_message, hand_start_message};
use dominoes_bots::{Bot, ExternalBot, Level, Omniscient, new_bot};
use dominoes_rules::playout::{FastRng, SeededGame};
use dominoes_rules::{DealSize, Game, Move, Reason, Seat, SeatView, Settings, Target, Team};

use crate::stats::{cluster_interval, elo, quantile, wilson};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The first bot (the one whose win rate is reported): a level name,
    /// `omniscient` (the yardstick shown the other hands), or a command that
    /// starts a program speaking the bot protocol. With `--draw 5`, a side
    /// of two: one contender in both seats, or two joined by `+`
    /// (`expert+easy`: expert in the side's first seat, easy across).
    a: Side,
    /// The second bot, likewise.
    b: Side,
    /// Games to play; each deal is played twice with seats swapped (four
    /// times, the sides rotated through the seats, with `--draw 5`), so the
    /// number is rounded up to a whole number of deals.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Tiles dealt to each player: 7 or 9 for two players, 5 for four in
    /// two partnerships (RULES.md section 9).
    #[arg(long, default_value = "7", value_parser = clap::builder::PossibleValuesParser::new(["5", "7", "9"]))]
    draw: String,
    /// The final score: a multiple of 5 from 50 to 1000.
    #[arg(long, default_value_t = 150)]
    target: u64,
    /// Seed of the deals and the bots.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Print the results as one JSON object.
    #[arg(long)]
    json: bool,
}

/// A level of ours or an outside program.
#[derive(Clone, Debug)]
pub enum Contender {
    Level(Level),
    /// The fixed yardstick handed the opponent's true hand: a measuring
    /// stick, never offered to players. Also accepted as
    /// `omniscient-determinized`, its name before it became the yardstick.
    Omniscient,
    Program(String),
}

impl std::str::FromStr for Contender {
    type Err = String;

    fn from_str(text: &str) -> Result<Contender, String> {
        if let Ok(level) = text.parse() {
            return Ok(Contender::Level(level));
        }
        if text.eq_ignore_ascii_case("omniscient")
            || text.eq_ignore_ascii_case("omniscient-determinized")
        {
            return Ok(Contender::Omniscient);
        }
        let program = text.split_whitespace().next().unwrap_or_default();
        let found = std::path::Path::new(program).is_file()
            || std::env::var_os("PATH").is_some_and(|paths| {
                std::env::split_paths(&paths).any(|dir| dir.join(program).is_file())
            });
        if found {
            Ok(Contender::Program(text.to_owned()))
        } else {
            Err(format!(
                "{}, omniscient, or a program to run",
                text.parse::<Level>()
                    .err()
                    .map_or_else(String::new, |e| e.to_string())
            ))
        }
    }
}

impl std::fmt::Display for Contender {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Contender::Level(level) => write!(f, "{level}"),
            Contender::Omniscient => f.write_str("omniscient"),
            Contender::Program(command) => write!(f, "{command:?}"),
        }
    }
}

/// One side of a match: a contender, or at a table of four a pair of them
/// (the first in the side's first seat, the second across the table).
#[derive(Clone, Debug)]
pub struct Side {
    pub first: Contender,
    pub second: Option<Contender>,
}

impl Side {
    /// The contender in the side's first seat (`0`) or across (`1`).
    fn player(&self, index: usize) -> &Contender {
        match (&self.second, index) {
            (Some(second), 1) => second,
            _ => &self.first,
        }
    }
}

impl From<Contender> for Side {
    fn from(first: Contender) -> Side {
        Side {
            first,
            second: None,
        }
    }
}

impl std::str::FromStr for Side {
    type Err = String;

    /// One contender, or two joined by `+` when the whole is not one.
    fn from_str(text: &str) -> Result<Side, String> {
        match text.parse::<Contender>() {
            Ok(first) => Ok(first.into()),
            Err(why) => {
                let Some((first, second)) = text.split_once('+') else {
                    return Err(why);
                };
                Ok(Side {
                    first: first.trim().parse()?,
                    second: Some(second.trim().parse()?),
                })
            }
        }
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.first)?;
        if let Some(second) = &self.second {
            write!(f, "+{second}")?;
        }
        Ok(())
    }
}

/// A seat's player during one game.
enum Player {
    Ours(Box<dyn Bot>),
    Omniscient(Omniscient),
    Theirs(ExternalBot),
}

impl Player {
    fn new(contender: &Contender, seed: u64) -> Result<Player, String> {
        Ok(match contender {
            Contender::Level(level) => Player::Ours(new_bot(*level, seed)),
            Contender::Omniscient => Player::Omniscient(Omniscient::new(seed)),
            Contender::Program(command) => {
                Player::Theirs(ExternalBot::spawn(command).map_err(|e| e.to_string())?)
            }
        })
    }

    /// The player's move; an outside bot's failure is an error. Only the
    /// Omniscient yardstick is handed the other hands, from `game`.
    fn choose(&mut self, view: &SeatView, game: &Game) -> Result<Move, String> {
        match self {
            Player::Ours(bot) => Ok(bot.choose(view)),
            Player::Omniscient(yardstick) => {
                Ok(yardstick.choose_seeing(view, game.omniscient_position()))
            }
            Player::Theirs(bot) => bot.ask(view).map_err(|e| e.to_string()),
        }
    }

    fn tell(&mut self, message: impl FnOnce() -> String) {
        if let Player::Theirs(bot) = self {
            bot.tell(&message());
        }
    }
}

/// One finished game, seen from bot A.
struct GameResult {
    /// The deal (duplicate set) the game was played on.
    deal: usize,
    a_won: bool,
    hands: u32,
    /// A's final score minus B's.
    margin: i64,
    think_us: [Vec<u64>; 2],
}

/// Plays one game; `players` are by seat and `a_team` is the side bot A
/// plays for (at a table of two, A's seat). Hand `h` is dealt from the
/// `h`-th key of the deal seed, so every game of a duplicate set sees the
/// same deals. A player that fails to answer, or answers an illegal move,
/// loses the game for its side.
fn play_game(
    settings: Settings,
    a_team: Team,
    players: &mut [Player],
    deal_seed: u64,
) -> GameResult {
    let mut seeded = SeededGame::new(settings, deal_seed);
    let mut think_us = [Vec::new(), Vec::new()];
    // Sides: 0 is A, 1 is B.
    let side_of = |seat: Seat| usize::from(seat.team() != a_team);
    let seats = settings.deal_size.seats().all();
    let mut hand_told = None;
    while let Some(view) = seeded.next_view() {
        let game = &seeded.game;
        if hand_told != Some(game.hand_number()) {
            hand_told = Some(game.hand_number());
            for (&seat, player) in seats.iter().zip(players.iter_mut()) {
                player.tell(|| hand_start_message(&game.view(seat)));
            }
        }
        let seat = view.seat;
        let side = side_of(seat);
        let started = Instant::now();
        let answer = players[seat.index()].choose(&view, game);
        // Forced moves are not timed: there was nothing to think about.
        if view.legal.len() > 1 {
            think_us[side].push(started.elapsed().as_micros() as u64);
        }
        let result = answer.and_then(|mv| {
            if view.legal.contains(&mv) {
                Ok(mv)
            } else {
                Err(format!("illegal move {mv}"))
            }
        });
        match result {
            Ok(mv) => {
                seeded.play(mv).expect("a listed move is legal");
                if let Some(end) = seeded.game.hand_end() {
                    for (&seat, player) in seats.iter().zip(players.iter_mut()) {
                        let view = seeded.game.view(seat);
                        let revealed = view
                            .revealed
                            .expect("hands are revealed at the end of a hand");
                        player.tell(|| hand_end_message(&end, &revealed, view.scores));
                    }
                }
            }
            Err(why) => {
                eprintln!(
                    "{} bot in seat {seat} loses the game: {why}",
                    if side == 0 { "A" } else { "B" }
                );
                seeded
                    .game
                    .end(seat, Reason::Resign)
                    .expect("the game is live");
            }
        }
    }
    let game = &seeded.game;
    let scores = game.scores();
    let outcome = game.outcome().expect("the loop ends with the game");
    for player in players.iter_mut() {
        player.tell(|| game_end_message(outcome.winner, scores));
    }
    GameResult {
        deal: 0,
        a_won: outcome.winner == Some(a_team),
        hands: u32::try_from(game.hand_number() + 1).unwrap_or(u32::MAX),
        margin: i64::from(scores[a_team.index()]) - i64::from(scores[a_team.other().index()]),
        think_us,
    }
}

/// The players of one game of a duplicate set, by seat, and A's side.
/// At a table of two, game `k` (0 or 1) seats A in seat `k` (seeded as the
/// two-seat arena always was). At four, game `k` (0 to 3) seats A's first
/// player in seat `k` and its second across, B's first in seat `k + 1` and
/// its second across: over the four games each of the four players sits in
/// each seat once, and each side plays from both pairs of seats twice.
fn line_up(spec: &Match, pair_seed: u64, k: usize) -> Result<(Vec<Player>, Team), String> {
    let seats = spec.settings.deal_size.seats();
    let bot_seed = pair_seed ^ (k as u64 + 1);
    if !seats.partners() {
        let a = Player::new(spec.a.player(0), bot_seed)?;
        let b = Player::new(spec.b.player(0), bot_seed.rotate_left(17))?;
        let a_seat = Seat::BOTH[k];
        let players = if k == 0 { vec![a, b] } else { vec![b, a] };
        return Ok((players, a_seat.team()));
    }
    let mut by_seat: Vec<Option<Player>> = (0..4).map(|_| None).collect();
    for (side, contenders) in [&spec.a, &spec.b].into_iter().enumerate() {
        for index in 0..2 {
            let seat = (k + side + 2 * index) % 4;
            let mut seed = if side == 0 {
                bot_seed
            } else {
                bot_seed.rotate_left(17)
            };
            if index == 1 {
                seed ^= 0x5555_5555_5555_5555;
            }
            by_seat[seat] = Some(Player::new(contenders.player(index), seed)?);
        }
    }
    let a_team = Seat::ALL[k % 4].team();
    Ok((
        by_seat
            .into_iter()
            .map(|p| p.expect("every seat is filled"))
            .collect(),
        a_team,
    ))
}

/// A match to play: two contenders on duplicate deals.
pub struct Match {
    pub a: Side,
    pub b: Side,
    pub settings: Settings,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
}

/// What a match measured, from A's side.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Summary {
    pub a: String,
    pub b: String,
    pub games: usize,
    pub a_wins: usize,
    pub a_win_rate: f64,
    /// At a table of two the Wilson interval over games; at four the
    /// interval of the mean of the deals' win shares (see
    /// `interval_over_deals`).
    pub a_win_rate_95: [f64; 2],
    /// At a table of four, the number of deals the interval is computed
    /// over: the four games of a deal share its tiles, so the deal, not
    /// the game, is the independent unit. Absent at a table of two.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interval_over_deals: Option<usize>,
    pub elo: f64,
    pub elo_95: [f64; 2],
    pub points_per_hand: f64,
    pub games_per_second: f64,
    /// Mean and p99 think time per (unforced) move in milliseconds, A then B.
    pub think_ms: [[f64; 2]; 2],
}

/// Plays a match on `threads` threads with a progress bar.
///
/// # Errors
/// If a contender cannot be started.
pub fn play_match(spec: &Match) -> Result<Summary, String> {
    let seats = spec.settings.deal_size.seats();
    for side in [&spec.a, &spec.b] {
        if side.second.is_some() && !seats.partners() {
            return Err(format!(
                "{side} is a pair: pairs play the partnership game (--draw 5)"
            ));
        }
    }
    // Games per deal: each side in each seat.
    let per_deal = seats.count();
    let pairs = spec.games.div_ceil(per_deal);
    let progress = indicatif::ProgressBar::new((pairs * per_deal) as u64);
    progress.set_style(
        indicatif::ProgressStyle::with_template(
            "{msg} {bar:40} {pos}/{len} games {per_sec} eta {eta}",
        )
        .expect("a valid template"),
    );
    progress.set_message(format!("{} vs {}", spec.a, spec.b));
    let next = AtomicUsize::new(0);
    let failure = Mutex::new(None);
    let results = Mutex::new(Vec::with_capacity(pairs * per_deal));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..spec.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs || failure.lock().is_ok_and(|f| f.is_some()) {
                        break;
                    }
                    let pair_seed =
                        FastRng::new(spec.seed ^ (pair as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
                            .next_u64();
                    for k in 0..per_deal {
                        let (mut players, a_team) = match line_up(spec, pair_seed, k) {
                            Ok(line_up) => line_up,
                            Err(why) => {
                                if let Ok(mut failure) = failure.lock() {
                                    *failure = Some(why);
                                }
                                return;
                            }
                        };
                        let mut result = play_game(spec.settings, a_team, &mut players, pair_seed);
                        result.deal = pair;
                        results
                            .lock()
                            .expect("no worker panics while holding the lock")
                            .push(result);
                        progress.inc(1);
                    }
                }
            });
        }
    });
    progress.finish_and_clear();
    if let Some(why) = failure.into_inner().ok().flatten() {
        return Err(why);
    }
    let seconds = started.elapsed().as_secs_f64();
    let results = results.into_inner().expect("no worker panicked");
    Ok(summarise(spec, &results, seconds))
}

fn summarise(spec: &Match, results: &[GameResult], seconds: f64) -> Summary {
    let games = results.len();
    let a_wins = results.iter().filter(|r| r.a_won).count();
    let partners = spec.settings.deal_size.seats().partners();
    let (low, high, over_deals) = if partners {
        let mut deals = std::collections::BTreeMap::<usize, (f64, f64)>::new();
        for r in results {
            let deal = deals.entry(r.deal).or_default();
            deal.0 += f64::from(u8::from(r.a_won));
            deal.1 += 1.0;
        }
        let shares: Vec<f64> = deals.values().map(|&(won, played)| won / played).collect();
        let (low, high) = cluster_interval(&shares);
        (low, high, Some(shares.len()))
    } else {
        let (low, high) = wilson(a_wins as f64, games as f64);
        (low, high, None)
    };
    let rate = a_wins as f64 / games as f64;
    let hands: u32 = results.iter().map(|r| r.hands).sum();
    let margin: i64 = results.iter().map(|r| r.margin).sum();
    let think = |side: usize| {
        let mut all: Vec<u64> = results
            .iter()
            .flat_map(|r| r.think_us[side].iter().copied())
            .collect();
        all.sort_unstable();
        let mean = if all.is_empty() {
            0.0
        } else {
            all.iter().sum::<u64>() as f64 / all.len() as f64
        };
        // Measured in microseconds, reported in milliseconds.
        [mean / 1000.0, quantile(&all, 0.99) as f64 / 1000.0]
    };
    Summary {
        a: spec.a.to_string(),
        b: spec.b.to_string(),
        games,
        a_wins,
        a_win_rate: rate,
        a_win_rate_95: [low, high],
        interval_over_deals: over_deals,
        elo: elo(rate),
        elo_95: [elo(low), elo(high)],
        points_per_hand: margin as f64 / f64::from(hands),
        games_per_second: games as f64 / seconds,
        think_ms: [think(0), think(1)],
    }
}

/// Parses the shared settings flags.
pub fn settings(draw: &str, target: u64) -> Result<Settings, String> {
    let target = Target::new(target).ok_or("--target must be a multiple of 5 from 50 to 1000")?;
    let deal_size = match draw {
        "9" => DealSize::Nine,
        "5" => DealSize::Five,
        _ => DealSize::Seven,
    };
    Ok(Settings { deal_size, target })
}

pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

pub fn run(args: &Args) -> ExitCode {
    let settings = match settings(&args.draw, args.target) {
        Ok(settings) => settings,
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::FAILURE;
        }
    };
    if args.games == 0 {
        eprintln!("error: --games must be at least 1");
        return ExitCode::FAILURE;
    }
    let spec = Match {
        a: args.a.clone(),
        b: args.b.clone(),
        settings,
        games: args.games,
        seed: args.seed,
        threads: args.threads.unwrap_or_else(default_threads),
    };
    match play_match(&spec) {
        Ok(summary) if args.json => {
            println!(
                "{}",
                serde_json::to_string(&summary).expect("a summary serialises")
            );
            ExitCode::SUCCESS
        }
        Ok(summary) => {
            print_summary(&summary, &spec);
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("error: {why}");
            ExitCode::FAILURE
        }
    }
}

pub fn print_summary(s: &Summary, spec: &Match) {
    let partners = spec.settings.deal_size.seats().partners();
    println!(
        "{} vs {}: {} games (duplicate deals{}), draw {}, to {}",
        s.a,
        s.b,
        s.games,
        if partners {
            ", four seats in partnerships, sides rotated through the seats"
        } else {
            ""
        },
        spec.settings.deal_size.tiles(),
        spec.settings.target.points()
    );
    let [low, high] = s.a_win_rate_95;
    if let Some(deals) = s.interval_over_deals {
        println!(
            "  {} wins {:.1}% (95% CI {:.1}% .. {:.1}%, over {deals} deals: the mean of each deal's win share)",
            s.a,
            100.0 * s.a_win_rate,
            100.0 * low,
            100.0 * high
        );
    } else {
        println!(
            "  {} wins {:.1}% (95% CI {:.1}% .. {:.1}%)",
            s.a,
            100.0 * s.a_win_rate,
            100.0 * low,
            100.0 * high
        );
    }
    println!(
        "  Elo difference {:+.0} (95% CI {:+.0} .. {:+.0})",
        s.elo, s.elo_95[0], s.elo_95[1]
    );
    println!(
        "  mean points per hand, {} minus {}: {:+.2}",
        s.a, s.b, s.points_per_hand
    );
    println!("  {:.0} games/s", s.games_per_second);
    println!(
        "  think time per move (forced moves excluded): {} mean {:.4} ms, p99 {:.3} ms; {} mean {:.4} ms, p99 {:.3} ms",
        s.a, s.think_ms[0][0], s.think_ms[0][1], s.b, s.think_ms[1][0], s.think_ms[1][1]
    );
}
