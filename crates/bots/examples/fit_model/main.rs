//! Fits the opponent model of `model.rs` to the plays of our
//! searching bots: `cargo run --release -p dominoes-bots --example fit_model
//! -- GAMES`. Plays Hard against Hard and Expert's search shown the true
//! hand against Expert, records every unforced play with the features of
//! every alternative, and fits the weights by gradient ascent on the conditional
//! log-likelihood. Prints the weights and the fit against the points-only
//! model in use. Besides the model's three features it fits a fourth that
//! only the player who is not moving can compute: the most they could
//! score straight back with the hand they really hold.
//!
//! The fit was never wired into Expert's inference (docs/strength.md has
//! what it measured), so the model lives here, not in the library.

mod model;

use dominoes_bots::{Bot, Expert, Hard, Omniscient};
use dominoes_rules::playout::SeededGame;
use dominoes_rules::{DealSize, Game, Move, Settings, Target};
use model::Choice;

/// One decision: the features of every alternative, and which was made.
struct Decision {
    options: Vec<[f64; 4]>,
    chosen: usize,
}

fn record(game: &Game, mv: Move, out: &mut Vec<Decision>) {
    let view = game.view(game.turn());
    let choice = Choice::new(&view.layout);
    let plays: Vec<_> = choice.plays(view.hand).collect();
    if plays.len() < 2 {
        return;
    }
    let made = match mv {
        Move::Lead { tile, .. } => (tile, None),
        Move::Play { tile, end } => (tile, Some(end)),
        Move::Draw | Move::Pass => return,
    };
    let Some(chosen) = plays.iter().position(|&p| p == made) else {
        return;
    };
    out.push(Decision {
        options: plays
            .iter()
            .map(|&(t, e)| {
                let f = choice.features(t, e, view.hand);
                let theirs = game.omniscient_position().hand(game.turn().other());
                let reply = choice.features(t, e, theirs.with(t))[2];
                [f[0], f[1], f[2], reply]
            })
            .collect(),
        chosen,
    });
}

fn play(seed: u64, omniscient: bool, out: &mut Vec<Decision>) {
    let settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };
    let mut seeded = SeededGame::new(settings, seed);
    let mut hard = [Hard::new(seed), Hard::new(seed ^ 1)];
    let mut expert = Expert::new(seed ^ 2);
    // The yardstick the fit was measured with: Expert's own search shown
    // the hand (the arena's yardstick is now a fixed, weaker search).
    let mut yardstick = Omniscient::with_config(seed ^ 3, Expert::CONFIG);
    while let Some(view) = seeded.next_view() {
        let seat = view.seat;
        let mv = if !omniscient {
            hard[seat.index()].choose(&view)
        } else if seat.index() == 0 {
            yardstick.choose_seeing(&view, seeded.game.omniscient_position())
        } else {
            expert.choose(&view)
        };
        // The plays of the side being modelled: Hard's, and the yardstick's.
        if !omniscient || seat.index() == 0 {
            record(&seeded.game, mv, out);
        }
        seeded.play(mv).expect("a legal move");
    }
}

fn log_likelihood(data: &[Decision], w: &[f64; 4]) -> (f64, [f64; 4]) {
    let mut ll = 0.0;
    let mut grad = [0.0; 4];
    for d in data {
        let scores: Vec<f64> = d
            .options
            .iter()
            .map(|f| w[0] * f[0] + w[1] * f[1] + w[2] * f[2] + w[3] * f[3])
            .collect();
        let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let exps: Vec<f64> = scores.iter().map(|s| (s - top).exp()).collect();
        let total: f64 = exps.iter().sum();
        ll += scores[d.chosen] - top - total.ln();
        for k in 0..4 {
            let expected: f64 = d
                .options
                .iter()
                .zip(&exps)
                .map(|(f, e)| f[k] * e / total)
                .sum();
            grad[k] += d.options[d.chosen][k] - expected;
        }
    }
    (ll, grad)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let mut data = Vec::new();
    for seed in 0..games {
        play(seed * 31 + 5, seed % 2 == 1, &mut data);
    }
    let n = data.len() as f64;
    let mut w = [0.25, 0.0, 0.0, 0.0];
    let before = log_likelihood(&data, &w).0 / n;
    let mut step = 0.01;
    let mut current = before;
    for _ in 0..3000 {
        let (_, grad) = log_likelihood(&data, &w);
        let trial = [0, 1, 2, 3].map(|k| w[k] + step * grad[k] / n);
        let ll = log_likelihood(&data, &trial).0 / n;
        if ll > current {
            w = trial;
            current = ll;
            step *= 1.2;
        } else {
            step *= 0.5;
        }
    }
    println!(
        "{} decisions; mean log-likelihood: points only (1/4) {before:.4}, fitted {current:.4}",
        data.len()
    );
    println!(
        "weights: points {:.4}, pips {:.4}, follow-up {:.4}, their reply {:.4}",
        w[0], w[1], w[2], w[3]
    );
}
