-- Chips kept like a bank's books. Every holder of chips is an account: the
-- mint, each user, and each wagered game's escrow. Every movement is one
-- ledger row, written in the same transaction as the two balance changes.
-- Chips enter only from the mint (registration and top-up entries), so the
-- mint's balance is always minus the sum of every other balance; no other
-- account may go below zero.
CREATE TABLE accounts (
    id      INTEGER PRIMARY KEY,
    kind    TEXT    NOT NULL CHECK (kind IN ('mint', 'user', 'escrow')),
    user_id INTEGER UNIQUE REFERENCES users(id),
    game_id INTEGER UNIQUE REFERENCES games(id),
    balance INTEGER NOT NULL DEFAULT 0,
    CHECK (kind = 'mint' OR balance >= 0),
    CHECK ((kind = 'user') = (user_id IS NOT NULL)),
    CHECK ((kind = 'escrow') = (game_id IS NOT NULL))
);
INSERT INTO accounts (id, kind) VALUES (1, 'mint');

CREATE TABLE ledger (
    id      INTEGER PRIMARY KEY,
    debit   INTEGER NOT NULL REFERENCES accounts(id),   -- the chips leave here
    credit  INTEGER NOT NULL REFERENCES accounts(id),   -- and arrive here
    amount  INTEGER NOT NULL CHECK (amount > 0),
    reason  TEXT    NOT NULL CHECK (reason IN ('registration', 'top_up', 'stake', 'payout', 'refund')),
    game_id INTEGER REFERENCES games(id),
    -- What makes the entry happen at most once: 'registration:U',
    -- 'top_up:U:DAY', 'stake:G:U', 'payout:G', 'refund:G:U'.
    once    TEXT    NOT NULL UNIQUE,
    at      INTEGER NOT NULL,
    CHECK (debit != credit),
    CHECK ((reason IN ('registration', 'top_up')) = (debit = 1))
);
CREATE INDEX ledger_by_game ON ledger(game_id);

-- Every existing user becomes an account holding what they held, issued by
-- the mint so the books balance from the first row.
INSERT INTO accounts (kind, user_id, balance) SELECT 'user', id, chips FROM users;
INSERT INTO ledger (debit, credit, amount, reason, once, at)
    SELECT 1, a.id, u.chips, 'registration', 'registration:' || u.id, u.created_at
    FROM users u JOIN accounts a ON a.user_id = u.id WHERE u.chips > 0;
UPDATE accounts SET balance = -(SELECT COALESCE(SUM(amount), 0) FROM ledger) WHERE id = 1;
ALTER TABLE users DROP COLUMN chips;

-- Glicko-2 ratings from games between people, and each rated game's result.
CREATE TABLE ratings (
    user_id    INTEGER PRIMARY KEY REFERENCES users(id),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL
);
CREATE TABLE rating_history (
    user_id   INTEGER NOT NULL REFERENCES users(id),
    game_id   INTEGER NOT NULL REFERENCES games(id),
    rating    REAL    NOT NULL,
    deviation REAL    NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
);

CREATE INDEX games_seat0 ON games(seat0, status);
CREATE INDEX games_seat1 ON games(seat1, status);

-- The final scores, for the history list (the record has every detail).
ALTER TABLE games ADD COLUMN score0 INTEGER;
ALTER TABLE games ADD COLUMN score1 INTEGER;
