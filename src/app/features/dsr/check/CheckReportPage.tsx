import { useCallback } from 'react';
import { IonContent } from '@ionic/react';
import type { DsrReport } from '@shared/contracts/dsr';
import { P } from '@shared/permissions';
import { encodeListParams } from '@shared/list-encode';
import { useTranslation } from '@app/lib/use-translation';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PAGE_SIZE } from '@app/kit/constants';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import type { Choice } from '@app/kit/decision/choice';
import { useQueueDecision } from '@app/kit/decision/use-queue-decision';
import { useResourceList } from '@app/kit/resource/use-resource';
import { KIT_WORDS } from '@app/kit/words';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { dsrDecisions } from '../decisions';
import { queueResource } from '../resource';
import { checkCopy } from './check-copy';
import { CheckCard } from './CheckCard';
import '@app/kit/decision/approval-queue.css';
import '../dsr.css';

const SUBMITTED = { status: 'submitted' } as const;
const waiting = (report: DsrReport) => report.status === 'submitted';
/** The server's order: oldest business date first, then property. */
const oldestDayFirst = (a: DsrReport, b: DsrReport) =>
  a.businessDate.localeCompare(b.businessDate) || a.propertyName.localeCompare(b.propertyName, 'en') || (a.id < b.id ? -1 : 1);
const search = (_: typeof SUBMITTED, page: number) =>
  encodeListParams({ sort: { businessDate: 'asc', propertyName: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });

/**
 * DSR Checking (56): the submitted reports, oldest day first, as the kit's approval queue draws them (its page waits
 * on `pending`; a report waits while `submitted`). Verify or return in two taps, through the outbox, offline too; a
 * report the admin submitted is shown but never offered to them.
 */
export default function CheckReportPage() {
  const { t, i18n } = useTranslation('dsr');
  const { t: kit } = useTranslation(KIT_WORDS);
  const { profile } = useSession();
  const list = useResourceList(queueResource, {
    query: SUBMITTED,
    search,
    local: () => ({ filter: waiting, sort: oldestDayFirst }),
    keep: () => waiting,
  });
  const language = i18n.language;
  const words = useCallback((key: string, values?: Record<string, unknown>) => t(key, values), [t]);
  const copy = useCallback((report: DsrReport, choice: Choice) => checkCopy(report, choice, words, language), [language, words]);
  const decide = useQueueDecision<DsrReport>(list, dsrDecisions.check, copy);
  const canDecide = can(profile, P.dsrChecking.approve);
  useNoSwipeBack();
  useViewReturn(() => void list.refresh());
  return (
    <>
      <PageHeader title={t('check.title')} />
      <IonContent className="page-content approval-queue">
        {/* Over the loading cards too: appearing with the first cards, it pushed them down as they drew. */}
        {list.items.length || list.status === 'loading' ? <p className="approval-queue__hint">{t('check.hint')}</p> : null}
        <PagedCardGrid
          list={list}
          testIdPrefix="dsr-check"
          skeleton={<ListCardSkeleton />}
          words={{
            count: t('check.count', { count: list.totalCount }),
            loading: t('check.loading'),
            errorTitle: t('check.errorTitle'),
            emptyTitle: t('check.emptyTitle'),
            emptyDetail: t('check.emptyDetail'),
            loadMoreRetry: kit('list.loadMoreRetry'),
            loadingMore: t('check.loadingMore'),
          }}
        >
          {(report) => {
            const mine = report.submittedBy === profile.id;
            return <CheckCard key={report.id} report={report} mine={mine} canDecide={canDecide && !mine} decide={decide} />;
          }}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
