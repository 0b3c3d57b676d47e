import type { FormEvent, ReactNode } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';

export interface SubmitFormProps {
  /** `company-edit` gives company-edit-form. */
  testIdPrefix: string;
  /** The button's own test id when it is not `<prefix>-form-submit`. */
  submitTestId?: string;
  submitLabel: string;
  busy: boolean;
  /** The spinner's words while busy; `Saving…` unless the area says it sends. */
  busyLabel?: string;
  /** The area's own look, beside the kit's: the form's class, and the button's in place of the kit's margin. */
  className?: string;
  submitClassName?: string;
  /** No second try while the record on screen is out of date. */
  blocked?: boolean;
  onSubmit(form: HTMLFormElement): void;
  children: ReactNode;
  /** Beside the button, where the admin is looking when a save is refused. */
  note?: ReactNode;
}

/** A page's form: the fields, then its one button, busy while the save runs. */
export function SubmitForm(props: SubmitFormProps) {
  const { testIdPrefix, submitTestId, submitLabel, busy, blocked, onSubmit, children, note } = props;
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form onSubmit={submit} noValidate className={['narrow-column ion-padding', props.className].filter(Boolean).join(' ')} data-testid={`${testIdPrefix}-form`}>
      {children}
      {note}
      <IonButton
        type="submit"
        expand="block"
        className={props.submitClassName ?? 'ion-margin-top'}
        disabled={busy || blocked}
        data-testid={submitTestId ?? `${testIdPrefix}-form-submit`}
      >
        {busy ? <IonSpinner name="crescent" aria-label={props.busyLabel ?? t('saving')} /> : submitLabel}
      </IonButton>
    </form>
  );
}
