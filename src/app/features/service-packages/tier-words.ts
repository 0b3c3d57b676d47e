import type { FeeTier } from '@shared/contracts/service-packages';
import { formatBasisPoints, formatMyr } from '@shared/money';

type Words = (key: string, options?: Record<string, unknown>) => string;

/**
 * A tiered fee in one sentence, as the contract reads: "20% up to RM 10,000.00, 15% above". Each band but the last
 * names its upper bound; the open last one is "above" (or "of the whole basis" when it is the only one). Money and
 * percents through Intl in the reader's language; `t` of the service-packages namespace.
 */
export function tierWords(tiers: readonly FeeTier[], t: Words, language: string): string {
  const parts = tiers.map((tier, at) => {
    const rate = formatBasisPoints(tier.rateBp, language);
    if (tier.uptoSen !== null) return t('tiers.upTo', { rate, amount: formatMyr(tier.uptoSen, language) });
    return at === 0 ? t('tiers.whole', { rate }) : t('tiers.above', { rate });
  });
  return parts.join(t('tiers.separator'));
}
