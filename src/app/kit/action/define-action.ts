import type { TFunction } from 'i18next';

/**
 * A guarded change made online (DESIGN.md §3): what it sends, how it is confirmed and what it says once
 * done. The kit asks, sends with an Idempotency-Key kept until it succeeds, and keeps the server's
 * refusal on the page; a 409 shows the record as it is now. Decisions that must survive being offline
 * are `defineDecision`s instead: these are the changes an admin makes while looking at the record.
 */

/** The alert that confirms a change; nothing is sent until its confirming button is pressed. */
export interface ActionConfirm {
  header: string;
  message: string;
  confirmText: string;
  /** Red: deactivate, close, reset. */
  destructive?: boolean;
  /** On the confirming button. */
  testId?: string;
}

/** `R` the record it changes, `I` what the admin chose (void for a toggle), `A` the server's answer. */
export interface Action<R extends { id: string }, I = void, A = R> {
  /** The area's words namespace: `confirm` and `done` get its `t`. */
  words: string;
  /** The write, with the key the kit keeps for this attempt: `call(descriptor, { params, body, idempotencyKey })`. */
  send(record: R, input: I, idempotencyKey: string): Promise<A>;
  /** The confirmation; left out, or null for this input, sends at once. */
  confirm?(t: TFunction, record: R, input: I): ActionConfirm | null;
  /** The success toast; left out, none (the answer shows itself). */
  done?(t: TFunction, record: R, input: I): string;
}

/** Declares an online change; the declaration is the action (`useAction` runs it). */
export function defineAction<R extends { id: string }, I = void, A = R>(action: Action<R, I, A>): Action<R, I, A> {
  return action;
}

/** A record that is switched off and on again by name: a company, an owner, an administrator. */
export interface Activatable {
  id: string;
  name: string;
  active: boolean;
}

export interface ActiveToggleDeclaration<R extends Activatable> {
  words: string;
  /** Sends `active` (the state it is switched to). */
  send(record: R, active: boolean, idempotencyKey: string): Promise<R>;
  /** On the alert's confirming button. */
  confirmTestId: string;
}

/** The key of a toggle's words: `activate.*` to switch on, `deactivate.*` to switch off. */
export const toggleWords = (record: Pick<Activatable, 'active'>) => (record.active ? 'deactivate' : 'activate');

/**
 * Deactivate or reactivate after a confirmation, worded by the area's `activate` / `deactivate` keys
 * (`confirmTitle`, `confirmMessage`, `confirm`, `done`, each given `{ name }`; `action` on the button).
 */
export function defineActiveToggle<R extends Activatable>({ words, send, confirmTestId }: ActiveToggleDeclaration<R>): Action<R> {
  return defineAction<R>({
    words,
    send: (record, _input, key) => send(record, !record.active, key),
    confirm: (t, record) => {
      const w = toggleWords(record);
      return {
        header: t(`${w}.confirmTitle`),
        message: t(`${w}.confirmMessage`, { name: record.name }),
        confirmText: t(`${w}.confirm`),
        destructive: record.active,
        testId: confirmTestId,
      };
    },
    done: (t, record) => t(`${toggleWords(record)}.done`, { name: record.name }),
  });
}
