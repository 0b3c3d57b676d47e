import type { TFunction } from 'i18next';
import type { AreaDeclaration } from '../kit/area';
import { KIT_WORDS } from '../kit/words';
import { AREAS } from './areas';

/** What the outbox screen says about an item, and where it leads, from the areas' declarations. */
export interface OutboxLookups {
  /** The screen that shows the record an item touched (`<type>:<id>`), when its area has one. */
  recordPath(recordKey: string): string | null;
  /**
   * The i18n key naming a decision kind (`kinds`) or an audit action (`changes`), both
   * `<prefix>.<verb>`, or a field (`fields`) of an item of that kind; null when no area owns it.
   */
  wordKey(part: 'kinds' | 'changes' | 'fields', kind: string, field?: string): string | null;
}

export function outboxLookups(areas: readonly AreaDeclaration[]): OutboxLookups {
  const links = new Map<string, (id: string) => string>();
  const namespaces = new Map<string, string>();
  for (const { outbox } of areas) {
    if (!outbox) continue;
    for (const [type, link] of Object.entries(outbox.records)) links.set(type, link);
    for (const kind of outbox.kinds) namespaces.set(kind, outbox.words);
  }
  return {
    recordPath(recordKey) {
      const at = recordKey.indexOf(':');
      if (at < 0) return null;
      const link = links.get(recordKey.slice(0, at));
      return link ? link(recordKey.slice(at + 1)) : null;
    },
    wordKey(part, kind, field) {
      const namespace = namespaces.get(kind.split('.')[0]);
      if (!namespace) return null;
      return `${namespace}:outbox.${part}.${part === 'fields' ? field : kind}`;
    },
  };
}

const lookups = outboxLookups(AREAS);
export const { recordPath, wordKey } = lookups;

/** The kit's word for a kind's or an action's verb (`approve` of `credit.approve`), for what the area does not word. */
const kitWord = (t: TFunction, part: 'kinds' | 'changes', kind: string, otherwise: string) =>
  t(`${KIT_WORDS}:decision.${part}.${kind.slice(kind.lastIndexOf('.') + 1)}`, { defaultValue: otherwise });

/** What the outbox calls a decision kind (`user.approve`): the owning area's word, else the kit's for its verb, else the kind. */
export function decisionName(t: TFunction, kind: string, areas: OutboxLookups = lookups): string {
  const key = areas.wordKey('kinds', kind);
  return key ? t(key, { defaultValue: kitWord(t, 'kinds', kind, kind) }) : kind;
}

/** What the outbox says an admin did (`credit.approve` → "approved"): the area's word, else the kit's, else `otherwise`. */
export function changeName(t: TFunction, action: string, otherwise: string, areas: OutboxLookups = lookups): string {
  const key = areas.wordKey('changes', action);
  return key ? t(key, { defaultValue: kitWord(t, 'changes', action, otherwise) }) : otherwise;
}
