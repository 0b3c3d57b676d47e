import type { ReactNode } from 'react';
import { IonContent, useIonRouter } from '@ionic/react';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast, type ToastTone } from '@app/lib/toast-bus';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { PageHeader } from '@app/shell/PageHeader';
import { hasFieldErrors, useDefinedForm, type FormDefinition, type FormState } from '../form/define-form';
import { runSubmit } from './submit-flow';
import { SubmitForm, type SubmitFormProps } from './SubmitForm';

type ButtonProps = 'submitLabel' | 'submitTestId' | 'busy' | 'busyLabel' | 'blocked' | 'className' | 'submitClassName';

export interface CreatePageProps<V extends object, F extends string, B, T, C = undefined> extends Pick<SubmitFormProps, ButtonProps> {
  definition: FormDefinition<V, F, never, B, unknown, C> & { toBody(values: V, parentId?: string): B };
  /** The record the new one is made under (a unit's room type), given to `toBody`. */
  parentId?: string;
  /** The form's first values when they are not the declaration's `empty` (a link's prefill, this month). */
  initial?: V;
  title: string;
  /** Where back goes: the area's list; none on a page the menu opens. */
  backHref?: string;
  /** `company-create` gives company-create-form. */
  testIdPrefix: string;
  save(body: B): Promise<Outcome<T, unknown>>;
  /** The success toast's words. */
  doneMessage(saved: T): string;
  /** The toast's tone when the save only partly worked (a receipt that did not upload): `success` unless said. */
  doneTone?(saved: T): ToastTone;
  /** The new record's page, which replaces this one. */
  savedPath(saved: T): string;
  /** The area's fields. */
  children(form: FormState<V, F, C>): ReactNode;
}

/** A new record's page: header with back, the fields, one button; saved, it says so and opens the record. */
export function CreatePage<V extends object, F extends string, B, T, C = undefined>(props: CreatePageProps<V, F, B, T, C>) {
  const { definition, save, doneMessage, savedPath } = props;
  const router = useIonRouter();
  const form = useDefinedForm(definition, props.initial ?? definition.empty);

  const submit = (element: HTMLFormElement) =>
    void runSubmit({
      markSubmitted: () => form.setSubmitted(true),
      hasLocalErrors: () => hasFieldErrors(form.localErrors()),
      send: () => save(definition.toBody(form.values, props.parentId)),
      takeServerErrors: form.takeServerErrors,
      reveal: () => revealFirstInvalid(element),
      onSaved(saved) {
        showToast(doneMessage(saved), props.doneTone?.(saved) ?? 'success');
        router.push(savedPath(saved), 'forward', 'replace');
      },
    });

  return (
    <>
      <PageHeader title={props.title} backHref={props.backHref} />
      <IonContent className="page-content">
        <SubmitForm
          testIdPrefix={props.testIdPrefix}
          submitTestId={props.submitTestId}
          submitLabel={props.submitLabel}
          busy={props.busy}
          busyLabel={props.busyLabel}
          blocked={props.blocked}
          className={props.className}
          submitClassName={props.submitClassName}
          onSubmit={submit}
        >
          {props.children(form)}
        </SubmitForm>
      </IonContent>
    </>
  );
}
