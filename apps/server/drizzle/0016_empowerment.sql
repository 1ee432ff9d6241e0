CREATE TABLE "applications" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"call_no" integer NOT NULL,
	"federation_no" integer NOT NULL,
	"project_type" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"budget" jsonb NOT NULL,
	"budget_total_minor" bigint DEFAULT 0 NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score_total" integer,
	"decision_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "applications_type_check" CHECK ("applications"."project_type" in ('coachSupport', 'volleyballEquipment', 'knowledgeTransfer')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('draft', 'submitted', 'review', 'approved', 'notApproved'))
);
--> statement-breakpoint
CREATE TABLE "development_projects" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "development_projects_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_no" integer NOT NULL,
	"federation_no" integer NOT NULL,
	"project_type" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" varchar(20) DEFAULT 'running' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"budget_total_minor" bigint NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"coach_person_no" integer,
	"expert_person_nos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "development_projects_type_check" CHECK ("development_projects"."project_type" in ('coachSupport', 'volleyballEquipment', 'knowledgeTransfer')),
	CONSTRAINT "development_projects_status_check" CHECK ("development_projects"."status" in ('running', 'completed')),
	CONSTRAINT "development_projects_period_check" CHECK ("development_projects"."end_day" >= "development_projects"."start_day")
);
--> statement-breakpoint
CREATE TABLE "empowerment_calls" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empowerment_calls_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"budget_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"project_types" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "empowerment_calls_window_check" CHECK ("empowerment_calls"."closes_on" >= "empowerment_calls"."opens_on")
);
--> statement-breakpoint
CREATE TABLE "empowerment_documents" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empowerment_documents_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_kind" varchar(20) NOT NULL,
	"owner_no" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empowerment_documents_owner_check" CHECK ("empowerment_documents"."owner_kind" in ('application', 'invoice', 'report'))
);
--> statement-breakpoint
CREATE TABLE "empowerment_events" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empowerment_events_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(20) NOT NULL,
	"subject_no" integer NOT NULL,
	"step" varchar(20) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"user_no" integer,
	"user_name" varchar(200) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empowerment_events_subject_check" CHECK ("empowerment_events"."subject" in ('application', 'project', 'invoice', 'shipment'))
);
--> statement-breakpoint
CREATE TABLE "equipment_catalogue" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"unit" varchar(30) NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_no" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"issued_on" date,
	"amount_minor" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"document_no" integer,
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_reports_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_no" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"period_start" date,
	"period_end" date,
	"body" text NOT NULL,
	"coach_user_no" integer,
	"author_user_no" integer,
	"author_name" varchar(200) NOT NULL,
	"document_no" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_reports_kind_check" CHECK ("progress_reports"."kind" in ('progress', 'coach', 'final')),
	CONSTRAINT "progress_reports_coach_check" CHECK (("progress_reports"."kind" = 'coach') = ("progress_reports"."coach_user_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_no" integer NOT NULL,
	"status" varchar(20) DEFAULT 'ordered' NOT NULL,
	"items" jsonb NOT NULL,
	"delivery_address" text NOT NULL,
	"carrier" varchar(100) DEFAULT '' NOT NULL,
	"tracking_number" varchar(100) DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('ordered', 'shipped', 'inCustoms', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_call_no_empowerment_calls_no_fk" FOREIGN KEY ("call_no") REFERENCES "public"."empowerment_calls"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_federation_no_federations_no_fk" FOREIGN KEY ("federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_projects" ADD CONSTRAINT "development_projects_application_no_applications_no_fk" FOREIGN KEY ("application_no") REFERENCES "public"."applications"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_projects" ADD CONSTRAINT "development_projects_federation_no_federations_no_fk" FOREIGN KEY ("federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_projects" ADD CONSTRAINT "development_projects_coach_person_no_persons_no_fk" FOREIGN KEY ("coach_person_no") REFERENCES "public"."persons"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_no_development_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."development_projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_no_empowerment_documents_no_fk" FOREIGN KEY ("document_no") REFERENCES "public"."empowerment_documents"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_project_no_development_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."development_projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_document_no_empowerment_documents_no_fk" FOREIGN KEY ("document_no") REFERENCES "public"."empowerment_documents"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_project_no_development_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."development_projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_federation_idx" ON "applications" USING btree ("federation_no");--> statement-breakpoint
CREATE INDEX "applications_call_idx" ON "applications" USING btree ("call_no");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "development_projects_application_idx" ON "development_projects" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "development_projects_federation_idx" ON "development_projects" USING btree ("federation_no");--> statement-breakpoint
CREATE INDEX "development_projects_coach_idx" ON "development_projects" USING btree ("coach_person_no");--> statement-breakpoint
CREATE INDEX "empowerment_documents_owner_idx" ON "empowerment_documents" USING btree ("owner_kind","owner_no");--> statement-breakpoint
CREATE INDEX "empowerment_events_subject_idx" ON "empowerment_events" USING btree ("subject","subject_no","at");--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "progress_reports_project_idx" ON "progress_reports" USING btree ("project_no","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_one_final_idx" ON "progress_reports" USING btree ("project_no") WHERE "progress_reports"."kind" = 'final';--> statement-breakpoint
CREATE INDEX "shipments_project_idx" ON "shipments" USING btree ("project_no");--> statement-breakpoint
CREATE TRIGGER empowerment_calls_bump_version BEFORE UPDATE ON empowerment_calls FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER applications_bump_version BEFORE UPDATE ON applications FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER development_projects_bump_version BEFORE UPDATE ON development_projects FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER invoices_bump_version BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER shipments_bump_version BEFORE UPDATE ON shipments FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
INSERT INTO equipment_catalogue (code, name, unit, unit_price_minor) VALUES
  ('BALL-INDOOR', 'Indoor match ball', 'ball', 6500),
  ('BALL-BEACH', 'Beach match ball', 'ball', 6000),
  ('BALL-TRAIN', 'Training ball', 'ball', 3000),
  ('NET-INDOOR', 'Indoor competition net', 'net', 28000),
  ('NET-BEACH', 'Beach net with cable', 'net', 22000),
  ('POSTS', 'Pair of indoor posts with padding', 'pair', 180000),
  ('ANTENNAS', 'Pair of antennas', 'pair', 4500),
  ('REF-STAND', 'Referee stand', 'stand', 95000),
  ('SCOREBOARD', 'Manual scoreboard', 'board', 12000),
  ('BEACH-KIT', 'Beach court kit (lines, anchors, net system)', 'kit', 85000),
  ('BALL-CART', 'Ball cart', 'cart', 9000),
  ('FIRST-AID', 'Sports first aid kit', 'kit', 7500);
