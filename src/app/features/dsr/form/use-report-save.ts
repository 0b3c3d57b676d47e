import { useCallback, useState } from 'react';
import type { DsrReport } from '@shared/contracts/dsr';
import { useCapture } from '@app/kit/capture/use-capture';
import { reportTitle } from '../decisions';
import { reportCaptureItems, type ChosenPhoto } from './report-capture';
import { toCreateBody, toPatch, type ReportFormValues } from './report-form';

export interface SaveRequest {
  values: ReportFormValues;
  /** The report being edited; none for a new one. */
  report: DsrReport | null;
  photos: readonly ChosenPhoto[];
  submitting: boolean;
  doneMessage: string;
}

export interface SaveOutcome {
  id: string;
  outcome: 'sent' | 'queued' | 'failed';
}

/**
 * Save draft and Submit alike: the report (a new one under an id this device chooses), its photos and the submit go
 * to the outbox in one write, so what the staff wrote offline is sent once, whole, when the network is back.
 */
export function useReportSave() {
  const capture = useCapture();
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async ({ values, report, photos, submitting, doneMessage }: SaveRequest): Promise<SaveOutcome> => {
      const id = report?.id ?? crypto.randomUUID();
      const items = reportCaptureItems({
        write: report ? { mode: 'update', id, body: toPatch(values, report.version) } : { mode: 'create', body: toCreateBody(id, values) },
        title: reportTitle({ propertyName: values.propertyName, businessDate: values.businessDate }),
        photos,
        submit: submitting ? { expected: report?.status ?? 'draft' } : null,
      });
      setBusy(true);
      try {
        return { id, outcome: await capture({ items, doneMessage }) };
      } finally {
        setBusy(false);
      }
    },
    [capture],
  );
  return { save, busy };
}
