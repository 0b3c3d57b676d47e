import { warningOutline } from 'ionicons/icons';
import type { FreeStayRequest } from '@shared/contracts/free-stay';
import type { StayRef } from '@shared/contracts/reservations';
import { useTranslation } from '@app/lib/use-translation';
import { takenLabel } from '../request-display';
import { MaskIcon } from '@app/shell/MaskIcon';

/** "Unit A-12-03 is taken by R000123 from 4 Dec 2026.": said on the card and the record before anyone approves. */
export function UnitTaken({ request, takenBy }: { request: Pick<FreeStayRequest, 'id' | 'unitNumber'>; takenBy: StayRef }) {
  const { t, i18n } = useTranslation('free-stay');
  return (
    <p className="free-stay-approval-card__full" role="note" data-testid={`free-stay-taken-${request.id}`}>
      <MaskIcon icon={warningOutline} />
      {takenLabel(request, takenBy, t, i18n.language)}
    </p>
  );
}
