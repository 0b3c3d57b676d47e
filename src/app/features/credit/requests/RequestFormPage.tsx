import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { useOnline } from '@app/lib/use-online';
import { CreatePage } from '@app/kit/page/CreatePage';
import { holderPath } from '../holders/HolderCard';
import { useHolder } from '../holders/use-holders';
import { RequestFields } from './RequestFields';
import { requestForm } from './request-form';
import { requestPath } from './RequestCard';
import { useRequestMutations } from './use-request-mutations';
import '../credit.css';

/** A holder's top-up or deduction, asked for online; its receipt goes up once the request exists. */
export default function RequestFormPage() {
  const { t } = useTranslation('credit');
  const { accountId = '' } = useParams<{ accountId: string }>();
  const { holder } = useHolder(accountId);
  const online = useOnline();
  const { ask, pending } = useRequestMutations();
  const busy = pending !== null;
  return (
    <CreatePage
      definition={requestForm}
      title={t('request.form.title')}
      backHref={holderPath(accountId)}
      submitLabel={t('request.form.submit')}
      busyLabel={t('request.form.sending')}
      testIdPrefix="credit-request"
      submitTestId="credit-request-submit"
      className="credit-page"
      submitClassName="credit-tall-button"
      save={(draft) => ask(accountId, draft)}
      busy={busy}
      blocked={!online}
      doneMessage={({ request, receiptFailed }) => (receiptFailed ? t('request.form.receiptFailed') : t('request.form.done', { name: request.holderName }))}
      doneTone={({ receiptFailed }) => (receiptFailed ? 'warning' : 'success')}
      savedPath={({ request }) => requestPath(request.id)}
    >
      {(form) => <RequestFields form={form} holder={holder ?? null} online={online} disabled={busy} />}
    </CreatePage>
  );
}
