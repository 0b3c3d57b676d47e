import type { DsrReport } from '@shared/contracts/dsr';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import { CheckCard } from './CheckCard';

/** A submitted report in the approvals inbox: the checking page's card (the server never lists the submitter's own there). */
export default function InboxReportCard({ item, canDecide, decide, alwaysShowButtons }: InboxCardProps<DsrReport>) {
  return <CheckCard report={item} canDecide={canDecide} mine={false} decide={decide} alwaysShowButtons={alwaysShowButtons} />;
}
