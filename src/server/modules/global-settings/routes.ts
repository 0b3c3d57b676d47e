import type { FastifyInstance } from 'fastify';
import { globalSettings } from '@shared/contracts/global-settings';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

/** Company-wide settings and the SST rate table (issue 29, DESIGN.md §6 Global settings, codes 16–19). */
export async function globalSettingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, globalSettings.get, async ({ db }) => service.listSettings(db));
  route(app, globalSettings.update, async ({ db, request, body }) => service.updateSetting(db, actorOf(request), body));
  route(app, globalSettings.sstRates, async ({ db }) => service.listSstRates(db));
  route(app, globalSettings.addSstRate, async ({ db, request, body }) => service.addSstRate(db, actorOf(request), body));
}
