import { cloudUploadOutline } from 'ionicons/icons';
import type { NewDsr } from '@shared/contracts/dsr';
import { formatDayWithDate } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { useOpenCaptures } from '@app/kit/capture/use-open-captures';
import { ListCard } from '@app/kit/list/ListCard';
import type { OutboxItem } from '@app/offline/outbox-types';
import { OUTBOX_PATH } from '@app/shell/paths';
import { Chip } from '@app/shell/Chip';
import { CREATE_KIND } from '../form/report-capture';

const bodyOf = (item: OutboxItem) => item.request.body as NewDsr;

/**
 * Reports written on this device that the server has not yet taken, on top of the list: the staff see at once that
 * their day is kept, and where to look (the outbox) if one needs them.
 */
export function WaitingToSend() {
  const { t, i18n } = useTranslation('dsr');
  const items = useOpenCaptures(CREATE_KIND);
  if (!items.length) return null;
  return (
    <section className="dsr-waiting" aria-label={t('list.waitingTitle')} data-testid="dsr-waiting">
      <h2 className="dsr-waiting__title">{t('list.waitingTitle')}</h2>
      {items.map((item) => {
        const body = bodyOf(item);
        const attention = item.status !== 'pending' && item.status !== 'sending';
        return (
          <ListCard
            key={item.id}
            href={OUTBOX_PATH}
            icon={cloudUploadOutline}
            testId={`dsr-waiting-${body.id ?? item.id}`}
            title={item.title.split(' · ')[0] ?? item.title}
            lines={[formatDayWithDate(body.businessDate, i18n.language)]}
            chips={<Chip className={`dsr-waiting__chip${attention ? ' dsr-waiting__chip--attention' : ''}`}>{attention ? t('list.needsAttention') : t('list.waitingToSend')}</Chip>}
          />
        );
      })}
    </section>
  );
}
