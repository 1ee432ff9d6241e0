CREATE TABLE "volley_transfers" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volley_transfers_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_no" integer NOT NULL,
	"from_federation_no" integer NOT NULL,
	"from_club_no" integer,
	"to_federation_no" integer NOT NULL,
	"to_club_no" integer,
	"first_season" smallint NOT NULL,
	"last_season" smallint NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"itc_number" varchar(30),
	"contract_start" date,
	"contract_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "volley_transfers_status_check" CHECK (status in ('draft', 'inProgress', 'awaitingFederations', 'awaitingPayment', 'paymentInReview', 'approved', 'active', 'ended', 'released', 'cancelled', 'rejected')),
	CONSTRAINT "volley_transfers_seasons_check" CHECK ("volley_transfers"."first_season" <= "volley_transfers"."last_season" and "volley_transfers"."last_season" - "volley_transfers"."first_season" < 5),
	CONSTRAINT "volley_transfers_federations_check" CHECK ("volley_transfers"."from_federation_no" <> "volley_transfers"."to_federation_no")
);
--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_player_no_persons_no_fk" FOREIGN KEY ("player_no") REFERENCES "public"."persons"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_from_federation_no_federations_no_fk" FOREIGN KEY ("from_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_from_club_no_volley_clubs_no_fk" FOREIGN KEY ("from_club_no") REFERENCES "public"."volley_clubs"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_to_federation_no_federations_no_fk" FOREIGN KEY ("to_federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_to_club_no_volley_clubs_no_fk" FOREIGN KEY ("to_club_no") REFERENCES "public"."volley_clubs"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volley_transfers_player_idx" ON "volley_transfers" USING btree ("player_no");--> statement-breakpoint
CREATE INDEX "volley_transfers_from_federation_idx" ON "volley_transfers" USING btree ("from_federation_no");--> statement-breakpoint
CREATE INDEX "volley_transfers_to_federation_idx" ON "volley_transfers" USING btree ("to_federation_no");--> statement-breakpoint
CREATE INDEX "volley_transfers_from_club_idx" ON "volley_transfers" USING btree ("from_club_no");--> statement-breakpoint
CREATE INDEX "volley_transfers_to_club_idx" ON "volley_transfers" USING btree ("to_club_no");--> statement-breakpoint
CREATE UNIQUE INDEX "volley_transfers_itc_idx" ON "volley_transfers" USING btree ("itc_number");--> statement-breakpoint
CREATE TRIGGER volley_transfers_bump_version BEFORE UPDATE ON volley_transfers FOR EACH ROW EXECUTE FUNCTION bump_version();