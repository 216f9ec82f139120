-- How many hints the person asked for in a game against the computer
-- (docs/review.md): the replay and the player's page show it.
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0);
