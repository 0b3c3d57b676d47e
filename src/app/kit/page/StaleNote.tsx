import { useEffect, useRef } from 'react';
import { IonButton } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { ConflictBanner } from '../record/ConflictBanner';

/** Says the record was saved by someone else after the form opened, and offers their version to edit. */
export function StaleNote({ testIdPrefix, onReload }: { testIdPrefix: string; onReload(): void }) {
  const { t } = useTranslation('kit');
  const note = useRef<HTMLDivElement>(null);
  // Above the toast that says the same, which covers the bottom of a phone's screen for a few seconds. A block, not
  // an arrow's value: newer browsers answer scrollIntoView with a promise, which React would call as the cleanup.
  useEffect(() => {
    note.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <div ref={note} className="ion-margin-top">
      <ConflictBanner message={t('form.staleDetail')} title={t('form.staleTitle')} testId={`${testIdPrefix}-stale`} />
      <IonButton fill="outline" onClick={onReload} data-testid={`${testIdPrefix}-reload`}>
        {t('form.reload')}
      </IonButton>
    </div>
  );
}
