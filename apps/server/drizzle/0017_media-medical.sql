CREATE TABLE "albums" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "albums_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" varchar(200) NOT NULL,
	"title_fr" varchar(200) DEFAULT '' NOT NULL,
	"title_es" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"event_no" integer,
	"volley_tournament_no" integer,
	"beach_tournament_no" integer,
	"taken_on" date,
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "albums_status_check" CHECK ("albums"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "article_events" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_events_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_no" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"language" varchar(2),
	"comment" text,
	"by_user_no" integer,
	"by_user_name" varchar(200) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_links" (
	"article_no" integer NOT NULL,
	"subject" varchar(20) NOT NULL,
	"record_no" integer NOT NULL,
	CONSTRAINT "article_links_article_no_subject_record_no_pk" PRIMARY KEY("article_no","subject","record_no"),
	CONSTRAINT "article_links_subject_check" CHECK ("article_links"."subject" in ('player', 'volleyTeam', 'volleyTournament', 'beachTournament'))
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_no" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(300) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"written_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_translations_article_no_language_pk" PRIMARY KEY("article_no","language"),
	CONSTRAINT "article_translations_language_check" CHECK ("article_translations"."language" in ('en', 'fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) DEFAULT 'article' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"cover_image_no" integer,
	"author_user_no" integer,
	"author_name" varchar(200) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "articles_kind_check" CHECK ("articles"."kind" in ('article', 'pressRelease')),
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'inReview', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_no" integer,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_key" varchar(200) NOT NULL,
	"web_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200) NOT NULL,
	"caption_en" varchar(500) DEFAULT '' NOT NULL,
	"caption_fr" varchar(500) DEFAULT '' NOT NULL,
	"caption_es" varchar(500) DEFAULT '' NOT NULL,
	"credit" varchar(200) DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_accreditations" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_accreditations_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_no" integer NOT NULL,
	"event_no" integer NOT NULL,
	"organization_no" integer,
	"function" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'requested' NOT NULL,
	"badge_number" varchar(30),
	"reason" text,
	"requested_by_user_no" integer,
	"decided_by_user_no" integer,
	"decided_at" timestamp with time zone,
	"days" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "media_accreditations_status_check" CHECK ("media_accreditations"."status" in ('requested', 'approved', 'refused', 'withdrawn')),
	CONSTRAINT "media_accreditations_function_check" CHECK ("media_accreditations"."function" in ('journalist', 'photographer', 'tvCrew', 'radio', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "media_organizations" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_organizations_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"country_code" varchar(2),
	"website" varchar(300),
	"email" varchar(200),
	"phone" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "media_organizations_kind_check" CHECK ("media_organizations"."kind" in ('newspaper', 'tv', 'radio', 'agency', 'photoAgency', 'online'))
);
--> statement-breakpoint
CREATE TABLE "injury_documents" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "injury_documents_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"injury_no" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_qualifications" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_qualifications_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_no" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"issuer" varchar(200) DEFAULT '' NOT NULL,
	"obtained_on" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_injuries" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_injuries_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_no" integer NOT NULL,
	"occurred_on" date NOT NULL,
	"body_part" varchar(20) NOT NULL,
	"injury_type" varchar(20) NOT NULL,
	"severity" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"expected_return_on" date,
	"follow_up_on" date,
	"treating_person_no" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "player_injuries_body_part_check" CHECK ("player_injuries"."body_part" in ('head', 'neck', 'shoulder', 'upperArm', 'elbow', 'forearm', 'wrist', 'hand', 'finger', 'chest', 'back', 'lowerBack', 'hip', 'groin', 'thigh', 'knee', 'lowerLeg', 'ankle', 'foot', 'other')),
	CONSTRAINT "player_injuries_type_check" CHECK ("player_injuries"."injury_type" in ('sprain', 'strain', 'fracture', 'dislocation', 'tendinopathy', 'contusion', 'laceration', 'concussion', 'ligamentRupture', 'overuse', 'other')),
	CONSTRAINT "player_injuries_severity_check" CHECK ("player_injuries"."severity" in ('minor', 'moderate', 'severe', 'careerThreatening')),
	CONSTRAINT "player_injuries_status_check" CHECK ("player_injuries"."status" in ('active', 'recovering', 'recovered')),
	CONSTRAINT "player_injuries_return_check" CHECK ("player_injuries"."expected_return_on" is null or "player_injuries"."expected_return_on" >= "player_injuries"."occurred_on")
);
--> statement-breakpoint
ALTER TABLE "person_roles" ADD COLUMN "media_organization_no" integer;--> statement-breakpoint
ALTER TABLE "person_roles" ADD COLUMN "media_position" varchar(100);--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_event_no_events_no_fk" FOREIGN KEY ("event_no") REFERENCES "public"."events"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_events" ADD CONSTRAINT "article_events_article_no_articles_no_fk" FOREIGN KEY ("article_no") REFERENCES "public"."articles"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_links" ADD CONSTRAINT "article_links_article_no_articles_no_fk" FOREIGN KEY ("article_no") REFERENCES "public"."articles"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_no_articles_no_fk" FOREIGN KEY ("article_no") REFERENCES "public"."articles"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_image_no_images_no_fk" FOREIGN KEY ("cover_image_no") REFERENCES "public"."images"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_album_no_albums_no_fk" FOREIGN KEY ("album_no") REFERENCES "public"."albums"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_accreditations" ADD CONSTRAINT "media_accreditations_person_no_persons_no_fk" FOREIGN KEY ("person_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_accreditations" ADD CONSTRAINT "media_accreditations_event_no_events_no_fk" FOREIGN KEY ("event_no") REFERENCES "public"."events"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_accreditations" ADD CONSTRAINT "media_accreditations_organization_no_media_organizations_no_fk" FOREIGN KEY ("organization_no") REFERENCES "public"."media_organizations"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_documents" ADD CONSTRAINT "injury_documents_injury_no_player_injuries_no_fk" FOREIGN KEY ("injury_no") REFERENCES "public"."player_injuries"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_qualifications" ADD CONSTRAINT "medical_qualifications_person_no_persons_no_fk" FOREIGN KEY ("person_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_injuries" ADD CONSTRAINT "player_injuries_player_no_persons_no_fk" FOREIGN KEY ("player_no") REFERENCES "public"."persons"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_injuries" ADD CONSTRAINT "player_injuries_treating_person_no_persons_no_fk" FOREIGN KEY ("treating_person_no") REFERENCES "public"."persons"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_events_article_idx" ON "article_events" USING btree ("article_no","at");--> statement-breakpoint
CREATE INDEX "article_links_record_idx" ON "article_links" USING btree ("subject","record_no");--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "images_album_idx" ON "images" USING btree ("album_no","position");--> statement-breakpoint
CREATE INDEX "media_accreditations_person_idx" ON "media_accreditations" USING btree ("person_no");--> statement-breakpoint
CREATE INDEX "media_accreditations_event_idx" ON "media_accreditations" USING btree ("event_no","status");--> statement-breakpoint
CREATE INDEX "injury_documents_injury_idx" ON "injury_documents" USING btree ("injury_no");--> statement-breakpoint
CREATE INDEX "medical_qualifications_person_idx" ON "medical_qualifications" USING btree ("person_no");--> statement-breakpoint
CREATE INDEX "player_injuries_player_idx" ON "player_injuries" USING btree ("player_no","occurred_on");--> statement-breakpoint
CREATE TRIGGER images_bump_version BEFORE UPDATE ON images FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER albums_bump_version BEFORE UPDATE ON albums FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER articles_bump_version BEFORE UPDATE ON articles FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER media_organizations_bump_version BEFORE UPDATE ON media_organizations FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER media_accreditations_bump_version BEFORE UPDATE ON media_accreditations FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER medical_qualifications_bump_version BEFORE UPDATE ON medical_qualifications FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER player_injuries_bump_version BEFORE UPDATE ON player_injuries FOR EACH ROW EXECUTE FUNCTION bump_version();
