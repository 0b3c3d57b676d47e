import { IonIcon } from '@ionic/react';
import { checkmarkCircle, pauseCircle } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { Chip } from '@app/shell/Chip';
import './active-chip.css';
import './status-tone.css';

/** The shared colours of a status chip (`className: 'status-tone'`, see status-tone.css). */
export type StatusTone = 'neutral' | 'success' | 'brand' | 'muted';

export interface StatusChipSpec<S extends string> {
  /** The area's words namespace: `status.<status>` unless `word` says otherwise. */
  namespace: string;
  /** The chip's class; each status adds `<className>--<tone>`. */
  className?: string;
  /** The status's key in the namespace. */
  word?(status: S): string;
  /** The class modifier of a status (the status itself unless said). */
  tone?(status: S): string;
  /** Statuses drawn plain rather than filled. */
  outline?(status: S): boolean;
  testId?: string;
  /** `data-status` on the chip, for the tests and the styles that read it. */
  marked?: boolean;
}

/** An area's status chip, declared: its words are the area's `status.*`, its colour the status's class. */
export function statusChip<S extends string>({ namespace, className, word, tone, outline, testId, marked }: StatusChipSpec<S>) {
  return function StatusChip({ status }: { status: S }) {
    const { t } = useTranslation(namespace);
    return (
      <Chip
        className={className ? `${className} ${className}--${tone ? tone(status) : status}` : undefined}
        outline={outline?.(status)}
        data-testid={testId}
        data-status={marked ? status : undefined}
      >
        {t(word ? word(status) : `status.${status}`)}
      </Chip>
    );
  };
}

export interface ActiveChipProps {
  active: boolean;
  /** The area's words namespace: `status.active` and `status.inactive`. */
  namespace: string;
  /** The area's own class, if it draws the chip its own way (the kit's otherwise); the state adds `<className>--active` or `--inactive`. */
  className?: string;
  testId: string;
}

/** Whether a record is in use: a tick on a green wash when active, a pause drawn plain in grey when not. */
export function ActiveChip({ active, namespace, className = 'kit-active-chip', testId }: ActiveChipProps) {
  const { t } = useTranslation(namespace);
  return (
    <Chip className={`${className} ${className}--${active ? 'active' : 'inactive'}`} outline={!active} data-testid={testId}>
      <IonIcon icon={active ? checkmarkCircle : pauseCircle} aria-hidden="true" />
      <span>{active ? t('status.active') : t('status.inactive')}</span>
    </Chip>
  );
}
