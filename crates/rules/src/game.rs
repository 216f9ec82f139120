//! A whole game: hands one after another, who leads each, and how the game ends.

use crate::position::first_lead;
use crate::{
    Action, Deal, HandEnd, IllegalAction, Move, Position, Seat, Settings, Step, Team, Tile,
};

/// One action as it happened, with what it did to the count and score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Event {
    pub seat: Seat,
    pub action: Action,
    pub count: u8,
    pub points: u8,
}

/// One hand of the game, finished or live.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct HandLog {
    pub(crate) deal: Deal,
    pub(crate) leader: Seat,
    pub(crate) events: Vec<Event>,
}

/// Why a game ended (NOTATION.md section 2, `result.reason`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    /// The winner reached the final score.
    Score,
    /// The loser's clock ran out.
    Time,
    /// The loser resigned.
    Resign,
    /// Nobody won: the game was closed unfinished.
    Abandoned,
}

impl Reason {
    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::Score => "score",
            Reason::Time => "time",
            Reason::Resign => "resign",
            Reason::Abandoned => "abandoned",
        }
    }

    pub fn parse(text: &str) -> Option<Reason> {
        [
            Reason::Score,
            Reason::Time,
            Reason::Resign,
            Reason::Abandoned,
        ]
        .into_iter()
        .find(|r| r.as_str() == text)
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The side that won (at a table of two, the seat of the same number);
    /// `None` only when abandoned.
    pub winner: Option<Team>,
    pub reason: Reason,
}

impl Outcome {
    /// Whether `seat`'s side won.
    pub fn won(&self, seat: Seat) -> bool {
        self.winner == Some(seat.team())
    }
}

/// Why a game-level request is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
    #[error("the hand is still being played")]
    HandNotOver,
    #[error("the deal does not have {0} tiles in each hand")]
    DealSize(usize),
    #[error("the boneyard is empty")]
    BoneyardEmpty,
    #[error("there are not that many actions to take back in this hand")]
    NothingToUndo,
}

/// A game of All Fives: the referee's full state. Hidden information
/// leaves it only through [`Game::view`] (what one seat may see) and
/// [`Game::to_record`] (the whole record, for storage and for after the game).
///
/// ```
/// use dominoes_rules::{DealSize, Game, Settings, Seat, Shuffle, Target};
/// let settings = Settings { deal_size: DealSize::Seven, target: Target::DEFAULT };
/// let shuffle = Shuffle::from_key([1; 32]);
/// let mut game = Game::new(settings, shuffle.deal(DealSize::Seven)).unwrap();
/// let view = game.view(game.turn());
/// let first = view.legal[0];
/// game.play(first, &shuffle).unwrap();
/// assert_eq!(game.view(Seat::Zero).history.len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    settings: Settings,
    position: Position,
    hands: Vec<HandLog>,
    outcome: Option<Outcome>,
}

impl Game {
    /// The first hand of a game, led per RULES.md section 2.
    ///
    /// # Errors
    /// If the deal does not match the settings' deal size.
    pub fn new(settings: Settings, deal: Deal) -> Result<Game, GameError> {
        check_size(settings, deal)?;
        let (leader, tile) = first_lead(deal.hands());
        let position = start(settings, deal, [0, 0], leader, Some(tile));
        Ok(Game {
            settings,
            position,
            hands: vec![HandLog {
                deal,
                leader,
                events: Vec::new(),
            }],
            outcome: None,
        })
    }

