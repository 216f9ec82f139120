//! The arena's statistics: win rates with Wilson intervals, Elo from a score.

/// The 95% Wilson score interval of `wins` out of `games`.
pub fn wilson(wins: f64, games: f64) -> (f64, f64) {
    if games == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let p = wins / games;
    let denominator = 1.0 + z * z / games;
    let centre = p + z * z / (2.0 * games);
    let margin = z * (p * (1.0 - p) / games + z * z / (4.0 * games * games)).sqrt();
    (
        (centre - margin) / denominator,
        (centre + margin) / denominator,
    )
}

/// The 95% interval of a mean win share over clusters of games: `shares`
/// holds one cluster's win share each (at a table of four, a deal's, over
/// the four games that rotate the sides through its seats). The games of a
/// deal share its tiles and are not independent, so the interval is the
/// normal one of the mean of the clusters' shares (Student's t for a
/// handful of clusters), clamped to 0..1, rather than one over games.
pub fn cluster_interval(shares: &[f64]) -> (f64, f64) {
    let n = shares.len();
    if n < 2 {
        return (0.0, 1.0);
    }
    let count = n as f64;
    let mean = shares.iter().sum::<f64>() / count;
    let variance = shares.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (count - 1.0);
    // Two-sided 95% quantiles of Student's t for small samples; the normal
    // one from 30 degrees of freedom on.
    let z = match n - 1 {
        1 => 12.706,
        2 => 4.303,
        3 => 3.182,
        4 => 2.776,
        5 => 2.571,
        6..=9 => 2.262,
        10..=19 => 2.093,
        20..=29 => 2.045,
        _ => 1.959_964,
    };
    let margin = z * (variance / count).sqrt();
    ((mean - margin).max(0.0), (mean + margin).min(1.0))
}

/// The Elo difference that predicts this expected score (0 < score < 1);
/// infinite at 0 or 1.
pub fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The `q`-quantile (0..=1) of sorted values, nearest rank.
pub fn quantile(sorted: &[u64], q: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    // q is in 0..=1, so the product is non-negative.
    #[allow(clippy::cast_sign_loss)]
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-4
    }

    #[test]
    fn wilson_matches_published_values() {
        // 81 of 263: 0.2553 .. 0.3662 (the interval as R's prop.test without
        // continuity correction and statsmodels' proportion_confint(method="wilson") give it).
        let (low, high) = wilson(81.0, 263.0);
        assert!(close(low, 0.2553) && close(high, 0.3662), "{low} {high}");
        // 50 of 100: 0.4038 .. 0.5962.
        let (low, high) = wilson(50.0, 100.0);
        assert!(close(low, 0.4038) && close(high, 0.5962), "{low} {high}");
        // No wins still leaves room above 0.
        let (low, high) = wilson(0.0, 10.0);
        assert!(close(low, 0.0) && close(high, 0.2775), "{low} {high}");
    }

    #[test]
    fn cluster_intervals_widen_with_correlated_games() {
        // 100 deals of 4 games: 60% of games won either way.
        let independentish: Vec<f64> = (0..100)
            .map(|i| [0.5, 0.75, 0.5, 0.75, 0.5][i % 5])
            .collect();
        let clustered: Vec<f64> = (0..100)
            .map(|i| if i % 5 < 3 { 1.0 } else { 0.0 })
            .collect();
        let (low, high) = cluster_interval(&independentish);
        assert!(low < 0.6 && high > 0.6 && high - low < 0.06, "{low} {high}");
        let (low, high) = cluster_interval(&clustered);
        assert!(
            close(
                low,
                0.6 - 1.959_964 * (0.24_f64 * 100.0 / 99.0 / 100.0).sqrt()
            ),
            "{low}"
        );
        assert!(high - low > 0.18, "{low} {high}");
        assert_eq!(cluster_interval(&[1.0]), (0.0, 1.0));
        assert_eq!(cluster_interval(&[1.0, 1.0, 1.0]), (1.0, 1.0));
    }

    #[test]
    fn elo_matches_the_logistic_table() {
        assert!(close(elo(0.5), 0.0));
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        assert!((elo(0.64) - 100.0).abs() < 0.3);
        assert!((elo(0.25) + 190.85).abs() < 0.01);
    }

    #[test]
    fn quantiles_use_the_nearest_rank() {
        let values: Vec<u64> = (1..=100).collect();
        assert_eq!(quantile(&values, 0.99), 99);
        assert_eq!(quantile(&values, 1.0), 100);
        assert_eq!(quantile(&values, 0.5), 50);
        assert_eq!(quantile(&[], 0.5), 0);
    }
}
