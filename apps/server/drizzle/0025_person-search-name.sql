ALTER TABLE "persons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
-- The trigram index of names is now on the stored column (the searches read it).
DROP INDEX IF EXISTS persons_name_search_idx;--> statement-breakpoint
CREATE INDEX persons_search_name_idx ON persons USING gin (search_name gin_trgm_ops);
