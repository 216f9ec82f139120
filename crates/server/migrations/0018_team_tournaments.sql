-- Tournaments of teams of two (docs/tournaments.md, "Teams of two"): a
-- tournament's games may be games of four (draw 5); each entrant may name
-- the partner they want (`partner`), and the start fixes every entrant's
-- team (`team`: the user id of its first member, who sits in seat 0 or 1).
--
-- SQLite cannot change a CHECK in place, so `tournaments` is rebuilt (its
-- rows kept, with their ids) as `accounts` was in 0015. Foreign keys are
-- checked at the end of the transaction.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE tournaments_before_teams AS SELECT * FROM tournaments;
DROP TABLE tournaments;
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    creator     INTEGER REFERENCES users(id),   -- NULL: the operator's
    format      TEXT    NOT NULL,               -- JSON, docs/tournaments.md
    draw        INTEGER NOT NULL CHECK (draw IN (5, 7, 9)),  -- 5: teams of two
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
    driver      TEXT,
    driver_until INTEGER NOT NULL DEFAULT 0,
    driver_generation INTEGER NOT NULL DEFAULT 0,
    fill        TEXT                            -- JSON, 0017
);
INSERT INTO tournaments (id, name, creator, format, draw, target, minutes, entry_fee, split,
                         min_players, max_players, starts_at, status, round, created_at,
                         updated_at, driver, driver_until, driver_generation, fill)
SELECT id, name, creator, format, draw, target, minutes, entry_fee, split,
       min_players, max_players, starts_at, status, round, created_at,
       updated_at, driver, driver_until, driver_generation, fill
FROM tournaments_before_teams ORDER BY id;
DROP TABLE tournaments_before_teams;
CREATE INDEX tournaments_status ON tournaments(status);

ALTER TABLE tournament_entries ADD COLUMN partner INTEGER REFERENCES users(id);
ALTER TABLE tournament_entries ADD COLUMN team INTEGER REFERENCES users(id);
