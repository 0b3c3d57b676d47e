import { newHoliday, type Holiday, type HolidayPatch, type NewHoliday } from '@shared/contracts/holidays';
import { FEDERAL } from '@shared/contracts/plain/holidays';
import { FREE_STAY_MAX_DAILY_QUOTA } from '@shared/contracts/plain/free-stay';
import { MALAYSIAN_STATE_CODES, stateName, type MalaysianState } from '@shared/reference/states';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import { defineFields, orNull } from '@app/kit/form/fields';

/** Every field as the form holds it: text, `''` for nothing typed; `state` is `federal` or a state's code. */
export type HolidayField = 'date' | 'state' | 'name' | 'nameMs' | 'nameZh' | 'freeStayQuota' | 'reason';
export type HolidayFormValues = Record<HolidayField, string>;

const EMPTY: HolidayFormValues = { date: '', state: FEDERAL, name: '', nameMs: '', nameZh: '', freeStayQuota: '', reason: '' };

/** The free stays a holiday allows: empty for none of its own (the daily quota), else a whole number in range. */
const quotaOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
const quotaProblem = (text: string): string | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d+$/.test(trimmed) && Number(trimmed) <= FREE_STAY_MAX_DAILY_QUOTA ? undefined : 'form.freeStayQuotaInvalid';
};
const shape = newHoliday.shape;

/** The body of a create. Called only once the form is valid. */
const toBody = (values: HolidayFormValues): NewHoliday => ({
  date: values.date,
  state: values.state === FEDERAL ? null : (values.state as MalaysianState),
  name: values.name.trim(),
  nameMs: orNull(values.nameMs),
  nameZh: orNull(values.nameZh),
  freeStayQuota: quotaOf(values.freeStayQuota),
  ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
});

/** Add and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const holidaysForm = defineForm({
  namespace: 'holidays',
  fields: ['date', 'state', 'name', 'nameMs', 'nameZh', 'freeStayQuota', 'reason'] as const,
  checked: { date: shape.date, name: shape.name, nameMs: shape.nameMs, nameZh: shape.nameZh },
  rules: (values) => ({ state: values.state ? undefined : 'form.stateRequired', freeStayQuota: quotaProblem(values.freeStayQuota) }),
  empty: EMPTY,
  fromRecord: (record: Holiday): HolidayFormValues => ({
    date: record.date,
    state: record.state ?? FEDERAL,
    name: record.name,
    nameMs: record.nameMs ?? '',
    nameZh: record.nameZh ?? '',
    freeStayQuota: record.freeStayQuota === null ? '' : String(record.freeStayQuota),
    reason: '',
  }),
  toBody,
  toPatch: (values, record: Holiday): HolidayPatch => ({ ...toBody(values), version: record.version }),
});

export type HolidayFormState = FormState<HolidayFormValues, HolidayField>;

/** The fields of a holiday, on the add and the edit page alike: labels `fields.<name>`, test ids `holidays-form-<name>`. */
export const holidaysFields = defineFields<HolidayFormValues>({
  namespace: 'holidays',
  testIdPrefix: 'holidays-form',
  schemas: shape,
  sections: [
    {
      fields: [
        { name: 'date', kind: 'date' },
        {
          name: 'state',
          kind: 'select',
          options: [FEDERAL, ...MALAYSIAN_STATE_CODES],
          optionWords: (value, t) => (value === FEDERAL ? t('scope.federal') : (stateName(value) ?? value)),
        },
        { name: 'name', hint: 'fields.nameHint' },
        { name: 'nameMs', optional: true, hint: 'fields.otherNameHint' },
        { name: 'nameZh', optional: true, hint: 'fields.otherNameHint' },
        { name: 'freeStayQuota', kind: 'numeric', optional: true, hint: 'fields.freeStayQuotaHint' },
        { name: 'reason', kind: 'textarea', optional: true, rows: 3, hint: 'fields.reasonHint' },
      ],
    },
  ],
});
