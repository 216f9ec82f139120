-- What a restart must bring back besides the actions: how many face-down
-- tiles each seat has picked in a hand that has no action yet, and a
-- finished game's rematch (who asked, and the new table once both did).
ALTER TABLE hands ADD COLUMN picked0 INTEGER NOT NULL DEFAULT 0 CHECK (picked0 BETWEEN 0 AND 9);
ALTER TABLE hands ADD COLUMN picked1 INTEGER NOT NULL DEFAULT 0 CHECK (picked1 BETWEEN 0 AND 9);
ALTER TABLE games ADD COLUMN rematch0 INTEGER NOT NULL DEFAULT 0 CHECK (rematch0 IN (0, 1));
ALTER TABLE games ADD COLUMN rematch1 INTEGER NOT NULL DEFAULT 0 CHECK (rematch1 IN (0, 1));
ALTER TABLE games ADD COLUMN rematch_table INTEGER REFERENCES games(id);
