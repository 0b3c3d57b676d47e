import { IonIcon } from '@ionic/react';
import { keyOutline, pauseCircle } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { Owner } from '@shared/contracts/owners';
import { Chip } from '@app/shell/Chip';
import './owners.css';

/** What sets an owner apart at a glance: portal access, and being deactivated (active is the usual case, so it says nothing). */
export function OwnerChips({ owner }: { owner: Pick<Owner, 'active' | 'hasPortal' | 'mustChangePassword'> }) {
  const { t } = useTranslation('owners');
  return (
    <>
      {owner.hasPortal ? (
        <Chip className="owners-chip owners-chip--portal" data-testid="owner-portal-chip">
          <IonIcon icon={keyOutline} aria-hidden="true" />
          <span>{owner.mustChangePassword ? t('status.portalPending') : t('status.portal')}</span>
        </Chip>
      ) : null}
      {owner.active ? null : (
        <Chip className="owners-chip" outline data-testid="owner-inactive-chip">
          <IonIcon icon={pauseCircle} aria-hidden="true" />
          <span>{t('status.inactive')}</span>
        </Chip>
      )}
    </>
  );
}
