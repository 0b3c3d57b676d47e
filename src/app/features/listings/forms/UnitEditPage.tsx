import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { unitPath } from '../listing-display';
import { useListingMutations, useUnit } from '../use-listings';
import { unitFields } from './listing-fields';
import { unitForm } from './use-listing-forms';
import '../listings.css';

export default editPageOf(unitForm, {
  words: 'unit.edit',
  useRecord: (id) => recordLoad(useUnit(id), 'data'),
  useSave: (id) => savingOf(useListingMutations(), 'updateUnit', id),
  recordPath: unitPath,
  testIdPrefix: 'listings-unit',
  recordState: { keyPrefix: 'unit', testIdPrefix: 'listings-unit' },
  fields: unitFields,
});
