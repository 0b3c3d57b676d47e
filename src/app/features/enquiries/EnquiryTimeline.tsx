import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { useTranslation } from '@app/lib/use-translation';
import type { EnquiryStatusChange } from '@shared/contracts/enquiries';
import { formatDateTime } from '@shared/dates';

/** Every status the enquiry went through, with who moved it and their remark, newest first. */
export function EnquiryTimeline({ history }: { history: EnquiryStatusChange[] }) {
  const { t, i18n } = useTranslation('enquiries');
  return (
    <IonList inset className="detail-list" data-testid="enquiry-history">
      {[...history].reverse().map((change) => (
        <IonItem key={change.id} lines="inset">
          <IonLabel className="ion-text-wrap">
            <h3>{change.from ? t('history.moved', { to: t(`status.${change.to}`) }) : t('history.created')}</h3>
            <p>{[change.changedByName, formatDateTime(change.at, i18n.language)].filter(Boolean).join(' · ')}</p>
            {change.remark ? <p className="enquiries-remark">{change.remark}</p> : null}
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}
