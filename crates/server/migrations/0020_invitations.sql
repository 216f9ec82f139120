-- Invitations are stored (docs/protocol.md, "Inviting a player"): one
-- sent to a player with no page open waits for them, whichever node they
-- come to; a decline is told to the host. `answer` is NULL while the
-- invitation is pending; it is void once its table is no longer waiting.
CREATE TABLE invitations (
    id         INTEGER PRIMARY KEY,
    table_id   INTEGER NOT NULL REFERENCES games(id),
    inviter    INTEGER NOT NULL REFERENCES users(id),
    invitee    INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    answer     TEXT CHECK (answer IN ('accepted', 'declined')),
    UNIQUE (table_id, invitee)
);
CREATE INDEX invitations_invitee ON invitations(invitee);
