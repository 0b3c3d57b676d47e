import { useRef, type CSSProperties, type ReactNode } from 'react';
import { IonButton, IonItem, IonItemOption } from '@ionic/react';
import { IonItemOptions } from '@app/ionic/ion-item-options';
import { IonItemSliding } from '@app/ionic/ion-item-sliding';
import { checkmarkCircleOutline, chevronForwardOutline, closeCircleOutline } from 'ionicons/icons';
import { maskOf } from '@app/shell/MaskIcon';
import { useFirstIdle } from '@app/lib/use-first-idle';
import './swipe-card.css';

/** The longest a card waits for an idle moment before its swipe options join it. */
const SWIPE_OPTIONS_IDLE_MS = 1000;

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
 * A decorative ionicons icon in a slot of an Ionic button or option, drawn as a mask (shell/MaskIcon):
 * each card had five `ion-icon`s, a hundred web components for a slow phone to upgrade on a page of cards.
 */
function SlotIcon({ icon, slot }: { icon: string; slot: 'start' | 'top' }) {
  return <span slot={slot} className={`mask-icon swipe-card__icon swipe-card__icon--${slot}`} aria-hidden="true" style={{ '--mask-icon': maskOf(icon) } as CSSProperties} />;
}

/**
 * An icon on a card that stands for a word (the arrow that says "becomes"), drawn as a mask and read as an
 * image of that name; a decorative one is shell/MaskIcon. Either way not an `ion-icon`: a page of cards had
 * a score of them, each a web component a slow phone upgrades before the first card answers a tap.
 */
export function LabelledIcon({ icon, label }: { icon: string; label: string }) {
  return <span role="img" aria-label={label} className="mask-icon" style={{ '--mask-icon': maskOf(icon) } as CSSProperties} />;
}

/**
 * A queue card: swipe it left to reveal Approve and Reject (two taps from a decision on a phone);
 * on wide screens, and on every card that does not open a record, the same two buttons sit on the card.
 */
export function SwipeCard({ testId, approveTestId, rejectTestId, canDecide, alwaysShowButtons = false, onApprove, onReject, onOpen, openLabel, words, children }: SwipeCardProps) {
  const sliding = useRef<HTMLIonItemSlidingElement>(null);
  // The swipe's options (three web components a card) are hidden until a swipe: they join the card at the
  // first idle moment, each card on its own short task instead of in the task that draws the list;
  // ion-item-sliding watches for options added later. A press on the card brings them at once.
  const [optionsReady, readyNow] = useFirstIdle({ timeoutMs: SWIPE_OPTIONS_IDLE_MS });
  const act = (action: () => void) => () => {
    void sliding.current?.close();
    action();
  };
  return (
    <IonItemSliding ref={sliding} className="swipe-card" data-testid={testId} disabled={!canDecide}>
      <IonItem lines="none" className="swipe-card__item">
        <div className="swipe-card__row" onPointerDown={optionsReady ? undefined : readyNow}>
          {onOpen ? (
            // Named by what it shows (voice control users say what they see); what a tap does comes last.
            <button type="button" className="swipe-card__body swipe-card__body--link" onClick={onOpen}>
              <div className="swipe-card__content">{children}</div>
              {openLabel ? <span className="visually-hidden">{openLabel}</span> : null}
              <span className="mask-icon swipe-card__chevron" aria-hidden="true" style={{ '--mask-icon': maskOf(chevronForwardOutline) } as CSSProperties} />
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
                <SlotIcon slot="start" icon={checkmarkCircleOutline} />
                {words.approve}
              </IonButton>
              <IonButton size="small" color="danger" fill="outline" onClick={onReject} data-testid={`inline-${rejectTestId}`}>
                <SlotIcon slot="start" icon={closeCircleOutline} />
                {words.reject}
              </IonButton>
            </div>
          ) : null}
        </div>
      </IonItem>
      {canDecide && optionsReady ? (
        <IonItemOptions side="end">
          <IonItemOption color="danger" onClick={act(onReject)} data-testid={rejectTestId} className="swipe-card__option">
            <SlotIcon slot="top" icon={closeCircleOutline} />
            {words.reject}
          </IonItemOption>
          <IonItemOption color="success" onClick={act(onApprove)} data-testid={approveTestId} className="swipe-card__option">
            <SlotIcon slot="top" icon={checkmarkCircleOutline} />
            {words.approve}
          </IonItemOption>
        </IonItemOptions>
      ) : null}
    </IonItemSliding>
  );
}
