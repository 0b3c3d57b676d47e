CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea",
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_change_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"field" text NOT NULL,
	"new_value" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "approval_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "approval_remark" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ban_remark" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "is_vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "agent_type" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "commission_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "verification_remarks" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "avatar_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_change_submissions" ADD CONSTRAINT "contact_change_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_attendance" ADD CONSTRAINT "rider_attendance_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_account_idx" ON "files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_changes_status_idx" ON "contact_change_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_attendance_day_key" ON "rider_attendance" USING btree ("account_id","work_date");--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "accounts_approval_idx" ON "accounts" USING btree ("approval_status","created_at");--> statement-breakpoint
CREATE INDEX "accounts_last_login_idx" ON "accounts" USING btree ("kind","last_login_at");