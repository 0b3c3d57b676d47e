ALTER TABLE "accounts" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "date_of_birth" date;
