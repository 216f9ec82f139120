//! `dominoes arena A B`: duplicate matches between two bots, in parallel,
//! with win rate, Elo, points per hand and think times.

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use dominoes_bots::protocol::{game_end_message, hand_end_message, hand_start_message};
use dominoes_bots::{Bot, Expert, ExternalBot, Level, new_bot};
use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Move, Reason, Seat, SeatView, Settings, Shuffle, Target};

use crate::stats::{elo, quantile, wilson};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The first bot (the one whose win rate is reported): a level name, or
    /// a command that starts a program speaking the bot protocol.
    a: Contender,
    /// The second bot, likewise.
    b: Contender,
    /// Games to play; each deal is played twice with seats swapped, so an odd number is rounded up.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Tiles dealt to each player: 7 or 9.
    #[arg(long, default_value = "7", value_parser = clap::builder::PossibleValuesParser::new(["7", "9"]))]
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
    /// Expert's search handed the opponent's true hand: a measuring stick,
    /// never offered to players.
    Omniscient,
    Program(String),
}

impl std::str::FromStr for Contender {
    type Err = String;

    fn from_str(text: &str) -> Result<Contender, String> {
        if let Ok(level) = text.parse() {
            return Ok(Contender::Level(level));
        }
        if text.eq_ignore_ascii_case("omniscient") {
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
                "{}, or a program to run",
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

/// A seat's player during one game.
enum Player {
    Ours(Box<dyn Bot>),
    Omniscient(Expert),
    Theirs(ExternalBot),
}

impl Player {
    fn new(contender: &Contender, seed: u64) -> Result<Player, String> {
        Ok(match contender {
            Contender::Level(level) => Player::Ours(new_bot(*level, seed)),
            Contender::Omniscient => Player::Omniscient(Expert::new(seed)),
            Contender::Program(command) => {
                Player::Theirs(ExternalBot::spawn(command).map_err(|e| e.to_string())?)
            }
        })
    }

    /// The player's move; an outside bot's failure is an error. Only the
    /// Omniscient yardstick is handed the opponent's hand, from `game`.
    fn choose(&mut self, view: &SeatView, game: &Game) -> Result<Move, String> {
        match self {
            Player::Ours(bot) => Ok(bot.choose(view)),
            Player::Omniscient(expert) => {
                let opponent = game.omniscient_position().hand(view.seat.other());
                Ok(expert.choose_seeing(view, opponent))
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
    a_won: bool,
    hands: u32,
    /// A's final score minus B's.
    margin: i64,
    think_us: [Vec<u64>; 2],
}

/// Plays one game; `a_seat` is where bot A sits. Hand `h` is dealt from the
/// `h`-th key of the deal seed, so both games of a duplicate pair see the
/// same deals. A player that fails to answer, or answers an illegal move,
/// loses the game.
fn play_game(
    settings: Settings,
    a_seat: Seat,
    players: &mut [Player; 2],
    deal_seed: u64,
) -> GameResult {
    let mut keys = FastRng::new(deal_seed);
    let mut shuffle = Shuffle::from_key(keys.key());
    let mut game =
        Game::new(settings, shuffle.deal(settings.deal_size)).expect("a deal of the set size");
    let mut think_us = [Vec::new(), Vec::new()];
    let mut hands = 1;
    // Players are indexed by side: 0 is A, 1 is B.
    let side_of = |seat: Seat| usize::from(seat != a_seat);
    let seat_of = |side: usize| if side == 0 { a_seat } else { a_seat.other() };
    for (side, player) in players.iter_mut().enumerate() {
        player.tell(|| hand_start_message(&game.view(seat_of(side))));
    }
    while game.outcome().is_none() {
        if game.awaits_next_hand() {
            shuffle = Shuffle::from_key(keys.key());
            game.next_hand(shuffle.deal(settings.deal_size))
                .expect("a deal of the set size");
            hands += 1;
            for (side, player) in players.iter_mut().enumerate() {
                player.tell(|| hand_start_message(&game.view(seat_of(side))));
            }
            continue;
        }
        let seat = game.turn();
        let view = game.view(seat);
        let side = side_of(seat);
        let started = Instant::now();
        let answer = players[side].choose(&view, &game);
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
                game.play(mv, &shuffle).expect("a listed move is legal");
                if let Some(end) = game.hand_end() {
                    for (side, player) in players.iter_mut().enumerate() {
                        let view = game.view(seat_of(side));
                        let revealed = view
                            .revealed
                            .expect("hands are revealed at the end of a hand");
                        player.tell(|| hand_end_message(&end, revealed, view.scores));
                    }
                }
            }
            Err(why) => {
                eprintln!(
                    "{} bot in seat {seat} loses the game: {why}",
                    if side == 0 { "A" } else { "B" }
                );
                game.end(seat, Reason::Resign).expect("the game is live");
            }
        }
    }
    let scores = game.scores();
    let outcome = game.outcome().expect("the loop ends with the game");
    for player in players.iter_mut() {
        player.tell(|| game_end_message(outcome.winner, scores));
    }
    GameResult {
        a_won: outcome.winner == Some(a_seat),
        hands,
        margin: i64::from(scores[a_seat.index()]) - i64::from(scores[a_seat.other().index()]),
        think_us,
    }
}

pub fn run(args: &Args) -> ExitCode {
    let Some(target) = Target::new(args.target) else {
        eprintln!("error: --target must be a multiple of 5 from 50 to 1000");
        return ExitCode::FAILURE;
    };
    if args.games == 0 {
        eprintln!("error: --games must be at least 1");
        return ExitCode::FAILURE;
    }
    let deal_size = if args.draw == "9" {
        DealSize::Nine
    } else {
        DealSize::Seven
    };
    let settings = Settings { deal_size, target };
    let pairs = args.games.div_ceil(2);
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1);
    let progress = indicatif::ProgressBar::new((pairs * 2) as u64);
    progress.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
            .expect("a valid template"),
    );
    let next = AtomicUsize::new(0);
    let failed = std::sync::atomic::AtomicBool::new(false);
    let results = Mutex::new(Vec::with_capacity(pairs * 2));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs || failed.load(Ordering::Relaxed) {
                        break;
                    }
                    let pair_seed =
                        FastRng::new(args.seed ^ (pair as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
                            .next_u64();
                    for a_seat in Seat::BOTH {
                        let bot_seed = pair_seed ^ (a_seat.index() as u64 + 1);
                        let players = Player::new(&args.a, bot_seed)
                            .and_then(|a| Ok([a, Player::new(&args.b, bot_seed.rotate_left(17))?]));
                        let mut players = match players {
                            Ok(players) => players,
                            Err(why) => {
                                eprintln!("error: {why}");
                                failed.store(true, Ordering::Relaxed);
                                return;
                            }
                        };
                        let result = play_game(settings, a_seat, &mut players, pair_seed);
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
    if failed.load(Ordering::Relaxed) {
        return ExitCode::FAILURE;
    }
    let seconds = started.elapsed().as_secs_f64();
    let results = results.into_inner().expect("no worker panicked");
    report(args, &results, seconds);
    ExitCode::SUCCESS
}

fn report(args: &Args, results: &[GameResult], seconds: f64) {
    let games = results.len() as f64;
    let wins = results.iter().filter(|r| r.a_won).count() as f64;
    let (low, high) = wilson(wins, games);
    let rate = wins / games;
    let hands: u32 = results.iter().map(|r| r.hands).sum();
    let margin: i64 = results.iter().map(|r| r.margin).sum();
    let points_per_hand = margin as f64 / f64::from(hands);
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
        (mean / 1000.0, quantile(&all, 0.99) as f64 / 1000.0)
    };
    let (a_mean, a_p99) = think(0);
    let (b_mean, b_p99) = think(1);
    if args.json {
        let json = serde_json::json!({
            "a": args.a.to_string(), "b": args.b.to_string(), "games": results.len(), "a_wins": wins,
            "draw": args.draw.parse::<u8>().unwrap_or(7), "target": args.target, "seed": args.seed,
            "a_win_rate": rate, "a_win_rate_95": [low, high],
            "elo": elo(rate), "elo_95": [elo(low), elo(high)],
            "points_per_hand": points_per_hand, "games_per_second": games / seconds,
            "think_ms": {"a": {"mean": a_mean, "p99": a_p99}, "b": {"mean": b_mean, "p99": b_p99}},
        });
        println!("{json}");
        return;
    }
    println!(
        "{} vs {}: {} games (duplicate deals), draw {}, to {}",
        args.a,
        args.b,
        results.len(),
        args.draw,
        args.target
    );
    println!(
        "  {} wins {:.1}% (95% CI {:.1}% .. {:.1}%)",
        args.a,
        100.0 * rate,
        100.0 * low,
        100.0 * high
    );
    println!(
        "  Elo difference {:+.0} (95% CI {:+.0} .. {:+.0})",
        elo(rate),
        elo(low),
        elo(high)
    );
    println!(
        "  mean points per hand, {} minus {}: {:+.2}",
        args.a, args.b, points_per_hand
    );
    println!("  {:.0} games/s", games / seconds);
    println!(
        "  think time per move (forced moves excluded): {} mean {:.4} ms, p99 {:.3} ms; {} mean {:.4} ms, p99 {:.3} ms",
        args.a, a_mean, a_p99, args.b, b_mean, b_p99
    );
}
