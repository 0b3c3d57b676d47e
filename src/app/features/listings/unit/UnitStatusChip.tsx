import { useTranslation } from '@app/lib/use-translation';
import type { UnitStatus } from '@shared/contracts/listings';
import { Chip } from '@app/shell/Chip';
import { unitStatusKey } from '../listing-display';

export function UnitStatusChip({ status }: { status: UnitStatus }) {
  const { t } = useTranslation('listings');
  return (
    <Chip className={`listings-status listings-status--${status}`} outline={status !== 'active'} data-testid="listings-unit-status">
      {t(unitStatusKey(status))}
    </Chip>
  );
}
