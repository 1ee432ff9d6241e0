CREATE TABLE "tags" (
	"no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('record_version') NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TRIGGER tags_bump_version BEFORE UPDATE ON tags FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
INSERT INTO tags (name) SELECT DISTINCT tag FROM record_tags WHERE subject = 'articles' ORDER BY tag;
