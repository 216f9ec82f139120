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
    pub client_seeds: Option<[ClientSeed; 2]>,
}

impl StoredSeeds {
    /// Everything the hand was dealt from, once it was.
    pub fn dealt(&self) -> Option<HandSeeds> {
        self.client_seeds.clone().map(|client_seeds| HandSeeds {
            server_seed: self.server_seed,
            client_seeds: client_seeds.to_vec(),
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
        picked: [usize; 2],
    ) -> Result<(), StoreError> {
        self.write(Change::Picks {
            game_id,
            hand_number,
            picked,
        })
        .await
    }

    /// The picks stored for a hand (none if it has no row).
    pub async fn picks(
        &self,
        game_id: GameId,
        hand_number: usize,
    ) -> Result<[usize; 2], StoreError> {
        let row = sqlx::query(
            "SELECT picked0, picked1 FROM hands WHERE game_id = $1 AND hand_number = $2",
        )
        .bind(game_id)
        .bind(int(hand_number as u64))
        .fetch_optional(&self.pool)
        .await?;
        row.map_or(Ok([0; 2]), |r| {
            Ok([unsigned(&r, "picked0")?, unsigned(&r, "picked1")?])
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

    /// Stores both seats' seeds of a committed hand, the key derived from
    /// them and the picks made so far, all or nothing (a group commit's
    /// savepoint): the hand is dealt.
    pub async fn seed_hand(
        &self,
        game_id: GameId,
        hand_number: usize,
        client_seeds: [&str; 2],
        key: &[u8; 32],
        picked: [usize; 2],
    ) -> Result<(), StoreError> {
        self.write(Change::SeedHand {
            game_id,
            hand_number,
            client_seeds: client_seeds.map(str::to_owned),
            key: *key,
            picked,
        })
        .await
    }

    /// The seeds of a game's committed hands, in order of hand.
    pub async fn hand_seeds(&self, game_id: GameId) -> Result<Vec<StoredSeeds>, StoreError> {
        let rows = sqlx::query(
            "SELECT hand_number, server_seed, client_seed0, client_seed1 FROM hand_seeds \
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
                let client_seeds = seed("client_seed0")
                    .zip(seed("client_seed1"))
                    .map(<[ClientSeed; 2]>::from);
                Some(StoredSeeds {
                    hand_number: unsigned(r, "hand_number").ok()?,
                    server_seed,
                    client_seeds,
                })
            })
            .collect())
    }
}
