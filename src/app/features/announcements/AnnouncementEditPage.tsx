import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { announcementFields } from './announcement-fields';
import { announcementForm } from './announcement-form';
import { useAnnouncementMutations, useAnnouncementRecord } from './use-announcements';
import './announcements.css';

export default editPageOf(announcementForm, {
  useRecord: (id) => recordLoad(useAnnouncementRecord(id), 'data'),
  useSave: (id) => savingOf(useAnnouncementMutations(), 'update', id),
  recordPath: (id) => `/admin/announcement/${id}`,
  testIdPrefix: 'announcement-edit',
  submitTestId: 'announcement-form-submit',
  recordState: { testIdPrefix: 'announcement' },
  fields: announcementFields,
});
