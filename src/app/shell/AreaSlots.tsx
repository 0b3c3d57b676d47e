import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaDeclaration } from '../kit/area';
import { withAreaWords } from '../lib/area-words';
import { useFirstIdle } from '../lib/use-first-idle';

/** The longest the slots wait for a quiet moment after the page's load. */
const SLOT_IDLE_TIMEOUT_MS = 4000;

interface Slot {
  name: string;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * The areas' shell slots (kit/area.ts `slot`): nothing until the first screen is drawn and the main thread has had a
 * moment with nothing to do, then each slot's code and words, fetched once. A slot that fails to download draws
 * nothing: it is never what the admin came for.
 */
export function AreaSlots({ areas }: { areas: readonly AreaDeclaration[] }) {
  const [idle] = useFirstIdle({ timeoutMs: SLOT_IDLE_TIMEOUT_MS, afterLoad: true });
  const slots = useMemo<Slot[]>(
    () =>
      areas.flatMap((area) => {
        const load = area.slot;
        if (!load) return [];
        const withWords = withAreaWords(load, ...(area.words?.withPages ?? []));
        return [{ name: area.name, Component: lazy(() => withWords().catch(() => ({ default: Nothing }))) }];
      }),
    [areas],
  );
  if (!idle) return null;
  return (
    <>
      {slots.map(({ name, Component }) => (
        <Suspense key={name} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}

function Nothing() {
  return null;
}
