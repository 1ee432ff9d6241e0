CREATE SEQUENCE "public"."itc_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "transfer_documents" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_documents_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_no" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_fees" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_fees_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"confederation_no" integer,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_fees_amount_check" CHECK ("transfer_fees"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_payments" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_payments_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_no" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" varchar(300) NOT NULL,
	"proof_document_no" integer,
	"recorded_by_user_no" integer,
	"recorded_by_name" varchar(200),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_payments_amount_check" CHECK ("transfer_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_signatures" (
	"transfer_no" integer NOT NULL,
	"party" varchar(20) NOT NULL,
	"signed_by_user_no" integer,
	"signed_by_name" varchar(200) NOT NULL,
	"on_behalf_of" varchar(200),
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_signatures_transfer_no_party_pk" PRIMARY KEY("transfer_no","party")
);
--> statement-breakpoint
CREATE TABLE "transfer_windows" (
	"season" smallint PRIMARY KEY NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_windows_order_check" CHECK ("transfer_windows"."opens_on" <= "transfer_windows"."closes_on")
);
--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "handling_confederation_no" integer;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "fee_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "awaiting_parties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "closing_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "window_exception_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "window_exception_by_user_no" integer;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "window_exception_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_documents" ADD CONSTRAINT "transfer_documents_transfer_no_volley_transfers_no_fk" FOREIGN KEY ("transfer_no") REFERENCES "public"."volley_transfers"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_fees" ADD CONSTRAINT "transfer_fees_confederation_no_confederations_no_fk" FOREIGN KEY ("confederation_no") REFERENCES "public"."confederations"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_transfer_no_volley_transfers_no_fk" FOREIGN KEY ("transfer_no") REFERENCES "public"."volley_transfers"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_proof_document_no_transfer_documents_no_fk" FOREIGN KEY ("proof_document_no") REFERENCES "public"."transfer_documents"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_signatures" ADD CONSTRAINT "transfer_signatures_transfer_no_volley_transfers_no_fk" FOREIGN KEY ("transfer_no") REFERENCES "public"."volley_transfers"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_documents_transfer_idx" ON "transfer_documents" USING btree ("transfer_no","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_fees_handler_key" ON "transfer_fees" USING btree (coalesce("confederation_no", 0));--> statement-breakpoint
CREATE INDEX "transfer_payments_transfer_idx" ON "transfer_payments" USING btree ("transfer_no");--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_handling_confederation_no_confederations_no_fk" FOREIGN KEY ("handling_confederation_no") REFERENCES "public"."confederations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Transfers recorded before the workflow: the handling confederation, and sent to the parties unless drafts.
UPDATE "volley_transfers" t SET "handling_confederation_no" = f."confederation_no", "submitted_at" = CASE WHEN t."status" = 'draft' THEN NULL ELSE t."created_at" END
  FROM "federations" f, "federations" g
  WHERE f."no" = t."from_federation_no" AND g."no" = t."to_federation_no" AND f."confederation_no" = g."confederation_no";--> statement-breakpoint
UPDATE "volley_transfers" SET "submitted_at" = "created_at" WHERE "status" <> 'draft' AND "submitted_at" IS NULL;--> statement-breakpoint
UPDATE "volley_transfers" SET "approved_at" = "created_at" WHERE "status" IN ('approved', 'active', 'ended', 'released');
--> statement-breakpoint
-- The world federation's fee until an admin sets it: CHF 1,000.00.
INSERT INTO "transfer_fees" ("confederation_no", "currency", "amount_minor") VALUES (NULL, 'CHF', 100000);
