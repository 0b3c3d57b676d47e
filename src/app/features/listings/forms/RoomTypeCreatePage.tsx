import { createPageOf, saving } from '@app/kit/page/define-pages';
import { propertyPath, roomTypePath } from '../listing-display';
import { useListingMutations } from '../use-listings';
import { roomTypeFields } from './listing-fields';
import { roomTypeForm } from './use-listing-forms';
import '../listings.css';

/** A new room type of the property in the URL. */
export default createPageOf(roomTypeForm, {
  words: 'roomType.create',
  underParent: true,
  backHref: propertyPath,
  testIdPrefix: 'listings-room-type',
  useSave: () => saving(useListingMutations(), 'createRoomType'),
  done: (roomType) => ({ name: roomType.name }),
  savedPath: (roomType) => roomTypePath(roomType.id),
  fields: roomTypeFields,
});
