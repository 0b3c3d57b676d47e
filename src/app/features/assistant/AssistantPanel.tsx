import { IonButton, IonModal } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import type { ShownAssistant } from './config-read';
import { AssistantFrame } from './AssistantFrame';
import './assistant.css';

export interface AssistantPanelProps {
  assistant: ShownAssistant;
  isOpen: boolean;
  /** The frame is made: the panel opened with a connection. It goes when the panel closes. */
  started: boolean;
  online: boolean;
  name: string;
  language: string;
  onClose: () => void;
}

/** The assistant's panel: the whole screen on a phone, a tall sheet on a wide one. */
export function AssistantPanel({ assistant, isOpen, started, online, name, language, onClose }: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="assistant-panel" aria-label={t('title')} data-testid="assistant-panel">
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{t('title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} className="assistant-panel__close" data-testid="assistant-close">
              {t('close')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      {/* The page scrolls itself: no ion-content around it, whose scroller would hold a second one. */}
      <div className="assistant-panel__body">
        {started ? (
          <AssistantFrame url={assistant.url} origin={assistant.origin} name={name} language={language} title={t('frameTitle')} />
        ) : online ? null : (
          <p className="assistant-panel__offline ion-padding" role="status" data-testid="assistant-offline">
            {t('offline')}
          </p>
        )}
      </div>
    </IonModal>
  );
}
