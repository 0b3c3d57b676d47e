import { calendarOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { RESERVATION_COUNT_LIMIT } from '@shared/contracts/reservations';
import { P } from '@shared/permissions';
import { HeaderLink } from '@app/shell/HeaderLink';
import { ListPage } from '@app/kit/list/ListPage';
import { calendarPath } from '@app/shell/paths';
import { ReservationCard } from './ReservationCard';
import { ReservationListFilters } from './ReservationListFilters';
import { DEFAULT_RESERVATION_QUERY, isFiltered } from './reservation-query';
import { useReservationList } from './use-reservations';

export default function ReservationListPage() {
  const { t } = useTranslation('reservations');
  return (
    <ListPage
      namespace="reservations"
      initial={DEFAULT_RESERVATION_QUERY}
      useList={useReservationList}
      moreFilters={(query, onChange) => <ReservationListFilters query={query} onChange={onChange} />}
      filtered={isFiltered}
      // The same code opens the list and the calendar: whoever sees one may open the other.
      actions={<HeaderLink href={calendarPath()} icon={calendarOutline} label={t('list.calendar')} testId="reservation-calendar-link" />}
      create={{ path: '/admin/reservation/new', permission: P.reservation.create, testId: 'reservation-create-button' }}
      countLimit={RESERVATION_COUNT_LIMIT}
      testIdPrefix="reservation"
    >
      {(stay) => <ReservationCard key={stay.id} stay={stay} />}
    </ListPage>
  );
}
