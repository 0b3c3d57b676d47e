import { useState } from 'react';
import { IonButton } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { ImportConflict } from '@shared/contracts/integration';
import { formatDayWithDate } from '@shared/dates';
import { showToast } from '@app/lib/toast-bus';
import { dismissConflict, refusalOf } from './integration-api';

/** Imported events no stay could be made of: another stay holds the nights. A person decides, then dismisses. */
export function ConflictList({ conflicts, editor, onChanged }: { conflicts: ImportConflict[]; editor: boolean; onChanged(): void }) {
  const { t, i18n } = useTranslation('integration');
  const [busy, setBusy] = useState<string | null>(null);
  if (!conflicts.length) return null;
  const day = (d: string) => formatDayWithDate(d, i18n.language);
  async function dismiss(id: string) {
    setBusy(id);
    try {
      await dismissConflict(id);
      onChanged();
    } catch (err) {
      showToast(refusalOf(err).message);
    } finally {
      setBusy(null);
    }
  }
  return (
    <section className="integration__conflicts" data-testid="integration-conflicts" aria-labelledby="integration-conflicts-title">
      <h2 id="integration-conflicts-title">{t('conflicts.title', { count: conflicts.length })}</h2>
      <ul>
        {conflicts.map((c) => (
          <li key={c.id} className="integration__conflict" data-testid="integration-conflict">
            <p>
              <strong>{t('conflicts.unit', { unit: c.unitNumber })}</strong> · {t(`channels.${c.channel}`)} · {day(c.checkIn)} → {day(c.checkOut)}
            </p>
            <p>{c.stay ? t('conflicts.heldBy', { code: c.stay.code, checkIn: day(c.stay.checkIn), checkOut: day(c.stay.checkOut) }) : t('conflicts.heldByUnknown')}</p>
            {editor && (
              <IonButton fill="outline" size="default" disabled={busy === c.id} onClick={() => void dismiss(c.id)} data-testid="integration-conflict-dismiss">
                {t('conflicts.dismiss')}
              </IonButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
