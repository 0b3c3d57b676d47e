// @vitest-environment jsdom
import { offlineDbPerTest } from '../../support/offline-db';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@shared/contracts/call';
import { listQuerySchema } from '@shared/list-params';
import { defineResource } from '@app/kit/resource/define-resource';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { listCacheQuery, readQuery, readRecord, resetCacheSessionForTests } from '@app/offline/cache';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const holiday = z.object({ id: z.string(), name: z.string() });
type Holiday = z.infer<typeof holiday>;
const holidayList = z.object({ holidays: z.array(holiday), totalCount: z.number() });
const calls = {
  list: defineCall({ method: 'GET', path: '/api/holidays/aggregation', query: listQuerySchema, response: holidayList, permission: 1, tag: 'holidays' }),
  past: defineCall({ method: 'GET', path: '/api/holidays/past', query: listQuerySchema, response: holidayList, permission: 1, tag: 'holidays' }),
  get: defineCall({ method: 'GET', path: '/api/holidays/:id', params: z.object({ id: z.string() }), response: holiday, permission: 1, tag: 'holidays' }),
};
const holidays = defineResource({
  type: 'holiday',
  list: calls.list,
  record: calls.get,
  rows: (answer) => ({ items: answer.holidays, totalCount: answer.totalCount }),
  id: (row: Holiday) => row.id,
});

offlineDbPerTest();
let container: HTMLDivElement;
let root: Root;
let requested: string[];

function answer(url: string): unknown {
  const { pathname } = new URL(url);
  if (pathname === '/api/holidays/aggregation') return { holidays: [{ id: 'h1', name: 'Merdeka' }, { id: 'h2', name: 'Deepavali' }], totalCount: 2 };
  if (pathname === '/api/holidays/past') return { holidays: [{ id: 'h0', name: 'Wesak' }], totalCount: 1 };
  return { id: decodeURIComponent(pathname.split('/').pop() ?? ''), name: 'Hari Raya' };
}

beforeEach(() => {
  resetCacheSessionForTests();
  requested = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    requested.push(url);
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

const search = (query: { past: boolean }, page: number) => `filter=${encodeURIComponent(JSON.stringify({ past: query.past }))}&page=${page}`;

function List({ past }: { past: boolean }) {
  const list = useResourceList(holidays, { query: { past }, search, via: (q) => (q.past ? calls.past : calls.list) });
  return createElement('p', { id: 'out' }, list.status === 'ready' ? `${list.items.map((h) => h.name).join(',')} of ${list.totalCount}` : list.status);
}

function Record({ id }: { id: string }) {
  const record = useResourceRecord(holidays, id);
  return createElement('p', { id: 'out' }, record.data ? `${record.data.id}: ${record.data.name}` : record.status);
}

const shown = () => container.querySelector('#out')?.textContent;

describe('a declared resource', () => {
  it('lists through its list call, reads the rows the resource names, and saves them under its type', async () => {
    root.render(createElement(List, { past: false }));
    await vi.waitFor(() => expect(shown()).toBe('Merdeka,Deepavali of 2'));
    expect(new URL(requested[0]).pathname).toBe('/api/holidays/aggregation');
    expect(new URL(requested[0]).searchParams.get('page')).toBe('1');
    await vi.waitFor(async () => expect((await readQuery<Holiday>('holiday', listCacheQuery('/api/holidays/aggregation', search({ past: false }, 1))))?.rows.map((h) => h.id)).toEqual(['h1', 'h2']));
  });

  it('takes another call for a query served by its own path', async () => {
    root.render(createElement(List, { past: true }));
    await vi.waitFor(() => expect(shown()).toBe('Wesak of 1'));
    expect(new URL(requested[0]).pathname).toBe('/api/holidays/past');
  });

  it('fetches one record through its record call and keeps it for offline as <type>:<id>', async () => {
    root.render(createElement(Record, { id: 'h 9' }));
    await vi.waitFor(() => expect(shown()).toBe('h 9: Hari Raya'));
    expect(new URL(requested[0]).pathname).toBe('/api/holidays/h%209');
    await vi.waitFor(async () => expect((await readRecord<Holiday>('holiday', 'h 9'))?.data.name).toBe('Hari Raya'));
  });
});
