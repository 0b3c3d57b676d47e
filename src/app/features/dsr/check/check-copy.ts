import type { DsrReport } from '@shared/contracts/dsr';
import type { Choice } from '@app/kit/decision/choice';
import { choiceCopy, type DecisionWords } from '@app/kit/decision/choice-copy';
import { formatMyr } from '@shared/money';

/** The checker's prompt: verify (remark optional) or return (the remark says what to correct), naming the property and day. */
export function checkCopy(report: Pick<DsrReport, 'propertyName' | 'businessDate' | 'varianceSen'>, choice: Choice, t: DecisionWords, language: string) {
  return choiceCopy(t, 'check', choice, {
    property: report.propertyName,
    date: report.businessDate,
    variance: formatMyr(Math.abs(report.varianceSen ?? 0), language),
  });
}
