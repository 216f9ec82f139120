//! Provably fair deals (NOTATION.md section 5): a hand's shuffle key from the
//! server's committed seed, each seat's seed and the hand counter, and the
//! check of a record's deals and draws against them (`dominoes verify`).
//! docs/fairness.md states the derivation byte by byte.

use serde::Serialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::{
    Action, ComputerSeat, DealSize, ParseActionError, ReplayError, Seat, Seats, Shuffle, Tile,
    TileSet,
};

/// The first bytes hashed into every key, so a key can never be mistaken
/// for the hash of anything else (and a later scheme can change them).
pub const DOMAIN: &[u8; 16] = b"dominoes/fair/v1";

/// The longest client seed, in bytes of UTF-8.
pub const MAX_CLIENT_SEED: usize = 128;

/// What a seat contributes to a hand's shuffle: at most
/// [`MAX_CLIENT_SEED`] bytes of UTF-8 without control characters (so it
/// prints on one line). The empty seed means "none given".
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ClientSeed(String);

/// A client seed that was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseClientSeedError {
    #[error("a client seed is at most {MAX_CLIENT_SEED} bytes, not {0}")]
    TooLong(usize),
    #[error("a client seed may not contain control characters")]
    Control,
}

impl ClientSeed {
    /// # Errors
    /// If `text` is longer than [`MAX_CLIENT_SEED`] bytes or holds a control character.
    pub fn parse(text: &str) -> Result<ClientSeed, ParseClientSeedError> {
        if text.len() > MAX_CLIENT_SEED {
            return Err(ParseClientSeedError::TooLong(text.len()));
        }
        if text.chars().any(char::is_control) {
            return Err(ParseClientSeedError::Control);
        }
        Ok(ClientSeed(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Everything a hand's deal is derived from; the server seed is secret
/// until the hand ends.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HandSeeds {
    pub server_seed: [u8; 32],
    /// One per seat, in seat order.
    pub client_seeds: Vec<ClientSeed>,
    /// The hand's index in its game, from 0.
    pub hand_counter: u64,
}

impl HandSeeds {
    /// The 32-byte key [`Shuffle::from_key`] takes.
    pub fn key(&self) -> [u8; 32] {
        let seeds: Vec<&str> = self.client_seeds.iter().map(ClientSeed::as_str).collect();
        shuffle_key(&self.server_seed, &seeds, self.hand_counter)
    }

    pub fn shuffle(&self) -> Shuffle {
        Shuffle::from_key(self.key())
    }

    pub fn commitment(&self) -> String {
        commitment(&self.server_seed)
    }
}

/// The published commitment to a server seed: lowercase hex SHA-256 of its
/// 32 bytes.
///
/// ```
/// assert_eq!(
///     dominoes_rules::fairness::commitment(&[0; 32]),
///     "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
/// );
/// ```
pub fn commitment(server_seed: &[u8; 32]) -> String {
    to_hex(&Sha256::digest(server_seed))
}

/// A hand's shuffle key: SHA-256 of [`DOMAIN`], the server seed, the hand
/// counter as 8 bytes big-endian, then each seat's seed in seat order (two
/// seats or four) as its UTF-8 length (4 bytes big-endian) and its bytes.
/// The lengths keep `("ab", "c")` and `("a", "bc")` apart.
pub fn shuffle_key(server_seed: &[u8; 32], client_seeds: &[&str], hand_counter: u64) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(DOMAIN);
    hash.update(server_seed);
    hash.update(hand_counter.to_be_bytes());
    for seed in client_seeds {
        let length = u32::try_from(seed.len()).expect("a seed shorter than 4 GiB");
        hash.update(length.to_be_bytes());
        hash.update(seed.as_bytes());
    }
    hash.finalize().into()
}

/// The first bytes hashed into a computer seat's hand seed.
pub const BOT_DOMAIN: &[u8; 16] = b"dominoes/bots/v1";

/// The seed the computer in `seat` plays a hand with: SHA-256 of
/// [`BOT_DOMAIN`], the hand's server seed and the seat's index as one byte.
/// It is fixed with the server seed, before any seat seeds the hand, and
/// revealed with it (docs/fairness.md, "Games against the computer").
pub fn bot_seed(server_seed: &[u8; 32], seat: Seat) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(BOT_DOMAIN);
    hash.update(server_seed);
    hash.update([seat.index() as u8]);
    hash.finalize().into()
}

/// The seed of the bot that makes the action at `index` of its hand (the
/// count of the hand's actions before it): the first 8 bytes, big-endian,
/// of SHA-256 of the hand's bot seed and `index` as 8 bytes big-endian. A
/// fresh bot per move keeps every move reproducible from the record alone.
pub fn bot_move_seed(bot_seed: &[u8; 32], index: usize) -> u64 {
    let mut hash = Sha256::new();
    hash.update(bot_seed);
    hash.update((index as u64).to_be_bytes());
    let digest: [u8; 32] = hash.finalize().into();
    u64::from_be_bytes(digest[..8].try_into().expect("8 bytes"))
}

/// The first bytes hashed into a duplicate round's hand seeds.
pub const DUPLICATE_DOMAIN: &[u8; 16] = b"dominoes/dupl/v1";

/// The server seed of hand `hand_counter` of deal `deal` of a duplicate
/// tournament round whose seed is `round_seed`: SHA-256 of
/// [`DUPLICATE_DOMAIN`], the round seed, `deal` as 4 bytes big-endian and
/// `hand_counter` as 8 bytes big-endian. Every table of the round that
/// plays that deal gets the same server seed for its hand `hand_counter`
/// and the empty seed from every seat, so the same tiles in every seat
/// and the same boneyard (docs/tournaments.md, "Duplicate").
pub fn duplicate_seed(round_seed: &[u8; 32], deal: u32, hand_counter: u64) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(DUPLICATE_DOMAIN);
    hash.update(round_seed);
    hash.update(deal.to_be_bytes());
    hash.update(hand_counter.to_be_bytes());
    hash.finalize().into()
}

