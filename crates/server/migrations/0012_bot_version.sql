-- The version of the bots that play a game against the computer
-- (dominoes_bots::fair_play::VERSION), named in its record so anyone can
-- replay the computer's moves with the same bots (docs/fairness.md, "Games
-- against the computer"). NULL for games from before it was kept.
ALTER TABLE games ADD COLUMN bot_version TEXT;
