import { AGENT_TYPES, userProfileFields } from '@shared/contracts/users';
import { PLATFORM_USER_ROLES } from '@shared/contracts/plain/users';
import { defineFields } from '@app/kit/form/fields';
import { DocumentInputs } from './DocumentInputs';
import type { UserFormInput } from './user-form-declaration';

/** The profile of a user, for registering and for editing: an agent's and a rider's own fields only for them. */
export const userFields = defineFields<UserFormInput>({
  namespace: 'users',
  testIdPrefix: 'reg',
  schemas: userProfileFields.shape,
  sections: [
    {
      title: 'register.profileSection',
      fields: [
        { name: 'name', autocomplete: 'off' },
        { name: 'email', kind: 'email', label: 'fields.emailOptional', autocomplete: 'off' },
        { name: 'role', kind: 'select', options: PLATFORM_USER_ROLES, optionWords: 'roles.' },
        { name: 'phone', kind: 'phone' },
        { name: 'url', kind: 'url', label: 'fields.urlOptional', placeholder: 'https://' },
      ],
    },
    {
      title: 'register.agentSection',
      when: (values) => values.role === 'agent',
      testId: 'reg-agent-section',
      fields: [
        { name: 'agentType', kind: 'select', testId: 'agent-type', placeholder: 'fields.agentTypeNone', options: AGENT_TYPES, optionWords: 'agentTypes.' },
        { name: 'commissionRate', kind: 'decimal', testId: 'commission', placeholder: '0–100', hint: 'fields.commissionHint' },
        { name: 'bankName', kind: 'bank', testId: 'bank' },
        { name: 'bankAccountNumber', kind: 'numeric', testId: 'bank-account', hint: 'fields.bankAccountHint' },
      ],
    },
    {
      title: 'register.identitySection',
      when: (values) => values.role === 'rider',
      testId: 'reg-identity-section',
      fields: [
        { name: 'idNumber', testId: 'id-number', autocomplete: 'off', autocapitalize: 'characters', hint: 'fields.idNumberHint' },
        { name: 'dateOfBirth', kind: 'date', testId: 'date-of-birth', hint: 'fields.dateOfBirthHint' },
      ],
    },
    {
      title: 'documents.title',
      plain: true,
      fields: [
        (form, errors) => (
          <DocumentInputs
            role={form.values.role}
            files={form.values.files}
            errors={errors}
            onChange={(kind, file) => {
              form.setField('files', { ...form.values.files, [kind]: file });
              form.clearServerError(kind);
            }}
          />
        ),
      ],
    },
  ],
});
