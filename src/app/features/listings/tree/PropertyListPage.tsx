import { useState } from 'react';
import { IonButton, IonContent, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { PageHeader } from '@app/shell/PageHeader';
import { LISTINGS_HOME } from '../listing-display';
import { DEFAULT_PROPERTY_QUERY, isPropertyQueryFiltered, type PropertyListQuery } from '../listing-query';
import { usePropertyList } from '../use-listings';
import { PropertyCard } from './cards';
import { PaneList } from './PaneList';
import { PropertyFilters } from './PropertyFilters';
import { TreeSplit } from './TreeSplit';
import { useWide } from './use-wide';
import '../listings.css';

function CreateButton() {
  const { t } = useTranslation('listings');
  const { profile } = useSession();
  if (!can(profile, P.listing.create)) return null;
  return (
    <IonButton routerLink={`${LISTINGS_HOME}/properties/new`} data-testid="listings-property-create" aria-label={t('property.create.title')}>
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      <span className="hide-below-sm">{t('property.create.title')}</span>
    </IonButton>
  );
}

/** The tree's first level: every property, searched and narrowed by company and state. */
export default function PropertyListPage() {
  const { t } = useTranslation('listings');
  const wide = useWide();
  const [query, setQuery] = useState<PropertyListQuery>(DEFAULT_PROPERTY_QUERY);
  const list = usePropertyList(query);
  // Back from a record or a form: a property may have changed.
  useViewReturn(() => void list.refresh());
  const filters = <PropertyFilters query={query} onChange={setQuery} />;

  if (!wide) {
    return (
      <ListPage
        namespace="listings"
        list={list}
        filtered={isPropertyQueryFiltered(query)}
        onClearFilters={() => setQuery(DEFAULT_PROPERTY_QUERY)}
        filters={filters}
        actions={<CreateButton />}
        testIdPrefix="listings-property"
        skeleton={<ListCardSkeleton />}
      >
        {(property) => <PropertyCard key={property.id} property={property} />}
      </ListPage>
    );
  }
  return (
    <>
      <PageHeader title={t('list.title')} actions={<CreateButton />}>
        {filters}
      </PageHeader>
      <IonContent className="page-content">
        <TreeSplit
          pane={
            <PaneList list={list} title={t('list.properties')} empty={isPropertyQueryFiltered(query) ? t('list.emptyFilteredTitle') : t('list.emptyTitle')} testId="listings-property-pane">
              {(property) => <PropertyCard key={property.id} property={property} />}
            </PaneList>
          }
        >
          <div className="listings-choose" data-testid="listings-choose">
            <p>{t('list.choose')}</p>
          </div>
        </TreeSplit>
      </IonContent>
    </>
  );
}
