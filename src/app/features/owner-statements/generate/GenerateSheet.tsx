import { useEffect, useState } from 'react';
import { IonButton, IonContent, IonModal } from '@ionic/react';
import { formatYearMonth } from '@shared/dates';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useOnline } from '@app/lib/use-online';
import { useTranslation } from '@app/lib/use-translation';
import { SegmentButtons } from '@app/kit/list/SegmentButtons';
import { MonthStepper } from '@app/kit/month/MonthStepper';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchOwners } from '../use-statements';
import { RunProgress } from './RunProgress';
import { useGenerateRun } from './use-generate-run';

interface Props {
  isOpen: boolean;
  /** The month the list shows: the run starts on it. */
  month: string;
  onClose(): void;
  /** The run is done: the list shows its month again. */
  onDone(month: string): void;
}

type Who = 'all' | 'some';

/**
 * Generate a month (45) for every owner who held a unit in it, or for the owners chosen. The sheet says before the tap
 * that a run replaces drafts only, then shows the run's bar until the server has done every owner.
 */
export function GenerateSheet({ isOpen, month: shownMonth, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('owner-statements');
  const online = useOnline();
  const [month, setMonth] = useState(shownMonth);
  const [who, setWho] = useState<Who>('all');
  const [owners, setOwners] = useState<PickerOption[]>([]);
  const { state, start, reset } = useGenerateRun((job) => onDone(job.month));
  const running = state.phase === 'running';

  useEffect(() => {
    if (isOpen && !running) {
      setMonth(shownMonth);
      reset();
    }
    // Only on opening: the list's month is where a new run starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const close = () => {
    // A run goes on on the server whatever the sheet does; the sheet just stops watching it.
    onClose();
  };
  const missingOwners = who === 'some' && owners.length === 0;
  const monthLabel = formatYearMonth(month, i18n.language);

  return (
    <IonModal isOpen={isOpen} onDidDismiss={close} breakpoints={[0, 1]} initialBreakpoint={1} aria-label={t('generate.title')} data-testid="statement-generate-sheet">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('generate.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={close} data-testid="statement-generate-close">
              {t(state.phase === 'done' ? 'generate.close' : 'common:cancel')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <div className="statement-generate">
          <MonthStepper
            month={month}
            onMonth={setMonth}
            shown={monthLabel}
            words={{ month: t('generate.month'), previousMonth: t('list.previousMonth'), nextMonth: t('list.nextMonth') }}
            testId="statement-generate-month"
          />
          <SegmentButtons<Who>
            value={who}
            onChange={setWho}
            label={t('generate.who')}
            testIdPrefix="statement-generate-who"
            options={[
              { value: 'all', label: t('generate.allOwners') },
              { value: 'some', label: t('generate.someOwners') },
            ]}
          />
          {who === 'some' ? (
            <div className="statement-generate__owners">
              <ServerPickerField
                value={null}
                onChange={(option) => setOwners((chosen) => (chosen.some((o) => o.value === option.value) ? chosen : [...chosen, option]))}
                search={searchOwners}
                label={t('generate.addOwner')}
                placeholder={t('generate.addOwnerPlaceholder')}
                searchPlaceholder={t('list.ownerSearch')}
                testId="statement-generate-owner"
              />
              <ul className="statement-generate__chosen" aria-label={t('generate.chosen')}>
                {owners.map((o) => (
                  <li key={o.value}>
                    <span>{o.label}</span>
                    <IonButton fill="clear" size="small" onClick={() => setOwners((chosen) => chosen.filter((c) => c.value !== o.value))} aria-label={t('generate.remove', { name: o.label })}>
                      {t('generate.removeShort')}
                    </IonButton>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="statement-note" role="note" data-testid="statement-generate-note">
            {t('generate.replacesDrafts', { month: monthLabel })}
          </p>
          {!online ? (
            <p className="statement-note" role="note" data-testid="statement-generate-offline">
              {t('generate.offline')}
            </p>
          ) : null}
          <IonButton
            expand="block"
            disabled={running || missingOwners || !online}
            onClick={() => void start(month, who === 'some' ? owners.map((o) => o.value) : [])}
            data-testid="statement-generate-confirm"
          >
            {t('generate.confirm', { month: monthLabel })}
          </IonButton>
          {state.phase !== 'idle' ? <RunProgress state={state} /> : null}
        </div>
      </IonContent>
    </IonModal>
  );
}
