import { useState, type FormEvent } from 'react';
import { IonButton, IonInput, IonInputPasswordToggle, IonSpinner } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { passwordField, PASSWORD_MIN_LENGTH } from '@shared/contracts/common';
import { fieldMessage } from '@app/lib/api-errors';
import { eventValue, invalidClass } from '@app/lib/forms';
import { useChangePassword } from './use-change-password';

const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

interface Errors {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

export function ChangePasswordForm({ onChanged }: { onChanged: () => void | Promise<void> }) {
  const { t } = useTranslation('auth');
  const { submit, pending, error } = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      currentPassword: currentPassword ? undefined : t('currentPasswordRequired'),
      newPassword:
        !passwordField.safeParse(newPassword).success
          ? t('passwordTooShort', { min: MIN_PASSWORD_LENGTH })
          : newPassword === currentPassword
            ? t('passwordUnchanged')
            : undefined,
      confirm: confirm === newPassword ? undefined : t('passwordMismatch'),
    };
    setErrors(next);
    if (next.currentPassword || next.newPassword || next.confirm) return;
    if (await submit(currentPassword, newPassword)) await onChanged();
  }

  const serverCurrent = fieldMessage(error, 'currentPassword');
  const serverNew = fieldMessage(error, 'newPassword');
  const currentError = errors.currentPassword ?? serverCurrent;
  const newError = errors.newPassword ?? serverNew;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="stack-form">
      <IonInput
        type="password"
        clearOnEdit={false}
        autocomplete="current-password"
        label={t('currentPassword')}
        labelPlacement="stacked"
        fill="outline"
        value={currentPassword}
        onIonInput={(e) => setCurrentPassword(eventValue(e))}
        errorText={currentError}
        className={invalidClass(currentError)}
        data-testid="current-password"
      >
        <IonInputPasswordToggle slot="end" />
      </IonInput>
      <IonInput
        type="password"
        clearOnEdit={false}
        autocomplete="new-password"
        label={t('newPassword')}
        labelPlacement="stacked"
        fill="outline"
        helperText={t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
        value={newPassword}
        onIonInput={(e) => setNewPassword(eventValue(e))}
        errorText={newError}
        className={invalidClass(newError)}
        data-testid="new-password"
      >
        <IonInputPasswordToggle slot="end" />
      </IonInput>
      <IonInput
        type="password"
        clearOnEdit={false}
        autocomplete="new-password"
        label={t('confirmPassword')}
        labelPlacement="stacked"
        fill="outline"
        value={confirm}
        onIonInput={(e) => setConfirm(eventValue(e))}
        errorText={errors.confirm}
        className={invalidClass(errors.confirm)}
        data-testid="confirm-password"
      >
        <IonInputPasswordToggle slot="end" />
      </IonInput>
      <IonButton type="submit" expand="block" disabled={pending} data-testid="change-password-submit">
        {pending ? <IonSpinner name="crescent" aria-label={t('saving')} /> : t('changePassword')}
      </IonButton>
    </form>
  );
}
