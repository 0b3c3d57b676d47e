import { IonButton } from '@ionic/react';
import { P } from '@shared/permissions';
import { formatDisplayDate } from '@shared/dates';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { dsrResource } from './resource';

export default function DsrDetailPage() {
  const { t, i18n } = useTranslation('dsr');
  const { profile } = useSession();
  // The id from the route, the record, and a reload when the admin comes back from the edit page.
  const page = useRecordPage(dsrResource);
  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="/admin/dsr" namespace="dsr" testIdPrefix="dsr">
      {(value) => (
        <div className="narrow-column" data-testid="dsr-detail">
          {can(profile, P.dsr.edit) ? (
            <IonButton fill="outline" routerLink={`/admin/dsr/${value.id}/edit`} data-testid="dsr-edit-button">
              {t('detail.edit')}
            </IonButton>
          ) : null}
          <FactList>
            <Fact label={t('fields.name')} value={value.name} />
            <Fact label={t('detail.createdAt')} value={formatDisplayDate(value.createdAt, i18n.language)} />
          </FactList>
        </div>
      )}
    </RecordPage>
  );
}
