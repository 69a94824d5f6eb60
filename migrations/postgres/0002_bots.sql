-- AI players in seats: a seat whose `bot` is set is played by the AI at that level ('easy',
-- 'strong', ...); its user_id is the table's own name for it ('bot:1'), never a person's.
ALTER TABLE seats ADD COLUMN bot TEXT;
