import { useEffect, useRef } from 'react';
import { cloudOfflineOutline } from 'ionicons/icons';
import type { NewExpense } from '@shared/contracts/expenses';
import { formatDisplayDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { useOpenCaptures } from '@app/kit/capture/use-open-captures';
import { Chip } from '@app/shell/Chip';
import { MaskIcon } from '@app/shell/MaskIcon';
import { CREATE_KIND } from '../form/capture-items';

/** The create body a capture holds, read defensively: the item was written by whichever app version queued it. */
function bodyOf(body: unknown): Pick<NewExpense, 'payee' | 'expenseDate' | 'amountSen' | 'sstSen' | 'category'> | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<NewExpense>;
  return typeof b.payee === 'string' && typeof b.amountSen === 'number' && typeof b.expenseDate === 'string' && typeof b.category === 'string'
    ? { payee: b.payee, expenseDate: b.expenseDate, amountSen: b.amountSen, sstSen: b.sstSen ?? 0, category: b.category }
    : null;
}

/** Expenses recorded on this device and not yet on the server, on top of the list until they are sent. */
export function WaitingCaptures({ onSent }: { onSent(): void }) {
  const { t, i18n } = useTranslation('expenses');
  const items = useOpenCaptures(CREATE_KIND);
  // One left the outbox: the server has it now, so the list reads it from there.
  const before = useRef(items.length);
  useEffect(() => {
    if (items.length < before.current) onSent();
    before.current = items.length;
  }, [items.length, onSent]);
  const shown = items.flatMap((item) => {
    const body = bodyOf(item.request.body);
    return body ? [{ item, body }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="expense-waiting" aria-label={t('waiting.title')} data-testid="expense-waiting">
      <h2 className="section-title">{t('waiting.title')}</h2>
      {shown.map(({ item, body }) => {
        const attention = item.status !== 'pending' && item.status !== 'sending';
        return (
          <div key={item.id} className="list-card expense-waiting__card" data-testid="expense-waiting-card" data-status={item.status}>
            <span className="list-card__icon" aria-hidden="true">
              <MaskIcon icon={cloudOfflineOutline} />
            </span>
            <div className="list-card__text">
              <div className="list-card__head list-card__head--aside">
                <h3 className="list-card__title">{body.payee}</h3>{' '}
                <strong className="list-card__aside expense-amount">{formatMyr(body.amountSen + (body.sstSen ?? 0), i18n.language)}</strong>
              </div>
              <p className="list-card__line">
                {t(`category.${body.category}`)} · {formatDisplayDate(body.expenseDate, i18n.language)}
              </p>
              <Chip className={`expense-waiting__chip${attention ? ' expense-waiting__chip--attention' : ''}`}>{t(attention ? 'waiting.attention' : 'waiting.chip')}</Chip>
            </div>
          </div>
        );
      })}
    </section>
  );
}
