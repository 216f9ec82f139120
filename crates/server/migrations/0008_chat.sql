-- Chat (docs/protocol.md, "Chat"): the lobby's messages (game_id NULL) and
-- each table's, kept with its game and shown in its replay; each user's
-- mutes; and reports for a moderator, with the context they were made in.
CREATE TABLE chat_messages (
    id      INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id),        -- NULL: the lobby
    user_id INTEGER NOT NULL REFERENCES users(id),
    body    TEXT    NOT NULL CHECK (length(body) BETWEEN 1 AND 200),
    watcher INTEGER NOT NULL DEFAULT 0 CHECK (watcher IN (0, 1)), -- not seated at the table
    at      INTEGER NOT NULL
);
CREATE INDEX chat_messages_room ON chat_messages (game_id, id);

CREATE TABLE chat_mutes (
    user_id  INTEGER NOT NULL REFERENCES users(id),
    muted_id INTEGER NOT NULL REFERENCES users(id),
    at       INTEGER NOT NULL,
    PRIMARY KEY (user_id, muted_id)
);

CREATE TABLE chat_reports (
    id          INTEGER PRIMARY KEY,
    message_id  INTEGER NOT NULL REFERENCES chat_messages(id),
    reporter_id INTEGER NOT NULL REFERENCES users(id),
    -- JSON: the message, its author, its room and the messages before it,
    -- as they stood when it was reported.
    context     TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    UNIQUE (message_id, reporter_id)
);

-- A table's chat options: watchers_apart keeps the messages of anyone not
-- seated (watchers) from the two players (set when the table is created).
CREATE TABLE chat_tables (
    game_id        INTEGER PRIMARY KEY REFERENCES games(id),
    watchers_apart INTEGER NOT NULL CHECK (watchers_apart IN (0, 1))
);
