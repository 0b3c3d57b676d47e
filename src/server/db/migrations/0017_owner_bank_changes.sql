CREATE TABLE "owner_bank_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"previous_bank_name" text,
	"previous_account_number" text,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_bank_changes_maker_not_checker" CHECK ("owner_bank_changes"."decided_by" IS NULL OR "owner_bank_changes"."decided_by" <> "owner_bank_changes"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "owner_bank_changes" ADD CONSTRAINT "owner_bank_changes_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_bank_changes" ADD CONSTRAINT "owner_bank_changes_maker_id_accounts_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_bank_changes" ADD CONSTRAINT "owner_bank_changes_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_bank_changes_one_pending" ON "owner_bank_changes" USING btree ("owner_id") WHERE "owner_bank_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "owner_bank_changes_owner_idx" ON "owner_bank_changes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "owner_bank_changes_status_idx" ON "owner_bank_changes" USING btree ("status","created_at");
