CREATE SEQUENCE "public"."document_no" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "transfer_payments" DROP CONSTRAINT "transfer_payments_proof_document_no_transfer_documents_no_fk";
--> statement-breakpoint
ALTER TABLE "person_documents" ALTER COLUMN "no" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "person_documents" ALTER COLUMN "no" SET DEFAULT nextval('document_no');--> statement-breakpoint
ALTER TABLE "transfer_documents" ALTER COLUMN "no" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "transfer_documents" ALTER COLUMN "no" SET DEFAULT nextval('document_no');--> statement-breakpoint
ALTER TABLE "transfer_documents" ADD COLUMN "version" bigint DEFAULT nextval('record_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_proof_document_no_transfer_documents_no_fk" FOREIGN KEY ("proof_document_no") REFERENCES "public"."transfer_documents"("no") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE TRIGGER transfer_documents_bump_version BEFORE UPDATE ON transfer_documents FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
-- The shared numbering starts after both tables' numbers; a transfer's document numbered as a person's is renumbered (its payment follows).
SELECT setval('document_no', greatest((SELECT coalesce(max(no), 0) FROM person_documents), (SELECT coalesce(max(no), 0) FROM transfer_documents)) + 1, false);--> statement-breakpoint
UPDATE transfer_documents SET no = nextval('document_no') WHERE no IN (SELECT no FROM person_documents);
