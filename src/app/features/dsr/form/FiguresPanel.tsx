import { IonSpinner } from '@ionic/react';
import { openOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { DsrFigures } from '@shared/contracts/dsr';
import type { DataSource } from '@app/lib/paged-list';
import { LinkButton } from '@app/kit/action/LinkButton';
import { StaleNotice } from '@app/shell/StaleNotice';
import { FiguresFacts } from '../record/FiguresFacts';
import { reportPath } from '../reports/ReportCard';

export type FiguresState =
  | { kind: 'none' }
  | { kind: 'loading' }
  /** No copy on the device and no server: the server fills them in when the report reaches it. */
  | { kind: 'unknown' }
  | { kind: 'existing'; reportId: string }
  | { kind: 'ready'; figures: DsrFigures; source: DataSource | null; fetchedAt: number | null; stale: boolean; onRetry?: () => void };

/** The day's figures above the staff's part, with how old they are; or why there are none. */
export function FiguresPanel({ state }: { state: FiguresState }) {
  const { t } = useTranslation('dsr');
  switch (state.kind) {
    case 'none':
      return <p className="dsr-muted" data-testid="dsr-figures-choose">{t('form.figuresChoose')}</p>;
    case 'loading':
      return (
        <p className="dsr-muted" role="status" data-testid="dsr-figures-loading">
          <IonSpinner name="crescent" aria-hidden="true" /> {t('form.figuresLoading')}
        </p>
      );
    case 'unknown':
      return (
        <p className="warning-note dsr-note" role="status" data-testid="dsr-figures-pending">
          {t('form.figuresLater')}
        </p>
      );
    case 'existing':
      return (
        <div className="warning-note dsr-note" role="status" data-testid="dsr-existing">
          <p>{t('form.existing')}</p>
          <LinkButton href={reportPath(state.reportId)} icon={openOutline} label={t('form.openExisting')} testId="dsr-existing-link" />
        </div>
      );
    case 'ready':
      return (
        <section aria-label={t('figures.title')}>
          <h2 className="section-title">{t('figures.title')}</h2>
          <StaleNotice source={state.source} fetchedAt={state.fetchedAt} stale={state.stale} onRetry={state.onRetry} />
          <FiguresFacts figures={state.figures} />
        </section>
      );
  }
}
