CREATE TABLE "vis_copy_progress" (
	"source" varchar(300) NOT NULL,
	"entity" varchar(120) NOT NULL,
	"version" bigint NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vis_copy_progress_source_entity_pk" PRIMARY KEY("source","entity")
);
--> statement-breakpoint
CREATE TABLE "vis_copy_records" (
	"source" varchar(300) NOT NULL,
	"entity" varchar(120) NOT NULL,
	"records" varchar(60) NOT NULL,
	"source_no" integer NOT NULL,
	"local_no" integer NOT NULL,
	"source_version" bigint,
	CONSTRAINT "vis_copy_records_source_entity_source_no_pk" PRIMARY KEY("source","entity","source_no")
);
--> statement-breakpoint
CREATE INDEX "vis_copy_records_numbers_idx" ON "vis_copy_records" USING btree ("source","records","source_no");