/// What [`verify_duplicate`] found in one record of a duplicate round.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DuplicateCheck {
    /// The deal of the round the record played, from 0.
    pub deal: u32,
    /// Its hands, each dealt from the round's seed for that deal.
    pub hands: usize,
    /// Each hand's deal (seat by seat, as the record has it): the same at
    /// every table that played the deal.
    #[serde(skip)]
    pub deals: Vec<Value>,
}

/// Checks that a record (NOTATION.md section 2) is a game of a duplicate
/// round whose seed is `round_seed` and that has `deals` deals: everything
/// [`verify`] checks, every hand seeded, and each hand's server seed the
/// [`duplicate_seed`] of one deal of the round (the same deal for every
/// hand) with the empty seed from every seat.
///
/// # Errors
/// The first fault, as [`verify`] reports one.
pub fn verify_duplicate(
    round_seed: &[u8; 32],
    deals: u32,
    text: &str,
) -> Result<DuplicateCheck, ReplayError> {
    let checked = verify(text)?;
    if let Some(hand) = checked.hands.iter().find(|h| !h.verified) {
        return Err(fault(
            Some(hand.hand),
            None,
            "a duplicate round's hand must reveal its seeds",
        ));
    }
    let value: Value = serde_json::from_str(text)
        .map_err(|e| fault(None, None, format!("unreadable JSON: {e}")))?;
    let hands = value
        .get("hands")
        .and_then(Value::as_array)
        .ok_or_else(|| fault(None, None, "\"hands\" must be a list"))?;
    if hands.is_empty() {
        return Err(fault(None, None, "a game of a duplicate round has hands"));
    }
    let seed_of = |number: usize| {
        hands[number]
            .get("server_seed")
            .and_then(Value::as_str)
            .and_then(parse_hex32)
    };
    let first = seed_of(0);
    let deal = (0..deals)
        .find(|&d| first == Some(duplicate_seed(round_seed, d, 0)))
        .ok_or_else(|| {
            fault(
                Some(0),
                None,
                format!("the server seed is not the round's seed for any of its {deals} deals"),
            )
        })?;
    let mut tiles = Vec::with_capacity(hands.len());
    for (number, hand) in hands.iter().enumerate() {
        if seed_of(number) != Some(duplicate_seed(round_seed, deal, number as u64)) {
            return Err(fault(
                Some(number),
                None,
                format!("the server seed is not the round's seed for hand {number} of deal {deal}"),
            ));
        }
        let empty = hand
            .get("client_seeds")
            .and_then(Value::as_array)
            .is_some_and(|seeds| seeds.iter().all(|s| s.as_str() == Some("")));
        if !empty {
            return Err(fault(
                Some(number),
                None,
                "in a duplicate round every seat's client seed is empty",
            ));
        }
        tiles.push(hand.get("deal").cloned().unwrap_or(Value::Null));
    }
    Ok(DuplicateCheck {
        deal,
        hands: hands.len(),
        deals: tiles,
    })
}

