import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayAttendance, dayAttendanceQuery } from '../../../shared/contracts/attendance';
import { P } from '../../../shared/permissions';
import { dayAttendanceReport } from './day';

const tags = ['attendance'];

/** Attendance across riders; reading it needs the User view code, like a rider's own report. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/attendance',
    { config: { permission: P.user.view }, schema: { tags, querystring: dayAttendanceQuery, response: { 200: dayAttendance } } },
    async (request) => dayAttendanceReport(app.database.db, request.query.date),
  );
};
