import { useMemo, useState } from 'react';
import { IonButton, IonContent, IonIcon, IonItem, IonModal } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonSearchbar } from '@app/ionic/ion-searchbar';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { checkmarkOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { KIT_WORDS } from '../words';
import './picker.css';

export interface PickerOption {
  value: string;
  label: string;
  /** A short mark before the label: an ISO code. */
  badge?: string;
  /** Right-aligned detail: a dial code. */
  detail?: string;
  /**
   * Lines under the label (already translated): a unit's property and whether it is free. With them the label is
   * kept on one line (a unit number such as A-03-02 never breaks at its hyphens).
   */
  lines?: string[];
  /** Shown but not chosen: a unit taken on the nights asked for; its lines say why. */
  disabled?: boolean;
}

export interface PickerModalProps<O extends PickerOption> {
  isOpen: boolean;
  title: string;
  searchPlaceholder: string;
  options: O[];
  value: string | null;
  onSelect(option: O): void;
  onClose(): void;
  /** How the search narrows the options; by default the label contains the words. */
  filter?: (options: O[], query: string) => O[];
  /**
   * The caller searches itself (on the server: holders, too many to load at once) and passes the
   * matches as `options`, which are then shown as they are.
   */
  onSearch?: (query: string) => void;
  /** Said instead of "nothing matches" when no option is shown (already translated): why there are none. */
  emptyText?: string;
  optionTestId(option: O): string;
  testId: string;
}

function defaultFilter<O extends PickerOption>(options: O[], query: string): O[] {
  const q = query.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
}

/** A long list to choose one from, with a search bar: countries, banks. */
export function PickerModal<O extends PickerOption>({ isOpen, title, searchPlaceholder, options, value, onSelect, onClose, filter = defaultFilter, onSearch, emptyText, optionTestId, testId }: PickerModalProps<O>) {
  const { t } = useTranslation(KIT_WORDS);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => (onSearch ? options : filter(options, query)), [filter, onSearch, options, query]);
  const search = (next: string) => {
    setQuery(next);
    onSearch?.(next);
  };
  return (
    <IonModal isOpen={isOpen} onDidDismiss={() => { search(''); onClose(); }} aria-label={title} data-testid={testId}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('picker.close')}</IonButton>
          </IonButtons>
        </IonToolbar>
        <IonToolbar>
          <IonSearchbar value={query} onIonInput={(e) => search(e.detail.value ?? '')} placeholder={searchPlaceholder} aria-label={searchPlaceholder} data-testid={`${testId}-search`} />
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {shown.length ? (
          <IonList lines="full">
            {shown.map((option) => (
              <IonItem
                key={option.value}
                button
                detail={false}
                disabled={option.disabled}
                onClick={() => { if (!option.disabled) onSelect(option); }}
                data-testid={optionTestId(option)}
                data-disabled={option.disabled ? 'true' : undefined}
                aria-current={option.value === value ? 'true' : undefined}
              >
                {option.badge ? (
                  <span slot="start" className="picker-badge">
                    {option.badge}
                  </span>
                ) : null}
                {option.lines?.length ? (
                  <IonLabel className="ion-text-wrap">
                    <h3 className="picker-option__title">{option.label}</h3>
                    {option.lines.map((line) => <p key={line}>{line}</p>)}
                  </IonLabel>
                ) : (
                  <IonLabel>{option.label}</IonLabel>
                )}
                {option.detail ? (
                  <span slot="end" className="picker-detail">
                    {option.detail}
                  </span>
                ) : null}
                {option.value === value ? <IonIcon slot="end" icon={checkmarkOutline} color="primary" aria-hidden="true" /> : null}
              </IonItem>
            ))}
          </IonList>
        ) : (
          <p className="picker-empty ion-padding" data-testid={`${testId}-empty`}>
            {emptyText ?? t('picker.noMatch')}
          </p>
        )}
      </IonContent>
    </IonModal>
  );
}
