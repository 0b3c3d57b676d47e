import type { Outcome } from '@app/lib/use-mutation-runner';

export interface SubmitSteps<T> {
  /** From now on the local rules show on their fields. */
  markSubmitted(): void;
  /** Whether a local rule fails on the values of the moment. */
  hasLocalErrors(): boolean;
  /** Sends the form's body; the runner has already said a failure once (toast). Null: nothing was sent (nothing changed). */
  send(): Promise<Outcome<T, unknown> | null>;
  /** A 409 that is about the record, not a field: someone saved it after the form was opened. */
  isStale?(conflict: unknown): boolean;
  onStale?(): void;
  takeServerErrors(error: unknown): void;
  /** Scrolls the first field that is marked invalid into view. */
  reveal(): void;
  onSaved(value: T): void;
}

export type SubmitEnd = 'invalid' | 'unsent' | 'refused' | 'stale' | 'saved';

/**
 * The one submit of every create and edit page: local rules first, then the call; a refusal's words go on their
 * fields and the first of them is shown, a record that changed meanwhile says so instead.
 */
export async function runSubmit<T>(steps: SubmitSteps<T>): Promise<SubmitEnd> {
  steps.markSubmitted();
  if (steps.hasLocalErrors()) {
    steps.reveal();
    return 'invalid';
  }
  const outcome = await steps.send();
  if (!outcome) return 'unsent';
  if (outcome.ok) {
    steps.onSaved(outcome.value);
    return 'saved';
  }
  // Saving again would repeat the same refusal: the form was opened on a version that is gone.
  if (outcome.conflict !== null && steps.isStale?.(outcome.conflict)) {
    steps.onStale?.();
    return 'stale';
  }
  steps.takeServerErrors(outcome.error);
  steps.reveal();
  return 'refused';
}

/** A 409's record is a later version than the one the form was opened on. */
export function changedMeanwhile(conflict: unknown, version: number | undefined): boolean {
  const current = conflict as { version?: unknown } | null;
  return typeof version === 'number' && typeof current?.version === 'number' && current.version !== version;
}
