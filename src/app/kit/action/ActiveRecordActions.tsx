import { createOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import type { ActiveToggleDeclaration, Activatable } from './define-action';
import { defineActiveToggle } from './define-action';
import { useAction } from './use-action';
import { ActionRefusal } from './ActionRefusal';
import { ActiveToggleButton } from './ActiveToggleButton';
import { LinkButton } from './LinkButton';
import './action.css';

/** A record that is edited on its own page and switched off and on again from its record page. */
export interface ActiveRecordActionsSpec<R extends Activatable> extends Omit<ActiveToggleDeclaration<R>, 'confirmTestId'> {
  /** The code that lets an admin edit it and switch it: without it, no buttons at all. */
  permission: number;
  editPath(record: R): string;
  /** `<prefix>-edit-button`, `-toggle-active`, `-confirm-toggle` and `-action-refusal`. */
  testIdPrefix: string;
}

export interface ActiveRecordActionsProps<R extends Activatable> {
  record: R;
  onChanged(record: R): void;
}

/**
 * Declares a record page's Edit and Deactivate/Reactivate buttons (a company, an owner): the switch
 * asks first, worded by the area's `activate.*` / `deactivate.*`, and the server's refusal stays on the page.
 */
export function activeRecordActions<R extends Activatable>(spec: ActiveRecordActionsSpec<R>) {
  const { words, permission, editPath, testIdPrefix: prefix } = spec;
  const toggleActive = defineActiveToggle<R>({ words, send: spec.send, confirmTestId: `${prefix}-confirm-toggle` });
  return function ActiveRecordActions({ record, onChanged }: ActiveRecordActionsProps<R>) {
    const { t } = useTranslation(words);
    const { profile } = useSession();
    const toggle = useAction(toggleActive, onChanged, onChanged);
    if (!can(profile, permission)) return null;
    return (
      <div className="kit-record-actions">
        <div className="action-grid">
          <LinkButton href={editPath(record)} icon={createOutline} label={t('detail.edit')} testId={`${prefix}-edit-button`} />
          <ActiveToggleButton flow={toggle} record={record} words={words} testId={`${prefix}-toggle-active`} />
        </div>
        <ActionRefusal refusal={toggle.refusal} testId={`${prefix}-action-refusal`} />
      </div>
    );
  };
}
