-- The PDF of an approved statement (issue 28 "a PDF that never changes", DESIGN.md §11): rendered once and kept here,
-- then served byte for byte forever. One per statement, so a revision (its own statement) has its own. A row is only
-- ever inserted, for a statement past draft, and never changed or removed.
CREATE TABLE "owner_statement_pdfs" (
	"statement_id" uuid PRIMARY KEY NOT NULL REFERENCES "owner_statements"("id"),
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_statement_pdfs_sha256" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "owner_statement_pdfs_size" CHECK ("size" = octet_length("content") AND "size" > 0)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_statement_pdfs_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NOT EXISTS (SELECT 1 FROM owner_statements s WHERE s.id = NEW.statement_id AND s.status <> 'draft') THEN
			RAISE EXCEPTION 'Owner statement %: only an approved statement has a stored PDF', NEW.statement_id
				USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statement_pdfs_kept';
		END IF;
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'The stored PDF of owner statement % is never changed or removed', OLD.statement_id
		USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statement_pdfs_kept';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER owner_statement_pdfs_kept BEFORE INSERT OR UPDATE OR DELETE ON "owner_statement_pdfs"
	FOR EACH ROW EXECUTE FUNCTION owner_statement_pdfs_kept();
