//! Criterion benches of the engine's hot paths: a random hand from the deal
//! to its end, and the legal actions of a position.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dominoes_rules::playout::{FastRng, random_deal, random_hand};
use dominoes_rules::position::first_lead;
use dominoes_rules::{Actions, DealSize, Position};

fn playout(c: &mut Criterion) {
    let mut rng = FastRng::new(1);
    c.bench_function("random hand, draw 7", |b| {
        b.iter(|| black_box(random_hand(&mut rng, DealSize::Seven, 150)));
    });
    c.bench_function("random hand, draw 9", |b| {
        b.iter(|| black_box(random_hand(&mut rng, DealSize::Nine, 150)));
    });
    // A position a few actions into a hand.
    let deal = random_deal(&mut rng, DealSize::Seven);
    let (leader, tile) = first_lead(deal.hands());
    let mut position = Position::start(deal.hands(), [0, 0], 150, leader, Some(tile))
        .expect("a fresh deal starts a hand");
    for _ in 0..4 {
        position.play_random(|n| rng.below(n));
    }
    let mut legal = Actions::new();
    c.bench_function("legal actions", |b| {
        b.iter(|| {
            black_box(&position).legal_actions(&mut legal);
            black_box(legal.len())
        });
    });
}

criterion_group!(benches, playout);
criterion_main!(benches);
