ALTER TABLE "person_roles" ADD COLUMN "active_volley" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "person_roles" ADD COLUMN "active_beach" boolean DEFAULT false NOT NULL;