-- A private table: not listed in the lobby; whoever has its link may
-- take the open seat (docs/protocol.md, "Private tables").
ALTER TABLE games ADD COLUMN private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1));
