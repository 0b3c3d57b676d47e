import { useTranslation } from '@app/lib/use-translation';
import { companies as companiesContract } from '@shared/contracts/companies';
import { MALAYSIAN_STATES } from '@shared/reference/states';
import { P } from '@shared/permissions';
import { ListPage } from '@app/kit/list/ListPage';
import { useFilterOptions } from '@app/kit/list/use-filter-options';
import { LISTINGS_HOME, stateKey } from '../listing-display';
import { DEFAULT_PROPERTY_QUERY } from '../listing-query';
import { usePropertyList } from '../use-listings';
import { PropertyCard } from './cards';
import { PaneList } from './PaneList';
import { TreeSplit } from './TreeSplit';
import { useWide } from './use-wide';
import '../listings.css';

/** The tree's first level: every property, searched and narrowed by company and state. */
export default function PropertyListPage() {
  const { t } = useTranslation('listings');
  const wide = useWide();
  const companies = useFilterOptions(companiesContract.list, 'companies');
  return (
    <ListPage
      namespace="listings"
      initial={DEFAULT_PROPERTY_QUERY}
      useList={usePropertyList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'listings-search' },
        selects: [
          {
            key: 'companyId',
            label: t('list.filterCompany'),
            testId: 'listings-filter-company',
            wide: true,
            options: [{ value: '', label: t('list.allCompanies') }, ...companies],
          },
          {
            key: 'state',
            label: t('list.filterState'),
            testId: 'listings-filter-state',
            options: [{ value: '', label: t('list.allStates') }, ...MALAYSIAN_STATES.map((s) => ({ value: s.code, label: t(stateKey(s.code)) }))],
          },
        ],
      }}
      create={{ path: `${LISTINGS_HOME}/properties/new`, permission: P.listing.create, testId: 'listings-property-create', label: 'property.create.title' }}
      testIdPrefix="listings-property"
      content={
        wide
          ? (list, _query, filtered) => (
              <TreeSplit
                pane={
                  <PaneList list={list} title={t('list.properties')} empty={filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')} testId="listings-property-pane">
                    {(property) => <PropertyCard key={property.id} property={property} />}
                  </PaneList>
                }
              >
                <div className="listings-choose" data-testid="listings-choose">
                  <p>{t('list.choose')}</p>
                </div>
              </TreeSplit>
            )
          : undefined
      }
    >
      {(property) => <PropertyCard key={property.id} property={property} />}
    </ListPage>
  );
}
