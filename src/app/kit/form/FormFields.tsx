import type { ReactNode } from 'react';
import type { CountryCode } from 'libphonenumber-js';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { IonToggle } from '@app/ionic/ion-toggle';
import { useTranslation } from '@app/lib/use-translation';
import { eventValue, invalidClass } from '@app/lib/forms';
import { ServerPickerField } from '../picker/ServerPickerField';
import { BankField } from './BankField';
import { PhoneField } from './PhoneField';
import { StateField } from './StateField';
import { TextField, type TextFieldProps } from './TextField';
import { lengthLimits } from './schema';
import type { FieldDeclaration, FieldItem, FieldsDeclaration, FieldsForm } from './fields';

type Words = (key: string | string[], options?: Record<string, unknown>) => string;
type Errors = Partial<Record<string, string>>;

const INPUTS: Partial<Record<string, Pick<TextFieldProps, 'type' | 'inputmode'>>> = {
  email: { type: 'email', inputmode: 'email' },
  tel: { type: 'tel', inputmode: 'tel' },
  url: { type: 'url', inputmode: 'url' },
  password: { type: 'password' },
  date: { type: 'date' },
  time: { type: 'time' },
  numeric: { inputmode: 'numeric' },
  decimal: { inputmode: 'decimal' },
};

/** Only the props a declaration gives: an input left unset keeps Ionic's own default. */
function given<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as Partial<T>;
}

interface DrawProps<V> {
  field: FieldDeclaration<V>;
  form: FieldsForm<V>;
  errors: Errors;
  declaration: FieldsDeclaration<V>;
  t: Words;
}

