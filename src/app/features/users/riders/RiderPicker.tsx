import { useState } from 'react';
import { IonButton, IonItem, IonSpinner } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonSearchbar } from '@app/ionic/ion-searchbar';
import { useTranslation } from '@app/lib/use-translation';
import { formatPhone } from '@shared/phone';
import { useRiderSearch } from '../remote/use-attendance';
import { UserAvatar } from '../ui/UserAvatar';

export interface ChosenRider {
  accountNumber: string;
  name: string;
}

/** Search riders by name, phone, email or account number and pick one. */
export function RiderPicker({ chosen, onChoose }: { chosen: ChosenRider | null; onChoose(rider: ChosenRider | null): void }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const [query, setQuery] = useState('');
  const search = useRiderSearch(query, chosen === null);

  if (chosen) {
    return (
      <div className="att-chosen" data-testid="attendance-rider-chosen" data-account-number={chosen.accountNumber}>
        <UserAvatar name={chosen.name} size={40} />
        <div className="att-chosen__text">
          <strong>{chosen.name}</strong>{' '}
          <span>{chosen.accountNumber}</span>
        </div>
        <IonButton fill="outline" size="small" onClick={() => onChoose(null)} data-testid="attendance-rider-change">
          {t('attendance.changeRider')}
        </IonButton>
      </div>
    );
  }

  return (
    <div className="att-picker">
      <IonSearchbar
        value={query}
        onIonInput={(e) => setQuery(e.detail.value ?? '')}
        // A short placeholder that fits a phone's width in every language; the label says it in full.
        placeholder={t('attendance.searchRiderPlaceholder')}
        aria-label={t('attendance.searchRider')}
        data-testid="attendance-rider-search"
      />
      {search.status === 'loading' || !search.settled ? (
        <div className="ion-text-center ion-padding">
          <IonSpinner name="crescent" aria-label={t('attendance.searching')} />
        </div>
      ) : search.status === 'error' ? (
        <p className="u-muted-note">
          {t('attendance.searchFailed')}{' '}
          <IonButton size="small" fill="clear" onClick={() => void search.reload()}>
            {t('retry', { ns: 'common', keyPrefix: '' })}
          </IonButton>
        </p>
      ) : search.riders.length === 0 ? (
        <p className="u-muted-note" data-testid="attendance-rider-none">
          {t('attendance.noRider')}
        </p>
      ) : (
        <IonList lines="full" className="att-options">
          {search.riders.map((rider) => (
            <IonItem
              key={rider.id}
              button
              detail={false}
              onClick={() => onChoose({ accountNumber: rider.accountNumber, name: rider.name })}
              data-testid={`attendance-rider-option-${rider.accountNumber}`}
            >
              <UserAvatar name={rider.name} size={36} />
              <IonLabel className="att-option__label">
                <h3>{rider.name}</h3>
                <p>{[rider.accountNumber, rider.phone ? formatPhone(rider.phone) : ''].filter(Boolean).join(' · ')}</p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      )}
    </div>
  );
}
