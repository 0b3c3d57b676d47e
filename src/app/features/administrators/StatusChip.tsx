import { ActiveChip } from '@app/kit/record/StateChip';
import './admin-list.css';

export function StatusChip({ active }: { active: boolean }) {
  return <ActiveChip active={active} namespace="administrators" className="status-chip" testId="admin-status" />;
}
