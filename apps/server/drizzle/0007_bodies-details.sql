ALTER TABLE "confederations" ADD COLUMN "country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "confederations" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "confederations" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "confederations" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "confederations" ADD COLUMN "website" varchar(300);--> statement-breakpoint
ALTER TABLE "confederations" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "confederations" ADD COLUMN "phone" varchar(40);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "name_fr" varchar(200);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "name_es" varchar(200);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "status" varchar(10) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "nf_category" varchar(1);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "phone" varchar(40);--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "president_no" integer;--> statement-breakpoint
ALTER TABLE "federations" ADD COLUMN "secretary_general_no" integer;--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "venue" varchar(200);--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "colours" varchar(100);--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "status" varchar(10) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "website" varchar(300);--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD COLUMN "phone" varchar(40);--> statement-breakpoint
ALTER TABLE "federations" ADD CONSTRAINT "federations_president_no_persons_no_fk" FOREIGN KEY ("president_no") REFERENCES "public"."persons"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federations" ADD CONSTRAINT "federations_secretary_general_no_persons_no_fk" FOREIGN KEY ("secretary_general_no") REFERENCES "public"."persons"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federations" ADD CONSTRAINT "federations_status_check" CHECK ("federations"."status" in ('active', 'suspended'));--> statement-breakpoint
ALTER TABLE "federations" ADD CONSTRAINT "federations_nf_category_check" CHECK ("federations"."nf_category" in ('A', 'B', 'C', 'D'));--> statement-breakpoint
ALTER TABLE "volley_clubs" ADD CONSTRAINT "volley_clubs_status_check" CHECK ("volley_clubs"."status" in ('active', 'inactive'));