CREATE TABLE "ical_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"summary" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"state" text NOT NULL,
	"reservation_id" uuid,
	"conflict_with" uuid,
	"dismissed_by" uuid,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_exports" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_exports_secret_key" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" uuid
);
--> statement-breakpoint
ALTER TABLE "ical_events" ADD CONSTRAINT "ical_events_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_events" ADD CONSTRAINT "ical_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_events" ADD CONSTRAINT "ical_events_conflict_with_reservations_id_fk" FOREIGN KEY ("conflict_with") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_events" ADD CONSTRAINT "ical_events_dismissed_by_accounts_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_exports" ADD CONSTRAINT "ical_exports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_runs" ADD CONSTRAINT "ical_runs_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_runs" ADD CONSTRAINT "ical_runs_started_by_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ical_events_feed_uid_key" ON "ical_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "ical_events_state_idx" ON "ical_events" USING btree ("state");--> statement-breakpoint
CREATE INDEX "ical_feeds_unit_idx" ON "ical_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "ical_feeds_due_idx" ON "ical_feeds" USING btree ("active","last_run_at");--> statement-breakpoint
CREATE INDEX "ical_runs_feed_idx" ON "ical_runs" USING btree ("feed_id","started_at");