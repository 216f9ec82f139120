//! The features of a conditional-logit model of what a player is likely
//! to play, fitted to the plays of our searching bots by `main.rs`.
//!
//! The features of playing `tile` on `end`, for a player holding `held`:
//! the points it scores now, the tile's pips (shedding weight), and the
//! most the player could score next turn with the rest of `held` on the
//! layout it leaves (setting up a follow-up).

use dominoes_rules::{End, Layout, Tile, TileSet, points_for};

/// One decision of a player, as the tables its features are read from.
#[derive(Clone, Debug)]
pub struct Choice {
    lead: bool,
    /// Ends (bit per end index) each tile fits; a lead fits "end 0".
    fits: [u8; 28],
    points: [[u8; 4]; 28],
    /// For tile t on end e (index t * 4 + e): what each tile would score
    /// next on the layout that leaves.
    follow: Vec<[u8; 28]>,
}

impl Choice {
    /// The tables for a play on `before` (a lead if it is empty).
    pub fn new(before: &Layout) -> Choice {
        let mut fits = [0u8; 28];
        let mut points = [[0u8; 4]; 28];
        let mut follow = vec![[0u8; 28]; 28 * 4];
        let lead = before.played().is_empty();
        for tile in Tile::ALL {
            let t = tile.index();
            let mut place = |end: usize, after: Layout, count: u8| {
                fits[t] |= 1 << end;
                points[t][end] = points_for(count);
                let next = &mut follow[t * 4 + end];
                for (e2, n) in after.open_ends() {
                    for u in TileSet::suit(n).difference(after.played()) {
                        let mut again = after;
                        let scored = points_for(again.place(u, e2));
                        next[u.index()] = next[u.index()].max(scored);
                    }
                }
            };
            if lead {
                let mut after = *before;
                let count = after.place_lead(tile, tile.low());
                place(0, after, count);
            } else {
                for (end, n) in before.open_ends() {
                    if tile.has(n) {
                        let mut after = *before;
                        let count = after.place(tile, end);
                        place(end.index(), after, count);
                    }
                }
            }
        }
        Choice {
            lead,
            fits,
            points,
            follow,
        }
    }

    /// The features of playing `tile` on `end` holding `held`.
    pub fn features(&self, tile: Tile, end: Option<End>, held: TileSet) -> [f64; 3] {
        let t = tile.index();
        let e = end.map_or(0, End::index);
        let next = &self.follow[t * 4 + e];
        let follow = held
            .difference(TileSet::EMPTY.with(tile))
            .iter()
            .map(|u| next[u.index()])
            .max()
            .unwrap_or(0);
        [
            f64::from(self.points[t][e]),
            f64::from(tile.weight()),
            f64::from(follow),
        ]
    }

    /// Every play a player holding `held` could make here.
    pub fn plays(&self, held: TileSet) -> impl Iterator<Item = (Tile, Option<End>)> + '_ {
        held.iter().flat_map(move |t| {
            (0..4)
                .filter(move |&e| self.fits[t.index()] & 1 << e != 0)
                .map(move |e| (t, (!self.lead).then_some(End::ALL[e])))
        })
    }
}
