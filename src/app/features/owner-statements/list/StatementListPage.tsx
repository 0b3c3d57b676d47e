import { useCallback, useState } from 'react';
import { IonButton, IonContent, IonIcon } from '@ionic/react';
import { playCircleOutline } from 'ionicons/icons';
import { STATEMENT_STATUSES } from '@shared/contracts/plain/owner-statements';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListFilters, type ListFilterSpec } from '@app/kit/list/list-filters';
import { countLine } from '@app/kit/list/list-count';
import { gridWords } from '@app/kit/list/list-words';
import { KIT_WORDS } from '@app/kit/words';
import { GenerateSheet } from '../generate/GenerateSheet';
import { useStatementList } from '../use-statements';
import { StatementCard } from './StatementCard';
import { StatementListControls } from './StatementListControls';
import { clearedQuery, defaultStatementQuery, isNarrowed, type StatementQuery } from './statement-query';
import '../owner-statements.css';

/**
 * A month's owner statements (44), last month first: status segments, the month and owner controls, then a card per
 * owner. Generate (45) opens its sheet here, so the list shows the run's drafts as soon as it is done.
 */
export default function StatementListPage() {
  const { t } = useTranslation('owner-statements');
  const { t: kit } = useTranslation(KIT_WORDS);
  const { profile } = useSession();
  const [query, setQuery] = useState(() => defaultStatementQuery());
  const [generating, setGenerating] = useState(false);
  const list = useStatementList(query);
  const refresh = useCallback(() => void list.refresh(), [list]);
  useViewReturn(refresh);
  const narrowed = isNarrowed(query);

  const filters: ListFilterSpec<StatementQuery> = {
    segments: {
      key: 'status',
      label: t('list.status'),
      testIdPrefix: 'statement-status',
      options: [{ value: '', label: t('list.all') }, ...STATEMENT_STATUSES.filter((s) => s !== 'superseded').map((s) => ({ value: s, label: t(`status.${s}`) }))],
    },
  };

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          can(profile, P.reporting.create) ? (
            <IonButton onClick={() => setGenerating(true)} aria-label={t('generate.button')} data-testid="statement-generate-button">
              <IonIcon slot="start" icon={playCircleOutline} aria-hidden="true" />
              <span className="hide-below-sm">{t('generate.button')}</span>
            </IonButton>
          ) : null
        }
      >
        <ListFilters<StatementQuery> spec={filters} query={query} onChange={setQuery}>
          <StatementListControls query={query} onChange={setQuery} />
        </ListFilters>
      </PageHeader>
      <IonContent className="page-content">
        <PagedCardGrid
          list={list}
          testIdPrefix="statement"
          skeleton={<ListCardSkeleton />}
          onClearFilters={narrowed ? () => setQuery(clearedQuery(query)) : undefined}
          words={gridWords(t, kit, 'list', narrowed, countLine(t, 'list.count', list.totalCount))}
        >
          {(statement) => <StatementCard key={statement.id} statement={statement} />}
        </PagedCardGrid>
      </IonContent>
      <GenerateSheet
        isOpen={generating}
        month={query.month}
        onClose={() => setGenerating(false)}
        onDone={(month) => {
          // The run's month, every status: what was just made, and what it left alone.
          setQuery((q) => (q.month === month && !isNarrowed(q) ? q : { ...clearedQuery(q), month }));
          refresh();
        }}
      />
    </>
  );
}
