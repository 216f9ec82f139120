//! Plays variants of a search bot's settings against an opponent on
//! duplicate deals, for tuning:
//! `cargo run --release -p dominoes-bots --example tune -- GAMES BASE OPPONENT`
//! where BASE is `hard` or `expert` (the settings the variants start from)
//! and OPPONENT is `easy`, `medium`, `hard` or `omniscient` (Expert's search
//! with the variant's budget, shown the true hand). The variants below are
//! the last experiment's; edit them for the next (docs/strength.md lists
//! what each experiment measured). Each variant plays the same deals, on
//! its own thread.

use dominoes_bots::{Bot, Expert, Hard, Level, SearchConfig, new_bot};
use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Seat, Settings, Shuffle, Target};

fn game(variant: SearchConfig, opponent: &str, seat: Seat, seed: u64) -> bool {
    let settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };
    let mut keys = FastRng::new(seed);
    let mut shuffle = Shuffle::from_key(keys.key());
    let mut game = Game::new(settings, shuffle.deal(DealSize::Seven)).expect("a deal");
    let mut bot = Expert::new(seed);
    bot.config = variant;
    let mut yardstick = Expert::new(seed ^ 1);
    yardstick.config = variant;
    let mut other: Box<dyn Bot> = match opponent {
        // The yardstick plays the omniscient side; this bot goes unused.
        "hard" | "omniscient" => Box::new(Hard::new(seed ^ 1)),
        name => new_bot(name.parse::<Level>().expect("a level"), seed ^ 1),
    };
    while game.outcome().is_none() {
        if game.awaits_next_hand() {
            shuffle = Shuffle::from_key(keys.key());
            game.next_hand(shuffle.deal(DealSize::Seven))
                .expect("a deal");
            continue;
        }
        let view = game.view(game.turn());
        let mv = if game.turn() == seat {
            bot.choose(&view)
        } else if opponent == "omniscient" {
            yardstick.choose_seeing(&view, game.omniscient_position().hand(seat))
        } else {
            other.choose(&view)
        };
        game.play(mv, &shuffle).expect("a legal move");
    }
    game.outcome().and_then(|o| o.winner) == Some(seat)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pairs: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200) / 2;
    let base = if args.get(2).is_some_and(|a| a == "hard") {
        Hard::CONFIG
    } else {
        Expert::CONFIG
    };
    let opponent = args.get(3).cloned().unwrap_or_else(|| "hard".into());
    let tree = |iterations, exploration| SearchConfig {
        iterations,
        exploration,
        ..base
    };
    let variants = [
        ("pimc", base),
        ("tree 2000 0.7", tree(2000, 0.7)),
        ("tree 2000 0.4", tree(2000, 0.4)),
        ("tree 2000 1.0", tree(2000, 1.0)),
        ("tree 6000 0.7", tree(6000, 0.7)),
    ];
    std::thread::scope(|scope| {
        for (name, variant) in variants {
            let opponent = &opponent;
            scope.spawn(move || {
                let wins = (0..pairs)
                    .flat_map(|pair| {
                        Seat::BOTH.map(|seat| game(variant, opponent, seat, pair * 7919 + 13))
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
