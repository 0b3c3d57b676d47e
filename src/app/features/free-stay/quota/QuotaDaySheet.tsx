import { useEffect, useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonIcon, IonModal, IonSpinner } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { formatDayWithDate } from '@shared/dates';
import { useOnline } from '@app/lib/use-online';
import { TextField } from '@app/kit/form/TextField';
import { Fact, FactList } from '@app/kit/record/FactList';
import { parseQuota } from './month-grid';
import type { SaveOutcome } from './use-quotas';

interface Props {
  day: QuotaDay | null;
  defaultQuota: number;
  /** The admin may change quotas (code 54); without it the sheet only shows the day. */
  mayEdit: boolean;
  saving: boolean;
  onSave(date: string, quota: number | null): Promise<SaveOutcome>;
  onClose(): void;
}

/** One day's quota: what it is, what approved and pending stays use, and a field to change it (empty: the default). */
export default function QuotaDaySheet({ day, defaultQuota, mayEdit, saving, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation('free-stay');
  const online = useOnline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setText(day?.overridden ? String(day.quota) : '');
    setError(undefined);
  }, [day]);

  async function submit(quota: number | null) {
    if (!day) return;
    const outcome = await onSave(day.date, quota);
    if (outcome.ok) onClose();
    else if ('tooLow' in outcome) setError(t('quota.sheet.tooLow', { count: outcome.tooLow }));
    else setError(outcome.message || t('quota.sheet.failed'));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseQuota(text);
    if ('problem' in parsed) setError(t(`quota.sheet.${parsed.problem}`));
    else void submit(parsed.quota);
  }

  const title = day ? formatDayWithDate(day.date, i18n.language) : '';
  return (
    <IonModal isOpen={day !== null} onDidDismiss={onClose} initialBreakpoint={0.75} breakpoints={[0, 0.75, 1]} aria-label={t('quota.sheet.label')} data-testid="free-stay-quota-sheet">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} data-testid="free-stay-quota-sheet-close">
              {t('quota.sheet.close')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {day ? (
          <form onSubmit={onSubmit} noValidate className="free-stay-sheet" data-testid="free-stay-quota-form" data-date={day.date}>
            <FactList layout="grid">
              <Fact
                label={t('quota.sheet.quota')}
                value={day.overridden ? t('quota.sheet.own', { count: day.quota }) : t('quota.sheet.default', { count: day.quota })}
                testId="free-stay-quota-sheet-quota"
              />
              <Fact label={t('quota.sheet.used')} value={t('quota.roomNights', { count: day.used })} />
              <Fact label={t('quota.sheet.pending')} value={t('quota.roomNights', { count: day.pending })} />
            </FactList>
            {mayEdit ? (
              <>
                <TextField
                  label={t('quota.sheet.newQuota')}
                  inputmode="numeric"
                  value={text}
                  onValue={(value) => {
                    setText(value);
                    setError(undefined);
                  }}
                  placeholder={String(defaultQuota)}
                  helper={t('quota.sheet.help', { count: defaultQuota })}
                  error={error}
                  testId="free-stay-quota-input"
                />
                {online ? null : (
                  <p className="warning-note free-stay-note" role="status" data-testid="free-stay-quota-offline">
                    <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
                    <span>{t('quota.sheet.offline')}</span>
                  </p>
                )}
                <IonButton type="submit" expand="block" className="free-stay-tall-button" disabled={saving || !online} data-testid="free-stay-quota-save">
                  {saving ? <IonSpinner name="crescent" aria-label={t('quota.sheet.saving')} /> : t('quota.sheet.save')}
                </IonButton>
                {day.overridden ? (
                  <IonButton expand="block" fill="outline" className="free-stay-tall-button" disabled={saving || !online} onClick={() => void submit(null)} data-testid="free-stay-quota-reset">
                    {t('quota.sheet.reset', { count: defaultQuota })}
                  </IonButton>
                ) : null}
              </>
            ) : null}
          </form>
        ) : null}
      </IonContent>
    </IonModal>
  );
}
