-- Accounts (guests are accounts without a password), sessions, tables, and
-- every game with every action, written before the action is acknowledged.
CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,                -- NULL for a guest
    avatar        TEXT    NOT NULL,
    chips         INTEGER NOT NULL DEFAULT 1000 CHECK (chips >= 0),
    created_at    INTEGER NOT NULL
);

CREATE TABLE sessions (
    token_hash BLOB    PRIMARY KEY,    -- SHA-256 of the cookie's token
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
);

CREATE TABLE games (
    id         INTEGER PRIMARY KEY,
    draw       INTEGER NOT NULL CHECK (draw IN (7, 9)),
    target     INTEGER NOT NULL,
    minutes    INTEGER,                -- per hand; NULL: no clock
    wager      INTEGER NOT NULL DEFAULT 0 CHECK (wager >= 0),
    seat0      INTEGER REFERENCES users(id),
    seat1      INTEGER REFERENCES users(id),
    bot_level  TEXT,                   -- the bot in seat 1, if any
    status     TEXT    NOT NULL CHECK (status IN ('open', 'live', 'over')),
    winner     INTEGER,
    reason     TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE hands (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    hand_number INTEGER NOT NULL,
    shuffle_key BLOB    NOT NULL,      -- secret while the hand is live
    PRIMARY KEY (game_id, hand_number)
);

CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,      -- 0-based over the whole game
    hand_number INTEGER NOT NULL,
    action      TEXT    NOT NULL,      -- NOTATION.md section 1, draws name their tile
    clock_ms    INTEGER,               -- the mover's remaining clock after it
    at          INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);
