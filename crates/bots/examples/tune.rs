//! Plays variants of a search bot's settings against an opponent on
//! duplicate deals, for tuning:
//! `cargo run --release -p dominoes-bots --example tune -- GAMES BASE OPPONENT`
//! where BASE is `hard` or `expert` (the settings the variants start from)
//! and OPPONENT is `easy`, `medium`, `hard` (with each variant's own Hard
//! settings), `omniscient` (the arena's fixed yardstick, shown the true
//! hand, whatever the variant) or `omniscient-own` (the variant's own
//! search, shown the true hand: what the yardstick was before it was
//! fixed). The two-seat variants in `main` are the last experiment's; edit
//! them for the next (docs/strength.md lists what each experiment
//! measured). Each variant plays the same deals, on its own thread.
//!
//! At four seats, `tune GAMES four OPPONENT [VARIANTS]` takes its variants
//! on the command line (see `tune_four`).

use dominoes_bots::{Bot, Expert, Hard, Level, Omniscient, SearchConfig, new_bot};
use dominoes_rules::playout::SeededGame;
use dominoes_rules::{DealSize, Seat, Settings, Target};

fn game(variant: SearchConfig, rival: SearchConfig, opponent: &str, seat: Seat, seed: u64) -> bool {
    let settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };
    let mut seeded = SeededGame::new(settings, seed);
    let mut bot = Expert::new(seed);
    bot.config = variant;
    let mut yardstick = if opponent == "omniscient-own" {
        Omniscient::with_config(seed ^ 1, variant)
    } else {
        Omniscient::new(seed ^ 1)
    };
    let mut other: Box<dyn Bot> = match opponent {
        // The yardstick plays the omniscient side; this bot goes unused.
        "hard" | "omniscient" | "omniscient-own" => {
            let mut hard = Hard::new(seed ^ 1);
            hard.config = rival;
            Box::new(hard)
        }
        name => new_bot(name.parse::<Level>().expect("a level"), seed ^ 1),
    };
    while let Some(view) = seeded.next_view() {
        let mv = if view.seat == seat {
            bot.choose(&view)
        } else if opponent.starts_with("omniscient") {
            yardstick.choose_seeing(&view, seeded.game.omniscient_position())
        } else {
            other.choose(&view)
        };
        seeded.play(mv).expect("a legal move");
    }
    seeded.game.outcome().is_some_and(|o| o.won(seat))
}

/// A game at a table of four: the variant in seats `k` and `k + 2`, the
/// opponent's level in the other two; whether the variant's side won.
fn game_at_four(variant: SearchConfig, opponent: Level, k: usize, seed: u64, shown: u8) -> bool {
    let settings = Settings {
        deal_size: DealSize::Five,
        target: Target::DEFAULT,
    };
    let mut seeded = SeededGame::new(settings, seed);
    let mut bots: Vec<Box<dyn Bot>> = (0..4)
        .map(|i| -> Box<dyn Bot> {
            if i % 2 == k % 2 {
                let mut expert = Expert::new(seed ^ (k * 16 + i) as u64);
                expert.config = variant;
                Box::new(expert)
            } else {
                new_bot(opponent, seed ^ (k * 16 + i + 8) as u64)
            }
        })
        .collect();
    // The variant shown some hands: the Omniscient type runs its search.
    let mut seeing: Vec<Omniscient> = (0..4)
        .map(|i| Omniscient::with_config(seed ^ (k * 16 + i) as u64, variant))
        .collect();
    while let Some(view) = seeded.next_view() {
        let ours = view.seat.index() % 2 == k % 2;
        let mv = if ours && shown != 0 {
            let truth = seeded.game.omniscient_position();
            seeing[view.seat.index()].choose_seeing_seats(&view, truth, shown)
        } else {
            bots[view.seat.index()].choose(&view)
        };
        seeded.play(mv).expect("a legal move");
    }
    let ours = Seat::ALL[k % 4];
    seeded.game.outcome().is_some_and(|o| o.won(ours))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(2).is_some_and(|a| a == "four") {
        return tune_four(&args);
    }
    let pairs: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200) / 2;
    let base = if args.get(2).is_some_and(|a| a == "hard") {
        Hard::CONFIG
    } else {
        Expert::CONFIG
    };
    let opponent = args.get(3).cloned().unwrap_or_else(|| "hard".into());
    // The last experiment: how sharply the tree's inference expects the
    // opponent to take points.
    let temperature = |temperature| SearchConfig {
        temperature,
        ..base
    };
    let variants = [
        ("temperature 2.5", temperature(2.5), Hard::CONFIG),
        ("temperature 8", temperature(8.0), Hard::CONFIG),
    ];
    std::thread::scope(|scope| {
        for (name, variant, rival) in variants {
            let opponent = &opponent;
            scope.spawn(move || {
                let wins = (0..pairs)
                    .flat_map(|pair| {
                        Seat::BOTH
                            .map(|seat| game(variant, rival, opponent, seat, pair * 7919 + 13))
                    })
                    .filter(|&won| won)
                    .count();
                let rate = 100.0 * wins as f64 / (2 * pairs) as f64;
                println!(
                    "{name:>14}: {rate:.1}% of {} games against {opponent}",
                    2 * pairs
                );
            });
        }
    });
}

