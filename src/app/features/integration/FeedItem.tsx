import { useState } from 'react';
import { IonButton, useIonAlert } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { FeedRun, ImportFeed } from '@shared/contracts/integration';
import { showToast } from '@app/lib/toast-bus';
import { refusalOf, removeFeed, syncFeed } from './integration-api';

/** What a run did, or why it failed. */
export function RunSummary({ run }: { run: FeedRun | null }) {
  const { t, i18n } = useTranslation('integration');
  if (!run) return <p className="integration__run">{t('feed.neverRun')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(run.finishedAt ?? run.startedAt));
  if (run.error) {
    return (
      <p className="integration__run integration__run--failed" data-testid="integration-run-error">
        {t('feed.failed', { when, error: run.error })}
      </p>
    );
  }
  return (
    <p className="integration__run" data-testid="integration-run">
      {t('feed.ran', { when, created: run.created, updated: run.updated, cancelled: run.cancelled, conflicts: run.conflicts })}
    </p>
  );
}

/** One import feed: its channel and URL, its last run, sync now, remove (after a confirmation). */
export function FeedItem({ feed, editor, onChanged }: { feed: ImportFeed; editor: boolean; onChanged(): void }) {
  const { t } = useTranslation('integration');
  const [presentAlert] = useIonAlert();
  const [run, setRun] = useState<FeedRun | null>(feed.lastRun);
  const [busy, setBusy] = useState(false);

  async function sync() {
    setBusy(true);
    try {
      setRun(await syncFeed(feed.id));
    } catch (err) {
      showToast(refusalOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  function confirmRemove() {
    void presentAlert({
      header: t('feed.removeTitle'),
      message: t('feed.removeMessage'),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: t('feed.remove'),
          role: 'destructive',
          htmlAttributes: { 'data-testid': 'integration-feed-remove-confirm' },
          handler: () => {
            removeFeed(feed.id).then(onChanged, (err: unknown) => showToast(refusalOf(err).message));
          },
        },
      ],
    });
  }

  return (
    <li className="integration__feed" data-testid="integration-feed">
      <p className="integration__feed-head">
        <strong>{t(`channels.${feed.channel}`)}</strong>
        {!feed.active && <span className="integration__inactive"> · {t('feed.inactive')}</span>}
      </p>
      <p className="integration__url">{feed.url}</p>
      <RunSummary run={run} />
      {editor && feed.active && (
        <div className="integration__actions">
          <IonButton fill="outline" disabled={busy} onClick={() => void sync()} data-testid="integration-feed-sync">
            {busy ? t('feed.syncing') : t('feed.sync')}
          </IonButton>
          <IonButton fill="clear" color="danger" onClick={confirmRemove} data-testid="integration-feed-remove">
            {t('feed.remove')}
          </IonButton>
        </div>
      )}
    </li>
  );
}
