import type { ConfirmResult, Holiday, PrefillResult } from '@shared/contracts/holidays';
import { holidays } from '@shared/contracts/plain/holidays';
import { call } from '@app/lib/api';
import { defineAction } from '@app/kit/action/define-action';

/** What the year's buttons act on: the year, and the state the view shows (`''` every state). */
export interface YearView {
  id: string;
  year: number;
  state: string;
}
export const yearView = (year: number, state: string): YearView => ({ id: `${year}:${state}`, year, state });

/** Adds the year's federal and state holidays from the library, tentative, after a confirmation. */
export const prefillAction = defineAction<YearView, void, PrefillResult>({
  words: 'holidays',
  send: (view, _input, idempotencyKey) => call(holidays.prefill, { body: { year: view.year }, idempotencyKey }),
  confirm: (t, view) => ({
    header: t('prefill.confirmTitle', { year: view.year }),
    message: t('prefill.confirmMessage', { year: view.year }),
    confirmText: t('prefill.confirm'),
    testId: 'holidays-prefill-confirm',
  }),
});

/** Confirms every tentative holiday of the year the view shows (federal and the state's, or all). */
export const confirmYearAction = defineAction<YearView, void, ConfirmResult>({
  words: 'holidays',
  send: (view, _input, idempotencyKey) =>
    call(holidays.confirm, { body: view.state ? { year: view.year, state: view.state as NonNullable<Holiday['state']> } : { year: view.year }, idempotencyKey }),
  confirm: (t, view) => ({
    header: t('confirmYear.confirmTitle', { year: view.year }),
    message: view.state ? t('confirmYear.confirmMessageState', { year: view.year }) : t('confirmYear.confirmMessage', { year: view.year }),
    confirmText: t('confirmYear.confirm'),
    testId: 'holidays-confirm-year-confirm',
  }),
});

/** Confirms one tentative holiday, on the version the admin saw. */
export const confirmOneAction = defineAction<Holiday>({
  words: 'holidays',
  send: (holiday, _input, idempotencyKey) =>
    call(holidays.update, { params: { id: holiday.id }, body: { status: 'confirmed', version: holiday.version }, idempotencyKey }),
  done: (t) => t('confirmOne.done'),
});

/** Removes a holiday with the reason the admin gave, on the version they saw. */
export const removeAction = defineAction<Holiday, string, Holiday>({
  words: 'holidays',
  send: (holiday, reason, idempotencyKey) =>
    call(holidays.remove, { params: { id: holiday.id }, body: { version: holiday.version, reason }, idempotencyKey }),
  done: (t) => t('remove.done'),
});
