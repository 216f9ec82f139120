//! Medium: a counting player. It weighs the points a move scores now
//! against the opponent's expected best reply, keeps suit variety and tiles
//! that score on its next turn, and sheds heavy tiles when the hand may end.
//!
//! At a table of four the opponent who replies is the next seat, and the
//! partner (who plays after them) is counted on: what the partner could
//! score on the layout as left is a small plus, and ends the partner is
//! known to lack are a small cost.

use dominoes_rules::{End, Layout, Move, SeatView, TileSet};

use crate::greedy::{points_now, weight_of};
use crate::{Bot, Knowledge};

/// The weights of Medium's evaluation.
#[derive(Clone, Copy, Debug)]
pub struct Medium {
    /// Per expected point of the opponent's best reply.
    pub reply: f64,
    /// Per point the best remaining tile would score on the layout as left.
    pub follow_up: f64,
    /// Per distinct number left in hand.
    pub variety: f64,
    /// Per pip shed when the hand may end soon.
    pub shed: f64,
    /// At a table of four: per expected point of the partner's best play on
    /// the layout as left (the opponent plays in between, so it is a hint).
    pub partner: f64,
    /// At a table of four: per open end the partner is known to lack.
    pub partner_blocked: f64,
}

impl Default for Medium {
    fn default() -> Medium {
        Medium {
            reply: 0.9,
            follow_up: 0.25,
            variety: 0.6,
            shed: 0.5,
            partner: 0.3,
            partner_blocked: 1.5,
        }
    }
}

/// The best points any tile of `tiles` scores on `layout`, per tile.
fn best_points(layout: &Layout, tile: dominoes_rules::Tile) -> u8 {
    End::ALL
        .into_iter()
        .filter(|&end| layout.fits(tile, end))
        .map(|end| points_now(layout, Move::Play { tile, end }))
        .max()
        .unwrap_or(0)
}

/// The expected best points the opponent scores in reply on `layout`, if
/// each tile they may hold is in their hand with chance `p`.
fn expected_best_reply(layout: &Layout, may_hold: TileSet, p: f64) -> f64 {
    let mut replies: Vec<u8> = may_hold
        .iter()
        .map(|t| best_points(layout, t))
        .filter(|&points| points > 0)
        .collect();
    replies.sort_unstable_by(|a, b| b.cmp(a));
    let mut none_better = 1.0;
    let mut expected = 0.0;
    for points in replies {
        expected += f64::from(points) * p * none_better;
        none_better *= 1.0 - p;
    }
    expected
}

fn distinct_numbers(hand: TileSet) -> u32 {
    (0..=6)
        .filter(|&n| !hand.intersection(TileSet::suit(n)).is_empty())
        .count() as u32
}

impl Medium {
    fn evaluate(&self, view: &SeatView, knowledge: &Knowledge, mv: Move) -> f64 {
        let (tile, mut layout) = (
            match mv {
                Move::Lead { tile, .. } | Move::Play { tile, .. } => tile,
                Move::Draw | Move::Pass => return 0.0,
            },
            view.layout,
        );
        let now = match mv {
            Move::Lead { left, .. } => layout.place_lead(tile, left),
            Move::Play { end, .. } => layout.place(tile, end),
            Move::Draw | Move::Pass => unreachable!("handled above"),
        };
        let now = f64::from(dominoes_rules::points_for(now));
        let hand = {
            let mut hand = view.hand;
            hand.remove(tile);
            hand
        };
        if hand.is_empty() {
            // Dominoing: the points now and the opponent's pips to come.
            return now + 1000.0;
        }
        // The next seat replies: at a table of two, the opponent.
        let opponent = knowledge.opponent();
        let reply = expected_best_reply(&layout, opponent.may_hold, opponent.holding_chance());
        let follow_up = hand
            .iter()
            .map(|t| best_points(&layout, t))
            .max()
            .unwrap_or(0);
        let ending_soon = hand.len() <= 2
            || knowledge.others().any(|s| knowledge.hand(s).tiles <= 2)
            || view.boneyard == 0;
        let shed = if ending_soon {
            f64::from(weight_of(mv))
        } else {
            0.0
        };
        let value = now - self.reply * reply
            + self.follow_up * f64::from(follow_up)
            + self.variety * f64::from(distinct_numbers(hand))
            + self.shed * shed;
        if !view.seats().partners() {
            return value;
        }
        let partner = knowledge.hand(view.seat.partner());
        let partner_points =
            expected_best_reply(&layout, partner.may_hold, partner.holding_chance());
        let partner_lacks = layout
            .open_ends()
            .filter(|&(_, n)| partner.void & 1 << n != 0)
            .count();
        value + self.partner * partner_points - self.partner_blocked * partner_lacks as f64
    }
}

impl Bot for Medium {
    fn choose(&mut self, view: &SeatView) -> Move {
        let knowledge = Knowledge::from_view(view);
        let mut best = view.legal[0];
        let mut best_value = f64::NEG_INFINITY;
        for &mv in &view.legal {
            let value = self.evaluate(view, &knowledge, mv);
            if value > best_value {
                best = mv;
                best_value = value;
            }
        }
        best
    }
}
