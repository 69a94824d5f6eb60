-- An action that ends its player's turn, even when the same player decides next (solo games):
-- the table posts the whole turn, the images and the summary after it.
ALTER TABLE actions ADD COLUMN turn_end INTEGER NOT NULL DEFAULT 0;
