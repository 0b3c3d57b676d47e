import { useState } from 'react';
import type { CallBody, CallDescriptor, CallParams, CallResult } from '@shared/contracts/call';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';

/** A write by its contract call: `(body)` for a new record, `(id, body)` for one of the record in its path. */
export type Write<C extends CallDescriptor> = CallParams<C> extends { id: string }
  ? (id: string, body: CallBody<C>) => Promise<Outcome<CallResult<C>>>
  : (body: CallBody<C>) => Promise<Outcome<CallResult<C>>>;

/** A file sent to a record as multipart/form-data: the call, and the part the file travels in. */
export interface Upload<C extends CallDescriptor = CallDescriptor> {
  call: C;
  part: string;
}

export type Writes<W extends Record<string, CallDescriptor>, U extends Record<string, Upload> = Record<never, Upload>> = { [K in keyof W]: Write<W[K]> } & {
  [K in keyof U]: (id: string, file: File) => Promise<Outcome<CallResult<U[K]['call']>>>;
} & {
  /** The write under way, by its name here (or a name the area gave `run`). */
  pending: string | null;
  /** For the area's own writes, sharing the same keys and `pending`. */
  run: ReturnType<typeof useMutationRunner>['run'];
};

const onRecord = (descriptor: CallDescriptor) => /\/:id(\/|$)/.test(descriptor.path);

/**
 * An area's writes from its contract's calls (`{ create: companies.create, update: companies.update }`), named as
 * given, and its uploads (`{ uploadLogo: { call: companies.uploadLogo, part: 'logo' } }`): each keeps its
 * Idempotency-Key until it succeeds, so a repeat after a lost answer is not applied twice.
 */
export function useWrites<W extends Record<string, CallDescriptor>, U extends Record<string, Upload> = Record<never, Upload>>(
  calls: W,
  uploads?: U,
): Writes<W, U> {
  const { run, pending } = useMutationRunner();
  // The calls are the contract's: made once, the writes stay the same functions for the screen's life.
  const [writes] = useState(() => {
    const send = (descriptor: CallDescriptor, input: object) => api.call(descriptor, input as never);
    const bodyWrites = Object.entries(calls).map(([name, descriptor]) => {
      const write = onRecord(descriptor)
        ? (id: string, body: unknown) => run(name, { id, body }, (idempotencyKey) => send(descriptor, { params: { id }, body, idempotencyKey }))
        : (body: unknown) => run(name, body, (idempotencyKey) => send(descriptor, { body, idempotencyKey }));
      return [name, write];
    });
    const fileWrites = Object.entries(uploads ?? {}).map(([name, { call, part }]) => {
      const write = (id: string, file: File) => {
        const form = new FormData();
        form.append(part, file, file.name);
        // The file's name, size and date tell one choice from another: a new file is a new upload.
        return run(name, { id, name: file.name, size: file.size, at: file.lastModified }, (idempotencyKey) => send(call, { params: { id }, form, idempotencyKey }));
      };
      return [name, write];
    });
    return Object.fromEntries([...bodyWrites, ...fileWrites]);
  });
  return { ...(writes as Omit<Writes<W, U>, 'pending' | 'run'>), pending, run } as Writes<W, U>;
}
