import { useCallback, useState } from 'react';
import { IonButton, IonIcon, IonInput, IonSpinner, useIonAlert } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { bedOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { CONVERT_STATUSES, type EnquiryDetail } from '@shared/contracts/enquiries';
import { nightsBetween, type StayRef } from '@shared/contracts/reservations';
import { formatMyr } from '@shared/money';
import { isApiError } from '@app/lib/api-errors';
import { eventValue, invalidClass } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { NationalityField, useCountryName } from './NationalityField';
import { datesWanted, unitChoiceOption, type TakenWords } from './enquiry-display';
import { quoteStay, unitChoicesFor, useEnquiryMutations } from './use-enquiries';

type ConvertField = 'unitId' | 'checkIn' | 'checkOut' | 'guestNationality';
type Status = (typeof CONVERT_STATUSES)[number];

/**
 * Books the stay the enquiry asked for: unit, dates and nationality start as the enquiry's. The unit picker offers
 * only units free on the nights (a taken one names its stay); before anything is booked the admin sees unit, dates,
 * guest and price and confirms. A refusal is said once, here, in the reader's words; what was chosen is kept.
 */
export function EnquiryConvert({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged(next: EnquiryDetail): void }) {
  const { t, i18n } = useTranslation('enquiries');
  const [presentAlert] = useIonAlert();
  const { convert, pending } = useEnquiryMutations();
  const [unit, setUnit] = useState<PickerOption | null>(enquiry.unitId ? { value: enquiry.unitId, label: enquiry.unitNumber ?? '' } : null);
  const [checkIn, setCheckIn] = useState(enquiry.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(enquiry.checkOut ?? '');
  const [nationality, setNationality] = useState(enquiry.guestNationality ?? '');
  const [status, setStatus] = useState<Status>('reserved');
  const [errors, setErrors] = useState<Partial<Record<ConvertField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const language = i18n.language;

  const takenWords: TakenWords = useCallback(
    (stay: StayRef) => t('convert.taken', { code: stay.code, from: datesWanted(stay, language) }),
    [t, language],
  );
  const search = useCallback(
    async (query: string, signal: AbortSignal) =>
      (await unitChoicesFor(query, { checkIn, checkOut }, signal)).map((choice) => unitChoiceOption(choice, {
        free: checkIn && checkOut && checkOut > checkIn ? t('convert.free') : null,
        taken: takenWords,
        closed: t('convert.unitClosed'),
      })),
    [checkIn, checkOut, t, takenWords],
  );
  const countryName = useCountryName();

  async function book() {
    const result = await convert(enquiry.id, {
      unitId: unit!.value, checkIn, checkOut, status, guestNationality: nationality || null, version: enquiry.version,
    });
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
    // Taken meanwhile: the stay in the way, in the reader's words when the quote names it.
    const again = isApiError(result.error) && result.error.status === 409 ? await quoteStay({ unitId: unit!.value, checkIn, checkOut }) : null;
    setRefusal(again?.unavailableBecause ? takenWords(again.unavailableBecause) : result.message || null);
  }

  async function submit() {
    const missing: Partial<Record<ConvertField, string>> = {};
    if (!unit) missing.unitId = t('convert.unitRequired');
    if (!checkIn) missing.checkIn = t('convert.datesRequired');
    if (!checkOut) missing.checkOut = t('convert.datesRequired');
    if (checkIn && checkOut && checkOut <= checkIn) missing.checkOut = t('form.checkOutAfter');
    setErrors(missing);
    setRefusal(null);
    if (Object.keys(missing).length) return;
    setChecking(true);
    const quote = await quoteStay({ unitId: unit!.value, checkIn, checkOut, channel: enquiry.channel, guestNationality: nationality || null });
    setChecking(false);
    if (quote?.unavailableBecause) {
      setRefusal(takenWords(quote.unavailableBecause));
      return;
    }
    const nights = nightsBetween(checkIn, checkOut);
    const lines = [
      `${t('fields.unit')}: ${unit!.label}`,
      `${t('fields.dates')}: ${datesWanted({ checkIn, checkOut }, language)} · ${t('convert.nights', { count: nights })}`,
      `${t('convert.guest')}: ${[enquiry.name, nationality ? countryName(nationality) : null].filter(Boolean).join(' · ')}`,
      `${t('convert.status')}: ${t(`convert.statuses.${status}`)}`,
      quote ? `${t('convert.price')}: ${formatMyr(quote.totalSen, language)}` : null,
    ].filter(Boolean);
    void presentAlert({
      header: t('convert.confirmTitle'),
      message: lines.join('\n'),
      cssClass: 'enquiries-confirm',
      htmlAttributes: { 'data-testid': 'enquiry-convert-confirm' },
      buttons: [
        { text: t('common:cancel'), role: 'cancel', htmlAttributes: { 'data-testid': 'enquiry-convert-cancel' } },
        { text: t('convert.confirm'), role: 'confirm', htmlAttributes: { 'data-testid': 'enquiry-convert-confirm-book' }, handler: () => void book() },
      ],
    });
  }

  const busy = checking || pending === 'convert';
  return (
    <section className="enquiries-convert" aria-labelledby="enquiry-convert-title" data-testid="enquiry-convert">
      <h2 className="section-title" id="enquiry-convert-title">{t('convert.title')}</h2>
      <div className="stack-form">
        <IonInput
          type="date" label={t('fields.checkIn')} labelPlacement="stacked" fill="outline" value={checkIn}
          onIonInput={(e) => setCheckIn(eventValue(e))} errorText={errors.checkIn} className={invalidClass(errors.checkIn)} data-testid="enquiry-convert-checkIn"
        />
        <IonInput
          type="date" label={t('fields.checkOut')} labelPlacement="stacked" fill="outline" value={checkOut}
          onIonInput={(e) => setCheckOut(eventValue(e))} errorText={errors.checkOut} className={invalidClass(errors.checkOut)} data-testid="enquiry-convert-checkOut"
        />
        <ServerPickerField
          value={unit}
          onChange={(option) => {
            setUnit(option);
            setRefusal(null);
            setErrors({ ...errors, unitId: undefined });
          }}
          search={search}
          label={t('fields.unit')}
          placeholder={t('fields.unitChoose')}
          searchPlaceholder={t('fields.unitSearch')}
          error={errors.unitId}
          helper={checkIn && checkOut ? t('convert.unitHelp') : undefined}
          testId="enquiry-convert-unit"
        />
        <NationalityField value={nationality} onChange={setNationality} error={errors.guestNationality} testId="enquiry-convert-nationality" />
        <IonSelect
          label={t('convert.status')} labelPlacement="stacked" fill="outline" interface="popover" value={status}
          onIonChange={(e) => setStatus(e.detail.value as Status)} data-testid="enquiry-convert-status"
        >
          {CONVERT_STATUSES.map((s) => (
            <IonSelectOption key={s} value={s}>{t(`convert.statuses.${s}`)}</IonSelectOption>
          ))}
        </IonSelect>
      </div>
      <IonButton expand="block" className="ion-margin-top" onClick={() => void submit()} disabled={busy} data-testid="enquiry-convert-submit">
        {busy ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : (
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
