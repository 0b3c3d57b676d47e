import { useCallback, useEffect, useState } from 'react';
import { IonButton, IonContent, IonIcon, IonItem, IonSpinner, useIonAlert } from '@ionic/react';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonListHeader } from '@app/ionic/ion-list-header';
import { IonNote } from '@app/ionic/ion-note';
import { cloudUploadOutline, keyOutline, logOutOutline, personCircleOutline } from 'ionicons/icons';
import { LANGUAGES, THEMES, type Language, type Theme } from '@shared/constants';
import { accounts } from '@shared/contracts/plain/accounts';
import type { AccountSession } from '@shared/contracts/accounts';
import { formatWhen } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { call } from '@app/lib/api';
import { changeLanguage, currentLanguage } from '@app/lib/i18n';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import { applyTheme, currentTheme } from '@app/lib/theme';
import { useMutationRunner } from '@app/lib/use-mutation-runner';
import { useOnline } from '@app/lib/use-online';
import { showToast } from '@app/lib/toast-bus';
import { OUTBOX_PATH } from '@app/shell/paths';
import { PageHeader } from '@app/shell/PageHeader';
import { deviceName } from './device-name';
import { ProviderLinks } from './ProviderLinks';
import { AnalyticsChoice } from './AnalyticsChoice';
import './settings.css';

