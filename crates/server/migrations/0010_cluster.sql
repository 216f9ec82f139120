-- Several nodes on one database (docs/operations.md, "Several nodes").
-- Each node's advertised address and its last heartbeat (Unix ms).
CREATE TABLE nodes (
    url          TEXT    PRIMARY KEY,
    started_at   BIGINT  NOT NULL,
    heartbeat_at BIGINT  NOT NULL
);

-- Which node owns each table with a running actor. `generation` grows at
-- every change of owner: each write a table makes checks, in its own
-- transaction, that the generation it holds is still this one (fencing).
-- The owner renews `expires_at` (Unix ms); once it passes, another node
-- may take the table over.
CREATE TABLE leases (
    game_id    BIGINT  PRIMARY KEY REFERENCES games(id),
    node       TEXT    NOT NULL,
    generation BIGINT  NOT NULL,
    expires_at BIGINT  NOT NULL
);
CREATE INDEX leases_node ON leases (node);
CREATE INDEX leases_expires ON leases (expires_at);

-- The cluster bus on a database without LISTEN/NOTIFY: every node appends
-- what the others must hear (a table's lobby row changed) and polls for
-- rows past the last id it read.
CREATE TABLE cluster_events (
    id      INTEGER PRIMARY KEY,
    node    TEXT    NOT NULL,
    game_id BIGINT  NOT NULL,
    listing TEXT,              -- the lobby row as JSON; NULL: no longer listed
    at      BIGINT  NOT NULL
);

-- The lease each action was written under (NULL: written outside a table,
-- or before this migration): a table is live on one node at a time exactly
-- when, along a game's actions, the generation never goes back and each
-- generation names one node.
ALTER TABLE actions ADD COLUMN node TEXT;
ALTER TABLE actions ADD COLUMN generation BIGINT;