/// `tune GAMES four OPPONENT [VARIANTS]`: Expert variants as a side of two
/// against a side of the opponent's level, each deal four times with the
/// sides rotated through the seats. VARIANTS is a comma-separated list,
/// each `SHOWN/GREEDY[:TEMPERATURE[:HEAVY]]` (`0/0` is Expert as it plays;
/// the default is `0/0,0/1`), one thread each:
///
/// - SHOWN: hands shown to the variant's side, for measuring what they are
///   worth (bit 0: the opponents', bit 1: the partner's; 0: none);
/// - GREEDY: `FourSeats::greedy_in_tree` (bit 0: the opponents play greedily
///   inside the tree, bit 1: the partner does);
/// - TEMPERATURE and HEAVY: `FourSeats::opponent_temperature` and
///   `opponent_heavy`, the inference's model of the opponents' plays (a
///   TEMPERATURE of 0, or none, leaves it off; HEAVY needs one above 0).
fn tune_four(args: &[String]) {
    let deals: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(400) / 4;
    let opponent: Level = args
        .get(3)
        .map_or(Ok(Level::Easy), |a| a.parse())
        .expect("a level");
    let base = Expert::CONFIG;
    // docs/strength.md has what every experiment measured.
    let variant = |bits, t, heavy| SearchConfig {
        four: dominoes_bots::FourSeats {
            greedy_in_tree: bits,
            opponent_temperature: t,
            opponent_heavy: heavy,
            ..base.four
        },
        ..base
    };
    let which = args.get(4).map_or("0/0,0/1", String::as_str);
    let variants: Vec<(String, SearchConfig, u8)> = which
        .split(',')
        .map(|row| match parse_row(row) {
            Ok((shown, bits, temperature, heavy)) => {
                (row.to_owned(), variant(bits, temperature, heavy), shown)
            }
            Err(why) => {
                eprintln!("tune: variant {row:?}: {why}");
                std::process::exit(2);
            }
        })
        .collect();
    std::thread::scope(|scope| {
        for (name, variant, shown) in variants {
            scope.spawn(move || {
                let name = &name;
                let wins = (0..deals)
                    .flat_map(|deal| {
                        (0..4).map(move |k| {
                            game_at_four(variant, opponent, k, deal * 7919 + 13, shown)
                        })
                    })
                    .filter(|&won| won)
                    .count();
                let rate = 100.0 * wins as f64 / (4 * deals) as f64;
                println!(
                    "{name:>16}: {rate:.1}% of {} games against {opponent}+{opponent}",
                    4 * deals
                );
            });
        }
    });
}

/// One four-seat variant, `SHOWN/GREEDY[:TEMPERATURE[:HEAVY]]`: (shown,
/// greedy, temperature, heavy), or why it is not one.
fn parse_row(row: &str) -> Result<(u8, u8, f64, f64), String> {
    let bits = |text: &str, what: &str| match text.parse::<u8>() {
        Ok(n) if n <= 3 => Ok(n),
        _ => Err(format!("{what} must be 0, 1, 2 or 3, not {text:?}")),
    };
    let (shown, rest) = row
        .split_once('/')
        .ok_or("expected SHOWN/GREEDY[:TEMPERATURE[:HEAVY]]")?;
    let mut parts = rest.split(':');
    let greedy = bits(parts.next().unwrap_or(""), "GREEDY")?;
    let number = |text: Option<&str>, what: &str| {
        text.map_or(Ok(0.0), |t| {
            t.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or(format!("{what} must be a number, 0 or more, not {t:?}"))
        })
    };
    let temperature = number(parts.next(), "TEMPERATURE")?;
    let heavy = number(parts.next(), "HEAVY")?;
    if parts.next().is_some() {
        return Err("more than four fields".into());
    }
    if heavy > 0.0 && temperature == 0.0 {
        return Err("HEAVY needs a TEMPERATURE above 0 (0: the opponents' model is off)".into());
    }
    Ok((bits(shown, "SHOWN")?, greedy, temperature, heavy))
}
