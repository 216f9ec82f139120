//! One hand in progress: every hand, the boneyard, the layout, the scores, whose turn.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::seat::{AtFour, AtTwo, Seating};
use crate::{Action, End, Layout, Seat, Seats, Team, Tile, TileSet};

/// The state of one hand of All Fives, with everything known (every hand
/// and the boneyard). Small and `Copy`: it is the search state of every bot.
///
/// Two seats or four, one engine: the seating decides only who plays next
/// and whose pips a hand's end scores. Scores are kept per side
/// ([`Team`]); at a table of two a seat is its own side.
///
/// A `Position` is never shown to a player. The referee keeps it inside a
/// [`Game`](crate::Game), whose only way out for hidden information is the
/// per-seat [`SeatView`](crate::SeatView).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    /// Seats past the seating's count hold nothing.
    hands: [TileSet; 4],
    boneyard: TileSet,
    layout: Layout,
    /// Per side.
    scores: [u16; 2],
    target: u16,
    turn: Seat,
    leader: Seat,
    seats: Seats,
    forced_lead: Option<Tile>,
    end: Option<HandEnd>,
}

/// How a hand ended (NOTATION.md sections 3 and 6, `end`). It serialises as
/// the `end` every message shows it as (the bot protocol's `hand_end`, a
/// seat's update, the replay's frames), its keys in sorted order as those
/// messages have always had them; at a table of four it adds `team`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HandEnd {
    pub kind: HandEndKind,
    /// The pips left in each hand, one entry per seat.
    pub pips: Pips,
    /// What the end of the hand scored for the winning side (the domino or
    /// block bonus; 0 for `Target`).
    pub points: u16,
    /// Who won the hand (who dominoed, the winner of the block, or whose
    /// play reached the final score); `None` for a tied block.
    pub winner: Option<Seat>,
}

impl HandEnd {
    /// The side that won the hand; `None` for a tied block.
    pub fn team(&self) -> Option<Team> {
        self.winner.map(Seat::team)
    }
}

/// The pips left in each seat's hand at a hand's end: two entries or four.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pips {
    per_seat: [u16; 4],
    seats: Seats,
}

impl Pips {
    /// One entry per seat; `None` unless there are two or four.
    pub fn new(per_seat: &[u16]) -> Option<Pips> {
        let seats = Seats::new(per_seat.len())?;
        let mut all = [0; 4];
        all[..per_seat.len()].copy_from_slice(per_seat);
        Some(Pips {
            per_seat: all,
            seats,
        })
    }

    /// Each side's pips: the sum of its seats' (at a table of two, a seat's own).
    pub fn teams(&self) -> [u16; 2] {
        let p = self.per_seat;
        [p[0] + p[2], p[1] + p[3]]
    }
}

impl std::ops::Deref for Pips {
    type Target = [u16];

    fn deref(&self) -> &[u16] {
        &self.per_seat[..self.seats.count()]
    }
}

impl Serialize for Pips {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Pips {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Pips, D::Error> {
        let list = Vec::<u16>::deserialize(deserializer)?;
        Pips::new(&list).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "pips has one entry per seat, 2 or 4, not {}",
                list.len()
            ))
        })
    }
}

/// The wire shape of [`HandEnd`]: `team` only at a table of four.
#[derive(Serialize, Deserialize)]
#[allow(
    clippy::option_option,
    reason = "`team` absent (a table of two) is not `team` null (a tied block at four)"
)]
struct HandEndJson {
    kind: HandEndKind,
    pips: Pips,
    points: u16,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    team: Option<Option<Team>>,
    winner: Option<Seat>,
}

