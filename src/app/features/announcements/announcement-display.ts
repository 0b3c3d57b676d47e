import type { TFunction } from 'i18next';
import { formatCalendarDate } from '@shared/dates';

/** A window's edge as written (`YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, Kuala Lumpur time) in the reader's language. */
export function edgeText(edge: string, language: string): string {
  const day = formatCalendarDate(edge.slice(0, 10), language);
  return edge.length > 10 ? `${day} ${edge.slice(11, 16)}` : day;
}

/** "1 Dec 2026 – 31 Dec 2026 18:00", "From …", "Until …", or "As soon as published, with no end". */
export function windowText(t: TFunction, from: string | null, until: string | null, language: string): string {
  if (from && until) return t('window.both', { from: edgeText(from, language), until: edgeText(until, language) });
  if (from) return t('window.from', { from: edgeText(from, language) });
  if (until) return t('window.until', { until: edgeText(until, language) });
  return t('window.always');
}
