-- Lazaretto storage: one row per game, its seats, and the append-only action log.

CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id      TEXT    NOT NULL,
    kind            TEXT    NOT NULL,
    options         TEXT    NOT NULL DEFAULT '{}',          -- JSON
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    creator_id      TEXT    NOT NULL,
    seed            INTEGER,                                -- recorded at start
    initial_state   TEXT,                                   -- JSON state right after setup
    state           TEXT,                                   -- JSON current state
    version         INTEGER NOT NULL DEFAULT 0,             -- bumped by every change
    created_at      INTEGER NOT NULL,                       -- unix seconds
    updated_at      INTEGER NOT NULL,
    turn_user_id    TEXT,                                   -- who must decide now
    turn_since      INTEGER,                                -- since when
    remind_at       INTEGER,                                -- next reminder due
    remind_every    INTEGER NOT NULL DEFAULT 86400,         -- seconds between reminders
    quiet_from      INTEGER,                                -- quiet hours, UTC hour 0..23
    quiet_to        INTEGER,
    pings_paused    INTEGER NOT NULL DEFAULT 0              -- no reminders until the decider changes
);

-- One active (lobby or running) game per channel or thread.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_remind_at ON games (remind_at) WHERE status = 'active';

CREATE TABLE seats (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id       TEXT    NOT NULL,
    display_name  TEXT    NOT NULL,
    seat          INTEGER,                                  -- assigned at start
    joined_at     INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE UNIQUE INDEX seats_game_seat ON seats (game_id, seat) WHERE seat IS NOT NULL;

-- Append-only: an undo is a row of its own that names the row it takes back.
CREATE TABLE actions (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('act', 'undo')),
    user_id       TEXT    NOT NULL,
    seat          INTEGER NOT NULL,
    notation      TEXT    NOT NULL,                         -- the action in canonical notation ('undo' for undo rows)
    undoes        INTEGER,                                  -- for undo rows: the seq taken back
    barrier       INTEGER NOT NULL DEFAULT 0,               -- cannot be undone
    events        TEXT    NOT NULL DEFAULT '[]',            -- JSON list of events
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);
