import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaDeclaration, AreaSlot } from '../kit/area';
import { withAreaWords } from '../lib/area-words';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';
import { useOnline } from '../lib/use-online';

interface Slot {
  name: string;
  shown?: AreaSlot['shown'];
  Component: LazyExoticComponent<ComponentType>;
}

function Nothing() {
  return null;
}

/**
 * The areas' shell slots (kit/area.ts `slot`): nothing until the first screen has drawn what it came for (its list,
 * its record, or their failure; six seconds after the load for a screen that does not say) and the main thread has
 * had a moment with nothing to do; then each slot that is shown to this account, its code and words fetched once. A slot
 * that fails to download draws nothing: it is never what the admin came for. Keyed by the account where it is drawn,
 * so another account's answers are never reused.
 */
export function AreaSlots({ areas, accountId }: { areas: readonly AreaDeclaration[]; accountId: string }) {
  const idle = useAfterFirstScreen();
  const online = useOnline();
  const slots = useMemo<Slot[]>(
    () =>
      areas.flatMap((area) => {
        if (!area.slot) return [];
        const load = area.slot.words === false ? area.slot.load : withAreaWords(area.slot.load, ...(area.words?.withPages ?? []));
        return [{ name: area.name, shown: area.slot.shown, Component: lazy(() => load().catch(() => ({ default: Nothing }))) }];
      }),
    [areas],
  );
  // The answers so far, by slot: shown or not. One that failed is not kept, and is asked again once back online.
  const [answers, setAnswers] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  useEffect(() => {
    if (!idle) return;
    let live = true;
    for (const slot of slots) {
      // A slot shown to everyone needs no answer from the server: it starts offline too (its code is precached).
      if (answers.has(slot.name) || (slot.shown && !online)) continue;
      (slot.shown ? slot.shown(accountId) : Promise.resolve(true)).then(
        (yes) => {
          if (live) setAnswers((before) => new Map(before).set(slot.name, yes));
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [idle, online, slots, accountId, answers]);

  if (!idle) return null;
  return (
    <>
      {slots
        .filter((slot) => answers.get(slot.name) === true)
        .map(({ name, Component }) => (
          <Suspense key={name} fallback={null}>
            <Component />
          </Suspense>
        ))}
    </>
  );
}
