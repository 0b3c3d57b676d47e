// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from '../../support/react-root';
import { classifyFailure } from '@app/lib/api-errors';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useServerOptions } from '@app/kit/picker/server-options';

type Search = (query: string, signal: AbortSignal) => Promise<PickerOption[]>;

function Options({ search }: { search: Search }) {
  const { options, refused } = useServerOptions(true, '', search);
  return <span>{refused ? 'refused' : options.map((o) => o.label).join(',') || 'none'}</span>;
}

const dom = rootPerTest();

async function shownFor(search: Search): Promise<string | null> {
  await act(async () => dom.root.render(<Options search={search} />));
  // The first search runs on a zero-delay timer; its answer settles in the act below.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return dom.container.textContent;
}

describe('server picker options', () => {
  it('shows what the server found', async () => {
    expect(await shownFor(async () => [{ value: 'o1', label: 'Tan Kok Wah' }])).toBe('Tan Kok Wah');
  });

  it('tells a 403 (the admin lacks the view code) apart from nothing matching', async () => {
    expect(await shownFor(() => Promise.reject(classifyFailure(403, { message: 'Forbidden' })))).toBe('refused');
  });

  it('keeps any other failure as no options, not as a refusal', async () => {
    expect(await shownFor(() => Promise.reject(classifyFailure(500, { message: 'Boom' })))).toBe('none');
    expect(await shownFor(async () => [])).toBe('none');
  });
});
