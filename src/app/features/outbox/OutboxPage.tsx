import { useCallback, useEffect, useState } from 'react';
import { IonButton, IonContent, IonIcon, IonSpinner } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { cloudDoneOutline, cloudOfflineOutline, logInOutline, syncOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { useOnline } from '@app/lib/use-online';
import { showToast } from '@app/lib/toast-bus';
import { discardItem, retryItem } from '@app/offline/outbox';
import { EMPTY_SUMMARY, useOutbox } from '@app/offline/outbox-context';
import type { OutboxItem } from '@app/offline/outbox-types';
import { readOutboxScreen } from '@app/offline/outbox-screen';
import type { OutboxSection } from '@app/offline/outbox-view';
import { useOutboxQuery } from '@app/offline/use-outbox-query';
import { useDecisionPrompt } from '@app/kit/decision/use-decision-prompt';
import { decisionName } from '@app/shell/area-outbox';
import { PageHeader } from '@app/shell/PageHeader';
import { HOME_PATH } from '@app/shell/paths';
import { StateView } from '@app/shell/StateView';
import { OutboxItemCard } from './OutboxItemCard';
import './outbox.css';

/**
 * Each group shows this many cards, then more on request: a queue of hundreds stays quick to draw
 * while it drains (every answer moves a card from Waiting to Sent).
 */
const STEP = 50;
const FIRST_SHOWN: Record<OutboxSection, number> = { attention: STEP, waiting: STEP, sent: STEP };
const SECTIONS: OutboxSection[] = ['attention', 'waiting', 'sent'];
const SCREEN_READ_INTERVAL_MS = 1000;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Every decision of this admin on this device (DESIGN.md §7): what needs them (refused, in
 * conflict, held for review), what still waits to be sent, and what the server applied.
 */
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const { profile, signOut } = useSession();
  const outbox = useOutbox();
  const adminId = outbox?.adminId ?? profile.id;
  const summary = outbox?.summary ?? EMPTY_SUMMARY;
  const [shown, setShown] = useState(FIRST_SHOWN);
  const tick = useNow(30_000);
  // Read once a second at most, and only what is shown: a long queue draining must not be slowed
  // by its own screen (each redraw costs tens of milliseconds on a phone; four a second took more
  // of a 500-item drain's time than sending did). The clock is read again with every read.
  const screen = useOutboxQuery(() => readOutboxScreen(adminId, shown, Math.max(tick, Date.now())), [adminId, shown, tick], { intervalMs: SCREEN_READ_INTERVAL_MS });
  const now = Math.max(tick, Date.now());
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const prompt = useDecisionPrompt();

  const syncNow = useCallback(async () => {
    setSyncing(true);
    try {
      await outbox?.syncNow();
    } finally {
      window.setTimeout(() => setSyncing(false), 600);
    }
  }, [outbox]);

  const retry = useCallback((item: OutboxItem) => void retryItem(item.id), []);

  const discard = useCallback(
    (item: OutboxItem) =>
      prompt({
        header: t('discard.title'),
        message: t('discard.message', { what: decisionName(t, item.kind), title: item.title }),
        confirmText: t('discard.confirm'),
        destructive: true,
        remark: 'none',
        onConfirm: () => void discardItem(item.id).then(() => showToast(t('discard.done'), 'medium')),
      }),
    [prompt, t],
  );

  const total = screen ? SECTIONS.reduce((sum, name) => sum + screen[name].total, 0) : 0;
  const sections = screen ? SECTIONS.filter((name) => screen[name].total > 0).map((name) => ({ name, ...screen[name] })) : [];

  return (
    <>
      <PageHeader title={t('title')} backHref={HOME_PATH} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void syncNow().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <div className="narrow-column ob-page">
          <div className="ob-toolbar">
            <p className="ob-toolbar__summary" aria-live="polite" data-testid="outbox-summary">
              {summary.open ? t('summary.waiting', { count: summary.open }) : t('summary.none')}
            </p>
            <IonButton onClick={() => void syncNow()} disabled={syncing} data-testid="outbox-sync-now">
              {syncing ? <IonSpinner slot="start" name="crescent" aria-hidden="true" /> : <IonIcon slot="start" icon={syncOutline} aria-hidden="true" />}
              {t('syncNow')}
            </IonButton>
          </div>

          {summary.paused ? (
            <div className="ob-banner ob-banner--signin" role="alert" data-testid="outbox-signin-banner">
              <p>
                <strong>{t('signin.banner', { count: summary.open })}</strong>
              </p>
              <p>{t('signin.detail')}</p>
              <IonButton color="primary" onClick={() => void signOut()} data-testid="outbox-signin-button">
                <IonIcon slot="start" icon={logInOutline} aria-hidden="true" />
                {t('signin.button')}
              </IonButton>
            </div>
          ) : null}
          {!online && summary.open ? (
            <div className="ob-banner ob-banner--offline" role="status" data-testid="outbox-offline">
              <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
              <p>{t('offline')}</p>
            </div>
          ) : null}

          {screen && !total ? (
            <StateView kind="empty" icon={cloudDoneOutline} title={t('empty.title')} detail={t('empty.detail')} testId="outbox-empty" />
          ) : null}

          {sections.map(({ name, items: list, total: count }) => {
            const more = count - list.length;
            return (
              <section key={name} className={`ob-section ob-section--${name}`} data-testid={`outbox-section-${name}`}>
                <h2 className="section-title ob-section__title">
                  {t(`sections.${name}`)} <span className="ob-section__count">{count}</span>
                </h2>
                {list.map((item) => (
                  <OutboxItemCard key={item.id} item={item} now={now} onRetry={retry} onDiscard={discard} />
                ))}
                {more > 0 ? (
                  <IonButton fill="clear" expand="block" onClick={() => setShown((s) => ({ ...s, [name]: s[name] + STEP }))} data-testid={`outbox-more-${name}`}>
                    {t('showMore', { count: more })}
                  </IonButton>
                ) : null}
              </section>
            );
          })}
        </div>
      </IonContent>
    </>
  );
}
