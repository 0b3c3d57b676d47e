import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';

/** Where a card will be, while the list or the card's own code loads: about a card's size and shape. */
export function CardSkeleton() {
  return (
    <div className="approvals-skeleton" aria-hidden="true">
      <IonSkeletonText animated style={{ width: '50%', height: 18 }} />
      <IonSkeletonText animated style={{ width: '80%', height: 14 }} />
      <IonSkeletonText animated style={{ width: '65%', height: 14 }} />
      <IonSkeletonText animated style={{ width: '40%', height: 14 }} />
      <div className="approvals-skeleton__buttons">
        <IonSkeletonText animated style={{ width: 110, height: 36, borderRadius: 8 }} />
        <IonSkeletonText animated style={{ width: 110, height: 36, borderRadius: 8 }} />
      </div>
    </div>
  );
}
