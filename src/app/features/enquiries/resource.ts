import { enquiries, type Enquiry } from '@shared/contracts/enquiries';
import { defineResource } from '@app/kit/resource/define-resource';

export const enquiryResource = defineResource({
  type: 'enquiries.enquiry',
  list: enquiries.list,
  record: enquiries.get,
  rows: (answer) => ({ items: answer.enquiries, totalCount: answer.totalCount }),
  id: (enquiry: Enquiry) => enquiry.id,
});
