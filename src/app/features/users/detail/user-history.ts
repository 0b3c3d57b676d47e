import type { AuditEntry } from '@shared/contracts/audit';
import type { HistoryLines } from '@app/kit/record/history-lines';
import { asRecord, changedFields, type FieldChange } from '@app/lib/audit-changes';

/** Fields of a user whose changes a reader of the history cares about, in reading order. */
export const HISTORY_FIELDS = [
  'approvalStatus',
  'banned',
  'verificationStatus',
  'isVip',
  'role',
  'agentType',
  'commissionRate',
  'name',
  'email',
  'phone',
  'country',
  'url',
  'bankName',
  'bankAccountNumber',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export type HistoryChange = FieldChange<HistoryField>;

/** What changed between before and after, among the fields worth reading. */
export function userChanges(entry: Pick<AuditEntry, 'before' | 'after'>): HistoryChange[] {
  if (entry.before === null || entry.before === undefined) return [];
  const to = asRecord(entry.after);
  return changedFields(entry.before, entry.after, HISTORY_FIELDS.filter((f) => f in to));
}

/** Actions whose entry lists the fields that changed, old → new: edits, contact changes and settings. */
const CHANGE_ACTIONS = new Set(['user.edit', 'user.url', 'user.commission', 'user.agent-type']);

/** The changed fields an entry shows; decisions say what they did in their title instead. */
export function entryChanges(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): HistoryChange[] {
  return CHANGE_ACTIONS.has(entry.action) || entry.action.startsWith('user.contact') ? userChanges(entry) : [];
}

/** The remark that came with a decision, if any. */
export function decisionRemark(entry: Pick<AuditEntry, 'action' | 'after'>): string | null {
  const after = asRecord(entry.after);
  const pick = (field: string) => (typeof after[field] === 'string' && after[field] ? (after[field] as string) : null);
  if (entry.action === 'user.approve' || entry.action === 'user.reject') return pick('approvalRemark');
  if (entry.action === 'user.ban') return pick('banRemark');
  // Older unbans wrote their remark over banRemark; newer ones keep it apart.
  if (entry.action === 'user.unban') return 'unbanRemark' in after ? pick('unbanRemark') : pick('banRemark');
  if (entry.action.startsWith('rider.verification')) return pick('verificationRemarks');
  return null;
}

/** Decisions read differently from edits: they are the lines with a coloured mark. */
export function decisionTone(action: string): 'good' | 'bad' | 'neutral' {
  if (['user.approve', 'user.unban', 'rider.verification-approved'].includes(action)) return 'good';
  if (['user.reject', 'user.ban', 'user.delete', 'rider.verification-rejected'].includes(action)) return 'bad';
  return 'neutral';
}

/** Statuses, roles and agent types in the admin's language. */
const VALUE_PREFIXES: Partial<Record<HistoryField, string>> = { approvalStatus: 'approval', verificationStatus: 'verification', role: 'roles', agentType: 'agentTypes' };

/** How a user's decision history reads: a decision's remark, and for an edit, a contact change or a setting the fields that changed. */
export const userHistoryLines: HistoryLines<HistoryField> = {
  namespace: 'users',
  testId: 'user-history',
  changes: entryChanges,
  valueWords: (field, value, { t }) => (VALUE_PREFIXES[field] ? t(`${VALUE_PREFIXES[field]}.${String(value)}`) : undefined),
  tone: decisionTone,
  remark: decisionRemark,
  more: true,
};
