import { useCallback, useMemo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { buildCountryList, filterCountries } from '@app/kit/form/countries';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';

/** The guest's country by its ISO code, named in the reader's language (the code itself when unknown). */
export function useCountryName(): (iso: string) => string {
  const { i18n } = useTranslation('enquiries');
  const countries = useMemo(() => buildCountryList(i18n.language), [i18n.language]);
  return useCallback((iso: string) => countries.find((c) => c.iso === iso)?.name ?? iso, [countries]);
}

interface NationalityFieldProps {
  value: string | null | undefined;
  onChange(iso: string): void;
  error?: string;
  testId: string;
}

/** The guest's nationality, asked on the enquiry and again on converting it: it sets the stay's tourism tax. */
export function NationalityField({ value, onChange, error, testId }: NationalityFieldProps) {
  const { t, i18n } = useTranslation('enquiries');
  const countries = useMemo(() => buildCountryList(i18n.language), [i18n.language]);
  const search = useCallback(
    async (query: string) => filterCountries(countries, query).map((c) => ({ value: c.iso, label: c.name, badge: c.iso })),
    [countries],
  );
  return (
    <ServerPickerField
      value={value ? { value, label: countries.find((c) => c.iso === value)?.name ?? value } : null}
      onChange={(option) => onChange(option.value)}
      search={search}
      label={t('fields.nationality')}
      placeholder={t('fields.nationalityChoose')}
      searchPlaceholder={t('fields.nationalitySearch')}
      error={error}
      helper={t('fields.nationalityHelp')}
      testId={testId}
    />
  );
}
