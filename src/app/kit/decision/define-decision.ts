import { callRequest, type CallBody, type CallDescriptor, type CallParams } from '@shared/contracts/call';
import type { NewOutboxItem } from '@app/offline/outbox-types';

/**
 * A decision an area declares (DESIGN.md §3, §7): which call it makes, with what, and what the
 * cached record shows until the server answers. The outbox item is built from this alone, so every
 * area's items have the same shape and items queued by older versions still replay.
 */

/** What the admin chooses when deciding; a `remark: string` in it is kept on the item for the outbox screen. */
export type DecisionInput = object;

function remarkOf(input: DecisionInput): string | undefined {
  return 'remark' in input && typeof input.remark === 'string' ? input.remark : undefined;
}

/** The body without `expected`: the declaration's `expected` fills it in. */
type BodyOf<C> = CallBody<C> extends infer B ? (B extends object ? Omit<B, 'expected'> : B) : never;

export interface DecisionDeclaration<R extends { id: string }, I extends DecisionInput, C extends CallDescriptor> {
  /** The cache type of the record it touches: the item's record key is `<type>:<id>`. */
  type: string;
  /** `user.approve`: the outbox screen names the item from this, and replays route by it. */
  kind: string | ((input: I) => string);
  call: C;
  /** The call's path parameters; left out, a path naming `:id` gets the record's id. */
  params?(record: R): CallParams<C>;
  body(record: R, input: I): BodyOf<C>;
  /** The state the admin saw: sent as `expected`, so the server answers 409 if the record moved on. */
  expected?(record: R): unknown;
  /** The change the cached record shows at once. */
  patch(record: R, input: I): Record<string, unknown>;
  /** How the outbox screen names the record; its key when left out. */
  title?(record: R): string;
}

export interface Decision<R extends { id: string }, I extends DecisionInput> {
  readonly type: string;
  recordKey(record: Pick<R, 'id'>): string;
  /** The outbox item; its idempotency key and admin are the outbox's to add when it is queued. */
  item(record: R, input: I): NewOutboxItem;
}

/** `<type>:<id>`, as the cache stores rows and the outbox orders one record's items. */
export function recordKeyOf(type: string, id: string): string {
  return `${type}:${id}`;
}

export function defineDecision<R extends { id: string }, I extends DecisionInput, C extends CallDescriptor>(
  declaration: DecisionDeclaration<R, I, C>,
): Decision<R, I> {
  const { type, kind, call, params, body, expected, patch, title } = declaration;
  const recordKey = (record: Pick<R, 'id'>) => recordKeyOf(type, record.id);
  return {
    type,
    recordKey,
    item(record, input) {
      const sent = expected ? { ...(body(record, input) as object), expected: expected(record) } : body(record, input);
      return {
        kind: typeof kind === 'string' ? kind : kind(input),
        recordKey: recordKey(record),
        title: title ? title(record) : recordKey(record),
        // A decision without a remark (a toggle) stores none, as its items always have.
        ...(remarkOf(input) === undefined ? {} : { remark: remarkOf(input) }),
        request: callRequest(call, (params ? params(record) : { id: record.id }) as CallParams<C>, sent as CallBody<C>),
        patch: patch(record, input),
      };
    },
  };
}
