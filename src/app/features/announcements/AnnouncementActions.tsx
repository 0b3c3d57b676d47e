import { IonButton, IonIcon } from '@ionic/react';
import { archiveOutline, createOutline, megaphoneOutline } from 'ionicons/icons';
import type { Announcement } from '@shared/contracts/announcements';
import { announcements } from '@shared/contracts/plain/announcements';
import { P } from '@shared/permissions';
import { call } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { defineAction } from '@app/kit/action/define-action';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { LinkButton } from '@app/kit/action/LinkButton';

/** draft → published, on the version the admin sees (someone else's change first is a 409 showing theirs). */
const publish = defineAction<Announcement>({
  words: 'announcements',
  send: (a, _input, idempotencyKey) => call(announcements.publish, { params: { id: a.id }, body: { expected: a.version }, idempotencyKey }),
  confirm: (t, a) => ({
    header: t('publish.confirmTitle'),
    message: t(`publish.confirmMessage.${a.audience}`, { title: a.titleEn }),
    confirmText: t('publish.confirm'),
    testId: 'announcement-confirm-publish',
  }),
  done: (t) => t('publish.done'),
});

/** Off every dashboard and portal; final. */
const archive = defineAction<Announcement>({
  words: 'announcements',
  send: (a, _input, idempotencyKey) => call(announcements.archive, { params: { id: a.id }, body: { expected: a.version }, idempotencyKey }),
  confirm: (t, a) => ({
    header: t('archive.confirmTitle'),
    message: t('archive.confirmMessage', { title: a.titleEn }),
    confirmText: t('archive.confirm'),
    destructive: true,
    testId: 'announcement-confirm-archive',
  }),
  done: (t) => t('archive.done'),
});

/** Edit (a draft or a published one), publish a draft, archive either; each only with code 38 (edit). */
export function AnnouncementActions({ announcement, onChanged }: { announcement: Announcement; onChanged(next: Announcement): void }) {
  const { t } = useTranslation('announcements');
  const { profile } = useSession();
  const publishing = useAction(publish, onChanged, onChanged);
  const archiving = useAction(archive, onChanged, onChanged);
  if (!can(profile, P.announcement.edit) || announcement.status === 'archived') return null;
  const busy = publishing.busy || archiving.busy;
  return (
    <div className="announcement-actions">
      <div className="action-grid">
        <LinkButton href={`/admin/announcement/${announcement.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="announcement-edit-button" />
        {announcement.status === 'draft' ? (
          <IonButton onClick={() => publishing.start(announcement)} disabled={busy} data-testid="announcement-publish-button">
            <IonIcon slot="start" icon={megaphoneOutline} aria-hidden="true" />
            {t('publish.action')}
          </IonButton>
        ) : null}
        <IonButton fill="outline" color="danger" onClick={() => archiving.start(announcement)} disabled={busy} data-testid="announcement-archive-button">
          <IonIcon slot="start" icon={archiveOutline} aria-hidden="true" />
          {t('archive.action')}
        </IonButton>
      </div>
      <ActionRefusal refusal={publishing.refusal ?? archiving.refusal} testId="announcement-action-refusal" />
    </div>
  );
}
