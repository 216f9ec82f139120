//! The shuffle is unbiased: how often each tile lands in each of the 28
//! positions, over deals keyed through the real derivation
//! (`fairness::shuffle_key`) with varying seeds, against the uniform
//! expectation, by Pearson's chi-square test.
//!
//! The figure in docs/fairness.md comes from the opt-in long run:
//! `cargo test --release -p dominoes-rules --test unbiased -- --ignored --nocapture`.

use dominoes_rules::Shuffle;
use dominoes_rules::fairness::shuffle_key;

/// Counts of tile (by index) at each position over `deals` deals, the
/// `i`-th keyed from a server seed holding `i`, client seeds that vary with
/// it, and a hand counter from 0 to 15.
fn tile_by_position(deals: u64) -> [[u64; 28]; 28] {
    let mut counts = [[0u64; 28]; 28];
    for i in 0..deals {
        let mut server_seed = [0x5au8; 32];
        server_seed[..8].copy_from_slice(&i.to_le_bytes());
        let client = format!("{:x}", i.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let key = shuffle_key(&server_seed, &[&client, "table seed"], i % 16);
        for (position, tile) in Shuffle::from_key(key).order().iter().enumerate() {
            counts[tile.index()][position] += 1;
        }
    }
    counts
}

/// Pearson's statistic against `deals / 28` in every cell, with its
/// degrees of freedom: each row and column sums to `deals`, so (28 - 1)².
fn chi_square(counts: &[[u64; 28]; 28], deals: u64) -> (f64, f64) {
    let expected = deals as f64 / 28.0;
    let statistic = counts
        .iter()
        .flatten()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    (statistic, 27.0 * 27.0)
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms: about 15 digits).
fn ln_gamma(x: f64) -> f64 {
    const G: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    let x = x - 1.0;
    let t = x + 7.5;
    let sum = G[1..]
        .iter()
        .enumerate()
        .fold(G[0], |s, (i, g)| s + g / (x + i as f64 + 1.0));
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + sum.ln()
}

/// The upper tail P(X ≥ x) of a chi-square with `df` degrees of freedom:
/// the regularized upper incomplete gamma Q(df/2, x/2), by its series
/// below a + 1 and its continued fraction above (Numerical Recipes 6.2).
fn chi_square_tail(statistic: f64, df: f64) -> f64 {
    let (shape, half) = (df / 2.0, statistic / 2.0);
    let front = (-half + shape * half.ln() - ln_gamma(shape)).exp();
    if half < shape + 1.0 {
        let (mut term, mut sum, mut n) = (1.0 / shape, 1.0 / shape, shape);
        while term.abs() > sum.abs() * 1e-15 {
            n += 1.0;
            term *= half / n;
            sum += term;
        }
        1.0 - sum * front
    } else {
        // Lentz's method for the continued fraction.
        let tiny = 1e-300;
        let mut b = half + 1.0 - shape;
        let mut c = 1.0 / tiny;
        let mut d = 1.0 / b;
        let mut value = d;
        for i in 1..10_000 {
            let an = -f64::from(i) * (f64::from(i) - shape);
            b += 2.0;
            d = an * d + b;
            d = if d.abs() < tiny { tiny } else { d };
            c = b + an / c;
            c = if c.abs() < tiny { tiny } else { c };
            d = 1.0 / d;
            let step = d * c;
            value *= step;
            if (step - 1.0).abs() < 1e-15 {
                break;
            }
        }
        front * value
    }
}

#[test]
fn the_tail_function_matches_known_quantiles() {
    // Tables: P(X ≥ 3.841) = 0.05 with 1 df; P(X ≥ 18.307) = 0.05 with 10 df;
    // the median of 2 df is 2 ln 2; for 729 df, 729 leaves about 0.4930.
    assert!((chi_square_tail(3.841_458_820_694_124, 1.0) - 0.05).abs() < 1e-9);
    assert!((chi_square_tail(18.307_038_053_275_146, 10.0) - 0.05).abs() < 1e-9);
    assert!((chi_square_tail(2.0 * 2f64.ln(), 2.0) - 0.5).abs() < 1e-12);
    assert!((chi_square_tail(729.0, 729.0) - 0.493).abs() < 1e-3);
}

/// Deals, statistic, degrees of freedom, p-value.
fn measure(deals: u64) -> (f64, f64, f64) {
    let counts = tile_by_position(deals);
    for row in &counts {
        assert_eq!(row.iter().sum::<u64>(), deals, "each tile once per deal");
    }
    let (statistic, df) = chi_square(&counts, deals);
    (statistic, df, chi_square_tail(statistic, df))
}

/// Quick enough for every run; the inputs are fixed, so it cannot flake.
#[test]
fn twenty_eight_thousand_deals_show_no_bias() {
    let (statistic, df, p) = measure(28_000);
    assert!(
        p > 1e-3,
        "chi-square {statistic:.1} on {df} df: p = {p:.2e}"
    );
}

#[test]
#[ignore = "ten million deals: run with --release (about 5 s)"]
fn ten_million_deals_show_no_bias() {
    let deals = 10_000_000;
    let started = std::time::Instant::now();
    let (statistic, df, p) = measure(deals);
    println!(
        "{deals} deals: chi-square {statistic:.1} on {df} degrees of freedom, p = {p:.3} ({:.1} s)",
        started.elapsed().as_secs_f64()
    );
    assert!(
        p > 1e-3,
        "chi-square {statistic:.1} on {df} df: p = {p:.2e}"
    );
}