/// Lowercase hex.
pub fn to_hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::new(), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    })
}

/// 32 bytes from exactly 64 lowercase hex digits.
pub fn parse_hex32(text: &str) -> Option<[u8; 32]> {
    let digits = text.as_bytes();
    if digits.len() != 64 {
        return None;
    }
    let value = |d: u8| match d {
        b'0'..=b'9' => Some(d - b'0'),
        b'a'..=b'f' => Some(d - b'a' + 10),
        _ => None,
    };
    let mut bytes = [0; 32];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks(2)) {
        *byte = value(pair[0])? << 4 | value(pair[1])?;
    }
    Some(bytes)
}

/// What `dominoes verify` found in a record whose every seeded hand checks out.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Verification {
    pub hands: Vec<HandCheck>,
    /// Hands whose deal and draws were re-derived and match.
    pub verified: usize,
    /// Hands without revealed seeds (recorded before seeds existed).
    pub unverifiable: usize,
}

/// One hand's result.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct HandCheck {
    pub hand: usize,
    pub verified: bool,
    /// The derived shuffle key, in hex, when verified.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// How many `draw` actions were checked against the order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draws: Option<usize>,
    /// Why the hand could not be verified.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
}

impl Verification {
    /// Indented JSON, as `dominoes verify` prints it.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a verification always serialises")
    }
}

/// Checks a record (NOTATION.md section 2, as JSON text): for every hand
/// with a revealed `server_seed`, that it hashes to `commitment`, that
/// `hand_counter` is the hand's index, that each seat was dealt its slice
/// of the order derived from the seeds, and that every `draw X` took the
/// next tile of that order. It does not check the rules (`replay` does).
///
/// # Errors
/// The first fault, as `{hand, action, reason}` (`action` null for a
/// hand's seeds or deal; `hand` null for the record's shape).
pub fn verify(text: &str) -> Result<Verification, ReplayError> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| fault(None, None, format!("unreadable JSON: {e}")))?;
    let record = value.as_object().ok_or_else(|| {
        fault(
            None,
            None,
            "a record is an object with integer \"draw\" and a list \"hands\"",
        )
    })?;
    let size = crate::replay::deal_size(record).map_err(|reason| fault(None, None, reason))?;
    let hands = record
        .get("hands")
        .and_then(Value::as_array)
        .ok_or_else(|| fault(None, None, "\"hands\" must be a list"))?;
    let computer = computer_seats(&value)?;
    let mut checks = Vec::with_capacity(hands.len());
    for (number, hand) in hands.iter().enumerate() {
        let hand = hand
            .as_object()
            .ok_or_else(|| fault(Some(number), None, "a hand must be an object"))?;
        checks.push(verify_hand(number, hand, size, &computer)?);
    }
    let verified = checks.iter().filter(|c| c.verified).count();
    Ok(Verification {
        unverifiable: checks.len() - verified,
        verified,
        hands: checks,
    })
}

fn fault(hand: Option<usize>, action: Option<usize>, reason: impl Into<String>) -> ReplayError {
    ReplayError {
        hand,
        action,
        reason: reason.into(),
    }
}

