import { companies, type Company } from '@shared/contracts/companies';
import { P } from '@shared/permissions';
import { call } from '@app/lib/api';
import { activeRecordActions } from '@app/kit/action/ActiveRecordActions';

/** Edit, and deactivate or reactivate after a confirmation; the server's refusal stays on the page. */
export const CompanyActions = activeRecordActions<Company>({
  words: 'companies',
  permission: P.company.edit,
  editPath: (company) => `/admin/company/${company.id}/edit`,
  send: (company, active, idempotencyKey) =>
    call(companies.update, { params: { id: company.id }, body: { active, version: company.version }, idempotencyKey }),
  testIdPrefix: 'company',
});
