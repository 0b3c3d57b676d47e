import { IonButton } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { StaleNotice } from '@app/shell/StaleNotice';
import { usePropertyCalendars } from './integration-api';
import { ConflictList } from './ConflictList';
import { UnitCalendars } from './UnitCalendars';

/** A property's conflicts first (they wait for a person), then its units one card each. */
export function PropertyCalendars({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('integration');
  const { profile } = useSession();
  const editor = can(profile, P.listing.edit);
  const { state, reload, freshness } = usePropertyCalendars(propertyId);
  if (state.status === 'loading') return <p data-testid="integration-units-loading">{t('loading')}</p>;
  if (state.status === 'error') {
    return (
      <div className="integration__state" data-testid="integration-units-error">
        <p>{state.offline ? t('offline') : state.message}</p>
        <IonButton onClick={reload}>{t('common:retry')}</IonButton>
      </div>
    );
  }
  const { units, feeds, conflicts } = state.value;
  return (
    <>
      <StaleNotice {...freshness} onRetry={reload} />
      <ConflictList conflicts={conflicts} editor={editor} onChanged={reload} />
      {units.length === 0 && <p data-testid="integration-no-units">{t('noUnits')}</p>}
      <div className="integration__units">
        {units.map((unit) => (
          <UnitCalendars key={unit.id} unit={unit} feeds={feeds.filter((f) => f.unitId === unit.id)} editor={editor} onChanged={reload} />
        ))}
      </div>
    </>
  );
}
