-- Turn clocks: a table's time per turn (seconds; NULL: no clock), what happens when the player
-- to act has used it up ('ai': the AI plays that turn for them; 'remind': reminders only), and
-- when the current turn's clock runs out.
ALTER TABLE games ADD COLUMN clock_secs BIGINT;
ALTER TABLE games ADD COLUMN clock_policy TEXT;
ALTER TABLE games ADD COLUMN clock_at BIGINT;
