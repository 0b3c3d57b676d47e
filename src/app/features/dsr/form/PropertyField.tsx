import { useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { PickerField } from '@app/kit/picker/PickerField';
import { PickerModal } from '@app/kit/picker/PickerModal';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { propertiesView } from '../views';

interface Props {
  value: { id: string; name: string } | null;
  onChange(property: { id: string; name: string }): void;
  error?: string;
  disabled?: boolean;
}

/** The property, chosen among those saved on the device: a report can be started offline. */
export function PropertyField({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('dsr');
  const [open, setOpen] = useState(false);
  const view = useResourceView(propertiesView, 'all');
  const options = (view.data?.properties ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <PickerField
      label={t('fields.property')}
      shown={value?.name ?? null}
      placeholder={t('form.chooseProperty')}
      value={value?.id ?? ''}
      error={error}
      testId="dsr-form-property"
      errorTestId="dsr-form-property-error"
      onOpen={() => {
        if (!disabled) setOpen(true);
      }}
    >
      <PickerModal
        isOpen={open}
        title={t('fields.property')}
        searchPlaceholder={t('form.propertySearch')}
        options={options}
        emptyText={view.status === 'error' && !view.data ? t('form.propertiesUnavailable') : undefined}
        value={value?.id ?? null}
        onSelect={(option) => {
          onChange({ id: option.value, name: option.label });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        optionTestId={(o) => `dsr-form-property-option-${o.value}`}
        testId="dsr-form-property-picker"
      />
    </PickerField>
  );
}
