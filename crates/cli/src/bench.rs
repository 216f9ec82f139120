//! `dominoes bench`: uniformly random hands on one thread, in hands and actions per second.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use dominoes_rules::DealSize;
use dominoes_rules::playout::{FastRng, random_hand};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Seconds per run.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Runs; the median is reported.
    #[arg(long, default_value_t = 5)]
    runs: usize,
    /// Tiles dealt to each player: 7 or 9 for two players, 5 for four in
    /// partnerships.
    #[arg(long, default_value = "7", value_parser = clap::builder::PossibleValuesParser::new(["5", "7", "9"]))]
    draw: String,
    /// Seed of the playouts' random generator.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

struct Run {
    hands_per_second: f64,
    actions_per_second: f64,
}

pub fn run(args: &Args) -> ExitCode {
    let size = match args.draw.as_str() {
        "9" => DealSize::Nine,
        "5" => DealSize::Five,
        _ => DealSize::Seven,
    };
    if !(args.seconds > 0.0 && args.seconds.is_finite()) || args.runs == 0 {
        eprintln!("error: --seconds must be positive and --runs at least 1");
        return ExitCode::FAILURE;
    }
    let mut rng = FastRng::new(args.seed);
    let mut runs: Vec<Run> = (0..args.runs)
        .map(|i| {
            let run = measure(&mut rng, size, Duration::from_secs_f64(args.seconds));
            println!(
                "run {}: {:>12.0} hands/s {:>13.0} actions/s",
                i + 1,
                run.hands_per_second,
                run.actions_per_second
            );
            run
        })
        .collect();
    runs.sort_by(|a, b| a.hands_per_second.total_cmp(&b.hands_per_second));
    let median = &runs[runs.len() / 2];
    println!(
        "median of {} runs, draw {} ({} seats), one thread: {:.0} hands/s, {:.0} actions/s",
        args.runs,
        size.tiles(),
        size.seats().count(),
        median.hands_per_second,
        median.actions_per_second
    );
    ExitCode::SUCCESS
}

fn measure(rng: &mut FastRng, size: DealSize, length: Duration) -> Run {
    let start = Instant::now();
    let (mut hands, mut actions) = (0u64, 0u64);
    // Check the clock every batch, not every hand: a clock read costs as much as a hand.
    while start.elapsed() < length {
        for _ in 0..1024 {
            let (position, n) = random_hand(rng, size, 150);
            std::hint::black_box(position);
            hands += 1;
            actions += u64::from(n);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Run {
        hands_per_second: hands as f64 / seconds,
        actions_per_second: actions as f64 / seconds,
    }
}
