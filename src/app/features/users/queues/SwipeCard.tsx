import { useRef, type ReactNode } from 'react';
import { IonButton, IonIcon, IonItem, IonItemOption } from '@ionic/react';
import { IonItemOptions } from '@app/ionic/ion-item-options';
import { IonItemSliding } from '@app/ionic/ion-item-sliding';
import { checkmarkCircleOutline, chevronForwardOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

export interface SwipeCardProps {
  testId: string;
  approveTestId: string;
  rejectTestId: string;
  /** Without the approve code the card only shows; it cannot be swiped. */
  canDecide: boolean;
  onApprove(): void;
  onReject(): void;
  /** Opens the record (detail, document review). */
  onOpen?: () => void;
  openLabel?: string;
  children: ReactNode;
}

/**
 * A queue card: swipe it left to reveal Approve and Reject (two taps from a decision on a phone);
 * on wide screens, and on every card that does not open a record, the same two buttons sit on the card.
 */
export function SwipeCard({ testId, approveTestId, rejectTestId, canDecide, onApprove, onReject, onOpen, openLabel, children }: SwipeCardProps) {
  const { t } = useTranslation('users');
  const sliding = useRef<HTMLIonItemSlidingElement>(null);
  const act = (action: () => void) => () => {
    void sliding.current?.close();
    action();
  };
  return (
    <IonItemSliding ref={sliding} className="q-card" data-testid={testId} disabled={!canDecide}>
      <IonItem lines="none" className="q-card__item">
        <div className="q-card__row">
          {onOpen ? (
            // Named by what it shows (voice control users say what they see); what a tap does comes last.
            <button type="button" className="q-card__body q-card__body--link" onClick={onOpen}>
              <div className="q-card__content">{children}</div>
              {openLabel ? <span className="visually-hidden">{openLabel}</span> : null}
              <IonIcon icon={chevronForwardOutline} className="q-card__chevron" aria-hidden="true" />
            </button>
          ) : (
            <div className="q-card__body">
              <div className="q-card__content">{children}</div>
            </div>
          )}
          {canDecide ? (
            // A card that opens nothing (a contact change) shows its buttons on phones too: a swipe must never be the only way.
            <div className={onOpen ? 'q-card__inline' : 'q-card__inline q-card__inline--always'} role="group" aria-label={t('queues.decide')}>
              <IonButton size="small" color="success" onClick={onApprove} data-testid={`inline-${approveTestId}`}>
                <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
                {t('decide.approve')}
              </IonButton>
              <IonButton size="small" color="danger" fill="outline" onClick={onReject} data-testid={`inline-${rejectTestId}`}>
                <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
                {t('decide.reject')}
              </IonButton>
            </div>
          ) : null}
        </div>
      </IonItem>
      {canDecide ? (
        <IonItemOptions side="end">
          <IonItemOption color="danger" onClick={act(onReject)} data-testid={rejectTestId} className="q-option">
            <IonIcon slot="top" icon={closeCircleOutline} aria-hidden="true" />
            {t('decide.reject')}
          </IonItemOption>
          <IonItemOption color="success" onClick={act(onApprove)} data-testid={approveTestId} className="q-option">
            <IonIcon slot="top" icon={checkmarkCircleOutline} aria-hidden="true" />
            {t('decide.approve')}
          </IonItemOption>
        </IonItemOptions>
      ) : null}
    </IonItemSliding>
  );
}
