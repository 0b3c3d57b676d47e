import { useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, closeCircleOutline, createOutline } from 'ionicons/icons';
import type { Installment, InstallmentMonth } from '@shared/contracts/owner-installments';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useOnline } from '@app/lib/use-online';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useAction } from '@app/kit/action/use-action';
import { installmentPath } from '../paths';
import { cancelAction, settleAction, waiveAction } from './plan-actions';
import { ReasonSheet } from './ReasonSheet';
import { ScheduleTable } from './ScheduleTable';

type Open = { kind: 'waive'; month: InstallmentMonth } | { kind: 'settle' } | { kind: 'cancel' } | null;

interface Props {
  plan: Installment;
  /** The plan as the server answered, after a change or with a 409. */
  onChanged(plan: Installment): void;
}

/**
 * The schedule with Waive on each month still due (34), and the plan's Edit (34), Settle early (34) and Cancel (35, only
 * while nothing was deducted or waived). Each is confirmed in a sheet that says what happens and takes its reason; they
 * are made online, on the version shown.
 */
export function InstallmentActions({ plan, onChanged }: Props) {
  const { t, i18n } = useTranslation('owner-installments');
  const { profile } = useSession();
  const online = useOnline();
  const [open, setOpen] = useState<Open>(null);
  const waive = useAction(waiveAction, onChanged, onChanged);
  const settle = useAction(settleAction, onChanged, onChanged);
  const cancel = useAction(cancelAction, onChanged, onChanged);
  const active = plan.status === 'active';
  const mayEdit = active && can(profile, P.expenses.edit);
  const mayCancel = active && !plan.termsLocked && can(profile, P.expenses.approve);
  const money = (sen: number) => formatMyr(sen, i18n.language);
  const busy = waive.busy || settle.busy || cancel.busy || !online;
  const dueMonths = plan.schedule.filter((m) => m.status === 'due').length;

  const sheet =
    open?.kind === 'waive'
      ? {
          flow: waive,
          words: {
            title: t('waive.title', { month: formatYearMonth(open.month.month, i18n.language) }),
            message: t('waive.message', { amount: money(open.month.amountSen), owner: plan.ownerName }),
            reason: t('waive.reason'),
            required: t('waive.reasonRequired'),
            confirm: t('waive.confirm'),
          },
          destructive: false,
          send: (reason: string) => waive.send(plan, { month: open.month.month, reason }),
          testId: 'installment-waive-sheet',
        }
      : open?.kind === 'settle'
        ? {
            flow: settle,
            words: {
              title: t('settle.title'),
              message: t('settle.message', { amount: money(plan.dueSen), count: dueMonths }),
              reason: t('settle.remark'),
              confirm: t('settle.confirm'),
            },
            destructive: false,
            send: (remark: string) => settle.send(plan, { remark }),
            testId: 'installment-settle-sheet',
          }
        : open?.kind === 'cancel'
          ? {
              flow: cancel,
              words: { title: t('cancel.title'), message: t('cancel.message', { title: plan.title }), reason: t('cancel.reason'), required: t('cancel.reasonRequired'), confirm: t('cancel.confirm') },
              destructive: true,
              send: (reason: string) => cancel.send(plan, { reason }),
              testId: 'installment-cancel-sheet',
            }
          : null;

  // The sheet keeps its words while it closes; a new one is a new dialog, named (aria-label) as it is made.
  const last = useRef(sheet);
  if (sheet) last.current = sheet;
  const shown = sheet ?? last.current;

  return (
    <>
      {mayEdit || mayCancel ? (
        <div className="action-grid installment-actions" data-testid="installment-actions">
          {mayEdit ? <LinkButton href={`${installmentPath(plan.id)}/edit`} icon={createOutline} label={t('detail.edit')} testId="installment-edit-button" /> : null}
          {mayEdit && plan.dueSen > 0 ? (
            <IonButton fill="outline" disabled={busy} onClick={() => setOpen({ kind: 'settle' })} data-testid="installment-settle-button">
              <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
              {t('settle.button')}
            </IonButton>
          ) : null}
          {mayCancel ? (
            <IonButton fill="outline" color="danger" disabled={busy} onClick={() => setOpen({ kind: 'cancel' })} data-testid="installment-cancel-button">
              <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
              {t('cancel.button')}
            </IonButton>
          ) : null}
        </div>
      ) : null}
      {(mayEdit || mayCancel) && !online ? (
        <p className="installment-note" role="note" data-testid="installment-offline-note">
          {t('detail.offline')}
        </p>
      ) : null}
      <ScheduleTable plan={plan} onWaive={mayEdit ? (month) => setOpen({ kind: 'waive', month }) : null} busy={busy} />
      {shown ? (
        <ReasonSheet
          key={`${shown.testId}:${shown.words.title}`}
          isOpen={sheet !== null}
          words={shown.words}
          destructive={shown.destructive}
          busy={shown.flow.busy}
          refusal={shown.flow.refusal}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => shown.send(reason)}
          testId={shown.testId}
        />
      ) : null}
    </>
  );
}
