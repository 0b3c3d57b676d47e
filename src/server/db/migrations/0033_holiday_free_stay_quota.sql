-- A holiday may set its date's free-stay quota for properties in the states it applies to (issue 29): 0 gives no
-- free stay that day. Null leaves the daily quota as it is. Only a confirmed holiday's quota is honoured.
ALTER TABLE "holidays" ADD COLUMN "free_stay_quota" integer;
--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_free_stay_quota_check" CHECK ("free_stay_quota" IS NULL OR "free_stay_quota" >= 0);
