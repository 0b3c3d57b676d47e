CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"sst_number" text,
	"tourism_tax_number" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"phone" text,
	"email" text,
	"bank_name" text,
	"bank_account_number" text,
	"logo_file_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_package_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"effective_month" text NOT NULL,
	"fee_basis" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"minimum_monthly_fee_sen" bigint,
	"cleaning_pass_through" boolean NOT NULL,
	"expense_markup_bp" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_package_versions_rate_range" CHECK ("service_package_versions"."rate_bp" BETWEEN 0 AND 10000 AND "service_package_versions"."expense_markup_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "service_package_versions_minimum_fee" CHECK ("service_package_versions"."minimum_monthly_fee_sen" IS NULL OR "service_package_versions"."minimum_monthly_fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"id_type" text,
	"id_number" text,
	"address_line1" text,
	"address_line2" text,
	"postcode" text,
	"city" text,
	"state" text,
	"preferred_language" text DEFAULT 'en-US' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"base_nightly_rate_sen" bigint NOT NULL,
	"cleaning_fee_sen" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_amounts_not_negative" CHECK ("room_types"."base_nightly_rate_sen" >= 0 AND "room_types"."cleaning_fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_ownerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_ownerships_dates" CHECK ("unit_ownerships"."to_date" IS NULL OR "unit_ownerships"."to_date" >= "unit_ownerships"."from_date")
);
--> statement-breakpoint
CREATE TABLE "unit_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_packages_months" CHECK ("unit_packages"."to_month" IS NULL OR "unit_packages"."to_month" >= "unit_packages"."from_month")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"unit_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"owner_id" uuid,
	"service_package_id" uuid,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_versions" ADD CONSTRAINT "service_package_versions_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_versions" ADD CONSTRAINT "service_package_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_profiles" ADD CONSTRAINT "owner_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ownerships" ADD CONSTRAINT "unit_ownerships_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ownerships" ADD CONSTRAINT "unit_ownerships_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ownerships" ADD CONSTRAINT "unit_ownerships_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_packages" ADD CONSTRAINT "unit_packages_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_packages" ADD CONSTRAINT "unit_packages_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_packages" ADD CONSTRAINT "unit_packages_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_service_package_id_service_packages_id_fk" FOREIGN KEY ("service_package_id") REFERENCES "public"."service_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registration_number_key" ON "companies" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_package_versions_number_key" ON "service_package_versions" USING btree ("package_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "service_package_versions_month_key" ON "service_package_versions" USING btree ("package_id","effective_month");--> statement-breakpoint
CREATE UNIQUE INDEX "service_packages_name_key" ON "service_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "owner_profiles_id_number_idx" ON "owner_profiles" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "properties_name_idx" ON "properties" USING btree ("name");--> statement-breakpoint
CREATE INDEX "properties_company_idx" ON "properties" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_property_name_key" ON "room_types" USING btree ("property_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "unit_ownerships_open_key" ON "unit_ownerships" USING btree ("unit_id") WHERE "unit_ownerships"."to_date" IS NULL;--> statement-breakpoint
CREATE INDEX "unit_ownerships_unit_idx" ON "unit_ownerships" USING btree ("unit_id","from_date");--> statement-breakpoint
CREATE INDEX "unit_ownerships_owner_idx" ON "unit_ownerships" USING btree ("owner_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_packages_open_key" ON "unit_packages" USING btree ("unit_id") WHERE "unit_packages"."to_month" IS NULL;--> statement-breakpoint
CREATE INDEX "unit_packages_unit_idx" ON "unit_packages" USING btree ("unit_id","from_month");--> statement-breakpoint
CREATE INDEX "unit_packages_package_idx" ON "unit_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_property_number_key" ON "units" USING btree ("property_id","unit_number");--> statement-breakpoint
CREATE INDEX "units_property_status_number_idx" ON "units" USING btree ("property_id","status","unit_number");--> statement-breakpoint
CREATE INDEX "units_number_idx" ON "units" USING btree ("unit_number");--> statement-breakpoint
CREATE INDEX "units_room_type_idx" ON "units" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "units_owner_idx" ON "units" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "units_package_idx" ON "units" USING btree ("service_package_id");