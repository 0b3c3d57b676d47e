import { useRef, type ReactNode } from 'react';
import { IonButton, IonIcon, IonItem, IonItemOption } from '@ionic/react';
import { IonItemOptions } from '@app/ionic/ion-item-options';
import { IonItemSliding } from '@app/ionic/ion-item-sliding';
import { checkmarkCircleOutline, chevronForwardOutline, closeCircleOutline } from 'ionicons/icons';
import './swipe-card.css';

/** The card's words, in the area's language: the two decisions and the group that holds them. */
export interface SwipeCardWords {
  approve: string;
  reject: string;
  decide: string;
}

export interface SwipeCardProps {
  testId: string;
  approveTestId: string;
  rejectTestId: string;
  /** Without the approve code the card only shows; it cannot be swiped. */
  canDecide: boolean;
  /** Approve and Reject on the card on phones too (the inbox), not only behind the swipe. */
  alwaysShowButtons?: boolean;
  onApprove(): void;
  onReject(): void;
  /** Opens the record (detail, document review). */
  onOpen?: () => void;
  openLabel?: string;
  words: SwipeCardWords;
  children: ReactNode;
}

/**
 * A queue card: swipe it left to reveal Approve and Reject (two taps from a decision on a phone);
 * on wide screens, and on every card that does not open a record, the same two buttons sit on the card.
 */
export function SwipeCard({ testId, approveTestId, rejectTestId, canDecide, alwaysShowButtons = false, onApprove, onReject, onOpen, openLabel, words, children }: SwipeCardProps) {
  const sliding = useRef<HTMLIonItemSlidingElement>(null);
  const act = (action: () => void) => () => {
    void sliding.current?.close();
    action();
  };
  return (
    <IonItemSliding ref={sliding} className="swipe-card" data-testid={testId} disabled={!canDecide}>
      <IonItem lines="none" className="swipe-card__item">
        <div className="swipe-card__row">
          {onOpen ? (
            // Named by what it shows (voice control users say what they see); what a tap does comes last.
            <button type="button" className="swipe-card__body swipe-card__body--link" onClick={onOpen}>
              <div className="swipe-card__content">{children}</div>
              {openLabel ? <span className="visually-hidden">{openLabel}</span> : null}
              <IonIcon icon={chevronForwardOutline} className="swipe-card__chevron" aria-hidden="true" />
            </button>
          ) : (
            <div className="swipe-card__body">
              <div className="swipe-card__content">{children}</div>
            </div>
          )}
          {canDecide ? (
            // A card that opens nothing (a contact change) shows its buttons on phones too: a swipe must never be the only way.
            <div className={onOpen && !alwaysShowButtons ? 'swipe-card__inline' : 'swipe-card__inline swipe-card__inline--always'} role="group" aria-label={words.decide}>
              <IonButton size="small" color="success" onClick={onApprove} data-testid={`inline-${approveTestId}`}>
                <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
                {words.approve}
              </IonButton>
              <IonButton size="small" color="danger" fill="outline" onClick={onReject} data-testid={`inline-${rejectTestId}`}>
                <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
                {words.reject}
              </IonButton>
            </div>
          ) : null}
        </div>
      </IonItem>
      {canDecide ? (
        <IonItemOptions side="end">
          <IonItemOption color="danger" onClick={act(onReject)} data-testid={rejectTestId} className="swipe-card__option">
            <IonIcon slot="top" icon={closeCircleOutline} aria-hidden="true" />
            {words.reject}
          </IonItemOption>
          <IonItemOption color="success" onClick={act(onApprove)} data-testid={approveTestId} className="swipe-card__option">
            <IonIcon slot="top" icon={checkmarkCircleOutline} aria-hidden="true" />
            {words.approve}
          </IonItemOption>
        </IonItemOptions>
      ) : null}
    </IonItemSliding>
  );
}
