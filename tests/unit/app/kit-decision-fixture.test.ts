import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { z } from 'zod';
import { defineCall, routesOf, type CallRouteFields } from '@shared/contracts/call';
import { P } from '@shared/permissions';
import { choiceCopy } from '@app/kit/decision/choice-copy';
import type { ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { changeName, decisionName, outboxLookups } from '@app/shell/area-outbox';
import kitWords from '@app/locales/en-US/kit.json';
import { caseOf } from '../../api/helpers/route-cases';

/**
 * A throw-away decision in a fixture area, declared the way docs/adding-an-area.md ("Adding a decision") says: the
 * route, the contract's body, the app's declaration and the permission row; no words but those that are its own.
 */
const WIDGET_ROUTES = {
  decide: { method: 'POST', path: '/api/widgets/:id/decision', conflict: true, permission: P.freeStay.approve, tag: 'widgets' },
} as const satisfies Record<string, CallRouteFields>;

const widgetsContract = {
  decide: defineCall({
    ...WIDGET_ROUTES.decide,
    params: z.object({ id: z.string() }),
    body: z.object({ action: z.enum(['approve', 'reject']), remark: z.string(), expected: z.enum(['pending', 'approved', 'rejected']).optional() }),
  }),
};
const widgets = routesOf<typeof widgetsContract>()(WIDGET_ROUTES);

interface Widget {
  id: string;
  name: string;
  status: 'pending' | 'approved' | 'rejected';
}

const decide = defineDecision({
  type: 'widgets.widget',
  kind: ({ decision }: ChoiceInput) => `widget.${decision}`,
  call: widgets.decide,
  params: (widget: Widget) => ({ id: widget.id }),
  body: (_, { decision, remark }) => ({ action: decision, remark }),
  expected: (widget) => widget.status,
  patch: (_, { decision }) => ({ status: decision === 'approve' ? 'approved' : 'rejected' }),
  title: (widget) => widget.name,
});

/** The fixture area words only its own prompt's header; everything else is the kit's. */
async function words(): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    ns: ['widgets', 'kit'],
    defaultNS: 'widgets',
    resources: { 'en-US': { kit: kitWords, widgets: { approval: { approveTitle: 'Approve {{name}}?' } } } },
  });
  return i18n.t;
}

const widget: Widget = { id: 'w 1', name: 'Blue widget', status: 'pending' };

describe('a decision declared in a fixture area', () => {
  it('queues the outbox item from its declaration: kind, record, filled path, expected state', () => {
    expect(decide.item(widget, { decision: 'reject', remark: 'Scratched' })).toEqual({
      kind: 'widget.reject',
      recordKey: 'widgets.widget:w 1',
      title: 'Blue widget',
      remark: 'Scratched',
      request: { method: 'POST', path: '/api/widgets/w%201/decision', body: { action: 'reject', remark: 'Scratched', expected: 'pending' } },
      patch: { status: 'rejected' },
    });
  });

  it('derives its permission row from the route the server registers: method, OpenAPI path, code', () => {
    expect(widgetsContract.decide).toMatchObject(WIDGET_ROUTES.decide);
    const row = caseOf(widgets.decide, { request: () => ({ url: '/api/widgets/w1/decision' }), done: async () => undefined });
    expect(row).toMatchObject({ method: 'POST', path: '/api/widgets/{id}/decision', code: P.freeStay.approve, okStatus: 200 });
  });

  it('speaks the area’s words where it has them and the kit’s elsewhere', async () => {
    const t = await words();
    expect(choiceCopy(t, 'approval', 'approve', { name: widget.name })).toEqual({
      header: 'Approve Blue widget?',
      message: 'You may add a remark.',
      confirm: 'Approve',
      done: 'Decision applied',
    });
    expect(choiceCopy(t, 'approval', 'reject').header).toBe('Reject?');
  });

  it('is named on the outbox screen by its verb when the area words no kind', async () => {
    const t = await words();
    const area = outboxLookups([{ name: 'widgets', pages: [], outbox: { words: 'widgets', kinds: ['widget'], records: {} } }]);
    expect(decisionName(t, 'widget.approve', area)).toBe('Approve');
    expect(changeName(t, 'widget.reject', 'changed', area)).toBe('rejected');
    expect(changeName(t, 'widget.polish', 'changed', area)).toBe('changed');
  });
});
