import type { Installment } from '@shared/contracts/owner-installments';
import { formatDisplayDate, formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { FactLink } from '@app/kit/record/FactLink';

/** The plan's terms and where its money stands: principal = deducted + waived + settled + still due. */
export function InstallmentFacts({ plan }: { plan: Installment }) {
  const { t, i18n } = useTranslation('owner-installments');
  const { profile } = useSession();
  const owner = `${plan.ownerName} · ${plan.ownerAccountNumber}`;
  const money = (sen: number) => formatMyr(sen, i18n.language);
  const month = (m: string) => formatYearMonth(m, i18n.language);
  return (
    <>
      <FactList layout="grid" className="installment-facts" testId="installment-balance">
        <Fact label={t('fields.due')} value={money(plan.dueSen)} testId="installment-due" />
        <Fact label={t('fields.deducted')} value={money(plan.deductedSen)} testId="installment-deducted" />
        <Fact label={t('fields.waived')} value={money(plan.waivedSen)} testId="installment-waived" />
        <Fact label={t('fields.settled')} value={money(plan.settledSen)} testId="installment-settled" />
      </FactList>
      <FactList testId="installment-terms">
        <Fact label={t('fields.owner')} testId="installment-owner">
          {/* The owner's record, for an admin who may read owners (SPEC.md §2: Owner, 20). */}
          {can(profile, P.owner.view) ? <FactLink href={`/admin/owner-mgmt/${encodeURIComponent(plan.ownerId)}`} className="installment-owner-link">{owner}</FactLink> : owner}
        </Fact>
        <Fact label={t('fields.principal')} value={money(plan.principalSen)} testId="installment-principal" />
        <Fact label={t('fields.period')} value={t('detail.period', { count: plan.months, from: month(plan.startMonth), to: month(plan.endMonth) })} />
        <Fact
          label={t('fields.monthly')}
          value={plan.lastMonthSen === plan.monthlySen ? money(plan.monthlySen) : t('detail.monthlyWithLast', { amount: money(plan.monthlySen), last: money(plan.lastMonthSen) })}
          testId="installment-monthly"
        />
        {plan.settlement ? (
          <Fact
            label={t('fields.settlement')}
            value={t('detail.settlement', { amount: money(plan.settlement.amountSen), name: plan.settlement.byName ?? '—', date: formatDisplayDate(plan.settlement.at, i18n.language) })}
            testId="installment-settlement"
          />
        ) : null}
        {plan.settlement?.remark ? <Fact label={t('fields.settlementRemark')} value={plan.settlement.remark} /> : null}
        {plan.cancelReason ? <Fact label={t('fields.cancelReason')} value={plan.cancelReason} testId="installment-cancel-reason" /> : null}
        <Fact label={t('fields.createdBy')} value={`${plan.createdByName ?? '—'} · ${formatDisplayDate(plan.createdAt, i18n.language)}`} />
      </FactList>
    </>
  );
}
