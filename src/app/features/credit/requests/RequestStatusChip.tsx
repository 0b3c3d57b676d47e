import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequestStatus } from '@shared/contracts/credit';
import { Chip } from '@app/shell/Chip';

export function RequestStatusChip({ status }: { status: CreditRequestStatus }) {
  const { t } = useTranslation('credit');
  return (
    <Chip className={`credit-status-chip credit-status-chip--${status}`} data-testid="credit-request-status" data-status={status}>
      {t(`status.${status}`)}
    </Chip>
  );
}
