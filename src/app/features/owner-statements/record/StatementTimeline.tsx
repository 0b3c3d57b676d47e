import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { formatDateTime } from '@shared/dates';
import { Link } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { statementPath } from '../paths';

/** Its status history as the statement keeps it: generated, approved, sent (each by whom and when), or superseded. */
export function StatementTimeline({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation('owner-statements');
  const when = (at: string) => formatDateTime(at, i18n.language);
  const someone = t('detail.someone');
  const steps: { key: string; text: string; to?: string }[] = [
    { key: 'generated', text: t('timeline.generated', { name: statement.generatedByName ?? someone, at: when(statement.generatedAt) }) },
  ];
  if (statement.supersedesId) {
    steps.unshift({ key: 'revises', text: t('timeline.revises', { revision: statement.revision - 1, reason: statement.revisionReason ?? '' }), to: statementPath(statement.supersedesId) });
  }
  if (statement.approvedAt) steps.push({ key: 'approved', text: t('timeline.approved', { name: statement.approvedByName ?? someone, at: when(statement.approvedAt) }) });
  if (statement.sentAt) steps.push({ key: 'sent', text: t('timeline.sent', { at: when(statement.sentAt) }) });
  if (statement.status === 'superseded') {
    steps.push({ key: 'superseded', text: t('timeline.superseded'), to: statement.supersededById ? statementPath(statement.supersededById) : undefined });
  }
  if (statement.status === 'draft') steps.push({ key: 'waiting', text: t('timeline.waiting') });
  return (
    <section className="statement-timeline" aria-labelledby="statement-timeline-title">
      <h2 id="statement-timeline-title" className="statement-section-title">
        {t('detail.history')}
      </h2>
      <ol data-testid="statement-timeline">
        {steps.map((step) => (
          <li key={step.key} data-step={step.key}>
            {step.to ? (
              <Link to={step.to} className="statement-timeline__link" data-testid={`statement-timeline-${step.key}`}>
                {step.text}
              </Link>
            ) : (
              step.text
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
