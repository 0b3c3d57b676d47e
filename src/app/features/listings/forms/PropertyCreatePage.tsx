import { createPageOf, saving } from '@app/kit/page/define-pages';
import { LISTINGS_HOME, propertyPath } from '../listing-display';
import { useListingMutations } from '../use-listings';
import { propertyFields } from './listing-fields';
import { propertyForm } from './use-listing-forms';
import '../listings.css';

export default createPageOf(propertyForm, {
  words: 'property.create',
  backHref: () => LISTINGS_HOME,
  testIdPrefix: 'listings-property',
  useSave: () => saving(useListingMutations(), 'createProperty'),
  done: (property) => ({ name: property.name }),
  savedPath: (property) => propertyPath(property.id),
  fields: propertyFields,
});
