CREATE TABLE "person_duplicate_dismissals" (
	"a_no" integer NOT NULL,
	"b_no" integer NOT NULL,
	"dismissed_by_user_no" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_duplicate_dismissals_a_no_b_no_pk" PRIMARY KEY("a_no","b_no")
);
--> statement-breakpoint
CREATE TABLE "person_duplicates" (
	"a_no" integer NOT NULL,
	"b_no" integer NOT NULL,
	"score" smallint NOT NULL,
	"reasons" jsonb NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_duplicates_a_no_b_no_pk" PRIMARY KEY("a_no","b_no")
);
--> statement-breakpoint
ALTER TABLE "person_duplicate_dismissals" ADD CONSTRAINT "person_duplicate_dismissals_a_no_persons_no_fk" FOREIGN KEY ("a_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_duplicate_dismissals" ADD CONSTRAINT "person_duplicate_dismissals_b_no_persons_no_fk" FOREIGN KEY ("b_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_duplicates" ADD CONSTRAINT "person_duplicates_a_no_persons_no_fk" FOREIGN KEY ("a_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_duplicates" ADD CONSTRAINT "person_duplicates_b_no_persons_no_fk" FOREIGN KEY ("b_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_duplicates_b_idx" ON "person_duplicates" USING btree ("b_no");