CREATE TABLE "bank_accounts" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"federation_no" integer NOT NULL,
	"account_holder" varchar(140) NOT NULL,
	"bank_name" varchar(140) NOT NULL,
	"bank_address" varchar(300),
	"iban" varchar(34),
	"account_number" varchar(34),
	"bic" varchar(11) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"reject_reason" text,
	"proof_file_name" varchar(200),
	"proof_content_type" varchar(100),
	"proof_size_bytes" bigint,
	"proof_storage_key" varchar(200),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_user_no" integer,
	"verified_at" timestamp with time zone,
	"verified_by_user_no" integer,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "bank_accounts_status_check" CHECK ("bank_accounts"."status" in ('submitted', 'active', 'rejected', 'replaced')),
	CONSTRAINT "bank_accounts_number_check" CHECK ("bank_accounts"."iban" is not null or "bank_accounts"."account_number" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_to" varchar(300);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_federation_no_federations_no_fk" FOREIGN KEY ("federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_submitted_by_user_no_users_no_fk" FOREIGN KEY ("submitted_by_user_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_verified_by_user_no_users_no_fk" FOREIGN KEY ("verified_by_user_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_federation_idx" ON "bank_accounts" USING btree ("federation_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_pending" ON "bank_accounts" USING btree ("federation_no") WHERE "bank_accounts"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_active" ON "bank_accounts" USING btree ("federation_no") WHERE "bank_accounts"."status" = 'active';--> statement-breakpoint
CREATE TRIGGER bank_accounts_bump_version BEFORE UPDATE ON bank_accounts FOR EACH ROW EXECUTE FUNCTION bump_version();