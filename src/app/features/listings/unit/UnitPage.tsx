import { useState, type ReactNode } from 'react';
import { IonButton } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { UnitDetail } from '@shared/contracts/listings';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { CalendarLink } from '@app/shell/CalendarLink';
import { LISTINGS_HOME, roomTypePath, unitPath } from '../listing-display';
import { UnitCard } from '../tree/cards';
import { FormLink } from '../tree/EditLink';
import { PaneList } from '../tree/PaneList';
import { TreePage } from '../tree/TreePage';
import { unitResource } from '../resource';
import { useUnitList } from '../use-listings';
import { ChangeSheet, type UnitChange } from './ChangeSheet';
import { UnitStatusChip } from './UnitStatusChip';
import { OwnershipHistory, PackageHistory } from './UnitHistory';

/** A row saved from a list has no history yet: it shows empty until the record arrives. */
const historyOf = (unit: UnitDetail) => ({ ownerships: unit.ownerships as UnitDetail['ownerships'] | undefined, packages: unit.packages as UnitDetail['packages'] | undefined });

/** The unit's current owner or package, the button that changes it, and its history below. */
function ChangeSection({ kind, current, none, onChange, children }: { kind: UnitChange; current: string | null; none: string; onChange?: () => void; children: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <section className="listings-section" aria-labelledby={`listings-${kind}-title`}>
      <div className="listings-section__head">
        <div>
          <h2 className="section-title" id={`listings-${kind}-title`}>
            {t(`${kind}.title`)}
          </h2>
          <p className={current ? 'listings-current' : 'listings-current listings-current--gap'} data-testid={`listings-unit-${kind}`}>
            {current ?? none}
          </p>
        </div>
        {onChange ? (
          <IonButton fill="outline" onClick={onChange} data-testid={`listings-change-${kind}`}>
            {t(`${kind}.change`)}
          </IonButton>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function UnitRecord({ unit, onChanged }: { unit: UnitDetail; onChanged(unit: UnitDetail): void }) {
  const { t } = useTranslation('listings');
  const { profile } = useSession();
  const [sheet, setSheet] = useState<UnitChange | null>(null);
  const change = (kind: UnitChange) => (can(profile, P.listing.edit) ? () => setSheet(kind) : undefined);
  const { ownerships = [], packages = [] } = historyOf(unit);
  return (
    <div className="listings-record" data-testid="listings-unit-detail">
      <header className="listings-hero">
        <h1 className="listings-hero__name" data-testid="listings-unit-number">
          {unit.unitNumber}
        </h1>
        <p className="listings-hero__sub">
          {unit.propertyName} · {unit.roomTypeName}
        </p>
        <UnitStatusChip status={unit.status} />
        <FormLink kind="edit" href={`${unitPath(unit.id)}/edit`} code={P.listing.edit} label={t('detail.edit')} testId="listings-unit-edit" />
        <CalendarLink propertyId={unit.propertyId} label={t('unit.calendar')} testId="listings-unit-calendar" />
      </header>
      {unit.notes ? <p className="listings-notes">{unit.notes}</p> : null}
      <ChangeSection kind="owner" current={unit.ownerName} none={t('unit.noOwner')} onChange={change('owner')}>
        <OwnershipHistory ownerships={ownerships} />
      </ChangeSection>
      <ChangeSection kind="package" current={unit.servicePackageName} none={t('unit.noPackage')} onChange={change('package')}>
        <PackageHistory packages={packages} />
      </ChangeSection>
      {/* Mounted only while open, so each opening starts from today's date and a fresh choice. */}
      {sheet ? <ChangeSheet kind={sheet} unit={unit} isOpen onClose={() => setSheet(null)} onChanged={onChanged} /> : null}
    </div>
  );
}

function Siblings({ roomTypeId, selected }: { roomTypeId: string; selected: string | undefined }) {
  const { t } = useTranslation('listings');
  const list = useUnitList({ roomTypeId });
  return (
    <PaneList list={list} title={t('unit.listTitle')} empty={t('unit.empty')} testId="listings-unit-pane">
      {(unit) => <UnitCard key={unit.id} unit={unit} selected={unit.id === selected} />}
    </PaneList>
  );
}

/** A unit: its owner and package with their histories, and the sheets that change them. */
export default function UnitPage() {
  const { t } = useTranslation('listings');
  const page = useRecordPage(unitResource);
  const data = page.record.value;
  return (
    <TreePage
      page={page}
      title={(value) => (value ? t('unit.detail.named', { number: value.unitNumber }) : t('unit.detail.title'))}
      backHref={data ? roomTypePath(data.roomTypeId) : LISTINGS_HOME}
      level="unit"
      pane={data ? <Siblings roomTypeId={data.roomTypeId} selected={page.id} /> : null}
    >
      {(unit) => <UnitRecord unit={unit} onChanged={page.replace} />}
    </TreePage>
  );
}
