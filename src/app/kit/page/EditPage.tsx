import { useState, type ReactNode } from 'react';
import { IonContent, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { goBackTo } from '@app/lib/navigation';
import { showToast } from '@app/lib/toast-bus';
import type { Outcome } from '@app/lib/use-mutation-runner';
import type { RecordStatus } from '@app/lib/use-remote-record';
import { PageHeader } from '@app/shell/PageHeader';
import { RecordState } from '../record/RecordState';
import { hasFieldErrors, useDefinedForm, type FormDefinition, type FormState } from '../form/define-form';
import { changedMeanwhile, runSubmit } from './submit-flow';
import { StaleNote } from './StaleNote';
import { SubmitForm } from './SubmitForm';

/** A record as an edit knows it: its id, and its version when the server guards edits with one. */
export interface EditedRecord {
  id: string;
  version?: number;
}

/** The record's loading, as the area's record hook answers it. */
export interface RecordLoad<R> {
  record: R | null | undefined;
  status: RecordStatus;
  error: unknown;
  reload(): unknown;
}

export interface EditPageProps<V extends object, F extends string, R extends EditedRecord, P, T, C = undefined> {
  definition: FormDefinition<V, F, R, unknown, P, C> & { fromRecord(record: R): V; toPatch(values: V, record: R): P };
  title: string;
  load: RecordLoad<R>;
  /** The record's page: back goes there, and so does a save. */
  recordPath: string;
  /** `company-edit` gives company-edit-form, company-edit-stale and company-edit-reload. */
  testIdPrefix: string;
  submitTestId?: string;
  /** The area's words and test ids of the record's loading and error states (RecordState). */
  recordState: { keyPrefix?: string; testIdPrefix: string };
  /** Null when it sent nothing (the area says why: nothing changed). */
  save(patch: P, record: R): Promise<Outcome<T, unknown> | null>;
  busy: boolean;
  doneMessage: string;
  submitLabel?: string;
  children(form: FormState<V, F, C>, record: R): ReactNode;
}

type FormProps<V extends object, F extends string, R extends EditedRecord, P, T, C> = EditPageProps<V, F, R, P, T, C> & { record: R; onReload(): void };

function EditForm<V extends object, F extends string, R extends EditedRecord, P, T, C>(props: FormProps<V, F, R, P, T, C>) {
  const { definition, record, save } = props;
  const { t } = useTranslation();
  const router = useIonRouter();
  const form = useDefinedForm(definition, definition.fromRecord(record));
  const [stale, setStale] = useState(false);

  const submit = (element: HTMLFormElement) =>
    void runSubmit({
      markSubmitted: () => form.setSubmitted(true),
      hasLocalErrors: () => hasFieldErrors(form.localErrors()),
      send: () => save(definition.toPatch(form.values, record), record),
      isStale: (conflict) => changedMeanwhile(conflict, record.version),
      onStale: () => setStale(true),
      takeServerErrors: form.takeServerErrors,
      reveal: () => revealFirstInvalid(element),
      onSaved() {
        showToast(props.doneMessage, 'success');
        goBackTo(router, props.recordPath);
      },
    });

  return (
    <SubmitForm
      testIdPrefix={props.testIdPrefix}
      submitTestId={props.submitTestId}
      submitLabel={props.submitLabel ?? t('save')}
      busy={props.busy}
      blocked={stale}
      onSubmit={submit}
      note={stale ? <StaleNote testIdPrefix={props.testIdPrefix} onReload={props.onReload} /> : null}
    >
      {props.children(form, record)}
    </SubmitForm>
  );
}

/**
 * A record's edit page: header with back, the record's loading and error states, then its form. A save answered
 * with a newer version says so and offers to reload it; a save that passes goes back to the record.
 */
export function EditPage<V extends object, F extends string, R extends EditedRecord, P, T, C = undefined>(props: EditPageProps<V, F, R, P, T, C>) {
  const { record, status, error, reload } = props.load;
  // Their version may be the one on screen already (the cache had it): a new form all the same.
  const [opened, setOpened] = useState(0);
  const reloadTheirs = () => void Promise.resolve(reload()).then(() => setOpened((n) => n + 1));
  return (
    <>
      <PageHeader title={props.title} backHref={props.recordPath} />
      <IonContent className="page-content">
        {record && status === 'ready' ? (
          <EditForm key={`${record.id}@${record.version ?? ''}#${opened}`} {...props} record={record} onReload={reloadTheirs} />
        ) : (
          <RecordState
            status={status}
            error={error}
            onRetry={() => void reload()}
            namespace={props.definition.namespace}
            keyPrefix={props.recordState.keyPrefix}
            testIdPrefix={props.recordState.testIdPrefix}
          />
        )}
      </IonContent>
    </>
  );
}
