import type { FastifyInstance } from 'fastify';
import { attendance } from '@shared/contracts/attendance';
import { route } from '@server/core/route';
import { dayAttendanceReport } from './service';

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  route(app, attendance.day, async ({ db, query }) => dayAttendanceReport(db, query.date));
}
