ALTER TABLE "reservations" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_property_check_in_idx" ON "reservations" USING btree ("property_id","check_in");--> statement-breakpoint
-- A stay's property is its unit's, kept here by the database so no writer (the desk, the iCal import, seeds) can
-- forget it; a unit never moves to another property (a room type change stays within it).
CREATE FUNCTION "reservations_set_property"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "property_id" INTO NEW."property_id" FROM "units" WHERE "id" = NEW."unit_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_property_from_unit" BEFORE INSERT OR UPDATE OF "unit_id" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservations_set_property"();--> statement-breakpoint
UPDATE "reservations" SET "property_id" = "units"."property_id" FROM "units" WHERE "units"."id" = "reservations"."unit_id";
