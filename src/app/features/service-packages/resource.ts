import { servicePackages, type ServicePackage } from '@shared/contracts/service-packages';
import { defineResource } from '@app/kit/resource/define-resource';

export const servicePackageResource = defineResource({
  type: 'service-packages.package',
  list: servicePackages.list,
  record: servicePackages.get,
  rows: (answer) => ({ items: answer.servicePackages, totalCount: answer.totalCount }),
  id: (pkg: ServicePackage) => pkg.id,
});
