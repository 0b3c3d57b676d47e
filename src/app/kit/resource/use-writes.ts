import { useState } from 'react';
import type { CallBody, CallDescriptor, CallParams, CallResult } from '@shared/contracts/call';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';

/** A write by its contract call: `(body)` for a new record, `(id, body)` for one of the record in its path. */
export type Write<C extends CallDescriptor> = CallParams<C> extends { id: string }
  ? (id: string, body: CallBody<C>) => Promise<Outcome<CallResult<C>>>
  : (body: CallBody<C>) => Promise<Outcome<CallResult<C>>>;

export type Writes<W extends Record<string, CallDescriptor>> = { [K in keyof W]: Write<W[K]> } & {
  /** The write under way, by its name here (or a name the area gave `run`). */
  pending: string | null;
  /** For the area's own writes (an upload), sharing the same keys and `pending`. */
  run: ReturnType<typeof useMutationRunner>['run'];
};

const onRecord = (descriptor: CallDescriptor) => /\/:id(\/|$)/.test(descriptor.path);

/**
 * An area's writes from its contract's calls (`{ create: companies.create, update: companies.update }`), named as
 * given: each keeps its Idempotency-Key until it succeeds, so a repeat after a lost answer is not applied twice.
 */
export function useWrites<W extends Record<string, CallDescriptor>>(calls: W): Writes<W> {
  const { run, pending } = useMutationRunner();
  // The calls are the contract's: made once, the writes stay the same functions for the screen's life.
  const [writes] = useState(() =>
    Object.fromEntries(
      Object.entries(calls).map(([name, descriptor]) => {
        const send = (input: object) => api.call(descriptor, input as never);
        const write = onRecord(descriptor)
          ? (id: string, body: unknown) => run(name, { id, body }, (idempotencyKey) => send({ params: { id }, body, idempotencyKey }))
          : (body: unknown) => run(name, body, (idempotencyKey) => send({ body, idempotencyKey }));
        return [name, write];
      }),
    ),
  );
  return { ...(writes as { [K in keyof W]: Write<W[K]> }), pending, run };
}
