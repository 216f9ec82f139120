//! Plays variants of a search bot's settings against an opponent on
//! duplicate deals, for tuning:
//! `cargo run --release -p dominoes-bots --example tune -- GAMES BASE OPPONENT`
//! where BASE is `hard` or `expert` (the settings the variants start from)
//! and OPPONENT is `easy`, `medium`, `hard` (with each variant's own Hard
//! settings), `omniscient` (the variant's own search, shown the true hand)
//! or `omniscient-pimc` (Expert's determinized search, shown the true
//! hand, whatever the variant). The variants below are
//! the last experiment's; edit them for the next (docs/strength.md lists
//! what each experiment measured). Each variant plays the same deals, on
//! its own thread.

use dominoes_bots::{Bot, Expert, Hard, Level, SearchConfig, new_bot};
use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Seat, Settings, Shuffle, Target};

fn game(variant: SearchConfig, rival: SearchConfig, opponent: &str, seat: Seat, seed: u64) -> bool {
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
    yardstick.config = if opponent == "omniscient-pimc" {
        // The determinized search's yardstick, whatever the variant.
        SearchConfig {
            iterations: 0,
            ..Expert::CONFIG
        }
    } else {
        variant
    };
    let mut other: Box<dyn Bot> = match opponent {
        // The yardstick plays the omniscient side; this bot goes unused.
        "hard" | "omniscient" | "omniscient-pimc" => {
            let mut hard = Hard::new(seed ^ 1);
            hard.config = rival;
            Box::new(hard)
        }
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
        } else if opponent.starts_with("omniscient") {
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
    // The last experiment: the tree search's exploration constant.
    let exploring = |exploration| SearchConfig {
        exploration,
        ..base
    };
    let variants = [
        ("exploration 0.35", exploring(0.35), Hard::CONFIG),
        ("exploration 0.2", exploring(0.2), Hard::CONFIG),
        ("exploration 0.1", exploring(0.1), Hard::CONFIG),
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
