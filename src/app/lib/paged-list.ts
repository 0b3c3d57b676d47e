/**
 * The state of a list read page by page (infinite scroll), as a pure reducer so the rules can be
 * tested: pages merge by id, a refresh keeps what is on screen, and a decided card can leave the
 * list at once and come back where it was if the decision fails.
 */
export interface PageOf<T> {
  items: T[];
  totalCount: number;
}

export type PagedStatus = 'loading' | 'ready' | 'error';

/** Where the rows on screen came from: this device's copy, or the server just now. */
export type DataSource = 'cache' | 'server';

/**
 * Saved rows are painted a screenful at a time and the rest shown as the admin scrolls: a
 * thousand cards at once would not paint within the 200 ms an offline list is given.
 */
export const CACHE_REVEAL_STEP = 20;

export interface PagedState<T> {
  items: T[];
  totalCount: number;
  status: PagedStatus;
  error: unknown;
  /** Loading a further page failed; the admin can retry from the bottom of the list. */
  moreFailed: boolean;
  /** The last further page brought nothing new: stop asking until the next refresh. */
  exhausted: boolean;
  /** Cards taken out while their decision is on its way, with where they stood. */
  held: Record<string, { item: T; index: number }>;
  /**
   * Cards whose decision is safe on this device but not yet answered: gone from the list, kept here
   * so a refusal can give them back where they were (the server still has them waiting).
   */
  settled: Record<string, { item: T; index: number }>;
  /** Null until the first rows arrive. */
  source: DataSource | null;
  /** When the rows shown were fetched from the server (ms). */
  fetchedAt: number | null;
  /** The refresh failed: the rows are what this device saved, or what the server said earlier. */
  stale: boolean;
  /** This filter was never fetched: the rows are saved rows filtered here, not checked with the server. */
  answeredLocally: boolean;
  /** How many saved rows are shown while the rows come from the cache. */
  revealed: number;
}

export type PagedAction<T> =
  | { type: 'start'; keep: boolean }
  | { type: 'loaded'; list: PageOf<T>; append: boolean; fetchedAt?: number }
  | { type: 'cached'; list: PageOf<T>; fetchedAt: number; local: boolean }
  | { type: 'stale'; error: unknown }
  | { type: 'reveal' }
  | { type: 'failed'; error: unknown }
  | { type: 'moreFailed' }
  | { type: 'take'; id: string }
  | { type: 'settle'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'giveBack'; id: string }
  | { type: 'replace'; item: T };

export function initialPagedState<T>(): PagedState<T> {
  return {
    items: [],
    totalCount: 0,
    status: 'loading',
    error: null,
    moreFailed: false,
    exhausted: false,
    held: {},
    settled: {},
    source: null,
    fetchedAt: null,
    stale: false,
    answeredLocally: false,
    revealed: CACHE_REVEAL_STEP,
  };
}

/**
 * Which page to ask for next. Cards that left the list shift the server's pages up, so the next
 * page is counted from what is shown; an overlap is removed by id when it arrives.
 */
export function nextPageNumber(shown: number, limit: number): number {
  return Math.floor(shown / limit) + 1;
}

/**
 * Whether scrolling down brings more: saved rows not yet shown, or a further server page. Rows
 * from the cache, or a refresh that failed, never ask the server for more (offline, the
 * spinner at the bottom would never end).
 */
export function hasMorePages<T>(state: PagedState<T>): boolean {
  if (state.status !== 'ready') return false;
  if (state.source === 'cache') return state.revealed < state.items.length;
  return !state.stale && !state.exhausted && state.items.length < state.totalCount;
}

/** The rows on screen: all of them, or while they come from the cache, as many as were revealed. */
export function visibleItems<T>(state: Pick<PagedState<T>, 'source' | 'items' | 'revealed'>): T[] {
  return state.source === 'cache' && state.items.length > state.revealed ? state.items.slice(0, state.revealed) : state.items;
}

export function pagedReducer<T>(getId: (item: T) => string) {
  return (state: PagedState<T>, action: PagedAction<T>): PagedState<T> => {
    switch (action.type) {
      case 'start':
        return action.keep && state.items.length ? { ...state, moreFailed: false, exhausted: false } : initialPagedState<T>();
      case 'loaded': {
        const heldIds = new Set(Object.keys(state.held));
        const incoming = action.list.items.filter((item) => !heldIds.has(getId(item)));
        if (!action.append) {
          return {
            ...state,
            items: incoming,
            totalCount: action.list.totalCount,
            status: 'ready',
            error: null,
            moreFailed: false,
            exhausted: false,
            source: 'server',
            fetchedAt: action.fetchedAt ?? state.fetchedAt,
            stale: false,
            answeredLocally: false,
          };
        }
        const seen = new Set(state.items.map(getId));
        const fresh = incoming.filter((item) => !seen.has(getId(item)));
        return {
          ...state,
          items: [...state.items, ...fresh],
          totalCount: action.list.totalCount,
          moreFailed: false,
          exhausted: fresh.length === 0,
          // The server answered: the network is back.
          stale: false,
        };
      }
      case 'cached': {
        // The server's answer is already on screen: a late read of the cache does not replace it.
        if (state.source === 'server') return state;
        const heldIds = new Set(Object.keys(state.held));
        return {
          ...state,
          items: action.list.items.filter((item) => !heldIds.has(getId(item))),
          totalCount: action.list.totalCount,
          status: 'ready',
          error: null,
          moreFailed: false,
          exhausted: false,
          source: 'cache',
          fetchedAt: action.fetchedAt,
          stale: false,
          answeredLocally: action.local,
          revealed: CACHE_REVEAL_STEP,
        };
      }
      case 'stale':
        return state.status === 'ready' ? { ...state, stale: true, error: action.error } : state;
      case 'reveal':
        return state.source === 'cache' ? { ...state, revealed: state.revealed + CACHE_REVEAL_STEP } : state;
      case 'failed':
        return state.items.length ? { ...state, error: action.error } : { ...initialPagedState<T>(), status: 'error', error: action.error };
      case 'moreFailed':
        return { ...state, moreFailed: true };
      case 'take': {
        const index = state.items.findIndex((item) => getId(item) === action.id);
        if (index < 0) return state;
        return {
          ...state,
          items: state.items.filter((_, i) => i !== index),
          held: { ...state.held, [action.id]: { item: state.items[index], index } },
        };
      }
      case 'settle': {
        const entry = state.held[action.id];
        if (!entry) return state;
        const { [action.id]: _settled, ...held } = state.held;
        return { ...state, held, settled: { ...state.settled, [action.id]: entry }, totalCount: Math.max(0, state.totalCount - 1) };
      }
      case 'giveBack': {
        // The server refused the decision: the card is waiting again, where it stood (once; a refresh may have brought it already).
        const entry = state.settled[action.id];
        if (!entry) return state;
        const { [action.id]: _returned, ...settled } = state.settled;
        if (state.items.some((item) => getId(item) === action.id)) return { ...state, settled };
        const items = [...state.items];
        items.splice(Math.min(entry.index, items.length), 0, entry.item);
        return { ...state, items, settled, totalCount: state.totalCount + 1 };
      }
      case 'restore': {
        const entry = state.held[action.id];
        if (!entry) return state;
        const { [action.id]: _restored, ...held } = state.held;
        const items = [...state.items];
        items.splice(Math.min(entry.index, items.length), 0, entry.item);
        return { ...state, items, held };
      }
      case 'replace':
        return { ...state, items: state.items.map((item) => (getId(item) === getId(action.item) ? action.item : item)) };
      default:
        return state;
    }
  };
}
