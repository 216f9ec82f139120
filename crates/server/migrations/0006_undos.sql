-- Undo in a practice game (a person against the computer, no wager;
-- docs/protocol.md "Practice: undo"): the taken-back actions are deleted
-- in the transaction that counts the undo, so the record keeps only the
-- line that stands. `undos` is shown on the replay and the player's page;
-- `undone` (actions taken back) keeps a restored table's versions from
-- repeating ones its players have already seen.
ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0);
ALTER TABLE games ADD COLUMN undone INTEGER NOT NULL DEFAULT 0 CHECK (undone >= 0);
