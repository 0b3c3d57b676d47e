import type { CSSProperties } from 'react';
import { formatYearMonth } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { progressOf, type RunState } from './run-progress';

/** The run's bar: owners done of the total as the server counts them, then what the run made and what it left alone. */
export function RunProgress({ state }: { state: Exclude<RunState, { phase: 'idle' }> }) {
  const { t, i18n } = useTranslation('owner-statements');
  const progress = progressOf(state.job);
  const month = formatYearMonth(state.month, i18n.language);
  const label = t('generate.progressLabel', { month });
  const known = progress.percent !== null;
  return (
    <div className="statement-run" data-testid="statement-run" data-phase={state.phase}>
      <div
        className={known ? 'statement-run__bar' : 'statement-run__bar statement-run__bar--unknown'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? progress.percent! : undefined}
        aria-valuetext={known ? t('generate.progress', { done: progress.done, total: progress.total }) : t('generate.starting')}
        data-testid="statement-run-bar"
        data-done={progress.done}
        data-total={progress.total}
      >
        <span className="statement-run__fill" style={{ '--statement-run-fill': `${progress.percent ?? 0}%` } as CSSProperties} />
      </div>
      <p className="statement-run__text" aria-live="polite" data-testid="statement-run-text">
        {state.phase === 'running'
          ? known
            ? t('generate.progress', { done: progress.done, total: progress.total })
            : t('generate.starting')
          : state.phase === 'done'
            ? t('generate.done', { generated: state.job.generated, skipped: state.job.skipped, month })
            : t('generate.failed', { message: state.message || t('generate.failedUnknown') })}
      </p>
    </div>
  );
}
