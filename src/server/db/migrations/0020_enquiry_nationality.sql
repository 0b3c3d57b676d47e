ALTER TABLE "enquiries" ADD COLUMN "guest_nationality" text;
