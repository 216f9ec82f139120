-- Tournaments (docs/tournaments.md): the event, its entrants, each round's
-- pairing, and the games it opened (each game names its tournament, round,
-- board and game of the match; unique, so a game is never opened twice for
-- one slot, even by two nodes or after a crash). The entry fees sit in an
-- account of the tournament until the prize is paid or they are refunded.
--
-- `accounts` gains the kind 'tournament': SQLite cannot change a CHECK in
-- place, so it is rebuilt (its rows kept, with their ids) as `games` was
-- in 0013. Foreign keys are checked at the end of the transaction.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    creator     INTEGER REFERENCES users(id),   -- NULL: the operator's
    format      TEXT    NOT NULL,               -- JSON, docs/tournaments.md
    draw        INTEGER NOT NULL CHECK (draw IN (7, 9)),
    target      INTEGER NOT NULL,
    minutes     INTEGER NOT NULL CHECK (minutes > 0),
    entry_fee   INTEGER NOT NULL CHECK (entry_fee >= 0),
    split       TEXT    NOT NULL,               -- JSON: whole percent by place
    min_players INTEGER NOT NULL,
    max_players INTEGER NOT NULL,
    starts_at   INTEGER,                        -- unix seconds; NULL: when full
    status      TEXT    NOT NULL CHECK (status IN ('registering', 'running', 'over', 'cancelled')),
    round       INTEGER NOT NULL DEFAULT 0,     -- the round under way; 0 before the start
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    -- The node driving it (one at a time), until when (ms), and the
    -- generation of that lease: a driver's writes name it, so a node
    -- whose lease passed to another changes nothing.
    driver      TEXT,
    driver_until INTEGER NOT NULL DEFAULT 0,
    driver_generation INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_status ON tournaments(status);

CREATE TABLE tournament_entries (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    user_id       INTEGER NOT NULL REFERENCES users(id),
    registered_at INTEGER NOT NULL,
    rating        REAL,                         -- at the start: the seeding
    place         INTEGER,                      -- once it is over
    prize         INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entries_user ON tournament_entries(user_id);

CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    round         INTEGER NOT NULL,             -- from 1
    pairing       TEXT    NOT NULL,             -- JSON: pairs in board order, byes
    PRIMARY KEY (tournament_id, round)
);

ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments(id);
ALTER TABLE games ADD COLUMN tournament_round INTEGER;
ALTER TABLE games ADD COLUMN tournament_board INTEGER;
ALTER TABLE games ADD COLUMN tournament_game INTEGER;
CREATE UNIQUE INDEX games_tournament
    ON games(tournament_id, tournament_round, tournament_board, tournament_game);

CREATE TABLE accounts_before_tournaments AS SELECT * FROM accounts;
DROP TABLE accounts;
CREATE TABLE accounts (
    id            INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL CHECK (kind IN ('mint', 'user', 'escrow', 'tournament')),
    user_id       INTEGER UNIQUE REFERENCES users(id),
    game_id       INTEGER UNIQUE REFERENCES games(id),
    balance       INTEGER NOT NULL DEFAULT 0,
    tournament_id INTEGER UNIQUE REFERENCES tournaments(id),
    CHECK (kind = 'mint' OR balance >= 0),
    CHECK ((kind = 'user') = (user_id IS NOT NULL)),
    CHECK ((kind = 'escrow') = (game_id IS NOT NULL)),
    CHECK ((kind = 'tournament') = (tournament_id IS NOT NULL))
);
INSERT INTO accounts (id, kind, user_id, game_id, balance)
SELECT id, kind, user_id, game_id, balance FROM accounts_before_tournaments ORDER BY id;
DROP TABLE accounts_before_tournaments;
