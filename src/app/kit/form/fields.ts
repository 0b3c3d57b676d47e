import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PickerOption } from '../picker/PickerModal';
import type { TextFieldProps } from './TextField';

/**
 * How a field is drawn: a text input of a type (`text`, `email`, `tel`, `url`, `password`, `date`, `time`), digits
 * (`numeric`, `decimal`), a `textarea`, the kit's `state`, `bank` and `phone` fields, a `select` of options, a
 * `toggle`, or a `picker` of records the server searches.
 */
export type FieldKind =
  | 'text' | 'email' | 'tel' | 'url' | 'password' | 'date' | 'time' | 'numeric' | 'decimal'
  | 'textarea' | 'state' | 'bank' | 'phone' | 'select' | 'toggle' | 'picker';

/** What the fields read and write of a form. */
export interface FieldsForm<V> {
  values: V;
  setField<K extends keyof V>(field: K, value: V[K]): void;
  visibleErrors(): Partial<Record<string, string>>;
  clearServerError(...names: string[]): void;
}

/** One field of a form, as the area declares it; the kit draws it (FormFields). Keys are of the area's namespace. */
export interface FieldDeclaration<V> {
  name: keyof V & string;
  kind?: FieldKind;
  /** `fields.<name>` unless said; a function when it follows other values (an id number's type). */
  label?: string | ((values: V) => string);
  /** A key for the words under the field. */
  hint?: string | ((values: V) => string | undefined);
  /** Says "Optional" under the field (the area's `fields.optional`, else the kit's); a state or bank then offers "none". */
  optional?: boolean | ((values: V) => boolean);
  /** The test id's last part when not the name: `<prefix>-<testId>`. */
  testId?: string;
  /** The contract's schema when not the form's `schemas[name]`. */
  schema?: z.core.$ZodType;
  autocomplete?: TextFieldProps['autocomplete'];
  /** An input's example as it is (`https://`); a select's or a picker's words before a choice, as a key. */
  placeholder?: string;
  autocapitalize?: string;
  /** A text input's keyboard when not the kind's. */
  inputmode?: 'text' | 'numeric' | 'decimal' | ((values: V) => 'text' | 'numeric' | 'decimal');
  counter?: boolean;
  /** A textarea's height, and its limit when the schema does not say it. */
  rows?: number;
  maxlength?: number;
  /** A select's values, and each one's key (`idTypes.` + value, or a function giving the words). */
  options?: readonly string[];
  optionWords?: string | ((value: string, t: (key: string) => string) => string);
  /** A toggle's class; a select's words while none is chosen. */
  className?: string;
  /** A picker's search, the field holding the chosen record's label, and its words' stem (`fields.<words>Choose`…). */
  search?(query: string, signal: AbortSignal): Promise<PickerOption[]>;
  shownIn?: keyof V & string;
  words?: string;
  /** Drawn only while it says so (a role's fields). */
  when?(values: V): boolean;
  /** Marks the field invalid while something beside it says why. */
  invalid?(values: V): boolean;
  disabled?: boolean;
}

/** A field the kit does not draw: the area's own component, in its place among the others. */
export type CustomField<V> = (form: FieldsForm<V>, errors: Partial<Record<string, string>>, t: (key: string) => string) => ReactNode;

/** Fields side by side. */
export interface FieldRow<V> {
  row: readonly FieldDeclaration<V>[];
  className: string;
}

export type FieldItem<V> = FieldDeclaration<V> | FieldRow<V> | CustomField<V>;

/** A titled group of fields, as the record page groups them. */
export interface FieldSection<V> {
  /** A key of the area; none for a form of one group. */
  title?: string;
  fields: readonly FieldItem<V>[];
  when?(values: V): boolean;
  /** Kept in the page, out of sight (an edit that changes it elsewhere). */
  hidden?: boolean;
  testId?: string;
  /** Its items as they are, without the column of fields around them (a list of files). */
  plain?: boolean;
  /** Before the fields, under the title. */
  note?: CustomField<V>;
}

/** A form's fields: its namespace, its test ids' prefix, the contract's schemas, and its sections. */
export interface FieldsDeclaration<V> {
  namespace: string;
  /** `company-form` gives company-form-name. */
  testIdPrefix: string;
  schemas?: Partial<Record<string, z.core.$ZodType>>;
  sections: readonly FieldSection<V>[];
}

/** Checks a declaration of fields against the form's values. */
export function defineFields<V>(declaration: FieldsDeclaration<V>): FieldsDeclaration<V> {
  return declaration;
}

/** `''` and spaces are none; anything else trimmed. */
export const orNull = (value: string): string | null => value.trim() || null;

/** A body from text values: every string trimmed, and those named `optional` none (null) when left blank. */
export function textBody<V extends object, O extends keyof V>(values: V, optional: readonly O[]): { [K in keyof V]: K extends O ? string | null : V[K] } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value !== 'string' ? value : optional.includes(key as O) ? orNull(value) : value.trim();
  }
  return out as { [K in keyof V]: K extends O ? string | null : V[K] };
}

/** The address fields of a record that has one, as every form asks them. */
interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
}

/**
 * An address, line by line down to the state; `optional` when it may be left out (the second line always may).
 * `stateWords`: the area's key prefix for a state's name, when it names them itself.
 */
export function addressFields<V extends AddressValues>({ optional = false, stateWords }: { optional?: boolean; stateWords?: string } = {}): FieldDeclaration<V>[] {
  return [
    { name: 'addressLine1', autocomplete: 'address-line1', optional },
    { name: 'addressLine2', autocomplete: 'address-line2', optional: true },
    { name: 'postcode', kind: 'numeric', autocomplete: 'postal-code', optional },
    { name: 'city', autocomplete: 'address-level2', optional },
    { name: 'state', kind: 'state', optional, ...(stateWords ? { optionWords: stateWords } : {}) },
  ];
}

/** A payout account: the bank, which may wait until there is an account, then the account's number. */
export function bankFields<V extends { bankName: string; bankAccountNumber: string }>(): FieldDeclaration<V>[] {
  return [
    { name: 'bankName', kind: 'bank', testId: 'bank', optional: true },
    { name: 'bankAccountNumber', kind: 'numeric', hint: 'fields.bankAccountHint' },
  ];
}
