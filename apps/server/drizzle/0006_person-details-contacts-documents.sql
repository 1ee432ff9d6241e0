CREATE TABLE "person_contacts" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_contacts_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_no" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" varchar(200) NOT NULL,
	"label" varchar(100),
	"preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_documents" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_documents_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_no" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_roles" ADD COLUMN "level" varchar(20);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "marital_status" varchar(20);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "region" varchar(100);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "closest_airports" varchar(200);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "blood_group" varchar(2);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "rhesus" varchar(1);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "neck_girth" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "bust_girth" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "waist_girth" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "hip_girth" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "shoulder_length" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "arm_length" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "arm_girth" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "trouser_length" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "inseam" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "thigh_girth" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "foot_length" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "position" varchar(20);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "spike_reach" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "block_reach" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "club_no" integer;--> statement-breakpoint
ALTER TABLE "person_contacts" ADD CONSTRAINT "person_contacts_person_no_persons_no_fk" FOREIGN KEY ("person_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_documents" ADD CONSTRAINT "person_documents_person_no_persons_no_fk" FOREIGN KEY ("person_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_contacts_person_idx" ON "person_contacts" USING btree ("person_no");--> statement-breakpoint
CREATE INDEX "person_documents_person_idx" ON "person_documents" USING btree ("person_no","kind");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_club_no_volley_clubs_no_fk" FOREIGN KEY ("club_no") REFERENCES "public"."volley_clubs"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persons_club_idx" ON "persons" USING btree ("club_no");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_blood_group_check" CHECK ("persons"."blood_group" in ('A', 'B', 'AB', 'O'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_rhesus_check" CHECK ("persons"."rhesus" in ('+', '-'));
--> statement-breakpoint
CREATE TRIGGER person_contacts_bump_version BEFORE UPDATE ON person_contacts FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER person_documents_bump_version BEFORE UPDATE ON person_documents FOR EACH ROW EXECUTE FUNCTION bump_version();
