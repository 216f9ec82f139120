-- Team ratings (Weng-Lin, the skillratings crate) from games of four with
-- people on both teams, kept apart from the Glicko-2 ratings of games of
-- two: one per player, and each rated game's result.
CREATE TABLE team_ratings (
    user_id     INTEGER PRIMARY KEY REFERENCES users(id),
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL
);
CREATE TABLE team_rating_history (
    user_id     INTEGER NOT NULL REFERENCES users(id),
    game_id     INTEGER NOT NULL REFERENCES games(id),
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
