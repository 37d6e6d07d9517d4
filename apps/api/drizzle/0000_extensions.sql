-- Trigram indexes (fuzzy names and titles) need pg_trgm; gen_random_uuid() is built in.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
