-- A table's lease is current while its node's heartbeat is (docs/operations.md,
-- "Ownership"): each node renews its one row in `nodes`, not a row per table,
-- so the renewal costs the same at 10 tables or 2,000 and locks no lease row
-- that a group commit's fence is waiting on.
DROP INDEX leases_expires;
ALTER TABLE leases DROP COLUMN expires_at;
