import { memo, type ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, arrowForwardOutline, refreshOutline, sendOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { needsReview } from '@app/offline/outbox-rules';
import type { OutboxItem } from '@app/offline/outbox-types';
import { canDiscard, canRetry, currentState, whenText } from '@app/offline/outbox-view';
import { changeName, decisionName, recordPath, wordKey } from '@app/shell/area-outbox';
import { refusalWords } from '@app/lib/refusal-words';
import { isKnownRefusal } from '@shared/refusals';

export interface OutboxItemCardProps {
  item: OutboxItem;
  now: number;
  onRetry(item: OutboxItem): void;
  onDiscard(item: OutboxItem): void;
}

/** The sender's own words for a failure without an answer; a server's message is shown as it came. */
const LOCAL_ERRORS = new Set(['network', 'timeout']);

function useWords() {
  const { t, i18n } = useTranslation('outbox');
  return {
    t,
    language: i18n.language,
    /** A moment as this language writes it: `14:02` today, a date and time another day. */
    when: (at: number, now: number) => whenText(at, now, i18n.language),
    // Each area names its own decisions, actions and fields (its declaration says in which words).
    kind: (kind: string) => decisionName(t, kind),
    change: (action: string) => changeName(t, action, t('changes.other')),
    field: (kind: string, field: string) => {
      const key = wordKey('fields', kind, field);
      return key ? t(key, { defaultValue: field }) : field;
    },
    error: (message: string) => (LOCAL_ERRORS.has(message) ? t(`errors.${message}`) : message),
    value: (value: unknown) => {
      if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
      // A status by its label (`checked_in` → "checked in"), never raw.
      if (typeof value === 'string') return t(`states.${value}`, { defaultValue: value.replace(/_/g, ' ') });
      return String(value);
    },
  };
}

function ConflictDetail({ item, now }: { item: OutboxItem; now: number }) {
  const words = useWords();
  const { t } = words;
  const conflict = item.conflict;
  // What refused it, in the rule's words; "X decided first" only for whoever decided the record,
  // when they did (never the record's last change, which may be the request itself).
  const why = refusalWords(t, conflict?.refusal, conflict?.message ?? '', words.language);
  const worded = !!conflict?.refusal && isKnownRefusal(conflict.refusal.code);
  const state = worded
    ? ''
    : currentState(item)
        .map(([field, value]) => `${words.field(item.kind, field)}: ${words.value(value)}`)
        .join(' · ');
  const headline = why.decidedBy
    ? why.decidedAt !== null
      ? t('card.conflictBy', { actor: why.decidedBy, when: words.when(why.decidedAt, now) })
      : t('card.decidedFirst', { actor: why.decidedBy })
    : t('card.conflict');
  return (
    <Problem>
      <div>
        <p>
          <strong data-testid={`outbox-conflict-title-${item.id}`}>{headline}</strong>
        </p>
        {why.text ? (
          <p className="ob-card__server" data-testid={`outbox-conflict-text-${item.id}`}>
            {why.text}
          </p>
        ) : null}
        {state ? <p>{t('card.now', { state })}</p> : null}
        <p className="ob-card__hint">{t('card.conflictHint')}</p>
      </div>
    </Problem>
  );
}

/** What needs the admin's eye on a card: a refusal, a conflict, an item held for review. */
function Problem({ children }: { children: ReactNode }) {
  return (
    <div className="ob-card__problem" role="note">
      <IonIcon icon={alertCircleOutline} aria-hidden="true" />
      {children}
    </div>
  );
}

/** One decision in the outbox: what, for whom, where it stands, and what the admin can do about it. */
function ItemCard({ item, now, onRetry, onDiscard }: OutboxItemCardProps) {
  const words = useWords();
  const { t } = words;
  const review = needsReview(item, now);
  const shownStatus = review ? 'review' : item.status;
  const link = recordPath(item.recordKey);
  const waiting = item.status === 'pending' || item.status === 'sending';

  return (
    <article
      className={`ob-card ob-card--${shownStatus}`}
      data-testid={`outbox-item-${item.id}`}
      data-status={item.status}
      data-review={String(review)}
      data-kind={item.kind}
    >
      <div className="ob-card__head">
        <div className="ob-card__heading">
          <p className="ob-card__what">{words.kind(item.kind)}</p>
          <h3 className="ob-card__title">{item.title}</h3>
        </div>
        <span className={`ob-status ob-status--${shownStatus}`}>{t(`status.${shownStatus}`)}</span>
      </div>
      {item.remark ? <p className="ob-card__remark">“{item.remark}”</p> : null}
      <p className="ob-card__meta">
        {t('card.decided', { when: words.when(item.createdAt, now) })}
        {item.attempts && item.status !== 'applied' ? ` · ${t('card.attempts', { count: item.attempts })}` : ''}
        {item.status === 'applied' && item.appliedAt ? ` · ${t('card.applied', { when: words.when(item.appliedAt, now) })}` : ''}
      </p>

      {waiting && !review && item.lastError ? (
        <p className="ob-card__error">
          {t('card.lastError', { message: words.error(item.lastError) })}
          {item.nextAttemptAt > now ? ` · ${t('card.nextTry', { when: words.when(item.nextAttemptAt, now) })}` : ''}
        </p>
      ) : null}
      {review ? (
        <Problem>
          <p>{t('card.review')}</p>
        </Problem>
      ) : null}
      {item.status === 'rejected' ? (
        <Problem>
          <div>
            <p>
              <strong>{t('card.rejected')}</strong>
            </p>
            <p className="ob-card__server">{item.lastError ?? t('card.noMessage')}</p>
          </div>
        </Problem>
      ) : null}
      {item.status === 'conflict' ? <ConflictDetail item={item} now={now} /> : null}
      {item.status === 'resolved' ? (
        <p className="ob-card__meta" data-testid={`outbox-resolved-${item.id}`}>
          {t('card.resolved')}
        </p>
      ) : null}

      <div className="ob-card__actions">
        {canRetry(item, now) ? (
          <IonButton size="small" onClick={() => onRetry(item)} data-testid={`outbox-retry-${item.id}`}>
            <IonIcon slot="start" icon={review ? sendOutline : refreshOutline} aria-hidden="true" />
            {t(review ? 'card.send' : 'card.retry')}
          </IonButton>
        ) : null}
        {canDiscard(item) ? (
          <IonButton size="small" fill="outline" color="danger" onClick={() => onDiscard(item)} data-testid={`outbox-discard-${item.id}`}>
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            {t('card.discard')}
          </IonButton>
        ) : null}
        {link ? (
          <IonButton size="small" fill="clear" routerLink={link} data-testid={`outbox-open-${item.id}`}>
            {t('card.open')}
            <IonIcon slot="end" icon={arrowForwardOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
      </div>
    </article>
  );
}

const MINUTE = 60_000;

/** Redrawn when the item changes or the minute turns. */
export const OutboxItemCard = memo(
  ItemCard,
  (a, b) =>
    a.item.id === b.item.id &&
    a.item.updatedAt === b.item.updatedAt &&
    a.item.status === b.item.status &&
    a.item.nextAttemptAt === b.item.nextAttemptAt &&
    a.item.attempts === b.item.attempts &&
    a.item.idempotencyKey === b.item.idempotencyKey &&
    Math.floor(a.now / MINUTE) === Math.floor(b.now / MINUTE) &&
    a.onRetry === b.onRetry &&
    a.onDiscard === b.onDiscard,
);
