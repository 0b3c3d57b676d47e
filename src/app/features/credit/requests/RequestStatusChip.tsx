import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequestStatus } from '@shared/contracts/credit';
import { DecisionStatusChip } from '@app/kit/decision/DecisionStatusChip';

export function RequestStatusChip({ status }: { status: CreditRequestStatus }) {
  const { t } = useTranslation('credit');
  return <DecisionStatusChip status={status} label={t(`status.${status}`)} testId="credit-request-status" />;
}
