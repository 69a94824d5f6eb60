-- A table's language (en, de, ru, pl, cs): its public posts, images and reminders are written in it.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
