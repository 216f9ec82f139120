-- A table's lobby row on the cluster bus carries the lease generation of
-- the copy that announced it (bus.rs): of two nodes' words on one table,
-- the newer owner's counts, whatever order they arrive in (a table taken
-- over is announced by its new node; the old one may say "gone" later, or
-- have died without saying it). 0 for a message, which is of no table.
ALTER TABLE cluster_events ADD COLUMN generation BIGINT NOT NULL DEFAULT 0;
