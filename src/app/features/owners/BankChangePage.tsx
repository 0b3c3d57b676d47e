import { useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { newBankChange, type OwnerDetail } from '@shared/contracts/owners';
import { useTranslation } from '@app/lib/use-translation';
import { goBackTo } from '@app/lib/navigation';
import { showToast } from '@app/lib/toast-bus';
import { BankField } from '@app/kit/form/BankField';
import { TextField } from '@app/kit/form/TextField';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { useOwner, useOwnerMutations } from './use-owners';
import './owners.css';

const shape = newBankChange.shape;

/** Asks for a new payout account: nothing changes until another admin approves it in the approvals inbox. */
function BankChangeForm({ owner }: { owner: OwnerDetail }) {
  const { t } = useTranslation('owners');
  const router = useIonRouter();
  const { requestBankChange, pending } = useOwnerMutations();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = {
    bankName: !shape.bankName.safeParse(bankName).success ? t('form.bankRequired') : undefined,
    accountNumber: !shape.accountNumber.safeParse(accountNumber).success ? t('form.bankAccountInvalid') : undefined,
  };
  const recordPath = `/admin/owner-mgmt/${owner.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (errors.bankName || errors.accountNumber) return;
    const body = newBankChange.parse({ bankName, accountNumber });
    const result = await requestBankChange(owner.id, body);
    if (!result.ok) {
      setRefusal(result.message || null);
      return;
    }
    showToast(t('bankChange.asked', { name: owner.name }), 'success');
    goBackTo(router, recordPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="owner-bank-change-form">
      <p className="owners-note">{t('bankChange.intro', { name: owner.name })}</p>
      <div className="stack-form">
        <BankField
          value={bankName}
          error={submitted ? errors.bankName : undefined}
          onChange={setBankName}
          label={t('fields.bankName')}
          placeholder={t('fields.bankChoose')}
          searchPlaceholder={t('fields.bankSearch')}
          testId="owner-bank-change-bank"
        />
        <TextField
          label={t('fields.bankAccountNumber')}
          value={accountNumber}
          onValue={setAccountNumber}
          error={submitted ? errors.accountNumber : undefined}
          schema={shape.accountNumber}
          inputmode="numeric"
          helper={t('fields.bankAccountHint')}
          testId="owner-bank-change-account"
        />
      </div>
      {refusal ? (
        <p className="owners-note owners-note--danger" role="alert" data-testid="owner-bank-change-refusal">
          {refusal}
        </p>
      ) : null}
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'requestBankChange'} data-testid="owner-bank-change-submit">
        {pending === 'requestBankChange' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('bankChange.submit')}
      </IonButton>
    </form>
  );
}

export default function BankChangePage() {
  const { t } = useTranslation('owners');
  const { id } = useParams<{ id: string }>();
  const { owner, status, error, reload } = useOwner(id);
  return (
    <>
      <PageHeader title={t('bankChange.open')} backHref={`/admin/owner-mgmt/${id ?? ''}`} />
      <IonContent className="page-content">
        {owner ? <BankChangeForm owner={owner} /> : <RecordState status={status} error={error} onRetry={() => void reload()} namespace="owners" testIdPrefix="owner" />}
      </IonContent>
    </>
  );
}
