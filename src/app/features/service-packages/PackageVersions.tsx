import { useTranslation } from '@app/lib/use-translation';
import type { PackageVersion } from '@shared/contracts/service-packages';
import { formatDisplayDate, formatYearMonth } from '@shared/dates';
import { Chip } from '@app/shell/Chip';
import { TermsFacts } from './TermsFacts';
import { versionInForce } from './package-months';

/** Every version, newest first; the one in force this month is marked, a later one says it is still to come. */
export function PackageVersions({ versions, thisMonth }: { versions: readonly PackageVersion[]; thisMonth: string }) {
  const { t, i18n } = useTranslation('service-packages');
  const inForce = versionInForce(versions, thisMonth);
  const newestFirst = [...versions].sort((a, b) => b.versionNumber - a.versionNumber);
  return (
    <ol className="service-packages-versions" data-testid="package-versions">
      {newestFirst.map((version) => {
        const current = version.id === inForce?.id;
        const upcoming = version.effectiveMonth > thisMonth;
        return (
          <li
            key={version.id}
            className={current ? 'service-packages-version service-packages-version--current' : 'service-packages-version'}
            data-testid={`package-version-${version.versionNumber}`}
            aria-current={current ? 'true' : undefined}
          >
            <div className="service-packages-version__head">
              <h3>
                {t('versions.title', { number: version.versionNumber })}
                <span className="service-packages-version__month" data-testid="package-version-from">
                  {t('versions.from', { month: formatYearMonth(version.effectiveMonth, i18n.language) })}
                </span>
              </h3>
              {current ? (
                <Chip className="service-packages-chip service-packages-chip--active" data-testid="package-version-current">
                  {t('versions.inForce')}
                </Chip>
              ) : upcoming ? (
                <Chip outline>{t('versions.upcoming')}</Chip>
              ) : null}
            </div>
            <TermsFacts terms={version} testId={`package-version-${version.versionNumber}-terms`} />
            <p className="service-packages-muted">
              {t('versions.made', { date: formatDisplayDate(version.createdAt, i18n.language), name: version.createdByName ?? t('history.system') })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
