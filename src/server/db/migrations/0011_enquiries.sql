CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"check_in" date,
	"check_out" date,
	"room_type_id" uuid,
	"unit_id" uuid,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"message" text,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reservation_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, ''))) STORED,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_dates" CHECK ("enquiries"."check_out" IS NULL OR "enquiries"."check_in" IS NULL OR "enquiries"."check_out" > "enquiries"."check_in"),
	CONSTRAINT "enquiries_guests" CHECK ("enquiries"."adults" >= 0 AND "enquiries"."children" >= 0),
	CONSTRAINT "enquiries_converted_has_reservation" CHECK (("enquiries"."status" = 'converted') = ("enquiries"."reservation_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "enquiry_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remark" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_status_changes" ADD CONSTRAINT "enquiry_status_changes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_status_changes" ADD CONSTRAINT "enquiry_status_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_search_text_trgm_idx" ON "enquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiry_status_changes_enquiry_idx" ON "enquiry_status_changes" USING btree ("enquiry_id","changed_at");