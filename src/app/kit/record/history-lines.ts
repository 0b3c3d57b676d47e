import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@shared/contracts/audit';
import { changedFields, type FieldChange } from '@app/lib/audit-changes';

export type HistoryTone = 'good' | 'bad' | 'neutral';

/** What an entry's lines are read from. */
export type HistoryEntry = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/** The area's `t` (in its history namespace) and the language, for words a value needs. */
export interface HistoryWords {
  t: TFunction;
  language: string;
}

/**
 * How an area reads its records' audit entries. The kit's `AuditHistory` draws them; the area names
 * only what is its own. Its namespace's `history` block holds the words (error, none, by, system,
 * queuedOffline, actions.<action>, fields.<field>, changed, empty, bool.*).
 */
export interface HistoryLines<F extends string = string> {
  namespace: string;
  /** Where the `history` block sits in the namespace, for an area whose own `history` means something else. */
  keyPrefix?: string;
  testId: string;
  /** The key of the section's title (`history.title` unless the area says). */
  title?: string;
  /** The fields an edit lists, in reading order; a new record (no "before") lists none. */
  fields?: readonly F[];
  /** The changed fields when they are not simply `fields` (decisions that list none, versions inside). */
  changes?(entry: HistoryEntry): FieldChange<F>[];
  /** A value's words where the area has its own (a state, a status); other values show as they are. */
  valueWords?(field: F, value: unknown, words: HistoryWords): string | undefined;
  /** A change the area words entirely (a grant of permissions, a secret); `undefined` for the usual line. */
  line?(change: FieldChange<F>): ReactNode | undefined;
  /** Colours the entry's dot; an area without decisions leaves every entry neutral. */
  tone?(action: string): HistoryTone;
  /** The remark a decision came with, drawn in quotes under it. */
  remark?(entry: AuditEntry): string | null;
  /** A line above the changes (what a new record started with, a version added). */
  note?(entry: AuditEntry, words: HistoryWords): string | null;
  /** The action's name when the area has no translation for it (its last part, humanised, unless given). */
  fallbackAction?(action: string): string;
  /** Says under the list when older entries were left out (`history.more`). */
  more?: boolean;
}

/** `service-package.version` → `Version`, for an action the area has no words for. */
export function humaniseAuditAction(action: string): string {
  const words = action.split('.').pop()?.replace(/[-_]+/g, ' ').trim() ?? action;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tone of a decision: its good actions green, its bad ones red, anything else neutral. */
export function toneOf(good: readonly string[], bad: readonly string[]): (action: string) => HistoryTone {
  return (action) => (good.includes(action) ? 'good' : bad.includes(action) ? 'bad' : 'neutral');
}

/** The remark in `after.<field>` of these actions, if any. */
export function remarkOf(actions: readonly string[], field = 'remark'): (entry: Pick<AuditEntry, 'action' | 'after'>) => string | null {
  return (entry) => {
    if (!actions.includes(entry.action)) return null;
    const after = entry.after && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};
    const remark = after[field];
    return typeof remark === 'string' && remark ? remark : null;
  };
}

/** The fields an entry changed, as the area's lines say. */
export function entryChanges<F extends string>(lines: HistoryLines<F>, entry: HistoryEntry): FieldChange<F>[] {
  if (lines.changes) return lines.changes(entry);
  // A new record has no "before": the line "Created" says it all.
  if (!lines.fields || entry.before === null || entry.before === undefined) return [];
  return changedFields(entry.before, entry.after, lines.fields);
}
