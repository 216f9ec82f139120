-- A private table's key (32 hex digits, 128 random bits): its link carries
-- it, and without it nobody but the table's players may join or watch
-- (docs/protocol.md, "Private tables"). NULL for a public table.
ALTER TABLE games ADD COLUMN link_key TEXT;
