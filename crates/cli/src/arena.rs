//! `dominoes arena A B`: duplicate matches between two bots, in parallel,
//! with win rate, Elo, points per hand and think times.

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use dominoes_bots::{Bot, Level, new_bot};
use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Seat, Settings, Shuffle, Target};

use crate::stats::{elo, quantile, wilson};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The first bot (the one whose win rate is reported): a level name.
    a: Level,
    /// The second bot.
    b: Level,
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

/// One finished game, seen from bot A.
struct GameResult {
    a_won: bool,
    hands: u32,
    /// A's final score minus B's.
    margin: i64,
    think_us: [Vec<u64>; 2],
}

/// Plays one game; `a_seat` is where bot A sits. Hand `h` is dealt from the
/// `h`-th key of `keys`, so both games of a duplicate pair see the same deals.
fn play_game(
    settings: Settings,
    a_seat: Seat,
    bots: &mut [Box<dyn Bot>; 2],
    deal_seed: u64,
) -> GameResult {
    let mut keys = FastRng::new(deal_seed);
    let mut shuffle = Shuffle::from_key(keys.key());
    let mut game =
        Game::new(settings, shuffle.deal(settings.deal_size)).expect("a deal of the set size");
    let mut think_us = [Vec::new(), Vec::new()];
    let mut hands = 1;
    while game.outcome().is_none() {
        if game.awaits_next_hand() {
            shuffle = Shuffle::from_key(keys.key());
            game.next_hand(shuffle.deal(settings.deal_size))
                .expect("a deal of the set size");
            hands += 1;
            continue;
        }
        let seat = game.turn();
        let view = game.view(seat);
        // Bot 0 is A: index by whether this seat is A's.
        let side = usize::from(seat != a_seat);
        let started = Instant::now();
        let mv = if view.legal.len() == 1 {
            view.legal[0]
        } else {
            bots[side].choose(&view)
        };
        think_us[side].push(started.elapsed().as_micros() as u64);
        game.play(mv, &shuffle)
            .unwrap_or_else(|e| panic!("bot {side} chose an illegal move {mv}: {e}"));
    }
    let scores = game.scores();
    let winner = game
        .outcome()
        .and_then(|o| o.winner)
        .expect("a game between bots ends on score");
    GameResult {
        a_won: winner == a_seat,
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
    let results = Mutex::new(Vec::with_capacity(pairs * 2));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs {
                        break;
                    }
                    let pair_seed =
                        FastRng::new(args.seed ^ (pair as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
                            .next_u64();
                    for a_seat in Seat::BOTH {
                        let bot_seed = pair_seed ^ (a_seat.index() as u64 + 1);
                        let mut bots = [
                            new_bot(args.a, bot_seed),
                            new_bot(args.b, bot_seed.rotate_left(17)),
                        ];
                        let result = play_game(settings, a_seat, &mut bots, pair_seed);
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
            "a": args.a.name(), "b": args.b.name(), "games": results.len(), "a_wins": wins,
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
