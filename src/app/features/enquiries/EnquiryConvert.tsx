import { useCallback, useState } from 'react';
import { IonButton, IonIcon, IonInput, IonSpinner } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { bedOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { CONVERT_STATUSES, type EnquiryDetail } from '@shared/contracts/enquiries';
import { isApiError } from '@app/lib/api-errors';
import { eventValue, invalidClass } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchUnits, useEnquiryMutations } from './use-enquiries';

type ConvertField = 'unitId' | 'checkIn' | 'checkOut';
type Status = (typeof CONVERT_STATUSES)[number];

/**
 * Books the stay the enquiry asked for: unit and dates start as the enquiry's. Nights already taken are refused by
 * the server, whose message (naming the stay in the way) stays here; what was chosen is kept.
 */
export function EnquiryConvert({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged(next: EnquiryDetail): void }) {
  const { t } = useTranslation('enquiries');
  const { convert, pending } = useEnquiryMutations();
  const [unit, setUnit] = useState<PickerOption | null>(enquiry.unitId ? { value: enquiry.unitId, label: enquiry.unitNumber ?? '' } : null);
  const [checkIn, setCheckIn] = useState(enquiry.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(enquiry.checkOut ?? '');
  const [status, setStatus] = useState<Status>('reserved');
  const [errors, setErrors] = useState<Partial<Record<ConvertField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useCallback((query: string, signal: AbortSignal) => searchUnits(query, signal), []);

  async function submit() {
    const missing: Partial<Record<ConvertField, string>> = {};
    if (!unit) missing.unitId = t('convert.unitRequired');
    if (!checkIn) missing.checkIn = t('convert.datesRequired');
    if (!checkOut) missing.checkOut = t('convert.datesRequired');
    setErrors(missing);
    setRefusal(null);
    if (Object.keys(missing).length) return;
    const result = await convert(enquiry.id, { unitId: unit!.value, checkIn, checkOut, status, version: enquiry.version });
    if (result.ok) {
      showToast(t('convert.done', { code: result.value.reservationCode ?? '' }), 'success');
      onChanged(result.value);
      return;
    }
    const fields = isApiError(result.error) ? result.error.fieldErrors : [];
    if (fields.length) {
      setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      return;
    }
    setRefusal(result.message || null);
  }

  return (
    <section className="enquiries-convert" aria-labelledby="enquiry-convert-title" data-testid="enquiry-convert">
      <h2 className="section-title" id="enquiry-convert-title">{t('convert.title')}</h2>
      <div className="stack-form">
        <ServerPickerField
          value={unit}
          onChange={(option) => {
            setUnit(option);
            setErrors({ ...errors, unitId: undefined });
          }}
          search={search}
          label={t('fields.unit')}
          placeholder={t('fields.unitChoose')}
          searchPlaceholder={t('fields.unitSearch')}
          error={errors.unitId}
          testId="enquiry-convert-unit"
        />
        <IonInput
          type="date" label={t('fields.checkIn')} labelPlacement="stacked" fill="outline" value={checkIn}
          onIonInput={(e) => setCheckIn(eventValue(e))} errorText={errors.checkIn} className={invalidClass(errors.checkIn)} data-testid="enquiry-convert-checkIn"
        />
        <IonInput
          type="date" label={t('fields.checkOut')} labelPlacement="stacked" fill="outline" value={checkOut}
          onIonInput={(e) => setCheckOut(eventValue(e))} errorText={errors.checkOut} className={invalidClass(errors.checkOut)} data-testid="enquiry-convert-checkOut"
        />
        <IonSelect
          label={t('convert.status')} labelPlacement="stacked" fill="outline" interface="popover" value={status}
          onIonChange={(e) => setStatus(e.detail.value as Status)} data-testid="enquiry-convert-status"
        >
          {CONVERT_STATUSES.map((s) => (
            <IonSelectOption key={s} value={s}>{t(`convert.statuses.${s}`)}</IonSelectOption>
          ))}
        </IonSelect>
      </div>
      <IonButton expand="block" className="ion-margin-top" onClick={() => void submit()} disabled={pending === 'convert'} data-testid="enquiry-convert-submit">
        {pending === 'convert' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : (
          <>
            <IonIcon slot="start" icon={bedOutline} aria-hidden="true" />
            {t('convert.submit')}
          </>
        )}
      </IonButton>
      {refusal ? (
        <IonNote color="danger" role="alert" className="enquiries-note" data-testid="enquiry-convert-refusal">
          {refusal}
        </IonNote>
      ) : null}
    </section>
  );
}
