import type { Expense } from '@shared/contracts/expenses';
import { formatBytes } from '@app/lib/format-bytes';
import { useTranslation } from '@app/lib/use-translation';
import { PhotoInput } from '@app/kit/photo/PhotoInput';
import { PhotoStrip } from '@app/kit/photo/PhotoStrip';
import { RECEIPT_ACCEPT } from '../form/receipt-accept';
import { loadReceipt } from '../receipt-url';

interface Props {
  expense: Expense;
  /** A recorded expense's receipt may be given or replaced; null once approved or void, or without the code. */
  onReplace: ((file: File) => void) | null;
  busy: boolean;
}

/** The receipt the payment is checked against: a thumbnail that opens full size (a PDF in a new tab). */
export function ExpenseReceipt({ expense, onReplace, busy }: Props) {
  const { t } = useTranslation('expenses');
  const receipt = expense.receipt;
  return (
    <section className="expense-receipt" aria-labelledby="expense-receipt-title">
      <h2 className="section-title" id="expense-receipt-title">
        {t('receipt.title')}
      </h2>
      {receipt ? (
        <>
          <PhotoStrip photos={[{ id: expense.id, alt: t('receipt.of', { payee: expense.payee }) }]} load={loadReceipt} testId="expense-receipt-strip" />
          <p className="expense-receipt__size">
            {receipt.mimeType === 'application/pdf' ? 'PDF · ' : ''}
            {formatBytes(receipt.size)}
          </p>
        </>
      ) : (
        <p className="expense-note" data-testid="expense-receipt-none">
          {t('receipt.none')}
        </p>
      )}
      {onReplace ? (
        <PhotoInput
          files={[]}
          onChange={(files) => {
            if (files[0]) onReplace(files[0]);
          }}
          max={1}
          label={t(receipt ? 'receipt.replace' : 'receipt.add')}
          testId="expense-receipt-replace"
          accept={RECEIPT_ACCEPT}
          disabled={busy}
        />
      ) : null}
    </section>
  );
}
