import { useState } from 'react';
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
import { OwnerSheet } from './OwnerSheet';
import { PackageSheet } from './PackageSheet';
import { UnitStatusChip } from './UnitStatusChip';
import { OwnershipHistory, PackageHistory } from './UnitHistory';

type Sheet = 'owner' | 'package' | null;

/** A row saved from a list has no history yet: it shows empty until the record arrives. */
const historyOf = (unit: UnitDetail) => ({ ownerships: unit.ownerships as UnitDetail['ownerships'] | undefined, packages: unit.packages as UnitDetail['packages'] | undefined });

function UnitRecord({ unit, onChanged }: { unit: UnitDetail; onChanged(unit: UnitDetail): void }) {
  const { t } = useTranslation('listings');
  const { profile } = useSession();
  const [sheet, setSheet] = useState<Sheet>(null);
  const canEdit = can(profile, P.listing.edit);
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

      <section className="listings-section" aria-labelledby="listings-owner-title">
        <div className="listings-section__head">
          <div>
            <h2 className="section-title" id="listings-owner-title">
              {t('owner.title')}
            </h2>
            <p className={unit.ownerName ? 'listings-current' : 'listings-current listings-current--gap'} data-testid="listings-unit-owner">
              {unit.ownerName ?? t('unit.noOwner')}
            </p>
          </div>
          {canEdit ? (
            <IonButton fill="outline" onClick={() => setSheet('owner')} data-testid="listings-change-owner">
              {t('owner.change')}
            </IonButton>
          ) : null}
        </div>
        <OwnershipHistory ownerships={ownerships} />
      </section>

      <section className="listings-section" aria-labelledby="listings-package-title">
        <div className="listings-section__head">
          <div>
            <h2 className="section-title" id="listings-package-title">
              {t('package.title')}
            </h2>
            <p className={unit.servicePackageName ? 'listings-current' : 'listings-current listings-current--gap'} data-testid="listings-unit-package">
              {unit.servicePackageName ?? t('unit.noPackage')}
            </p>
          </div>
          {canEdit ? (
            <IonButton fill="outline" onClick={() => setSheet('package')} data-testid="listings-change-package">
              {t('package.change')}
            </IonButton>
          ) : null}
        </div>
        <PackageHistory packages={packages} />
      </section>

      {/* Mounted only while open, so each opening starts from today's date and a fresh choice. */}
      {sheet === 'owner' ? <OwnerSheet unit={unit} isOpen onClose={() => setSheet(null)} onChanged={onChanged} /> : null}
      {sheet === 'package' ? <PackageSheet unit={unit} isOpen onClose={() => setSheet(null)} onChanged={onChanged} /> : null}
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
