-- Signing in to the web pages with Discord (issue 23): a session is known by the SHA-256 of its
-- cookie's random value (the value itself is never stored), and ends at `expires` (unix seconds).
CREATE TABLE web_sessions (
    hash     TEXT    PRIMARY KEY NOT NULL,
    user_id  TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    expires  INTEGER NOT NULL
);
CREATE INDEX web_sessions_expires ON web_sessions (expires);
