-- Every committed change to the data that reads answer from is announced on `libero_data`, so that
-- each process forgets the answers it keeps (gateway/read-answers.ts). One statement-level trigger
-- per table; a transaction's notifications with the same payload are delivered once, at commit.
-- The bookkeeping tables no read answers from are left out: they change on almost every request.
CREATE FUNCTION libero_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('libero_data', '');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('sessions', 'audit_log', 'mail_outbox', 'work_digests', 'password_tokens')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION libero_data_changed()',
      name
    );
  END LOOP;
END $$;
