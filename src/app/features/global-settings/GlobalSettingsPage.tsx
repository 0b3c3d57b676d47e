import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonInput, IonItem, IonSpinner, useIonAlert } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonListHeader } from '@app/ionic/ion-list-header';
import { IonNote } from '@app/ionic/ion-note';
import { P } from '@shared/permissions';
import { globalSettings } from '@shared/contracts/plain/global-settings';
import type { EditableGlobalSettingKey, GlobalSetting, GlobalSettingChange, SstRateList } from '@shared/contracts/global-settings';
import { formatCalendarDate, formatDateTime } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { call } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useMutationRunner } from '@app/lib/use-mutation-runner';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { GLOBAL_SETTING_UNITS } from '@shared/contracts/plain/global-settings';
import { displayValue, fromInput, toInput, WEEKDAYS, weekdayName } from './setting-display';
import './global-settings.css';

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; settings: GlobalSetting[]; rates: SstRateList };

const percent = (bp: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** Global settings (16–19): each value with its version and who last changed it; the SST rates, past and scheduled. */
export default function GlobalSettingsPage() {
  const { t, i18n } = useTranslation('global-settings');
  const { t: tm } = useTranslation('menu');
  const { profile } = useSession();
  const language = i18n.language;
  const mayEdit = can(profile, P.global.edit);
  const mayAdd = can(profile, P.global.create);
  const { run, pending } = useMutationRunner();
  const [presentAlert] = useIonAlert();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [rateFrom, setRateFrom] = useState('');
  const [ratePercent, setRatePercent] = useState('');

  const load = useCallback(async () => {
    try {
      const [list, rates] = await Promise.all([call(globalSettings.get, { quiet: true }), call(globalSettings.sstRates, { quiet: true })]);
      setLoaded({ state: 'ready', settings: list.settings, rates });
    } catch {
      setLoaded({ state: 'error' });
    }
  }, []);
  useEffect(() => void load(), [load]);

  const send = async (setting: GlobalSetting, value: GlobalSettingChange['value']) => {
    const body = { key: setting.key, expected: setting.version, value } as GlobalSettingChange;
    const outcome = await run<GlobalSetting>(`setting-${setting.key}`, body, (idempotencyKey) => call(globalSettings.update, { body, idempotencyKey }));
    if (outcome.ok) showToast(t('saved'), 'success');
    // Saved, or someone changed it first (the toast said so): show it as it is now.
    await load();
  };

  const edit = (setting: GlobalSetting) => {
    const key = setting.key as EditableGlobalSettingKey;
    const unit = GLOBAL_SETTING_UNITS[key];
    const header = t(`key.${key}`);
    if (unit === 'weekdays') {
      const days = setting.value as number[];
      void presentAlert({
        header,
        inputs: WEEKDAYS.map((d) => ({ type: 'checkbox' as const, label: weekdayName(d, language), value: d, checked: days.includes(d) })),
        buttons: [
          { text: t('cancel'), role: 'cancel' },
          { text: t('save'), handler: (chosen: number[]) => void send(setting, [...chosen].sort()) },
        ],
      });
      return;
    }
    void presentAlert({
      header,
      subHeader: t(`input.${unit}`),
      message: t('appliesToNew'),
      inputs: [{ name: 'value', type: unit === 'time' ? 'time' : 'number', value: toInput(key, setting.value), attributes: { inputmode: unit === 'time' ? undefined : 'decimal' } }],
      buttons: [
        { text: t('cancel'), role: 'cancel' },
        {
          text: t('save'),
          handler: (data: { value: string }) => {
            const value = fromInput(key, data.value);
            if (value === null) {
              showToast(t('invalid'));
              return false;
            }
            void send(setting, value);
            return true;
          },
        },
      ],
    });
  };

  const addRate = async (event: FormEvent) => {
    event.preventDefault();
    const rateBp = Math.round(Number(ratePercent) * 100);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(rateFrom) || !ratePercent.trim() || !Number.isFinite(rateBp)) {
      showToast(t('sst.invalid'));
      return;
    }
    const body = { effectiveFrom: rateFrom, rateBp };
    const outcome = await run<SstRateList>('sst', body, (idempotencyKey) => call(globalSettings.addSstRate, { body, idempotencyKey }));
    if (!outcome.ok) return;
    showToast(t('sst.added'), 'success');
    setRateFrom('');
    setRatePercent('');
    setLoaded((now) => (now.state === 'ready' ? { ...now, rates: outcome.value } : now));
  };

  const confirmRate = (event: FormEvent) => {
    event.preventDefault();
    void presentAlert({
      header: t('sst.confirmTitle'),
      message: t('sst.confirmMessage', { rate: ratePercent, date: /^\d{4}-\d{2}-\d{2}$/.test(rateFrom) ? formatCalendarDate(rateFrom, language) : rateFrom }),
      buttons: [
        { text: t('cancel'), role: 'cancel' },
        { text: t('sst.add'), handler: () => void addRate(event) },
      ],
    });
  };

  return (
    <>
      <PageHeader title={tm('global')} />
      <IonContent className="page-content">
        <div className="narrow-column">
          {/* First-party analytics (issue 30): a page of the same code, for what phones in the field really get. */}
          <IonList inset className="global-settings-list">
            <IonItem routerLink="/admin/global/analytics" detail lines="none" data-testid="global-analytics-link">
              <IonLabel>{t('analyticsLink')}</IonLabel>
            </IonItem>
          </IonList>
          {loaded.state === 'loading' ? (
            <div className="global-settings-loading">
              <IonSpinner name="crescent" aria-label={t('loading')} />
            </div>
          ) : loaded.state === 'error' ? (
            <div className="ion-padding">
              <p>{t('loadFailed')}</p>
              <IonButton fill="outline" onClick={() => void load()} data-testid="global-retry">
                {t('retry')}
              </IonButton>
            </div>
          ) : (
            <>
              <IonList inset className="global-settings-list" data-testid="global-settings">
                <IonListHeader>
                  <IonLabel>{t('values')}</IonLabel>
                </IonListHeader>
                <p className="global-settings-note">{t('appliesToNew')}</p>
                {loaded.settings.map((setting) => {
                  const key = setting.key as EditableGlobalSettingKey;
                  return (
                    <IonItem key={key} lines="full" data-testid={`setting-${key}`}>
                      <IonLabel className="ion-text-wrap">
                        <h3>{t(`key.${key}`)}</h3>
                        <p className="global-settings-value" data-testid={`setting-${key}-value`}>
                          {displayValue(t, key, setting.value, language)}
                        </p>
                        <p>
                          {setting.version === 0
                            ? t('isDefault')
                            : t('changedBy', { name: setting.updatedByName ?? t('someone'), time: setting.updatedAt ? formatDateTime(setting.updatedAt, language) : '' })}
                        </p>
                      </IonLabel>
                      {mayEdit && (
                        <IonButton slot="end" fill="outline" className="global-settings-edit" onClick={() => edit(setting)} disabled={pending !== null} data-testid={`setting-${key}-edit`}>
                          {t('change')}
                        </IonButton>
                      )}
                    </IonItem>
                  );
                })}
              </IonList>

              <IonList inset className="global-settings-list" data-testid="sst-rates">
                <IonListHeader>
                  <IonLabel>{t('sst.title')}</IonLabel>
                </IonListHeader>
                <p className="global-settings-note">{t('sst.intro')}</p>
                {loaded.rates.rates.map((rate) => (
                  <IonItem key={rate.effectiveFrom} lines="full" data-testid={`sst-${rate.effectiveFrom}`}>
                    <IonLabel>
                      <h3>{percent(rate.rateBp, language)}</h3>
                      <p>{t('sst.from', { date: formatCalendarDate(rate.effectiveFrom, language) })}</p>
                    </IonLabel>
                    <IonNote slot="end" className={`global-settings-chip global-settings-chip--${rate.inForce ? 'now' : rate.effectiveFrom > loaded.rates.today ? 'later' : 'past'}`}>
                      {t(rate.inForce ? 'sst.inForce' : rate.effectiveFrom > loaded.rates.today ? 'sst.scheduled' : 'sst.past')}
                    </IonNote>
                  </IonItem>
                ))}
              </IonList>
              {mayAdd && (
                <form className="global-settings-rate-form" onSubmit={confirmRate} noValidate>
                  <IonInput
                    type="date"
                    label={t('sst.effectiveFrom')}
                    labelPlacement="stacked"
                    fill="outline"
                    min={loaded.rates.today}
                    value={rateFrom}
                    onIonInput={(e) => setRateFrom(String(e.detail.value ?? ''))}
                    data-testid="sst-from"
                  />
                  <IonInput
                    type="number"
                    inputmode="decimal"
                    label={t('sst.ratePercent')}
                    labelPlacement="stacked"
                    fill="outline"
                    value={ratePercent}
                    onIonInput={(e) => setRatePercent(String(e.detail.value ?? ''))}
                    data-testid="sst-rate"
                  />
                  <IonButton type="submit" expand="block" disabled={pending !== null} data-testid="sst-add">
                    {t('sst.add')}
                  </IonButton>
                </form>
              )}
            </>
          )}
        </div>
      </IonContent>
    </>
  );
}
