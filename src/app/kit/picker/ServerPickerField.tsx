import { useCallback, useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { KIT_WORDS } from '../words';
import { PickerModal, type PickerOption } from './PickerModal';
import { useServerOptions } from './server-options';
import { PickerField } from './PickerField';

export interface ServerPickerFieldProps {
  /** The chosen option, or null for none yet. */
  value: PickerOption | null;
  onChange(option: PickerOption): void;
  /** The matches for what was typed (`''`: the first few), asked of the server. */
  search(query: string, signal: AbortSignal): Promise<PickerOption[]>;
  /** The area's words: the field's label (also the picker's title), what it shows before a choice, the search box's placeholder. */
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  /** Already translated. */
  error?: string;
  helper?: string;
  /** The button's test id; the picker is `<testId>-picker`, each option `<testId>-option-<value>`. */
  testId: string;
}

/**
 * One record chosen among too many to load at once (owners, packages): the picker asks the server as
 * the admin types, and only the latest answer is shown. An admin without the view code of those records is told so.
 */
export function ServerPickerField({ value, onChange, search, label, placeholder, searchPlaceholder, error, helper, testId }: ServerPickerFieldProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { options, refused } = useServerOptions(open, query, search);
  const { t } = useTranslation(KIT_WORDS);

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
  }, []);

  return (
    <PickerField
      label={label}
      shown={value?.label ?? null}
      placeholder={placeholder}
      value={value?.value ?? ''}
      error={error}
      helper={helper}
      testId={testId}
      errorTestId={`${testId}-error`}
      onOpen={() => setOpen(true)}
    >
      <PickerModal
        isOpen={open}
        title={label}
        searchPlaceholder={searchPlaceholder}
        options={options}
        emptyText={refused ? t('picker.refused') : undefined}
        value={value?.value ?? null}
        onSelect={(option) => {
          onChange(option);
          close();
        }}
        onSearch={setQuery}
        onClose={close}
        optionTestId={(o) => `${testId}-option-${o.value}`}
        testId={`${testId}-picker`}
      />
    </PickerField>
  );
}
