-- `/away`: a user is away across all their tables until `until` (unix seconds): no reminders,
-- `remind`-policy clocks do not run out, and at `ai`-policy tables the AI plays their turns.
CREATE TABLE away (
    user_id TEXT PRIMARY KEY NOT NULL,
    until BIGINT NOT NULL
);
