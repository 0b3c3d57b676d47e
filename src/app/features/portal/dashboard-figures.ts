/** Filled nights over the nights the owner's periods hold; none held, no rate (not 0%). */
export function occupancyOf(month: { occupiedNights: number; availableNights: number }): number | null {
  return month.availableNights ? month.occupiedNights / month.availableNights : null;
}

/** Nights between two `YYYY-MM-DD` dates (check-out exclusive). */
export function nightsOf(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}
