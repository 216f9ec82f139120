-- Provably fair deals (NOTATION.md section 5, docs/fairness.md): each
-- hand's server seed, stored before its commitment is published, and both
-- seats' seeds once the hand is dealt (when its `hands` row, with the key
-- derived from them, is written in the same transaction). Hands stored
-- before this migration have a key and no row here: unverifiable.
CREATE TABLE hand_seeds (
    game_id      INTEGER NOT NULL REFERENCES games(id),
    hand_number  INTEGER NOT NULL,
    server_seed  BLOB    NOT NULL CHECK (length(server_seed) = 32), -- secret until the hand ends
    client_seed0 TEXT,                 -- NULL until the hand is dealt
    client_seed1 TEXT,
    PRIMARY KEY (game_id, hand_number)
);
