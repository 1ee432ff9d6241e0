CREATE TABLE "work_digests" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"last_on" date NOT NULL,
	"keys" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_digests" ADD CONSTRAINT "work_digests_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;