DROP INDEX "persons_federation_idx";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
-- A federation's persons in the order of their names, with what a list of them shows (and the
-- stored name a search reads): a page of a federation's players is read from the index alone.
-- It replaces persons_federation_idx, whose lookups it serves.
CREATE INDEX persons_federation_name_idx ON persons (federation_no, last_name, no) INCLUDE (search_name, first_name, gender, birth_date, version, club_no);--> statement-breakpoint
-- The trigram index of names is now on the stored column (the searches read it).
DROP INDEX IF EXISTS persons_name_search_idx;--> statement-breakpoint
CREATE INDEX persons_search_name_idx ON persons USING gin (search_name gin_trgm_ops);
