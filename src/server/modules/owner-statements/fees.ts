import type { FeeBasis, FeeTier, PackageTerms } from '@shared/contracts/service-packages';

/**
 * The management fee of one unit for one month (DESIGN.md §6 "Service packages", "Owner statements"; issue 28 "Fees"),
 * as the monthly statement run will charge it. Pure: the run gathers the month's figures and the package version in
 * force, this says the fee. Everything is integer sen and basis points; no float ever holds an amount.
 *
 * **The bases.** A month's figures are the unit's stays cut at the month's edges night by night, as revenue cuts them
 * (so statements and the revenue report add up to the same sen). Taxes — SST and tourism tax — are never in any basis:
 * they are the government's, collected on its behalf.
 * - `gross`: everything the guests paid for the month's nights before anyone's cut: room revenue plus the cleaning
 *   fees, unless cleaning is passed through (then the cleaning fee goes to the cleaner as it is, outside every basis).
 * - `net_of_commission`: gross less the channel's commission on those nights — what actually reached the company. When
 *   the commission is larger than gross (a cancelled stay the channel still charged for), the basis is zero, never
 *   negative: a fee is never a credit to the owner, and the commission is its own line of the statement anyway.
 * - `accommodation_only`: room revenue alone — never the cleaning fee, whether or not it is passed through — before
 *   commission.
 *
 * **Tiers.** Marginal, like tax brackets: each band's rate applies only to the part of the basis inside it. A package
 * version without tiers is one open band at its `rateBp`.
 *
 * **Rounding: half up, on each band.** A band's fee is `amount × rate ÷ 10,000` rounded half up to the sen, and the fee
 * is the sum of the bands. A statement prints one line per band ("20% of RM 10,000.00 = RM 2,000.00"), and the owner
 * must be able to check each printed line by hand and see the lines add up to the fee charged: rounding once at the end
 * would make the printed lines disagree with their total by a sen now and then. The cost is at most half a sen per band
 * against the exact figure (2.5 sen with five bands), always visible on the line that caused it.
 *
 * **Minimum monthly fee.** When the version has one and the computed fee is below it, the minimum is charged instead
 * (`minimumApplied`), **also in a month without any revenue**: the contract calls it "the least fee charged for a
 * month", and it pays for managing a unit that is on the package that month (upkeep of its listings, inspections, the
 * owner's reporting) whether or not a guest came. A payout it makes negative carries to the next month (issue 28). The
 * run charges it only for months the unit is on a package; `byTier` still shows the computed bands, so the statement
 * can say "computed RM 120.00, minimum RM 300.00 applies".
 */

/** One unit's month, in sen, from its stays' nights in the month. */
export interface UnitMonthFigures {
  /** The accommodation charge of the month's nights (room revenue), without SST or tourism tax. */
  roomRevenueSen: number;
  /** The guests' cleaning fees counted in the month. */
  cleaningFeeSen: number;
  /** The channels' commission on the month's nights. */
  channelCommissionSen: number;
}

/** What of a package version a fee is computed from. */
export type FeeTerms = Pick<PackageTerms, 'feeBasis' | 'rateBp' | 'tiers' | 'minimumMonthlyFeeSen' | 'cleaningPassThrough'>;

/** One band as a statement line: the part of the basis in (fromSen, uptoSen], its rate and its rounded fee. */
export interface TierFee {
  fromSen: number;
  uptoSen: number | null;
  rateBp: number;
  amountSen: number;
  feeSen: number;
}

export interface ManagementFee {
  basisSen: number;
  /** The sum of the bands' fees, before the minimum. */
  computedFeeSen: number;
  /** What is charged: the computed fee, or the minimum when that is more. */
  feeSen: number;
  /** The bands the basis reaches (at least the first, even on an empty month), lowest first. */
  byTier: TierFee[];
  minimumApplied: boolean;
}

function wholeSen(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole, non-negative number of sen (got ${value})`);
  return value;
}

/** The month's basis under a fee basis, as the comment above defines each one. */
export function feeBasisSen(figures: UnitMonthFigures, terms: Pick<FeeTerms, 'feeBasis' | 'cleaningPassThrough'>): number {
  const room = wholeSen('roomRevenueSen', figures.roomRevenueSen);
  const cleaning = terms.cleaningPassThrough ? 0 : wholeSen('cleaningFeeSen', figures.cleaningFeeSen);
  const commission = wholeSen('channelCommissionSen', figures.channelCommissionSen);
  const bases: Record<FeeBasis, () => number> = {
    gross: () => room + cleaning,
    net_of_commission: () => Math.max(0, room + cleaning - commission),
    accommodation_only: () => room,
  };
  return bases[terms.feeBasis]();
}

/** The bands of a version: its tiers, or its flat rate as one open band. */
export function feeTiersOf(terms: Pick<FeeTerms, 'rateBp' | 'tiers'>): FeeTier[] {
  return terms.tiers?.length ? terms.tiers : [{ uptoSen: null, rateBp: terms.rateBp }];
}

/** `amount × rate ÷ 10,000`, rounded half up to the sen (exact: the product is taken in BigInt). */
export function rateOfHalfUp(amountSen: number, rateBp: number): number {
  return Number((BigInt(amountSen) * BigInt(rateBp) + 5_000n) / 10_000n);
}

/** The fee of one unit's month under the package version in force. */
export function managementFee(figures: UnitMonthFigures, terms: FeeTerms): ManagementFee {
  const basisSen = feeBasisSen(figures, terms);
  const byTier: TierFee[] = [];
  let fromSen = 0;
  for (const tier of feeTiersOf(terms)) {
    if (byTier.length && basisSen <= fromSen) break;
    const top = tier.uptoSen === null ? basisSen : Math.min(basisSen, tier.uptoSen);
    const amountSen = Math.max(0, top - fromSen);
    byTier.push({ fromSen, uptoSen: tier.uptoSen, rateBp: tier.rateBp, amountSen, feeSen: rateOfHalfUp(amountSen, tier.rateBp) });
    if (tier.uptoSen === null) break;
    fromSen = tier.uptoSen;
  }
  const computedFeeSen = byTier.reduce((sum, t) => sum + t.feeSen, 0);
  const minimum = terms.minimumMonthlyFeeSen === null ? null : wholeSen('minimumMonthlyFeeSen', terms.minimumMonthlyFeeSen);
  const minimumApplied = minimum !== null && computedFeeSen < minimum;
  return { basisSen, computedFeeSen, feeSen: minimumApplied ? minimum : computedFeeSen, byTier, minimumApplied };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The version in force in `month` (`YYYY-MM`): the one with the latest effective month on or before it (the higher
 * version number should two ever share a month); null when every version begins later. The versions are those of the
 * package the unit was on that month, in any order.
 */
export function versionInForce<V extends { effectiveMonth: string; versionNumber: number }>(versions: readonly V[], month: string): V | null {
  if (!MONTH.test(month)) throw new RangeError(`month must be YYYY-MM (got ${month})`);
  let found: V | null = null;
  for (const version of versions) {
    if (version.effectiveMonth > month) continue;
    const later = !found || version.effectiveMonth > found.effectiveMonth || (version.effectiveMonth === found.effectiveMonth && version.versionNumber > found.versionNumber);
    if (later) found = version;
  }
  return found;
}
