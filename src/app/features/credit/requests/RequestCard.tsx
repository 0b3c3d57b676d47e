import { IonIcon } from '@ionic/react';
import { attachOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { formatDisplayDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { ListCard } from '@app/kit/list/ListCard';
import { Chip } from '@app/shell/Chip';
import { RequestStatusChip } from './RequestStatusChip';
import '../credit.css';

export function requestPath(id: string): string {
  return `/admin/my-credit-requests/${encodeURIComponent(id)}`;
}

export function RequestCard({ request }: { request: CreditRequest }) {
  const { t, i18n } = useTranslation('credit');
  return (
    <ListCard
      href={requestPath(request.id)}
      testId={`credit-request-card-${request.id}`}
      className="credit-request-card"
      title={request.holderName}
      aside={request.holderAccountNumber}
      lines={[
        <span key="amount" className={`credit-request-card__amount credit-request-card__amount--${request.kind}`}>
          {t(`kind.${request.kind}`)} · {formatMyr(request.amountSen, i18n.language)}
        </span>,
        request.reason,
      ]}
      chips={
        <>
          <RequestStatusChip status={request.status} />
          {request.attachment ? (
            <Chip outline data-testid="credit-request-has-receipt">
              <IonIcon icon={attachOutline} aria-hidden="true" />
              <span>{t('requests.list.receipt')}</span>
            </Chip>
          ) : null}
        </>
      }
      meta={t('askedOn', { date: formatDisplayDate(request.createdAt, i18n.language) })}
    />
  );
}