impl Serialize for HandEnd {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        HandEndJson {
            kind: self.kind,
            pips: self.pips,
            points: self.points,
            team: self.pips.seats.partners().then(|| self.team()),
            winner: self.winner,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for HandEnd {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<HandEnd, D::Error> {
        let json = HandEndJson::deserialize(deserializer)?;
        Ok(HandEnd {
            kind: json.kind,
            pips: json.pips,
            points: json.points,
            winner: json.winner,
        })
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HandEndKind {
    /// A player played their last tile.
    Domino,
    /// The boneyard is empty and nobody can play.
    Blocked,
    /// A play's points reached the final score during the hand.
    Target,
}

impl HandEndKind {
    /// The word of NOTATION.md section 3.
    pub const fn as_str(self) -> &'static str {
        match self {
            HandEndKind::Domino => "domino",
            HandEndKind::Blocked => "blocked",
            HandEndKind::Target => "target",
        }
    }
}

/// What one action did to the count and the score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The count after the action (unchanged by a draw or a pass).
    pub count: u8,
    /// What the action itself scored from the count.
    pub points: u8,
}

/// Why an action is not allowed in a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    #[error("the hand is over")]
    HandOver,
    #[error("{0} is not in the hand of the player on turn")]
    NotInHand(Tile),
    #[error("a lead is only the hand's first action")]
    LeadAfterStart,
    #[error("the first hand must be led with {0}")]
    ForcedLead(Tile),
    #[error("a lead of {0} cannot show {1} on the left")]
    LeadSide(Tile, u8),
    #[error("the hand starts with a lead")]
    NoLeadYet,
    #[error("the {0} end is not open")]
    EndClosed(End),
    #[error("{tile} does not fit the {end} end, which shows {shows}")]
    DoesNotFit { tile: Tile, end: End, shows: u8 },
    #[error("a player holding a playable tile must play")]
    MustPlay,
    #[error("{0} is not in the boneyard")]
    NotInBoneyard(Tile),
    #[error("a pass is only allowed with an empty boneyard")]
    BoneyardNotEmpty,
}

/// Rounds pips to the nearest multiple of 5: remainder 1 or 2 down, 3 or 4 up.
///
/// ```
/// use dominoes_rules::round_to_five;
/// assert_eq!([0, 1, 2, 3, 7, 8, 12, 13].map(round_to_five), [0, 0, 0, 5, 5, 10, 10, 15]);
/// ```
pub const fn round_to_five(pips: u16) -> u16 {
    (pips + 2) / 5 * 5
}

/// The points a count scores: itself if a positive multiple of 5.
///
/// ```
/// use dominoes_rules::points_for;
/// assert_eq!([0, 5, 12, 35].map(points_for), [0, 5, 0, 35]);
/// ```
pub const fn points_for(count: u8) -> u8 {
    if count.is_multiple_of(5) { count } else { 0 }
}

/// Who leads the first hand of a game, and with which tile: the highest
/// double dealt, else the heaviest tile (ties broken by the higher number).
/// `hands` has one hand per seat.
///
/// # Panics
/// If every hand is empty.
#[inline]
pub fn first_lead(hands: &[TileSet]) -> (Seat, Tile) {
    let holder = |tile: Tile| {
        let index = hands.iter().position(|h| h.contains(tile));
        index
            .and_then(Seat::from_index)
            .expect("the tile was dealt")
    };
    let mut dealt = TileSet::EMPTY;
    for &hand in hands {
        dealt = dealt.union(hand);
    }
    let highest_double = (0..=6)
        .rev()
        .filter_map(Tile::double)
        .find(|&d| dealt.contains(d));
    let tile = highest_double.unwrap_or_else(|| {
        dealt
            .iter()
            .max_by_key(|t| (t.weight(), t.high()))
            .expect("first_lead needs a dealt tile")
    });
    (holder(tile), tile)
}

/// A list of actions without heap allocation (at most 32 are ever legal at once).
#[derive(Clone, Copy, Debug)]
pub struct Actions {
    items: [Action; Actions::CAPACITY],
    len: u8,
}

impl Actions {
    /// More than any position allows: 28 plays (7 tiles of a number on each of
    /// 4 ends), 18 leads (9 tiles, two ways round), 14 draws.
    pub const CAPACITY: usize = 32;

    pub const fn new() -> Actions {
        Actions {
            items: [Action::Pass; Actions::CAPACITY],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, action: Action) {
        self.items[self.len as usize] = action;
        self.len += 1;
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len as usize]
    }

