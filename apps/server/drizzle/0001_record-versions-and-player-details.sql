CREATE SEQUENCE "public"."record_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "confederations" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "confederations" ALTER COLUMN "version" SET DEFAULT nextval('record_version');--> statement-breakpoint
ALTER TABLE "federations" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "federations" ALTER COLUMN "version" SET DEFAULT nextval('record_version');--> statement-breakpoint
ALTER TABLE "volley_clubs" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "volley_clubs" ALTER COLUMN "version" SET DEFAULT nextval('record_version');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "version" SET DEFAULT nextval('record_version');--> statement-breakpoint
ALTER TABLE "persons" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "persons" ALTER COLUMN "version" SET DEFAULT nextval('record_version');--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_place" varchar(100);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "plays_beach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "plays_volley" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "active_beach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "active_volley" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.version := nextval('record_version'); NEW.updated_at := now(); RETURN NEW; END $$;--> statement-breakpoint
CREATE TRIGGER confederations_bump_version BEFORE UPDATE ON confederations FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER federations_bump_version BEFORE UPDATE ON federations FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER volley_clubs_bump_version BEFORE UPDATE ON volley_clubs FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER persons_bump_version BEFORE UPDATE ON persons FOR EACH ROW EXECUTE FUNCTION bump_version();
