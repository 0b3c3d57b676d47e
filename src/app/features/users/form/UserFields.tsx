import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { AGENT_TYPES, PLATFORM_USER_ROLES, userProfileFields, type AgentType, type UserRole } from '@shared/contracts/users';
import { BankField } from '@app/kit/form/BankField';
import { PhoneField } from '@app/kit/form/PhoneField';
import { TextField } from '@app/kit/form/TextField';
import { invalidClass } from '@app/lib/forms';
import { DocumentInputs } from './DocumentInputs';
import type { UserFormState } from './user-form-declaration';

/** The profile of a user, for registering and for editing. */
export function UserFields({ form }: { form: UserFormState }) {
  const { t } = useTranslation('users');
  const { values, setField } = form;
  const errors = form.visibleErrors();
  const field = (name: 'name' | 'email' | 'url' | 'commissionRate' | 'bankAccountNumber' | 'idNumber' | 'dateOfBirth') => ({
    value: values[name],
    onValue: (value: string) => setField(name, value),
    error: errors[name],
    schema: userProfileFields.shape[name],
  });

  return (
    <>
      <h2 className="section-title">{t('register.profileSection')}</h2>
      <div className="stack-form">
        <TextField label={t('fields.name')} autocomplete="off" {...field('name')} testId="reg-name" />
        <TextField label={t('fields.emailOptional')} type="email" inputmode="email" autocomplete="off" {...field('email')} testId="reg-email" />
        <IonSelect
          label={t('fields.role')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={values.role}
          onIonChange={(e) => setField('role', e.detail.value as UserRole)}
          data-testid="reg-role"
        >
          {PLATFORM_USER_ROLES.map((role) => (
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
          label={t('fields.phone')}
          testIdPrefix="reg"
        />
        <TextField label={t('fields.urlOptional')} type="url" inputmode="url" placeholder="https://" {...field('url')} testId="reg-url" />
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
            <TextField label={t('fields.commissionRate')} inputmode="decimal" placeholder="0–100" helper={t('fields.commissionHint')} {...field('commissionRate')} testId="reg-commission" />
            <BankField
              value={values.bankName}
              error={errors.bankName}
              onChange={(bank) => setField('bankName', bank)}
              label={t('fields.bankName')}
              placeholder={t('fields.bankChoose')}
              searchPlaceholder={t('picker.searchBank')}
              testId="reg-bank"
            />
            <TextField label={t('fields.bankAccountNumber')} inputmode="numeric" helper={t('fields.bankAccountHint')} {...field('bankAccountNumber')} testId="reg-bank-account" />
          </div>
        </>
      ) : null}

      {values.role === 'rider' ? (
        <>
          <h2 className="section-title">{t('register.identitySection')}</h2>
          <div className="stack-form" data-testid="reg-identity-section">
            <TextField label={t('fields.idNumber')} autocomplete="off" autocapitalize="characters" helper={t('fields.idNumberHint')} {...field('idNumber')} testId="reg-id-number" />
            <TextField label={t('fields.dateOfBirth')} type="date" helper={t('fields.dateOfBirthHint')} {...field('dateOfBirth')} testId="reg-date-of-birth" />
          </div>
        </>
      ) : null}

      <h2 className="section-title">{t('documents.title')}</h2>
      <DocumentInputs
        role={values.role}
        files={values.files}
        errors={errors}
        onChange={(kind, file) => {
          setField('files', { ...values.files, [kind]: file });
          form.clearServerError(kind);
        }}
      />
    </>
  );
}
