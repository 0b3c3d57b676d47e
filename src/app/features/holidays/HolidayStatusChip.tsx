import type { HolidayStatus } from '@shared/contracts/holidays';
import { statusChip } from '@app/kit/record/StateChip';

/** Tentative (outlined, amber) until an admin confirms it; confirmed (filled, green). */
export const HolidayStatusChip = statusChip<HolidayStatus>({
  namespace: 'holidays',
  className: 'holiday-status',
  outline: (status) => status === 'tentative',
  testId: 'holidays-status',
  marked: true,
});
