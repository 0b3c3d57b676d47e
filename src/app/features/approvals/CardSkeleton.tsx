import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';

/** Where a card will be, while the list or the card's own code loads. */
export function CardSkeleton() {
  return (
    <div className="approvals-skeleton">
      <IonSkeletonText animated style={{ width: '50%', height: 18 }} />
      <IonSkeletonText animated style={{ width: '80%', height: 14 }} />
    </div>
  );
}
