import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, calendarOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { RESERVATION_COUNT_LIMIT } from '@shared/contracts/reservations';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { HeaderLink } from '@app/shell/HeaderLink';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { calendarPath } from '@app/shell/paths';
import { ReservationCard } from './ReservationCard';
import { ReservationListFilters } from './ReservationListFilters';
import { DEFAULT_RESERVATION_QUERY, isFiltered, type ReservationListQuery } from './reservation-query';
import { useReservationList } from './use-reservations';

export default function ReservationListPage() {
  const { t } = useTranslation('reservations');
  const { profile } = useSession();
  const [query, setQuery] = useState<ReservationListQuery>(DEFAULT_RESERVATION_QUERY);
  const list = useReservationList(query);
  // Back from a record or a form: a stay may have moved.
  useViewReturn(() => void list.refresh());

  return (
    <ListPage
      namespace="reservations"
      list={list}
      filtered={isFiltered(query)}
      onClearFilters={() => setQuery(DEFAULT_RESERVATION_QUERY)}
      filters={<ReservationListFilters query={query} onChange={setQuery} />}
      actions={
        <>
          {/* The same code opens the list and the calendar: whoever sees one may open the other. */}
          <HeaderLink href={calendarPath()} icon={calendarOutline} label={t('list.calendar')} testId="reservation-calendar-link" />
          {can(profile, P.reservation.create) ? (
            <IonButton routerLink="/admin/reservation/new" data-testid="reservation-create-button" aria-label={t('create.title')}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              <span className="hide-below-sm">{t('create.title')}</span>
            </IonButton>
          ) : null}
        </>
      }
      countLimit={RESERVATION_COUNT_LIMIT}
      testIdPrefix="reservation"
      skeleton={<ListCardSkeleton />}
    >
      {(stay) => <ReservationCard key={stay.id} stay={stay} />}
    </ListPage>
  );
}
