import { ActiveChip } from '@app/kit/record/StateChip';
import './service-packages.css';

export function PackageActiveChip({ active }: { active: boolean }) {
  return <ActiveChip active={active} namespace="service-packages" className="service-packages-chip" testId="package-status" />;
}
