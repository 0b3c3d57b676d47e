import { auditHistoryView } from '@app/kit/record/history-view';
import { packageHistoryLines } from './package-history';
import { servicePackageResource } from './resource';

/** A package's audit trail (its versions, activation and so on). */
export const packageHistoryView = auditHistoryView(servicePackageResource, 'service-packages.package', packageHistoryLines);
