import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ApprovalItem, ApprovalKind } from '@shared/contracts/approvals';
import type { DeclaredInboxKind, InboxCardProps } from '@app/kit/inbox/define-inbox';
import { INBOX_KINDS } from './kinds';

type Record = ApprovalItem['record'];
type CardComponent = ComponentType<InboxCardProps<Record>>;
type Card = LazyExoticComponent<CardComponent>;

/**
 * Each kind's card module is fetched once; one already here draws without suspending (no skeleton
 * in its place for a frame). A kind keeps the component it was first drawn with: a new type would
 * remount its cards.
 */
const cards = new Map<ApprovalKind, Card | CardComponent>();
const loaded = new Map<ApprovalKind, CardComponent>();
export function cardOf(kind: DeclaredInboxKind): Card | CardComponent {
  const card = cards.get(kind.kind) ?? loaded.get(kind.kind) ?? lazy(kind.card);
  cards.set(kind.kind, card);
  return card;
}

/**
 * Asks for every kind's card code at once, while the list is still on its way (issue 25: fetched
 * only once the list answered, each kind's card was another round trip before a card could draw).
 */
export function preloadCards(kinds: readonly DeclaredInboxKind[] = INBOX_KINDS): void {
  for (const kind of kinds) {
    if (loaded.has(kind.kind)) continue;
    kind.card().then(
      (module) => loaded.set(kind.kind, module.default as CardComponent),
      // The card's own Suspense fetches it again, and shows its failure where it belongs.
      () => undefined,
    );
  }
}

