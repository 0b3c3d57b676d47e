import { freeStay } from '@shared/contracts/plain/free-stay';
import { listings } from '@shared/contracts/plain/listings';
import { encodeListParams } from '@shared/list-encode';
import { auditHistoryView } from '@app/kit/record/history-view';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';
import { monthRange, type QuotaMonth } from './quota/month-grid';
import { REQUEST_ENTITY, requestHistoryLines } from './requests/request-history';
import { requestResource } from './resource';

/** A request's audit trail. */
export const requestHistoryView = auditHistoryView(requestResource, REQUEST_ENTITY, requestHistoryLines);

/** One month of daily quotas (used, pending, overridden), saved per `YYYY-MM`. */
export const quotaMonthView = defineView<QuotaMonth>({
  type: 'free-stay.quota-month',
  read: async (month) => ({ month, ...(await api.call(freeStay.quotas, { query: monthRange(month) })) }),
  idOf: (value) => value.month,
});

export interface UnitOption {
  id: string;
  unitNumber: string;
}

export interface RoomTypeUnits {
  roomTypeId: string;
  units: UnitOption[];
}

/** A room type has a handful of units, a few dozen at most: one page holds them. */
const UNITS_LIMIT = 100;

/** The active units of a room type, saved per room type so a card opened online can still be approved offline. */
export const roomTypeUnitsView = defineView<RoomTypeUnits>({
  type: 'free-stay.room-type-units',
  read: async (roomTypeId) => {
    const answer = await api.call(listings.units, {
      query: encodeListParams({ filter: { roomTypeId, status: 'active' }, sort: { unitNumber: 'asc' }, pagination: { limit: UNITS_LIMIT, currentPage: 1 } }),
      quiet: true,
    });
    return { roomTypeId, units: answer.units.map((u) => ({ id: u.id, unitNumber: u.unitNumber })) };
  },
  idOf: (value) => value.roomTypeId,
});
