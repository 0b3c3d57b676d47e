import { useCallback } from 'react';
import { listings } from '@shared/contracts/plain/listings';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import { useRemoteRecord } from '@app/lib/use-remote-record';

export interface UnitOption {
  id: string;
  unitNumber: string;
}

interface RoomTypeUnits {
  roomTypeId: string;
  units: UnitOption[];
}

/** A room type has a handful of units, a few dozen at most: one page holds them. */
const UNITS_LIMIT = 100;

/**
 * The active units of a room type, for the approver to pick one (required to approve a room-type request) when the
 * request does not carry the units free for its nights (one saved on the device before the server told them). Saved
 * on the device, so a card opened online can still be approved offline.
 */
export function useRoomTypeUnits(roomTypeId: string | null) {
  const fetch = useCallback(async (key: string): Promise<RoomTypeUnits> => {
    const answer = await api.call(listings.units, {
      query: encodeListParams({ filter: { roomTypeId: key, status: 'active' }, sort: { unitNumber: 'asc' }, pagination: { limit: UNITS_LIMIT, currentPage: 1 } }),
      quiet: true,
    });
    return { roomTypeId: key, units: answer.units.map((u) => ({ id: u.id, unitNumber: u.unitNumber })) };
  }, []);
  const { data, status } = useRemoteRecord<RoomTypeUnits>(roomTypeId ?? undefined, fetch, { cache: { type: 'free-stay-room-type-units', idOf: (value) => value.roomTypeId } });
  return { units: data?.units ?? [], status };
}
