//! A duplicate round's board: which deal each of its games plays, and from
//! which seats.
//!
//! A board of a round with `deals` deals plays `2 × deals` games: first
//! every deal with the board's first player in seat 0, then every deal
//! again, in the same order, with the seats swapped. So each of the two
//! players holds each deal's seat-0 tiles once and its seat-1 tiles once,
//! and the two games of one deal are as far apart as the round allows.

/// How many games a board plays.
pub fn games(deals: u8) -> u32 {
    2 * u32::from(deals)
}

/// The deal game `game` of a board plays (from 0).
pub fn deal(game: u32, deals: u8) -> u32 {
    game % u32::from(deals.max(1))
}

/// Whether game `game` of a board has the seats swapped (the board's
/// second player in seat 0).
pub fn swapped(game: u32, deals: u8) -> bool {
    game >= u32::from(deals)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_deal_is_played_once_from_each_seat() {
        let plays: Vec<(u32, bool)> = (0..games(3)).map(|g| (deal(g, 3), swapped(g, 3))).collect();
        assert_eq!(
            plays,
            [
                (0, false),
                (1, false),
                (2, false),
                (0, true),
                (1, true),
                (2, true)
            ]
        );
        assert_eq!((games(1), deal(1, 1), swapped(1, 1)), (2, 0, true));
    }
}
