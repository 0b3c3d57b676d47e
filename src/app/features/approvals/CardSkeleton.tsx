/**
 * Where a card will be, while the list or the card's own code loads: about a card's size and shape.
 * Plain elements drawn as ion-skeleton-text's bones (same sizes and margins): three skeletons were
 * twenty-one web components for a slow phone to upgrade in the moments before the cards arrive.
 */
export function CardSkeleton() {
  return (
    <div className="approvals-skeleton" aria-hidden="true">
      <span className="approvals-skeleton__bone" style={{ width: '50%', height: 18 }} />
      <span className="approvals-skeleton__bone" style={{ width: '80%', height: 14 }} />
      <span className="approvals-skeleton__bone" style={{ width: '65%', height: 14 }} />
      <span className="approvals-skeleton__bone" style={{ width: '40%', height: 14 }} />
      <div className="approvals-skeleton__buttons">
        <span className="approvals-skeleton__bone approvals-skeleton__bone--button" />
        <span className="approvals-skeleton__bone approvals-skeleton__bone--button" />
      </div>
    </div>
  );
}