function Field<V>({ field, form, errors, declaration, t }: DrawProps<V>) {
  const { name, kind = 'text' } = field;
  const values = form.values;
  // The area's own words win; the kit says the same for every form otherwise.
  const own = (key: string) => t([`fields.${key}`, `kit:fields.${key}`]);
  const read = <T,>(x: T | ((v: V) => T)) => (typeof x === 'function' ? (x as (v: V) => T)(values) : x);
  const value = values[name] as unknown;
  const set = (next: unknown) => form.setField(name, next as V[typeof name]);
  const error = errors[name];
  const optional = read(field.optional ?? false);
  const label = t(read(field.label) ?? `fields.${name}`);
  const hintKey = read(field.hint);
  const helper = hintKey ? t(hintKey) : optional ? own('optional') : undefined;
  const testId = `${declaration.testIdPrefix}-${field.testId ?? name}`;
  const schema = field.schema ?? declaration.schemas?.[name];
  switch (kind) {
    case 'state': {
      const words = field.optionWords;
      const named = typeof words === 'string' ? { nameOf: (state: { code: string }) => t(`${words}${state.code}`) } : {};
      const none = optional ? { noneLabel: own('stateNone') } : { placeholder: own('stateChoose') };
      return <StateField label={label} {...none} {...named} value={String(value)} onValue={set} error={error} testId={testId} />;
    }
    case 'bank':
      return (
        <BankField
          value={String(value)}
          error={error}
          onChange={set}
          label={own('bankName')}
          placeholder={own('bankChoose')}
          searchPlaceholder={own('bankSearch')}
          noneLabel={optional ? own('bankNone') : undefined}
          testId={testId}
        />
      );
    case 'phone': {
      const phoneOf = values as unknown as { country: CountryCode; phone: string };
      return (
        <PhoneField
          country={phoneOf.country}
          phone={phoneOf.phone}
          error={errors.phone ?? errors.country}
          onCountry={(country) => form.setField('country' as keyof V, country as V[keyof V])}
          onPhone={set}
          label={label}
          testIdPrefix={declaration.testIdPrefix}
        />
      );
    }
    case 'select':
      return (
        <IonSelect
          label={label}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          {...given({ placeholder: field.placeholder && t(field.placeholder), helperText: helper })}
          value={field.placeholder ? (value as string) || undefined : value}
          onIonChange={(e) => set(e.detail.value)}
          errorText={error}
          className={invalidClass(error)}
          data-testid={testId}
        >
          {(field.options ?? []).map((option) => (
            <IonSelectOption key={option} value={option}>
              {typeof field.optionWords === 'function' ? field.optionWords(option, t) : t(`${field.optionWords ?? ''}${option}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
      );
    case 'toggle':
      return (
        <IonToggle checked={Boolean(value)} onIonChange={(e) => set(e.detail.checked)} labelPlacement="start" justify="space-between" className={field.className} data-testid={testId}>
          {label}
        </IonToggle>
      );
    case 'textarea':
      return (
        <IonTextarea
          label={label}
          labelPlacement="stacked"
          fill="outline"
          autoGrow
          {...given({ rows: field.rows, maxlength: field.maxlength ?? (schema ? lengthLimits(schema).max : undefined), helperText: helper })}
          value={String(value)}
          onIonInput={(e) => set(eventValue(e))}
          errorText={error}
          className={invalidClass(error)}
          data-testid={testId}
        />
      );
    case 'picker': {
      const words = field.words ?? name;
      const shown = field.shownIn ? String(values[field.shownIn]) : '';
      return (
        <ServerPickerField
          value={value ? { value: String(value), label: shown || '…' } : null}
          onChange={(option) => {
            set(option.value);
            if (field.shownIn) form.setField(field.shownIn, option.label as V[keyof V]);
          }}
          search={field.search ?? (async () => [])}
          label={t(read(field.label) ?? `fields.${words}`)}
          placeholder={t(field.placeholder ?? `fields.${words}Choose`)}
          searchPlaceholder={t(`fields.${words}Search`)}
          error={error}
          helper={helper}
          testId={`${declaration.testIdPrefix}-${field.testId ?? words}`}
        />
      );
    }
    default:
      return (
        <TextField
          label={label}
          value={String(value)}
          onValue={set}
          error={error}
          testId={testId}
          {...given({
            ...INPUTS[kind],
            ...(field.inputmode ? { inputmode: read(field.inputmode) } : {}),
            helper,
            schema,
            autocomplete: field.autocomplete,
            placeholder: field.placeholder,
            autocapitalize: field.autocapitalize,
            counter: field.counter,
            invalid: field.invalid?.(values),
            disabled: field.disabled,
          })}
        />
      );
  }
}

function Item<V>({ item, ...props }: Omit<DrawProps<V>, 'field'> & { item: FieldItem<V> }) {
  if (typeof item === 'function') return <>{item(props.form, props.errors, props.t)}</>;
  if ('row' in item) {
    return (
      <div className={item.className}>
        {item.row.map((field) => (field.when?.(props.form.values) === false ? null : <Field key={field.name} field={field} {...props} />))}
      </div>
    );
  }
  return item.when?.(props.form.values) === false ? null : <Field field={item} {...props} />;
}

/** A form's declared fields, section by section: labels `fields.<name>`, test ids `<prefix>-<name>`, errors, schema limits. */
export function FormFields<V>({ form, fields: declaration }: { form: FieldsForm<V>; fields: FieldsDeclaration<V> }) {
  const { t } = useTranslation(declaration.namespace);
  const errors = form.visibleErrors();
  const props = { form, errors, declaration, t: t as Words };
  return (
    <>
      {declaration.sections.map((section, at) => {
        if (section.when?.(form.values) === false) return null;
        const items = section.fields.map((item, i) => (
          <Item key={typeof item === 'function' ? `custom-${i}` : 'row' in item ? `row-${i}` : item.name} item={item} {...props} />
        ));
        return (
          <SectionOf key={section.title ?? at} title={section.title ? t(section.title) : undefined}>
            {section.note?.(form, errors, t as Words)}
            {section.plain ? (
              items
            ) : (
              <div className="stack-form" hidden={section.hidden} data-testid={section.testId}>
                {items}
              </div>
            )}
          </SectionOf>
        );
      })}
    </>
  );
}

function SectionOf({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      {title ? <h2 className="section-title">{title}</h2> : null}
      {children}
    </>
  );
}
