// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAME_MAX_LENGTH, nameField } from '@shared/contracts/common';
import { ApiError } from '@app/lib/api-errors';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { defineForm, hasFieldErrors, textValuesOf, useDefinedForm, type FormState } from '@app/kit/form/define-form';
import { changedMeanwhile, runSubmit, type SubmitSteps } from '@app/kit/page/submit-flow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  name: string;
  note: string;
}
interface Thing {
  id: string;
  name: string;
  note: string | null;
  version: number;
}
const probeForm = defineForm({
  namespace: 'probe',
  fields: ['name', 'note'] as const,
  checked: { name: nameField },
  rules: (v: Values) => ({ note: v.note === 'bad' ? 'form.noteBad' : undefined }),
  empty: { name: '', note: '' },
  fromRecord: (thing: Thing): Values => textValuesOf({ name: '', note: '' }, thing),
  toBody: (v: Values) => ({ name: v.name.trim(), note: v.note || null }),
  toPatch: (v: Values, thing: Thing) => ({ name: v.name.trim(), version: thing.version }),
});

describe('a form declared once', () => {
  it("checks its fields with the contract's schema, in the area's keys, and adds its own rules", () => {
    expect(probeForm.validate({ name: '', note: '' })).toEqual({ name: 'form.nameRequired', note: undefined });
    expect(probeForm.validate({ name: 'x'.repeat(NAME_MAX_LENGTH + 1), note: 'bad' })).toEqual({ name: 'form.nameTooLong', note: 'form.noteBad' });
    expect(hasFieldErrors(probeForm.validate({ name: 'Farah', note: '' }))).toBe(false);
  });

  it("reads each checked field's limits from the contract for its words", () => {
    expect(probeForm.params).toEqual({ name: { min: 1, max: NAME_MAX_LENGTH } });
  });

  it('fills from a record (none is empty text) and sends a body or a patch made on the record', () => {
    const thing: Thing = { id: 't1', name: 'Seri', note: null, version: 4 };
    const values = probeForm.fromRecord(thing);
    expect(values).toEqual({ name: 'Seri', note: '' });
    expect(probeForm.toBody({ name: ' Seri ', note: '' })).toEqual({ name: 'Seri', note: null });
    expect(probeForm.toPatch(values, thing)).toEqual({ name: 'Seri', version: 4 });
  });
});

const ok = <T>(value: T): Outcome<T, unknown> => ({ ok: true, value });
const refused = (error: unknown, conflict: unknown = null): Outcome<never, unknown> =>
  conflict === null ? { ok: false, conflict: null, message: 'no', error } : { ok: false, conflict, message: 'no', error };

function steps(overrides: Partial<SubmitSteps<string>>): SubmitSteps<string> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    markSubmitted: () => calls.push('submitted'),
    hasLocalErrors: () => false,
    send: () => (calls.push('send'), Promise.resolve(ok('saved'))),
    takeServerErrors: () => calls.push('serverErrors'),
    reveal: () => calls.push('reveal'),
    onSaved: (value) => calls.push(`saved:${value}`),
    ...overrides,
  };
}

describe('the submit of a create or edit page', () => {
  it('stops at the local rules, showing the first invalid field, without a call', async () => {
    const s = steps({ hasLocalErrors: () => true });
    expect(await runSubmit(s)).toBe('invalid');
    expect(s.calls).toEqual(['submitted', 'reveal']);
  });

  it('saves, then says so', async () => {
    const s = steps({});
    expect(await runSubmit(s)).toBe('saved');
    expect(s.calls).toEqual(['submitted', 'send', 'saved:saved']);
  });

  it("puts a refusal's words on the fields and shows the first", async () => {
    const error = new ApiError({ kind: 'message', message: 'Invalid', status: 400, fieldErrors: [{ field: 'name', message: 'Taken' }] });
    const taken = vi.fn();
    const s = steps({ send: () => Promise.resolve(refused(error)), takeServerErrors: taken });
    expect(await runSubmit(s)).toBe('refused');
    expect(taken).toHaveBeenCalledWith(error);
    expect(s.calls).toEqual(['submitted', 'reveal']);
  });

  it('says the record changed meanwhile when a 409 carries a later version, and puts nothing on a field', async () => {
    const onStale = vi.fn();
    const s = steps({ send: () => Promise.resolve(refused(new Error('409'), { version: 5 })), isStale: (c) => changedMeanwhile(c, 4), onStale });
    expect(await runSubmit(s)).toBe('stale');
    expect(onStale).toHaveBeenCalledOnce();
    expect(s.calls).toEqual(['submitted']);
  });

  it('treats a 409 about a field (no later version) as a refusal on that field', async () => {
    const s = steps({ send: () => Promise.resolve(refused(new Error('409'), { version: 4 })), isStale: (c) => changedMeanwhile(c, 4) });
    expect(await runSubmit(s)).toBe('refused');
    expect(changedMeanwhile({ version: 5 }, undefined)).toBe(false);
    expect(changedMeanwhile(null, 4)).toBe(false);
  });
});

