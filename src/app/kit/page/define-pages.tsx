import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Outcome } from '@app/lib/use-mutation-runner';
import type { FormState } from '../form/define-form';
import type { FieldsDeclaration } from '../form/fields';
import { FormFields } from '../form/FormFields';
import { CreatePage, type CreatePageProps } from './CreatePage';
import { EditPage, type EditedRecord, type EditPageProps, type RecordLoad } from './EditPage';

/** What a page's save is: the call, and whether it is running. */
export interface Saving<In, T> {
  save(input: In): Promise<Outcome<T, unknown> | null>;
  busy: boolean;
}

type Mutations = { pending: string | null };

/** A save of an area's mutations hook by its name: `create` is busy while `pending` is `create`. */
export function saving<M extends Mutations, K extends keyof M & string>(mutations: M, name: K): { save: M[K]; busy: boolean } {
  return { save: mutations[name], busy: mutations.pending === name };
}

type Call = (id: string, patch: never) => Promise<unknown>;
type PatchOf<Fn> = Fn extends (id: string, patch: infer P) => unknown ? P : never;
type AnswerOf<Fn> = Fn extends (id: string, patch: never) => infer A ? A : never;

/** A save of the record in the route: the mutation named takes its id, then the patch. */
export function savingOf<M extends Mutations, K extends keyof M & string>(mutations: M, name: K, id: string) {
  const call = mutations[name] as unknown as Call;
  return { save: (patch: PatchOf<M[K]>) => call(id, patch as never) as AnswerOf<M[K]>, busy: mutations.pending === name };
}

/** A record hook's answer (`{ company, status, … }`) as the edit page reads it. */
export function recordLoad<A extends Omit<RecordLoad<unknown>, 'record'>, K extends keyof A>(answer: A, key: K): RecordLoad<NonNullable<A[K]>> {
  return { ...answer, record: answer[key] as NonNullable<A[K]> | undefined };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
type CreateProps<V extends object, F extends string, B, T, C> = CreatePageProps<V, F, B, T, C>;

/**
 * A new record's page from its form and a few words: `create.title`, `create.submit` and `create.done` of the form's
 * namespace unless said (`words: 'unit.create'`), the save of the area's mutations.
 */
export interface CreatePageDeclaration<V extends object, F extends string, B, T, C>
  extends Omit<CreateProps<V, F, B, T, C>, 'definition' | 'title' | 'submitLabel' | 'save' | 'busy' | 'doneMessage' | 'children' | 'backHref' | 'parentId'> {
  /** The keys' prefix: `create` unless said. */
  words?: string;
  /** The interpolation of `<words>.done` for the saved record. */
  done(saved: T, t: Translate): Record<string, unknown> | string;
  /** Where back goes; with the route's `:id` when the record is made under it (a unit's room type). */
  backHref(parentId: string): string;
  /** The record is made under the one in the route's `:id`. */
  underParent?: boolean;
  useSave(parentId: string): { save(body: B): Promise<Outcome<T, unknown>>; busy: boolean };
  /** Its first values when not `empty`, read at each render (keep them memoised). */
  useInitial?(): V;
  /** The declared fields, or the area's own when they are more than fields. */
  fields: FieldsDeclaration<V> | ((form: FormState<V, F, C>) => ReactNode);
}

/** Draws declared fields, or hands the form to the area's own. */
function drawn<V extends object, F extends string, C, A extends unknown[]>(fields: FieldsDeclaration<V> | ((form: FormState<V, F, C>, ...rest: A) => ReactNode)) {
  return typeof fields === 'function' ? fields : (form: FormState<V, F, C>) => <FormFields form={form} fields={fields} />;
}

export function createPageOf<V extends object, F extends string, B, T, C = undefined>(
  definition: CreateProps<V, F, B, T, C>['definition'],
  page: CreatePageDeclaration<V, F, B, T, C>,
) {
  const { words = 'create', done, backHref, underParent, useSave, useInitial = () => undefined, fields, ...rest } = page;
  return function DeclaredCreatePage() {
    const { t } = useTranslation(definition.namespace);
    const { id = '' } = useParams<{ id: string }>();
    const { save, busy } = useSave(id);
    const initial = useInitial();
    const doneMessage = (saved: T) => {
      const said = done(saved, t as Translate);
      return typeof said === 'string' ? said : t(`${words}.done`, said);
    };
    return (
      <CreatePage
        {...rest}
        definition={definition}
        initial={initial}
        parentId={underParent ? id : undefined}
        title={t(`${words}.title`)}
        submitLabel={t(`${words}.submit`)}
        backHref={backHref(id)}
        save={save}
        busy={busy}
        doneMessage={doneMessage}
      >
        {drawn(fields)}
      </CreatePage>
    );
  };
}

type EditProps<V extends object, F extends string, R extends EditedRecord, P, T, C> = EditPageProps<V, F, R, P, T, C>;

/** A record's edit page from its form: `edit.title` (or `<words>.title`) and `edit.done`, the record by the route's `:id`. */
export interface EditPageDeclaration<V extends object, F extends string, R extends EditedRecord, P, T, C>
  extends Omit<EditProps<V, F, R, P, T, C>, 'definition' | 'title' | 'load' | 'recordPath' | 'save' | 'busy' | 'doneMessage' | 'children'> {
  /** The title's key prefix: `edit` unless said. */
  words?: string;
  recordPath(id: string): string;
  useRecord(id: string): RecordLoad<R>;
  useSave(id: string): Saving<P, T> | { save(patch: P, record: R): Promise<Outcome<T, unknown> | null>; busy: boolean };
  fields: FieldsDeclaration<V> | ((form: FormState<V, F, C>, record: R) => ReactNode);
}

export function editPageOf<V extends object, F extends string, R extends EditedRecord, P, T, C = undefined>(
  definition: EditProps<V, F, R, P, T, C>['definition'],
  page: EditPageDeclaration<V, F, R, P, T, C>,
) {
  const { words = 'edit', recordPath, useRecord, useSave, fields, ...rest } = page;
  return function DeclaredEditPage() {
    const { t } = useTranslation(definition.namespace);
    const { id = '' } = useParams<{ id: string }>();
    const load = useRecord(id);
    const { save, busy } = useSave(id);
    return (
      <EditPage {...rest} definition={definition} title={t(`${words}.title`)} load={load} recordPath={recordPath(id)} save={save} busy={busy} doneMessage={t('edit.done')}>
        {drawn(fields)}
      </EditPage>
    );
  };
}
