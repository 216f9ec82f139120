-- The cluster bus carries more than tables' lobby rows (bus.rs): who has
-- a socket open on each node, notices for a user's sockets wherever they
-- are, and chat lines. Such an event has `game_id` 0, no `listing`, and
-- its message as JSON here.
ALTER TABLE cluster_events ADD COLUMN message TEXT;
