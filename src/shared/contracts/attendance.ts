import { z } from 'zod';
import { defineCall } from './call';
import { P } from '../permissions';
import { apiDate } from './users';

/** `GET /api/attendance?date=YYYY-MM-DD`: every rider on one Kuala Lumpur day. */
export const dayAttendanceQuery = z.object({ date: apiDate });
export type DayAttendanceQuery = z.infer<typeof dayAttendanceQuery>;

/**
 * A rider's day: present or late (clocked in), late without a clock-in while today's shift runs,
 * absent (no clock-in by the shift's end), off (a rest day), or waiting (before the shift, or a day to come).
 */
export const RIDER_DAY_STATUSES = ['present', 'late', 'absent', 'off', 'waiting'] as const;
export type RiderDayStatus = (typeof RIDER_DAY_STATUSES)[number];

export const riderDay = z.object({
  id: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(RIDER_DAY_STATUSES),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  minutesWorked: z.number(),
  minutesLate: z.number(),
});
export type RiderDay = z.infer<typeof riderDay>;

export const dayAttendance = z.object({
  date: z.string(),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  /** Riders by name. */
  riders: z.array(riderDay),
  totals: z.object({
    riders: z.number(),
    /** Clocked in (present or late). */
    checkedIn: z.number(),
    /** Clocked in and not yet out. */
    stillIn: z.number(),
    late: z.number(),
    absent: z.number(),
    off: z.number(),
    waiting: z.number(),
    minutesWorked: z.number(),
  }),
});
export type DayAttendance = z.infer<typeof dayAttendance>;

/** Attendance across riders; reading it needs the User view code, like a rider's own report. */
export const attendance = {
  day: defineCall({ method: 'GET', path: '/api/attendance', query: dayAttendanceQuery, response: dayAttendance, permission: P.user.view, tag: 'attendance' }),
};
