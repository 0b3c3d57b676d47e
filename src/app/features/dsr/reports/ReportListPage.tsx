import { useState } from 'react';
import { IonContent } from '@ionic/react';
import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListCreateButton } from '@app/kit/list/ListCreateButton';
import { countLine } from '@app/kit/list/list-count';
import { gridWords } from '@app/kit/list/list-words';
import { useResourceList } from '@app/kit/resource/use-resource';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { KIT_WORDS } from '@app/kit/words';
import { PageHeader } from '@app/shell/PageHeader';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { reportResource } from '../resource';
import { propertiesView } from '../views';
import { DEFAULT_REPORT_QUERY, isFiltered, keepStatus, localReportAnswer, reportListSearch, type ReportListQuery } from './report-list';
import { ReportCard } from './ReportCard';
import { ReportFilters } from './ReportFilters';
import { WaitingToSend } from './WaitingToSend';
import '../dsr.css';

/**
 * The reports by property and business date, newest day first. The kit's list page, drawn here from its parts: the
 * reports written on this device and not yet sent sit on top of the cards, inside the same scrolling page.
 */
export default function ReportListPage() {
  const { t } = useTranslation('dsr');
  const { t: kit } = useTranslation(KIT_WORDS);
  const [query, setQuery] = useState<ReportListQuery>(DEFAULT_REPORT_QUERY);
  const list = useResourceList(reportResource, { query, search: reportListSearch, local: localReportAnswer, keep: keepStatus });
  const properties = useResourceView(propertiesView, 'all').data?.properties ?? [];
  useViewReturn(() => void list.refresh());
  const filtered = isFiltered(query);
  return (
    <>
      <PageHeader title={t('list.title')} actions={<ListCreateButton namespace="dsr" create={{ path: '/admin/report/new', permission: P.dsr.create, testId: 'dsr-create-button' }} />}>
        <ReportFilters query={query} onChange={setQuery} properties={properties} />
      </PageHeader>
      <IonContent className="page-content">
        <WaitingToSend />
        <PagedCardGrid
          list={list}
          testIdPrefix="dsr"
          skeleton={<ListCardSkeleton />}
          onClearFilters={filtered ? () => setQuery(DEFAULT_REPORT_QUERY) : undefined}
          words={gridWords(t, kit, 'list', filtered, countLine(t, 'list.count', list.totalCount))}
        >
          {(report) => <ReportCard key={report.id} report={report} />}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
