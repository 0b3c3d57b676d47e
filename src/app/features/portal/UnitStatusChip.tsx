import { useTranslation } from '@app/lib/use-translation';
import type { UnitStatus } from '@shared/contracts/listings';
import { Chip } from '@app/shell/Chip';

/** Active units are the rule: only they carry the brand's colour; inactive and maintenance stay plain. */
export function UnitStatusChip({ status }: { status: UnitStatus }) {
  const { t } = useTranslation('portal');
  return (
    <Chip outline={status !== 'active'} color={status === 'active' ? 'primary' : undefined} data-testid="portal-unit-status">
      {t(`status.${status}`)}
    </Chip>
  );
}