    pub const fn len(&self) -> usize {
        self.len as usize
    }

    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for Actions {
    fn default() -> Actions {
        Actions::new()
    }
}

impl std::ops::Deref for Actions {
    type Target = [Action];

    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

/// Everything needed to set up a position mid-hand, unchecked. Turn it into
/// a [`Position`] with [`Position::from_setup`], which checks it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    /// One per seat; seats past the seating's count hold nothing.
    pub hands: [TileSet; 4],
    pub seats: Seats,
    pub boneyard: TileSet,
    pub layout: Layout,
    pub scores: [u16; 2],
    pub target: u16,
    pub turn: Seat,
    pub leader: Seat,
    /// The tile the leader must lead (the first hand of a game only).
    pub forced_lead: Option<Tile>,
}

/// A [`Setup`] that is not a possible position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum InvalidSetup {
    #[error("the hands, the boneyard and the table do not hold each of the 28 tiles exactly once")]
    TilesNotPartitioned,
    #[error("the final score must be a multiple of 5 from 50 to 1000")]
    Target,
    #[error("a score has already reached the final score")]
    GameOver,
    #[error("the forced lead is not in the leader's hand, or the table is not empty")]
    ForcedLead,
    #[error("a seat past the table's seats holds tiles or is on turn")]
    NoSuchSeat,
}

impl Position {
    /// The start of a hand: `leader` is on turn, and must lead `forced_lead`
    /// if given. `hands` has one hand per seat, two or four; `scores` are
    /// per side.
    ///
    /// # Errors
    /// If there are not two or four hands, the hands overlap, the final
    /// score is not a multiple of 5 in 50..=1000, a score has reached it, or
    /// the forced lead is not the leader's.
    pub fn start(
        hands: &[TileSet],
        scores: [u16; 2],
        target: u16,
        leader: Seat,
        forced_lead: Option<Tile>,
    ) -> Result<Position, InvalidSetup> {
        // The checks of `from_setup` that a fresh hand can fail, cheaply:
        // every bot's playouts start hands here.
        let seats = Seats::new(hands.len()).ok_or(InvalidSetup::NoSuchSeat)?;
        let mut all = [TileSet::EMPTY; 4];
        for (to, &from) in all.iter_mut().zip(hands) {
            *to = from;
        }
        Position::start_slots(all, seats, scores, target, leader, forced_lead)
    }

    /// [`Position::start`] with the hands as a [`Deal`](crate::Deal) keeps
    /// them: four slots, the seats past the seating's count empty.
    pub(crate) fn start_slots(
        all: [TileSet; 4],
        seats: Seats,
        scores: [u16; 2],
        target: u16,
        leader: Seat,
        forced_lead: Option<Tile>,
    ) -> Result<Position, InvalidSetup> {
        match seats {
            Seats::Two => Position::start_seated::<AtTwo>(all, scores, target, leader, forced_lead),
            Seats::Four => {
                Position::start_seated::<AtFour>(all, scores, target, leader, forced_lead)
            }
        }
    }

    /// [`Position::start_slots`] at the seating `S`.
    #[inline]
    pub(crate) fn start_seated<S: Seating>(
        all: [TileSet; 4],
        scores: [u16; 2],
        target: u16,
        leader: Seat,
        forced_lead: Option<Tile>,
    ) -> Result<Position, InvalidSetup> {
        let seats = S::SEATS;
        let sitting = &all[..S::COUNT];
        let dealt = sitting.iter().fold(TileSet::EMPTY, |a, &h| a.union(h));
        let held: usize = sitting.iter().map(|h| h.len()).sum();
        if held != dealt.len() {
            return Err(InvalidSetup::TilesNotPartitioned);
        }
        if crate::Target::new(u64::from(target)).is_none() {
            return Err(InvalidSetup::Target);
        }
        if scores.iter().any(|&s| s >= target) {
            return Err(InvalidSetup::GameOver);
        }
        if leader.index() >= seats.count() {
            return Err(InvalidSetup::NoSuchSeat);
        }
        if let Some(tile) = forced_lead
            && !all[leader.index()].contains(tile)
        {
            return Err(InvalidSetup::ForcedLead);
        }
        // Nothing is blocked before the lead.
        Ok(Position {
            hands: all,
            boneyard: dealt.complement(),
            layout: Layout::EMPTY,
            scores,
            target,
            turn: leader,
            leader,
            seats,
            forced_lead,
            end: None,
        })
    }

