import { useTranslation } from '@app/lib/use-translation';
import { newProperty } from '@shared/contracts/listings';
import { StateField } from '@app/kit/form/StateField';
import { TextField } from '@app/kit/form/TextField';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { stateKey } from '../listing-display';
import { searchCompanies } from '../pickers';
import type { PropertyField } from '../property-form';
import type { PropertyFormState } from './use-listing-forms';

const shape = newProperty.shape;
type TextName = Exclude<PropertyField, 'companyId' | 'state'>;

export function PropertyFields({ form }: { form: PropertyFormState }) {
  const { t } = useTranslation('listings');
  const errors = form.visibleErrors();
  const field = (name: TextName) => ({
    label: t(`fields.${name}`),
    value: form.values[name],
    onValue: (value: string) => form.setField(name, value),
    error: errors[name],
    schema: shape[name],
    testId: `listings-property-form-${name}`,
  });
  const company = form.values.companyId ? { value: form.values.companyId, label: form.values.companyName } : null;
  return (
    <div className="stack-form">
      <TextField {...field('name')} />
      <ServerPickerField
        value={company}
        onChange={(option) => {
          form.setField('companyId', option.value);
          form.setField('companyName', option.label);
        }}
        search={searchCompanies}
        label={t('fields.company')}
        placeholder={t('fields.companyChoose')}
        searchPlaceholder={t('fields.companySearch')}
        error={errors.companyId}
        testId="listings-property-form-company"
      />
      <TextField autocomplete="address-line1" {...field('addressLine1')} />
      <TextField autocomplete="address-line2" helper={t('fields.optional')} {...field('addressLine2')} />
      <TextField inputmode="numeric" autocomplete="postal-code" {...field('postcode')} />
      <TextField autocomplete="address-level2" {...field('city')} />
      <StateField
        label={t('fields.state')}
        placeholder={t('fields.stateChoose')}
        value={form.values.state}
        onValue={(code) => form.setField('state', code)}
        error={errors.state}
        nameOf={(state) => t(stateKey(state.code))}
        testId="listings-property-form-state"
      />
      <div className="listings-form-row">
        <TextField type="time" {...field('checkInTime')} />
        <TextField type="time" {...field('checkOutTime')} />
      </div>
    </div>
  );
}
