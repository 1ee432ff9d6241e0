CREATE TABLE "federation_officers" (
	"federation_no" integer NOT NULL,
	"office" varchar(20) NOT NULL,
	"person_no" integer NOT NULL,
	CONSTRAINT "federation_officers_federation_no_office_pk" PRIMARY KEY("federation_no","office"),
	CONSTRAINT "federation_officers_office_check" CHECK ("federation_officers"."office" in ('president', 'secretaryGeneral'))
);
--> statement-breakpoint
ALTER TABLE "federations" DROP CONSTRAINT "federations_president_no_persons_no_fk";
--> statement-breakpoint
ALTER TABLE "federations" DROP CONSTRAINT "federations_secretary_general_no_persons_no_fk";
--> statement-breakpoint
ALTER TABLE "federation_officers" ADD CONSTRAINT "federation_officers_federation_no_federations_no_fk" FOREIGN KEY ("federation_no") REFERENCES "public"."federations"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_officers" ADD CONSTRAINT "federation_officers_person_no_persons_no_fk" FOREIGN KEY ("person_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_officers_person_idx" ON "federation_officers" USING btree ("person_no");--> statement-breakpoint
INSERT INTO "federation_officers" ("federation_no", "office", "person_no")
  SELECT "no", 'president', "president_no" FROM "federations" WHERE "president_no" IS NOT NULL
  UNION ALL
  SELECT "no", 'secretaryGeneral', "secretary_general_no" FROM "federations" WHERE "secretary_general_no" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "federations" DROP COLUMN "president_no";--> statement-breakpoint
ALTER TABLE "federations" DROP COLUMN "secretary_general_no";