import { useTranslation } from '@app/lib/use-translation';
import { newRoomType } from '@shared/contracts/listings';
import { TextField } from '@app/kit/form/TextField';
import type { RoomTypeField } from '../room-type-form';
import type { RoomTypeFormState } from './use-listing-forms';

export function RoomTypeFields({ form }: { form: RoomTypeFormState }) {
  const { t } = useTranslation('listings');
  const errors = form.visibleErrors();
  const field = (name: RoomTypeField) => ({
    label: t(`fields.${name}`),
    value: form.values[name],
    onValue: (value: string) => form.setField(name, value),
    error: errors[name],
    testId: `listings-room-type-form-${name}`,
  });
  return (
    <div className="stack-form">
      <TextField schema={newRoomType.shape.name} {...field('name')} />
      <div className="listings-form-row">
        <TextField inputmode="numeric" {...field('bedrooms')} />
        <TextField inputmode="numeric" {...field('bathrooms')} />
        <TextField inputmode="numeric" {...field('maxGuests')} />
      </div>
      <TextField inputmode="decimal" helper={t('fields.ringgitHint')} {...field('baseNightlyRate')} />
      <TextField inputmode="decimal" helper={t('fields.ringgitHint')} {...field('cleaningFee')} />
    </div>
  );
}
