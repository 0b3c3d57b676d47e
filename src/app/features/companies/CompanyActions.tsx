import { createOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useTranslation } from '@app/lib/use-translation';
import { companies, type Company } from '@shared/contracts/companies';
import { P } from '@shared/permissions';
import { call } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { defineActiveToggle } from '@app/kit/action/define-action';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { ActiveToggleButton } from '@app/kit/action/ActiveToggleButton';

const toggleActive = defineActiveToggle<Company>({
  words: 'companies',
  send: (company, active, idempotencyKey) =>
    call(companies.update, { params: { id: company.id }, body: { active, version: company.version }, idempotencyKey }),
  confirmTestId: 'company-confirm-toggle',
});

/** Edit, and deactivate or reactivate after a confirmation; the server's refusal stays on the page. */
export function CompanyActions({ company, onChanged }: { company: Company; onChanged(company: Company): void }) {
  const { t } = useTranslation('companies');
  const { profile } = useSession();
  const toggle = useAction(toggleActive, onChanged, onChanged);
  if (!can(profile, P.company.edit)) return null;
  return (
    <div className="companies-actions">
      <div className="action-grid">
        <LinkButton href={`/admin/company/${company.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="company-edit-button" />
        <ActiveToggleButton flow={toggle} record={company} words="companies" testId="company-toggle-active" />
      </div>
      <ActionRefusal refusal={toggle.refusal} testId="company-action-refusal" />
    </div>
  );
}
