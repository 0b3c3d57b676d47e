import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayStatus } from '@shared/contracts/free-stay';
import { DecisionStatusChip } from '@app/kit/decision/DecisionStatusChip';

export function StatusChip({ status }: { status: FreeStayStatus }) {
  const { t } = useTranslation('free-stay');
  return <DecisionStatusChip status={status} label={t(`status.${status}`)} testId="free-stay-status" />;
}
