CREATE SEQUENCE "public"."free_stay_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "free_stay_days" (
	"date" date PRIMARY KEY NOT NULL,
	"quota" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_stay_days_used_not_negative" CHECK ("free_stay_days"."used" >= 0),
	CONSTRAINT "free_stay_days_quota_holds" CHECK ("free_stay_days"."quota" IS NULL OR ("free_stay_days"."quota" >= 0 AND "free_stay_days"."used" <= "free_stay_days"."quota"))
);
--> statement-breakpoint
CREATE TABLE "free_stay_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text DEFAULT 'FS-' || regexp_replace(lpad(nextval('free_stay_code_seq')::text, 10, '0'), '^0{1,5}', '') NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"unit_id" uuid,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"from_portal" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"remark" text,
	"reservation_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_stay_requests_dates" CHECK ("free_stay_requests"."check_out" > "free_stay_requests"."check_in"),
	CONSTRAINT "free_stay_requests_guests" CHECK ("free_stay_requests"."adults" >= 1 AND "free_stay_requests"."children" >= 0),
	CONSTRAINT "free_stay_requests_approved_has_stay" CHECK ("free_stay_requests"."status" <> 'approved' OR ("free_stay_requests"."unit_id" IS NOT NULL AND "free_stay_requests"."reservation_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_stay_requests" ADD CONSTRAINT "free_stay_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_stay_requests_code_key" ON "free_stay_requests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "free_stay_requests_reservation_key" ON "free_stay_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "free_stay_requests_status_idx" ON "free_stay_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "free_stay_requests_account_idx" ON "free_stay_requests" USING btree ("account_id","check_in");--> statement-breakpoint
CREATE INDEX "free_stay_requests_unit_idx" ON "free_stay_requests" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "free_stay_requests_check_in_idx" ON "free_stay_requests" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "free_stay_requests_created_idx" ON "free_stay_requests" USING btree ("created_at");