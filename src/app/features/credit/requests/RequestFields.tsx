import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { formatMyr } from '@shared/money';
import { newCreditRequest } from '@shared/contracts/credit';
import { TextField } from '@app/kit/form/TextField';
import { KindSwitch } from './KindSwitch';
import { ReceiptInput } from './ReceiptInput';
import { exceedsBalance, type RequestFormState } from './request-form';

interface Props {
  form: RequestFormState;
  /** Whose balance it is, once loaded. */
  holder: { name: string; accountNumber: string; balanceSen: number } | null;
  online: boolean;
  disabled: boolean;
}

/** The holder and their balance, then what is asked: kind, amount, reason, receipt. */
export function RequestFields({ form, holder, online, disabled }: Props) {
  const { t, i18n } = useTranslation('credit');
  const { values, setField } = form;
  const errors = form.visibleErrors();
  return (
    <>
      {holder ? (
        <p className="credit-form-holder" data-testid="credit-form-holder">
          <strong>{holder.name}</strong> · {holder.accountNumber}
          <br />
          {t('balance')}: {formatMyr(holder.balanceSen, i18n.language)}
        </p>
      ) : null}
      <KindSwitch value={values.kind} onChange={(kind) => setField('kind', kind)} disabled={disabled} />
      <TextField
        label={t('request.form.amount')}
        inputmode="decimal"
        placeholder="0.00"
        value={values.amount}
        onValue={(amount) => setField('amount', amount)}
        error={errors.amount}
        helper={t('request.form.amountHelp')}
        disabled={disabled}
        testId="credit-amount-input"
      />
      {holder && exceedsBalance(values, holder.balanceSen) ? (
        <p className="warning-note credit-note" role="note" data-testid="credit-over-balance">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          <span>{t('request.form.overBalance', { balance: formatMyr(holder.balanceSen, i18n.language) })}</span>
        </p>
      ) : null}
      <TextField
        label={t('request.form.reason')}
        value={values.reason}
        onValue={(reason) => setField('reason', reason)}
        error={errors.reason}
        schema={newCreditRequest.shape.reason}
        counter
        disabled={disabled}
        testId="credit-reason-input"
      />
      <ReceiptInput file={values.receipt} error={errors.receipt} onChange={(file) => setField('receipt', file)} disabled={disabled} />
      {online ? null : (
        <p className="warning-note credit-note" role="status" data-testid="credit-request-offline">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          <span>{t('request.form.offline')}</span>
        </p>
      )}
    </>
  );
}
