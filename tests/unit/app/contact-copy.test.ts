import { describe, expect, it } from 'vitest';
import type { ContactChangeSubmission } from '@shared/contracts/users';
import { contactCopy } from '@app/features/users/queues/decision-copy';

const submission = (field: 'phone' | 'email', newValue: string): ContactChangeSubmission => ({
  id: 's1', accountId: 'a1', accountNumber: '100014', name: 'Priya a/p Ramasamy', field, currentValue: null, newValue,
  status: 'pending', remark: null, decidedBy: null, decidedAt: null, createdAt: '2026-11-27T08:00:00.000Z',
});
/** The words with what they were given, so the test sees the values the prompt shows. */
const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`) as Parameters<typeof contactCopy>[2];

describe('the contact-change prompt', () => {
  it('shows a new phone number as people read it, not as stored', () => {
    const copy = contactCopy(submission('phone', '+60142345099'), 'approve', t);
    expect(copy.message).toContain('"value":"+60 14 234 5099"');
    expect(copy.message).not.toContain('+60142345099');
  });

  it('shows an email as it is', () => {
    expect(contactCopy(submission('email', 'priya@example.my'), 'approve', t).message).toContain('"value":"priya@example.my"');
  });
});
