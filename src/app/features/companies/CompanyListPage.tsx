import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { CompanyCard } from './CompanyCard';
import { CompanyListFilters } from './CompanyListFilters';
import { DEFAULT_COMPANY_QUERY, type CompanyListQuery } from './company-query';
import { useCompanyList } from './use-companies';

export default function CompanyListPage() {
  const { t } = useTranslation('companies');
  const { profile } = useSession();
  const [query, setQuery] = useState<CompanyListQuery>(DEFAULT_COMPANY_QUERY);
  const list = useCompanyList(query);
  // Back from a record or the create page: a company may have changed.
  useViewReturn(() => void list.refresh());
  const filtered = query.search.trim() !== '' || query.active !== null;

  return (
    <ListPage
      namespace="companies"
      list={list}
      filtered={filtered}
      onClearFilters={() => setQuery(DEFAULT_COMPANY_QUERY)}
      filters={<CompanyListFilters query={query} onChange={setQuery} />}
      actions={
        can(profile, P.company.create) ? (
          <IonButton routerLink="/admin/company/new" data-testid="company-create-button" aria-label={t('create.title')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            <span className="hide-below-sm">{t('create.title')}</span>
          </IonButton>
        ) : null
      }
      testIdPrefix="company"
      skeleton={<ListCardSkeleton />}
    >
      {(company) => <CompanyCard key={company.id} company={company} />}
    </ListPage>
  );
}
