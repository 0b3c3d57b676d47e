import { useEffect, useState } from 'react';
import { IonButton, IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonToggle } from '@app/ionic/ion-toggle';
import { useTranslation } from '@app/lib/use-translation';
import { AGENT_TYPES, linkUpdate, type AgentType } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useDecision } from '@app/kit/decision/use-decision';
import { TextField } from '@app/kit/form/TextField';
import { isHttpUrl, parseCommission } from '../form/user-form';
import { useUserMutations } from '../remote/use-user-mutations';
import { userDecisions } from '../decisions';
import type { DecisionProps } from './UserDecisions';

function AgentTerms({ user, onOutcome }: DecisionProps) {
  const { t } = useTranslation('users');
  const { agentType, commission, pending } = useUserMutations();
  const [rate, setRate] = useState(user.commissionRate === null ? '' : String(user.commissionRate));
  // What the select shows while the change travels; back to the record's value afterwards.
  const [typeShown, setTypeShown] = useState<AgentType | null>(null);
  const parsed = parseCommission(rate);
  const rateError = rate.trim() && parsed == null ? t('form.commissionInvalid') : undefined;
  return (
    <>
      <IonItem lines="full">
        <IonSelect
          label={t('fields.agentType')}
          labelPlacement="stacked"
          interface="popover"
          value={typeShown ?? user.agentType ?? undefined}
          placeholder={t('fields.agentTypeNone')}
          disabled={pending === 'agentType'}
          onIonChange={(e) => {
            const next = e.detail.value as AgentType;
            if (!next || next === user.agentType) return;
            setTypeShown(next);
            void agentType(user, next).then((o) => {
              setTypeShown(null);
              onOutcome(o, t('agent.typeDone'));
            });
          }}
          data-testid="user-agent-type"
        >
          {AGENT_TYPES.map((type) => (
            <IonSelectOption key={type} value={type}>
              {t(`agentTypes.${type}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem lines="full" className="u-inline-edit">
        <TextField inItem label={t('fields.commissionRate')} inputmode="decimal" placeholder="0–100" value={rate} onValue={setRate} error={rateError} testId="user-commission-input" />
        <IonButton
          slot="end"
          fill="outline"
          disabled={parsed == null || parsed === user.commissionRate || pending === 'commission'}
          onClick={() => parsed != null && void commission(user, parsed).then((o) => onOutcome(o, t('agent.commissionDone')))}
          data-testid="user-commission-save"
        >
          {t('common:save')}
        </IonButton>
      </IonItem>
    </>
  );
}

/** VIP, link and an agent's terms: the edits an admin with the edit code makes in place. */
export function UserSettings({ user, onOutcome }: DecisionProps) {
  const { t } = useTranslation('users');
  const { profile } = useSession();
  const { link, pending } = useUserMutations();
  const vip = useDecision(userDecisions.vip);
  // What the toggle shows until the record (with the queued decision on top) says the same.
  const [vipShown, setVipShown] = useState<boolean | null>(null);
  const [url, setUrl] = useState(user.url ?? '');
  useEffect(() => {
    if (vipShown !== null && vipShown === user.isVip) setVipShown(null);
  }, [vipShown, user.isVip]);
  if (!can(profile, P.user.edit) || user.deletedAt) return null;
  const urlError = url.trim() && !isHttpUrl(url) ? t('form.urlInvalid') : undefined;

  return (
    <IonList inset className="detail-list u-list" aria-label={t('detail.settingsTitle')}>
      <IonItem lines="full">
        <IonToggle
          checked={vipShown ?? user.isVip}
          disabled={vipShown !== null}
          onIonChange={(e) => {
            const next = e.detail.checked;
            if (next === user.isVip) return;
            setVipShown(next);
            void vip.send(user, { isVip: next }, t(next ? 'vip.onDone' : 'vip.offDone', { name: user.name })).then((kept) => {
              // Kept: the record shows the queued change in a moment; not kept: back to the truth.
              if (!kept) setVipShown(null);
              else window.setTimeout(() => setVipShown(null), 1500);
            });
          }}
          data-testid="user-vip-toggle"
        >
          <IonLabel>
            <strong>{t('vip.label')}</strong>
            <p className="u-hint">{t('vip.hint')}</p>
          </IonLabel>
        </IonToggle>
      </IonItem>
      <IonItem lines="full" className="u-inline-edit">
        <TextField
          inItem
          label={t('fields.url')}
          type="url"
          inputmode="url"
          placeholder="https://"
          value={url}
          onValue={setUrl}
          error={urlError}
          schema={linkUpdate.shape.url}
          testId="user-url-input"
        />
        <IonButton
          slot="end"
          fill="outline"
          disabled={!url.trim() || !!urlError || url.trim() === (user.url ?? '') || pending === 'link'}
          onClick={() => void link(user, url.trim()).then((o) => onOutcome(o, t('link.done')))}
          data-testid="user-url-save"
        >
          {t('common:save')}
        </IonButton>
      </IonItem>
      {user.role === 'agent' ? <AgentTerms key={`${user.id}-${String(user.commissionRate)}`} user={user} onOutcome={onOutcome} /> : null}
    </IonList>
  );
}