/// The seeds a record's hand reveals; `None` if its server seed is not there.
fn hand_seeds(
    number: usize,
    hand: &Map<String, Value>,
    seats: Seats,
) -> Result<Option<HandSeeds>, ReplayError> {
    let at = |reason: String| fault(Some(number), None, reason);
    let Some(server_seed) = hand.get("server_seed") else {
        return Ok(None);
    };
    let server_seed = server_seed
        .as_str()
        .and_then(parse_hex32)
        .ok_or_else(|| at("\"server_seed\" must be 64 lowercase hex digits".into()))?;
    let commitment = hand
        .get("commitment")
        .and_then(Value::as_str)
        .ok_or_else(|| at("a revealed server seed needs its \"commitment\"".into()))?;
    if self::commitment(&server_seed) != commitment {
        return Err(at(format!(
            "the server seed hashes to {}, not to the commitment {commitment}",
            self::commitment(&server_seed)
        )));
    }
    let hand_counter = hand
        .get("hand_counter")
        .and_then(Value::as_u64)
        .ok_or_else(|| at("\"hand_counter\" must be an integer".into()))?;
    if hand_counter != number as u64 {
        return Err(at(format!(
            "\"hand_counter\" is {hand_counter}, but this is hand {number}"
        )));
    }
    let seeds = match hand.get("client_seeds").and_then(Value::as_array) {
        Some(list) if list.len() == seats.count() => list,
        _ => {
            return Err(at(format!(
                "\"client_seeds\" must be a list of {} strings",
                seats.word()
            )));
        }
    };
    let mut client_seeds = Vec::with_capacity(seeds.len());
    for (seat, seed) in seeds.iter().enumerate() {
        let text = seed
            .as_str()
            .ok_or_else(|| at(format!("client seed {seat} must be a string")))?;
        // The room refuses any other seed, so a record holding one was not
        // dealt by it.
        client_seeds
            .push(ClientSeed::parse(text).map_err(|e| at(format!("client seed {seat}: {e}")))?);
    }
    Ok(Some(HandSeeds {
        server_seed,
        client_seeds,
        hand_counter,
    }))
}

/// The record's optional `bots` (JSON, a record's top level): one entry per
/// seat, null for a person or the computer's `{"level": ..., "version":
/// ...}`; `"bots": null` or none is no computer. A computer seat with a
/// `version` has its seeds bound as "Games against the computer" says
/// (docs/fairness.md); records from before that rule name only the level.
/// The answer has one entry per seat of the record's seating (two when
/// its `draw` and `partners` are not readable).
///
/// # Errors
/// A `bots` of another shape, as a fault of the record.
pub fn computer_seats(record: &Value) -> Result<Vec<Option<ComputerSeat>>, ReplayError> {
    let seats = record
        .as_object()
        .and_then(|r| crate::replay::deal_size(r).ok())
        .map_or(Seats::Two, DealSize::seats);
    let shape = format!(
        "\"bots\" must be a list of {} entries, each null or {{\"level\": text, \"version\": text}}",
        seats.word()
    );
    // Null is the same as absent, as for `result`.
    let Some(bots) = record.get("bots").filter(|b| !b.is_null()) else {
        return Ok(vec![None; seats.count()]);
    };
    let list = bots
        .as_array()
        .filter(|l| l.len() == seats.count())
        .ok_or_else(|| fault(None, None, shape.clone()))?;
    let seat = |entry: &Value| -> Result<Option<ComputerSeat>, ReplayError> {
        match entry {
            Value::Null => Ok(None),
            Value::Object(bot) => {
                let text = |key| bot.get(key).map(Value::as_str);
                match (text("level"), text("version")) {
                    (Some(Some(level)), None | Some(Some(_))) => Ok(Some(ComputerSeat {
                        level: level.to_owned(),
                        version: text("version").flatten().map(str::to_owned),
                    })),
                    _ => Err(fault(None, None, shape.clone())),
                }
            }
            _ => Err(fault(None, None, shape.clone())),
        }
    };
    list.iter().map(seat).collect()
}

