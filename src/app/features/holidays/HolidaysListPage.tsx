import { useCallback, useState } from 'react';
import { IonContent } from '@ionic/react';
import { HOLIDAY_STATUSES } from '@shared/contracts/plain/holidays';
import { P } from '@shared/permissions';
import { MALAYSIAN_STATES } from '@shared/reference/states';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListCreateButton } from '@app/kit/list/ListCreateButton';
import { ListFilters, type ListFilterSpec } from '@app/kit/list/list-filters';
import { countLine } from '@app/kit/list/list-count';
import { gridWords } from '@app/kit/list/list-words';
import { KIT_WORDS } from '@app/kit/words';
import { HolidayCard } from './HolidayCard';
import { HolidayYearControls } from './HolidayYearControls';
import { defaultHolidaysQuery, useHolidaysList, type HolidaysQuery } from './use-holidays';
import './holidays.css';

/**
 * A year × state view of the holidays (48): the year stepper, a state (its federal holidays and its own) or every
 * state, all / tentative / confirmed; the holidays by month, tentative ones marked with Confirm; "Pre-fill {year}".
 */
export default function HolidaysListPage() {
  const { t } = useTranslation('holidays');
  const { t: kit } = useTranslation(KIT_WORDS);
  const [query, setQuery] = useState(defaultHolidaysQuery);
  const list = useHolidaysList(query);
  const refresh = useCallback(() => void list.refresh(), [list]);
  useViewReturn(refresh);
  const narrowed = query.state !== '' || query.status !== '';

  const filters: ListFilterSpec<HolidaysQuery> = {
    segments: {
      key: 'status',
      label: t('list.status'),
      testIdPrefix: 'holidays-segment',
      options: [{ value: '', label: t('list.allStatuses') }, ...HOLIDAY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))],
    },
    selects: [
      {
        key: 'state',
        label: t('list.state'),
        testId: 'holidays-filter-state',
        wide: true,
        options: [{ value: '', label: t('list.allStates') }, ...MALAYSIAN_STATES.map((s) => ({ value: s.code, label: s.name }))],
      },
    ],
  };

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={<ListCreateButton namespace="holidays" create={{ path: '/admin/holiday/new', permission: P.holiday.create, testId: 'holidays-create-button' }} />}
      >
        <ListFilters<HolidaysQuery> spec={filters} query={query} onChange={setQuery} />
      </PageHeader>
      <IonContent className="page-content">
        <HolidayYearControls query={query} onChange={setQuery} onChanged={refresh} />
        <PagedCardGrid
          list={list}
          testIdPrefix="holidays"
          skeleton={<ListCardSkeleton />}
          onClearFilters={narrowed ? () => setQuery({ ...query, state: '', status: '' }) : undefined}
          words={gridWords(t, kit, 'list', narrowed, countLine(t, 'list.count', list.totalCount))}
        >
          {(row) => <HolidayCard key={row.id} row={row} onChanged={refresh} />}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
