import { createPageOf, saving } from '@app/kit/page/define-pages';
import { announcementFields } from './announcement-fields';
import { announcementForm } from './announcement-form';
import { useAnnouncementMutations } from './use-announcements';
import './announcements.css';

export default createPageOf(announcementForm, {
  backHref: () => '/admin/announcement',
  testIdPrefix: 'announcement-create',
  submitTestId: 'announcement-form-submit',
  useSave: () => saving(useAnnouncementMutations(), 'create'),
  done: (record) => ({ title: record.titleEn }),
  savedPath: (record) => `/admin/announcement/${record.id}`,
  fields: announcementFields,
});
