import { useCallback } from 'react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { newEnquiry } from '@shared/contracts/enquiries';
import { RESERVATION_CHANNELS, type ReservationChannel } from '@shared/contracts/reservations';
import { eventValue, invalidClass } from '@app/lib/forms';
import { TextField } from '@app/kit/form/TextField';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { NationalityField } from './NationalityField';
import type { EnquiryFormState } from './enquiry-form';
import { searchUnits } from './use-enquiries';

const shape = newEnquiry.shape;

/** Who asked and what they want: contact first, then the nights, the unit and the party. */
export function EnquiryFields({ form }: { form: EnquiryFormState }) {
  const { t } = useTranslation('enquiries');
  const errors = form.visibleErrors();
  const search = useCallback((query: string, signal: AbortSignal) => searchUnits(query, signal), []);

  const text = (name: 'name' | 'phone' | 'email' | 'adults' | 'children') => ({
    label: t(`fields.${name}`),
    value: form.values[name],
    onValue: (value: string) => form.setField(name, value),
    error: errors[name],
    testId: `enquiry-form-${name}`,
  });
  const date = (name: 'checkIn' | 'checkOut') => (
    <TextField type="date" label={t(`fields.${name}`)} value={form.values[name]} error={errors[name]} onValue={(v) => form.setField(name, v)} testId={`enquiry-form-${name}`} />
  );

  return (
    <>
      <h2 className="section-title">{t('detail.contact')}</h2>
      <div className="stack-form">
        <TextField autocomplete="name" schema={shape.name} {...text('name')} />
        <TextField type="tel" autocomplete="tel" helper={t('fields.phoneHelp')} {...text('phone')} />
        <TextField type="email" autocomplete="email" {...text('email')} />
        <NationalityField
          value={form.values.guestNationality}
          onChange={(iso) => form.setField('guestNationality', iso)}
          error={errors.guestNationality}
          testId="enquiry-form-nationality"
        />
      </div>
      <h2 className="section-title">{t('detail.wanted')}</h2>
      <div className="stack-form">
        {date('checkIn')}
        {date('checkOut')}
        <ServerPickerField
          value={form.values.unitId ? { value: form.values.unitId, label: form.values.unitLabel } : null}
          onChange={(option) => form.setValues((v) => ({ ...v, unitId: option.value, unitLabel: option.label }))}
          search={search}
          label={t('fields.unit')}
          placeholder={t('fields.unitOptional')}
          searchPlaceholder={t('fields.unitSearch')}
          error={errors.unitId}
          testId="enquiry-form-unit"
        />
        <div className="enquiries-pair">
          <TextField inputmode="numeric" {...text('adults')} />
          <TextField inputmode="numeric" {...text('children')} />
        </div>
        <IonSelect
          label={t('fields.channel')} labelPlacement="stacked" fill="outline" interface="popover" value={form.values.channel}
          onIonChange={(e) => form.setField('channel', e.detail.value as ReservationChannel)} data-testid="enquiry-form-channel"
        >
          {RESERVATION_CHANNELS.map((c) => (
            <IonSelectOption key={c} value={c}>{t(`channel.${c}`)}</IonSelectOption>
          ))}
        </IonSelect>
        <IonTextarea
          label={t('fields.message')} labelPlacement="stacked" fill="outline" autoGrow rows={3} maxlength={2000}
          value={form.values.message} onIonInput={(e) => form.setField('message', eventValue(e))}
          errorText={errors.message} className={invalidClass(errors.message)} data-testid="enquiry-form-message"
        />
      </div>
    </>
  );
}