    /// Starts the next hand once the current one has ended, led by its
    /// winner (or, after a tied block, by the seat after the one that led it).
    ///
    /// # Errors
    /// If the game is over, the hand is still live, or the deal has the wrong size.
    pub fn next_hand(&mut self, deal: Deal) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        let leader = self.position.next_leader().ok_or(GameError::HandNotOver)?;
        check_size(self.settings, deal)?;
        self.position = start(self.settings, deal, self.position.scores(), leader, None);
        self.hands.push(HandLog {
            deal,
            leader,
            events: Vec::new(),
        });
        Ok(())
    }

    /// Applies an action of the player on turn; an illegal one changes nothing.
    ///
    /// # Errors
    /// If the game is over or the action is illegal.
    pub fn apply(&mut self, action: Action) -> Result<Step, GameError> {
        if self.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        let seat = self.position.turn();
        let step = self.position.apply(action)?;
        self.current_mut().events.push(Event {
            seat,
            action,
            count: step.count,
            points: step.points,
        });
        if let Some(winner) = self.position.game_winner() {
            self.outcome = Some(Outcome {
                winner: Some(winner),
                reason: Reason::Score,
            });
        }
        Ok(step)
    }

    /// Applies a player's move; a draw takes the next tile of `shuffle`,
    /// which must be the shuffle this hand was dealt from.
    ///
    /// # Errors
    /// As [`Game::apply`]; also if a draw finds the boneyard empty.
    pub fn play(&mut self, mv: Move, shuffle: &crate::Shuffle) -> Result<Step, GameError> {
        let action = self.action_for(mv, shuffle)?;
        self.apply(action)
    }

    /// The engine action a player's move becomes now: a draw takes the
    /// next tile of `shuffle`'s order (RULES.md section 8). For a referee
    /// that stores the action before it applies it.
    ///
    /// # Errors
    /// [`GameError::BoneyardEmpty`] for a draw with nothing left to draw.
    pub fn action_for(&self, mv: Move, shuffle: &crate::Shuffle) -> Result<Action, GameError> {
        Ok(match mv {
            Move::Lead { tile, left } => Action::Lead { tile, left },
            Move::Play { tile, end } => Action::Play { tile, end },
            Move::Pass => Action::Pass,
            Move::Draw => Action::Draw(
                shuffle
                    .next_draw(&self.position)
                    .ok_or(GameError::BoneyardEmpty)?,
            ),
        })
    }

    /// How many of the current hand's actions an undo of `seat`'s last
    /// play takes back: that lead or play and everything after it (the
    /// other seats' replies, draws, passes). `None` if `seat` has placed no
    /// tile this hand.
    pub fn undo_depth(&self, seat: Seat) -> Option<usize> {
        let events = self.events();
        events
            .iter()
            .rposition(|e| e.seat == seat && e.action.placed_tile().is_some())
            .map(|at| events.len() - at)
    }

    /// The game as it was before the current hand's last `n` actions: every
    /// earlier hand and the kept actions replayed from their deals, so the
    /// position, scores and turn are exactly those of then (a draw made
    /// again from the same shuffle gives the same tile).
    ///
    /// # Errors
    /// [`GameError::NothingToUndo`] if the current hand has fewer than `n`
    /// actions.
    pub fn taken_back(&self, n: usize) -> Result<Game, GameError> {
        let kept = self
            .events()
            .len()
            .checked_sub(n)
            .ok_or(GameError::NothingToUndo)?;
        let last = self.hands.len() - 1;
        let mut game = Game::new(self.settings, self.hands[0].deal)?;
        for (number, log) in self.hands.iter().enumerate() {
            if number > 0 {
                game.next_hand(log.deal)?;
            }
            let events = if number == last {
                &log.events[..kept]
            } else {
                &log.events[..]
            };
            for event in events {
                game.apply(event.action)?;
            }
        }
        Ok(game)
    }

    /// Ends the game with `loser` resigning or out of time (`reason` is
    /// [`Reason::Resign`] or [`Reason::Time`]): the other side wins, as at a
    /// table of four a player's time or resignation loses the game for their
    /// partnership. Or it ends with nobody winning ([`Reason::Abandoned`],
    /// `loser` ignored).
    ///
    /// # Errors
    /// If the game is already over.
    pub fn end(&mut self, loser: Seat, reason: Reason) -> Result<Outcome, GameError> {
        if self.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        let winner = match reason {
            Reason::Abandoned => None,
            _ => Some(loser.team().other()),
        };
        let outcome = Outcome { winner, reason };
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    pub const fn settings(&self) -> Settings {
        self.settings
    }

    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The seat on turn in the current hand.
    pub const fn turn(&self) -> Seat {
        self.position.turn()
    }

    /// The game scores, per side.
    pub const fn scores(&self) -> [u16; 2] {
        self.position.scores()
    }

    /// Who sits at the table.
    pub const fn seats(&self) -> crate::Seats {
        self.settings.deal_size.seats()
    }

    /// The current hand's number, from 0.
    pub fn hand_number(&self) -> usize {
        self.hands.len() - 1
    }

    /// How the current hand ended, if it has.
    pub const fn hand_end(&self) -> Option<HandEnd> {
        self.position.end()
    }

    /// Whether the current hand has ended and the game goes on with another.
    pub fn awaits_next_hand(&self) -> bool {
        self.outcome.is_none() && self.position.is_over()
    }

    /// The full position, opponents' hands and boneyard included: for the
    /// Omniscient yardstick bot and for tests only, never for players.
    pub const fn omniscient_position(&self) -> &Position {
        &self.position
    }

    /// The events of the current hand.
    pub fn events(&self) -> &[Event] {
        &self.current().events
    }

    fn current(&self) -> &HandLog {
        self.hands.last().expect("a game always has a hand")
    }

    fn current_mut(&mut self) -> &mut HandLog {
        self.hands.last_mut().expect("a game always has a hand")
    }

    pub(crate) fn logs(&self) -> &[HandLog] {
        &self.hands
    }
}

fn check_size(settings: Settings, deal: Deal) -> Result<(), GameError> {
    if deal.size() == settings.deal_size {
        Ok(())
    } else {
        Err(GameError::DealSize(settings.deal_size.tiles()))
    }
}

fn start(
    settings: Settings,
    deal: Deal,
    scores: [u16; 2],
    leader: Seat,
    forced: Option<Tile>,
) -> Position {
    Position::start_slots(
        deal.slots(),
        deal.seats(),
        scores,
        settings.target.points(),
        leader,
        forced,
    )
    .expect("a checked deal with scores below the target is a valid start")
}