    /// Checks a setup and makes it a position. The hand ends at once if the
    /// setup is blocked.
    ///
    /// # Errors
    /// See [`InvalidSetup`].
    pub fn from_setup(setup: Setup) -> Result<Position, InvalidSetup> {
        let Setup {
            hands,
            seats,
            boneyard,
            layout,
            scores,
            target,
            turn,
            leader,
            forced_lead,
        } = setup;
        let parts = [
            hands[0],
            hands[1],
            hands[2],
            hands[3],
            boneyard,
            layout.played(),
        ];
        let total: usize = parts.iter().map(|p| p.len()).sum();
        let all = parts.iter().fold(TileSet::EMPTY, |a, &b| a.union(b));
        if total != 28 || all != TileSet::FULL {
            return Err(InvalidSetup::TilesNotPartitioned);
        }
        let beyond = |seat: Seat| seat.index() >= seats.count();
        if beyond(turn)
            || beyond(leader)
            || (seats == Seats::Two && !hands[2].union(hands[3]).is_empty())
        {
            return Err(InvalidSetup::NoSuchSeat);
        }
        if crate::Target::new(u64::from(target)).is_none() {
            return Err(InvalidSetup::Target);
        }
        if scores.iter().any(|&s| s >= target) {
            return Err(InvalidSetup::GameOver);
        }
        if let Some(tile) = forced_lead
            && (!layout.is_empty() || turn != leader || !hands[leader.index()].contains(tile))
        {
            return Err(InvalidSetup::ForcedLead);
        }
        let mut position = Position {
            hands,
            boneyard,
            layout,
            scores,
            target,
            turn,
            leader,
            seats,
            forced_lead,
            end: None,
        };
        position.check_blocked();
        Ok(position)
    }

    /// The tiles in `seat`'s hand. Hidden information: the referee never
    /// shows this to another seat.
    pub const fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    /// The tiles still in the boneyard. Hidden information.
    pub const fn boneyard(&self) -> TileSet {
        self.boneyard
    }

    pub const fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The game scores, per side.
    pub const fn scores(&self) -> [u16; 2] {
        self.scores
    }

    /// Who sits at the table.
    pub const fn seats(&self) -> Seats {
        self.seats
    }

    /// Every seat's hand, in seat order.
    pub fn hands(&self) -> &[TileSet] {
        &self.hands[..self.seats.count()]
    }

    pub const fn target(&self) -> u16 {
        self.target
    }

    pub const fn turn(&self) -> Seat {
        self.turn
    }

    pub const fn leader(&self) -> Seat {
        self.leader
    }

    pub const fn forced_lead(&self) -> Option<Tile> {
        self.forced_lead
    }

    /// How the hand ended, once it has.
    pub const fn end(&self) -> Option<HandEnd> {
        self.end
    }

    pub const fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The count of the layout's ends.
    pub fn count(&self) -> u8 {
        self.layout.count()
    }

    /// The tiles in `seat`'s hand that fit an open end (none before the lead).
    pub fn playable(&self, seat: Seat) -> TileSet {
        self.layout.playable(self.hands[seat.index()])
    }

    /// Every legal action of the player on turn, into `out` (cleared first).
    /// Leads are listed both ways round; a forced draw is listed once per
    /// boneyard tile (the referee supplies the actual tile).
    pub fn legal_actions(&self, out: &mut Actions) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        let hand = self.hands[self.turn.index()];
        if self.layout.is_empty() {
            let leads = match self.forced_lead {
                Some(tile) => TileSet::EMPTY.with(tile),
                None => hand,
            };
            for tile in leads {
                out.push(Action::Lead {
                    tile,
                    left: tile.low(),
                });
                if !tile.is_double() {
                    out.push(Action::Lead {
                        tile,
                        left: tile.high(),
                    });
                }
            }
            return;
        }
        let fitting = self.layout.fitting(hand);
        for (end, tiles) in End::ALL.into_iter().zip(fitting) {
            for tile in tiles {
                out.push(Action::Play { tile, end });
            }
        }
        if !out.is_empty() {
            return;
        }
        if self.boneyard.is_empty() {
            out.push(Action::Pass);
        } else {
            for tile in self.boneyard {
                out.push(Action::Draw(tile));
            }
        }
    }

