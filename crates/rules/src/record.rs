//! The JSON game record of NOTATION.md sections 2 and 6, written from a [`Game`].

use serde::Serialize;

use crate::fairness::{ClientSeed, HandSeeds, bot_seed, to_hex};
use crate::{Action, Game, Outcome, Seat, Settings, Team, TileSet};

/// A whole game as NOTATION.md sections 2 and 6 write it. It holds every
/// deal: it is for storage, for after the game, and for checking tools —
/// never for a player while the game is live.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    pub settings: Settings,
    /// One name per seat.
    pub players: Option<Vec<String>>,
    /// One entry per seat: the seats the computer played, with its level and
    /// its bots' version (docs/fairness.md, "Games against the computer").
    pub bots: Vec<Option<ComputerSeat>>,
    pub hands: Vec<RecordHand>,
    pub result: Option<Outcome>,
}

/// A seat the computer played: its level, and the version of the bots that
/// played it, which fixes how its seeds are bound and its moves reproduced.
/// A game from before seeds were bound to the computer has no version.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ComputerSeat {
    pub level: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

/// One hand of a [`Record`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordHand {
    /// One hand per seat.
    pub deal: Vec<TileSet>,
    pub actions: Vec<Action>,
    /// The mover's remaining clock after each action, when the game was clocked.
    pub clock_ms: Option<Vec<u64>>,
    /// What the hand was dealt from (NOTATION.md section 5), revealed: only
    /// for a hand that is over. `None` for hands dealt from a bare key.
    pub seeds: Option<HandSeeds>,
}

#[derive(Serialize)]
struct RecordJson<'a> {
    draw: usize,
    target: u16,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    partners: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<&'a [String]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bots: Option<&'a [Option<ComputerSeat>]>,
    hands: Vec<HandJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<ResultJson>,
}

#[derive(Serialize)]
struct HandJson<'a> {
    deal: Vec<Vec<String>>,
    actions: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock_ms: Option<&'a [u64]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    commitment: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    server_seed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    client_seeds: Option<Vec<&'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hand_counter: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bot_seeds: Option<Vec<Option<String>>>,
}

#[derive(Serialize)]
pub(crate) struct ResultJson {
    pub(crate) winner: Option<usize>,
    pub(crate) reason: &'static str,
}

impl Record {
    /// Each bound computer seat's seed for a hand dealt from `seeds`.
    fn bot_seeds(&self, seeds: &HandSeeds) -> Option<Vec<Option<String>>> {
        let bound = |seat: Seat| {
            self.bots
                .get(seat.index())
                .and_then(Option::as_ref)
                .is_some_and(|b| b.version.is_some())
        };
        let seats = self.settings.seats().all();
        seats.iter().copied().any(bound).then(|| {
            seats
                .iter()
                .map(|&s| bound(s).then(|| to_hex(&bot_seed(&seeds.server_seed, s))))
                .collect()
        })
    }

    /// The record as JSON text, keys in the order of NOTATION.md.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a record always serialises")
    }
}

/// NOTATION.md section 2's shape, keys in its order.
impl Serialize for Record {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let hands = self
            .hands
            .iter()
            .map(|hand| HandJson {
                deal: hand
                    .deal
                    .iter()
                    .map(|tiles| tiles.iter().map(|t| t.to_string()).collect())
                    .collect(),
                actions: hand.actions.iter().map(ToString::to_string).collect(),
                clock_ms: hand.clock_ms.as_deref(),
                commitment: hand.seeds.as_ref().map(HandSeeds::commitment),
                server_seed: hand.seeds.as_ref().map(|s| to_hex(&s.server_seed)),
                client_seeds: hand
                    .seeds
                    .as_ref()
                    .map(|s| s.client_seeds.iter().map(ClientSeed::as_str).collect()),
                hand_counter: hand.seeds.as_ref().map(|s| s.hand_counter),
                bot_seeds: hand.seeds.as_ref().and_then(|s| self.bot_seeds(s)),
            })
            .collect();
        let json = RecordJson {
            draw: self.settings.deal_size.tiles(),
            target: self.settings.target.points(),
            partners: self.settings.seats().partners(),
            players: self.players.as_deref(),
            bots: self
                .bots
                .iter()
                .any(Option::is_some)
                .then_some(&self.bots[..]),
            hands,
            result: self.result.map(|o| ResultJson {
                winner: o.winner.map(Team::index),
                reason: o.reason.as_str(),
            }),
        };
        json.serialize(serializer)
    }
}

impl Game {
    /// The whole game, every deal included: for storage and for after the
    /// game. Never send it to a player while the game is live.
    pub fn to_record(&self) -> Record {
        Record {
            settings: self.settings(),
            players: None,
            bots: vec![None; self.seats().count()],
            hands: self
                .logs()
                .iter()
                .map(|log| RecordHand {
                    deal: log.deal.hands().to_vec(),
                    actions: log.events.iter().map(|e| e.action).collect(),
                    clock_ms: None,
                    seeds: None,
                })
                .collect(),
            result: self.outcome(),
        }
    }
}
