import { Chip } from '@app/shell/Chip';
import './decision-status.css';

/** A request's decision state (pending, approved, rejected, cancelled) as a chip, coloured alike in every area. */
export function DecisionStatusChip({ status, label, testId }: { status: string; label: string; testId: string }) {
  return (
    <Chip className={`decision-status decision-status--${status}`} data-testid={testId} data-status={status}>
      {label}
    </Chip>
  );
}
