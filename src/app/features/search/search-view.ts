import type { SearchResult } from '@shared/contracts/search';
import { search } from '@shared/contracts/plain/search';
import { api } from '@app/lib/api';
import { defineView } from '@app/kit/resource/define-view';

/** One search's answer from the server, saved by what was typed, so the same search reads again offline. */
export const searchView = defineView<SearchResult, string>({
  type: 'search.results',
  key: (q) => q.trim().toLowerCase(),
  read: (q) => api.call(search.find, { query: { q: q.trim() }, quiet: true }),
});
