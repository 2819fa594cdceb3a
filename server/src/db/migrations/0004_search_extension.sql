-- Trigram indexes for the staff search (ILIKE '%…%' on names and e-mail addresses).
-- pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
