import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMINISTRATOR_SORTS,
  administrator,
  administratorFilter,
  administratorList,
  changeAdminPermission,
  checkEmailAvailable,
  checkEmailAvailableResponse,
  createAdministrator,
  updateAdministrator,
} from '../../../shared/contracts/administrators';
import { idParam } from '../../../shared/contracts/common';
import { listQuerySchema, parseListQuery } from '../../../shared/list-params';
import { P } from '../../../shared/permissions';
import { actorOf } from '../../plugins/audit';
import * as service from './service';

const listSpec = { filters: administratorFilter, sorts: ADMINISTRATOR_SORTS, defaultSort: { createdAt: 'desc' as const } };
const tags = ['administrators'];

export const administratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/administrators/aggregation',
    { config: { permission: P.admin.view }, schema: { tags, querystring: listQuerySchema, response: { 200: administratorList } } },
    async (request) => service.listAdministrators(db(), parseListQuery(request.query, listSpec)),
  );

  app.get(
    '/api/administrators/:id',
    { config: { permission: P.admin.view }, schema: { tags, params: idParam, response: { 200: administrator } } },
    async (request) => service.getAdministrator(db(), request.params.id),
  );

  app.post(
    '/api/administrators',
    { config: { permission: P.admin.create }, schema: { tags, body: createAdministrator, response: { 201: administrator } } },
    async (request, reply) => reply.code(201).send(await service.createAdministrator(db(), actorOf(request), request.body)),
  );

  app.patch(
    '/api/administrators/:id',
    { config: { permission: P.admin.edit }, schema: { tags, params: idParam, body: updateAdministrator, response: { 200: administrator } } },
    async (request) => service.updateAdministrator(db(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/user-mgmt/change-admin-permission',
    { config: { permission: P.admin.edit }, schema: { tags, body: changeAdminPermission, response: { 200: administrator } } },
    async (request) => service.changePermissions(db(), actorOf(request), request.body.id, request.body.permissions),
  );

  app.post(
    '/user-mgmt/check-email-available',
    { config: { permission: P.admin.create }, schema: { tags, body: checkEmailAvailable, response: { 200: checkEmailAvailableResponse } } },
    async (request) => ({ available: await service.isEmailAvailable(db(), request.body.email) }),
  );
};
