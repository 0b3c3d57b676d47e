import { formatMyr } from '@shared/money';

type Words = (key: string, values?: Record<string, unknown>) => string;

/**
 * A variance (expected − counted − petty cash) in words: positive, cash is missing ("short by"); negative, there is
 * more than expected ("over by"). A sign alone reads both ways to people counting a till.
 */
export function varianceWords(varianceSen: number, t: Words, language: string): string {
  if (varianceSen === 0) return t('variance.none');
  return t(varianceSen > 0 ? 'variance.short' : 'variance.over', { amount: formatMyr(Math.abs(varianceSen), language) });
}
