import { ActiveChip as KitActiveChip } from '@app/kit/record/StateChip';
import './companies.css';

export function ActiveChip({ active }: { active: boolean }) {
  return <KitActiveChip active={active} namespace="companies" className="companies-chip" testId="company-status" />;
}
