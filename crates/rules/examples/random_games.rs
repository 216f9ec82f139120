//! Prints random legal game records, one JSON per line, for building test data:
//! `cargo run -p dominoes-rules --example random_games -- GAMES TARGET [DRAW]`.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Settings, Shuffle, Target};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let games = args.first().copied().unwrap_or(10);
    let target = Target::new(args.get(1).copied().unwrap_or(150)).expect("a target");
    let deal_size = DealSize::new(args.get(2).copied().unwrap_or(7)).expect("7 or 9");
    let settings = Settings { deal_size, target };
    let mut rng = FastRng::new(2026);
    for _ in 0..games {
        let mut shuffle = Shuffle::from_key(rng.key());
        let mut game = Game::new(settings, shuffle.deal(deal_size)).expect("a deal");
        while game.outcome().is_none() {
            if game.awaits_next_hand() {
                shuffle = Shuffle::from_key(rng.key());
                game.next_hand(shuffle.deal(deal_size)).expect("next hand");
                continue;
            }
            let legal = game.view(game.turn()).legal;
            let choice = legal[rng.below(legal.len())];
            game.play(choice, &shuffle).expect("a legal move");
        }
        println!("{}", game.to_record().to_json());
    }
}
