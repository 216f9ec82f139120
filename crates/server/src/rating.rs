//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013).
//!
//! Each game between people is its own rating period: both players are
//! updated at once from the ratings they had before it.

use std::f64::consts::PI;

/// The scale between Glicko and Glicko-2 units.
const SCALE: f64 = 173.7178;
/// How much the volatility may change; Glickman suggests 0.3 to 1.2.
const TAU: f64 = 0.5;
const EPSILON: f64 = 0.000_001;

/// A player's rating, deviation and volatility, in Glicko units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500 ± 350.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

impl Rating {
    /// The rating after a period of `results`: each the opponent's rating
    /// and the score (1 win, 0 loss, 0.5 draw).
    #[must_use]
    pub fn after(self, results: &[(Rating, f64)]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            let phi = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi * SCALE).min(350.0),
                ..self
            };
        }
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in results {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g_j = g(opponent.deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
            inverse_v += g_j * g_j * expected * (1.0 - expected);
            sum += g_j * (score - expected);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;

        // The new volatility: the root of f by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        for _ in 0..100 {
            if (big_b - big_a).abs() <= EPSILON {
                break;
            }
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
        }
        let new_sigma = (big_a / 2.0).exp();

        let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + 1500.0,
            deviation: (new_phi * SCALE).min(350.0),
            volatility: new_sigma,
        }
    }

    /// Both players' ratings after one game; `first_won` says who won.
    #[must_use]
    pub fn game(first: Rating, second: Rating, first_won: bool) -> (Rating, Rating) {
        let score = if first_won { 1.0 } else { 0.0 };
        (
            first.after(&[(second, score)]),
            second.after(&[(first, 1.0 - score)]),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: 1500 ± 200 beats 1400 ± 30 and loses to
    /// 1550 ± 100 and 1700 ± 300; the paper gives 1464.06 ± 151.52, σ 0.05999.
    #[test]
    fn glickmans_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let after = player.after(&[
            (opponent(1400.0, 30.0), 1.0),
            (opponent(1550.0, 100.0), 0.0),
            (opponent(1700.0, 300.0), 0.0),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_moves_both_players_apart_by_the_same_amount_between_equals() {
        let (winner, loser) = Rating::game(Rating::default(), Rating::default(), true);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!(((winner.rating - 1500.0) - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < 350.0 && loser.deviation < 350.0);
    }

    #[test]
    fn an_idle_period_widens_the_deviation_up_to_the_cap() {
        let settled = Rating {
            rating: 1600.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let idle = settled.after(&[]);
        assert!(idle.deviation > 50.0 && idle.rating.to_bits() == 1600f64.to_bits());
        assert!(Rating::default().after(&[]).deviation <= 350.0);
    }
}
