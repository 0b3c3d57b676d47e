import type { FormEvent, ReactNode } from 'react';
import { IonButton, IonContent, IonModal, IonSpinner } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonNote } from '@app/ionic/ion-note';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';

export interface ChangeSheetProps {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** What the server refused the change with, in its words (a 409). */
  refusal: string | null;
  onSubmit(): void;
  onClose(): void;
  testId: string;
  children: ReactNode;
}

/** A sheet over the unit that changes one thing with its history (owner, package); it stays open on a refusal. */
export function ChangeSheet({ isOpen, title, submitLabel, busy, refusal, onSubmit, onClose, testId, children }: ChangeSheetProps) {
  const { t } = useTranslation('listings');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} breakpoints={[0, 1]} initialBreakpoint={1} aria-label={title} data-testid={testId}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} data-testid={`${testId}-cancel`}>
              {t('sheet.cancel')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={submit} noValidate className="stack-form listings-sheet">
          {children}
          {refusal ? (
            <IonNote color="danger" role="alert" className="listings-sheet__refusal" data-testid={`${testId}-refusal`}>
              {refusal}
            </IonNote>
          ) : null}
          <IonButton type="submit" expand="block" disabled={busy} data-testid={`${testId}-submit`}>
            {busy ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : submitLabel}
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
