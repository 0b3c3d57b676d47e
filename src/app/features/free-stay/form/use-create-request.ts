import { freeStay } from '@shared/contracts/plain/free-stay';
import { useWrites } from '@app/kit/resource/use-writes';

/**
 * Creating a request, online only: it is checked against the quota and the unit as it is sent, and an admin waiting
 * on a queued request would not know it was never made. Its Idempotency-Key is kept until it succeeds.
 */
export const useCreateRequest = () => useWrites({ create: freeStay.create });
