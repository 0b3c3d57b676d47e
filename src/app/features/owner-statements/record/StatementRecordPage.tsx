import { formatYearMonth } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { RecordColumn } from '@app/kit/record/RecordColumn';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { statementDecisions } from '../decisions';
import { STATEMENT_PATH } from '../paths';
import { statementResource } from '../resource';
import { StatementStatusChip } from '../status-chip';
import { StatementActions } from './StatementActions';
import { StatementFigures } from './StatementFigures';
import { StatementLines } from './StatementLines';
import { StatementTimeline } from './StatementTimeline';
import '../owner-statements.css';

/** One owner's month: status and actions, the totals, every line with its working and record, and how it got here. */
export default function StatementRecordPage() {
  const { t, i18n } = useTranslation('owner-statements');
  const page = useRecordPage(statementResource, {
    decisions: statementDecisions.approve.recordKey,
    // A card saved from the list has no lines yet: the page draws its figures until the record comes.
    shape: (s) => (Array.isArray(s.lines) ? s : { ...s, lines: [] }),
  });
  const { open, conflict } = page.decisions;
  return (
    <RecordPage
      page={page}
      title={(s) => (s ? t('detail.titleOf', { owner: s.ownerName, month: formatYearMonth(s.month, i18n.language) }) : t('detail.title'))}
      backHref={STATEMENT_PATH}
      namespace="owner-statements"
      testIdPrefix="statement"
    >
      {(statement) => (
        <DetailLayout testId="statement-detail">
          <RecordColumn
            status={statement.status}
            head={
              <>
                <StatementStatusChip status={statement.status} />
                {statement.revision > 1 ? <span className="statement-note">{t('detail.revision', { revision: statement.revision })}</span> : null}
                <PendingSyncChip count={open.length} />
              </>
            }
          >
            <ConflictBanner message={conflict} title={t('detail.conflict')} testId="statement-conflict" className="statement-note" />
            <StatementActions statement={statement} />
            <StatementFigures statement={statement} />
            <StatementLines lines={statement.lines} payoutSen={statement.payoutSen} />
            <StatementTimeline statement={statement} />
          </RecordColumn>
        </DetailLayout>
      )}
    </RecordPage>
  );
}
