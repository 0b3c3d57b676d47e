-- Tiered management fees (issue 28): a package version may carry marginal bands, e.g. 20% of the month's basis up to
-- RM 10,000 and 15% above, as [{"uptoSen": 1000000, "rateBp": 2000}, {"uptoSen": null, "rateBp": 1500}]. Null keeps the
-- flat rate_bp of every version made before. With bands, rate_bp is the first band's rate, so a reader that knows no
-- bands still shows the rate of the first ringgit. The contract words each rule; the database refuses what slips past.
CREATE OR REPLACE FUNCTION fee_tiers_valid(tiers jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT jsonb_typeof(tiers) = 'array'
		AND jsonb_array_length(tiers) BETWEEN 1 AND 5
		AND NOT EXISTS (
			SELECT 1
			FROM jsonb_array_elements(tiers) WITH ORDINALITY AS b(tier, n)
			LEFT JOIN jsonb_array_elements(tiers) WITH ORDINALITY AS p(tier, n) ON p.n = b.n - 1
			WHERE jsonb_typeof(b.tier -> 'rateBp') <> 'number'
				OR (b.tier ->> 'rateBp')::numeric NOT BETWEEN 0 AND 10000
				-- Only the last band is open; the others end above RM 0.00 and above the band before.
				OR (b.n = jsonb_array_length(tiers)) <> (jsonb_typeof(b.tier -> 'uptoSen') = 'null')
				OR (b.n < jsonb_array_length(tiers) AND (jsonb_typeof(b.tier -> 'uptoSen') <> 'number' OR (b.tier ->> 'uptoSen')::numeric <= 0))
				OR (p.tier IS NOT NULL AND jsonb_typeof(b.tier -> 'uptoSen') = 'number'
					AND (b.tier ->> 'uptoSen')::numeric <= (p.tier ->> 'uptoSen')::numeric)
		)
$$;
--> statement-breakpoint
ALTER TABLE "service_package_versions" ADD COLUMN "tiers" jsonb;
--> statement-breakpoint
ALTER TABLE "service_package_versions" ADD CONSTRAINT "service_package_versions_tiers" CHECK (
	"tiers" IS NULL OR (fee_tiers_valid("tiers") AND ("tiers" -> 0 ->> 'rateBp')::integer = "rate_bp")
);
