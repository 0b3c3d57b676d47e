import { createPageOf, saving } from '@app/kit/page/define-pages';
import { roomTypePath, unitPath } from '../listing-display';
import { useListingMutations } from '../use-listings';
import { unitFields } from './listing-fields';
import { unitForm } from './use-listing-forms';
import '../listings.css';

/** A new unit of the room type in the URL; its owner and package are given on its record, where their history is. */
export default createPageOf(unitForm, {
  words: 'unit.create',
  underParent: true,
  backHref: roomTypePath,
  testIdPrefix: 'listings-unit',
  useSave: () => saving(useListingMutations(), 'createUnit'),
  done: (unit) => ({ number: unit.unitNumber }),
  savedPath: (unit) => unitPath(unit.id),
  fields: unitFields,
});
