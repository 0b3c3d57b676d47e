import { IonButton, IonIcon } from '@ionic/react';
import { banOutline, lockOpenOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { User } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { ChoiceButtons } from '@app/kit/decision/ChoiceButtons';
import { useDecision } from '@app/kit/decision/use-decision';
import { useUserMutations } from '../remote/use-user-mutations';
import { userDecisions } from '../decisions';
import { userCopy } from '../queues/decision-words';

export interface DecisionProps {
  user: User;
  onOutcome(outcome: Outcome<User>, done: string): void;
}

function useMayDecide(user: User): boolean {
  const { profile } = useSession();
  return can(profile, P.user.approve) && !user.deletedAt;
}

/** A pending user's Approve and Reject, one tap each from the top of the page. */
export function PendingDecision({ user }: { user: User }) {
  const { t } = useTranslation('users');
  if (!useMayDecide(user) || user.approvalStatus !== 'pending') return null;
  return (
    <section className="u-decisions">
      <div className="u-pending-box" role="group" aria-label={t('detail.pendingTitle')}>
        <p className="u-pending-box__text">{t('detail.pendingText')}</p>
        <ChoiceButtons record={user} decision={userDecisions.approval} copy={(u, d) => userCopy(u, d, t)} testIdPrefix="user" className="u-two-buttons" />
      </div>
    </section>
  );
}

/**
 * Ban or unban (through the outbox), and erasing the account: set apart below the everyday
 * actions, each behind a confirmation (a remark to ban, the account number typed to erase).
 */
export function DangerActions({ user, onOutcome }: DecisionProps) {
  const { t } = useTranslation('users');
  const { ask, busy, prompt } = useDecision(userDecisions.ban);
  const { remove, pending } = useUserMutations();
  if (!useMayDecide(user)) return null;
  const name = user.name;

  const askBan = (ban: boolean) =>
    ask(user, { ban }, {
      header: t(ban ? 'ban.banTitle' : 'ban.unbanTitle', { name }),
      message: t(ban ? 'ban.banMessage' : 'ban.unbanMessage', { name }),
      confirmText: t(ban ? 'ban.ban' : 'ban.unban'),
      destructive: ban,
      done: t(ban ? 'ban.banDone' : 'ban.unbanDone', { name }),
    });

  function askDelete() {
    prompt({
      header: t('delete.confirmTitle', { name }),
      message: t('delete.confirmMessage', { number: user.accountNumber }),
      confirmText: t('delete.confirm'),
      destructive: true,
      remark: 'none',
      typeToConfirm: user.accountNumber,
      onConfirm: () => void remove(user).then((o) => onOutcome(o, t('delete.done', { number: user.accountNumber }))),
    });
  }

  return (
    <div className="action-grid u-action-grid u-danger-row">
      {user.banned ? (
        <IonButton fill="outline" color="success" disabled={busy} onClick={() => askBan(false)} data-testid="user-unban-button">
          <IonIcon slot="start" icon={lockOpenOutline} aria-hidden="true" />
          {t('ban.unban')}
        </IonButton>
      ) : (
        <IonButton fill="outline" color="danger" disabled={busy} onClick={() => askBan(true)} data-testid="user-ban-button">
          <IonIcon slot="start" icon={banOutline} aria-hidden="true" />
          {t('ban.ban')}
        </IonButton>
      )}
      <IonButton fill="clear" color="danger" onClick={askDelete} disabled={pending === 'delete'} data-testid="user-delete-button">
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        {t('delete.action')}
      </IonButton>
    </div>
  );
}
