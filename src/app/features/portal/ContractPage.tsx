import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import type { OwnerContractUnit } from '@shared/contracts/owner-statements';
import { formatDisplayDate, formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import '@app/shell/record-pages.css';
import { usePortalContract } from './use-portal';
import './portal.css';

/** `20%`, `12.5%`. */
const percent = (bp: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** The fee's rate, or its bands: `20% up to RM 10,000.00`, `15% above RM 10,000.00`. */
function Rates({ terms }: { terms: NonNullable<OwnerContractUnit['terms']> }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'contract' });
  const lang = i18n.language;
  if (!terms.tiers || terms.tiers.length < 2) return <>{t('flatRate', { rate: percent(terms.rateBp, lang) })}</>;
  let from = 0;
  return (
    <ul className="portal-tiers">
      {terms.tiers.map((tier, i) => {
        const line =
          tier.uptoSen === null
            ? t('tierAbove', { rate: percent(tier.rateBp, lang), from: formatMyr(from, lang) })
            : t('tierUpTo', { rate: percent(tier.rateBp, lang), upto: formatMyr(tier.uptoSen, lang) });
        if (tier.uptoSen !== null) from = tier.uptoSen;
        return <li key={i}>{line}</li>;
      })}
    </ul>
  );
}

function UnitContract({ unit }: { unit: OwnerContractUnit }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'contract' });
  const lang = i18n.language;
  const terms = unit.terms;
  return (
    <section className="portal-contract-unit" data-testid={`portal-contract-${unit.unitNumber}`}>
      <h2 className="section-title">
        {unit.unitNumber} · {unit.propertyName}
      </h2>
      {terms ? (
        <FactList>
          <Fact label={t('package')} labelClassName="field-label--as-written" testId={`portal-contract-package-${unit.unitNumber}`}>
            {t('packageVersion', { name: terms.packageName, version: terms.versionNumber, month: formatYearMonth(terms.effectiveMonth, lang) })}
          </Fact>
          <Fact label={t('basis')} value={t(`bases.${terms.feeBasis}`)} testId={`portal-contract-basis-${unit.unitNumber}`} />
          <Fact label={t('rate')} testId={`portal-contract-rate-${unit.unitNumber}`}>
            <Rates terms={terms} />
          </Fact>
          <Fact label={t('minimum')} value={terms.minimumMonthlyFeeSen === null ? t('noMinimum') : formatMyr(terms.minimumMonthlyFeeSen, lang)} />
          <Fact label={t('markup')} value={terms.expenseMarkupBp ? t('markupRate', { rate: percent(terms.expenseMarkupBp, lang) }) : t('noMarkup')} />
          <Fact label={t('cleaning')} value={terms.cleaningPassThrough ? t('cleaningPassed') : t('cleaningKept')} />
          <Fact label={t('owned')} value={unit.ownedTo ? t('ownedBetween', { from: formatDisplayDate(unit.ownedFrom, lang), to: formatDisplayDate(unit.ownedTo, lang) }) : t('ownedSince', { from: formatDisplayDate(unit.ownedFrom, lang) })} />
        </FactList>
      ) : (
        <p className="portal-muted ion-padding-horizontal" data-testid={`portal-contract-none-${unit.unitNumber}`}>
          {t('noPackage')}
        </p>
      )}
    </section>
  );
}

/**
 * "My contract", read-only: for each unit the owner holds this month, the management package version in force — the
 * one this month's statement charges its fee by. A change is a new version made by the operator, never an edit.
 */
export default function ContractPage() {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'contract' });
  const { profile } = useSession();
  const { contract, status, error, reload, source, fetchedAt, stale } = usePortalContract(profile.id);
  return (
    <>
      <PageHeader title={t('title')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {status === 'ready' && contract ? (
          // Nothing in the contract takes focus, and several units run past the screen: the column itself takes it,
          // so a keyboard can scroll it, and it is named so what was focused is announced.
          <div className="portal-record" role="region" tabIndex={0} aria-label={t('title')} data-testid="portal-contract">
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            <p className="portal-muted ion-padding-horizontal">{t('intro', { month: formatYearMonth(contract.month, i18n.language) })}</p>
            {contract.units.length === 0 ? (
              <StateView kind="empty" title={t('emptyTitle')} detail={t('emptyDetail')} testId="portal-contract-empty" />
            ) : (
              contract.units.map((unit) => <UnitContract key={`${unit.unitId}-${unit.ownedFrom}`} unit={unit} />)
            )}
          </div>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="portal" keyPrefix="contract" testIdPrefix="portal-contract" />
        )}
      </IonContent>
    </>
  );
}
