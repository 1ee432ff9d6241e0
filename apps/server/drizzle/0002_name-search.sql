-- Custom SQL migration file, put your code below! --
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint

CREATE INDEX persons_name_search_idx ON persons USING gin (search_normalize(first_name || ' ' || last_name) gin_trgm_ops);
