import { useMemo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { newFreeStayRequest } from '@shared/contracts/free-stay';
import { useSession } from '@app/lib/session';
import { TextField } from '@app/kit/form/TextField';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { personSearch } from '../pickers';
import { CheckPanel } from './CheckPanel';
import { OwnUnitField, PlaceFields } from './PlaceFields';
import { checkRequestOf, type RequestFormState } from './request-form';
import { useFreeStayCheck } from './use-check';

interface Props {
  form: RequestFormState;
  /** The admin's form names whose nights; an owner asks for their own. */
  withPerson: boolean;
  online: boolean;
  disabled: boolean;
}

/** Whose nights, where, when, how many guests and why; then what the request would meet. */
export function RequestFormFields({ form, withPerson, online, disabled }: Props) {
  const { t } = useTranslation('free-stay');
  const { profile } = useSession();
  const people = useMemo(() => personSearch(profile, t), [profile, t]);
  const { values, setField, setValues, clearServerError } = form;
  const check = useFreeStayCheck(checkRequestOf(values), online);
  const errors = form.visibleErrors();
  const taken = check.status === 'ready' && (check.check.stayInTheWay !== null || check.check.freeUnits === 0);
  const text = (name: 'adults' | 'children' | 'reason') => ({
    label: t(`form.${name}`),
    value: values[name],
    onValue: (value: string) => setField(name, value),
    error: errors[name],
    disabled,
    testId: `free-stay-form-${name}`,
  });
  return (
    <fieldset className="free-stay-fieldset" disabled={disabled}>
      <div className="stack-form">
        {withPerson ? (
          <ServerPickerField
            value={values.personId ? { value: values.personId, label: values.personLabel } : null}
            onChange={(o) => {
              setValues((v) => ({ ...v, personId: o.value, personLabel: o.label }));
              clearServerError('personId');
            }}
            search={people}
            label={t('form.person')}
            placeholder={t('form.personChoose')}
            searchPlaceholder={t('form.personSearch')}
            error={errors.personId}
            testId="free-stay-form-person"
          />
        ) : null}
        {withPerson ? <PlaceFields form={form} errors={errors} /> : <OwnUnitField form={form} errors={errors} />}
        <div className="free-stay-two">
          <TextField type="date" label={t('form.checkIn')} value={values.checkIn} onValue={(v) => setField('checkIn', v)} error={errors.checkIn} invalid={taken} testId="free-stay-form-checkIn" />
          <TextField type="date" label={t('form.checkOut')} value={values.checkOut} onValue={(v) => setField('checkOut', v)} error={errors.checkOut} invalid={taken} testId="free-stay-form-checkOut" />
        </div>
        <h2 className="section-title">{t('check.title')}</h2>
        <CheckPanel state={check} />
        <div className="free-stay-two">
          <TextField inputmode="numeric" {...text('adults')} />
          <TextField inputmode="numeric" {...text('children')} />
        </div>
        <TextField {...text('reason')} schema={newFreeStayRequest.shape.reason} counter />
      </div>
    </fieldset>
  );
}
