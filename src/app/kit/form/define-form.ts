import type { z } from 'zod';
import type { FieldError } from '@app/lib/api-errors';
import { lengthLimits, problemKey } from './schema';
import { matchFieldErrors, useForm, type FieldErrors, type FormOptions } from './use-form';

/** What an area says about one of its forms; the kit's pages do the rest. `C` is what its rules read besides the values. */
export interface FormDeclaration<V extends object, F extends string, R, B, P, C = undefined> extends Omit<FormOptions<V, F>, 'initial'> {
  /**
   * Fields checked with the schema the server checks them with: a failure is the area's `form.<field>` key plus the
   * problem (`form.nameTooLong`), and the schema's length limits go into its words.
   */
  checked?: Partial<Record<F & keyof V, z.ZodType>>;
  /**
   * The form's field for a name the server's 400 uses, when they differ (`amountSen` is typed as ringgit in `amount`);
   * the name comes as the server sends it (`body.amountSen`).
   */
  serverField?(name: string): string;
  /** The rules the contract cannot say alone (an account number needs its bank); they win over `checked`. */
  rules?(values: V, context?: C): FieldErrors<F>;
  /** A hook the form calls with its values on every render, for what its rules read besides them (an email's availability). */
  useContext?(values: V): C;
  /** Rule keys that stop a submit but that another part of the form says (an availability note): on no field. */
  saidElsewhere?: readonly string[];
  /** Reads a 400's field errors the plain names do not cover (`baseNightlyRateSen` is the form's `baseNightlyRate`). */
  readServerErrors?(errors: FieldError[], values: V): FieldErrors<F>;
  /** A new record's form. */
  empty: V;
  /** An edit's form, from the record as the server has it. */
  fromRecord?(record: R): V;
  /** The body of a create, under its parent record when it has one (a unit's room type). Called only once the local rules pass. */
  toBody?(values: V, parentId?: string): B;
  /** The body of an edit, made on `record` (usually with its version, so a newer one is a 409). */
  toPatch?(values: V, record: R): P;
}

export interface FormDefinition<V extends object, F extends string, R = never, B = never, P = never, C = undefined> extends FormDeclaration<V, F, R, B, P, C> {
  /** Every local rule's translation key by field; a field that passes has none. */
  validate(values: V, context?: C): FieldErrors<F>;
}

/** One declaration per form: its fields, how a record fills it, what it sends, and its rules. */
// `D` keeps which of the optional parts the area gave: a create page takes a form with `toBody`, an edit page one with
// `fromRecord` and `toPatch`.
export function defineForm<
  V extends object, F extends string, R = never, B = never, P = never, C = undefined,
  D extends FormDeclaration<V, F, R, B, P, C> = FormDeclaration<V, F, R, B, P, C>,
>(declaration: D & FormDeclaration<V, F, R, B, P, C>): D & FormDefinition<V, F, R, B, P, C> {
  const checked = Object.entries(declaration.checked ?? {}) as [F & keyof V, z.ZodType][];
  const limits = Object.fromEntries(checked.map(([field, schema]) => [field, lengthLimits(schema)]));
  return {
    ...declaration,
    params: { ...limits, ...declaration.params },
    validate(values, context) {
      const errors: FieldErrors<F> = {};
      for (const [field, schema] of checked) errors[field] = problemKey(`form.${field}`, schema, values[field]);
      return { ...errors, ...declaration.rules?.(values, context) };
    },
  };
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** What the form state needs of a definition, whatever its record and bodies. */
export type JudgedForm<V extends object, F extends string, C> = Omit<FormOptions<V, F>, 'initial'> &
  Pick<FormDefinition<V, F, never, never, never, C>, 'validate' | 'readServerErrors' | 'useContext' | 'saidElsewhere' | 'serverField'>;

const noContext = (): undefined => undefined;

/** The kit's form state for a defined form, with the local rules judged on the values of the moment. */
export function useDefinedForm<V extends object, F extends string, C = undefined>(definition: JudgedForm<V, F, C>, initial: V) {
  const form = useForm<V, F>({ ...definition, initial });
  // The same hook on every render: a page's definition never changes.
  const useContextOf = (definition.useContext ?? noContext) as (values: V) => C;
  const context = useContextOf(form.values);
  const { readServerErrors, serverField, fields, saidElsewhere = [] } = definition;
  const localErrors = () => definition.validate(form.values, context);
  function visibleErrors(): FieldErrors<F> {
    const shown = Object.entries(localErrors()).filter(([, key]) => !saidElsewhere.includes(key as string));
    return form.errorsFor(Object.fromEntries(shown) as FieldErrors<F>);
  }
  const read = readServerErrors
    ? (errors: FieldError[]) => readServerErrors(errors, form.values)
    : serverField
      ? (errors: FieldError[]) => matchFieldErrors(errors.map((e) => ({ ...e, field: serverField(e.field) })), fields)
      : undefined;
  const takeServerErrors = (error: unknown) => form.takeServerErrors(error, read);
  return { ...form, context, localErrors, visibleErrors, takeServerErrors };
}

export type FormState<V extends object, F extends string, C = undefined> = ReturnType<typeof useDefinedForm<V, F, C>>;

/** A form filled from a record: each field's value as text, the empty form's where it has none (the area sets the rest). */
export function textValuesOf<V extends object>(empty: V, record: object): V {
  const out = { ...empty } as Record<string, unknown>;
  for (const field of Object.keys(empty)) {
    const value = (record as Record<string, unknown>)[field];
    if (value !== null && value !== undefined) out[field] = String(value);
  }
  return out as V;
}
