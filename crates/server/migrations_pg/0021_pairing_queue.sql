-- "Play a person now" is one queue for every node (docs/operations.md,
-- "One room"): who is looking, with what they accept (JSON) and since
-- when (ms); the tables a pairing opened (a player in one that is not
-- over may not search again); and one node at a time pairs: the holder of
-- the role 'pairing' in `cluster_roles`, a lease like a table's.
CREATE TABLE pairing_queue (
    user_id BIGINT PRIMARY KEY REFERENCES users(id),
    rating  DOUBLE PRECISION NOT NULL,
    wants   TEXT NOT NULL,
    since   BIGINT NOT NULL
);
CREATE TABLE pairing_tables (
    user_id  BIGINT PRIMARY KEY REFERENCES users(id),
    table_id BIGINT NOT NULL REFERENCES games(id)
);
CREATE TABLE cluster_roles (
    role       TEXT PRIMARY KEY,
    node       TEXT NOT NULL,
    until      BIGINT NOT NULL,
    generation BIGINT NOT NULL DEFAULT 1
);
