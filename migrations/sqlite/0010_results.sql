-- Records and ratings (`/stats`, `/leaderboard`), written when a game ends, in the transaction
-- that ends it, so neither command reads the games or their logs.

-- One row per seat holder of an ended game: the one who held the seat at the end (finished or
-- abandoned) and everyone who handed it over before ('handed'). Bots have a row too (`bot`: the
-- AI level), so each level is rated as its own entry.
CREATE TABLE results (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    user_id       TEXT    NOT NULL,
    display_name  TEXT    NOT NULL,
    bot           TEXT,
    kind          TEXT    NOT NULL,
    players       INTEGER NOT NULL,
    outcome       TEXT    NOT NULL CHECK (outcome IN ('finished', 'abandoned', 'handed')),
    place         INTEGER,                                  -- finished: 1 is first, ties share it
    score         INTEGER,
    rated         INTEGER NOT NULL,                         -- counted in the ratings
    ended_at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, user_id)
);
-- `/stats` reads a person's results from this index alone (it holds every column it reads).
CREATE INDEX results_user ON results (user_id, kind, ended_at, game_id, outcome, players, place, score, rated, bot);

-- Who held a seat before `/replace` gave it to another (the seat row then names the new holder).
CREATE TABLE handovers (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    user_id       TEXT    NOT NULL,
    display_name  TEXT    NOT NULL,
    bot           TEXT,
    at            INTEGER NOT NULL
);
CREATE INDEX handovers_game ON handovers (game_id);

-- Each person's times to move, counted in buckets 10 % wide (see `crate::rating::bucket`).
CREATE TABLE move_times (
    user_id   TEXT    NOT NULL,
    kind      TEXT    NOT NULL,
    players   INTEGER NOT NULL,
    bucket    INTEGER NOT NULL,
    n         INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, players, bucket)
);

-- Weng–Lin ratings by game and player count (`players` 0: all counts together); an entry is a
-- person (`bot` false, `entry` the user id) or an AI level (`bot` true, `entry` the level).
-- Recomputed whole from `results` by a re-rating.
CREATE TABLE ratings (
    kind      TEXT    NOT NULL,
    players   INTEGER NOT NULL,
    bot       INTEGER NOT NULL,
    entry     TEXT    NOT NULL,
    name      TEXT    NOT NULL,
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    shown     REAL    NOT NULL,                             -- mu - 3 sigma: the order
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    PRIMARY KEY (kind, players, bot, entry)
);
CREATE INDEX ratings_board ON ratings (kind, players, shown DESC);
