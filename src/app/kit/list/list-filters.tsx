import type { ReactNode } from 'react';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { ListSearch } from './ListSearch';
import { SegmentButtons } from './SegmentButtons';
import '@app/shell/record-pages.css';
import './list-filters.css';

/** One select of the filter row, on one key of the query. */
export type ListSelect<Q> = {
  [K in keyof Q]: {
    key: K;
    label: string;
    testId: string;
    wide?: boolean;
    options: readonly FilterOption<Q[K]>[];
    /** An order, not a filter: a list sorted otherwise still shows every record. */
    sort?: boolean;
  };
}[keyof Q];

/** Segments (all, pending, banned…) over one key of the query. */
export type ListSegments<Q> = {
  [K in keyof Q]: Q[K] extends string
    ? {
        key: K;
        label: string;
        testIdPrefix: string;
        options: readonly { value: Q[K]; label: string }[];
        /** A view rather than a filter (an inbox's status): it stays when the filters are cleared. */
        kept?: boolean;
      }
    : never;
}[keyof Q];

/** What a list page filters by, drawn by the kit: segments, then the search box, then a row of selects. */
export interface ListFilterSpec<Q> {
  /** The search box, on the query's `search`. */
  search?: { placeholder: string; testId: string };
  segments?: ListSegments<Q>;
  selects?: readonly ListSelect<Q>[];
  /** The select row's width from a tablet up, when its one select would read too wide. */
  narrowRow?: boolean;
}

/** The query's search text; a list without a search box has none. */
const searchOf = (query: object): string => ('search' in query && typeof query.search === 'string' ? query.search : '');

/** The query hides some records: the search has text, or a filter is off its opening value. */
export function isFilteredBy<Q extends object>(spec: ListFilterSpec<Q>, initial: Q, query: Q): boolean {
  const keys = [...(spec.selects ?? []).filter((select) => !select.sort).map((select) => select.key), ...(spec.segments && !spec.segments.kept ? [spec.segments.key] : [])];
  return (spec.search !== undefined && searchOf(query).trim() !== '') || keys.some((key) => query[key] !== initial[key]);
}

/** The opening query, with the kept segment where the admin left it. */
export function clearedBy<Q>(spec: ListFilterSpec<Q>, initial: Q, query: Q): Q {
  return spec.segments?.kept ? { ...initial, [spec.segments.key]: query[spec.segments.key] } : initial;
}

/** The toolbars a filter spec draws under the page's title. */
export function ListFilters<Q extends object>({ spec, query, onChange, children }: { spec: ListFilterSpec<Q>; query: Q; onChange(next: Q): void; children?: ReactNode }) {
  const { search, segments, selects = [] } = spec;
  return (
    <>
      {segments ? (
        <IonToolbar className="filter-toolbar">
          <SegmentButtons
            value={query[segments.key] as string}
            options={segments.options}
            onChange={(value) => onChange({ ...query, [segments.key]: value })}
            label={segments.label}
            testIdPrefix={segments.testIdPrefix}
          />
        </IonToolbar>
      ) : null}
      {search ? (
        <IonToolbar className="filter-toolbar">
          <ListSearch value={searchOf(query)} placeholder={search.placeholder} onChange={(text) => onChange({ ...query, search: text })} testId={search.testId} />
        </IonToolbar>
      ) : null}
      {selects.length > 0 ? (
        <IonToolbar className="filter-toolbar filter-toolbar--selects">
          <FilterSelects selects={selects} query={query} onChange={onChange} className={spec.narrowRow ? 'list-filters__row list-filters__row--narrow' : undefined} />
        </IonToolbar>
      ) : null}
      {children}
    </>
  );
}

/** A row of selects, each on its key of the query; an area's own toolbar may hold one (`className` its own row). */
export function FilterSelects<Q extends object>({ selects, query, onChange, className = 'list-filters__row' }: { selects: readonly ListSelect<Q>[]; query: Q; onChange(next: Q): void; className?: string }) {
  return (
    <div className={className}>
      {selects.map((select) => (
        <FilterSelect<Q[typeof select.key]>
          key={String(select.key)}
          label={select.label}
          wide={select.wide}
          value={query[select.key]}
          onChange={(value) => onChange({ ...query, [select.key]: value })}
          testId={select.testId}
          options={select.options}
        />
      ))}
    </div>
  );
}
