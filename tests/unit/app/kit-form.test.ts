// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, nameField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordField, phoneField } from '@shared/contracts/common';
import { createAdministrator, updateAdministrator } from '@shared/contracts/administrators';
import { linkUpdate, userProfileFields } from '@shared/contracts/users';
import { ApiError } from '@app/lib/api-errors';
import { fieldProblem, lengthLimits, problemKey } from '@app/kit/form/schema';
import { matchFieldErrors, useForm, type FieldErrors } from '@app/kit/form/use-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('length limits read from the contract', () => {
  it('reads min and max of a string schema, through optional and nullable wrappers', () => {
    expect(lengthLimits(nameField)).toEqual({ min: 1, max: NAME_MAX_LENGTH });
    expect(lengthLimits(createAdministrator.shape.password)).toEqual({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    expect(lengthLimits(updateAdministrator.shape.name)).toEqual(lengthLimits(nameField));
    expect(lengthLimits(nameField.nullable().default(null))).toEqual(lengthLimits(nameField));
    expect(lengthLimits(userProfileFields.shape.url)).toEqual(lengthLimits(linkUpdate.shape.url));
    expect(lengthLimits(userProfileFields.shape.url).max).toBeGreaterThan(0);
  });

  it('finds none where the schema sets none', () => {
    expect(lengthLimits(phoneField)).toEqual({});
    expect(lengthLimits(userProfileFields.shape.commissionRate)).toEqual({});
  });
});

describe('why a value fails its schema', () => {
  it('names the problem as the suffix of a translation key', () => {
    expect(fieldProblem(nameField, 'Farah')).toBeNull();
    expect(fieldProblem(nameField, '   ')).toBe('required');
    expect(fieldProblem(nameField, undefined)).toBe('required');
    expect(fieldProblem(nameField, 'x'.repeat(NAME_MAX_LENGTH + 1))).toBe('tooLong');
    expect(fieldProblem(passwordField, 'x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('tooShort');
    expect(fieldProblem(passwordField, '')).toBe('tooShort');
    expect(fieldProblem(phoneField, '12')).toBe('invalid');
  });

  it("builds the area's key from a prefix", () => {
    expect(problemKey('form.name', nameField, '')).toBe('form.nameRequired');
    expect(problemKey('form.password', passwordField, 'x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('form.passwordTooLong');
    expect(problemKey('form.name', nameField, 'Farah')).toBeUndefined();
  });
});

describe("the server's field errors", () => {
  it('land on the field they name, by name or path, and nowhere else', () => {
    const errors = [
      { field: 'name', message: 'Please enter name' },
      { field: 'body.phone', message: 'Bad number' },
      { field: 'nickname', message: 'ignored' },
    ];
    expect(matchFieldErrors(errors, ['name', 'phone', 'email'] as const)).toEqual({ name: 'Please enter name', phone: 'Bad number' });
  });
});

interface Values {
  name: string;
  country: string;
  phone: string;
  file: string;
}
type Field = keyof Values;
const FIELDS: readonly Field[] = ['name', 'country', 'phone', 'file'];
const local = (v: Values): FieldErrors<Field> => ({
  name: v.name ? undefined : 'form.nameRequired',
  file: v.file === 'huge' ? 'form.fileTooLarge' : undefined,
});

let form!: ReturnType<typeof useForm<Values, Field>>;
function Probe() {
  form = useForm<Values, Field>({
    namespace: 'probe',
    initial: { name: '', country: 'MY', phone: '', file: '' },
    fields: FIELDS,
    shownAtOnce: ['file'],
    clears: { country: ['phone'] },
    conflictFields: ['phone', 'file'],
    conflictWords: { file: 'SSM number' },
    params: { name: lengthLimits(nameField) },
  });
  return null;
}
const shown = () => form.errorsFor(local(form.values));

describe('the form state of a register or edit page', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      resources: { en: { probe: { form: { nameRequired: 'Name, up to {{max}}', fileTooLarge: 'Too large' } } } },
    });
  });

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(createElement(Probe)));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('says the local rules, in the area\'s words, only once the admin has tried to submit; some at once', () => {
    expect(shown()).toEqual({});
    act(() => form.setField('file', 'huge'));
    expect(shown()).toEqual({ file: 'Too large' });
    act(() => form.setSubmitted(true));
    expect(shown()).toEqual({ name: `Name, up to ${NAME_MAX_LENGTH}`, file: 'Too large' });
  });

  it("keeps the server's message on its field until that field (or one that re-judges it) changes", () => {
    const refused = new ApiError({ kind: 'message', message: 'Invalid', status: 400, fieldErrors: [{ field: 'body.phone', message: 'Bad number' }, { field: 'name', message: 'Taken' }] });
    act(() => form.takeServerErrors(refused));
    expect(shown()).toEqual({ phone: 'Bad number', name: 'Taken' });
    act(() => form.setField('name', 'Farah'));
    expect(shown()).toEqual({ phone: 'Bad number' });
    act(() => form.setField('country', 'SG'));
    expect(shown()).toEqual({});
  });

  it('puts a 409 on the field its message names, and ignores other failures', () => {
    act(() => form.takeServerErrors(new ApiError({ kind: 'message', message: 'Phone already registered', status: 409 })));
    expect(shown()).toEqual({ phone: 'Phone already registered' });
    act(() => form.setField('phone', '0123'));
    act(() => form.takeServerErrors(new ApiError({ kind: 'message', message: 'Server error', status: 500 })));
    act(() => form.takeServerErrors(new Error('offline')));
    expect(shown()).toEqual({});
  });

  it('puts a 409 on a field its message names in other words', () => {
    act(() => form.takeServerErrors(new ApiError({ kind: 'message', message: 'Another company has this SSM number', status: 409 })));
    expect(shown()).toEqual({ file: 'Another company has this SSM number' });
    act(() => form.setField('file', 'other'));
    expect(shown()).toEqual({});
  });

  it('lets an area read errors the plain names do not cover', () => {
    const tooLarge = new ApiError({ kind: 'message', message: 'At most 10 MB', status: 400, fieldErrors: [{ field: 'upload', message: 'At most 10 MB' }] });
    act(() => form.takeServerErrors(tooLarge, (errors) => ({ file: errors[0]?.message })));
    expect(shown()).toEqual({ file: 'At most 10 MB' });
  });
});
