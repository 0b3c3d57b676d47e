CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text,
	"title_ms" text,
	"body_en" text NOT NULL,
	"body_zh" text,
	"body_ms" text,
	"audience" text NOT NULL,
	"publish_from" text,
	"publish_until" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_audience_check" CHECK ("announcements"."audience" IN ('admins', 'owners', 'everyone')),
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" IN ('draft', 'published', 'archived')),
	CONSTRAINT "announcements_window_check" CHECK ("announcements"."starts_at" IS NULL OR "announcements"."ends_at" IS NULL OR "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "announcements_status_created_idx" ON "announcements" USING btree ("status","created_at");
