-- Several processes and nothing lost: an index for the channel lookup, the joining order as a
-- column (PostgreSQL has no rowid), and the outbox.

-- The latest game of a channel, whatever its status (`/status` where no game runs), is found by
-- index instead of by reading every game.
CREATE INDEX games_channel ON games (channel_id, id);

-- Lobby order: the order of joining.
ALTER TABLE seats ADD COLUMN joined_seq INTEGER NOT NULL DEFAULT 0;
UPDATE seats SET joined_seq = rowid;

-- What a change owes the players (a turn post with its images, a ping), written in the same
-- transaction as the change and delivered after it; again after a crash. A process claims a
-- row until `claimed_until` (unix seconds) before it delivers it, so exactly one delivers it.
CREATE TABLE outbox (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version        INTEGER NOT NULL,                        -- the game's version after the change
    channel_id     TEXT    NOT NULL,
    notice         TEXT    NOT NULL,                        -- JSON: what everyone is told
    state          TEXT,                                    -- JSON state at `version`, for images and choices
    created_at     INTEGER NOT NULL,
    claimed_until  INTEGER,
    attempts       INTEGER NOT NULL DEFAULT 0,
    delivered_at   INTEGER
);
CREATE INDEX outbox_owed ON outbox (id) WHERE delivered_at IS NULL;
