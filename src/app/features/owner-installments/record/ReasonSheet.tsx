import { useEffect, useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonModal, IonSpinner } from '@ionic/react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { REMARK_MAX_LENGTH } from '@shared/contracts/plain/common';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonNote } from '@app/ionic/ion-note';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { eventValue, invalidClass } from '@app/lib/forms';
import { useTranslation } from '@app/lib/use-translation';

export interface ReasonSheetWords {
  title: string;
  /** What happens, with the amounts, said before the admin confirms. */
  message: string;
  reason: string;
  /** Said under an empty reason when one is required. */
  required?: string;
  confirm: string;
}

interface Props {
  isOpen: boolean;
  words: ReasonSheetWords;
  /** Red: the change cannot be taken back. */
  destructive?: boolean;
  busy: boolean;
  /** The server's refusal, kept in the sheet. */
  refusal: string | null;
  onClose(): void;
  /** Sends the reason; true once applied (the sheet closes). */
  onConfirm(reason: string): Promise<boolean>;
  testId: string;
}

/** A change of a plan confirmed with its reason: the sheet says what will happen, and nothing is sent before its button. */
export function ReasonSheet({ isOpen, words, destructive = false, busy, refusal, onClose, onConfirm, testId }: Props) {
  const { t } = useTranslation('owner-installments');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setReason('');
      setMissing(false);
    }
  }, [isOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (words.required && !reason.trim()) {
      setMissing(true);
      return;
    }
    if (await onConfirm(reason.trim())) onClose();
  }

  const error = missing ? words.required : undefined;
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} breakpoints={[0, 1]} initialBreakpoint={1} aria-label={words.title} data-testid={testId}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{words.title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} data-testid={`${testId}-cancel`}>
              {t('common:cancel')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={(event) => void submit(event)} noValidate className="installment-sheet">
          <p className="installment-sheet__message" data-testid={`${testId}-message`}>
            {words.message}
          </p>
          <IonTextarea
            label={words.reason}
            labelPlacement="stacked"
            fill="outline"
            autoGrow
            rows={3}
            maxlength={REMARK_MAX_LENGTH}
            value={reason}
            onIonInput={(e) => {
              setReason(eventValue(e));
              setMissing(false);
            }}
            errorText={error}
            className={invalidClass(error)}
            data-testid={`${testId}-reason`}
          />
          {refusal ? (
            <IonNote color="danger" role="alert" className="installment-sheet__refusal" data-testid={`${testId}-refusal`}>
              {refusal}
            </IonNote>
          ) : null}
          <IonButton type="submit" expand="block" color={destructive ? 'danger' : undefined} disabled={busy} data-testid={`${testId}-confirm`}>
            {busy ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : words.confirm}
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
