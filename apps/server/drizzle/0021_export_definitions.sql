CREATE TABLE "export_definitions" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_definitions_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_no" integer NOT NULL,
	"owner_type" smallint NOT NULL,
	"owner_type_no" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"fields" text NOT NULL,
	"filter" text DEFAULT '{}' NOT NULL,
	"sort" text DEFAULT '' NOT NULL,
	"format" varchar(4) DEFAULT 'csv' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"schedule" varchar(10) DEFAULT 'none' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "export_definitions_format_check" CHECK ("export_definitions"."format" in ('csv', 'xlsx')),
	CONSTRAINT "export_definitions_schedule_check" CHECK ("export_definitions"."schedule" in ('none', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "export_definitions" ADD CONSTRAINT "export_definitions_owner_user_no_users_no_fk" FOREIGN KEY ("owner_user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_definitions_owner_name" ON "export_definitions" USING btree ("owner_user_no",lower("name"));--> statement-breakpoint
CREATE INDEX "export_definitions_body_idx" ON "export_definitions" USING btree ("owner_type","owner_type_no");--> statement-breakpoint
CREATE TRIGGER export_definitions_bump_version BEFORE UPDATE ON export_definitions FOR EACH ROW EXECUTE FUNCTION bump_version();