CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"name_zh" text,
	"name_ms" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_status_check" CHECK ("holidays"."status" IN ('tentative', 'confirmed')),
	CONSTRAINT "holidays_source_check" CHECK ("holidays"."source" IN ('prefill', 'admin')),
	CONSTRAINT "holidays_scope_check" CHECK ("holidays"."scope" = 'federal' OR "holidays"."scope" ~ '^MY-(0[1-9]|1[0-6])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_scope_key" ON "holidays" USING btree ("date","scope") WHERE "holidays"."removed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "holidays_scope_date_idx" ON "holidays" USING btree ("scope","date");
