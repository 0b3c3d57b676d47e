import { useResourceView } from '@app/kit/resource/use-resource-view';
import { summaryView } from '../views';

/** The summary for a `YYYY-MM` month, one answer for every property; saved per month so it shows offline. */
export function useListingSummary(month: string) {
  return useResourceView(summaryView, month);
}
