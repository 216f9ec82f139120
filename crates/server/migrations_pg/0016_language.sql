-- The language a player chose for the room's pages (docs/protocol.md,
-- `POST /api/me/language`): a tag the client speaks ("es", "pt-BR"), or
-- NULL to follow the browser.
ALTER TABLE users ADD COLUMN language TEXT;
