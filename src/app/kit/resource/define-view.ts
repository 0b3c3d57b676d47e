/**
 * A read that is neither a paged list nor one record by id (a history, a calendar month, a report, a
 * search): one answer per key, saved on the device as `<type>:<key>`, so the screen opens offline and
 * says how old what it shows is. An area declares it beside its resources (DESIGN.md §3).
 */
export interface ResourceView<T, P = string> {
  /** `<area>.<view>` (kebab-case), or a resource's type when the view reads that resource's records. */
  type: string;
  /** The saved copy's key for these params; the params themselves when they are a string. */
  key?(params: P): string;
  read(params: P): Promise<T>;
  /** The saved copy's id when it is not the key (a rider opened by account number is saved by user id). */
  idOf?(value: T): string;
  /** For keys that are not ids: which saved row of the type answers this key. */
  matches?(value: T, key: string): boolean;
}

/** Checks a view against the type while keeping its answer and params types for the hook. */
export function defineView<T, P = string>(view: ResourceView<T, P>): ResourceView<T, P> {
  return view;
}

/** The key a view saves these params under. */
export function viewKey<T, P>(view: ResourceView<T, P>, params: P): string {
  return view.key ? view.key(params) : String(params);
}
