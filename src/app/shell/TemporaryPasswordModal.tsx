import { useState } from 'react';
import { IonButton, IonContent, IonIcon, IonModal } from '@ionic/react';
import { IonButtons } from '../ionic/ion-buttons';
import { IonHeader } from '../ionic/ion-header';
import { IonTitle } from '../ionic/ion-title';
import { IonToolbar } from '../ionic/ion-toolbar';
import { checkmarkOutline, copyOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import './temporary-password-modal.css';

/** The words differ per area (an admin is told they will choose their own password), so callers pass them in. */
export interface TemporaryPasswordWords {
  title: string;
  intro: string;
  warning: string;
}

export interface TemporaryPasswordModalProps {
  password: string | null;
  words: TemporaryPasswordWords;
  onClose(): void;
}

/** The temporary password exists only in this modal: once closed, nobody can read it again. */
export function TemporaryPasswordModal({ password, words, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <IonModal
      isOpen={password !== null}
      onDidDismiss={() => {
        setCopied(false);
        onClose();
      }}
      backdropDismiss={false}
      aria-label={words.title}
      data-testid="temporary-password-modal"
    >
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{words.title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} data-testid="temporary-password-close">
              {t('done')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>{words.intro}</p>
        <div className="temp-password">
          <code data-testid="temporary-password">{password}</code>
          <IonButton fill="outline" onClick={() => void copy()} data-testid="copy-temporary-password">
            <IonIcon slot="start" icon={copied ? checkmarkOutline : copyOutline} aria-hidden="true" />
            {copied ? t('copied') : t('copy')}
          </IonButton>
        </div>
        <p className="warning-note temp-password__warning" role="note">
          <IonIcon icon={warningOutline} aria-hidden="true" /> {words.warning}
        </p>
      </IonContent>
    </IonModal>
  );
}
