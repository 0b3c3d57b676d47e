import type { RevenueFigures, RevenueRow } from '@shared/contracts/revenue';
import type { ReservationChannel } from '@shared/contracts/reservations';
import { formatMyr } from '@shared/money';
import { channelName } from '@app/kit/channel-name';

/** A figure as the admin reads it in their language: ringgit as `RM 1,234.50`, ratios as percentages, counts grouped. */
export function figureFormat(language: string, none: string) {
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const count = new Intl.NumberFormat(language);
  return {
    money: (sen: number | null) => (sen === null ? none : formatMyr(sen, language)),
    percent: (ratio: number | null) => (ratio === null ? none : percent.format(ratio)),
    change: (ratio: number | null) => (ratio === null ? none : signed.format(ratio)),
    count: (n: number | null) => (n === null ? none : count.format(n)),
  };
}

export type FigureFormat = ReturnType<typeof figureFormat>;

/** A row's name: a channel's own, "No owner" for nights nobody owned, else what the server called it. */
export function rowName(row: Pick<RevenueRow, 'key' | 'label'>, groupBy: string, t: (key: string) => string, kit: (key: string) => string): string {
  if (row.key === null) return t('noOwner');
  if (groupBy === 'channel') return channelName(row.key as ReservationChannel, kit);
  return row.label;
}

/** The change against last year as a ratio (0.12 for 12% more); null when last year had nothing to compare with. */
export function changeOf(now: RevenueFigures, before: RevenueFigures): number | null {
  return before.roomRevenueSen > 0 ? (now.roomRevenueSen - before.roomRevenueSen) / before.roomRevenueSen : null;
}
