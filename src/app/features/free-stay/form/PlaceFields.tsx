import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchProperties, searchRoomTypes, searchUnits } from '../pickers';
import type { RequestFormErrors, RequestFormState } from './request-form';

const chosen = (value: string, label: string) => (value ? { value, label: label || '…' } : null);

/**
 * The admin's way to name the place: the property, then the room type, then, if they know it, the unit. A room
 * type with no unit leaves the unit to the approver.
 */
export function PlaceFields({ form, errors }: { form: RequestFormState; errors: RequestFormErrors }) {
  const { t } = useTranslation('free-stay');
  const { values, setValues, clearServerError } = form;
  const choose = (patch: Partial<typeof values>, ...cleared: string[]) => {
    setValues((v) => ({ ...v, ...patch }));
    clearServerError(...cleared);
  };
  return (
    <>
      <ServerPickerField
        value={chosen(values.propertyId, values.propertyLabel)}
        onChange={(o) => choose({ propertyId: o.value, propertyLabel: o.label, roomTypeId: '', roomTypeLabel: '', unitId: '', unitLabel: '' }, 'unitId', 'roomTypeId')}
        search={searchProperties}
        label={t('form.property')}
        placeholder={t('form.propertyChoose')}
        searchPlaceholder={t('form.propertySearch')}
        testId="free-stay-form-property"
      />
      {values.propertyId ? (
        <ServerPickerField
          value={chosen(values.roomTypeId, values.roomTypeLabel)}
          onChange={(o) => choose({ roomTypeId: o.value, roomTypeLabel: o.label, unitId: '', unitLabel: '' }, 'unitId', 'roomTypeId')}
          search={(q, signal) => searchRoomTypes(values.propertyId, q, signal)}
          label={t('form.roomType')}
          placeholder={t('form.roomTypeChoose')}
          searchPlaceholder={t('form.roomTypeSearch')}
          error={errors.roomTypeId ?? (values.roomTypeId ? undefined : errors.unitId)}
          testId="free-stay-form-roomType"
        />
      ) : errors.unitId ? (
        <p className="free-stay-field-error" role="alert" data-testid="free-stay-form-place-error">
          {errors.unitId}
        </p>
      ) : null}
      {values.roomTypeId ? (
        <ServerPickerField
          value={chosen(values.unitId, values.unitLabel)}
          onChange={(o) => choose({ unitId: o.value, unitLabel: o.label }, 'unitId', 'roomTypeId', 'checkIn', 'checkOut')}
          search={(q, signal) => searchUnits(q, signal, { roomTypeId: values.roomTypeId })}
          label={t('form.unit')}
          placeholder={t('form.unitAny')}
          searchPlaceholder={t('form.unitSearch')}
          helper={values.unitId ? undefined : t('form.unitHelp')}
          error={values.unitId ? errors.unitId : undefined}
          testId="free-stay-form-unit"
        />
      ) : null}
      {values.unitId ? (
        <button type="button" className="free-stay-text-button" onClick={() => choose({ unitId: '', unitLabel: '' }, 'unitId')} data-testid="free-stay-form-any-unit">
          {t('form.anyUnitInstead')}
        </button>
      ) : null}
    </>
  );
}

/**
 * An owner in the portal names one of the units they own now: the server lists their former units too (for their
 * own period's records), and a free stay on one of those would be refused.
 */
export function OwnUnitField({ form, errors }: { form: RequestFormState; errors: RequestFormErrors }) {
  const { t } = useTranslation('free-stay');
  const { profile } = useSession();
  const { values, setValues, clearServerError } = form;
  return (
    <ServerPickerField
      value={chosen(values.unitId, values.unitLabel)}
      onChange={(o) => {
        setValues((v) => ({ ...v, unitId: o.value, unitLabel: o.label }));
        clearServerError('unitId', 'checkIn', 'checkOut');
      }}
      search={(q, signal) => searchUnits(q, signal, { ownerId: profile.id })}
      label={t('form.ownUnit')}
      placeholder={t('form.unitChoose')}
      searchPlaceholder={t('form.unitSearch')}
      error={errors.unitId}
      testId="free-stay-form-unit"
    />
  );
}
