import { type FormEvent } from 'react';
import { IonButton, IonInput, IonSpinner } from '@ionic/react';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from 'react-i18next';
import { AGENT_TYPES, USER_ROLES, type AgentType, type UserRole } from '@shared/contracts/users';
import { eventValue, invalidClass } from '@app/lib/forms';
import { BankField } from './BankField';
import { DocumentInputs } from './DocumentInputs';
import { PhoneField } from './PhoneField';
import type { UserFormState } from './use-user-form';

export interface UserFormProps {
  form: UserFormState;
  submitLabel: string;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  testId: string;
}

/** The profile of a user, for registering and for editing. */
export function UserForm({ form, submitLabel, busy, onSubmit, testId }: UserFormProps) {
  const { t } = useTranslation('users');
  const { values, errors, setField } = form;
  const input = (field: 'name' | 'email' | 'url' | 'commissionRate' | 'bankAccountNumber') => ({
    value: values[field],
    onIonInput: (e: { detail: { value?: string | null } }) => setField(field, eventValue(e)),
    errorText: errors[field],
    className: invalidClass(errors[field]),
    labelPlacement: 'stacked' as const,
    fill: 'outline' as const,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="u-narrow ion-padding" data-testid={testId}>
      <h2 className="section-title">{t('register.profileSection')}</h2>
      <div className="stack-form">
        <IonInput label={t('fields.name')} autocomplete="off" {...input('name')} data-testid="reg-name" />
        <IonInput label={t('fields.emailOptional')} type="email" inputmode="email" autocomplete="off" {...input('email')} data-testid="reg-email" />
        <IonSelect
          label={t('fields.role')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={values.role}
          onIonChange={(e) => setField('role', e.detail.value as UserRole)}
          data-testid="reg-role"
        >
          {USER_ROLES.map((role) => (
            <IonSelectOption key={role} value={role}>
              {t(`roles.${role}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <PhoneField
          country={values.country}
          phone={values.phone}
          error={errors.phone ?? errors.country}
          onCountry={(country) => setField('country', country)}
          onPhone={(phone) => setField('phone', phone)}
        />
        <IonInput label={t('fields.urlOptional')} type="url" inputmode="url" placeholder="https://" {...input('url')} data-testid="reg-url" />
      </div>

      {values.role === 'agent' ? (
        <>
          <h2 className="section-title">{t('register.agentSection')}</h2>
          <div className="stack-form" data-testid="reg-agent-section">
            <IonSelect
              label={t('fields.agentType')}
              labelPlacement="stacked"
              fill="outline"
              interface="popover"
              value={values.agentType || undefined}
              placeholder={t('fields.agentTypeNone')}
              onIonChange={(e) => setField('agentType', e.detail.value as AgentType)}
              errorText={errors.agentType}
              className={invalidClass(errors.agentType)}
              data-testid="reg-agent-type"
            >
              {AGENT_TYPES.map((type) => (
                <IonSelectOption key={type} value={type}>
                  {t(`agentTypes.${type}`)}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonInput label={t('fields.commissionRate')} inputmode="decimal" placeholder="0–100" helperText={t('fields.commissionHint')} {...input('commissionRate')} data-testid="reg-commission" />
            <BankField value={values.bankName} error={errors.bankName} onChange={(bank) => setField('bankName', bank)} />
            <IonInput label={t('fields.bankAccountNumber')} inputmode="numeric" helperText={t('fields.bankAccountHint')} {...input('bankAccountNumber')} data-testid="reg-bank-account" />
          </div>
        </>
      ) : null}

      <h2 className="section-title">{t('documents.title')}</h2>
      <DocumentInputs role={values.role} files={form.files} errors={errors} onChange={form.setFile} />

      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={busy} data-testid="reg-submit">
        {busy ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : submitLabel}
      </IonButton>
    </form>
  );
}
