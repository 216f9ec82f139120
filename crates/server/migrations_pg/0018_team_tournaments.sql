-- Tournaments of teams of two; see SQLite's 0018_team_tournaments.sql.
ALTER TABLE tournaments DROP CONSTRAINT tournaments_draw_check;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_draw_check CHECK (draw IN (5, 7, 9));
ALTER TABLE tournament_entries ADD COLUMN partner BIGINT REFERENCES users(id);
ALTER TABLE tournament_entries ADD COLUMN team BIGINT REFERENCES users(id);
