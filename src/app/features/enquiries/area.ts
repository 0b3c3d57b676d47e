import { chatbubblesOutline } from 'ionicons/icons';
import { defineArea } from '@app/kit/area';

/** The enquiry inbox: every signed-in admin (the menu gives it no code); converting asks Reservation create of the server. */
export default defineArea({
  name: 'enquiries',
  menu: { code: 'enquiry', icon: chatbubblesOutline },
  words: { withPages: ['enquiries'] },
  resource: () => import('./resource').then((m) => m.enquiryResource),
  pages: [
    { path: '/admin/enquiry', permission: null, load: () => import('./EnquiryListPage') },
    { path: '/admin/enquiry/new', permission: null, load: () => import('./EnquiryCreatePage') },
    { path: '/admin/enquiry/:id', permission: null, load: () => import('./EnquiryPage') },
  ],
  outbox: {
    words: 'enquiries',
    kinds: ['enquiry'],
    records: { 'enquiries.enquiry': (id) => `/admin/enquiry/${encodeURIComponent(id)}` },
    formerly: { enquiry: 'enquiries.enquiry' },
  },
});
