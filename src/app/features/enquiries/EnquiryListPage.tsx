import { useTranslation } from '@app/lib/use-translation';
import { ENQUIRY_STATUSES } from '@shared/contracts/enquiries';
import { ListPage } from '@app/kit/list/ListPage';
import { EnquiryCard } from './EnquiryCard';
import { DEFAULT_ENQUIRY_QUERY } from './enquiry-query';
import { useEnquiryList } from './use-enquiries';

export default function EnquiryListPage() {
  const { t } = useTranslation('enquiries');
  return (
    <ListPage
      namespace="enquiries"
      initial={DEFAULT_ENQUIRY_QUERY}
      useList={useEnquiryList}
      filters={{
        segments: { key: 'status', kept: true, label: t('list.segments'), testIdPrefix: 'enquiry-segment', options: ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })) },
        search: { placeholder: t('list.searchPlaceholder'), testId: 'enquiry-search' },
      }}
      create={{ path: '/admin/enquiry/new', permission: null, testId: 'enquiry-create-button' }}
      testIdPrefix="enquiry"
    >
      {(enquiry) => <EnquiryCard key={enquiry.id} enquiry={enquiry} />}
    </ListPage>
  );
}
