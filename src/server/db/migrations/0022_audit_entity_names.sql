-- Audit record types are spelled `<area>.<record>` (issue 26, "one name, checked"): stored rows take the new names
-- so history views, which filter on the entity, keep finding them. An account's type follows the area of its kind.
UPDATE "audit_log" SET "entity" = CASE
  WHEN "entity" = 'account' THEN COALESCE(
    (SELECT CASE a."kind" WHEN 'admin' THEN 'administrators.account' WHEN 'owner' THEN 'owners.account' ELSE 'users.account' END
       FROM "accounts" a WHERE a."id"::text = "audit_log"."entity_id"),
    'users.account')
  WHEN "entity" = 'company' THEN 'companies.company'
  WHEN "entity" = 'contact-change' THEN 'users.contact-change'
  WHEN "entity" = 'credit_account' THEN 'credit.account'
  WHEN "entity" = 'credit_entry' THEN 'credit.entry'
  WHEN "entity" = 'credit_request' THEN 'credit.request'
  WHEN "entity" = 'enquiry' THEN 'enquiries.enquiry'
  WHEN "entity" = 'free_stay_day' THEN 'free-stay.day'
  WHEN "entity" = 'free_stay_request' THEN 'free-stay.request'
  WHEN "entity" = 'ical_event' THEN 'integration.event'
  WHEN "entity" = 'ical_feed' THEN 'integration.feed'
  WHEN "entity" = 'owner_bank_change' THEN 'owners.bank-change'
  WHEN "entity" = 'property' THEN 'listings.property'
  WHEN "entity" = 'reservation' THEN 'reservations.reservation'
  WHEN "entity" = 'room_type' THEN 'listings.room-type'
  WHEN "entity" = 'service_package' THEN 'service-packages.package'
  WHEN "entity" = 'unit' THEN 'listings.unit'
  ELSE "entity"
END
WHERE "entity" IN ('account', 'company', 'contact-change', 'credit_account', 'credit_entry', 'credit_request', 'enquiry',
  'free_stay_day', 'free_stay_request', 'ical_event', 'ical_feed', 'owner_bank_change', 'property', 'reservation',
  'room_type', 'service_package', 'unit');
