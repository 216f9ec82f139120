-- Computer players in tournaments (docs/tournaments.md, "Computers in the
-- field"): a user whose `computer` names the level of the bots that play
-- for it ('beginner' to 'expert'); NULL for a person. Such a user has no
-- password and no session, pays no entry fee, wins no prize, and its
-- games are not rated.
ALTER TABLE users ADD COLUMN computer TEXT;

-- A sit-and-go's filling: JSON {"level": "medium", "after": 300} (the
-- level of the computers that take the seats left, and how many seconds
-- after its creation), or NULL: it waits for people.
ALTER TABLE tournaments ADD COLUMN fill TEXT;
