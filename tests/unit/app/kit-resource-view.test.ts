// @vitest-environment jsdom
import { offlineDbPerTest } from '../../support/offline-db';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineView } from '@app/kit/resource/define-view';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { ApiError } from '@app/lib/api-errors';
import { readRecord, resetCacheSessionForTests, saveRecord } from '@app/offline/cache';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

interface Month {
  propertyId: string;
  month: string;
}
interface Occupancy {
  nights: number;
}

offlineDbPerTest();
let container: HTMLDivElement;
let root: Root;
let answer: (month: Month) => Promise<Occupancy>;
const asked: Month[] = [];

const occupancy = defineView<Occupancy, Month>({
  type: 'holidays.occupancy',
  key: ({ propertyId, month }) => `${propertyId}:${month}`,
  read: (month) => {
    asked.push(month);
    return answer(month);
  },
});

function Occupancy({ month }: { month: Month | undefined }) {
  const view = useResourceView(occupancy, month);
  const text = view.data ? `${view.data.nights} nights from ${view.source}${view.stale ? ', stale' : ''}` : view.status;
  return createElement('p', { id: 'out' }, text);
}

const shown = () => container.querySelector('#out')?.textContent;

beforeEach(() => {
  resetCacheSessionForTests();
  asked.length = 0;
  answer = async ({ month }) => ({ nights: Number(month.slice(5)) * 10 });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

describe('a declared view', () => {
  it('reads with the params of its key and saves the answer as <type>:<key>', async () => {
    root.render(createElement(Occupancy, { month: { propertyId: 'p1', month: '2026-03' } }));
    await vi.waitFor(() => expect(shown()).toBe('30 nights from server'));
    expect(asked).toEqual([{ propertyId: 'p1', month: '2026-03' }]);
    await vi.waitFor(async () => expect((await readRecord<Occupancy>('holidays.occupancy', 'p1:2026-03'))?.data).toEqual({ nights: 30 }));

    root.render(createElement(Occupancy, { month: { propertyId: 'p1', month: '2026-04' } }));
    await vi.waitFor(() => expect(shown()).toBe('40 nights from server'));
    expect(asked.at(-1)).toEqual({ propertyId: 'p1', month: '2026-04' });
  });

  it('asks nothing while its params are undefined', async () => {
    root.render(createElement(Occupancy, { month: undefined }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toEqual([]);
  });

  it('shows the saved copy, marked stale, when the server cannot be reached', async () => {
    await saveRecord('holidays.occupancy', 'p2:2026-05', { nights: 7 }, Date.now() - 60_000);
    answer = () => Promise.reject(new ApiError({ kind: 'network', status: 0, message: 'offline' }));
    root.render(createElement(Occupancy, { month: { propertyId: 'p2', month: '2026-05' } }));
    await vi.waitFor(() => expect(shown()).toBe('7 nights from cache, stale'));
  });
});
