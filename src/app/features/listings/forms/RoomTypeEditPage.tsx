import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { roomTypePath } from '../listing-display';
import { useListingMutations, useRoomType } from '../use-listings';
import { roomTypeFields } from './listing-fields';
import { roomTypeForm } from './use-listing-forms';
import '../listings.css';

export default editPageOf(roomTypeForm, {
  words: 'roomType.edit',
  useRecord: (id) => recordLoad(useRoomType(id), 'data'),
  useSave: (id) => savingOf(useListingMutations(), 'updateRoomType', id),
  recordPath: roomTypePath,
  testIdPrefix: 'listings-room-type',
  recordState: { keyPrefix: 'roomType', testIdPrefix: 'listings-room-type' },
  fields: roomTypeFields,
});
