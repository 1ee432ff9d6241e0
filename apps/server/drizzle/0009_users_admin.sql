-- An e-mail address names one user (sign-in and password-forgot look users up by it): refuse to go on while two share one.
DO $$
DECLARE shared text;
BEGIN
  SELECT string_agg(address, ', ') INTO shared
  FROM (SELECT lower(email) AS address FROM users WHERE email <> '' GROUP BY lower(email) HAVING count(*) > 1) AS d;
  IF shared IS NOT NULL THEN
    RAISE EXCEPTION 'Users share these e-mail addresses: %. Give each user an address of their own, then start again.', shared;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "environment" varchar(20) DEFAULT 'production' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';
