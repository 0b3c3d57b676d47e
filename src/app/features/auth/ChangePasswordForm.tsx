import { useState, type FormEvent } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { IonCheckbox } from '@app/ionic/ion-checkbox';
import { useTranslation } from '@app/lib/use-translation';
import { passwordField, PASSWORD_MIN_LENGTH } from '@shared/contracts/common';
import { fieldMessage } from '@app/lib/api-errors';
import { PasswordField } from '@app/kit/form/PasswordField';
import { useChangePassword } from './use-change-password';

const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

interface Errors {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

/**
 * `offerSignOutOthers`: a holder changing a password they know may also sign their other devices out; the other
 * sessions stay unless they tick it. (After a temporary password the server ends them anyway.)
 */
export function ChangePasswordForm({ onChanged, offerSignOutOthers = false }: { onChanged: () => void | Promise<void>; offerSignOutOthers?: boolean }) {
  const { t } = useTranslation('auth');
  const { submit, pending, error } = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(false);
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
    if (await submit(currentPassword, newPassword, offerSignOutOthers && signOutOthers)) await onChanged();
  }

  const serverCurrent = fieldMessage(error, 'currentPassword');
  const serverNew = fieldMessage(error, 'newPassword');
  const currentError = errors.currentPassword ?? serverCurrent;
  const newError = errors.newPassword ?? serverNew;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="stack-form">
      <PasswordField autocomplete="current-password" label={t('currentPassword')} value={currentPassword} onValue={setCurrentPassword} error={currentError} testId="current-password" />
      <PasswordField
        autocomplete="new-password"
        label={t('newPassword')}
        helper={t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
        value={newPassword}
        onValue={setNewPassword}
        error={newError}
        testId="new-password"
      />
      <PasswordField autocomplete="new-password" label={t('confirmPassword')} value={confirm} onValue={setConfirm} error={errors.confirm} testId="confirm-password" />
      {offerSignOutOthers && (
        <IonCheckbox
          className="auth-sign-out-others"
          labelPlacement="end"
          justify="start"
          checked={signOutOthers}
          onIonChange={(e) => setSignOutOthers(e.detail.checked)}
          data-testid="sign-out-others"
        >
          {t('signOutOthers')}
        </IonCheckbox>
      )}
      <IonButton type="submit" expand="block" disabled={pending} data-testid="change-password-submit">
        {pending ? <IonSpinner name="crescent" aria-label={t('saving')} /> : t('changePassword')}
      </IonButton>
    </form>
  );
}
