-- Tables of four in partnerships (RULES.md section 9): a deal of 5 tiles
-- each, seats 2 and 3 (a person or the computer at its level, as seat 1
-- has `seat1` and `bot_level`), and per-seat picks, seeds and rematches
-- for them. A table of two leaves every new column at its default.
ALTER TABLE games DROP CONSTRAINT games_draw_check;
ALTER TABLE games ADD CONSTRAINT games_draw_check CHECK (draw IN (5, 7, 9));
ALTER TABLE games ADD COLUMN seat2 BIGINT REFERENCES users(id);
ALTER TABLE games ADD COLUMN seat3 BIGINT REFERENCES users(id);
ALTER TABLE games ADD COLUMN bot_level2 TEXT;   -- the bot in seat 2, if any
ALTER TABLE games ADD COLUMN bot_level3 TEXT;   -- the bot in seat 3, if any
ALTER TABLE games ADD COLUMN rematch2 BIGINT NOT NULL DEFAULT 0 CHECK (rematch2 IN (0, 1));
ALTER TABLE games ADD COLUMN rematch3 BIGINT NOT NULL DEFAULT 0 CHECK (rematch3 IN (0, 1));
CREATE INDEX games_seat2 ON games(seat2, status);
CREATE INDEX games_seat3 ON games(seat3, status);

ALTER TABLE hands ADD COLUMN picked2 BIGINT NOT NULL DEFAULT 0 CHECK (picked2 BETWEEN 0 AND 9);
ALTER TABLE hands ADD COLUMN picked3 BIGINT NOT NULL DEFAULT 0 CHECK (picked3 BETWEEN 0 AND 9);
ALTER TABLE hand_seeds ADD COLUMN client_seed2 TEXT;
ALTER TABLE hand_seeds ADD COLUMN client_seed3 TEXT;
