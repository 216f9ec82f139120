-- Tables of four in partnerships (RULES.md section 9): a deal of 5 tiles
-- each, seats 2 and 3 (a person or the computer at its level, as seat 1
-- has `seat1` and `bot_level`), and per-seat picks, seeds and rematches
-- for them. A table of two leaves every new column at its default.
--
-- `draw` may now be 5: SQLite cannot change a CHECK in place, so `games`
-- is rebuilt (its rows kept, with their ids). Foreign keys are checked at
-- the end of the migration's transaction, when every row the other tables
-- point at is back.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE games_before_four AS SELECT * FROM games;
DROP TABLE games;

CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    draw          INTEGER NOT NULL CHECK (draw IN (5, 7, 9)),
    target        INTEGER NOT NULL,
    minutes       INTEGER,                -- per hand; NULL: no clock
    wager         INTEGER NOT NULL DEFAULT 0 CHECK (wager >= 0),
    seat0         INTEGER REFERENCES users(id),
    seat1         INTEGER REFERENCES users(id),
    bot_level     TEXT,                   -- the bot in seat 1, if any
    status        TEXT    NOT NULL CHECK (status IN ('open', 'live', 'over')),
    winner        INTEGER,                -- the winning seat; at four, the winning team
    reason        TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    score0        INTEGER,                -- per side: seat (or team) 0 and 1
    score1        INTEGER,
    rematch0      INTEGER NOT NULL DEFAULT 0 CHECK (rematch0 IN (0, 1)),
    rematch1      INTEGER NOT NULL DEFAULT 0 CHECK (rematch1 IN (0, 1)),
    rematch_table INTEGER REFERENCES games(id),
    hints         INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0),
    undos         INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0),
    undone        INTEGER NOT NULL DEFAULT 0 CHECK (undone >= 0),
    private       INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1)),
    link_key      TEXT,
    bot_version   TEXT,
    seat2         INTEGER REFERENCES users(id),
    seat3         INTEGER REFERENCES users(id),
    bot_level2    TEXT,                   -- the bot in seat 2, if any
    bot_level3    TEXT,                   -- the bot in seat 3, if any
    rematch2      INTEGER NOT NULL DEFAULT 0 CHECK (rematch2 IN (0, 1)),
    rematch3      INTEGER NOT NULL DEFAULT 0 CHECK (rematch3 IN (0, 1))
);

INSERT INTO games (id, draw, target, minutes, wager, seat0, seat1, bot_level, status, winner,
                   reason, created_at, updated_at, score0, score1, rematch0, rematch1,
                   rematch_table, hints, undos, undone, private, link_key, bot_version)
SELECT id, draw, target, minutes, wager, seat0, seat1, bot_level, status, winner,
       reason, created_at, updated_at, score0, score1, rematch0, rematch1,
       rematch_table, hints, undos, undone, private, link_key, bot_version
FROM games_before_four ORDER BY id;
DROP TABLE games_before_four;

CREATE INDEX games_seat0 ON games(seat0, status);
CREATE INDEX games_seat1 ON games(seat1, status);
CREATE INDEX games_seat2 ON games(seat2, status);
CREATE INDEX games_seat3 ON games(seat3, status);

ALTER TABLE hands ADD COLUMN picked2 INTEGER NOT NULL DEFAULT 0 CHECK (picked2 BETWEEN 0 AND 9);
ALTER TABLE hands ADD COLUMN picked3 INTEGER NOT NULL DEFAULT 0 CHECK (picked3 BETWEEN 0 AND 9);
ALTER TABLE hand_seeds ADD COLUMN client_seed2 TEXT;
ALTER TABLE hand_seeds ADD COLUMN client_seed3 TEXT;
