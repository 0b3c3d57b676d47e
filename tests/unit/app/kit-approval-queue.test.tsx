// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';
import type { Choice } from '@app/kit/decision/choice';

interface Row {
  id: string;
  status: string;
  at: number;
}

const plain = (tag: string) => ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, children);
vi.mock('@ionic/react', () => ({ IonContent: plain('main') }));
vi.mock('@app/lib/use-translation', () => ({
  useTranslation: (ns: string) => ({ t: (key: string, o?: { count?: number }) => `${ns}:${key}${o?.count === undefined ? '' : ` ${o.count}`}`, i18n: { language: 'ms-MY' } }),
}));
vi.mock('@app/lib/session', () => ({ useSession: () => ({ profile: { id: 'me', permissions: [] } }) }));
const held = { codes: [7] as number[] };
vi.mock('@app/lib/can', () => ({ can: (_: unknown, code: number) => held.codes.includes(code) }));
vi.mock('@app/lib/use-no-swipe-back', () => ({ useNoSwipeBack: () => undefined }));
vi.mock('@app/lib/use-view-return', () => ({ useViewReturn: () => undefined }));
vi.mock('@app/shell/PageHeader', () => ({ PageHeader: ({ title }: { title: string }) => createElement('h1', null, title) }));
vi.mock('@app/kit/list/ListCard', () => ({ ListCardSkeleton: () => null }));

// The grid as a plain list: its own states are PagedCardGrid's (tested with the list pages).
const grid = vi.hoisted(() => ({ props: null as null | { testIdPrefix: string; words: Record<string, string> } }));
vi.mock('@app/shell/PagedCardGrid', () => ({
  PagedCardGrid: ({ list, children, ...props }: { list: { items: Row[] }; children: (row: Row) => ReactNode; testIdPrefix: string; words: Record<string, string> }) => {
    grid.props = props;
    return createElement('div', { 'data-testid': `${props.testIdPrefix}-list` }, list.items.map(children));
  },
}));

const listed = vi.hoisted(() => ({ options: null as null | Record<string, (...a: never[]) => unknown> & { query: unknown }, items: [] as Row[], status: 'ready' }));
vi.mock('@app/kit/resource/use-resource', () => ({
  useResourceList: (_: unknown, options: typeof listed.options) => {
    listed.options = options;
    return { items: listed.items, status: listed.status, totalCount: listed.items.length, take: vi.fn(), settle: vi.fn(), restore: vi.fn(), refresh: vi.fn() };
  },
}));

const asked = vi.hoisted(() => ({ copy: null as null | ((record: Row, choice: Choice) => unknown) }));
vi.mock('@app/kit/decision/use-queue-decision', () => ({
  useQueueDecision: (_list: unknown, _decision: unknown, copy: (record: Row, choice: Choice) => unknown) => {
    asked.copy = copy;
    return (record: Row, choice: Choice) => `${choice} ${record.id}`;
  },
}));

const { ApprovalQueuePage } = await import('@app/kit/decision/ApprovalQueuePage');
const { defineApprovalQueue } = await import('@app/kit/decision/approval-queue');

const queue = defineApprovalQueue<Row>({
  words: 'dsr',
  testIdPrefix: 'dsr-approval',
  permission: 7,
  resource: { type: 'dsr', list: {} as never, rows: () => ({ items: [], totalCount: 0 }), id: (row) => row.id },
  sort: { at: 'asc' },
  order: (a, b) => a.at - b.at,
  decision: {} as never,
  copy: (record, choice, t, language) => ({ header: t(`approval.${choice}Title`), message: `${record.id} ${language}`, confirm: choice, done: 'done' }),
  card: (row, { canDecide, decide, profileId }) => (
    <button key={row.id} data-testid={`card-${row.id}`} data-can={String(canDecide)} data-me={profileId} onClick={() => decide(row, 'approve')} />
  ),
});

const dom = rootPerTest();

describe('the approval queue page', () => {
  it('lists what waits in the queue\'s order, on the server and from the rows on this device', () => {
    act(() => dom.root.render(<ApprovalQueuePage queue={queue} />));
    const options = listed.options!;
    expect(options.query).toEqual({ status: 'pending' });
    const search = decodeURIComponent((options.search as (q: unknown, page: number) => string)(options.query, 3));
    expect(search).toContain('filter={"status":"pending"}');
    expect(search).toContain('sort={"at":"asc"}');
    expect(search).toContain('"currentPage":3');
    const local = (options.local as () => { filter(r: Row): boolean; sort(a: Row, b: Row): number })();
    const rows: Row[] = [{ id: 'b', status: 'pending', at: 2 }, { id: 'x', status: 'approved', at: 0 }, { id: 'a', status: 'pending', at: 1 }];
    expect(rows.filter(local.filter).sort(local.sort).map((r) => r.id)).toEqual(['a', 'b']);
    // A row decided on this device leaves the list.
    const keep = (options.keep as () => (r: Row) => boolean)();
    expect(rows.map(keep)).toEqual([true, false, true]);
  });

  it('draws the area\'s cards in its words and testids, decidable only with the code', () => {
    listed.items = [{ id: 'r1', status: 'pending', at: 1 }];
    act(() => dom.root.render(<ApprovalQueuePage queue={queue} />));
    expect(dom.container.querySelector('h1')?.textContent).toBe('dsr:approval.title');
    expect(dom.container.querySelector('p')?.textContent).toBe('dsr:approval.hint');
    expect(grid.props?.testIdPrefix).toBe('dsr-approval');
    expect(grid.props?.words.count).toBe('dsr:approval.count 1');
    const card = dom.container.querySelector('[data-testid="card-r1"]')!;
    expect(card.getAttribute('data-can')).toBe('true');
    expect(card.getAttribute('data-me')).toBe('me');
    // The prompt is worded by the area, in the page's language.
    expect(asked.copy!(listed.items[0]!, 'reject')).toMatchObject({ header: 'dsr:approval.rejectTitle', message: 'r1 ms-MY' });

    held.codes = [];
    act(() => dom.root.render(<ApprovalQueuePage queue={{ ...queue }} />));
    expect(dom.container.querySelector('[data-testid="card-r1"]')?.getAttribute('data-can')).toBe('false');
  });

  it('shows the hint over the loading cards, so the first cards do not push down as they draw, and none over an empty queue', () => {
    listed.items = [];
    listed.status = 'loading';
    act(() => dom.root.render(<ApprovalQueuePage queue={queue} />));
    expect(dom.container.querySelector('p')?.textContent).toBe('dsr:approval.hint');
    listed.status = 'ready';
    act(() => dom.root.render(<ApprovalQueuePage queue={{ ...queue }} />));
    expect(dom.container.querySelector('p')).toBeNull();
    expect(grid.props?.words.emptyTitle).toBe('dsr:approval.emptyTitle');
  });
});
