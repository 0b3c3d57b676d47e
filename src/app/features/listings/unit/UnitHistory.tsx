import { useTranslation } from '@app/lib/use-translation';
import type { Ownership, PackageAssignment } from '@shared/contracts/listings';
import { formatCalendarDate, formatYearMonth } from '@shared/dates';
import { ownershipDays, packageMonths } from '../listing-display';

/** Who owned the unit, newest first: each period from its first to its last day. */
export function OwnershipHistory({ ownerships }: { ownerships: readonly Ownership[] }) {
  const { t, i18n } = useTranslation('listings');
  // None yet: the line above already says "No owner".
  if (!ownerships.length) return null;
  const day = (date: string) => formatCalendarDate(date, i18n.language);
  return (
    <ol className="listings-history" data-testid="listings-owner-history">
      {ownerships.map((o) => {
        const { first, last } = ownershipDays(o);
        return (
          <li key={o.id} className={last ? 'listings-history__item' : 'listings-history__item listings-history__item--current'} data-testid="listings-owner-period">
            <span className="listings-history__name">
              {o.ownerName} <span className="listings-history__meta">{o.ownerAccountNumber}</span>
            </span>
            <span className="listings-history__when" data-testid="listings-owner-period-when">
              {last ? t('history.between', { first: day(first), last: day(last) }) : t('history.since', { first: day(first) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Which package the unit was on, newest first, month by month. */
export function PackageHistory({ packages }: { packages: readonly PackageAssignment[] }) {
  const { t, i18n } = useTranslation('listings');
  if (!packages.length) return null;
  const month = (m: string) => formatYearMonth(m, i18n.language);
  return (
    <ol className="listings-history" data-testid="listings-package-history">
      {packages.map((p) => {
        const { first, last } = packageMonths(p);
        return (
          <li key={p.id} className={last ? 'listings-history__item' : 'listings-history__item listings-history__item--current'} data-testid="listings-package-period">
            <span className="listings-history__name">{p.servicePackageName}</span>
            <span className="listings-history__when" data-testid="listings-package-period-when">
              {last ? t('history.between', { first: month(first), last: month(last) }) : t('history.since', { first: month(first) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
