import { useCallback, type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { newEnquiry } from '@shared/contracts/enquiries';
import { RESERVATION_CHANNELS, type ReservationChannel } from '@shared/contracts/reservations';
import { eventValue, invalidClass, revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { useForm } from '@app/kit/form/use-form';
import { lengthLimits } from '@app/kit/form/schema';
import { TextField } from '@app/kit/form/TextField';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { NationalityField } from './NationalityField';
import { PageHeader } from '@app/shell/PageHeader';
import { EMPTY_ENQUIRY_FORM, ENQUIRY_FIELDS, enquiryBody, hasEnquiryErrors, validateEnquiryForm, type EnquiryField, type EnquiryFormValues } from './enquiry-form';
import { searchUnits, useEnquiryMutations } from './use-enquiries';
import './enquiries.css';

const shape = newEnquiry.shape;

/** An admin logging an enquiry that came by phone or message; nothing typed is lost when the server refuses. */
export default function EnquiryCreatePage() {
  const { t } = useTranslation('enquiries');
  const router = useIonRouter();
  const form = useForm<EnquiryFormValues, EnquiryField>({ namespace: 'enquiries', initial: EMPTY_ENQUIRY_FORM, fields: ENQUIRY_FIELDS, params: { name: lengthLimits(shape.name) } });
  const errors = form.errorsFor(validateEnquiryForm(form.values));
  const { create, pending } = useEnquiryMutations();
  const search = useCallback((query: string, signal: AbortSignal) => searchUnits(query, signal), []);
  const nationality = form.values.guestNationality;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasEnquiryErrors(validateEnquiryForm(form.values))) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await create(enquiryBody(form.values));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('create.done', { name: result.value.name }), 'success');
    router.push(`/admin/enquiry/${result.value.id}`, 'forward', 'replace');
  }

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
      <PageHeader title={t('create.title')} backHref="/admin/enquiry" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="enquiry-create-form">
          <h2 className="section-title">{t('detail.contact')}</h2>
          <div className="stack-form">
            <TextField autocomplete="name" schema={shape.name} {...text('name')} />
            <TextField type="tel" autocomplete="tel" helper={t('fields.phoneHelp')} {...text('phone')} />
            <TextField type="email" autocomplete="email" {...text('email')} />
            <NationalityField
              value={nationality}
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
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="enquiry-form-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('create.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
