import { IonButton } from '@ionic/react';
import { checkmarkDoneOutline, flagOutline } from 'ionicons/icons';
import type { Holiday } from '@shared/contracts/holidays';
import { formatDayLabel, formatYearMonth } from '@shared/dates';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { ListCard } from '@app/kit/list/ListCard';
import { confirmOneAction } from './holiday-actions';
import { holidayName, scopeLabel } from './holiday-display';
import { HolidayStatusChip } from './HolidayStatusChip';
import type { HolidayRow } from './use-holidays';

/** One holiday of the year: its month's heading when it opens one, the card, and Confirm while it is tentative. */
export function HolidayCard({ row, onChanged }: { row: HolidayRow; onChanged(): void }) {
  const { t, i18n } = useTranslation('holidays');
  const { profile } = useSession();
  const { holiday, month } = row;
  const confirm = useAction<Holiday>(confirmOneAction, onChanged, onChanged);
  const name = holidayName(holiday, i18n.language);
  const tentative = holiday.status === 'tentative';
  return (
    <div className={tentative ? 'holiday-row holiday-row--tentative' : 'holiday-row'} data-testid={`holidays-row-${holiday.id}`} data-status={holiday.status}>
      {month ? (
        <h2 className="holiday-row__month" data-testid={`holidays-month-${month}`}>
          {formatYearMonth(month, i18n.language)}
        </h2>
      ) : null}
      <ListCard
        href={`/admin/holiday/${holiday.id}`}
        testId={`holidays-card-${holiday.id}`}
        icon={tentative ? flagOutline : checkmarkDoneOutline}
        title={
          <>
            {name.text}
            {name.english ? <span className="holiday-row__english"> {t('name.inEnglish')}</span> : null}
          </>
        }
        lines={[formatDayLabel(holiday.date, i18n.language), scopeLabel(holiday.state, t('scope.federal'))]}
        chips={<HolidayStatusChip status={holiday.status} />}
      />
      {tentative && can(profile, P.holiday.edit) ? (
        <div className="holiday-row__actions">
          <IonButton
            size="small"
            fill="outline"
            disabled={confirm.busy}
            onClick={() => confirm.start(holiday, undefined)}
            data-testid={`holidays-confirm-${holiday.id}`}
            aria-label={t('confirmOne.labelFor', { name: name.text })}
          >
            {t('confirmOne.button')}
          </IonButton>
          <ActionRefusal refusal={confirm.refusal} testId={`holidays-confirm-refusal-${holiday.id}`} />
        </div>
      ) : null}
    </div>
  );
}
