import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { EnquiryFields } from './EnquiryFields';
import { enquiryForm } from './enquiry-form';
import { useEnquiryMutations } from './use-enquiries';
import './enquiries.css';

/** An admin logging an enquiry that came by phone or message. */
export default function EnquiryCreatePage() {
  const { t } = useTranslation('enquiries');
  const { create, pending } = useEnquiryMutations();
  return (
    <CreatePage
      definition={enquiryForm}
      title={t('create.title')}
      backHref="/admin/enquiry"
      submitLabel={t('create.submit')}
      testIdPrefix="enquiry-create"
      submitTestId="enquiry-form-submit"
      save={create}
      busy={pending === 'create'}
      doneMessage={(enquiry) => t('create.done', { name: enquiry.name })}
      savedPath={(enquiry) => `/admin/enquiry/${enquiry.id}`}
    >
      {(form) => <EnquiryFields form={form} />}
    </CreatePage>
  );
}
