import { useResourceView } from '@app/kit/resource/use-resource-view';
import { roomTypeUnitsView } from '../views';

export type { UnitOption } from '../views';

/**
 * The active units of a room type, for the approver to pick one (required to approve a room-type request) when the
 * request does not carry the units free for its nights (one saved on the device before the server told them).
 */
export function useRoomTypeUnits(roomTypeId: string | null) {
  const { data, status } = useResourceView(roomTypeUnitsView, roomTypeId ?? undefined);
  return { units: data?.units ?? [], status };
}
