import { useCallback, useEffect, useMemo } from 'react';
import { IonCheckbox } from '@app/ionic/ion-checkbox';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { EXEMPT_NATIONALITY, INITIAL_STATUSES, RESERVATION_CHANNELS, RESERVATION_KINDS, TOURISM_TAX_COLLECTORS, type Quote } from '@shared/contracts/reservations';
import { invalidClass } from '@app/lib/forms';
import { buildCountryList, filterCountries } from '@app/kit/form/countries';
import { TextField } from '@app/kit/form/TextField';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { TakenNote } from './QuotePanel';
import { channelName } from './reservation-display';
import { needsNationality, type ReservationFormState, type ReservationFormValues } from './reservation-form';
import { searchUnits, unitLabel } from './use-reservations';

interface Props {
  form: ReservationFormState;
  /** The latest quote: its stay in the way is said on the dates. */
  quote: Quote | null;
  /** A new stay chooses its kind and first status; an edit keeps them. */
  creating: boolean;
}

function Select<K extends 'channel' | 'kind' | 'status' | 'tourismTaxCollectedBy'>({
  form, name, options, label, words,
}: { form: ReservationFormState; name: K; options: readonly ReservationFormValues[K][]; label: string; words: (value: ReservationFormValues[K]) => string }) {
  return (
    <IonSelect
      label={label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      value={form.values[name]}
      onIonChange={(e) => form.setField(name, e.detail.value as ReservationFormValues[K])}
      data-testid={`reservation-form-${name}`}
    >
      {options.map((value) => (
        <IonSelectOption key={value} value={value}>
          {words(value)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/** The stay, then the guest: what the desk asks on the phone, in that order. */
export function ReservationFields({ form, quote, creating }: Props) {
  const { t, i18n } = useTranslation('reservations');
  const errors = form.visibleErrors();
  const { values, setField } = form;
  const countries = useMemo(() => buildCountryList(i18n.language), [i18n.language]);
  const searchCountries = useCallback(
    async (query: string) => filterCountries(countries, query).map((c) => ({ value: c.iso, label: c.name, badge: c.iso })),
    [countries],
  );
  const nationality = values.guestNationality ? { value: values.guestNationality, label: countries.find((c) => c.iso === values.guestNationality)?.name ?? values.guestNationality } : null;

  // A link from the calendar names the unit by id: fetch its label for the picker.
  useEffect(() => {
    if (!values.unitId || values.unitLabel) return;
    const controller = new AbortController();
    unitLabel(values.unitId, controller.signal).then((label) => setField('unitLabel', label), () => undefined);
    return () => controller.abort();
  }, [values.unitId, values.unitLabel, setField]);

  const text = (name: 'guestName' | 'guestPhone' | 'guestEmail' | 'adults' | 'children' | 'notes') => ({
    label: t(`fields.${name}`),
    value: values[name],
    onValue: (value: string) => setField(name, value),
    error: errors[name],
    testId: `reservation-form-${name}`,
  });

  return (
    <>
      <h2 className="section-title">{t('detail.stay')}</h2>
      <div className="stack-form">
        <ServerPickerField
          value={values.unitId ? { value: values.unitId, label: values.unitLabel || '…' } : null}
          onChange={(option) => {
            setField('unitId', option.value);
            setField('unitLabel', option.label);
          }}
          search={searchUnits}
          label={t('fields.unit')}
          placeholder={t('fields.unitChoose')}
          searchPlaceholder={t('fields.unitSearch')}
          error={errors.unitId}
          testId="reservation-form-unit"
        />
        <div className="rsv-two">
          <TextField type="date" label={t('fields.checkIn')} value={values.checkIn} onValue={(v) => setField('checkIn', v)} error={errors.checkIn} invalid={!!quote?.unavailableBecause} testId="reservation-form-checkIn" />
          <TextField type="date" label={t('fields.checkOut')} value={values.checkOut} onValue={(v) => setField('checkOut', v)} error={errors.checkOut} invalid={!!quote?.unavailableBecause} testId="reservation-form-checkOut" />
        </div>
        {quote ? <TakenNote quote={quote} /> : null}
        <div className="rsv-two">
          <TextField inputmode="numeric" {...text('adults')} />
          <TextField inputmode="numeric" {...text('children')} />
        </div>
        <Select form={form} name="channel" options={RESERVATION_CHANNELS} label={t('fields.channel')} words={(v) => channelName(v, t)} />
        {creating ? (
          <>
            <Select form={form} name="kind" options={RESERVATION_KINDS} label={t('fields.kind')} words={(v) => t(`kind.${v}`)} />
            <Select form={form} name="status" options={INITIAL_STATUSES} label={t('fields.status')} words={(v) => t(`status.${v}`)} />
          </>
        ) : null}
      </div>
      <h2 className="section-title">{t('detail.guest')}</h2>
      <div className="stack-form">
        <TextField autocomplete="name" helper={values.kind === 'block' ? t('fields.optional') : undefined} {...text('guestName')} />
        <TextField type="tel" inputmode="tel" autocomplete="tel" placeholder="+60 12-345 6789" helper={t('fields.optional')} {...text('guestPhone')} />
        <TextField type="email" inputmode="email" autocomplete="email" helper={t('fields.optional')} {...text('guestEmail')} />
        <ServerPickerField
          value={nationality}
          onChange={(option) => setField('guestNationality', option.value)}
          search={searchCountries}
          label={t('fields.guestNationality')}
          placeholder={t('fields.nationalityChoose')}
          searchPlaceholder={t('fields.nationalitySearch')}
          error={errors.guestNationality}
          helper={needsNationality(values) ? t('fields.nationalityHint') : t('fields.optional')}
          testId="reservation-form-nationality"
        />
        {values.guestNationality && values.guestNationality !== EXEMPT_NATIONALITY ? (
          <IonCheckbox
            labelPlacement="end"
            justify="start"
            checked={values.guestPermanentResident}
            onIonChange={(e) => setField('guestPermanentResident', e.detail.checked)}
            className={`rsv-checkbox ${invalidClass(errors.guestPermanentResident)}`}
            data-testid="reservation-form-permanentResident"
          >
            {t('fields.guestPermanentResident')}
          </IonCheckbox>
        ) : null}
        <Select form={form} name="tourismTaxCollectedBy" options={TOURISM_TAX_COLLECTORS} label={t('fields.tourismTaxCollectedBy')} words={(v) => t(`collector.${v}`)} />
        <TextField helper={t('fields.optional')} {...text('notes')} />
      </div>
    </>
  );
}
