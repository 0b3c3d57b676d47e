import { useState } from 'react';
import { IonContent, useIonRouter } from '@ionic/react';
import { revealFirstInvalid } from '@app/lib/forms';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import { useCapture } from '@app/kit/capture/use-capture';
import { hasFieldErrors, useDefinedForm } from '@app/kit/form/define-form';
import { FormFields } from '@app/kit/form/FormFields';
import { runSubmit } from '@app/kit/page/submit-flow';
import { SubmitForm } from '@app/kit/page/SubmitForm';
import { PhotoInput } from '@app/kit/photo/PhotoInput';
import { captureItems } from './capture-items';
import { expenseFields } from './expense-fields';
import { emptyExpense, expenseForm, toNewExpense } from './expense-form';
import { RECEIPT_ACCEPT } from './receipt-accept';
import '../expenses.css';

type Captured = { id: string; sent: boolean };

/**
 * A new expense (33), captured like every record made in the field: the expense and its receipt go to the outbox in
 * one write and are sent at once, or when the network is back. Online, the record opens once the server has it;
 * otherwise the list shows it as waiting to send.
 */
export default function ExpenseCreatePage() {
  const { t } = useTranslation('expenses');
  const router = useIonRouter();
  const capture = useCapture();
  // Today when the page opens, not when the app loaded: a phone left open overnight records on the right day.
  const [initial] = useState(() => emptyExpense());
  const form = useDefinedForm(expenseForm, initial);
  const [receipt, setReceipt] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    // The device names the record, so its receipt can follow it in the outbox before the server has seen it.
    const id = crypto.randomUUID();
    const body = toNewExpense(form.values, id);
    setBusy(true);
    try {
      const result = await capture({ items: captureItems(body, receipt[0] ?? null), doneMessage: t('create.done', { payee: body.payee }) });
      if (result === 'failed') return { ok: false as const, conflict: null, message: '', error: null };
      return { ok: true as const, value: { id, sent: result === 'sent' } };
    } finally {
      setBusy(false);
    }
  };

  const submit = (element: HTMLFormElement) =>
    void runSubmit<Captured>({
      markSubmitted: () => form.setSubmitted(true),
      hasLocalErrors: () => hasFieldErrors(form.localErrors()),
      send,
      takeServerErrors: form.takeServerErrors,
      reveal: () => revealFirstInvalid(element),
      onSaved: ({ id, sent }) => router.push(sent ? `/admin/expenses/${id}` : '/admin/expenses', 'forward', 'replace'),
    });

  return (
    <>
      <PageHeader title={t('create.title')} backHref="/admin/expenses" />
      <IonContent className="page-content">
        <SubmitForm testIdPrefix="expense-create" submitTestId="expense-form-submit" submitLabel={t('create.submit')} busy={busy} onSubmit={submit}>
          <FormFields form={form} fields={expenseFields} />
          <PhotoInput files={receipt} onChange={setReceipt} max={1} label={t('fields.receipt')} testId="expense-receipt" accept={RECEIPT_ACCEPT} disabled={busy} />
        </SubmitForm>
      </IonContent>
    </>
  );
}