/// A computer seat contributes the empty seed, and its bot seed is the one
/// derived from the server seed.
fn check_computer(
    number: usize,
    hand: &Map<String, Value>,
    seeds: &HandSeeds,
    computer: &[Option<ComputerSeat>],
) -> Result<(), ReplayError> {
    for seat in Seat::ALL {
        if computer.get(seat.index()).is_none_or(Option::is_none) {
            continue;
        }
        let i = seat.index();
        let given = seeds.client_seeds[i].as_str();
        if !given.is_empty() {
            return Err(fault(
                Some(number),
                None,
                format!(
                    "seat {i} is the computer's, whose client seed must be empty, not {given:?}"
                ),
            ));
        }
        let due = to_hex(&bot_seed(&seeds.server_seed, seat));
        let stated = hand
            .get("bot_seeds")
            .and_then(Value::as_array)
            .filter(|l| l.len() == computer.len())
            .and_then(|l| l[i].as_str());
        if stated != Some(due.as_str()) {
            return Err(fault(
                Some(number),
                None,
                format!(
                    "seat {i}'s \"bot_seeds\" entry must be {due}, derived from the server seed"
                ),
            ));
        }
    }
    Ok(())
}

fn verify_hand(
    number: usize,
    hand: &Map<String, Value>,
    size: DealSize,
    computer: &[Option<ComputerSeat>],
) -> Result<HandCheck, ReplayError> {
    let unverifiable = |reason| {
        Ok(HandCheck {
            hand: number,
            verified: false,
            key: None,
            draws: None,
            reason: Some(reason),
        })
    };
    let seats = size.seats().count();
    let Some(seeds) = hand_seeds(number, hand, size.seats())? else {
        return unverifiable(if hand.contains_key("commitment") {
            "the server seed is not revealed"
        } else {
            "the hand has no seeds"
        });
    };
    // A game from before the computer's seed was bound: its deal and draws
    // are still checked, but the hand cannot be called verified.
    let unbound = computer.iter().flatten().any(|c| c.version.is_none());
    if !unbound {
        check_computer(number, hand, &seeds, computer)?;
    }
    let key = seeds.key();
    let order = Shuffle::from_key(key);
    let order = order.order();
    let n = size.tiles();
    let lists = hand
        .get("deal")
        .and_then(Value::as_array)
        .filter(|l| l.len() == seats)
        .ok_or_else(|| {
            fault(
                Some(number),
                None,
                format!(
                    "a hand's \"deal\" must be a list of {} hands",
                    size.seats().word()
                ),
            )
        })?;
    for (seat, list) in lists.iter().enumerate() {
        let dealt = parse_tiles(list).ok_or_else(|| {
            fault(
                Some(number),
                None,
                format!("seat {seat}'s deal must be a list of tiles"),
            )
        })?;
        let due: TileSet = order[seat * n..(seat + 1) * n].iter().copied().collect();
        if dealt != due || list.as_array().map(Vec::len) != Some(n) {
            return Err(fault(
                Some(number),
                None,
                format!(
                    "seat {seat} was dealt {}, but the seeds deal {}",
                    join(list_tiles(list)),
                    join(order[seat * n..(seat + 1) * n].iter().copied())
                ),
            ));
        }
    }
    let actions = hand
        .get("actions")
        .and_then(Value::as_array)
        .ok_or_else(|| fault(Some(number), None, "a hand's \"actions\" must be a list"))?;
    let mut next = seats * n;
    for (index, action) in actions.iter().enumerate() {
        let at = |reason: String| fault(Some(number), Some(index), reason);
        let text = action
            .as_str()
            .ok_or_else(|| at("an action must be text".into()))?;
        // Every action must be exactly one of the notation's, so a draw
        // cannot hide from the check behind a spelling `replay` refuses.
        let action: Action = text
            .parse()
            .map_err(|e: ParseActionError| at(e.to_string()))?;
        let Action::Draw(tile) = action else {
            continue;
        };
        let due = *order.get(next).ok_or_else(|| {
            at(format!(
                "{text}, but the 28 tiles of the derived order are all taken"
            ))
        })?;
        if tile != due {
            return Err(at(format!(
                "{text}, but the next tile of the derived order is {due}"
            )));
        }
        next += 1;
    }
    if unbound {
        return unverifiable(
            "the computer's seed was not bound before the deal (a game from before that rule)",
        );
    }
    Ok(HandCheck {
        hand: number,
        verified: true,
        key: Some(to_hex(&key)),
        draws: Some(next - seats * n),
        reason: None,
    })
}

fn parse_tiles(list: &Value) -> Option<TileSet> {
    list.as_array()?
        .iter()
        .map(|t| t.as_str()?.parse::<Tile>().ok())
        .collect()
}

