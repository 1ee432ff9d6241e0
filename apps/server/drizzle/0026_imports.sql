CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" varchar(10),
	"record_no" integer,
	"candidates" jsonb,
	"answer" integer,
	"values" jsonb,
	"changes" jsonb,
	"problems" jsonb,
	"version_before" bigint,
	"version_after" bigint,
	"written" boolean DEFAULT false NOT NULL,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" varchar(60) NOT NULL,
	"file_name" varchar(260) NOT NULL,
	"sheet" varchar(260),
	"created_by_user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) DEFAULT 'uploaded' NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb,
	"row_count" integer NOT NULL,
	"totals" jsonb,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_to_write" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"failure" varchar(500),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('uploaded', 'checked', 'running', 'stopping', 'stopped', 'done', 'failed', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("created_by_user_no");