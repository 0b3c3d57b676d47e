import { useCallback, useEffect, useMemo } from 'react';
import { IonCheckbox } from '@app/ionic/ion-checkbox';
import { useTranslation } from '@app/lib/use-translation';
import { EXEMPT_NATIONALITY, INITIAL_STATUSES, RESERVATION_CHANNELS, RESERVATION_KINDS, TOURISM_TAX_COLLECTORS, type Quote } from '@shared/contracts/reservations';
import { invalidClass } from '@app/lib/forms';
import { buildCountryList, filterCountries } from '@app/kit/form/countries';
import { defineFields, type FieldsForm } from '@app/kit/form/fields';
import { FormFields } from '@app/kit/form/FormFields';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { TakenNote } from './QuotePanel';
import { channelName } from './reservation-display';
import { needsNationality, type ReservationFormState, type ReservationFormValues } from './reservation-form';
import { searchUnits, unitLabel } from './use-reservations';

type Form = FieldsForm<ReservationFormValues>;

/** The guest's country among every country, named in the reader's language. */
function Nationality({ form, error }: { form: Form; error?: string }) {
  const { t, i18n } = useTranslation('reservations');
  const { values, setField } = form;
  const countries = useMemo(() => buildCountryList(i18n.language), [i18n.language]);
  const search = useCallback(async (query: string) => filterCountries(countries, query).map((c) => ({ value: c.iso, label: c.name, badge: c.iso })), [countries]);
  const chosen = values.guestNationality;
  return (
    <ServerPickerField
      value={chosen ? { value: chosen, label: countries.find((c) => c.iso === chosen)?.name ?? chosen } : null}
      onChange={(option) => setField('guestNationality', option.value)}
      search={search}
      label={t('fields.guestNationality')}
      placeholder={t('fields.nationalityChoose')}
      searchPlaceholder={t('fields.nationalitySearch')}
      error={error}
      helper={needsNationality(values) ? t('fields.nationalityHint') : t('fields.optional')}
      testId="reservation-form-nationality"
    />
  );
}

/** A guest of another country may live here for good: then tourism tax is not theirs to pay. */
function PermanentResident({ form, error }: { form: Form; error?: string }) {
  const { t } = useTranslation('reservations');
  const { values, setField } = form;
  if (!values.guestNationality || values.guestNationality === EXEMPT_NATIONALITY) return null;
  return (
    <IonCheckbox
      labelPlacement="end"
      justify="start"
      checked={values.guestPermanentResident}
      onIonChange={(e) => setField('guestPermanentResident', e.detail.checked)}
      className={`rsv-checkbox ${invalidClass(error)}`}
      data-testid="reservation-form-permanentResident"
    >
      {t('fields.guestPermanentResident')}
    </IonCheckbox>
  );
}

/** The stay, then the guest: what the desk asks on the phone, in that order. `quote`: its stay in the way is said on the dates. */
function fieldsOf(quote: Quote | null, creating: boolean) {
  const taken = () => !!quote?.unavailableBecause;
  const chosenOnCreate = () => creating;
  return defineFields<ReservationFormValues>({
    namespace: 'reservations',
    testIdPrefix: 'reservation-form',
    sections: [
      {
        title: 'detail.stay',
        fields: [
          { name: 'unitId', kind: 'picker', words: 'unit', search: searchUnits, shownIn: 'unitLabel' },
          { row: [{ name: 'checkIn', kind: 'date', invalid: taken }, { name: 'checkOut', kind: 'date', invalid: taken }], className: 'rsv-two' },
          () => (quote ? <TakenNote quote={quote} /> : null),
          { row: [{ name: 'adults', kind: 'numeric' }, { name: 'children', kind: 'numeric' }], className: 'rsv-two' },
          { name: 'channel', kind: 'select', options: RESERVATION_CHANNELS, optionWords: (v, t) => channelName(v as (typeof RESERVATION_CHANNELS)[number], t) },
          // A new stay chooses its kind and first status; an edit keeps them.
          { name: 'kind', kind: 'select', options: RESERVATION_KINDS, optionWords: 'kind.', when: chosenOnCreate },
          { name: 'status', kind: 'select', options: INITIAL_STATUSES, optionWords: 'status.', when: chosenOnCreate },
        ],
      },
      {
        title: 'detail.guest',
        fields: [
          { name: 'guestName', autocomplete: 'name', optional: (values) => values.kind === 'block' },
          { name: 'guestPhone', kind: 'tel', autocomplete: 'tel', placeholder: '+60 12-345 6789', optional: true },
          { name: 'guestEmail', kind: 'email', autocomplete: 'email', optional: true },
          (form, errors) => <Nationality form={form} error={errors.guestNationality} />,
          (form, errors) => <PermanentResident form={form} error={errors.guestPermanentResident} />,
          { name: 'tourismTaxCollectedBy', kind: 'select', options: TOURISM_TAX_COLLECTORS, optionWords: 'collector.' },
          { name: 'notes', optional: true },
        ],
      },
    ],
  });
}

export function ReservationFields({ form, quote, creating }: { form: ReservationFormState; quote: Quote | null; creating: boolean }) {
  const { values, setField } = form;
  // A link from the calendar names the unit by id: fetch its label for the picker.
  useEffect(() => {
    if (!values.unitId || values.unitLabel) return;
    const controller = new AbortController();
    unitLabel(values.unitId, controller.signal).then((label) => setField('unitLabel', label), () => undefined);
    return () => controller.abort();
  }, [values.unitId, values.unitLabel, setField]);
  return <FormFields form={form} fields={fieldsOf(quote, creating)} />;
}
