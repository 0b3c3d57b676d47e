import { useEffect, useRef } from 'react';
import { IonButton, IonItem, useIonAlert } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonListHeader } from '@app/ionic/ion-list-header';
import type { ProviderLink, SignInProvider } from '@shared/contracts/auth';
import { formatWhen } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { useMutationRunner } from '@app/lib/use-mutation-runner';
import { showToast } from '@app/lib/toast-bus';
import { startLink, unlinkProvider, useLinkReturn, useProviderLinks } from './use-provider-links';

/**
 * One's links to the company's sign-in providers: linking goes to the provider and comes back here; a linked
 * identity then signs this account in whatever email it carries. Nothing shows when no provider is configured.
 */
export function ProviderLinks({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const linkedWhen = (link: ProviderLink) => formatWhen(Date.parse(link.linkedAt), Date.now(), i18n.language);
  const { rows, reload } = useProviderLinks(online);
  const { run, pending } = useMutationRunner();
  const [presentAlert] = useIonAlert();
  const back = useLinkReturn();
  const said = useRef(false);

  useEffect(() => {
    if (!back || said.current || rows.state !== 'ready') return;
    said.current = true;
    if ('linked' in back) {
      const label = rows.rows.find((r) => r.provider.id === back.linked)?.provider.label ?? back.linked;
      showToast(t('providerLinked', { label }), 'success');
    } else {
      showToast(t(`linkErrors.${back.failure}`));
    }
  }, [back, rows, t]);

  if (rows.state === 'loading' || (rows.state === 'ready' && !rows.rows.length) || !online) return null;

  const confirmUnlink = (provider: SignInProvider) => {
    void presentAlert({
      header: t('unlinkTitle', { label: provider.label }),
      message: t('unlinkMessage', { label: provider.label }),
      buttons: [
        { text: t('cancel'), role: 'cancel' },
        {
          text: t('unlinkProvider'),
          role: 'destructive',
          handler: () => {
            void (async () => {
              const outcome = await run(`unlink-${provider.id}`, provider.id, (key) => unlinkProvider(provider.id, key));
              if (!outcome.ok) return;
              showToast(t('providerUnlinked', { label: provider.label }), 'success');
              await reload();
            })();
          },
        },
      ],
    });
  };

  return (
    <IonList inset className="settings-list" data-testid="settings-providers">
      <IonListHeader>
        <IonLabel>{t('providers')}</IonLabel>
      </IonListHeader>
      {rows.state === 'error' ? (
        <IonItem lines="none" data-testid="providers-failed">
          <IonLabel className="ion-text-wrap">{t('providersFailed')}</IonLabel>
          <IonButton slot="end" fill="outline" className="settings-end" onClick={() => void reload()}>
            {t('retry')}
          </IonButton>
        </IonItem>
      ) : (
        <>
          <p className="settings-note">{t('providersNote')}</p>
          {rows.rows.map(({ provider, link }) => (
            <IonItem key={provider.id} lines="full" data-testid={`provider-${provider.id}`}>
              <IonLabel>
                <h3>{provider.label}</h3>
                <p>{link ? (link.email ? t('linkedAs', { email: link.email }) : t('linkedNoEmail')) : t('notLinked')}</p>
                {/* When it was linked: a link one does not remember making stands out. */}
                {link && <p data-testid="provider-linked-at">{t('linkedSince', { time: linkedWhen(link) })}</p>}
              </IonLabel>
              {link ? (
                <IonButton slot="end" fill="outline" color="danger" className="settings-end" disabled={pending !== null} onClick={() => confirmUnlink(provider)} data-testid="provider-unlink">
                  {t('unlinkProvider')}
                </IonButton>
              ) : (
                <IonButton
                  slot="end"
                  fill="outline"
                  className="settings-end"
                  disabled={pending !== null}
                  onClick={() => void run(`link-${provider.id}`, provider.id, (key) => startLink(provider.id, key))}
                  data-testid="provider-link"
                >
                  {t('linkProvider')}
                </IonButton>
              )}
            </IonItem>
          ))}
        </>
      )}
    </IonList>
  );
}
