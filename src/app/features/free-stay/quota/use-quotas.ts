import { useCallback, useRef, useState } from 'react';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { freeStay } from '@shared/contracts/plain/free-stay';
import { api, interactiveEffects } from '@app/lib/api';
import { applyFailureEffects, isApiError } from '@app/lib/api-errors';
import { createIdempotencyKeeper } from '@app/lib/idempotency';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { quotaMonthView } from '../views';

/** One month of daily quotas (used, pending, overridden), saved on the device for reading offline. */
export function useQuotaMonth(month: string) {
  return useResourceView(quotaMonthView, month);
}

export type SaveOutcome = { ok: true; day: QuotaDay } | { ok: false; tooLow: number } | { ok: false; message: string; field: boolean };

/**
 * Changes one day's quota (online only: a quota is read by every approval, a stale one queued offline would be
 * worse than none). The key is kept until it succeeds, so a repeat after a lost answer is not applied twice. A
 * quota below what approved stays already use is refused with the count, said in the sheet, not as a toast.
 */
export function useSetQuota() {
  const keeper = useRef(createIdempotencyKeeper());
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (date: string, quota: number | null): Promise<SaveOutcome> => {
    const action = `quota:${date}`;
    setSaving(true);
    try {
      const day = await api.call(freeStay.setQuota, { params: { date }, body: { quota }, idempotencyKey: keeper.current.keyFor(action, quota), quiet: true });
      keeper.current.settle(action);
      return { ok: true, day };
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        keeper.current.settle(action);
        // The contract's schema (and zod) only when a save is refused: the page's first paint needs neither.
        const { quotaTooLow } = await import('@shared/contracts/free-stay');
        const body = quotaTooLow.safeParse(error.body);
        if (body.success) return { ok: false, tooLow: body.data.used };
      }
      // Sign-out, password change and the like still happen; the message is said in the sheet.
      if (isApiError(error) && error.status !== 400 && error.status !== 409) applyFailureEffects(error, { ...interactiveEffects, toast: () => undefined });
      return { ok: false, message: error instanceof Error ? error.message : '', field: isApiError(error) && error.status === 400 };
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
