import { IonInput, IonInputPasswordToggle } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { eventValue, invalidClass } from '@app/lib/forms';
import { MIN_ADMIN_PASSWORD, type AdminField, type AdminFormValues } from './admin-form';
import { EmailAvailabilityNote } from './EmailAvailabilityNote';
import type { EmailAvailability } from './use-email-availability';

export interface AdminFieldsProps {
  mode: 'create' | 'edit';
  values: AdminFormValues;
  /** Already translated, from local checks or from the server's 400 `errors`. */
  errors: Partial<Record<AdminField, string>>;
  onChange(field: AdminField, value: string): void;
  emailAvailability?: EmailAvailability;
  testIdPrefix: string;
}

export function AdminFields({ mode, values, errors, onChange, emailAvailability = 'idle', testIdPrefix }: AdminFieldsProps) {
  const { t } = useTranslation('administrators');
  return (
    <div className="stack-form">
      <IonInput
        label={t('fields.name')}
        labelPlacement="stacked"
        fill="outline"
        autocomplete="name"
        value={values.name}
        onIonInput={(e) => onChange('name', eventValue(e))}
        errorText={errors.name}
        className={invalidClass(errors.name)}
        data-testid={`${testIdPrefix}-name`}
      />
      {mode === 'create' ? (
        <div>
          <IonInput
            type="email"
            inputmode="email"
            autocomplete="off"
            label={t('fields.email')}
            labelPlacement="stacked"
            fill="outline"
            value={values.email}
            onIonInput={(e) => onChange('email', eventValue(e))}
            errorText={errors.email}
            className={invalidClass(errors.email || emailAvailability === 'taken')}
            data-testid={`${testIdPrefix}-email`}
          />
          {/* The note is the one place that speaks about availability, before and after submitting. */}
          {errors.email ? null : <EmailAvailabilityNote status={emailAvailability} />}
        </div>
      ) : null}
      <IonInput
        type="tel"
        inputmode="tel"
        autocomplete="tel"
        label={t('fields.phone')}
        labelPlacement="stacked"
        fill="outline"
        placeholder="+60 12-345 6789"
        helperText={t('fields.phoneHint')}
        value={values.phone}
        onIonInput={(e) => onChange('phone', eventValue(e))}
        errorText={errors.phone}
        className={invalidClass(errors.phone)}
        data-testid={`${testIdPrefix}-phone`}
      />
      {mode === 'create' ? (
        <IonInput
          type="password"
          autocomplete="new-password"
          label={t('fields.password')}
          labelPlacement="stacked"
          fill="outline"
          helperText={t('fields.passwordHint', { min: MIN_ADMIN_PASSWORD })}
          value={values.password}
          onIonInput={(e) => onChange('password', eventValue(e))}
          errorText={errors.password}
          className={invalidClass(errors.password)}
          data-testid={`${testIdPrefix}-password`}
        >
          <IonInputPasswordToggle slot="end" />
        </IonInput>
      ) : null}
    </div>
  );
}
