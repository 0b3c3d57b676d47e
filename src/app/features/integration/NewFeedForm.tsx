import { useState, type FormEvent } from 'react';
import { IonButton, IonInput, IonItem } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { RESERVATION_CHANNELS, type ReservationChannel } from '@shared/contracts/reservations';
import { addFeed, refusalOf } from './integration-api';

/** Channel and URL; the server's refusal shows on its field, and what was typed stays. */
export function NewFeedForm({ unitId, onAdded }: { unitId: string; onAdded(): void }) {
  const { t } = useTranslation('integration');
  const [channel, setChannel] = useState<ReservationChannel>('airbnb');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!url.trim()) return setErrors({ url: t('form.urlRequired') });
    setBusy(true);
    setErrors({});
    try {
      await addFeed({ unitId, channel, url: url.trim() });
      setUrl('');
      onAdded();
    } catch (err) {
      const refusal = refusalOf(err);
      setErrors(Object.keys(refusal.fields).length ? refusal.fields : { url: refusal.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="integration__form" onSubmit={(e) => void submit(e)} data-testid="integration-feed-form">
      <IonItem lines="full">
        <IonSelect label={t('form.channel')} labelPlacement="stacked" interface="popover" value={channel} onIonChange={(e) => setChannel(e.detail.value as ReservationChannel)} data-testid="integration-feed-channel">
          {RESERVATION_CHANNELS.map((c) => (
            <IonSelectOption key={c} value={c}>
              {t(`channels.${c}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem lines="full">
        <IonInput
          className={errors.url ? 'ion-invalid ion-touched' : undefined}
          label={t('form.url')}
          labelPlacement="stacked"
          type="url"
          inputmode="url"
          placeholder="https://"
          value={url}
          onIonInput={(e) => setUrl(String(e.detail.value ?? ''))}
          errorText={errors.url}
          data-testid="integration-feed-url"
        />
      </IonItem>
      {errors.unitId && <IonNote color="danger">{errors.unitId}</IonNote>}
      <IonButton type="submit" disabled={busy} data-testid="integration-feed-add">
        {t('form.add')}
      </IonButton>
    </form>
  );
}
