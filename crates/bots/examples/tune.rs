//! Plays Expert variants (search settings) against Hard, or against the
//! Omniscient yardstick, on duplicate deals, for tuning:
//! `cargo run --release -p dominoes-bots --example tune -- GAMES [omniscient]`.

use dominoes_bots::{Bot, Expert, Hard, SearchConfig};
use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Seat, Settings, Shuffle, Target};

fn game(variant: SearchConfig, expert_seat: Seat, seed: u64, omniscient: bool) -> bool {
    let settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };
    let mut keys = FastRng::new(seed);
    let mut shuffle = Shuffle::from_key(keys.key());
    let mut game = Game::new(settings, shuffle.deal(DealSize::Seven)).expect("a deal");
    let mut expert = Expert::new(seed);
    expert.config = variant;
    let mut hard = Hard::new(seed ^ 1);
    // The yardstick runs the variant's own search, with the same budget.
    let mut yardstick = Expert::new(seed ^ 1);
    yardstick.config = variant;
    while game.outcome().is_none() {
        if game.awaits_next_hand() {
            shuffle = Shuffle::from_key(keys.key());
            game.next_hand(shuffle.deal(DealSize::Seven))
                .expect("a deal");
            continue;
        }
        let view = game.view(game.turn());
        let mv = if game.turn() == expert_seat {
            expert.choose(&view)
        } else if omniscient {
            let opponent = game.omniscient_position().hand(expert_seat);
            yardstick.choose_seeing(&view, opponent)
        } else {
            hard.choose(&view)
        };
        game.play(mv, &shuffle).expect("a legal move");
    }
    game.outcome().and_then(|o| o.winner) == Some(expert_seat)
}

fn main() {
    let pairs: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200)
        / 2;
    let omniscient = std::env::args().nth(2).is_some_and(|a| a == "omniscient");
    let against = if omniscient { "Omniscient" } else { "Hard" };
    let base = Expert::CONFIG;
    let variants = [
        ("expert", base),
        (
            "no inference",
            SearchConfig {
                inference: false,
                ..base
            },
        ),
        (
            "temperature 2",
            SearchConfig {
                temperature: 2.0,
                ..base
            },
        ),
        (
            "600 samples",
            SearchConfig {
                samples: 600,
                ..base
            },
        ),
        (
            "1000 samples",
            SearchConfig {
                samples: 1000,
                ..base
            },
        ),
        (
            "150 samples",
            SearchConfig {
                samples: 150,
                ..base
            },
        ),
    ];
    std::thread::scope(|scope| {
        for (name, variant) in variants {
            scope.spawn(move || {
                let wins = (0..pairs)
                    .flat_map(|pair| {
                        Seat::BOTH.map(|seat| game(variant, seat, pair * 7919 + 13, omniscient))
                    })
                    .filter(|&won| won)
                    .count();
                println!(
                    "{name:>22}: {:.1}% of {} games against {against}",
                    100.0 * wins as f64 / (2 * pairs) as f64,
                    2 * pairs
                );
            });
        }
    });
}
