//! A hand's shuffle key, its picks, and its seeds (docs/fairness.md).

use dominoes_rules::fairness::{ClientSeed, HandSeeds};
use sqlx::Row;

use super::writer::Change;
use super::{Store, StoreError, bytes32, int, unsigned};
use crate::ids::GameId;

/// A hand's stored seeds: the server's from its commitment, the seats'
/// once it was dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeeds {
    pub hand_number: usize,
    pub server_seed: [u8; 32],
    /// One per seat (two or four), once dealt.
    pub client_seeds: Option<Vec<ClientSeed>>,
}

impl StoredSeeds {
    /// Everything the hand was dealt from, once it was.
    pub fn dealt(&self) -> Option<HandSeeds> {
        self.client_seeds.clone().map(|client_seeds| HandSeeds {
            server_seed: self.server_seed,
            client_seeds,
            hand_counter: self.hand_number as u64,
        })
    }
}

impl Store {
    pub async fn record_hand(
        &self,
        game_id: GameId,
        hand_number: usize,
        key: &[u8; 32],
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO hands (game_id, hand_number, shuffle_key) VALUES ($1, $2, $3)")
            .bind(game_id)
            .bind(int(hand_number as u64))
            .bind(&key[..])
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// How many face-down tiles each seat has picked in a hand (a group
    /// commit, `writer.rs`).
    pub async fn record_picks(
        &self,
        game_id: GameId,
        hand_number: usize,
        picked: impl AsRef<[usize]>,
    ) -> Result<(), StoreError> {
        self.write(Change::Picks {
            game_id,
            hand_number,
            picked: picked.as_ref().to_vec(),
        })
        .await
    }

    /// The picks stored for a hand at a table of `seats` (none if it has
    /// no row).
    pub async fn picks(
        &self,
        game_id: GameId,
        hand_number: usize,
        seats: usize,
    ) -> Result<Vec<usize>, StoreError> {
        let row = sqlx::query(
            "SELECT picked0, picked1, picked2, picked3 FROM hands WHERE game_id = $1 AND hand_number = $2",
        )
        .bind(game_id)
        .bind(int(hand_number as u64))
        .fetch_optional(&self.pool)
        .await?;
        row.map_or(Ok(vec![0; seats]), |r| {
            ["picked0", "picked1", "picked2", "picked3"][..seats]
                .iter()
                .map(|column| unsigned(&r, column))
                .collect()
        })
    }

    /// The shuffle keys of a game's hands, in order.
    pub async fn hand_keys(&self, game_id: GameId) -> Result<Vec<[u8; 32]>, StoreError> {
        let rows =
            sqlx::query("SELECT shuffle_key FROM hands WHERE game_id = $1 ORDER BY hand_number")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                // A key of another length is skipped, as it always was.
                bytes32(r, "shuffle_key").ok()
            })
            .collect())
    }

    /// Stores a hand's server seed before its commitment is published, so
    /// a restart keeps the commitment (a group commit).
    pub async fn commit_hand(
        &self,
        game_id: GameId,
        hand_number: usize,
        server_seed: &[u8; 32],
    ) -> Result<(), StoreError> {
        self.write(Change::CommitHand {
            game_id,
            hand_number,
            server_seed: *server_seed,
        })
        .await
    }

    /// Stores every seat's seed of a committed hand, the key derived from
    /// them and the picks made so far, all or nothing (a group commit's
    /// savepoint): the hand is dealt.
    pub async fn seed_hand(
        &self,
        game_id: GameId,
        hand_number: usize,
        client_seeds: &[&str],
        key: &[u8; 32],
        picked: &[usize],
    ) -> Result<(), StoreError> {
        self.write(Change::SeedHand {
            game_id,
            hand_number,
            client_seeds: client_seeds.iter().map(|&s| s.to_owned()).collect(),
            key: *key,
            picked: picked.to_vec(),
        })
        .await
    }

    /// The seeds of a game's committed hands, in order of hand.
    pub async fn hand_seeds(&self, game_id: GameId) -> Result<Vec<StoredSeeds>, StoreError> {
        let rows = sqlx::query(
            "SELECT hand_number, server_seed, client_seed0, client_seed1, client_seed2, client_seed3 \
             FROM hand_seeds \
             WHERE game_id = $1 ORDER BY hand_number",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                let server_seed = bytes32(r, "server_seed").ok()?;
                let seed = |column| {
                    r.get::<Option<String>, _>(column)
                        .map(|text| ClientSeed::parse(&text).unwrap_or_default())
                };
                // Seats 2 and 3 are NULL at a table of two.
                let client_seeds =
                    seed("client_seed0")
                        .zip(seed("client_seed1"))
                        .map(|(zero, one)| {
                            let mut seeds = vec![zero, one];
                            if let Some((two, three)) =
                                seed("client_seed2").zip(seed("client_seed3"))
                            {
                                seeds.extend([two, three]);
                            }
                            seeds
                        });
                Some(StoredSeeds {
                    hand_number: unsigned(r, "hand_number").ok()?,
                    server_seed,
                    client_seeds,
                })
            })
            .collect())
    }
}
