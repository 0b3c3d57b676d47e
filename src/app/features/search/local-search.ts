import type { SearchHit } from '@shared/contracts/search';
import { SEARCH_PER_KIND, type SearchKind } from '@shared/contracts/plain/search';
import { cachedRowsOf } from '@app/offline/cache';

/** What a saved record of another area offers the search, read by name: the search area imports none of them. */
type Row = Record<string, unknown>;
const text = (row: Row, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);

interface LocalKind {
  kind: SearchKind;
  /** The saved records' type (`<area>.<resource>`, as each area declares it). */
  type: string;
  /** The fields searched, the first one the code or number a whole match ranks first. */
  fields: readonly string[];
  hit(row: Row): Omit<SearchHit, 'kind' | 'rank'>;
}

const KINDS: readonly LocalKind[] = [
  {
    kind: 'reservation',
    type: 'reservations.reservation',
    fields: ['code', 'guestName', 'guestPhone', 'guestEmail'],
    hit: (r) => ({ id: String(r.id), title: text(r, 'guestName') ?? text(r, 'code') ?? '', detail: [text(r, 'code'), text(r, 'unitNumber')].filter(Boolean).join(' · '), on: text(r, 'checkIn') }),
  },
  {
    kind: 'unit',
    type: 'listings.unit',
    fields: ['unitNumber', 'propertyName'],
    hit: (r) => ({ id: String(r.id), title: text(r, 'unitNumber') ?? '', detail: text(r, 'propertyName'), on: null }),
  },
  { kind: 'owner', type: 'owners.owner', fields: ['accountNumber', 'name', 'email', 'phone'], hit: (r) => ({ id: String(r.id), title: text(r, 'name') ?? '', detail: text(r, 'accountNumber'), on: null }) },
  { kind: 'user', type: 'users.user', fields: ['accountNumber', 'name', 'email', 'phone'], hit: (r) => ({ id: String(r.id), title: text(r, 'name') ?? '', detail: text(r, 'accountNumber'), on: null }) },
  {
    kind: 'free-stay',
    type: 'free-stay.request',
    fields: ['code', 'accountName', 'accountNumber'],
    hit: (r) => ({ id: String(r.id), title: text(r, 'accountName') ?? '', detail: text(r, 'code'), on: text(r, 'checkIn') }),
  },
];

/** The server's ranking, on one field: 0 the whole of it, 1 its start or a word's, 2 anywhere, null not at all. */
export function rankOf(value: string | null, q: string): 0 | 1 | 2 | null {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v === q) return 0;
  if (v.startsWith(q) || v.includes(` ${q}`)) return 1;
  return v.includes(q) ? 2 : null;
}

/** A saved record's best rank over its fields, the code or number ranking 0 only as a whole. */
function bestRank(row: Row, fields: readonly string[], q: string): 0 | 1 | 2 | null {
  let best: 0 | 1 | 2 | null = null;
  for (const field of fields) {
    const rank = rankOf(text(row, field), q);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * The search over what this device has saved, for when the server cannot be asked (issue 29: on the train). Only the
 * kinds the admin may view (`allowed`), ranked as the server ranks them; `fetchedAt` is the oldest row it found.
 */
export async function searchSaved(q: string, allowed: ReadonlySet<SearchKind>): Promise<{ hits: SearchHit[]; fetchedAt: number | null }> {
  const needle = q.trim().toLowerCase();
  const hits: SearchHit[] = [];
  let fetchedAt: number | null = null;
  for (const kind of KINDS) {
    if (!allowed.has(kind.kind)) continue;
    const found: (SearchHit & { at: number })[] = [];
    for (const row of await cachedRowsOf<Row>(kind.type)) {
      const rank = bestRank(row.data, kind.fields, needle);
      if (rank !== null) found.push({ ...kind.hit(row.data), kind: kind.kind, rank, at: row.fetchedAt });
    }
    found.sort((a, b) => a.rank - b.rank);
    for (const { at, ...hit } of found.slice(0, SEARCH_PER_KIND)) {
      hits.push(hit);
      fetchedAt = fetchedAt === null ? at : Math.min(fetchedAt, at);
    }
  }
  return { hits: hits.sort((a, b) => a.rank - b.rank), fetchedAt };
}
