import { createOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useTranslation } from '@app/lib/use-translation';
import type { OwnerDetail } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import { P } from '@shared/permissions';
import { call } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { defineActiveToggle } from '@app/kit/action/define-action';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { ActiveToggleButton } from '@app/kit/action/ActiveToggleButton';

const toggleActive = defineActiveToggle<OwnerDetail>({
  words: 'owners',
  send: (owner, active, idempotencyKey) => call(owners.update, { params: { id: owner.id }, body: { active, version: owner.version }, idempotencyKey }),
  confirmTestId: 'owner-confirm-toggle',
});

/** Edit, and deactivate or reactivate after a confirmation; the server's refusal (they still own a unit) stays on the page. */
export function OwnerActions({ owner, onChanged }: { owner: OwnerDetail; onChanged(owner: OwnerDetail): void }) {
  const { t } = useTranslation('owners');
  const { profile } = useSession();
  const toggle = useAction(toggleActive, onChanged, onChanged);
  if (!can(profile, P.owner.edit)) return null;
  return (
    <div className="owners-actions">
      <div className="action-grid">
        <LinkButton href={`/admin/owner-mgmt/${owner.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="owner-edit-button" />
        <ActiveToggleButton flow={toggle} record={owner} words="owners" testId="owner-toggle-active" />
      </div>
      <ActionRefusal refusal={toggle.refusal} testId="owner-action-refusal" />
    </div>
  );
}
