import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { propertyPath } from '../listing-display';
import { useListingMutations, useProperty } from '../use-listings';
import { propertyFields } from './listing-fields';
import { propertyForm } from './use-listing-forms';
import '../listings.css';

export default editPageOf(propertyForm, {
  words: 'property.edit',
  useRecord: (id) => recordLoad(useProperty(id), 'data'),
  useSave: (id) => savingOf(useListingMutations(), 'updateProperty', id),
  recordPath: propertyPath,
  testIdPrefix: 'listings-property',
  recordState: { keyPrefix: 'property', testIdPrefix: 'listings-property' },
  fields: propertyFields,
});
