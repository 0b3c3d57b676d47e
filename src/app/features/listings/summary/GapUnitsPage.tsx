import { IonContent } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { gapFilter, isGap } from '../listing-display';
import { UnitCard } from '../tree/cards';
import { PaneList } from '../tree/PaneList';
import { useUnitList } from '../use-listings';
import '../listings.css';

const SUMMARY = '/admin/listing-summary';

/** The units of a property the summary counted as a gap, each a tap from its record. */
export default function GapUnitsPage() {
  const { t } = useTranslation('listings');
  const params = useParams<{ propertyId: string; gap: string }>();
  const gap = isGap(params.gap) ? params.gap : 'without-owner';
  const list = useUnitList(gapFilter(params.propertyId ?? '', gap));
  // Back from a unit whose owner or package was just given: it leaves the list.
  useViewReturn(() => void list.refresh());
  const propertyName = list.items[0]?.propertyName;
  return (
    <>
      <PageHeader title={t(`gaps.${gap}.title`)} backHref={SUMMARY} />
      <IonContent className="page-content">
        <div className="listings-record">
          <PaneList list={list} title={propertyName ?? t(`gaps.${gap}.title`)} empty={t(`gaps.${gap}.empty`)} testId="listings-gap-units">
            {(unit) => <UnitCard key={unit.id} unit={unit} />}
          </PaneList>
        </div>
      </IonContent>
    </>
  );
}
