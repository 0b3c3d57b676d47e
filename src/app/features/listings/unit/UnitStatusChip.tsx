import type { UnitStatus } from '@shared/contracts/listings';
import { statusChip } from '@app/kit/record/StateChip';
import { unitStatusKey } from '../listing-display';

export const UnitStatusChip = statusChip<UnitStatus>({
  namespace: 'listings',
  className: 'listings-status',
  word: unitStatusKey,
  outline: (status) => status !== 'active',
  testId: 'listings-unit-status',
});
