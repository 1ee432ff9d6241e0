CREATE TABLE "agent_representations" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_representations_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_no" integer NOT NULL,
	"player_no" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"document_file_name" varchar(200),
	"document_content_type" varchar(100),
	"document_size_bytes" bigint,
	"document_storage_key" varchar(200),
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "agent_representations_dates_check" CHECK ("agent_representations"."end_date" is null or "agent_representations"."start_date" <= "agent_representations"."end_date")
);
--> statement-breakpoint
CREATE TABLE "player_agents" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_agents_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_no" integer NOT NULL,
	"licence_number" varchar(30) NOT NULL,
	"federation_no" integer NOT NULL,
	"licence_issued_on" date NOT NULL,
	"licence_valid_until" date NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspension_reason" varchar(500),
	"languages" varchar(60),
	"agency" varchar(140),
	"email" varchar(200),
	"phone" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "player_agents_person_key" UNIQUE("person_no"),
	CONSTRAINT "player_agents_licence_number_key" UNIQUE("licence_number"),
	CONSTRAINT "player_agents_validity_check" CHECK ("player_agents"."licence_issued_on" <= "player_agents"."licence_valid_until")
);
--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD COLUMN "agent_no" integer;--> statement-breakpoint
ALTER TABLE "agent_representations" ADD CONSTRAINT "agent_representations_agent_no_player_agents_no_fk" FOREIGN KEY ("agent_no") REFERENCES "public"."player_agents"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_representations" ADD CONSTRAINT "agent_representations_player_no_persons_no_fk" FOREIGN KEY ("player_no") REFERENCES "public"."persons"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_representations" ADD CONSTRAINT "agent_representations_created_by_user_no_users_no_fk" FOREIGN KEY ("created_by_user_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agents" ADD CONSTRAINT "player_agents_person_no_persons_no_fk" FOREIGN KEY ("person_no") REFERENCES "public"."persons"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agents" ADD CONSTRAINT "player_agents_federation_no_federations_no_fk" FOREIGN KEY ("federation_no") REFERENCES "public"."federations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_representations_agent_idx" ON "agent_representations" USING btree ("agent_no");--> statement-breakpoint
CREATE INDEX "agent_representations_player_idx" ON "agent_representations" USING btree ("player_no");--> statement-breakpoint
CREATE INDEX "player_agents_federation_idx" ON "player_agents" USING btree ("federation_no");--> statement-breakpoint
ALTER TABLE "volley_transfers" ADD CONSTRAINT "volley_transfers_agent_no_player_agents_no_fk" FOREIGN KEY ("agent_no") REFERENCES "public"."player_agents"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER player_agents_bump_version BEFORE UPDATE ON player_agents FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER agent_representations_bump_version BEFORE UPDATE ON agent_representations FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
-- PlayerAgent users (type 24) stood for a person; they now stand for that person's agent record. Their
-- licence is not on record yet: it is kept suspended, to be entered by an admin or the licensing federation.
INSERT INTO player_agents (person_no, licence_number, federation_no, licence_issued_on, licence_valid_until, suspended, suspension_reason)
SELECT DISTINCT p.no, 'TO-ENTER-' || p.no, p.federation_no, current_date, current_date, true, 'Licence to be entered (created from the user account)'
FROM users u JOIN persons p ON p.no = u.type_no
WHERE u.type = 24 AND u.type_no > 0 AND p.federation_no IS NOT NULL;--> statement-breakpoint
UPDATE users u SET type_no = coalesce((SELECT a.no FROM player_agents a WHERE a.person_no = u.type_no), 0)
WHERE u.type = 24 AND u.type_no > 0;
