import { alertCircleOutline } from 'ionicons/icons';
import type { Expense } from '@shared/contracts/expenses';
import { formatDisplayDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { ChoiceCard } from '@app/kit/decision/ChoiceCard';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import { MaskIcon } from '@app/shell/MaskIcon';
import { placeLabelOf } from '../form/place';
import { useReceiptUrl } from '../receipt-url';
import '../expenses.css';

/** The receipt's thumbnail, so the amount can be checked on the card itself; a PDF or a failure says so in words. */
function ReceiptThumb({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const image = expense.receipt?.mimeType.startsWith('image/') ?? false;
  const file = useReceiptUrl(image ? expense.id : null);
  if (!expense.receipt) return <span className="expense-inbox__receipt expense-inbox__receipt--none">{t('receipt.none')}</span>;
  if (!image) return <span className="expense-inbox__receipt">{t('receipt.pdf')}</span>;
  if (file.status === 'error') return <MaskIcon icon={alertCircleOutline} className="expense-inbox__receipt" />;
  return file.status === 'ready' ? <img src={file.url} alt={t('receipt.of', { payee: expense.payee })} className="expense-inbox__thumb" data-testid={`expense-inbox-thumb-${expense.id}`} /> : <span className="expense-inbox__thumb" aria-hidden="true" />;
}

/** A recorded expense waiting for another admin: who was paid, how much, where and when, and its receipt; approve or void. */
export default function ExpenseInboxCard({ item, canDecide, decide, alwaysShowButtons }: InboxCardProps<Expense>) {
  const { t, i18n } = useTranslation('expenses');
  return (
    <ChoiceCard
      item={item}
      canDecide={canDecide}
      decide={decide}
      alwaysShowButtons={alwaysShowButtons}
      testIds={{ card: 'expense-inbox', swipe: 'expense-swipe', key: item.id }}
      words={{ approve: t('decide.approve'), reject: t('decide.reject'), decide: t('decide.label', { payee: item.payee }) }}
    >
      <div className="expense-inbox">
        <ReceiptThumb expense={item} />
        <div className="expense-inbox__text">
          <div className="expense-inbox__head">
            <strong>{item.payee}</strong> <strong className="expense-amount">{formatMyr(item.totalSen, i18n.language)}</strong>
          </div>
          <p className="expense-inbox__line">
            {t(`category.${item.category}`)} · {placeLabelOf(item) || t('place.companyWide')}
          </p>
          <p className="expense-inbox__meta">
            {formatDisplayDate(item.expenseDate, i18n.language)} · {t('inbox.recordedBy', { name: item.recordedByName ?? t('detail.someone') })}
            {item.billable ? ` · ${t('list.billable')}` : ''}
          </p>
        </div>
      </div>
    </ChoiceCard>
  );
}
