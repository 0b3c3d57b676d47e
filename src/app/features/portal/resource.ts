import type { Unit } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import { defineResource } from '@app/kit/resource/define-resource';

/**
 * The owner's units, as the portal's list keeps them on the device (the record page saves its own copy). Its own record type: the cache is claimed for the
 * signed-in account, and the owner's view of a unit (only their own ownership periods) is not the admin's.
 */
export const portalUnitResource = defineResource({
  type: 'portal.unit',
  list: listings.units,
  rows: (answer) => ({ items: answer.units, totalCount: answer.totalCount }),
  id: (unit: Unit) => unit.id,
});
