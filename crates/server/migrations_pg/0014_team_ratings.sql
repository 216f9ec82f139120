-- Team ratings (Weng-Lin, the skillratings crate) from games of four with
-- people on both teams, kept apart from the Glicko-2 ratings of games of
-- two: one per player, and each rated game's result.
CREATE TABLE team_ratings (
    user_id     BIGINT PRIMARY KEY REFERENCES users(id),
    rating      DOUBLE PRECISION NOT NULL,
    uncertainty DOUBLE PRECISION NOT NULL,
    games       BIGINT NOT NULL,
    wins        BIGINT NOT NULL
);
CREATE TABLE team_rating_history (
    user_id     BIGINT NOT NULL REFERENCES users(id),
    game_id     BIGINT NOT NULL REFERENCES games(id),
    rating      DOUBLE PRECISION NOT NULL,
    uncertainty DOUBLE PRECISION NOT NULL,
    at          BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
