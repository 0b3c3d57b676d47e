import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

/**
 * The words of a namespace for a component: `t` and the i18next instance, like react-i18next's hook
 * but at the cost of a lookup per render. react-i18next's builds, per component instance, its own
 * options, a fixed `t` and a copy of the whole i18next instance, and checks every namespace as
 * loaded on each render: on a phone's first paint of a list that was tens of milliseconds of a
 * main thread the page cannot give (DESIGN.md §10).
 *
 * A component renders again when the language changes, or when its namespace arrives after it
 * first rendered (an area's words normally load before its pages, lib/area-words).
 */

const fixedTs = new Map<string, TFunction>();

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  i18next.store?.on('added', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.store?.off('added', onChange);
  };
}

/** One fixed `t` per snapshot (the language, marked while the namespace is missing), namespace and prefix. */
function fixedT(snapshot: string, namespace: string, keyPrefix: string | undefined): TFunction {
  const key = `${snapshot}\u0000${namespace}\u0000${keyPrefix ?? ''}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = i18next.getFixedT(i18next.language, namespace, keyPrefix) as TFunction;
    fixedTs.set(key, t);
  }
  return t;
}

export interface Translation {
  t: TFunction;
  i18n: typeof i18next;
}

export function useTranslation(namespace?: string, options: { keyPrefix?: string } = {}): Translation {
  const ns = namespace ?? (i18next.options?.defaultNS as string | undefined) ?? 'common';
  // The snapshot changes only with the language or with this namespace's arrival, so words added
  // for other screens re-render nothing here.
  const snapshot = useSyncExternalStore(subscribe, () => (i18next.hasResourceBundle(i18next.language, ns) ? i18next.language : `${i18next.language}\u0000missing`));
  return { t: fixedT(snapshot, ns, options.keyPrefix), i18n: i18next };
}
