import { useCallback, useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonInput, IonModal, IonSpinner } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonNote } from '@app/ionic/ion-note';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { toApiDate, toApiMonth } from '@shared/dates';
import { eventValue, invalidClass } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { useTranslation } from '@app/lib/use-translation';
import type { PickerOption } from '../picker/PickerModal';
import { ServerPickerField } from '../picker/ServerPickerField';
import './date-change-sheet.css';

/** Where a refused change is said: on the value's field, on the date's, or (field null) above the button. */
export type DateChangeProblem = { field: 'value' | 'date' | null; message: string } | null;

export interface DateChangeWords {
  title: string;
  submit: string;
  /** The toast once the change is made. */
  done: string;
  /** The picker's label (also its title), what it shows before a choice, its search box's placeholder. */
  value: string;
  choose: string;
  search: string;
  chooseRequired: string;
  date: string;
  dateRequired: string;
  dateHelp?: string;
  /** Offered first on an empty search, as the value `''`: ending the current one. Left out while there is none. */
  none?: string;
}

export interface DateChangeSheetProps {
  isOpen: boolean;
  onClose(): void;
  words: DateChangeWords;
  /** A day (`2026-11-27`) or the first of a month (`2026-11`); today's is filled in. */
  dateKind: 'date' | 'month';
  search(query: string, signal: AbortSignal): Promise<PickerOption[]>;
  busy: boolean;
  /** Sends the change (`value` is `''` for none): true once made, else where the refusal is said. */
  send(value: string, date: string): Promise<true | DateChangeProblem>;
  /** The sheet, its cancel, submit and refusal (`<testId>-cancel`…); the picker and date fields have their own. */
  testId: string;
  testIds: { picker: string; date: string };
}

const today = (kind: 'date' | 'month') => (kind === 'date' ? toApiDate(new Date()) : toApiMonth(new Date()));

/**
 * A sheet that changes one thing of a record from a date, keeping its history (a unit's owner from a day, its
 * service package from a month): choose the value, the date, submit. It stays open on a refusal, said on its field
 * or above the button in the server's words.
 */
export function DateChangeSheet({ isOpen, onClose, words, dateKind, search, busy, send, testId, testIds }: DateChangeSheetProps) {
  const { t } = useTranslation('kit');
  const [choice, setChoice] = useState<PickerOption | null>(null);
  const [date, setDate] = useState(() => today(dateKind));
  const [errors, setErrors] = useState<{ value?: string; date?: string; refusal?: string }>({});
  const { none } = words;

  const searchWithNone = useCallback(
    async (query: string, signal: AbortSignal) => {
      const found = await search(query, signal);
      return none && !query.trim() ? [{ value: '', label: none }, ...found] : found;
    },
    [none, search],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice || !date) {
      setErrors(choice ? { date: words.dateRequired } : { value: words.chooseRequired });
      return;
    }
    const answer = await send(choice.value, date);
    if (answer === true) {
      showToast(words.done, 'success');
      onClose();
      return;
    }
    setErrors(answer ? (answer.field ? { [answer.field]: answer.message } : { refusal: answer.message }) : {});
  }

  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} breakpoints={[0, 1]} initialBreakpoint={1} aria-label={words.title} data-testid={testId}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{words.title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} data-testid={`${testId}-cancel`}>
              {t('common:cancel')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={(event) => void submit(event)} noValidate className="stack-form kit-change-sheet">
          <ServerPickerField
            value={choice}
            onChange={(option) => {
              setChoice(option);
              setErrors({});
            }}
            search={searchWithNone}
            label={words.value}
            placeholder={words.choose}
            searchPlaceholder={words.search}
            error={errors.value}
            testId={testIds.picker}
          />
          <IonInput
            type={dateKind}
            label={words.date}
            labelPlacement="stacked"
            fill="outline"
            value={date}
            onIonInput={(e) => {
              setDate(eventValue(e));
              setErrors({});
            }}
            helperText={words.dateHelp}
            errorText={errors.date}
            className={invalidClass(errors.date)}
            data-testid={testIds.date}
          />
          {errors.refusal ? (
            <IonNote color="danger" role="alert" className="kit-change-sheet__refusal" data-testid={`${testId}-refusal`}>
              {errors.refusal}
            </IonNote>
          ) : null}
          <IonButton type="submit" expand="block" disabled={busy} data-testid={`${testId}-submit`}>
            {busy ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : words.submit}
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
