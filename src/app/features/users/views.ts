import type { AuditList } from '@shared/contracts/audit';
import type { AttendanceReport, DayAttendance, User, UserList } from '@shared/contracts/users';
import { historyView } from '@app/kit/record/history-view';
import { defineView } from '@app/kit/resource/define-view';
import { userHistoryLines } from './detail/user-history';
import { api } from '@app/lib/api';
import { getAttendance, getDayAttendance, getRiderDetails, searchRiders } from './remote/riders-api';
import { getUserHistory } from './remote/users-api';
import { userResource } from './resource';

/** A rider page opens by account number; the saved row is the same user the lists saved by id. */
export const riderView = defineView<User>({
  type: userResource.type,
  read: (accountNumber) => getRiderDetails(api, accountNumber),
  idOf: (user) => user.id,
  matches: (user, accountNumber) => user.accountNumber === accountNumber,
});

/** A user's decision history, newest first. */
export const userHistoryView = historyView(defineView<AuditList>({ type: `${userResource.type}-history`, read: (id) => getUserHistory(api, id) }), userHistoryLines);

/** Riders matching what the admin typed, saved per search so what was looked at stays readable offline. */
export const riderSearchView = defineView<UserList>({ type: 'users.rider-search', key: (search) => `q:${search}`, read: (search) => searchRiders(api, search) });

export interface AttendanceRange {
  accountNumber: string;
  start: string;
  end: string;
}

/** One rider's attendance over a range, saved per rider and range. */
export const attendanceView = defineView<AttendanceReport, AttendanceRange>({
  type: 'users.attendance',
  key: ({ accountNumber, start, end }) => JSON.stringify([accountNumber, start, end]),
  read: ({ accountNumber, start, end }) => getAttendance(api, accountNumber, start, end),
});

/** Every rider on one day, saved per day. */
export const dayAttendanceView = defineView<DayAttendance>({ type: 'users.attendance-day', read: (date) => getDayAttendance(api, date) });
