import { z } from 'zod';
import { defineCall } from './call';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_ROUTES } from './plain/search';

export const searchQuery = z.object({ q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH) }).strict();

/**
 * One record found: `title` is what it is called (a guest's name, a unit's number), `detail` what tells it apart
 * (a code, a property, an account number).
 * `rank`: 0 the whole of a code or number, 1 the start of a word, 2 anywhere; the hits come ranked, then newest first.
 */
export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** A date the record is known by (a stay's or request's check-in), for the app to write in the reader's language. */
  on: z.string().nullable(),
  rank: z.number().int().min(0).max(2),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResult = z.object({ hits: z.array(searchHit) });
export type SearchResult = z.infer<typeof searchResult>;

export const search = {
  find: defineCall({ ...SEARCH_ROUTES.find, query: searchQuery, response: searchResult }),
};