fn list_tiles(list: &Value) -> impl Iterator<Item = String> + '_ {
    list.as_array()
        .into_iter()
        .flatten()
        .map(|t| t.as_str().unwrap_or("?").to_owned())
}

fn join(items: impl Iterator<Item = impl ToString>) -> String {
    items.map(|t| t.to_string()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of docs/fairness.md: the page states these numbers.
    pub(crate) fn example() -> HandSeeds {
        let mut server_seed = [0u8; 32];
        for (i, b) in server_seed.iter_mut().enumerate() {
            *b = i as u8;
        }
        HandSeeds {
            server_seed,
            client_seeds: vec![
                ClientSeed::parse("ann's lucky seed").unwrap(),
                ClientSeed::parse("4f1c2b").unwrap(),
            ],
            hand_counter: 3,
        }
    }

    #[test]
    fn the_worked_example_of_the_docs_holds() {
        let page = include_str!("../../../docs/fairness.md");
        let seeds = example();
        let key = to_hex(&seeds.key());
        let first_ten = join(seeds.shuffle().order()[..10].iter());
        for (what, value) in [
            ("commitment", seeds.commitment()),
            ("key", key),
            ("first ten", first_ten),
        ] {
            assert!(
                page.contains(&value),
                "docs/fairness.md does not state the example's {what}: {value}"
            );
        }
    }

    #[test]
    fn every_input_changes_the_key() {
        let seeds = example();
        let key = seeds.key();
        let mut other = seeds.clone();
        other.server_seed[31] ^= 1;
        assert_ne!(other.key(), key);
        let mut other = seeds.clone();
        other.hand_counter += 1;
        assert_ne!(other.key(), key);
        let mut other = seeds.clone();
        other.client_seeds.swap(0, 1);
        assert_ne!(other.key(), key, "seat order matters");
        // Lengths keep the boundary between the two seeds.
        assert_ne!(
            shuffle_key(&seeds.server_seed, &["ab", "c"], 0),
            shuffle_key(&seeds.server_seed, &["a", "bc"], 0)
        );
    }

    #[test]
    fn hex_round_trips_and_refuses_the_rest() {
        let seed = example().server_seed;
        assert_eq!(parse_hex32(&to_hex(&seed)), Some(seed));
        assert_eq!(parse_hex32(&to_hex(&seed).to_uppercase()), None);
        assert_eq!(parse_hex32("00"), None);
        assert_eq!(parse_hex32(&"g".repeat(64)), None);
    }

    #[test]
    fn client_seeds_are_short_printable_text() {
        assert!(ClientSeed::parse("").is_ok());
        assert!(ClientSeed::parse(&"é".repeat(64)).is_ok());
        assert_eq!(
            ClientSeed::parse(&"é".repeat(65)),
            Err(ParseClientSeedError::TooLong(130))
        );
        assert_eq!(
            ClientSeed::parse("a\nb"),
            Err(ParseClientSeedError::Control)
        );
    }

    /// A record of one hand dealt from the example's seeds, drawing three tiles.
    fn record(seeds: &HandSeeds) -> Value {
        let order = seeds.shuffle();
        let order = order.order();
        let tiles = |range: std::ops::Range<usize>| -> Vec<String> {
            order[range].iter().map(ToString::to_string).collect()
        };
        serde_json::json!({
            "draw": 7, "target": 150,
            "hands": [{
                "deal": [tiles(0..7), tiles(7..14)],
                "actions": ["6-6", format!("draw {}", order[14]), format!("draw {}", order[15]), format!("draw {}", order[16])],
                "commitment": seeds.commitment(),
                "server_seed": to_hex(&seeds.server_seed),
                "client_seeds": [seeds.client_seeds[0].as_str(), seeds.client_seeds[1].as_str()],
                "hand_counter": 0,
            }, {
                "deal": [tiles(0..7), tiles(7..14)], "actions": []
            }]
        })
    }

    /// A one-hand record of deal `deal` of a duplicate round seeded `round`.
    fn duplicate_record(round: &[u8; 32], deal: u32) -> Value {
        let seeds = HandSeeds {
            server_seed: duplicate_seed(round, deal, 0),
            client_seeds: vec![ClientSeed::default(), ClientSeed::default()],
            hand_counter: 0,
        };
        let mut value = record(&seeds);
        value["hands"].as_array_mut().unwrap().truncate(1);
        value
    }

    #[test]
    fn a_duplicate_round_s_records_show_their_deal_and_any_other_seed_is_refused() {
        let round = [7u8; 32];
        let (a, b) = (duplicate_record(&round, 1), duplicate_record(&round, 1));
        let first = verify_duplicate(&round, 2, &a.to_string()).unwrap();
        let second = verify_duplicate(&round, 2, &b.to_string()).unwrap();
        assert_eq!((first.deal, first.hands), (1, 1));
        assert_eq!(first.deals, second.deals, "one deal, the same tiles");
        assert_ne!(
            duplicate_record(&round, 0)["hands"][0]["deal"],
            a["hands"][0]["deal"],
            "another deal of the round deals other tiles"
        );
        // Deal 1 is not among a round of one deal; another round's seed
        // explains nothing.
        let fault = verify_duplicate(&round, 1, &a.to_string()).unwrap_err();
        assert_eq!((fault.hand, fault.action), (Some(0), None));
        assert!(verify_duplicate(&[8u8; 32], 2, &a.to_string()).is_err());
        // A seat that seeded, with the seeds still consistent, is refused.
        let seeds = HandSeeds {
            server_seed: duplicate_seed(&round, 1, 0),
            client_seeds: vec![ClientSeed::default(), ClientSeed::parse("mine").unwrap()],
            hand_counter: 0,
        };
        let mut seeded = record(&seeds);
        seeded["hands"].as_array_mut().unwrap().truncate(1);
        assert!(verify(&seeded.to_string()).is_ok());
        let fault = verify_duplicate(&round, 2, &seeded.to_string()).unwrap_err();
        assert!(fault.reason.contains("client seed is empty"), "{fault:?}");
        // A hand without its seeds proves nothing.
        let unseeded = record(&seeds);
        let fault = verify_duplicate(&round, 2, &unseeded.to_string()).unwrap_err();
        assert_eq!(fault.hand, Some(1));
    }

    fn zeroth(seeds: &mut HandSeeds) -> &mut HandSeeds {
        seeds.hand_counter = 0;
        seeds
    }

    #[test]
    fn a_true_record_verifies_and_a_seedless_hand_is_unverifiable() {
        let mut seeds = example();
        let value = record(zeroth(&mut seeds));
        let checked = verify(&value.to_string()).unwrap();
        assert_eq!((checked.verified, checked.unverifiable), (1, 1));
        assert_eq!(checked.hands[0].draws, Some(3));
        assert_eq!(checked.hands[0].key, Some(to_hex(&seeds.key())));
        assert_eq!(checked.hands[1].reason, Some("the hand has no seeds"));
    }

    #[test]
    fn each_kind_of_tampering_is_found_where_it_is() {
        let mut seeds = example();
        let value = record(zeroth(&mut seeds));
        let fault_of = |edit: &dyn Fn(&mut Value)| {
            let mut changed = value.clone();
            edit(&mut changed);
            let error = verify(&changed.to_string()).unwrap_err();
            (error.hand, error.action, error.reason)
        };
        let (hand, action, reason) =
            fault_of(&|v| v["hands"][0]["client_seeds"][1] = "4f1c2c".into());
        assert_eq!((hand, action), (Some(0), None), "{reason}");
        assert!(reason.contains("seat 0 was dealt"), "{reason}");
        let (_, _, reason) = fault_of(&|v| v["hands"][0]["server_seed"] = to_hex(&[9; 32]).into());
        assert!(reason.contains("not to the commitment"), "{reason}");
        let (_, _, reason) = fault_of(&|v| v["hands"][0]["hand_counter"] = 1.into());
        assert!(reason.contains("hand_counter"), "{reason}");
        let order = *seeds.shuffle().order();
        // Two tiles swapped between the hands.
        let (hand, action, reason) = fault_of(&|v| {
            v["hands"][0]["deal"][0][0] = order[7].to_string().into();
            v["hands"][0]["deal"][1][0] = order[0].to_string().into();
        });
        assert_eq!((hand, action), (Some(0), None), "{reason}");
        // The second draw names the third tile.
        let (hand, action, reason) =
            fault_of(&|v| v["hands"][0]["actions"][2] = format!("draw {}", order[16]).into());
        assert_eq!((hand, action), (Some(0), Some(2)), "{reason}");
        assert!(reason.contains(&format!("is {}", order[15])), "{reason}");
        let (_, _, reason) = fault_of(&|v| v["draw"] = 8.into());
        assert!(reason.contains("7 or 9"), "{reason}");
    }

    #[test]
    fn a_draw_in_any_other_spelling_is_a_fault_at_its_own_index() {
        let mut seeds = example();
        let value = record(zeroth(&mut seeds));
        let order = *seeds.shuffle().order();
        let first = order[14];
        for bad in [
            format!("Draw {first}"),
            "draw".to_owned(),
            format!("draw\t{first}"),
            format!("DRAW {first}"),
            format!("draw{first}"),
            format!("draw  {first}"),
            format!(" draw {first}"),
        ] {
            // The first draw misspelt, the others as they were: the fault is
            // the misspelt one, not a later draw found out of order.
            let mut changed = value.clone();
            changed["hands"][0]["actions"][1] = bad.clone().into();
            let error = verify(&changed.to_string()).unwrap_err();
            assert_eq!(
                (error.hand, error.action),
                (Some(0), Some(1)),
                "{bad:?}: {}",
                error.reason
            );
        }
        // A bare draw mid-hand is blamed on itself, not on the next draw.
        let mut changed = value.clone();
        changed["hands"][0]["actions"][2] = "draw".into();
        let error = verify(&changed.to_string()).unwrap_err();
        assert_eq!(
            (error.hand, error.action),
            (Some(0), Some(2)),
            "{}",
            error.reason
        );
    }

    #[test]
    fn a_draw_past_the_last_tile_is_a_fault() {
        let mut seeds = example();
        let mut value = record(zeroth(&mut seeds));
        let order = *seeds.shuffle().order();
        let draws: Vec<Value> = order[14..]
            .iter()
            .chain(std::iter::once(&order[14]))
            .map(|t| format!("draw {t}").into())
            .collect();
        value["hands"][0]["actions"] = draws.into();
        let error = verify(&value.to_string()).unwrap_err();
        assert_eq!(
            (error.hand, error.action),
            (Some(0), Some(14)),
            "{}",
            error.reason
        );
        assert!(error.reason.contains("all taken"), "{}", error.reason);
    }

    #[test]
    fn a_seed_the_room_would_refuse_is_a_fault_of_its_hand() {
        let mut seeds = example();
        let value = record(zeroth(&mut seeds));
        for bad in ["a\u{85}b".to_owned(), "a\u{7f}".to_owned(), "x".repeat(129)] {
            let mut changed = value.clone();
            changed["hands"][0]["client_seeds"][0] = bad.clone().into();
            let error = verify(&changed.to_string()).unwrap_err();
            assert_eq!(
                (error.hand, error.action),
                (Some(0), None),
                "{bad:?}: {}",
                error.reason
            );
            assert!(error.reason.contains("client seed 0"), "{}", error.reason);
        }
    }

    #[test]
    fn a_game_from_before_the_computer_was_bound_is_checked_but_unverifiable() {
        let mut seeds = example();
        let mut value = record(zeroth(&mut seeds));
        value["bots"] = serde_json::json!([null, {"level": "easy"}]);
        let checked = verify(&value.to_string()).unwrap();
        assert!(!checked.hands[0].verified);
        assert!(checked.hands[0].reason.unwrap().contains("not bound"));
        // Its deal is still checked: a swapped tile is a fault, not "unverifiable".
        let order = *seeds.shuffle().order();
        value["hands"][0]["deal"][0][0] = order[7].to_string().into();
        value["hands"][0]["deal"][1][0] = order[0].to_string().into();
        assert_eq!(verify(&value.to_string()).unwrap_err().hand, Some(0));
        // `"bots": null` is no computer at all, as `"result": null` is no result.
        let mut value = record(zeroth(&mut seeds));
        value["bots"] = Value::Null;
        assert_eq!(verify(&value.to_string()).unwrap().verified, 1);
    }
}
