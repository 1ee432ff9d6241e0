CREATE TABLE "record_tags" (
	"subject" varchar(40) NOT NULL,
	"record_no" integer NOT NULL,
	"tag" varchar(100) NOT NULL,
	CONSTRAINT "record_tags_subject_record_no_tag_pk" PRIMARY KEY("subject","record_no","tag")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "passport_no" varchar(30);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "passport_valid_until" date;--> statement-breakpoint
CREATE INDEX "record_tags_tag_idx" ON "record_tags" USING btree ("subject","tag","record_no");