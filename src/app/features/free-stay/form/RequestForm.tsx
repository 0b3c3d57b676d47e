import type { FormEvent } from 'react';
import { IonButton, IonContent, IonIcon, IonSpinner, useIonRouter } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { freeStay, type FreeStayRequest, type NewFreeStayRequest } from '@shared/contracts/free-stay';
import { api } from '@app/lib/api';
import { revealFirstInvalid } from '@app/lib/forms';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { useOnline } from '@app/lib/use-online';
import { PageHeader } from '@app/shell/PageHeader';
import { requestPath } from '../requests/RequestCard';
import { checkRequestOf, hasErrors, requestBody, validateRequestForm } from './request-form';
import { RequestFormFields } from './RequestFormFields';
import { useFreeStayCheck } from './use-check';
import { useRequestForm } from './use-request-form';
import '../free-stay.css';

/**
 * The request form, the admin's (whose nights, any property) and the owner's in the portal (their own units).
 * Creating is online: the request is checked against the quota and the unit as it is sent, and an admin waiting on
 * a queued request would not know it was never made. Decisions on it are offline-capable.
 */
export function RequestForm({ portal }: { portal: boolean }) {
  const { t } = useTranslation('free-stay');
  const router = useIonRouter();
  const { profile } = useSession();
  const online = useOnline();
  const form = useRequestForm(!portal);
  const check = useFreeStayCheck(checkRequestOf(form.values), online);
  const { run, pending } = useMutationRunner();
  const busy = pending !== null;

  const create = (body: NewFreeStayRequest): Promise<Outcome<FreeStayRequest>> => run('create', body, (key) => api.call(freeStay.create, { body, idempotencyKey: key }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasErrors(validateRequestForm(form.values, !portal))) {
      revealFirstInvalid(formElement);
      return;
    }
    // An owner asks for themselves: the server takes their own account whatever is sent.
    const created = await create(requestBody(form.values, portal ? profile.id : form.values.personId));
    if (!created.ok) {
      form.takeServerErrors(created.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('form.done', { code: created.value.code }), 'success');
    router.push(requestPath(created.value.id, portal), 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t(portal ? 'form.portalTitle' : 'form.title')} backHref={portal ? '/portal/free-stays' : undefined} />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding free-stay-page" data-testid="free-stay-form">
          <RequestFormFields form={form} check={check} disabled={busy} />
          {online ? null : (
            <p className="warning-note free-stay-note" role="status" data-testid="free-stay-form-offline">
              <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
              <span>{t('form.offline')}</span>
            </p>
          )}
          <IonButton type="submit" expand="block" className="free-stay-tall-button" disabled={busy || !online} data-testid="free-stay-form-submit">
            {busy ? <IonSpinner name="crescent" aria-label={t('form.sending')} /> : t('form.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}

export default function RequestFormPage() {
  return <RequestForm portal={false} />;
}
