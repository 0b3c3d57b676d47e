import { newEnquiry } from '@shared/contracts/enquiries';
import { RESERVATION_CHANNELS } from '@shared/contracts/reservations';
import { defineFields } from '@app/kit/form/fields';
import { createPageOf, saving } from '@app/kit/page/define-pages';
import { NationalityField } from './NationalityField';
import { enquiryForm, type EnquiryFormValues } from './enquiry-form';
import { searchUnits, useEnquiryMutations } from './use-enquiries';
import './enquiries.css';

/** Who asked and what they want: contact first, then the nights, the unit and the party. */
const enquiryFields = defineFields<EnquiryFormValues>({
  namespace: 'enquiries',
  testIdPrefix: 'enquiry-form',
  sections: [
    {
      title: 'detail.contact',
      fields: [
        { name: 'name', autocomplete: 'name', schema: newEnquiry.shape.name },
        { name: 'phone', kind: 'tel', autocomplete: 'tel', hint: 'fields.phoneHelp' },
        { name: 'email', kind: 'email', autocomplete: 'email' },
        (form, errors) => (
          <NationalityField value={form.values.guestNationality} onChange={(iso) => form.setField('guestNationality', iso)} error={errors.guestNationality} testId="enquiry-form-nationality" />
        ),
      ],
    },
    {
      title: 'detail.wanted',
      fields: [
        { name: 'checkIn', kind: 'date' },
        { name: 'checkOut', kind: 'date' },
        { name: 'unitId', kind: 'picker', words: 'unit', placeholder: 'fields.unitOptional', search: searchUnits, shownIn: 'unitLabel' },
        { row: [{ name: 'adults', kind: 'numeric' }, { name: 'children', kind: 'numeric' }], className: 'enquiries-pair' },
        { name: 'channel', kind: 'select', options: RESERVATION_CHANNELS, optionWords: 'channel.' },
        { name: 'message', kind: 'textarea', rows: 3, maxlength: 2000 },
      ],
    },
  ],
});

/** An admin logging an enquiry that came by phone or message. */
export default createPageOf(enquiryForm, {
  backHref: () => '/admin/enquiry',
  testIdPrefix: 'enquiry-create',
  submitTestId: 'enquiry-form-submit',
  useSave: () => saving(useEnquiryMutations(), 'create'),
  done: (enquiry) => ({ name: enquiry.name }),
  savedPath: (enquiry) => `/admin/enquiry/${enquiry.id}`,
  fields: enquiryFields,
});
