import { useCallback, useId, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { chevronDownOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { KIT_WORDS } from '../words';
import { PickerModal, type PickerOption } from './PickerModal';
import { useServerOptions } from './server-options';
import './picker-field.css';

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
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { options, refused } = useServerOptions(open, query, search);
  const { t } = useTranslation(KIT_WORDS);

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
  }, []);

  return (
    <div className={`kit-picker-field${error ? ' kit-picker-field--invalid' : ''}`}>
      <span className="kit-picker-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button type="button" className="kit-picker-field__button" onClick={() => setOpen(true)} aria-labelledby={`${id}-label ${id}-value`} data-testid={testId} data-value={value?.value ?? ''}>
        <span id={`${id}-value`} className={value ? '' : 'kit-picker-field__placeholder'}>
          {value?.label ?? placeholder}
        </span>
        <IonIcon icon={chevronDownOutline} aria-hidden="true" />
      </button>
      {error ? (
        <IonNote color="danger" role="alert" className="kit-picker-field__note" data-testid={`${testId}-error`}>
          {error}
        </IonNote>
      ) : helper ? (
        <IonNote className="kit-picker-field__note">{helper}</IonNote>
      ) : null}
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
    </div>
  );
}
