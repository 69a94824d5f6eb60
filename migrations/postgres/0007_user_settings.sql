-- `/settings` (issue 25): one row per user, for every table on every server (Discord user id, or
-- a local name at the terminal). A column left NULL keeps the default: UTC, no quiet hours of
-- their own, the table's reminder interval, the language of their Discord client.
CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY NOT NULL,
    -- an IANA time zone name (`Europe/Warsaw`)
    zone TEXT,
    -- their own quiet hours, whole hours 0-23 read in `zone`
    quiet_from BIGINT,
    quiet_to BIGINT,
    -- how they are told it is their turn: 'mention', 'both' (mention and direct message), 'dm'
    notify TEXT NOT NULL DEFAULT 'mention',
    -- one notice when the player before them starts their turn
    next_notice BOOLEAN NOT NULL DEFAULT FALSE,
    -- their own reminder interval in seconds (else the table's `/remind`)
    remind_every BIGINT,
    -- the language of what only they see (a code: en, de, ru, pl, cs)
    language TEXT,
    -- they were told once that their direct messages are closed and they are mentioned instead
    dm_closed_told BOOLEAN NOT NULL DEFAULT FALSE
);
