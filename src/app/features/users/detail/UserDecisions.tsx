import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { banOutline, checkmarkCircleOutline, closeCircleOutline, lockOpenOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { useOutboxDecision, type OutboxDecision } from '@app/offline/use-outbox-decision';
import { useUserMutations } from '../remote/use-user-mutations';
import { userDecisions } from '../decisions';
import { useDecisionPrompt } from '../ui/use-decision-prompt';

export interface DecisionProps {
  user: User;
  onOutcome(outcome: Outcome<User>, done: string): void;
}

function useMayDecide(user: User): boolean {
  const { profile } = useSession();
  return can(profile, P.user.approve) && !user.deletedAt;
}

/** Sends a decision through the outbox; busy until it is safe on this device (a moment). */
function useQueued() {
  const queue = useOutboxDecision();
  const [busy, setBusy] = useState(false);
  const send = (decision: OutboxDecision) => {
    setBusy(true);
    void queue(decision).finally(() => setBusy(false));
  };
  return { send, busy };
}

/**
 * A pending user's Approve and Reject, one tap each from the top of the page. The decision goes
 * through the outbox: the page shows it at once, the server has it when the network allows.
 */
export function PendingDecision({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const prompt = useDecisionPrompt();
  const { send, busy } = useQueued();
  if (!useMayDecide(user) || user.approvalStatus !== 'pending') return null;

  function ask(action: 'approve' | 'reject') {
    prompt({
      header: t(`decide.${action}Title`, { name: user.name }),
      message: t(`decide.${action}Message`, { name: user.name }),
      confirmText: t(`decide.${action}`),
      destructive: action === 'reject',
      remark: action === 'reject' ? 'required' : 'optional',
      onConfirm: (remark) => send({ ...userDecisions.approval.item(user, { decision: action, remark }), doneMessage: t(`decide.${action}Done`, { name: user.name }) }),
    });
  }

  return (
    <section className="u-decisions">
      <div className="u-pending-box" role="group" aria-label={t('detail.pendingTitle')}>
        <p className="u-pending-box__text">{t('detail.pendingText')}</p>
        <div className="u-two-buttons">
          <IonButton color="success" disabled={busy} onClick={() => ask('approve')} data-testid="user-approve-button">
            <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
            {t('decide.approve')}
          </IonButton>
          <IonButton color="danger" fill="outline" disabled={busy} onClick={() => ask('reject')} data-testid="user-reject-button">
            <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
            {t('decide.reject')}
          </IonButton>
        </div>
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
  const prompt = useDecisionPrompt();
  const { remove, pending } = useUserMutations();
  const { send, busy } = useQueued();
  if (!useMayDecide(user)) return null;
  const name = user.name;

  function askBan(next: boolean) {
    prompt({
      header: t(next ? 'ban.banTitle' : 'ban.unbanTitle', { name }),
      message: t(next ? 'ban.banMessage' : 'ban.unbanMessage', { name }),
      confirmText: t(next ? 'ban.ban' : 'ban.unban'),
      destructive: next,
      remark: next ? 'required' : 'optional',
      onConfirm: (remark) => send({ ...userDecisions.ban.item(user, { ban: next, remark }), doneMessage: t(next ? 'ban.banDone' : 'ban.unbanDone', { name }) }),
    });
  }

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
