import type { FormEvent, ReactNode } from 'react';
import { IonButton, IonContent, IonSpinner } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import '../listings.css';

export interface FormFrameProps {
  title: string;
  backHref: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(form: HTMLFormElement): void;
  /** `listings-property` gives listings-property-form and listings-property-form-submit. */
  testIdPrefix: string;
  /** The form, or the record's loading and error states before it. */
  children: ReactNode;
  /** False while the record to edit is not there yet: no button to press. */
  ready?: boolean;
}

/** A create or edit page of the tree: header with back, the fields, one button that saves. */
export function FormFrame({ title, backHref, submitLabel, busy, onSubmit, testIdPrefix, children, ready = true }: FormFrameProps) {
  const { t } = useTranslation('listings');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <>
      <PageHeader title={title} backHref={backHref} />
      <IonContent className="page-content">
        {ready ? (
          <form onSubmit={submit} noValidate className="narrow-column ion-padding" data-testid={`${testIdPrefix}-form`}>
            {children}
            <IonButton type="submit" expand="block" className="ion-margin-top" disabled={busy} data-testid={`${testIdPrefix}-form-submit`}>
              {busy ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : submitLabel}
            </IonButton>
          </form>
        ) : (
          children
        )}
      </IonContent>
    </>
  );
}
