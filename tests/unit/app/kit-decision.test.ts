import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@shared/contracts/call';
import { defineDecision } from '@app/kit/decision/define-decision';

const close = defineCall({
  method: 'PATCH',
  path: '/api/holidays/:id/close',
  params: z.object({ id: z.string() }),
  body: z.object({ reason: z.string(), expected: z.boolean() }),
  permission: 1,
  tag: 'holidays',
});

const closing = defineDecision({
  type: 'holiday',
  kind: 'holiday.close',
  call: close,
  params: (holiday: { id: string; open: boolean }) => ({ id: holiday.id }),
  body: (_, input: { reason: string }) => ({ reason: input.reason }),
  expected: (holiday) => holiday.open,
  patch: () => ({ open: false }),
});

describe('a declared decision', () => {
  it('builds the outbox item from the declaration: record key, filled path, expected in the body, patch', () => {
    expect(closing.item({ id: 'h 1', open: true }, { reason: 'Flooded' })).toEqual({
      kind: 'holiday.close',
      recordKey: 'holiday:h 1',
      title: 'holiday:h 1',
      request: { method: 'PATCH', path: '/api/holidays/h%201/close', body: { reason: 'Flooded', expected: true } },
      patch: { open: false },
    });
    expect(closing.recordKey({ id: 'h2' })).toBe('holiday:h2');
  });

  it('keeps a remark only when the input has one', () => {
    const remarked = defineDecision({
      type: 'holiday',
      kind: 'holiday.close',
      call: close,
      params: (holiday: { id: string; open: boolean }) => ({ id: holiday.id }),
      body: (_, input: { reason: string; remark: string }) => ({ reason: input.reason }),
      expected: (holiday) => holiday.open,
      patch: () => ({ open: false }),
    });
    expect(remarked.item({ id: 'h1', open: true }, { reason: 'x', remark: 'Checked' }).remark).toBe('Checked');
    expect('remark' in closing.item({ id: 'h1', open: true }, { reason: 'x' })).toBe(false);
  });
});
