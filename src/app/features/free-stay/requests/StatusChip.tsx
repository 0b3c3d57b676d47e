import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayStatus } from '@shared/contracts/free-stay';
import { Chip } from '@app/shell/Chip';

export function StatusChip({ status }: { status: FreeStayStatus }) {
  const { t } = useTranslation('free-stay');
  return (
    <Chip className={`free-stay-status free-stay-status--${status}`} data-testid="free-stay-status" data-status={status}>
      {t(`status.${status}`)}
    </Chip>
  );
}
