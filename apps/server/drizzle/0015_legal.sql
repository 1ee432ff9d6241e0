CREATE TABLE "federation_of_origin_changes" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "federation_of_origin_changes_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_no" integer NOT NULL,
	"from_federation_no" integer,
	"to_federation_no" integer NOT NULL,
	"case_no" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_case_documents" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_case_documents_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_no" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_case_documents_kind_check" CHECK ("legal_case_documents"."kind" in ('passport', 'firstLicence', 'registration', 'feeProof', 'statement', 'decision', 'other'))
);
--> statement-breakpoint
CREATE TABLE "legal_case_events" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_case_events_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_no" integer NOT NULL,
	"step" varchar(20) NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30) NOT NULL,
	"user_no" integer,
	"user_name" varchar(200) NOT NULL,
	"on_behalf_of" varchar(20),
	"text" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_case_events_step_check" CHECK ("legal_case_events"."step" in ('submit', 'accept', 'consent', 'object', 'confirm', 'approve', 'refuse', 'close', 'withdraw', 'create', 'remind', 'evidence')),
	CONSTRAINT "legal_case_events_behalf_check" CHECK ("legal_case_events"."on_behalf_of" is null or "legal_case_events"."on_behalf_of" in ('applicant', 'currentFederation', 'office'))
);
--> statement-breakpoint
CREATE TABLE "legal_case_registrations" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_case_registrations_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_no" integer NOT NULL,
	"federation_no" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "legal_case_registrations_kind_check" CHECK ("legal_case_registrations"."kind" in ('club', 'nationalTeam'))
);
--> statement-breakpoint
CREATE TABLE "legal_cases" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_cases_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"status" varchar(30) DEFAULT 'draft' NOT NULL,
	"player_no" integer NOT NULL,
	"applicant_federation_no" integer NOT NULL,
	"current_federation_no" integer,
	"decided_federation_no" integer,
	"applicant_statement" text DEFAULT '' NOT NULL,
	"player_statement" text DEFAULT '' NOT NULL,
	"current_federation_statement" text,
	"decision_reasons" text,
	"fee_minor" bigint,
	"fee_currency" varchar(3),
	"due_day" date,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "legal_cases_kind_check" CHECK ("legal_cases"."kind" in ('originChange', 'determination')),
	CONSTRAINT "legal_cases_status_check" CHECK ("legal_cases"."status" in ('draft', 'submitted', 'awaitingCurrentFederation', 'awaitingNewFederation', 'underReview', 'approved', 'refused', 'closed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "legal_settings" (
	"no" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "origin_federation_no" integer;--> statement-breakpoint
ALTER TABLE "federation_of_origin_changes" ADD CONSTRAINT "federation_of_origin_changes_player_no_persons_no_fk" FOREIGN KEY ("player_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_of_origin_changes" ADD CONSTRAINT "federation_of_origin_changes_from_federation_no_federations_no_fk" FOREIGN KEY ("from_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_of_origin_changes" ADD CONSTRAINT "federation_of_origin_changes_to_federation_no_federations_no_fk" FOREIGN KEY ("to_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_of_origin_changes" ADD CONSTRAINT "federation_of_origin_changes_case_no_legal_cases_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."legal_cases"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_documents" ADD CONSTRAINT "legal_case_documents_case_no_legal_cases_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."legal_cases"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_events" ADD CONSTRAINT "legal_case_events_case_no_legal_cases_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."legal_cases"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_registrations" ADD CONSTRAINT "legal_case_registrations_case_no_legal_cases_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."legal_cases"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_registrations" ADD CONSTRAINT "legal_case_registrations_federation_no_federations_no_fk" FOREIGN KEY ("federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_player_no_persons_no_fk" FOREIGN KEY ("player_no") REFERENCES "public"."persons"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_applicant_federation_no_federations_no_fk" FOREIGN KEY ("applicant_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_current_federation_no_federations_no_fk" FOREIGN KEY ("current_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_decided_federation_no_federations_no_fk" FOREIGN KEY ("decided_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_of_origin_changes_player_idx" ON "federation_of_origin_changes" USING btree ("player_no","day");--> statement-breakpoint
CREATE INDEX "legal_case_documents_case_idx" ON "legal_case_documents" USING btree ("case_no","kind");--> statement-breakpoint
CREATE INDEX "legal_case_events_case_idx" ON "legal_case_events" USING btree ("case_no","at");--> statement-breakpoint
CREATE INDEX "legal_case_registrations_case_idx" ON "legal_case_registrations" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "legal_cases_player_idx" ON "legal_cases" USING btree ("player_no");--> statement-breakpoint
CREATE INDEX "legal_cases_applicant_idx" ON "legal_cases" USING btree ("applicant_federation_no");--> statement-breakpoint
CREATE INDEX "legal_cases_current_idx" ON "legal_cases" USING btree ("current_federation_no");--> statement-breakpoint
CREATE INDEX "legal_cases_kind_status_idx" ON "legal_cases" USING btree ("kind","status");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_origin_federation_no_federations_no_fk" FOREIGN KEY ("origin_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER legal_cases_bump_version BEFORE UPDATE ON legal_cases FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER legal_settings_bump_version BEFORE UPDATE ON legal_settings FOR EACH ROW EXECUTE FUNCTION bump_version();
