import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { ENQUIRY_STATUSES } from '@shared/contracts/enquiries';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { ListSearch } from '@app/kit/list/ListSearch';
import { SegmentButtons } from '@app/kit/list/SegmentButtons';
import { EnquiryCard } from './EnquiryCard';
import { DEFAULT_ENQUIRY_QUERY, type EnquiryListQuery } from './enquiry-query';
import { useEnquiryList } from './use-enquiries';
import '@app/shell/record-pages.css';

export default function EnquiryListPage() {
  const { t } = useTranslation('enquiries');
  const [query, setQuery] = useState<EnquiryListQuery>(DEFAULT_ENQUIRY_QUERY);
  const list = useEnquiryList(query);
  // Back from a record or the create page: an enquiry may have moved.
  useViewReturn(() => void list.refresh());

  return (
    <ListPage
      namespace="enquiries"
      list={list}
      filtered={query.search.trim() !== ''}
      onClearFilters={() => setQuery({ ...query, search: '' })}
      filters={
        <>
          <IonToolbar className="filter-toolbar">
            <SegmentButtons
              value={query.status}
              options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onChange={(status) => setQuery({ ...query, status })}
              label={t('list.segments')}
              testIdPrefix="enquiry-segment"
            />
          </IonToolbar>
          <IonToolbar className="filter-toolbar">
            <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => setQuery({ ...query, search })} testId="enquiry-search" />
          </IonToolbar>
        </>
      }
      actions={
        <IonButton routerLink="/admin/enquiry/new" data-testid="enquiry-create-button" aria-label={t('create.title')}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          <span className="hide-below-sm">{t('create.title')}</span>
        </IonButton>
      }
      testIdPrefix="enquiry"
      skeleton={<ListCardSkeleton />}
    >
      {(enquiry) => <EnquiryCard key={enquiry.id} enquiry={enquiry} />}
    </ListPage>
  );
}