    /// One legal action of the player on turn, chosen by index without
    /// listing them: `pick(n)` gets the number of legal actions and returns
    /// an index below it; the action is the one [`Position::legal_actions`]
    /// lists at that index. `None` once the hand is over.
    #[inline]
    pub fn choose_action(&self, pick: impl FnOnce(usize) -> usize) -> Option<Action> {
        if self.end.is_some() {
            return None;
        }
        if self.layout.is_empty() {
            let mut leads = Actions::new();
            self.legal_actions(&mut leads);
            return Some(leads[pick(leads.len())]);
        }
        let fitting = self.layout.fitting(self.hands[self.turn.index()]);
        let total: usize = fitting.iter().map(|f| f.len()).sum();
        if total == 0 {
            return Some(match self.boneyard.len() {
                0 => Action::Pass,
                n => Action::Draw(
                    self.boneyard
                        .nth(pick(n))
                        .expect("index below the boneyard size"),
                ),
            });
        }
        let mut k = pick(total);
        for (end, tiles) in End::ALL.into_iter().zip(fitting) {
            if k < tiles.len() {
                return Some(Action::Play {
                    tile: tiles.nth(k).expect("index below the set size"),
                    end,
                });
            }
            k -= tiles.len();
        }
        unreachable!("the index is below the number of legal plays")
    }

