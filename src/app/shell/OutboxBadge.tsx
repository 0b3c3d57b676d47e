import { cloudDoneOutline, cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { needsAttention, useOutbox } from '@app/offline/outbox-context';
import { HeaderLink } from './HeaderLink';
import { OUTBOX_PATH } from './paths';
import './outbox-badge.css';

/**
 * The header's sync button on every page: how many decisions still travel, and a red dot when
 * one needs the admin (refused, in conflict, held for review, or waiting for a sign-in).
 */
export function OutboxBadge() {
  const { t } = useTranslation('outbox');
  const outbox = useOutbox();
  if (!outbox) return null;
  const { open } = outbox.summary;
  const alert = needsAttention(outbox.summary);
  const label = [open ? t('badge.waiting', { count: open }) : t('badge.none'), alert ? t('badge.attention') : ''].filter(Boolean).join('. ');
  return (
    <HeaderLink
      href={OUTBOX_PATH}
      icon={open ? cloudUploadOutline : cloudDoneOutline}
      iconOnly
      label={label}
      title={label}
      className="outbox-badge"
      testId="outbox-badge"
      data={{ 'data-count': String(open), 'data-attention': String(alert) }}
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
