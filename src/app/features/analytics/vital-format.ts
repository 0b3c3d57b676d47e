import { rateVital, type VitalName, type VitalRating } from '@shared/contracts/plain/analytics';

/** LCP in seconds (2.5 s), INP in milliseconds (200 ms), CLS as a score (0.10), in the reader's language. */
export function formatVital(name: VitalName, value: number, language: string): string {
  if (name === 'LCP') return `${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 1000)} s`;
  if (name === 'INP') return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value)} ms`;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

export function ratingOf(name: VitalName, value: number): VitalRating {
  return rateVital(name, value);
}
