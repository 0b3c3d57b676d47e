import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { useOnline } from '@app/lib/use-online';
import { CreatePage } from '@app/kit/page/CreatePage';
import { requestPath } from '../requests/RequestCard';
import { adminRequestForm, portalRequestForm } from './request-form';
import { RequestFormFields } from './RequestFormFields';
import { useCreateRequest } from './use-create-request';
import '../free-stay.css';

/**
 * The request form, the admin's (whose nights, any property) and the owner's in the portal (their own units).
 * Creating is online; decisions on the request are offline-capable.
 */
export function RequestForm({ portal }: { portal: boolean }) {
  const { t } = useTranslation('free-stay');
  const { profile } = useSession();
  const online = useOnline();
  const { create, pending } = useCreateRequest();
  const busy = pending !== null;
  return (
    <CreatePage
      definition={portal ? portalRequestForm : adminRequestForm}
      title={t(portal ? 'form.portalTitle' : 'form.title')}
      backHref={portal ? '/portal/free-stays' : undefined}
      submitLabel={t('form.submit')}
      busyLabel={t('form.sending')}
      testIdPrefix="free-stay"
      submitTestId="free-stay-form-submit"
      className="free-stay-page"
      submitClassName="free-stay-tall-button"
      // An owner asks for themselves: the server takes their own account whatever is sent.
      save={(body) => create(portal ? { ...body, accountId: profile.id } : body)}
      busy={busy}
      blocked={!online}
      doneMessage={(request) => t('form.done', { code: request.code })}
      savedPath={(request) => requestPath(request.id, portal)}
    >
      {(form) => (
        <>
          <RequestFormFields form={form} withPerson={!portal} online={online} disabled={busy} />
          {online ? null : (
            <p className="warning-note free-stay-note" role="status" data-testid="free-stay-form-offline">
              <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
              <span>{t('form.offline')}</span>
            </p>
          )}
        </>
      )}
    </CreatePage>
  );
}

export default function RequestFormPage() {
  return <RequestForm portal={false} />;
}
