//! The JSON game record of NOTATION.md section 2, written from a [`Game`].

use serde::Serialize;

use crate::fairness::{HandSeeds, to_hex};
use crate::{Action, Game, Outcome, Settings, TileSet};

/// A whole game as NOTATION.md section 2 writes it. It holds both deals:
/// it is for storage, for after the game, and for checking tools — never for
/// a player while the game is live.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    pub settings: Settings,
    pub players: Option<[String; 2]>,
    pub hands: Vec<RecordHand>,
    pub result: Option<Outcome>,
}

/// One hand of a [`Record`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordHand {
    pub deal: [TileSet; 2],
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
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<&'a [String; 2]>,
    hands: Vec<HandJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<ResultJson>,
}

#[derive(Serialize)]
struct HandJson<'a> {
    deal: [Vec<String>; 2],
    actions: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock_ms: Option<&'a [u64]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    commitment: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    server_seed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    client_seeds: Option<[&'a str; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hand_counter: Option<u64>,
}

#[derive(Serialize)]
pub(crate) struct ResultJson {
    pub(crate) winner: Option<usize>,
    pub(crate) reason: &'static str,
}

impl Record {
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
                    .map(|tiles| tiles.iter().map(|t| t.to_string()).collect()),
                actions: hand.actions.iter().map(ToString::to_string).collect(),
                clock_ms: hand.clock_ms.as_deref(),
                commitment: hand.seeds.as_ref().map(HandSeeds::commitment),
                server_seed: hand.seeds.as_ref().map(|s| to_hex(&s.server_seed)),
                client_seeds: hand
                    .seeds
                    .as_ref()
                    .map(|s| [s.client_seeds[0].as_str(), s.client_seeds[1].as_str()]),
                hand_counter: hand.seeds.as_ref().map(|s| s.hand_counter),
            })
            .collect();
        let json = RecordJson {
            draw: self.settings.deal_size.tiles(),
            target: self.settings.target.points(),
            players: self.players.as_ref(),
            hands,
            result: self.result.map(|o| ResultJson {
                winner: o.winner.map(crate::Seat::index),
                reason: o.reason.as_str(),
            }),
        };
        json.serialize(serializer)
    }
}

impl Game {
    /// The whole game, both deals included: for storage and for after the
    /// game. Never send it to a player while the game is live.
    pub fn to_record(&self) -> Record {
        Record {
            settings: self.settings(),
            players: None,
            hands: self
                .logs()
                .iter()
                .map(|log| RecordHand {
                    deal: log.deal.hands(),
                    actions: log.events.iter().map(|e| e.action).collect(),
                    clock_ms: None,
                    seeds: None,
                })
                .collect(),
            result: self.outcome(),
        }
    }
}