    /// Whether `action` is legal here, and if not, why.
    ///
    /// # Errors
    /// The first rule the action breaks.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        if self.end.is_some() {
            return Err(IllegalAction::HandOver);
        }
        let hand = self.hands[self.turn.index()];
        let in_hand = |tile| {
            if hand.contains(tile) {
                Ok(())
            } else {
                Err(IllegalAction::NotInHand(tile))
            }
        };
        match action {
            Action::Lead { tile, left } => {
                if !self.layout.is_empty() {
                    return Err(IllegalAction::LeadAfterStart);
                }
                in_hand(tile)?;
                if let Some(forced) = self.forced_lead
                    && forced != tile
                {
                    return Err(IllegalAction::ForcedLead(forced));
                }
                if !tile.has(left) {
                    return Err(IllegalAction::LeadSide(tile, left));
                }
            }
            Action::Play { tile, end } => {
                if self.layout.is_empty() {
                    return Err(IllegalAction::NoLeadYet);
                }
                in_hand(tile)?;
                let Some(shows) = self.layout.end(end) else {
                    return Err(IllegalAction::EndClosed(end));
                };
                if !tile.has(shows) {
                    return Err(IllegalAction::DoesNotFit { tile, end, shows });
                }
            }
            Action::Draw(tile) => {
                if self.layout.is_empty() {
                    return Err(IllegalAction::NoLeadYet);
                }
                if !self.layout.playable(hand).is_empty() {
                    return Err(IllegalAction::MustPlay);
                }
                if !self.boneyard.contains(tile) {
                    return Err(IllegalAction::NotInBoneyard(tile));
                }
            }
            Action::Pass => {
                if self.layout.is_empty() {
                    return Err(IllegalAction::NoLeadYet);
                }
                if !self.layout.playable(hand).is_empty() {
                    return Err(IllegalAction::MustPlay);
                }
                if !self.boneyard.is_empty() {
                    return Err(IllegalAction::BoneyardNotEmpty);
                }
            }
        }
        Ok(())
    }

    /// Checks and applies `action`. An illegal action changes nothing.
    ///
    /// # Errors
    /// See [`Position::check`].
    pub fn apply(&mut self, action: Action) -> Result<Step, IllegalAction> {
        self.check(action)?;
        Ok(self.apply_unchecked(action))
    }

    /// Applies an action already known to be legal (from
    /// [`Position::legal_actions`] or [`Position::check`]): the fast path of
    /// searches. An illegal action leaves the position inconsistent.
    #[inline]
    pub fn apply_unchecked(&mut self, action: Action) -> Step {
        match self.seats {
            Seats::Two => self.apply_seated::<AtTwo>(action),
            Seats::Four => self.apply_seated::<AtFour>(action),
        }
    }

    /// [`Position::apply_unchecked`] at the seating `S`, which is this
    /// position's.
    #[inline]
    fn apply_seated<S: Seating>(&mut self, action: Action) -> Step {
        debug_assert_eq!(self.seats, S::SEATS);
        let mover = self.turn.index();
        match action {
            Action::Lead { tile, left } => {
                self.hands[mover].remove(tile);
                let count = self.layout.place_lead(tile, left);
                self.forced_lead = None;
                self.after_placing::<S>(count)
            }
            Action::Play { tile, end } => self.play_unchecked::<S>(tile, end),
            Action::Draw(tile) => {
                self.draw_unchecked::<S>(tile);
                Step {
                    count: self.layout.count(),
                    points: 0,
                }
            }
            Action::Pass => {
                self.turn = S::next(self.turn);
                Step {
                    count: self.layout.count(),
                    points: 0,
                }
            }
        }
    }

    // Always inlined, as `after_placing` and `Layout::place`: the hot loop
    // is then one function per seating, whatever the binary around it
    // (the optimiser's own choice differed between binaries).
    #[allow(clippy::inline_always, reason = "the hot loop of random playouts")]
    #[inline(always)]
    fn play_unchecked<S: Seating>(&mut self, tile: Tile, end: End) -> Step {
        self.hands[self.turn.index()].remove(tile);
        let count = self.layout.place(tile, end);
        self.after_placing::<S>(count)
    }

    #[inline]
    fn draw_unchecked<S: Seating>(&mut self, tile: Tile) {
        self.boneyard.remove(tile);
        self.hands[self.turn.index()].insert(tile);
        if self.boneyard.is_empty() {
            self.check_blocked_seated::<S>();
        }
    }

    /// Plays one uniformly chosen legal action, as [`Position::choose_action`]
    /// would choose it with the same `pick`, and applies it: the inner loop
    /// of random playouts. Returns `false` (doing nothing) once the hand is over.
    #[inline]
    pub fn play_random(&mut self, pick: impl FnOnce(usize) -> usize) -> bool {
        match self.seats {
            Seats::Two => self.play_random_seated::<AtTwo>(pick),
            Seats::Four => self.play_random_seated::<AtFour>(pick),
        }
    }

    /// Plays the hand to its end as [`Position::play_random`] does, one
    /// action after another: the seating is looked up once, not at every
    /// action. Returns the number of actions played.
    #[inline]
    pub(crate) fn play_out(&mut self, mut pick: impl FnMut(usize) -> usize) -> u32 {
        match self.seats {
            Seats::Two => self.play_out_seated::<AtTwo>(&mut pick),
            Seats::Four => self.play_out_seated::<AtFour>(&mut pick),
        }
    }

    /// [`Position::play_out`] at the seating `S`, which is this position's.
    #[inline]
    pub(crate) fn play_out_seated<S: Seating>(
        &mut self,
        mut pick: impl FnMut(usize) -> usize,
    ) -> u32 {
        let mut actions = 0;
        while self.play_random_seated::<S>(&mut pick) {
            actions += 1;
        }
        actions
    }

    /// [`Position::play_random`] at the seating `S`, which is this
    /// position's.
    #[inline]
    fn play_random_seated<S: Seating>(&mut self, pick: impl FnOnce(usize) -> usize) -> bool {
        debug_assert_eq!(self.seats, S::SEATS);
        if self.end.is_some() {
            return false;
        }
        if self.layout.is_empty() {
            if let Some(action) = self.choose_action(pick) {
                self.apply_seated::<S>(action);
            }
            return true;
        }
        let fitting = self.layout.fitting(self.hands[self.turn.index()]);
        let counts = fitting.map(TileSet::len);
        let total = counts[0] + counts[1] + counts[2] + counts[3];
        if total == 0 {
            match self.boneyard.len() {
                0 => self.turn = S::next(self.turn),
                n => {
                    let tile = self
                        .boneyard
                        .nth(pick(n))
                        .expect("index below the boneyard size");
                    self.draw_unchecked::<S>(tile);
                }
            }
            return true;
        }
        let mut k = pick(total);
        let mut i = 0;
        while k >= counts[i] {
            k -= counts[i];
            i += 1;
        }
        let tile = fitting[i].nth(k).expect("index below the set size");
        self.play_unchecked::<S>(tile, End::ALL[i]);
        true
    }

    /// Scores the count for the mover's side, then ends the hand at the
    /// final score, a domino or a block, or else passes the turn.
    #[allow(clippy::inline_always, reason = "the hot loop of random playouts")]
    #[inline(always)]
    fn after_placing<S: Seating>(&mut self, count: u8) -> Step {
        let mover = self.turn;
        let side = S::side(mover);
        let points = points_for(count);
        self.scores[side] += u16::from(points);
        let step = Step { count, points };
        if self.scores[side] >= self.target {
            self.end = Some(HandEnd {
                kind: HandEndKind::Target,
                winner: Some(mover),
                pips: self.pips::<S>(),
                points: 0,
            });
        } else if self.hands[mover.index()].is_empty() {
            let pips = self.pips::<S>();
            // Both opponents' pips, added and then rounded once (RULES.md
            // section 9); at a table of two the one opponent's.
            let bonus = round_to_five(pips.teams()[side ^ 1]);
            self.scores[side] += bonus;
            self.end = Some(HandEnd {
                kind: HandEndKind::Domino,
                winner: Some(mover),
                pips,
                points: bonus,
            });
        } else {
            self.turn = S::next(mover);
            if self.boneyard.is_empty() {
                self.check_blocked_seated::<S>();
            }
        }
        step
    }

    /// The pips of the seats that sit.
    #[inline]
    fn pips<S: Seating>(&self) -> Pips {
        let mut per_seat = [0; 4];
        for (pips, hand) in per_seat.iter_mut().zip(&self.hands[..S::COUNT]) {
            *pips = hand.pips();
        }
        Pips {
            per_seat,
            seats: S::SEATS,
        }
    }

    /// Ends the hand if the boneyard is empty and nobody can play. The side
    /// with fewer pips wins and scores the other side's, rounded once; the
    /// hand's winner (who leads next) is its seat with fewer pips, the
    /// first in playing order from the leader on equal pips.
    fn check_blocked(&mut self) {
        match self.seats {
            Seats::Two => self.check_blocked_seated::<AtTwo>(),
            Seats::Four => self.check_blocked_seated::<AtFour>(),
        }
    }

    /// [`Position::check_blocked`] at the seating `S`, which is this
    /// position's.
    fn check_blocked_seated<S: Seating>(&mut self) {
        let all = self.hands[..S::COUNT]
            .iter()
            .fold(TileSet::EMPTY, |a, &h| a.union(h));
        if self.layout.is_empty()
            || !self.boneyard.is_empty()
            || !self.layout.playable(all).is_empty()
        {
            return;
        }
        let pips = self.pips::<S>();
        let sides = pips.teams();
        let (side, points) = match sides[0].cmp(&sides[1]) {
            std::cmp::Ordering::Less => (Some(Team::Zero), round_to_five(sides[1])),
            std::cmp::Ordering::Greater => (Some(Team::One), round_to_five(sides[0])),
            std::cmp::Ordering::Equal => (None, 0),
        };
        let winner = side.map(|side| {
            self.scores[side.index()] += points;
            let mut seat = self.leader;
            let mut best: Option<Seat> = None;
            for _ in 0..S::COUNT {
                if side.has(seat) && best.is_none_or(|b| pips[seat.index()] < pips[b.index()]) {
                    best = Some(seat);
                }
                seat = S::next(seat);
            }
            best.expect("a side has a seat")
        });
        self.end = Some(HandEnd {
            kind: HandEndKind::Blocked,
            winner,
            pips,
            points,
        });
    }

    /// Who leads the next hand after this one ended (RULES.md sections 2
    /// and 9): the winner, or after a tied block the seat after this hand's
    /// leader. `None` while the hand is live.
    pub fn next_leader(&self) -> Option<Seat> {
        let end = self.end?;
        Some(end.winner.unwrap_or(self.seats.next(self.leader)))
    }

    /// The side that reached the final score, if any.
    pub fn game_winner(&self) -> Option<Team> {
        Team::BOTH
            .into_iter()
            .find(|s| self.scores[s.index()] >= self.target)
    }
}
