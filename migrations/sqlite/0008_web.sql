-- The web front-end (issue 23): each game's page is reached by an unguessable token (at least
-- 128 random bits, made when the page is first asked for), and the personal signed links are
-- signed with one secret of the database's, so every process serving the site signs alike.
CREATE TABLE web_tokens (
    game_id  INTEGER PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    token    TEXT    NOT NULL UNIQUE
);

CREATE TABLE web_secret (
    id      INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
    secret  TEXT    NOT NULL
);
