import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { formatDisplayDate } from '@shared/dates';
import { ListCard } from '@app/kit/list/ListCard';
import { Chip } from '@app/shell/Chip';
import { datesLabel, placeLabel } from '../request-display';
import { StatusChip } from './StatusChip';

export function requestPath(id: string, portal = false): string {
  return `${portal ? '/portal/free-stays' : '/admin/free-stay-requests'}/${encodeURIComponent(id)}`;
}

/** One request in a list: its code, whose, where, when and how many nights, and where it stands. */
export function RequestCard({ request, portal = false }: { request: FreeStayRequest; portal?: boolean }) {
  const { t, i18n } = useTranslation('free-stay');
  return (
    <ListCard
      href={requestPath(request.id, portal)}
      testId={`free-stay-card-${request.id}`}
      className="free-stay-card"
      title={portal ? placeLabel(request, t) : request.accountName}
      aside={request.code}
      lines={[
        ...(portal ? [] : [placeLabel(request, t)]),
        <span key="dates" className="free-stay-card__dates">
          {datesLabel(request, i18n.language)} · {t('nights', { count: request.nights })}
        </span>,
      ]}
      chips={
        <>
          <StatusChip status={request.status} />
          {request.fromPortal && !portal ? <Chip outline>{t('list.fromPortal')}</Chip> : null}
        </>
      }
      meta={t('askedOn', { date: formatDisplayDate(request.createdAt, i18n.language) })}
    />
  );
}
