import { useState } from 'react';
import { IonButton } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { ImportFeed } from '@shared/contracts/integration';
import type { Unit } from '@shared/contracts/listings';
import { ExportPanel } from './ExportPanel';
import { FeedItem } from './FeedItem';
import { NewFeedForm } from './NewFeedForm';

/** One unit: its import feeds (add, sync, remove) and its export URL. */
export function UnitCalendars({ unit, feeds, editor, onChanged }: { unit: Unit; feeds: ImportFeed[]; editor: boolean; onChanged(): void }) {
  const { t } = useTranslation('integration');
  const [adding, setAdding] = useState(false);
  return (
    <section className="integration__unit" data-testid="integration-unit" aria-labelledby={`integration-unit-${unit.id}`}>
      <h2 id={`integration-unit-${unit.id}`}>{t('unit', { unit: unit.unitNumber })}</h2>
      <h3>{t('feeds')}</h3>
      {feeds.length === 0 ? (
        <p className="integration__empty">{t('noFeeds')}</p>
      ) : (
        <ul className="integration__feeds">
          {feeds.map((feed) => (
            <FeedItem key={feed.id} feed={feed} editor={editor} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {editor &&
        (adding ? (
          <NewFeedForm unitId={unit.id} onAdded={() => { setAdding(false); onChanged(); }} />
        ) : (
          <IonButton fill="outline" onClick={() => setAdding(true)} data-testid="integration-feed-new">
            {t('form.open')}
          </IonButton>
        ))}
      <h3>{t('export.title')}</h3>
      <ExportPanel unitId={unit.id} editor={editor} />
    </section>
  );
}