const THEME_WORDS: Record<Theme, string> = { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' };

type Devices = { state: 'loading' } | { state: 'error' } | { state: 'ready'; sessions: AccountSession[] };

/** One's own settings (DESIGN.md §6): every admin and owner. Language and theme are kept on the server, so every device follows. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  const { t: tm } = useTranslation('menu');
  const { profile, signOut } = useSession();
  const online = useOnline();
  const { run } = useMutationRunner();
  const [presentAlert] = useIonAlert();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [theme, setTheme] = useState<Theme>(currentTheme());
  const [devices, setDevices] = useState<Devices>({ state: 'loading' });
  const base = profile.isOwner ? '/portal/settings' : '/admin/setting';

  const loadDevices = useCallback(async () => {
    setDevices({ state: 'loading' });
    try {
      const list = await call(accounts.sessions, { quiet: true });
      setDevices({ state: 'ready', sessions: list.sessions });
    } catch {
      setDevices({ state: 'error' });
    }
  }, []);
  useEffect(() => {
    if (online) void loadDevices();
  }, [online, loadDevices]);

  /** Applied on this device at once; kept on the server so the next sign-in anywhere opens with it. */
  const save = async (change: { language?: Language; theme?: Theme }) => {
    const outcome = await run('settings', change, (idempotencyKey) => call(accounts.updateSettings, { body: change, idempotencyKey }));
    if (!outcome.ok) return;
    setLanguage(outcome.value.language ?? currentLanguage());
    setTheme(outcome.value.theme);
  };

  const chooseLanguage = async (next: Language) => {
    setLanguage(next);
    await changeLanguage(next);
    await save({ language: next });
  };
  const chooseTheme = async (next: Theme) => {
    setTheme(next);
    applyTheme(next);
    await save({ theme: next });
  };

  const confirmSignOut = (session: AccountSession) => {
    const name = deviceName(session.device) ?? t('unknownDevice');
    void presentAlert({
      header: t('signOutDeviceTitle'),
      message: t('signOutDeviceMessage', { device: name }),
      buttons: [
        { text: t('cancel'), role: 'cancel' },
        {
          text: t('signOutDevice'),
          role: 'destructive',
          handler: () => {
            void (async () => {
              const outcome = await run(`end-${session.id}`, session.id, (idempotencyKey) => call(accounts.endSession, { params: { id: session.id }, idempotencyKey }));
              if (!outcome.ok) return;
              showToast(t('deviceSignedOut'), 'success');
              await loadDevices();
            })();
          },
        },
      ],
    });
  };

  return (
    <>
      <PageHeader title={tm(profile.isOwner ? 'portal.settings' : 'setting')} />
      <IonContent className="page-content">
        <div className="narrow-column">
          <IonList inset className="settings-list">
            <IonListHeader>
              <IonLabel>{t('account')}</IonLabel>
            </IonListHeader>
            <IonItem lines="full">
              <IonIcon slot="start" icon={personCircleOutline} aria-hidden="true" />
              <IonLabel>
                <h2 data-testid="settings-name">{profile.name}</h2>
                <p>{profile.email}</p>
              </IonLabel>
              <IonNote slot="end">{profile.accountNumber}</IonNote>
            </IonItem>
            <IonItem routerLink={`${base}/password`} detail lines="none" data-testid="change-password-link">
              <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
              <IonLabel>{t('changePassword')}</IonLabel>
            </IonItem>
          </IonList>

          <IonList inset className="settings-list">
            <IonListHeader>
              <IonLabel>{t('preferences')}</IonLabel>
            </IonListHeader>
            <IonItem lines="full">
              <IonSelect
                label={t('language')}
                interface="popover"
                value={language}
                onIonChange={(e) => void chooseLanguage(e.detail.value as Language)}
                data-testid="language-select"
              >
                {LANGUAGES.map((l) => (
                  <IonSelectOption key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </IonSelectOption>
                ))}
              </IonSelect>
            </IonItem>
            <IonItem lines="none">
              <IonSelect label={t('theme')} interface="popover" value={theme} onIonChange={(e) => void chooseTheme(e.detail.value as Theme)} data-testid="theme-select">
                {THEMES.map((th) => (
                  <IonSelectOption key={th} value={th}>
                    {t(THEME_WORDS[th])}
                  </IonSelectOption>
                ))}
              </IonSelect>
            </IonItem>
            <p className="settings-note">{t('savedEverywhere')}</p>
          </IonList>

          <AnalyticsChoice accountId={profile.id} online={online} />

          <ProviderLinks online={online} />

          <IonList inset className="settings-list" data-testid="settings-devices">
            <IonListHeader>
              <IonLabel>{t('devices')}</IonLabel>
            </IonListHeader>
            {!online ? (
              <p className="settings-note">{t('offlineDevices')}</p>
            ) : devices.state === 'loading' ? (
              // An item, not a bare block: a list may hold only list items (a screen reader counts them).
              <IonItem lines="none" className="settings-loading" data-testid="devices-loading">
                <IonSpinner name="crescent" aria-label={t('devices')} />
              </IonItem>
            ) : devices.state === 'error' ? (
              <IonItem lines="none" data-testid="devices-failed">
                <IonLabel className="ion-text-wrap">{t('devicesFailed')}</IonLabel>
                <IonButton slot="end" fill="outline" className="settings-end" onClick={() => void loadDevices()} data-testid="devices-retry">
                  {t('retry')}
                </IonButton>
              </IonItem>
            ) : (
              devices.sessions.map((session) => (
                <IonItem key={session.id} lines="full" data-testid={session.current ? 'device-current' : 'device-other'}>
                  <IonLabel>
                    <h3>{deviceName(session.device) ?? t('unknownDevice')}</h3>
                    <p>
                      {session.current
                        ? t('thisDevice')
                        : t('lastUsed', { time: formatWhen(Date.parse(session.lastUsedAt), Date.now(), i18n.language) })}
                    </p>
                    <p>{t('signedInAt', { time: formatWhen(Date.parse(session.createdAt), Date.now(), i18n.language) })}</p>
                  </IonLabel>
                  {!session.current && (
                    <IonButton slot="end" fill="outline" color="danger" className="settings-end" onClick={() => confirmSignOut(session)} data-testid="device-sign-out">
                      {t('signOutDevice')}
                    </IonButton>
                  )}
                </IonItem>
              ))
            )}
          </IonList>

          {!profile.isOwner && (
            <IonList inset className="settings-list">
              <IonItem routerLink={OUTBOX_PATH} detail lines="none" data-testid="settings-outbox">
                <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
                <IonLabel>{t('outbox')}</IonLabel>
              </IonItem>
            </IonList>
          )}

          <div className="ion-padding">
            <IonButton expand="block" color="danger" fill="outline" onClick={() => void signOut()} data-testid="logout-button">
              <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
              {t('logout')}
            </IonButton>
          </div>
        </div>
      </IonContent>
    </>
  );
}
