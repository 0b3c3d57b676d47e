import { cloudDoneOutline, cloudOfflineOutline, cloudUploadOutline } from 'ionicons/icons';
import { useOnline } from '@app/lib/use-online';
import { useTranslation } from '@app/lib/use-translation';
import { needsAttention, useOutbox } from '@app/offline/outbox-context';
import { HeaderLink } from './HeaderLink';
import { OUTBOX_PATH } from './paths';
import './outbox-badge.css';

/**
 * The header's sync button on every page: how many decisions still travel, a red dot when one
 * needs the admin (refused, in conflict, held for review, or waiting for a sign-in), and the
 * moment the device goes offline, a crossed-out cloud that says so, on whatever screen is open.
 */
export function OutboxBadge() {
  const { t } = useTranslation('outbox');
  const outbox = useOutbox();
  const online = useOnline();
  if (!outbox) return null;
  const { open } = outbox.summary;
  const alert = needsAttention(outbox.summary);
  const label = [online ? '' : t('badge.offline'), open ? t('badge.waiting', { count: open }) : t('badge.none'), alert ? t('badge.attention') : '']
    .filter(Boolean)
    .join('. ');
  return (
    <HeaderLink
      href={OUTBOX_PATH}
      icon={online ? (open ? cloudUploadOutline : cloudDoneOutline) : cloudOfflineOutline}
      iconOnly
      label={label}
      title={label}
      className={online ? 'outbox-badge' : 'outbox-badge outbox-badge--offline'}
      testId="outbox-badge"
      data={{ 'data-count': String(open), 'data-attention': String(alert), 'data-offline': String(!online) }}
    >
      {open ? (
        <span className="outbox-badge__count" aria-hidden="true">
          {open > 99 ? '99+' : open}
        </span>
      ) : null}
      {alert ? <span className="outbox-badge__dot" aria-hidden="true" data-testid="outbox-badge-dot" /> : null}
    </HeaderLink>
  );
}