let form!: FormState<Values, 'name' | 'note'>;
function Probe() {
  form = useDefinedForm(probeForm, probeForm.empty);
  return null;
}

describe("a declared form's state", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { probe: { form: { nameRequired: 'Name, up to {{max}}', noteBad: 'Bad note' } } } } });
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

  it('judges the values of the moment and shows the words once submitted, with the limits', () => {
    act(() => form.setField('note', 'bad'));
    expect(form.localErrors()).toMatchObject({ name: 'form.nameRequired', note: 'form.noteBad' });
    expect(form.visibleErrors()).toEqual({});
    act(() => form.setSubmitted(true));
    expect(form.visibleErrors()).toEqual({ name: `Name, up to ${NAME_MAX_LENGTH}`, note: 'Bad note' });
  });
});

describe('a submit that sends nothing', () => {
  it('ends without a refusal or a save when the page sent nothing (nothing changed)', async () => {
    const s = steps({ send: () => (s.calls.push('send'), Promise.resolve(null)) });
    expect(await runSubmit(s)).toBe('unsent');
    expect(s.calls).toEqual(['submitted', 'send']);
  });
});

type Mail = { email: string; files: string[] };
const mailForm = defineForm({
  namespace: 'probe',
  fields: ['email', 'upload'] as const,
  empty: { email: '', files: [] } as Mail,
  useContext: (values: Mail) => (values.email === 'taken@x.my' ? 'taken' : 'free'),
  rules: (_values, availability?: string) => ({ email: availability === 'taken' ? 'form.emailTaken' : undefined }),
  saidElsewhere: ['form.emailTaken'],
  readServerErrors: (errors, values) => ({ upload: values.files.length ? errors[0]?.message : undefined }),
});

let mail!: FormState<Mail, 'email' | 'upload', string>;
function MailProbe() {
  mail = useDefinedForm(mailForm, mailForm.empty);
  return null;
}

describe('a declared form with a hook and a reader', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(createElement(MailProbe)));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("judges with its hook's answer, and a rule said elsewhere stops a submit but shows on no field", () => {
    act(() => mail.setField('email', 'taken@x.my'));
    act(() => mail.setSubmitted(true));
    expect(mail.context).toBe('taken');
    expect(hasFieldErrors(mail.localErrors())).toBe(true);
    expect(mail.visibleErrors()).toEqual({});
  });

  it("reads the server's field errors with the values of the moment", () => {
    act(() => mail.setField('files', ['a.pdf']));
    const tooLarge = new ApiError({ kind: 'message', message: 'At most 10 MB', status: 400, fieldErrors: [{ field: 'file', message: 'At most 10 MB' }] });
    act(() => mail.takeServerErrors(tooLarge));
    expect(mail.visibleErrors()).toEqual({ upload: 'At most 10 MB' });
  });
});

const renamedForm = defineForm({
  namespace: 'probe',
  fields: ['name', 'note'] as const,
  serverField: (name: string) => (name.endsWith('noteText') ? 'note' : name),
  empty: { name: '', note: '' },
});
let renamed!: FormState<Values, 'name' | 'note'>;
function RenamedProbe() {
  renamed = useDefinedForm(renamedForm, renamedForm.empty);
  return null;
}

describe("a form whose fields the server names otherwise", () => {
  it("puts the server's words on the form's own field", () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(createElement(RenamedProbe)));
    const error = new ApiError({ kind: 'message', message: 'Invalid', status: 400, fieldErrors: [{ field: 'body.noteText', message: 'Too long' }, { field: 'body.name', message: 'Taken' }] });
    act(() => renamed.takeServerErrors(error));
    expect(renamed.errorsFor({})).toEqual({ note: 'Too long', name: 'Taken' });
    act(() => root.unmount());
  });
});
